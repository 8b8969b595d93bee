package mdx

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
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

// snippetCase is a page rendered with the files of a docs folder.
type snippetCase struct {
	name      string
	files     fstest.MapFS
	page      string
	want      []string // in the HTML
	notWant   []string
	wantDiags []string // substrings of diagnostics, in order; none: no diagnostics
}

func file(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }

func TestSnippets(t *testing.T) {
	tests := []snippetCase{
		{
			name: "props",
			files: fstest.MapFS{
				"page.mdx":           file("import Hello from '/snippets/hello.mdx'\n\n<Hello name=\"Ada\" lang='Go' />\n"),
				"snippets/hello.mdx": file("Hi **{props.name}**, you write {lang}.\n"),
			},
			want: []string{"<p>Hi <strong>Ada</strong>, you write Go.</p>"},
		},
		{
			name: "relative paths",
			files: fstest.MapFS{
				"guides/page.mdx": file("import A from './a.mdx'\nimport B from \"../snippets/b.mdx\";\n\n<A />\n<B />\n"),
				"guides/a.mdx":    file("From A\n"),
				"snippets/b.mdx":  file("From B\n"),
			},
			page: "guides/page.mdx",
			want: []string{"<p>From A</p>", "<p>From B</p>"},
		},
		{
			name: "missing",
			files: fstest.MapFS{
				"page.mdx": file("# T\n\nimport Gone from '/snippets/gone.mdx'\n\n<Gone />\n\nStill here.\n"),
			},
			want:      []string{"Still here."},
			notWant:   []string{"mdx-unknown"},
			wantDiags: []string{"page.mdx:3:1: error: snippet snippets/gone.mdx not found"},
		},
		{
			name: "self import",
			files: fstest.MapFS{
				"page.mdx":          file("import Loop from '/snippets/loop.mdx'\n\n<Loop />\n"),
				"snippets/loop.mdx": file("import Loop from './loop.mdx'\n\nLoop text\n\n<Loop />\n"),
			},
			want:      []string{"Loop text"},
			wantDiags: []string{"snippets/loop.mdx:5:1: error: snippets/loop.mdx includes itself"},
		},
		{
			name: "cycle",
			files: fstest.MapFS{
				"page.mdx":       file("import A from '/snippets/a.mdx'\n\n<A />\n"),
				"snippets/a.mdx": file("import B from './b.mdx'\n\nA then <B />\n"),
				"snippets/b.mdx": file("import A from './a.mdx'\n\nB then <A />\n"),
			},
			want:      []string{"A then B then"},
			wantDiags: []string{"snippets/b.mdx:3:8: error: snippets/a.mdx includes itself"},
		},
		{
			name: "page imports itself",
			files: fstest.MapFS{
				"page.mdx": file("import Me from './page.mdx'\n\nMe: <Me />\n"),
			},
			want:      []string{"Me:"},
			wantDiags: []string{"includes itself"},
		},
		{
			name: "outside the root",
			files: fstest.MapFS{
				"page.mdx": file("import X from '../../etc/x.mdx'\n\n<X />\n"),
			},
			wantDiags: []string{"page.mdx:1:1: error: import of ../../etc/x.mdx leaves the docs folder"},
		},
		{
			name: "legacy Snippet",
			files: fstest.MapFS{
				"page.mdx":          file("<Snippet file=\"star.mdx\" />\n\n<Snippet file=\"old.mdx\" />\n\n<Snippet file=\"none.mdx\" />\n\n<Snippet file=\"../../x.mdx\" />\n"),
				"snippets/star.mdx": file("Star us\n"),
				"_snippets/old.mdx": file("Old folder\n"),
			},
			want: []string{"<p>Star us</p>", "<p>Old folder</p>"},
			wantDiags: []string{
				"page.mdx:5:1: error: snippet snippets/none.mdx not found",
				"page.mdx:7:1: error: snippet ../../x.mdx leaves the docs folder",
			},
		},
		{
			name: "named component export",
			files: fstest.MapFS{
				"page.mdx": file("import { Badge2, Box as B } from '/snippets/c.mdx'\n\nText <Badge2 version=\"2.0\" /> and\n\n<B title=\"T\">\nInner **md**\n</B>\n"),
				"snippets/c.mdx": file(`export const Badge2 = ({ version, label = "since" }) => {
  const unused = { a: "}" };
  return (
    <Badge icon='gift'>
      {label} <code>{version}</code>{" "}it's
    </Badge>
  );
};

export function Box({ title, children }) {
  return <div className="box"><strong>{title}</strong>{children}</div>;
}
`),
			},
			want: []string{
				`Text <span class="mdx-badge"><svg class="icon" viewBox="0 0 512 512" fill="currentColor" aria-hidden="true"><path d="M321.5 68.8C329.1`,
				`</svg>since <code>2.0</code> it's</span> and`,
				`<div class="box"><strong>T</strong><p>Inner <strong>md</strong></p>`,
			},
		},
		{
			name: "exported values",
			files: fstest.MapFS{
				"page.mdx":          file("import { url, n } from '/snippets/vars.mdx'\nexport const local = 'L'\n\n{local} {url} {n}\n"),
				"snippets/vars.mdx": file("export const url = \"https://x.y\"\nexport const n = 42\n"),
			},
			want: []string{"<p>L https://x.y 42</p>"},
		},
		{
			name: "missing named export",
			files: fstest.MapFS{
				"page.mdx":       file("import { Nope } from '/snippets/a.mdx'\n\n<Nope />\n"),
				"snippets/a.mdx": file("Just text.\n"),
			},
			want:      []string{`data-component="Nope"`},
			wantDiags: []string{"page.mdx:1:1: warning: snippets/a.mdx does not export Nope"},
		},
		{
			name: "dropped imports and exports",
			files: fstest.MapFS{
				"page.mdx": file("import { z } from 'zod'\nimport Calc from '/snippets/calc.tsx'\nexport default function () {}\nimport { useState } from 'react'\n\n<Calc />\n"),
			},
			want: []string{`data-component="Calc"`},
			wantDiags: []string{
				"page.mdx:1:1: warning: import from zod dropped",
				"page.mdx:2:1: warning: import from /snippets/calc.tsx dropped: only .mdx, .md and .jsx snippets are supported",
				"page.mdx:3:1: warning: export not supported",
			},
		},
		{
			name: "link lines",
			files: fstest.MapFS{
				"page.mdx":       file("import L from '/snippets/l.mdx'\n\n\n<L />\n"),
				"snippets/l.mdx": file("\n\n[x](/target)\n"),
			},
			want: []string{`<a href="page:/target">x</a>`},
		},
		{
			name: "component props",
			files: fstest.MapFS{
				"page.mdx": file("export const A = ({ v }) => <a href={`/x/${v}/${local}`}>{v}{missing}</a>;\nexport const B = (p) => (<b>{p.title}{props.title}</b>)\nexport const C = (props) => <i>{props.title}</i>\n\n<A v=\"1\" /> <B title=\"t\" /> <C title=\"c\" /> <A />\n"),
			},
			// Tags side by side on a line are blocks, as in MDX; a name
			// no prop declares stays as written.
			want:      []string{`<a>1{missing}</a><b>t{props.title}</b><i>c</i><a>{missing}</a>`},
			wantDiags: []string{"page.mdx:1:61: warning: expression {missing} cannot be evaluated", "page.mdx:2:38: warning: expression {props.title}"},
		},
		{
			name: "local component shadows a built-in",
			files: fstest.MapFS{
				"page.mdx": file("export const Icon = ({ children }) => (\n  <svg viewBox=\"0 0 24 24\">{children}</svg>\n);\n\n<Icon><path d=\"M1 1\" /></Icon>\n"),
			},
			want: []string{`<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg>`},
		},
	}
	runSnippetCases(t, tests)
}

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

// runSnippetCases renders each case's page (page.mdx unless named) and
// checks its HTML and diagnostics.
func runSnippetCases(t *testing.T, tests []snippetCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := tt.page
			if page == "" {
				page = "page.mdx"
			}
			res := renderFS(t, tt.files, page)
			h := string(res.HTML)
			for _, w := range tt.want {
				if !strings.Contains(h, w) {
					t.Errorf("HTML lacks %q:\n%s", w, h)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(h, w) {
					t.Errorf("HTML has %q:\n%s", w, h)
				}
			}
			d := diagText(res)
			for _, w := range tt.wantDiags {
				i := strings.Index(d, w)
				if i < 0 {
					t.Errorf("diagnostics lack %q:\n%s", w, d)
					continue
				}
				d = d[i+len(w):]
			}
			if len(tt.wantDiags) == 0 && len(res.Diagnostics) > 0 {
				t.Errorf("unexpected diagnostics:\n%s", diagText(res))
			}
		})
	}
}
