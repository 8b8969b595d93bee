package mdx

import (
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/golden"
)

func renderFS(t *testing.T, files fstest.MapFS, page string) Result {
	t.Helper()
	r := New(Options{ReadFile: func(name string) ([]byte, error) { return fs.ReadFile(files, name) }})
	return r.Render(Page{File: page, Src: files[page].Data, Link: testLink})
}

func diagText(res Result) string {
	var b strings.Builder
	for _, d := range res.Diagnostics {
		b.WriteString(d.Error() + "\n")
	}
	return b.String()
}

// TestSnippets renders pages that import .mdx snippets, one case per
// testdata/snippets/*.txtar (see runSnippetCases).
func TestSnippets(t *testing.T) { runSnippetCases(t, "testdata/snippets/*.txtar") }

func TestSnippetLinkLine(t *testing.T) {
	files := fstest.MapFS{
		"page.mdx":       {Data: []byte("import L from '/snippets/l.mdx'\n\n\n<L />\n[y](/y)\n")},
		"snippets/l.mdx": {Data: []byte("\n\n[x](/x)\n")},
	}
	res := renderFS(t, files, "page.mdx")
	want := []Link{{"/x", 4}, {"/y", 5}}
	if fmt.Sprint(res.Links) != fmt.Sprint(want) {
		t.Errorf("links = %v, want %v", res.Links, want)
	}
}

// TestSnippetLimits checks that a chain deeper than the cap and a snippet
// fanning out exponentially stop with a diagnostic and a bounded page.
func TestSnippetLimits(t *testing.T) {
	files := fstest.MapFS{"page.mdx": {Data: []byte("import S0 from '/snippets/s0.mdx'\n\n<S0 />\n")}}
	for i := range 30 {
		files[fmt.Sprintf("snippets/s%d.mdx", i)] = &fstest.MapFile{Data: fmt.Appendf(nil, "import N from './s%d.mdx'\n\nlevel %d <N /> <N />\n", i+1, i)}
	}
	res := renderFS(t, files, "page.mdx")
	// Without the caps the page would hold 2^30 expansions; bounding the
	// output bounds the work without timing it.
	if n := len(res.HTML); n > 1<<20 {
		t.Errorf("page is %d bytes: the fan-out was not cut short", n)
	}
	d := diagText(res)
	if !strings.Contains(d, "nested more than") && !strings.Contains(d, "expansions") {
		t.Errorf("no limit diagnostic:\n%s", d)
	}
	if !strings.Contains(string(res.HTML), "level 0") {
		t.Errorf("lost the first level")
	}
}

func TestNoReadFile(t *testing.T) {
	res := New(Options{}).Render(Page{File: "p.mdx", Src: []byte("import X from '/snippets/x.mdx'\n\n<X />\n\nok\n")})
	if !strings.Contains(diagText(res), "cannot be read") || !strings.Contains(string(res.HTML), "ok") {
		t.Errorf("got %s\n%s", res.HTML, diagText(res))
	}
}

// runSnippetCases runs a case per txtar archive pattern matches (failing
// when there is none). An archive's comment says what its case checks. Its
// first section is the page rendered, and every section but want.* is a
// file of the docs folder the page's snippets are read from. A want.*
// section holds one substring a line, blank lines skipped; a line in
// double quotes is a Go string, for a substring with a newline:
//
//	want.contains  the HTML has each
//	want.lacks     the HTML has none
//	want.diags     the diagnostics have each, in this order; without the
//	               section, the page must have no diagnostic
func runSnippetCases(t *testing.T, pattern string) {
	t.Helper()
	golden.Run(t, pattern, func(t *testing.T, a golden.Archive) {
		if len(a.Files) == 0 || strings.HasPrefix(a.Files[0].Name, "want.") {
			t.Fatalf("%s: the first section must be the page", a.File)
		}
		files := fstest.MapFS{}
		want := map[string][]string{}
		for _, f := range a.Files {
			if !strings.HasPrefix(f.Name, "want.") {
				files[f.Name] = &fstest.MapFile{Data: f.Data}
				continue
			}
			if _, dup := want[f.Name]; dup || !slices.Contains([]string{"want.contains", "want.lacks", "want.diags"}, f.Name) {
				// A misspelt or repeated section would check nothing.
				t.Fatalf("%s: unknown or repeated section %s", a.File, f.Name)
			}
			want[f.Name] = substrings(t, a.File, f.Data)
		}
		res := renderFS(t, files, a.Files[0].Name)
		h := string(res.HTML)
		for _, w := range want["want.contains"] {
			if !strings.Contains(h, w) {
				t.Errorf("HTML lacks %q:\n%s", w, h)
			}
		}
		for _, w := range want["want.lacks"] {
			if strings.Contains(h, w) {
				t.Errorf("HTML has %q:\n%s", w, h)
			}
		}
		d := diagText(res)
		for _, w := range want["want.diags"] {
			i := strings.Index(d, w)
			if i < 0 {
				t.Errorf("diagnostics lack %q:\n%s", w, d)
				continue
			}
			d = d[i+len(w):]
		}
		if len(want["want.diags"]) == 0 && len(res.Diagnostics) > 0 {
			t.Errorf("unexpected diagnostics:\n%s", diagText(res))
		}
	})
}

