package mdx

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/markdown"
)

// TestJSXSnippets renders pages that import .jsx snippets or define React
// components, one case per testdata/jsx/*.txtar (see runSnippetCases).
func TestJSXSnippets(t *testing.T) { runSnippetCases(t, "testdata/jsx/*.txtar") }

// TestHeadingAnchorBesideLinks: with the site's Markdown (anchor links on
// h2 to h4), a heading whose MDX holds a link gets its anchor beside the
// text, since links do not nest; one whose MDX holds none is wrapped in
// it, as plain headings are.
func TestHeadingAnchorBesideLinks(t *testing.T) {
	r := New(Options{Markdown: markdown.New()})
	res := r.Render(Page{File: "x.mdx", Src: []byte("## Source <a href=\"https://example.com\">code</a>\n\n## Version <Badge>new</Badge>\n")})
	h := string(res.HTML)
	for _, want := range []string{
		`<h2 id="source-code">Source <a href="https://example.com">code</a><a class="anchor" href="#source-code"`,
		`<h2 id="version-new"><a href="#version-new">Version <span class="mdx-badge">new</span></a></h2>`,
	} {
		if !strings.Contains(h, want) {
			t.Errorf("no %s in\n%s", want, h)
		}
	}
	if strings.Count(h, "<a ") != strings.Count(h, "</a>") || strings.Contains(h, `"><a href="https://example.com">code</a></a>`) {
		t.Errorf("nested links in\n%s", h)
	}
}
