package markdown

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2/lexers"
)

const cacheDoc = "# Code\n\n```go\npackage main\n\nfunc main() { println(\"hi\") }\n```\n\n" +
	"```python\ndef f(x):\n    return x * 2  # double\n```\n\n" +
	"```bash {2}\nexport A=1\ncurl -s \"$URL\" | jq .name\n```\n\n" +
	"```yaml title=\"config.yaml\"\nname: site\nitems:\n  - a\n```\n\n" +
	"```rust\nfn main() { let v: Vec<u8> = vec![1, 2]; }\n```\n\n" +
	// the same code in another language is another entry
	"```ruby\ndef f(x):\n    return x * 2  # double\n```\n"

func convertCached(t *testing.T, c *Cache) string {
	t.Helper()
	var b bytes.Buffer
	md := New()
	if c != nil {
		md = NewCached(c)
	}
	if err := md.Convert([]byte(cacheDoc), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func entries(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCache: a block highlighted through the disk cache gives the same
// HTML on a miss, on a hit (a new instance, so nothing from memory) and
// without the cache; an entry per language and code; a damaged entry is
// a miss, and still the same HTML.
func TestCache(t *testing.T) {
	want := convertCached(t, nil)
	if !strings.Contains(want, `<span class="kd">def</span>`) && !strings.Contains(want, `<span class="k">def</span>`) {
		t.Fatalf("the python block is not highlighted:\n%s", want)
	}
	dir := t.TempDir()
	open := func() *Cache {
		c, err := OpenCache(dir)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	miss := open()
	if got := convertCached(t, miss); got != want {
		t.Errorf("miss: HTML differs from the uncached:\n%s\nwant\n%s", got, want)
	}
	if miss.Hits() != 0 {
		t.Errorf("an empty cache gave %d hits", miss.Hits())
	}
	files := entries(t, dir)
	// go's lexer is written in Go: cached only with chroma's checksum.
	blocks := 5
	if chromaSum() != "" {
		blocks = 6
	}
	if len(files) != blocks {
		t.Errorf("%d entries, want %d (one per block): %v", len(files), blocks, files)
	}
	hit := open()
	if got := convertCached(t, hit); got != want {
		t.Errorf("hit: HTML differs from the uncached:\n%s\nwant\n%s", got, want)
	}
	if hit.Hits() != int64(blocks) {
		t.Errorf("%d hits, want %d", hit.Hits(), blocks)
	}
	for _, f := range files {
		if err := os.WriteFile(f, []byte{0xff, 0xff, 0xff}, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	damaged := open()
	if got := convertCached(t, damaged); got != want {
		t.Errorf("damaged entries: HTML differs from the uncached:\n%s", got)
	}
	if damaged.Hits() != 0 {
		t.Errorf("damaged entries gave %d hits", damaged.Hits())
	}
}

// TestCacheKey: the entry's name depends on the lexer's rules and the
// code; a lexer's identity does not depend on the language's name.
func TestCacheKey(t *testing.T) {
	c, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	id := func(lang string) string {
		l := lexers.Get(lang)
		if l == nil {
			t.Fatalf("no lexer for %s", lang)
		}
		return lexerIdentity(l)
	}
	goID := id("python")
	if goID == "" || id("py") != goID || id("python") != goID {
		t.Errorf("python's identity %q, then %q, py's %q", goID, id("python"), id("py"))
	}
	if id("rust") == goID {
		t.Error("python and rust have one identity")
	}
	// go's lexer is written in Go: without chroma's checksum (a test
	// binary) it has no identity, and its blocks are not cached.
	if chromaSum() == "" && id("go") != "" {
		t.Errorf("go's identity %q without chroma's checksum", id("go"))
	}
	base := c.path(goID, "x := 1")
	if c.path(goID, "x := 2") == base || c.path(id("rust"), "x := 1") == base {
		t.Error("the code or the lexer does not change the entry")
	}
}