// substrings returns the lines of a want.* section of file, blank ones
// skipped and quoted ones unquoted.
func substrings(t *testing.T, file string, data []byte) []string {
	t.Helper()
	var ss []string
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, `"`):
			s, err := strconv.Unquote(line)
			if err != nil {
				t.Fatalf("%s: %s: %v", file, line, err)
			}
			line = s
		}
		ss = append(ss, line)
	}
	return ss
}

// TestImportParse reads a page's imports with esbuild's parser: a
// multi-line import with comments binds every name (the old regular
// expression lost the name after a comment), a type-only import binds
// nothing and says nothing, and a syntax error is a warning at esbuild's
// position in the file.
func TestImportParse(t *testing.T) {
	snippet := []byte("export const A = () => <b>a</b>;\nexport const B = () => <i>b</i>;\n")
	r := New(Options{ReadFile: func(string) ([]byte, error) { return snippet, nil }})
	for _, tt := range []struct{ name, src, html, diag string }{
		{"comments and lines", "import {\n  A, // the first\n  /* and */ B,\n} from '/snippets/ab.jsx'\n\n<A /><B />\n", "<b>a</b><i>b</i>", ""},
		{"type only", "import type { T } from '/snippets/ab.jsx'\nimport { A } from '/snippets/ab.jsx'\n\n<A />\n", "<b>a</b>", ""},
		{"syntax error", "import { A\n  B } from '/snippets/ab.jsx'\n\ntext\n", "<p>text</p>", `page.mdx:2:3: warning: import not understood (Expected "}" but found "B"); dropped`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := r.Render(Page{File: "page.mdx", Src: []byte(tt.src)})
			if got := strings.TrimSpace(string(res.HTML)); got != tt.html {
				t.Errorf("HTML %q, want %q", got, tt.html)
			}
			var diags []string
			for _, d := range res.Diagnostics {
				diags = append(diags, d.Error())
			}
			if got := strings.Join(diags, "\n"); got != tt.diag {
				t.Errorf("diagnostics %q, want %q", got, tt.diag)
			}
		})
	}
}

// TestUndefinedNamesImport: a component used but not defined names the
// import that should have provided it, at the use; an import of a name
// a module does not export is a warning at the name in the import,
// naming the module and its exports, for an MDX page and a .jsx snippet.
func TestUndefinedNamesImport(t *testing.T) {
	files := fstest.MapFS{
		"page.mdx": {Data: []byte("import { Fooo } from '/snippets/x.jsx'\nimport { Bar } from '/snippets/x.jsx'\n\n" +
			"<Foo>a</Foo>\n\n<Bar>b</Bar>\n\n<Y />\n\nimport { Y } from '/snippets/y.jsx'\n")},
		"snippets/x.jsx": {Data: []byte("export const Foo = () => <b>foo</b>;\nexport const Baz = 1;\n")},
		"snippets/y.jsx": {Data: []byte("import { Foo, Qux } from './x.jsx';\nexport const Y = () => <i><Foo /></i>;\n")},
	}
	res := renderFS(t, files, "page.mdx")
	got := diagText(res)
	for _, want := range []string{
		"page.mdx:1:10: warning: snippets/x.jsx does not export Fooo; it exports Baz, Foo (did you mean Foo?)",
		"page.mdx:2:10: warning: snippets/x.jsx does not export Bar; it exports Baz, Foo",
		"page.mdx:4:1: warning: <Foo> is not defined: the nearest import is Fooo, at page.mdx:1:10 from snippets/x.jsx",
		"page.mdx:6:1: warning: <Bar> is not defined: it is imported at page.mdx:2:10 from snippets/x.jsx, which does not export Bar",
		"snippets/y.jsx:1:15: warning: snippets/x.jsx does not export Qux; it exports Baz, Foo",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("diagnostics lack %q:\n%s", want, got)
		}
	}
	if html := string(res.HTML); !strings.Contains(html, "<i><b>foo</b></i>") || !strings.Contains(html, ">a<") {
		t.Errorf("HTML %s", html)
	}
	if len(res.Unknown) != 0 {
		t.Errorf("unknown %v: the names with an import are reported at the use", res.Unknown)
	}
}
