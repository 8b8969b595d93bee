package render

import (
	"bytes"
	"testing"

	"github.com/tdewolff/minify/v2"
	mjs "github.com/tdewolff/minify/v2/js"
)

// TestMemoMinifier checks that a remembered result is the minifier's,
// byte for byte, for the same script with the parameters the HTML
// minifier passes (they change the result: escape-html for a <script>),
// on the first call and on the remembered ones.
func TestMemoMinifier(t *testing.T) {
	plain, memo := minify.New(), minify.New()
	plain.Add("application/javascript", &mjs.Minifier{})
	mm := &memoMinifier{m: &mjs.Minifier{}}
	memo.Add("application/javascript", mm)
	script := []byte(`var  s = "</script>" ;  if (s) { console.log( s ) }`)
	params := []map[string]string{{"escape-html": "1"}, nil, {"inline": "1"}}
	for round := range 2 {
		for _, p := range params {
			var want, got bytes.Buffer
			if err := plain.MinifyMimetype([]byte("application/javascript"), &want, bytes.NewBuffer(script), p); err != nil {
				t.Fatal(err)
			}
			if err := memo.MinifyMimetype([]byte("application/javascript"), &got, bytes.NewBuffer(script), p); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("round %d, params %v: got %q, want %q", round, p, got.String(), want.String())
			}
		}
	}
	if n := mm.n.Load(); n != int32(len(params)) {
		t.Errorf("%d results remembered, want %d (one per parameters)", n, len(params))
	}
}
