package render

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/resolve"
)

type discardOut struct{}

func (discardOut) WriteFile(string, []byte) error { return nil }

// BenchmarkSearchIndex10k builds the search index of the 10,000-page
// synthetic site from its pages' records (the records themselves are made
// in the render pool, with the pages), and reports the index's size and
// the bytes a query downloads: scopes.json, one dictionary file per word,
// the postings files of the words' terms and ten documents files (the
// largest ones, an upper bound), as assets/search.js fetches them.
func BenchmarkSearchIndex10k(b *testing.B) {
	fsys := synth.Site(10000)
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		b.Fatal(err)
	}
	r, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	s, err := r.Prepare(site, fsys)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Render(context.Background(), discardOut{}); err != nil {
		b.Fatal(err)
	}
	var files map[string][]byte
	b.ReportAllocs()
	for b.Loop() {
		s.search.mu.Lock()
		s.search.files = nil
		s.search.mu.Unlock()
		if files, err = s.searchIndex(); err != nil {
			b.Fatal(err)
		}
	}
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

// queryBytes returns the bytes the search script downloads for q in the
// site's first scope (index files and the ten largest documents files:
// see scopeQueryBytes).
func queryBytes(b *testing.B, files map[string][]byte, q string) int {
	const dir = "_navbuild/search/"
	rel := map[string][]byte{}
	for name, data := range files {
		if strings.HasPrefix(name, dir) {
			rel[name[len(dir):]] = data
		}
	}
	var meta struct{ S map[string][4]int }
	if err := json.Unmarshal(rel["scopes.json"], &meta); err != nil {
		b.Fatal(err)
	}
	scope := "0"
	if _, ok := meta.S["all"]; ok {
		scope = "all"
	}
	index, docs := scopeQueryBytes(b, rel, scope, q)
	return index + docs
}

func shardKeyOf(t string) string {
	r := []rune(t)
	if len(r) == 1 || strings.ContainsFunc(string(r[0]), func(c rune) bool { return c >= 0x2E80 }) {
		return string(r[0])
	}
	return string(r[:2])
}

func fnv(s string, n int) int {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return int(h & uint32(n-1))
}

// BenchmarkBuildSearch10k builds the 10,000-page synthetic site (Prepare
// and Render, nothing written) with its search index and without it (an
// empty search plan: no records, no index files), for the share of a
// build's time the index costs. Run both in one process: the machine's
// load changes between runs.
func BenchmarkBuildSearch10k(b *testing.B) {
	fsys := synth.Site(10000)
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		b.Fatal(err)
	}
	r, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	for _, index := range []bool{true, false} {
		name := "index"
		if !index {
			name = "none"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			start := cpuTime()
			for b.Loop() {
				s, err := r.Prepare(site, fsys)
				if err != nil {
					b.Fatal(err)
				}
				if !index {
					s.plan = &searchPlan{indexed: make([]bool, len(site.Pages)), pages: map[*resolve.Page]bool{},
						section: map[*resolve.Division]string{}, files: map[string]bool{}}
				}
				if _, err := s.Render(context.Background(), discardOut{}); err != nil {
					b.Fatal(err)
				}
			}
			// CPU time, less sensitive than wall time to other processes
			// on a loaded machine.
			if start > 0 {
				b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "cpu-s/op")
			}
		})
	}
}
