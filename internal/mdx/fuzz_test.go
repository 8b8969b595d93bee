package mdx

import (
	"bytes"
	"strings"
	"testing"

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
