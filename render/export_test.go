package render

import "testing"

// MustNew is [New] with opts, failing tb on an error: the renderer a test
// or benchmark starts from. It is compiled only with the tests, and
// exported for those of package render_test.
func MustNew(tb testing.TB, opts Options) *Renderer {
	tb.Helper()
	r, err := New(opts)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}
