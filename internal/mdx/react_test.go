package mdx

//go:generate go run ./testdata/react/record.go

import (
	"bytes"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/navbuild/navbuild/internal/markdown"
)

// TestReact renders each testdata/react/*.txtar's Demo component (its
// c.jsx section, a .jsx snippet a page imports and uses) and compares the
// HTML with want.html, what react-dom/server's renderToStaticMarkup gives
// for it, recorded by go generate (testdata/react/record.go). Only the
// scroll box navbuild puts around tables is not React's, and a case with
// a navbuild.html section is a deliberate difference (its comment says
// why): navbuild's output is navbuild.html, and React's must still differ
// from it, so the difference stays one that React makes.
func TestReact(t *testing.T) {
	files, _ := filepath.Glob("testdata/react/*.txtar")
	if len(files) < 30 {
		t.Fatalf("%d cases, want at least 30", len(files))
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txtar"), func(t *testing.T) {
			a, err := txtar.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sec := map[string][]byte{}
			for _, s := range a.Files {
				sec[s.Name] = s.Data
			}
			if sec["want.html"] == nil {
				t.Fatalf("no want.html: run go generate ./internal/mdx")
			}
			r := New(Options{ReadFile: func(name string) ([]byte, error) { return sec["c.jsx"], nil }})
			res := r.Render(Page{File: "page.mdx", Src: []byte("import { Demo } from '/snippets/c.jsx'\n\n<Demo />\n")})
			got := bytes.ReplaceAll(res.HTML, []byte(markdown.TableWrapOpen+"<table"), []byte("<table"))
			got = bytes.ReplaceAll(got, []byte("</table>"+markdown.TableWrapClose), []byte("</table>"))
			want := bytes.TrimSpace(sec["want.html"])
			if nav := sec["navbuild.html"]; nav != nil {
				if bytes.Equal(bytes.TrimSpace(nav), want) {
					t.Errorf("navbuild.html is react-dom/server's output: drop it, the difference is gone")
				}
				want = bytes.TrimSpace(nav)
			}
			if !bytes.Equal(bytes.TrimSpace(got), want) {
				t.Errorf("got\n%s\nwant (react-dom/server)\n%s", got, want)
			}
			for _, d := range res.Diagnostics {
				if !strings.Contains(d.Msg, "interactive React component") {
					t.Errorf("diagnostic: %v", d)
				}
			}
		})
	}
}

// TestCompileOnce renders two pages that use the same .jsx snippet with
// one Renderer: the snippet is compiled once per build, and each page
// runs it in its own runtime (the second page sees no state of the
// first's).
func TestCompileOnce(t *testing.T) {
	snippet := []byte("let calls = 0;\nexport const N = () => <b>{++calls}</b>;\n")
	r := New(Options{ReadFile: func(string) ([]byte, error) { return snippet, nil }})
	page := []byte("import { N } from '/snippets/n.jsx'\n\n<N />\n")
	for i := range 2 {
		res := r.Render(Page{File: "page.mdx", Src: page})
		if got := string(res.HTML); got != "<b>1</b>" {
			t.Errorf("page %d: %q, want <b>1</b>", i, got)
		}
	}
	if n := r.progs.compiled; n != 1 {
		t.Errorf("snippet compiled %d times, want once", n)
	}
}

// TestReactParallel renders the React cases from many goroutines with
// one Renderer, whose compiled modules they share: the output must not
// change (run with -race).
func TestReactParallel(t *testing.T) {
	files, _ := filepath.Glob("testdata/react/*.txtar")
	snippets := map[string][]byte{}
	var want [][]byte
	var names []string
	for _, f := range files {
		a, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txtar")
		for _, s := range a.Files {
			if s.Name == "c.jsx" {
				snippets["snippets/"+name+".jsx"] = s.Data
			}
		}
		names = append(names, name)
	}
	r := New(Options{ReadFile: func(name string) ([]byte, error) { return snippets[name], nil }})
	page := func(name string) Page {
		return Page{File: "page.mdx", Src: []byte("import { Demo } from '/snippets/" + name + ".jsx'\n\n<Demo />\n")}
	}
	for _, name := range names {
		want = append(want, r.Render(page(name)).HTML)
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range names {
				k := (i + g) % len(names)
				if got := r.Render(page(names[k])).HTML; !bytes.Equal(got, want[k]) {
					t.Errorf("%s: output differs when rendered in parallel", names[k])
				}
			}
		}()
	}
	wg.Wait()
}

