package mdx

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/navbuild/navbuild/internal/golden"
)

// testLink marks rewritten destinations so goldens show which went
// through Page.Link.
func testLink(dest string, asset bool) string {
	if asset {
		return "asset:" + dest
	}
	return "page:" + dest
}

// renderArchive renders page.mdx of an archive; the other files are the
// docs folder that snippets are read from.
func renderArchive(a *txtar.Archive) Result {
	r, page := archiveRenderer(a)
	return r.Render(Page{File: "page.mdx", Src: page, Link: testLink})
}

// archiveRenderer returns a Renderer reading an archive's files, and its
// page.mdx.
func archiveRenderer(a *txtar.Archive) (*Renderer, []byte) {
	files := map[string][]byte{}
	var page []byte
	for _, f := range a.Files {
		switch {
		case f.Name == "page.mdx":
			page = f.Data
		case !strings.HasPrefix(f.Name, "want."):
			files[f.Name] = f.Data
		}
	}
	r := New(Options{ReadFile: func(name string) ([]byte, error) {
		if b, ok := files[name]; ok {
			return b, nil
		}
		return nil, fs.ErrNotExist
	}})
	return r, page
}

// meta prints what a Result found besides its HTML.
func meta(res Result) []byte {
	var b bytes.Buffer
	for _, h := range res.TOC {
		fmt.Fprintf(&b, "toc h%d #%s %q\n", h.Level, h.ID, h.Text)
	}
	fmt.Fprintf(&b, "%s\n", strings.Join(append([]string{"ids"}, res.IDs...), " "))
	for _, l := range res.Links {
		fmt.Fprintf(&b, "link %d %s\n", l.Line, l.Dest)
	}
	if len(res.Unknown) > 0 {
		fmt.Fprintf(&b, "unknown %s\n", strings.Join(res.Unknown, " "))
	}
	for _, d := range res.Diagnostics {
		fmt.Fprintf(&b, "diag %s\n", d.Error())
	}
	return b.Bytes()
}

// TestGolden renders each testdata/golden/*.txtar's page.mdx and compares
// the HTML with want.html and the rest with want.meta. -update rewrites
// them.
func TestGolden(t *testing.T) {
	golden.Run(t, "testdata/golden/*.txtar", func(t *testing.T, a golden.Archive) {
		res := renderArchive(a.Archive)
		html := res.HTML
		// What shows beside the content follows it, marked.
		if res.RequestExample != nil {
			html = append(append(withNewline(html), "<!-- beside: request example -->\n"...), res.RequestExample...)
		}
		if res.ResponseExample != nil {
			html = append(append(withNewline(html), "<!-- beside: response example -->\n"...), res.ResponseExample...)
		}
		a.Section(t, "want.html", withNewline(html))
		a.Section(t, "want.meta", meta(res))
	})
}

func withNewline(b []byte) []byte {
	if len(b) > 0 && b[len(b)-1] != '\n' {
		return append(b[:len(b):len(b)], '\n')
	}
	return b
}
