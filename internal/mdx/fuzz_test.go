package mdx

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/internal/golden"
)

// FuzzRender renders arbitrary pages whose snippets, whatever their name,
// are the page itself, so imports and <Snippet> recurse. Invariants: no
// panic (Render turns one into an "internal error" diagnostic), and every
// diagnostic position is inside the file it names.
func FuzzRender(f *testing.F) {
	for _, a := range golden.Archives(f, "testdata/golden/*.txtar") {
		for _, file := range a.Files {
			if strings.HasSuffix(file.Name, ".mdx") {
				f.Add(file.Data)
			}
		}
	}
	f.Add([]byte("import A from './a.mdx'\n\n<A x=\"1\" />\n<Snippet file=\"a.mdx\" />\n"))
	f.Add([]byte("export const X = ({ a }) => (<X a={a}>{a}</X>);\n\n<X a=\"1\" />\n"))
	// React components, read as a .jsx snippet too (every snippet is the page).
	f.Add([]byte("import { X, Y } from './p.jsx'\nexport const X = ({ a = [1, 2], t = `x${1}` }) => {\n  const [s, set] = useState(a)\n  if (!s.length) return null\n  else if (t === 'y') { return <>{t}</> }\n  return <ul style={{ marginTop: 4 }}>{s.filter((x) => x > 0).map((x, i) => <li key={i} onClick={() => set([])}>{x * 2 - i}</li>)}</ul>\n}\nexport function Y({ n, ...rest }) { for (;;) {} }\nconst Z = () => <Y />\nexport { Z as W }\n\n<X /><Y n={1}>kids</Y><W />\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		r := New(Options{ReadFile: func(string) ([]byte, error) { return src, nil }})
		res := r.render(Page{File: "p.mdx", Src: src, Link: testLink})
		for _, d := range res.Diagnostics {
			if d.Pos.Line < 1 || d.Pos.Line > bytes.Count(src, []byte("\n"))+1 || d.Pos.Offset > len(src) {
				t.Fatalf("position outside the input: %s", d.Error())
			}
		}
	})
}

// FuzzJSX runs an arbitrary .jsx snippet whose components A and B a page
// renders with props and children. Invariants: no panic, every
// diagnostic is inside the file it names, and the HTML, however the
// snippet computed it, has no script element, event handler or script
// link (page content is not sanitized after this package).
func FuzzJSX(f *testing.F) {
	for _, a := range append(golden.Archives(f, "testdata/golden/*.txtar"), golden.Archives(f, "testdata/jsx/*.txtar")...) {
		for _, file := range a.Files {
			if strings.HasSuffix(file.Name, ".jsx") {
				f.Add(file.Data)
			}
		}
	}
	if b, err := os.ReadFile("../../examples/docs/snippets/plans.jsx"); err == nil {
		f.Add(b)
	}
	f.Add([]byte("const u = ['java', 'script:'].join('')\nexport const A = ({ x, children, ...r }) => <a href={u + x} onClick={r.f} {...r}>{children}</a>\nexport function B(p) { const [s] = useState(p.n ?? 2); if (s > 1) { return <p>{s * 3}</p> } else return null }\n"))
	page := []byte("import { A, B } from './s.jsx'\n\n<A x=\"1\" n={2} items={[1, \"two\"]}>\nkid **md**\n</A>\n\n<B n={3} /> <A />\n")
	f.Fuzz(func(t *testing.T, src []byte) {
		r := New(Options{ReadFile: func(string) ([]byte, error) { return src, nil }})
		res := r.render(Page{File: "p.mdx", Src: page, Link: testLink})
		for _, d := range res.Diagnostics {
			in := src
			if d.Pos.File == "p.mdx" {
				in = page
			}
			if d.Pos.Line < 1 || d.Pos.Line > bytes.Count(in, []byte("\n"))+1 || d.Pos.Offset > len(in) {
				t.Fatalf("position outside the input: %s", d.Error())
			}
		}
		z := html.NewTokenizer(bytes.NewReader(res.HTML))
		for {
			tt := z.Next()
			if tt == html.ErrorToken {
				return
			}
			tok := z.Token()
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
				continue
			}
			if tok.Data == "script" {
				t.Fatalf("a script element: %s", res.HTML)
			}
			for _, a := range tok.Attr {
				v := strings.ToLower(strings.TrimSpace(a.Val))
				if strings.HasPrefix(a.Key, "on") || (a.Key == "href" || a.Key == "src") && strings.Contains(v, "script:") {
					t.Fatalf("unsafe attribute %s=%q: %s", a.Key, a.Val, res.HTML)
				}
			}
		}
	})
}