// TestPlatformFromJS renders platform components (Steps and Step, Tabs
// and Tab, Card, a callout) from a .jsx component and the same written in
// MDX: the built-in renderers get the same props and children, so the
// HTML is the same.
func TestPlatformFromJS(t *testing.T) {
	snippet := []byte(`export const Guide = ({ steps }) => (
  <>
    <Steps>
      {steps.map((s) => <Step key={s} title={s}>Run {s}</Step>)}
    </Steps>
    <Tabs>
      <Tab title="npm">npm i</Tab>
      <Tab title="yarn">yarn add</Tab>
    </Tabs>
    <Card title="Next" icon="rocket" href="/next">Go on</Card>
    <Note>Read <a href="/more">more</a></Note>
  </>
);
`)
	r := New(Options{ReadFile: func(string) ([]byte, error) { return snippet, nil }})
	js := r.Render(Page{File: "page.mdx", Src: []byte("import { Guide } from '/snippets/g.jsx'\n\n<Guide steps={[\"build\", \"test\"]} />\n")})
	mdx := r.Render(Page{File: "page.mdx", Src: []byte(`<Steps>
<Step title="build">Run build</Step>
<Step title="test">Run test</Step>
</Steps>
<Tabs>
<Tab title="npm">npm i</Tab>
<Tab title="yarn">yarn add</Tab>
</Tabs>
<Card title="Next" icon="rocket" href="/next">Go on</Card>
<Note>Read <a href="/more">more</a></Note>
`)})
	norm := func(b []byte) string { return strings.Join(strings.Fields(string(b)), " ") }
	if norm(js.HTML) != norm(mdx.HTML) {
		t.Errorf("from JavaScript:\n%s\nfrom MDX:\n%s", js.HTML, mdx.HTML)
	}
	if len(js.Diagnostics) > 0 {
		t.Errorf("diagnostics: %v", js.Diagnostics)
	}
}

// TestJSBounds sets the engine's bounds in Options: a component that
// loops forever is stopped by the time budget, and one that recurses
// past the call depth throws; each is a warning and the page shows the
// component's children. Recursion within the default depth renders.
func TestJSBounds(t *testing.T) {
	snippet := []byte(`export const Loop = () => { for (;;) {} };
const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1));
export const Deep = ({ n }) => <b>{depth(n)}</b>;
`)
	read := func(string) ([]byte, error) { return snippet, nil }
	page := func(body string) Page {
		return Page{File: "page.mdx", Src: []byte("import { Loop, Deep } from '/snippets/b.jsx'\n\n" + body + "\n")}
	}
	r := New(Options{ReadFile: read, JSTimeBudget: 50 * time.Millisecond, JSCallDepth: 100})
	if st := (&state{r: r}); st.engine().budget != 50*time.Millisecond {
		t.Errorf("engine budget %v, want the Options' 50ms", st.engine().budget)
	}
	for _, tt := range []struct{ body, warn string }{
		{"<Loop>kept</Loop>", "took too long"},
		{"<Deep n={500}>kept</Deep>", "Maximum call stack size exceeded"},
	} {
		res := r.Render(page(tt.body))
		if !strings.Contains(string(res.HTML), "kept") {
			t.Errorf("%s: HTML %q, want the children", tt.body, res.HTML)
		}
		var found bool
		for _, d := range res.Diagnostics {
			found = found || strings.Contains(d.Msg, tt.warn)
		}
		if !found {
			t.Errorf("%s: diagnostics %v, want %q", tt.body, res.Diagnostics, tt.warn)
		}
	}
	res := New(Options{ReadFile: read}).Render(page("<Deep n={500} />"))
	if got := string(res.HTML); got != "<b>500</b>" {
		t.Errorf("default depth: %q (%v), want <b>500</b>", got, res.Diagnostics)
	}
}

