package render_test

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"testing"
)

// TestCutHelpers: withoutCode and withoutArticle, which the corpus tests
// use on every page, cut what the regular expressions they replace cut,
// on strings made of the tags' pieces.
func TestCutHelpers(t *testing.T) {
	codeRE := regexp.MustCompile(`(?s)<pre.*?</pre>|<code.*?</code>`)
	navRE := regexp.MustCompile(`(?s)<article.*</article>`)
	parts := []string{"<pre", "</pre>", "<code", "</code>", "x", "<", ">", "<article", "</article>", "<prefix", " "}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		var b bytes.Buffer
		for n := r.IntN(12); n > 0; n-- {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		h := b.Bytes()
		if got, want := withoutCode(h), codeRE.ReplaceAll(h, nil); !bytes.Equal(got, want) {
			t.Fatalf("code %q: %q want %q", h, got, want)
		}
		if got, want := withoutArticle(h), navRE.ReplaceAll(h, nil); !bytes.Equal(got, want) {
			t.Fatalf("article %q: %q want %q", h, got, want)
		}
	}
}
