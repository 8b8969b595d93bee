package mdx

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestTwin writes the Markdown twin of each testdata/twin/*.txtar's
// page.mdx and compares it with want.md; -update rewrites it. The HTML
// of the same render must not change when the twin is asked for.
func TestTwin(t *testing.T) {
	golden.Run(t, "testdata/twin/*.txtar", func(t *testing.T, a golden.Archive) {
		r, page := archiveRenderer(a.Archive)
		res := r.Render(Page{File: "page.mdx", Src: page, Link: testLink, Markdown: true})
		plain := r.Render(Page{File: "page.mdx", Src: page, Link: testLink})
		if !bytes.Equal(res.HTML, plain.HTML) || !bytes.Equal(meta(res), meta(plain)) {
			t.Errorf("asking for the twin changed the HTML or what the render found:\n%s\n%s", meta(res), meta(plain))
		}
		checkTwin(t, res.Markdown)
		a.Section(t, "want.md", res.Markdown)
	})
}

var (
	jsxTag  = regexp.MustCompile(`</?[A-Z][A-Za-z0-9.]*[\s/>]`)
	esmLine = regexp.MustCompile(`(?m)^(import|export)\s`)
)

// checkTwin fails when a twin has a component tag or an ESM line outside
// fenced code.
func checkTwin(t *testing.T, md []byte) {
	t.Helper()
	prose := fenced.ReplaceAll(md, nil)
	if m := jsxTag.Find(prose); m != nil {
		t.Errorf("twin has a component tag %q", m)
	}
	if m := esmLine.Find(prose); m != nil {
		t.Errorf("twin has an ESM line %q", m)
	}
	if bytes.Contains(md, []byte("table-wrap")) {
		t.Errorf("twin has the HTML's scroll box of a table")
	}
}

var fenced = regexp.MustCompile("(?ms)^\\s*```.*?^\\s*```")
