package render

import (
	"context"
	"io/fs"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/resolve"
)

// BenchmarkSearchIndex10k builds the search index of the 10,000-page
// synthetic site from its pages' records (the records themselves are made
// in the render pool, with the pages), and reports the index's size and
// the bytes a query downloads: scopes.json, one dictionary file per word,
// the postings files of the words' terms and ten documents files (the
// largest ones, an upper bound), as assets/search.js fetches them.
func BenchmarkSearchIndex10k(b *testing.B) {
	b.ReportAllocs()
	files := benchIndex(b, synth.Site(10000))
	var total int
	for _, data := range files {
		total += len(data)
	}
	worst := 0
	for _, q := range []string{"Page 1234", "page 98", "section explains", "documentation realistic size", "related pag", "hello println", "paragraph explain"} {
		worst = max(worst, queryBytes(b, files, q))
	}
	b.ReportMetric(float64(total)/1e6, "index-MB")
	b.ReportMetric(float64(len(files)), "files")
	b.ReportMetric(float64(worst)/1e3, "max-query-KB")
}

// BenchmarkSearchIndex1k is BenchmarkSearchIndex10k on the 1,000-page
// synthetic site, with the median query's bytes beside the largest (issue
// 37's bars: 150 and 300 KB).
func BenchmarkSearchIndex1k(b *testing.B) {
	files := benchIndex(b, synth.Site(1000))
	var total int
	for _, data := range files {
		total += len(data)
	}
	var got []int
	for _, q := range []string{"Page 123", "page 98", "section explains", "documentation realistic size", "related pag", "hello println", "paragraph explain", "install"} {
		got = append(got, queryBytes(b, files, q))
	}
	slices.Sort(got)
	b.ReportMetric(float64(total)/1e6, "index-MB")
	b.ReportMetric(float64(len(files)), "files")
	b.ReportMetric(float64(got[len(got)/2])/1e3, "median-query-KB")
	b.ReportMetric(float64(got[len(got)-1])/1e3, "max-query-KB")
}

// BenchmarkSearchIndexVersioned builds the search index of a versioned
// synthetic site (8 versions, 4 languages: 5,600 pages in 32 scopes and
// "all") from its pages' records, as a build's writeSearchIndex does
// after rendering: the index's own work, without the records.
func BenchmarkSearchIndexVersioned(b *testing.B) {
	benchIndex(b, synth.Versioned{Versions: 8}.Site())
}

// benchIndex renders the site fsys once, unmeasured, then builds its
// search index from the pages' records on each iteration, and returns the
// index's files. Next to the wall time it reports the CPU time of the
// process (cpu-s/op): a scope built in parts spends more of it.
func benchIndex(b *testing.B, fsys fs.FS) map[string][]byte {
	site, r := benchSite(b, fsys)
	s, err := r.Prepare(site, fsys)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Render(context.Background(), docstest.Discard{}); err != nil {
		b.Fatal(err)
	}
	var files map[string][]byte
	start := cpuTime()
	for b.Loop() {
		s.search.mu.Lock()
		s.search.files = nil
		s.search.mu.Unlock()
		if files, err = s.searchIndex(); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cpuTime() - start; cpu > 0 {
		b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	}
	return files
}

// queryBytes returns the bytes the search script downloads for q in the
// site's widest scope ("all", else "0"): index files and the ten largest
// documents files (see search.Index.QueryBytes).
func queryBytes(b *testing.B, files map[string][]byte, q string) int {
	const dir = "_navbuild/search/"
	rel := map[string][]byte{}
	for name, data := range files {
		if strings.HasPrefix(name, dir) {
			rel[name[len(dir):]] = data
		}
	}
	x, err := search.Open(rel)
	if err != nil {
		b.Fatal(err)
	}
	scope := "0"
	if _, ok := x.Meta["all"]; ok {
		scope = "all"
	}
	index, docs, err := x.QueryBytes(scope, q)
	if err != nil {
		b.Fatal(err)
	}
	return index + docs
}

// BenchmarkBuildSearch10k builds the 10,000-page synthetic site (Prepare
// and Render, nothing written) with its search index and without it (an
// empty search plan: no records, no index files), for the share of a
// build's time the index costs: see buildSearchShare.
func BenchmarkBuildSearch10k(b *testing.B) {
	buildSearchShare(b, synth.Site(10000), nil)
}

// benchSite resolves the docs folder fsys and makes a Renderer with the
// default options.
func benchSite(b *testing.B, fsys fs.FS) (*resolve.Site, *Renderer) {
	b.Helper()
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		b.Fatal(err)
	}
	r := MustNew(b, Options{})
	return site, r
}

