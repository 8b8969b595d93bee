package render_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
)

var tailwindRE = regexp.MustCompile(`<link rel="?stylesheet"? href="?(_navbuild/tailwind\.[0-9a-f]{10}\.css)"?>`)

// TestTailwindSite builds a site whose page and snippet use Tailwind
// classes and whose folder has CSS and JS of its own. The page links the
// Tailwind stylesheet after navbuild's, then the folder's stylesheets in
// path order, then its scripts deferred after app.js; the files under
// node_modules and dot folders are neither linked nor copied. The
// stylesheet holds the rules of the page's and the snippet's utilities
// (testdata/tailwind.golden.css) and nothing for other classes. A site
// without Tailwind classes or files of its own links none.
func TestTailwindSite(t *testing.T) {
	files := build(t, "../testdata/sites/tailwind/docs", render.Options{})
	page := string(files["index.html"])
	m := tailwindRE.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("index.html links no Tailwind stylesheet")
	}
	golden.Check(t, "testdata/tailwind.golden.css", files[m[1]])

	head := page[:strings.Index(page, "</head>")]
	var order []string
	for _, l := range regexp.MustCompile(`<(?:link rel="?stylesheet"? href|script src)="?([^">\s]+)`).FindAllStringSubmatch(head, -1) {
		order = append(order, hashedRE.ReplaceAllString(l[1], "_navbuild/$1.$2"))
	}
	want := []string{"_navbuild/theme.js", "_navbuild/style.css", "_navbuild/tailwind.css", "custom.css", "styles/more.css", "_navbuild/app.js", "analytics.js"}
	if strings.Join(order, " ") != strings.Join(want, " ") {
		t.Errorf("head links %q, want %q", order, want)
	}
	if !regexp.MustCompile(`<script src="?analytics\.js"? defer></script>`).MatchString(head) {
		t.Error("the site's script is not deferred")
	}
	for name := range files {
		if strings.Contains(name, "ignored") {
			t.Errorf("%s is written", name)
		}
	}
	css := string(files[m[1]])
	for _, want := range []string{`#nb-main .prose .shadow-lg{`, `#nb-main .prose .md\:grid-cols-2{`, `:root[data-theme="dark"] #nb-main .prose .dark\:block{display:block}`} {
		if !strings.Contains(css, want) {
			t.Errorf("no %q in the Tailwind stylesheet", want)
		}
	}
	if strings.Contains(css, "not-a-utility") || strings.Contains(css, ".card") {
		t.Error("the Tailwind stylesheet has rules for classes Tailwind does not know")
	}

	basic := string(build(t, "../testdata/sites/basic/docs", render.Options{})["index.html"])
	if tailwindRE.MatchString(basic) || len(regexp.MustCompile(`rel="?stylesheet"?[ >]`).FindAllString(basic, -1)) != 1 {
		t.Error("a site without Tailwind classes or CSS of its own links more than navbuild's stylesheet")
	}
}
