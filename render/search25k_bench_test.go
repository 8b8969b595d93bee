package render

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/search"
)

// BenchmarkSearchQuery25k reports the bytes a title query downloads on a
// site built to disk, in the scope of the page it is typed on (its
// version and language): scopes.json, the dictionary file of each word,
// the postings files of the word and of the last word's completions, and
// the ten largest documents files of the scope (an upper bound on the
// ten results'), as assets/search.js fetches them; one-typo neighbours
// are not counted. It reads the site from $NAVBUILD_SITE, which make
// bench builds from the 25,000-page versioned synthetic site
// (internal/synth.Versioned); without it the benchmark is skipped.
func BenchmarkSearchQuery25k(b *testing.B) {
	dir := os.Getenv("NAVBUILD_SITE")
	if dir == "" {
		b.Skip("NAVBUILD_SITE is not set: make bench sets it")
	}
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
	var total int
	for _, data := range files {
		total += len(data)
	}
	queries := []struct{ page, q string }{
		{"v35/en/billing/limits", "Limits and quotas for billing"},
		{"v20/en/webhooks/configure", "Configure webhooks"},
		{"v35/en/api-reference/billing/list-invoices", "List invoices"},
		{"v1/en/caching/overview", "cach"},
		{"v20/zh/webhooks/configure", "配置Webhook"},
		{"v20/ar/webhooks/configure", "إعداد خطافات الويب"},
		{"v3/fr/caching/best-practices", "Bonnes pratiques : mise en cache"},
	}
	scopeOf := regexp.MustCompile(`data-search="([^"]*)"`)
	got, docShare := make([]int, len(queries)), make([]int, len(queries))
	for b.Loop() {
		for i, q := range queries {
			html, err := fs.ReadFile(site, path.Join(q.page, "index.html"))
			if err != nil {
				b.Fatal(err)
			}
			m := scopeOf.FindSubmatch(html)
			if m == nil || len(m[1]) == 0 {
				b.Fatalf("%s: no search scope", q.page)
			}
			index, docs := scopeQueryBytes(b, files, string(m[1]), q.q)
			got[i], docShare[i] = index+docs, docs
		}
	}
	for i, q := range queries {
		b.Logf("%-45s %-35q %6.1f KB (documents files %5.1f KB)", q.page, q.q, float64(got[i])/1e3, float64(docShare[i])/1e3)
	}
	b.ReportMetric(float64(total)/1e6, "index-MB")
	b.ReportMetric(float64(len(files)), "files")
	b.ReportMetric(float64(slices.Max(got))/1e3, "max-query-KB")
}

// scopeQueryBytes returns the bytes the search script downloads for q in
// scope: those of scopes.json, dictionaries and postings (index), then those of
// documents files; files are the index files by name under
// _navbuild/search/.
func scopeQueryBytes(b *testing.B, files map[string][]byte, scope, q string) (index, docs int) {
	var meta struct{ S map[string][4]int }
	if err := json.Unmarshal(files["scopes.json"], &meta); err != nil {
		b.Fatal(err)
	}
	m, ok := meta.S[scope]
	if !ok {
		b.Fatalf("scope %q not in scopes.json", scope)
	}
	fetched := map[string]bool{"scopes.json": true}
	words := search.Terms(nil, q)
	for i, w := range words {
		dict := fmt.Sprintf("%s/w%d.json", scope, fnv(shardKeyOf(w), m[1]))
		fetched[dict] = true
		var df map[string]int
		if err := json.Unmarshal(files[dict], &df); err != nil {
			b.Fatal(err)
		}
		var prefix []string
		for t := range df {
			if t == w {
				fetched[fmt.Sprintf("%s/p%d.json", scope, fnv(t, m[2]))] = true
			} else if i == len(words)-1 && strings.HasPrefix(t, w) {
				prefix = append(prefix, t)
			}
		}
		slices.SortFunc(prefix, func(a, b string) int { return df[b] - df[a] })
		for _, t := range prefix[:min(8, len(prefix))] {
			fetched[fmt.Sprintf("%s/p%d.json", scope, fnv(t, m[2]))] = true
		}
	}
	n := 0
	for f := range fetched {
		n += len(files[f])
	}
	var sizes []int
	for i := range m[3] {
		sizes = append(sizes, len(files[fmt.Sprintf("%s/d%d.json", scope, i)]))
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	for _, d := range sizes[:min(10, len(sizes))] {
		docs += d
	}
	return n, docs
}
