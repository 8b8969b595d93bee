package mdx

import (
	"bytes"
	"io/fs"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// benchPage is about 5 KB of a typical page: the mixed golden case's body
// repeated.
func benchPage(b *testing.B) (*Renderer, []byte) {
	a, err := txtar.ParseFile("testdata/golden/mixed.txtar")
	if err != nil {
		b.Fatal(err)
	}
	files := map[string][]byte{}
	var page []byte
	for _, f := range a.Files {
		files[f.Name] = f.Data
		if f.Name == "page.mdx" {
			page = f.Data
		}
	}
	body := page[bytes.Index(page[3:], []byte("---"))+6:]
	for len(page) < 5000 {
		page = append(page, body...)
	}
	r := New(Options{ReadFile: func(name string) ([]byte, error) {
		if d, ok := files[name]; ok {
			return d, nil
		}
		return nil, fs.ErrNotExist
	}})
	return r, page
}

func BenchmarkRender(b *testing.B) {
	r, page := benchPage(b)
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		r.Render(Page{File: "page.mdx", Src: page, Link: testLink})
	}
}

// BenchmarkGoldmark is goldmark alone on the same bytes, for comparison.
func BenchmarkGoldmark(b *testing.B) {
	_, page := benchPage(b)
	md := defaultMarkdown()
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		var w bytes.Buffer
		_ = md.Convert(page, &w)
	}
}

// BenchmarkRenderJSX renders a page that uses a .jsx snippet's component:
// the cost of running JavaScript on a page (the page's runtime, the
// module's run, the render), the module compiled once for all pages.
func BenchmarkRenderJSX(b *testing.B) {
	snippet := []byte(`export const Plans = ({ title, items }) => (
  <div className="plans">
    <h3>{title}</h3>
    <ul>{items.map((x) => <li key={x}>{x}</li>)}</ul>
  </div>
);
`)
	r := New(Options{ReadFile: func(string) ([]byte, error) { return snippet, nil }})
	page := []byte("import { Plans } from '/snippets/plans.jsx'\n\n# Plans\n\nSome **text**.\n\n<Plans title=\"Tiers\" items={[\"free\", \"pro\", \"team\"]} />\n")
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		r.Render(Page{File: "page.mdx", Src: page, Link: testLink})
	}
}
