package render

import (
	"context"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/outdir"
	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/resolve"
)

// BenchmarkSearchQuery25k reports the bytes a title query downloads on a
// site built to disk, in the scope of the page it is typed on (its
// version and language): scopes.json, the dictionary file of each word,
// the postings files of the word and of the last word's completions, and
// the ten largest documents files holding pages of the scope (an upper
// bound on the ten results'), as assets/search.js fetches them; one-typo
// neighbours are not counted (search.Index.QueryBytes). It reads the
// site make bench built (builtSite).
func BenchmarkSearchQuery25k(b *testing.B) {
	dir := builtSite(b)
	site := os.DirFS(dir)
	const index = "_navbuild/search"
	files := map[string][]byte{}
	err := fs.WalkDir(site, index, func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files[strings.TrimPrefix(name, index+"/")], err = fs.ReadFile(site, name)
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		reportQueries(b, files, func(name string) ([]byte, error) { return fs.ReadFile(site, name) })
	}
}

// queries25k are title queries typed on pages of the 25,000-page
// versioned site.
var queries25k = []struct{ page, q string }{
	{"v35/en/billing/limits", "Limits and quotas for billing"},
	{"v20/en/webhooks/configure", "Configure webhooks"},
	{"v35/en/api-reference/billing/list-invoices", "List invoices"},
	{"v1/en/caching/overview", "cach"},
	{"v20/zh/webhooks/configure", "配置Webhook"},
	{"v20/ar/webhooks/configure", "إعداد خطافات الويب"},
	{"v3/fr/caching/best-practices", "Bonnes pratiques : mise en cache"},
}

// reportQueries logs the bytes each of queries25k downloads in the scope
// of its page (read through page) and reports the largest, with the
// index's size and file count; files are the index files by name under
// _navbuild/search/.
func reportQueries(b *testing.B, files map[string][]byte, page func(name string) ([]byte, error)) {
	var total int
	for _, data := range files {
		total += len(data)
	}
	x, err := search.Open(files)
	if err != nil {
		b.Fatal(err)
	}
	scopeOf := regexp.MustCompile(`data-search="?([^"\s>]*)"?`) // quoted or not: the minifier drops the quotes
	got := make([]int, len(queries25k))
	for i, q := range queries25k {
		html, err := page(path.Join(q.page, "index.html"))
		if err != nil {
			b.Fatal(err)
		}
		m := scopeOf.FindSubmatch(html)
		if m == nil || len(m[1]) == 0 {
			b.Fatalf("%s: no search scope", q.page)
		}
		index, docs, err := x.QueryBytes(string(m[1]), q.q)
		if err != nil {
			b.Fatal(err)
		}
		got[i] = index + docs
		b.Logf("%-45s %-35q %6.1f KB (documents files %5.1f KB)", q.page, q.q, float64(got[i])/1e3, float64(docs)/1e3)
	}
	b.ReportMetric(float64(total)/1e6, "index-MB")
	b.ReportMetric(float64(len(files)), "files")
	b.ReportMetric(float64(slices.Max(got))/1e3, "max-query-KB")
	sorted := slices.Sorted(slices.Values(got))
	b.ReportMetric(float64(sorted[len(sorted)/2])/1e3, "median-query-KB")
}

// BenchmarkBuildSearch25k builds the 25,000-page versioned synthetic site
// (internal/synth.Versioned) with and without its search index, as
// BenchmarkBuildSearch10k does the 10,000-page one, and from the same run
// reports the index's size and the bytes of the title queries of
// BenchmarkSearchQuery25k. A run takes minutes and gigabytes: it is
// skipped unless NAVBUILD_BENCH25K is set.
func BenchmarkBuildSearch25k(b *testing.B) {
	if os.Getenv("NAVBUILD_BENCH25K") == "" {
		b.Skip("NAVBUILD_BENCH25K is not set")
	}
	var mu sync.Mutex
	files, pages := map[string][]byte{}, map[string][]byte{}
	wantPage := map[string]bool{}
	for _, q := range queries25k {
		wantPage[path.Join(q.page, "index.html")] = true
	}
	buildSearchShare(b, synth.Versioned{}.Site(), func(name string, data []byte) {
		mu.Lock()
		defer mu.Unlock()
		if rel, ok := strings.CutPrefix(name, "_navbuild/search/"); ok {
			files[rel] = data
		} else if wantPage[name] {
			pages[name] = data
		}
	})
	reportQueries(b, files, func(name string) ([]byte, error) { return pages[name], nil })
}

// BenchmarkBuildSearchDisk25k is issue 14's "a build's wall time" of the
// 25,000-page versioned site as `navbuild DIR -o OUT` spends it, with the
// index and without: each build resolves the docs folder from disk
// (internal/docfs), makes a Renderer with a highlight cache on disk
// (filled by a first build, not measured), prepares, renders, and writes
// the site into a new output folder (internal/outdir), as a build from
// scratch does (a CI job's): the folder is removed after each build, not
// measured, so that neither build pays for removing the other's larger
// or smaller output. BenchmarkBuildSearch25k times Prepare and Render
// alone. Skipped unless NAVBUILD_BENCH25K is set.
func BenchmarkBuildSearchDisk25k(b *testing.B) {
	if os.Getenv("NAVBUILD_BENCH25K") == "" {
		b.Skip("NAVBUILD_BENCH25K is not set")
	}
	buildSearchDisk(b, synth.Versioned{}.Site())
}

// BenchmarkBuildSearchDisk10k is BenchmarkBuildSearchDisk25k's measure on
// the 10,000-page synthetic site (one scope).
func BenchmarkBuildSearchDisk10k(b *testing.B) {
	buildSearchDisk(b, synth.Site(10000))
}

// buildSearchDisk copies the docs folder fsys to disk and builds it from
// there with the index and without, as BenchmarkBuildSearchDisk25k says.
func buildSearchDisk(b *testing.B, fsys fs.FS) {
	tmp := b.TempDir()
	docs, cache, out := path.Join(tmp, "docs"), path.Join(tmp, "cache"), path.Join(tmp, "site")
	if err := os.CopyFS(docs, fsys); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	cleanup := func() {
		if err := os.RemoveAll(out); err != nil {
			b.Fatal(err)
		}
	}
	searchShare(b, cleanup, func(index bool) {
		fsys := docfs.New(docs)
		site, err := resolve.Load(ctx, fsys, resolve.Options{})
		if err != nil {
			b.Fatal(err)
		}
		r := MustNew(b, Options{HighlightCache: cache})
		d, err := outdir.Create(ctx, out, outdir.Options{})
		if err != nil {
			b.Fatal(err)
		}
		s, err := r.Prepare(site, fsys)
		if err != nil {
			b.Fatal(err)
		}
		if !index {
			noSearch(s)
		}
		if _, err := s.Render(ctx, d); err != nil {
			b.Fatal(err)
		}
		if err := d.Commit(); err != nil {
			b.Fatal(err)
		}
	})
}

// builtSite is the folder of the site make bench builds from the
// 25,000-page versioned synthetic site (internal/synth.Versioned), given
// in $NAVBUILD_SITE; without it the benchmark is skipped.
func builtSite(b *testing.B) string {
	dir := os.Getenv("NAVBUILD_SITE")
	if dir == "" {
		b.Skip("NAVBUILD_SITE is not set: make bench sets it")
	}
	return dir
}
