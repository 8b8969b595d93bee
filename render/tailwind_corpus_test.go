package render_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// cssClassRE finds the class names of a stylesheet's selectors, escapes
// and all.
var cssClassRE = regexp.MustCompile(`\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[A-Za-z0-9_-])+)`)

// unescapeCSS undoes a selector's escapes (`\:`, `\32 `, `\2c `).
func unescapeCSS(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		j := i + 1
		for j < len(s) && j < i+7 && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
			j++
		}
		if j == i+1 {
			b.WriteByte(s[j])
			i = j
			continue
		}
		var r rune
		for _, c := range s[i+1 : j] {
			r = r*16 + rune(strings.IndexRune("0123456789abcdef", c|0x20))
		}
		b.WriteRune(r)
		if j < len(s) && s[j] == ' ' {
			j++
		}
		i = j - 1
	}
	return b.String()
}

// TestCorpusTailwind renders, on every corpus site, the pages whose
// source has a class attribute and reads them as a reader's browser
// would: every class on an element of the page content that Tailwind
// knows (internal/tailwind's recorded oracle) must have a rule in the
// stylesheets the site writes, and every light/dark image pair
// (`dark:hidden`, `hidden dark:block`) must have the rules that show one
// image per mode. It reads the output only: the classes from the HTML,
// the rules from the CSS selectors.
func TestCorpusTailwind(t *testing.T) {
	sites := corpus(t)
	data, err := os.ReadFile("../internal/tailwind/testdata/oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	var oracle map[string][]json.RawMessage
	if err := json.Unmarshal(data, &oracle); err != nil {
		t.Fatal(err)
	}
	var uses, pairs int
	for _, cs := range sites {
		t.Run(cs.Name, func(t *testing.T) {
			// The build the corpus tests share: what Site.File gives
			// (TestSiteMatchesRender), rendered once for them all.
			b := builtCorpus(t, cs)
			site := b.site
			defined := map[string]bool{}
			for name, css := range b.files {
				if strings.HasSuffix(name, ".css") {
					for _, m := range cssClassRE.FindAllStringSubmatch(string(css), -1) {
						defined[unescapeCSS(m[1])] = true
					}
				}
			}
			var siteUses, sitePairs int
			for _, p := range site.Pages {
				src, err := os.ReadFile(filepath.Join(cs.Dir, p.File))
				if p.File == "" || err != nil || !bytes.Contains(src, []byte("class")) {
					continue
				}
				page, ok := b.files[pageFile(p.URL)]
				if !ok {
					continue // not written (a missing page)
				}
				doc, err := html.Parse(bytes.NewReader(page))
				if err != nil {
					t.Fatal(err)
				}
				for _, prose := range collect(doc, func(n *html.Node) bool { return hasClass(n, "prose") }) {
					for _, n := range collect(prose, func(n *html.Node) bool { return n.Type == html.ElementNode }) {
						cls := classes(n)
						for _, c := range cls {
							if len(oracle[c]) == 0 {
								continue
							}
							siteUses++
							if !defined[c] {
								t.Errorf("%s: class %q has no rule", p.File, c)
							}
						}
						if n.Data == "img" && hasClass(n, "dark:hidden") {
							sitePairs++
						}
					}
				}
			}
			if sitePairs > 0 && !(defined["dark:hidden"] && defined["dark:block"] && defined["hidden"]) {
				t.Errorf("%d light/dark image pairs, but dark:hidden %v, dark:block %v, hidden %v", sitePairs, defined["dark:hidden"], defined["dark:block"], defined["hidden"])
			}
			t.Logf("%d uses of Tailwind classes, %d light/dark image pairs", siteUses, sitePairs)
			uses += siteUses
			pairs += sitePairs
		})
	}
	t.Logf("corpus: %d uses of Tailwind classes, %d light/dark image pairs, all styled", uses, pairs)
	if uses == 0 {
		t.Error("no Tailwind class found on the corpus")
	}
}
