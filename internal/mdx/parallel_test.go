package mdx

import (
	"bytes"
	"sync"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestParallel renders the golden pages from many goroutines with one
// Renderer: the output must not change (run with -race).
func TestParallel(t *testing.T) {
	archives := golden.Archives(t, "testdata/golden/*.txtar")
	var renderers []*Renderer
	var pages, want [][]byte
	for _, a := range archives {
		r, page := archiveRenderer(a.Archive)
		renderers = append(renderers, r)
		pages = append(pages, page)
		want = append(want, renderArchive(a.Archive).HTML)
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range renderers {
				k := (i + g) % len(renderers)
				res := renderers[k].Render(Page{File: "page.mdx", Src: pages[k], Link: testLink})
				if got := res.HTML; !bytes.Equal(got, want[k]) {
					t.Errorf("%s: output differs when rendered in parallel", archives[k].File)
				}
			}
		}()
	}
	wg.Wait()
}
