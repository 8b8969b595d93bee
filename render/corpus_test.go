package render_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

const corpusDir = "../../shared/corpus"

// TestCorpusBuilds builds every corpus site: each navigation page gets its
// index.html, and every link of the navigation (tabs, anchors, selectors,
// sidebar, prev/next) points at a file of the output.
func TestCorpusBuilds(t *testing.T) {
	entries, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Skipf("SKIP: no corpus at %s (%v)", corpusDir, err)
	}
	r, err := render.New(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		t.Run(e.Name(), func(t *testing.T) {
			fsys := os.DirFS(filepath.Join(corpusDir, e.Name()))
			site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
			if err != nil {
				t.Fatal(err)
			}
			out := &memOut{files: map[string][]byte{}}
			if _, err := r.Render(context.Background(), site, fsys, out); err != nil {
				t.Fatal(err)
			}
			for _, p := range site.Pages {
				if _, ok := out.files[pageFile(p.URL)]; !ok && p.InNav {
					t.Errorf("navigation page %s has no %s", p.URL, pageFile(p.URL))
				}
			}
			for _, bad := range brokenNavLinks(out.files) {
				t.Error(bad)
			}
		})
	}
}

func pageFile(url string) string {
	p := strings.Trim(url, "/")
	if p == "" {
		return "index.html"
	}
	return p + "/index.html"
}
