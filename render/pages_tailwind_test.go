package render_test

import (
	"bytes"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/internal/tailwind/oracle"
)

// oracleFile is Tailwind 3.4's own CSS for every class token of the
// corpus (internal/tailwind/oracle).
const oracleFile = "../internal/tailwind/testdata/oracle.json"

// countTailwind measures a built site's Tailwind coverage against the
// oracle, from its files only: the class tokens of the elements inside
// the pages' .prose (what the authors wrote), of those the utilities
// Tailwind knows (known), and of those the ones whose every rule the
// output's CSS has alike (same): a rule under the same @media
// condition, with the same declarations, whose selector ends with
// Tailwind's (navbuild puts its rules under a scope and its own dark-mode
// ancestor). missing lists the others.
func countTailwind(files map[string][]byte, recorded map[string][]oracle.Rule) (same, known int, missing []string) {
	used := map[string]bool{}
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		doc, err := html.Parse(bytes.NewReader(data))
		if err != nil {
			continue
		}
		for _, p := range collect(doc, func(n *html.Node) bool { return hasClass(n, "prose") }) {
			for c := p.FirstChild; c != nil; c = c.NextSibling {
				for _, n := range collect(c, func(n *html.Node) bool { return n.Type == html.ElementNode }) {
					for _, cl := range classes(n) {
						used[cl] = true
					}
				}
			}
		}
	}
	// The output's rules, by every suffix of their selectors that starts
	// a compound selector.
	bySuffix := map[string][]oracle.Rule{}
	for name, data := range files {
		if !strings.HasSuffix(name, ".css") {
			continue
		}
		for _, r := range oracle.ParseCSS(string(data)) {
			for _, sel := range oracle.SplitTop(r.Selector, ',') {
				sel = oracle.Norm(sel)
				for i := 0; i < len(sel); i++ {
					if i == 0 || sel[i-1] == ' ' && oracle.TopLevel(sel, i) {
						bySuffix[sel[i:]] = append(bySuffix[sel[i:]], oracle.Rule{Media: r.Media, Selector: sel, Decls: r.Decls})
					}
				}
			}
		}
	}
	for tok := range used {
		want := recorded[tok]
		if len(want) == 0 {
			continue
		}
		known++
		ok := true
		for _, w := range want {
			found := false
			for _, g := range bySuffix[w.Selector] {
				found = found || g.Media == w.Media && slices.Equal(g.Decls, w.Decls)
			}
			ok = ok && found
		}
		if ok {
			same++
		} else {
			missing = append(missing, tok)
		}
	}
	sort.Strings(missing)
	return same, known, missing
}

// TestCountTailwind checks countTailwind on a site whose CSS writes one
// utility as Tailwind does (under a scope, minified), one with another
// value, one under the wrong condition, and a dark: one under navbuild's
// own ancestor; tokens Tailwind does not know and classes outside the
// prose are not counted.
func TestCountTailwind(t *testing.T) {
	rule := func(media, sel string, decls ...string) []oracle.Rule {
		return []oracle.Rule{{Media: media, Selector: sel, Decls: decls}}
	}
	recorded := map[string][]oracle.Rule{
		"mt-4":        rule("", ".mt-4", "margin-top:1rem"),
		"w-[300px]":   rule("", `.w-\[300px\]`, "width:300px"),
		"md:flex":     rule("(min-width:768px)", `.md\:flex`, "display:flex"),
		"dark:hidden": rule("", `.dark\:hidden`, "display:none"),
		"p-2":         rule("", ".p-2", "padding:0.5rem"),
		"space-x-2": rule("", ".space-x-2>:not([hidden])~:not([hidden])", "--tw-space-x-reverse:0",
			"margin-left:calc(0.5rem * calc(1 - var(--tw-space-x-reverse)))", "margin-right:calc(0.5rem * var(--tw-space-x-reverse))"),
		"card": nil,
	}
	files := map[string][]byte{
		"_navbuild/tailwind.css": []byte(`/* scoped */
#nb-main .prose .mt-4{margin-top:1rem}
#nb-main .prose .w-\[300px\]{width:299px}
@media (min-width: 640px){#nb-main .prose .md\:flex{display:flex}}
:root[data-theme="dark"] #nb-main .prose .dark\:hidden{display:none}
@media (prefers-color-scheme: dark){:root:not([data-theme="light"]) #nb-main .prose .dark\:hidden{display:none}}
#nb-main .prose .space-x-2 > :not([hidden]) ~ :not([hidden]){--tw-space-x-reverse:0;margin-right:calc(0.5rem * var(--tw-space-x-reverse));margin-left:calc(0.5rem * calc(1 - var(--tw-space-x-reverse)))}
@keyframes spin{to{transform:rotate(360deg)}}
#nb-main .prose .p-2{padding:.5rem}`),
		"a/index.html": []byte(`<html><body><nav class="p-2"></nav><article><div class="prose mt-4">` +
			`<div class="mt-4 w-[300px] card"><p class="md:flex dark:hidden space-x-2 unknown">x</p></div></div></article></body></html>`),
	}
	same, known, missing := countTailwind(files, recorded)
	if got, want := strings.Join(missing, " "), "md:flex w-[300px]"; same != 3 || known != 5 || got != want {
		t.Errorf("countTailwind = %d of %d, missing %q; want 3 of 5, missing %q", same, known, got, want)
	}
}
