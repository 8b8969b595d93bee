package mdx

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestDbgSlow(t *testing.T) {
	dir := os.Getenv("MDX_FUZZDIR")
	if dir == "" {
		t.Skip()
	}
	paths, _ := filepath.Glob(dir + "/*")
	for _, p := range paths {
		b, _ := os.ReadFile(p)
		lines := strings.SplitN(string(b), "\n", 3)
		if len(lines) < 2 {
			continue
		}
		s := strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")")
		src, err := strconv.Unquote(s)
		if err != nil {
			continue
		}
		start := time.Now()
		r := New(Options{ReadFile: func(string) ([]byte, error) { return []byte(src), nil }})
		res := r.Render(Page{File: "p.mdx", Src: []byte(src)})
		if el := time.Since(start); el > 50*time.Millisecond {
			fmt.Printf("%v %d bytes in, %d out: %s\n%q\n", el, len(src), len(res.HTML), p, src)
		}
	}
}
