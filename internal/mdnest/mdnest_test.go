package mdnest_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/mdnest"
)

// newMarkdown returns goldmark, its block parsers limited when limit.
func newMarkdown(limit bool) goldmark.Markdown {
	blocks := parser.DefaultBlockParsers()
	if limit {
		blocks = mdnest.Limit(blocks)
	}
	return goldmark.New(goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(blocks...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
	)))
}

// staircase nests n lists by indentation, one item a line, then adds n
// items at the deepest level.
func staircase(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat("  ", i) + "- x\n")
	}
	for range n {
		b.WriteString(strings.Repeat("  ", n-1) + "- y\n")
	}
	return b.String()
}

// nestings are documents whose block quotes or lists nest n deep.
var nestings = []struct {
	name string
	doc  func(n int) string
}{
	{"quotes", func(n int) string { return strings.Repeat("> ", n) + "x\n" }},
	{"bullets", func(n int) string { return strings.Repeat("- ", n) + "x\n" }},
	{"stars", func(n int) string { return strings.Repeat("* ", n) + "x\n" }},
	{"numbers", func(n int) string { return strings.Repeat("1. ", n) + "x\n" }},
	{"mixed", func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString([]string{"> ", "1) ", "+ "}[i%3])
		}
		return b.String() + "x\n"
	}},
	{"quote lines", func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			b.WriteString(strings.Repeat(">", i) + " x\n")
		}
		return b.String()
	}},
	{"staircase", staircase},
}

// TestShallowUnchanged: documents nested Max deep come out as goldmark
// alone writes them.
func TestShallowUnchanged(t *testing.T) {
	plain, limited := newMarkdown(false), newMarkdown(true)
	for _, tt := range nestings {
		for _, n := range []int{1, 2, 5, mdnest.Max} {
			src := []byte(tt.doc(n))
			var want, got bytes.Buffer
			if err := plain.Convert(src, &want); err != nil {
				t.Fatal(err)
			}
			if err := limited.Convert(src, &got); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("%s, %d deep: got\n%s\nwant\n%s", tt.name, n, got.String(), want.String())
			}
			if _, ok := mdnest.Cut(limited.Parser().Parse(text.NewReader(src))); ok {
				t.Errorf("%s, %d deep: cut", tt.name, n)
			}
		}
	}
}

// depth returns the levels of doc's deepest block: its ancestors but
// list items and the document.
func depth(doc ast.Node) int {
	deepest := 0
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		d := 0
		for p := n.Parent(); p != nil; p = p.Parent() {
			switch p.(type) {
			case *ast.ListItem, *ast.Document:
			default:
				d++
			}
		}
		deepest = max(deepest, d)
		return ast.WalkContinue, nil
	})
	return deepest
}

// TestDeepCut: past Max levels nothing more opens; the markers left are
// text, and Cut says where the first one is.
func TestDeepCut(t *testing.T) {
	md := newMarkdown(true)
	for _, tt := range nestings {
		src := []byte(tt.doc(3 * mdnest.Max))
		doc := md.Parser().Parse(text.NewReader(src))
		if d := depth(doc); d != mdnest.Max {
			t.Errorf("%s: blocks %d deep, want %d", tt.name, d, mdnest.Max)
		}
		if _, ok := mdnest.Cut(doc); !ok {
			t.Errorf("%s: no cut", tt.name)
		}
	}
	src := []byte(strings.Repeat("> ", 40) + "x\n")
	doc := md.Parser().Parse(text.NewReader(src))
	if off, ok := mdnest.Cut(doc); !ok || off != 2*mdnest.Max {
		t.Errorf("cut at %d, %v; want %d", off, ok, 2*mdnest.Max)
	}
	var out bytes.Buffer
	if err := md.Renderer().Render(&out, src, doc); err != nil {
		t.Fatal(err)
	}
	want := strings.Repeat("<blockquote>\n", mdnest.Max) + "<p>" + strings.Repeat("&gt; ", 40-mdnest.Max) + "x</p>\n"
	if !strings.HasPrefix(out.String(), want) {
		t.Errorf("got %.300s…\nwant %.300s…", out.String(), want)
	}
}

// TestLinear: parsing a document twice as large is at most 2.5 times the
// work (bytes the block parser is shown), however it nests; goldmark
// alone does up to four times the work (see the package doc).
func TestLinear(t *testing.T) {
	for _, tt := range nestings {
		t.Run(tt.name, func(t *testing.T) {
			n, m := 2000, 4000
			if tt.name == "quote lines" || tt.name == "staircase" {
				n, m = 400, 566 // the document grows with the depth squared
			}
			a, b := tt.doc(n), tt.doc(m)
			size := float64(len(b)) / float64(len(a))
			if size < 1.9 || size > 2.1 {
				t.Fatalf("sizes %d and %d, not double", len(a), len(b))
			}
			small, large := scanned(t, a), scanned(t, b)
			if r := float64(large) / float64(small) * 2 / size; r > 2.5 {
				t.Errorf("%d bytes scanned at size n, %d at 2n: %.2f times, want at most 2.5", small, large, r)
			}
		})
	}
}

// scanned returns the bytes the block parser is shown parsing src.
func scanned(t *testing.T, src string) int64 {
	t.Helper()
	md := docstest.NewScanning(newMarkdown(true))
	if err := md.Convert([]byte(src), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	return md.Scanned()
}

func ExampleCut() {
	md := goldmark.New(goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(mdnest.Limit(parser.DefaultBlockParsers())...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
	)))
	src := []byte("> " + strings.Repeat("- ", 40) + "x\n")
	doc := md.Parser().Parse(text.NewReader(src))
	off, ok := mdnest.Cut(doc)
	fmt.Println(off, ok, string(src[off:off+4]))
	// Output: 64 true - -
}
