package render_test

import (
	"math"
	"runtime"
	"testing"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

// TestRenderPageCost checks that rendering one page of a prepared Site,
// what `navbuild serve` does per request, costs the page and not the
// site: the same page of a 100-page and of a 1,000-page synthetic site
// (ten tabs each, alike but for the size of the sidebar's groups)
// allocates about as often and as much. Rebuilding a slot per page or
// the map of URLs per call made both grow with the site.
func TestRenderPageCost(t *testing.T) {
	if testing.Short() {
		t.Skip("prepares a 1,000-page site")
	}
	if raceEnabled {
		t.Skip("allocation counts mean nothing under -race, where sync.Pool drops items at random; runs without -race")
	}
	r := render.MustNew(t, render.Options{})
	type cost struct{ allocs, bytes float64 }
	measure := func(n int) cost {
		t.Helper()
		fsys := synth.Site(n)
		site := load(t, fsys)
		s, err := r.Prepare(site, fsys)
		if err != nil {
			t.Fatal(err)
		}
		name := s.Outputs(site.Page("tab0/g0/p0"))[0]
		renderPage := func() {
			if _, _, err := s.RenderPage(name); err != nil {
				t.Fatal(err)
			}
		}
		renderPage() // caches filled once per Site (descriptions, search plan)
		// The counts are the process's: any other goroutine allocating
		// meanwhile (a server or browser left by another test) only adds,
		// so the least of a few measures is the page's own.
		const runs = 20
		least := cost{math.Inf(1), math.Inf(1)}
		for range 3 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			allocs := testing.AllocsPerRun(runs, renderPage)
			runtime.ReadMemStats(&after)
			// AllocsPerRun calls it runs+1 times.
			least.allocs = min(least.allocs, allocs)
			least.bytes = min(least.bytes, float64(after.TotalAlloc-before.TotalAlloc)/(runs+1))
		}
		return least
	}
	small, large := measure(100), measure(1000)
	t.Logf("100 pages: %.0f allocs, %.0f bytes; 1,000 pages: %.0f allocs, %.0f bytes", small.allocs, small.bytes, large.allocs, large.bytes)
	if large.allocs > small.allocs+10 {
		t.Errorf("allocations per RenderPage grow with the site: %.0f on 100 pages, %.0f on 1,000", small.allocs, large.allocs)
	}
	if large.bytes > small.bytes*1.1+4096 {
		t.Errorf("bytes allocated per RenderPage grow with the site: %.0f on 100 pages, %.0f on 1,000", small.bytes, large.bytes)
	}
}
