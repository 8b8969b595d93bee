package tailwind

import (
	"slices"
	"strings"
	"testing"
)

func TestExtract(t *testing.T) {
	src := "<div className=\"grid  md:grid-cols-2\">\n<img class='dark:hidden' />" +
		"<a className={\"p-4\"} /><b className={`text-sm ${on ? 'x' : 'y'} font-bold`} />" +
		"<i subclass=\"no\" data-class=\"no\" className={styles.x} class=\nunquoted>"
	var got []string
	Extract([]byte(src), func(c string) { got = append(got, c) })
	want := []string{"grid", "md:grid-cols-2", "dark:hidden", "p-4", "text-sm", "font-bold"}
	if !slices.Equal(got, want) {
		t.Errorf("Extract = %q, want %q", got, want)
	}
}

func TestGenerate(t *testing.T) {
	css := string(Generate([]string{"md:grid-cols-2", "hidden", "dark:block", "p-4", "px-2", "card", "grid-cols-1", "p-4", "shadow-sm"}, Options{Scope: ".prose"}))
	for _, want := range []string{
		`.prose *,.prose ::before,.prose ::after{--tw-border-spacing-x:0;`,
		".prose .p-4{padding:1rem}\n.prose .px-2{padding-left:0.5rem;padding-right:0.5rem}\n",
		".prose .hidden{display:none}\n",
		`@media (prefers-color-scheme: dark){:root:not([data-theme="light"]) .prose .dark\:block{display:block}}` + "\n" +
			`:root[data-theme="dark"] .prose .dark\:block{display:block}` + "\n",
		`@media (min-width: 768px){.prose .md\:grid-cols-2{grid-template-columns:repeat(2, minmax(0, 1fr))}}` + "\n",
	} {
		if !strings.Contains(css, want) {
			t.Errorf("no %q in\n%s", want, css)
		}
	}
	// Responsive rules come after the base ones they override, and every
	// token is written once.
	if i, j := strings.Index(css, ".grid-cols-1{"), strings.Index(css, `md\:grid-cols-2`); i < 0 || j < i {
		t.Errorf("grid-cols-1 at %d, md:grid-cols-2 at %d", i, j)
	}
	if strings.Count(css, ".p-4{") != 1 || strings.Contains(css, "card") {
		t.Errorf("p-4 twice or card written:\n%s", css)
	}
	if css := string(Generate([]string{"bg-red-500", "hidden"}, Options{})); strings.Contains(css, "--tw-translate-x") {
		t.Errorf("defaults written for classes that compose no variable:\n%s", css)
	}
	if css := string(Generate([]string{"border-t", "md:divide-y"}, Options{})); !strings.Contains(css, ":where(.border-t,.md\\:divide-y > *){border-width:0;border-style:solid;border-color:#e5e7eb}\n") {
		t.Errorf("no preflight border for border-t and divide-y:\n%s", css)
	}
	if css := string(Generate([]string{"animate-spin", "md:animate-spin"}, Options{})); strings.Count(css, "@keyframes spin{to{transform:rotate(360deg)}}") != 1 {
		t.Errorf("animate-spin's keyframes not written once:\n%s", css)
	}
	if css := string(Generate([]string{"animate-bounce", "animate-none", "animate-spin"}, Options{})); strings.Index(css, "@keyframes spin{") < 0 || strings.Index(css, "@keyframes bounce{") < strings.Index(css, "@keyframes spin{") || strings.Count(css, "@keyframes") != 2 {
		t.Errorf("keyframes not spin then bounce, in the theme's order, and nothing for animate-none:\n%s", css)
	}
	if Generate([]string{"card", "tsd-panel"}, Options{}) != nil {
		t.Error("classes Tailwind does not know write CSS")
	}
}

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"2xl:flex": `\32xl\:flex`, "w-[300px]": `w-\[300px\]`, "!p-4": `\!p-4`,
		"bg-[#123456]/50": `bg-\[\#123456\]\/50`, "grid-cols-[1fr,2fr]": `grid-cols-\[1fr\2c 2fr\]`, "-mt-4": "-mt-4",
	} {
		if got := escape(in); got != want {
			t.Errorf("escape(%q) = %q, want %q", in, got, want)
		}
	}
}
