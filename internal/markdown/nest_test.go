package markdown

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark/text"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/mdnest"
)

// TestNestLinear: a page's block quotes, lists and footnote definitions
// nest mdnest.Max levels at most, so that converting a page twice as
// large is at most 2.5 times the work (bytes the block parser is shown):
// footnote definitions nest as block quotes do.
func TestNestLinear(t *testing.T) {
	for _, marker := range []string{"> ", "- ", "1. ", "[^a]: ", "[^a]: > - "} {
		doc := func(n int) []byte { return []byte(strings.Repeat(marker, n) + "x [^a]\n") }
		md := New()
		if _, ok := mdnest.Cut(md.Parser().Parse(text.NewReader(doc(3 * mdnest.Max)))); !ok {
			t.Errorf("%q: nothing cut", marker)
		}
		var work [2]int64
		for i, n := range []int{1000, 2000} {
			s := docstest.NewScanning(New())
			if err := s.Convert(doc(n), &bytes.Buffer{}); err != nil {
				t.Fatal(err)
			}
			work[i] = s.Scanned()
		}
		if r := float64(work[1]) / float64(work[0]); r > 2.5 {
			t.Errorf("%q: %d bytes scanned at size n, %d at 2n: %.2f times, want at most 2.5", marker, work[0], work[1], r)
		}
	}
}