// TestJSMemory: a snippet that builds a huge array or string is stopped
// by the memory bound (Options.JSMemory), a warning at its line in the
// snippet, the component's children shown, the page built; within the
// bound the same code renders.
func TestJSMemory(t *testing.T) {
	snippet := "export const Fill = ({ n }) => <b>{Array(n).fill(0).length}</b>;\n" +
		"export const From = ({ n }) => <b>{Array.from({ length: n }).length}</b>;\n" +
		"export const Rep = ({ n }) => <b>{'ab'.repeat(n).length}</b>;\n" +
		"export const Pad = ({ n }) => <b>{''.padEnd(n, 'x').length}</b>;\n" +
		"export const Dbl = ({ n }) => {\n  let s = 'x';\n  while (s.length < n) s += s;\n  return <b>{s.length}</b>;\n};\n" +
		"export const Push = ({ n }) => {\n  const a = [];\n  while (a.length < n) a.push({ i: a.length });\n  return <b>{a.length}</b>;\n};\n"
	read := func(name string) ([]byte, error) {
		if name == "snippets/m.jsx" {
			return []byte(snippet), nil
		}
		return nil, fs.ErrNotExist
	}
	// A long time budget: what stops these is the memory bound.
	r := New(Options{ReadFile: read, JSMemory: 8 << 20, JSTimeBudget: time.Hour})
	for _, tt := range []struct {
		name string
		line int
		big  string
	}{
		{"Fill", 1, "1e8"}, {"From", 2, "1e8"}, {"Rep", 3, "1e9"}, {"Pad", 4, "1e9"}, {"Dbl", 7, "1e12"}, {"Push", 12, "1e9"},
	} {
		body := fmt.Sprintf("import { %s } from '/snippets/m.jsx'\n\n<%s n={%s}>kept</%s>\n\n<%s n={4} />\n", tt.name, tt.name, tt.big, tt.name, tt.name)
		res := r.Render(Page{File: "page.mdx", Src: []byte(body)})
		html := string(res.HTML)
		if !strings.Contains(html, "kept") || !strings.Contains(html, "<b>4</b>") && !strings.Contains(html, "<b>8</b>") {
			t.Errorf("%s: HTML %q, want the children, then the small one rendered", tt.name, html)
		}
		var found bool
		for _, d := range res.Diagnostics {
			found = found || strings.Contains(d.Msg, "MB of memory") && d.Pos.File == "snippets/m.jsx" && d.Pos.Line == tt.line
		}
		if !found {
			t.Errorf("%s: diagnostics %v, want the memory bound at snippets/m.jsx:%d", tt.name, res.Diagnostics, tt.line)
		}
	}
}

// TestJSMemoryGarbage: an evaluation that allocates far more than the
// memory bound but keeps little of it (garbage, as other pages' work in a
// build is) is not stopped: the bound counts what a collection leaves.
func TestJSMemoryGarbage(t *testing.T) {
	snippet := "export const Churn = () => {\n  let n = 0;\n  for (let i = 0; i < 400; i++) { const a = new Array(20000).fill(i); n += a.length; }\n  return <b>{n}</b>;\n};\n"
	read := func(name string) ([]byte, error) {
		if name == "snippets/c.jsx" {
			return []byte(snippet), nil
		}
		return nil, fs.ErrNotExist
	}
	r := New(Options{ReadFile: read, JSMemory: 4 << 20, JSTimeBudget: time.Hour})
	res := r.Render(Page{File: "page.mdx", Src: []byte("import { Churn } from '/snippets/c.jsx'\n\n<Churn />\n")})
	if !strings.Contains(string(res.HTML), "<b>8000000</b>") {
		t.Errorf("HTML %q, diagnostics %v: want the component rendered, its garbage not counted", res.HTML, res.Diagnostics)
	}
}

// TestCallCache: a snippet's component called with the same props on two
// pages runs once: the second page takes the first's output, its icon
// files included. A call whose output holds a link (rewritten per page,
// recorded for the link check) or one with content for children is not
// cached; the twin's output is cached apart (its links are as written).
func TestCallCache(t *testing.T) {
	files := map[string]string{
		"snippets/b.jsx": "export const Badge2 = ({ v }) => <span className=\"b\"><Icon icon=\"gift\" /> New in {v}</span>;\n" +
			"export const Go = ({ to }) => <a href={to}>go</a>;\n",
	}
	r := New(Options{IconDir: "_i/", ReadFile: func(name string) ([]byte, error) {
		if s, ok := files[name]; ok {
			return []byte(s), nil
		}
		return nil, fs.ErrNotExist
	}})
	page := []byte("import { Badge2, Go } from '/snippets/b.jsx'\n\n<Badge2 v=\"2.0\" />\n\n<Go to=\"/x\" />\n\n<Badge2 v=\"3.0\">kids</Badge2>\n")
	a := r.Render(Page{File: "a.mdx", Src: page})
	if n := len(r.calls.m); n != 1 {
		t.Fatalf("%d calls cached after one page, want 1 (Badge2 without children)", n)
	}
	b := r.Render(Page{File: "b.mdx", Src: page, Markdown: true})
	if !bytes.Equal(a.HTML, b.HTML) {
		t.Errorf("the second page's HTML differs:\n%s\n%s", a.HTML, b.HTML)
	}
	if len(b.Icons) != 1 || len(a.Icons) != 1 {
		t.Errorf("icon files %d and %d, want the gift's on both pages", len(a.Icons), len(b.Icons))
	}
	if len(b.Links) != 1 {
		t.Errorf("the second page's links %v, want /x", b.Links)
	}
	if n := len(r.calls.m); n != 3 {
		t.Errorf("%d calls cached, want 3 (Badge2 in HTML and in the twin, Go in the twin)", n)
	}
}
