package render_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

type discard struct{}

func (discard) WriteFile(string, []byte) error { return nil }

// BenchmarkBuild10k resolves and renders a synthetic 10,000-page site
// (tabs > groups > nested groups, about 5 KB a page) into memory.
func BenchmarkBuild10k(b *testing.B) {
	fsys := synth.Site(10000)
	r, err := render.New(render.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Render(context.Background(), site, fsys, discard{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(10000*b.N)/b.Elapsed().Seconds(), "pages/s")
}

// BenchmarkPage renders one page of a small site, frame included.
func BenchmarkPage(b *testing.B) {
	fsys := synth.Site(100)
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		b.Fatal(err)
	}
	one := *site
	one.Pages = site.Pages[:1] // the site's frame, one page to render
	r, err := render.New(render.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		st, err := r.Render(context.Background(), &one, fsys, discard{})
		if err != nil {
			b.Fatal(err)
		}
		if st.Pages != 1 {
			b.Fatalf("rendered %d pages, want 1", st.Pages)
		}
	}
}

// BenchmarkSpreeEndpoints renders the 706 OpenAPI endpoint pages of the
// spree corpus site (four large specs), with a fresh Renderer each time so
// that no description cache carries over. Skipped without the corpus.
func BenchmarkSpreeEndpoints(b *testing.B) {
	dir := filepath.Join(corpusDir, "spree__spree")
	if _, err := os.Stat(dir); err != nil {
		b.Skipf("SKIP: no corpus at %s", dir)
	}
	fsys := os.DirFS(dir)
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
	if err != nil {
		b.Fatal(err)
	}
	endpoints := *site
	endpoints.Pages = nil
	for _, p := range site.Pages {
		if p.Endpoint != nil {
			endpoints.Pages = append(endpoints.Pages, p)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		r, err := render.New(render.Options{})
		if err != nil {
			b.Fatal(err)
		}
		st, err := r.Render(context.Background(), &endpoints, fsys, discard{})
		if err != nil {
			b.Fatal(err)
		}
		if st.Endpoints != len(endpoints.Pages) || st.Endpoints < 700 {
			b.Fatalf("rendered %d endpoint pages of %d", st.Endpoints, len(endpoints.Pages))
		}
	}
	b.ReportMetric(float64(len(endpoints.Pages)*b.N)/b.Elapsed().Seconds(), "pages/s")
}
