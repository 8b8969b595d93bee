package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/synth"
)

// BenchmarkEditToServe1k and BenchmarkEditToServe10k measure the live
// preview's latency on a synthetic site on disk, from saving a page whose
// body changed to its new HTML being served, as a browser sees it: the
// watcher's event, the debounce, the page rendered anew, the reload event,
// and the page fetched.
func BenchmarkEditToServe1k(b *testing.B)  { benchEditToServe(b, 1000) }
func BenchmarkEditToServe10k(b *testing.B) { benchEditToServe(b, 10000) }

func benchEditToServe(b *testing.B, n int) {
	files := map[string]string{}
	for name, f := range synth.Site(n) {
		files[name] = string(f.Data)
	}
	dir, base, rec, _, _ := startServer(b, files, 0)
	// The background check of the first build would compete with the
	// edits: wait for it.
	rec.waitFor(b, 0, "the check of the first build", func(e Event) bool {
		if e.Failed {
			b.Fatalf("build failed: %v", e.Diagnostics)
		}
		return e.Kind == Check
	})
	page := fmt.Sprintf("tab5/g5/p%d", n/2+n/20)
	src := files[page+".mdx"]
	if src == "" {
		b.Fatalf("no page %s", page)
	}
	events := connectSSE(b, base+"_navbuild/reload")
	i := 0
	for b.Loop() {
		i++
		marker := fmt.Sprintf("Edit number %d.", i)
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(page+".mdx")), []byte(src+"\n"+marker+"\n"), 0o644); err != nil {
			b.Fatal(err)
		}
		for {
			if ev, _ := events.next(b); ev != "reload" {
				b.Fatalf("event %q, want reload", ev)
			}
			if _, body := get(b, base+page+"/"); strings.Contains(body, marker) {
				break
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/edit")
}