// buildSearchShare builds the site fsys with and without its search index
// in turns within each iteration, so that both see the same load on a
// shared machine, and reports the CPU and wall time of each and the
// index's share (CPU time is less sensitive than wall time to other
// processes). A build here is Prepare and Render, the site resolved once
// and nothing written. keep, if set, receives the files of the builds
// with the index.
func buildSearchShare(b *testing.B, fsys fs.FS, keep func(name string, data []byte)) {
	site, r := benchSite(b, fsys)
	searchShare(b, nil, func(index bool) {
		s, err := r.Prepare(site, fsys)
		if err != nil {
			b.Fatal(err)
		}
		if !index {
			noSearch(s)
		}
		var out Output = docstest.Discard{}
		if index && keep != nil {
			out = keepOut(keep)
		}
		if _, err := s.Render(context.Background(), out); err != nil {
			b.Fatal(err)
		}
	})
}

// noSearch empties s's search plan: no records, no index files, no
// search button.
func noSearch(s *Site) {
	s.plan = &searchPlan{indexed: make([]bool, len(s.site.Pages)), pages: map[*resolve.Page]bool{},
		section: map[*resolve.Division]string{}, files: map[string]bool{}}
}

// searchShare runs build(true) and build(false), a build with the search
// index and one without, in turns within each iteration (the first of the
// two alternates between iterations), and reports the CPU and wall time
// of each and the index's share of both. In a CPU profile the builds'
// samples carry the label build=index, none or warm (the first build),
// for pprof's -tagfocus; the garbage collector's background workers
// carry none. cleanup, if set, runs after each build, not measured.
func searchShare(b *testing.B, cleanup func(), build func(index bool)) {
	labelled := func(name string, index bool) {
		pprof.Do(context.Background(), pprof.Labels("build", name), func(context.Context) { build(index) })
	}
	clean := func() {
		if cleanup != nil {
			cleanup()
		}
	}
	var cpu, wall [2]time.Duration
	// A first build, not measured, fills what the Renderer keeps between
	// builds (the highlighted code blocks): otherwise the first build
	// measured pays for it.
	labelled("warm", false)
	clean()
	b.ReportAllocs()
	iter := 0
	for b.Loop() {
		order := []bool{true, false}
		if iter%2 == 1 {
			order = []bool{false, true}
		}
		iter++
		for _, index := range order {
			k := 0
			if !index {
				k = 1
			}
			runtime.GC()
			start, t0 := cpuTime(), time.Now()
			labelled(map[bool]string{true: "index", false: "none"}[index], index)
			cpu[k] += cpuTime() - start
			wall[k] += time.Since(t0)
			clean()
		}
	}
	n := float64(b.N)
	b.ReportMetric(wall[0].Seconds()/n, "index-wall-s")
	b.ReportMetric(wall[1].Seconds()/n, "none-wall-s")
	b.ReportMetric(100*(wall[0].Seconds()/wall[1].Seconds()-1), "wall-%")
	if cpu[1] > 0 {
		b.ReportMetric(cpu[0].Seconds()/n, "index-cpu-s")
		b.ReportMetric(cpu[1].Seconds()/n, "none-cpu-s")
		b.ReportMetric(100*(cpu[0].Seconds()/cpu[1].Seconds()-1), "cpu-%")
	}
}

// keepOut is an Output that hands each file to a function, which must be
// safe for concurrent use.
type keepOut func(name string, data []byte)

func (k keepOut) WriteFile(name string, data []byte) error {
	k(name, data)
	return nil
}
