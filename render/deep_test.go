package render_test

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
)

// TestDeepSidebarLinear: one page listed n times in groups nested n deep.
// Rendering its sidebar costs memory linear in n: the growth from 2n to 4n
// is about twice that from n to 2n (four times when every listing copied
// the ids of all the groups holding it).
func TestDeepSidebarLinear(t *testing.T) {
	if raceEnabled {
		// The race detector makes sync.Pool drop items at random, so
		// the bytes allocated vary from run to run: make test's second
		// pass, without -race, runs this test.
		t.Skip("SKIP under -race: allocations are not repeatable there")
	}
	var w [4]uint64
	// The first render also pays one-time costs (tables built on first
	// use, such as the interface text's): it is a warm-up, not measured.
	for i, n := range []int{60, 120, 240, 480} {
		nav := strings.Repeat(`{"group":"g","pages":[`, n) + `"index"` + strings.Repeat(`,"index"`, n-1) + strings.Repeat("]}", n)
		fsys := fstest.MapFS{
			"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"groups":[` + nav + `]}}`)},
			"index.mdx": {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		}
		site := load(t, fsys)
		// No social card: its pooled pixel buffer (756 KB) is allocated or
		// reused at the pool's whim, noise larger than the growth measured.
		r := render.MustNew(t, render.Options{NoMinify: true, NoSocialCards: true})
		var a, b runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&a)
		if _, err := r.Render(context.Background(), site, fsys, docstest.Discard{}); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&b)
		w[i] = b.TotalAlloc - a.TotalAlloc
	}
	if r := float64(w[3]-w[2]) / float64(w[2]-w[1]); r > 2.6 {
		t.Errorf("bytes allocated at n, 2n, 4n: %d, %d, %d: growth ratio %.2f, want about 2", w[1], w[2], w[3], r)
	}
}
