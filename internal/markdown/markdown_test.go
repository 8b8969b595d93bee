package markdown

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// samples returns the inputs of the golden files and the benchmark page.
func samples(t testing.TB) [][]byte {
	t.Helper()
	files, err := filepath.Glob("testdata/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, file := range files {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range a.Files {
			if f.Name == "input.md" {
				out = append(out, f.Data)
			}
		}
	}
	page, err := os.ReadFile("testdata/bench.md")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, page)
}

// TestConcurrent renders the samples from many goroutines with one
// instance (run with -race) and checks each result against a serial one.
func TestConcurrent(t *testing.T) {
	md := New()
	srcs := samples(t)
	want := make([]string, len(srcs))
	for i, src := range srcs {
		want[i] = convert(t, string(src))
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, src := range srcs {
				var b bytes.Buffer
				if err := md.Convert(src, &b); err != nil {
					t.Error(err)
					return
				}
				if b.String() != want[i] {
					t.Errorf("sample %d differs when rendered concurrently", i)
				}
			}
		}()
	}
	wg.Wait()
}

// BenchmarkConvert renders a 5 KB page with two code blocks, highlighting
// them every time (a page whose snippets no other page has).
func BenchmarkConvert(b *testing.B) {
	benchmarkConvert(b, newMarkdown(false, nil))
}

// BenchmarkConvertCached is BenchmarkConvert with the instance's cache of
// highlighted code, as when pages repeat snippets.
func BenchmarkConvertCached(b *testing.B) {
	benchmarkConvert(b, New())
}

func benchmarkConvert(b *testing.B, md goldmark.Markdown) {
	src, err := os.ReadFile("testdata/bench.md")
	if err != nil {
		b.Fatal(err)
	}
	var out bytes.Buffer
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		out.Reset()
		if err := md.Convert(src, &out); err != nil {
			b.Fatal(err)
		}
	}
}

func FuzzParseFence(f *testing.F) {
	for _, s := range []string{"", "js index.js {1,3-5} lines", `js title="a b" highlight={1-2,5} focus=2 wrap`, "js {5-3,x,,-}", `"unclosed`, "{", "a=", "a=\"", "={}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, info string) {
		fc := parseFence(info)
		if len(fc.highlight) > maxSpans || len(fc.focus) > maxSpans {
			t.Fatalf("%d highlight and %d focus spans", len(fc.highlight), len(fc.focus))
		}
		for _, s := range append(fc.highlight, fc.focus...) {
			if s.from < 1 || s.from > s.to || s.to > maxLine {
				t.Fatalf("bad span %+v", s)
			}
		}
	})
}

// FuzzConvert renders whole documents: no panic, no error, and heading ids
// that are non-empty and unique.
func FuzzConvert(f *testing.F) {
	for _, s := range samples(f) {
		f.Add(s)
	}
	for _, s := range []string{"## a {#b}\n## b", "$$\n", "$a$ $$b$$", "\\[\n\\]", "\\(x\\) \\\\(y\\)", "```math\nx\n```", "```mermaid placement=top-left\na\n```", "```js {1-\n```", "# \n## \\\n", "> ```\n> x"} {
		f.Add([]byte(s))
	}
	md := New()
	f.Fuzz(func(t *testing.T, src []byte) {
		// The fuzzer has no time limit; a hang would stall it silently.
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				panic(fmt.Sprintf("Convert(%q) still running after 10s", src))
			}
		}()
		var b bytes.Buffer
		if err := md.Convert(src, &b); err != nil {
			t.Fatal(err)
		}
		doc := md.Parser().Parse(text.NewReader(src))
		seen := map[string]bool{}
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			h, ok := n.(*ast.Heading)
			if !ok || !entering {
				return ast.WalkContinue, nil
			}
			v, _ := h.AttributeString("id")
			id, _ := v.([]byte)
			if len(id) == 0 {
				t.Fatalf("empty heading id in %q", src)
			}
			if seen[string(id)] && !explicitIDs(src) {
				t.Fatalf("duplicate heading id %q in %q", id, src)
			}
			seen[string(id)] = true
			return ast.WalkContinue, nil
		})
	})
}

// explicitIDs reports whether src may set heading ids itself, which may
// repeat.
func explicitIDs(src []byte) bool { return bytes.Contains(src, []byte("{")) }
