package render_test

import (
	"bytes"
	"context"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

// searchDocs is a site with two versions and a hidden one, a
// searchable: false tab, a hidden tab, a boosted group and pages left out
// of search.
func searchDocs(t *testing.T, extra string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#000000"},` + extra + `"navigation":{"versions":[
			{"version":"v2","tabs":[
				{"tab":"Guides","groups":[{"group":"Start","boost":3,"pages":["v2/a","v2/hidden","v2/noindex"]},{"group":"Gone","hidden":true,"pages":["v2/ingroup"]}]},
				{"tab":"Internal","searchable":false,"pages":["v2/internal"]},
				{"tab":"Secret","hidden":true,"pages":["v2/secret"]}]},
			{"version":"v1","pages":["v1/a"]},
			{"version":"v0","hidden":true,"pages":["v0/a"]}]}}`,
		"v2/a.mdx":        "---\ntitle: Alpha two\n---\n\nIntro text.\n\n## Setup steps\n\nInstall the tool.\n",
		"v2/hidden.mdx":   "---\ntitle: Hidden\nhidden: true\n---\n\nx\n",
		"v2/noindex.mdx":  "---\ntitle: Noindex\nnoindex: true\n---\n\nx\n",
		"v2/ingroup.mdx":  "---\ntitle: In hidden group\n---\n\nx\n",
		"v2/internal.mdx": "---\ntitle: Internal\n---\n\nx\n",
		"v1/a.mdx":        "---\ntitle: Alpha one\n---\n\nOld.\n",
		"v2/secret.mdx":   "---\ntitle: Secret\n---\n\nx\n",
		"v0/a.mdx":        "---\ntitle: Alpha zero\n---\n\nOlder.\n",
		"orphan.mdx":      "---\ntitle: Orphan\n---\n\nx\n",
	}
	docstest.Write(t, dir, files)
	return dir
}

// scopeURLs returns the URLs of the pages of each scope of a built site.
func scopeURLs(t *testing.T, files map[string][]byte) map[string][]string {
	return scopeField(t, files, 0)
}

// scopeField returns field f (0 the URL, 1 the title) of the pages of
// each scope of a built site's index, in document order.
func scopeField(t *testing.T, files map[string][]byte, f int) map[string][]string {
	t.Helper()
	x := openIndex(t, files)
	out := map[string][]string{}
	for id := range x.Meta {
		pages, err := x.Pages(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pages {
			d, err := x.DocIn(id, p)
			if err != nil {
				t.Fatal(err)
			}
			out[id] = append(out[id], []string{d.URL, d.Title}[f])
		}
	}
	return out
}

// openIndex reads the search index of a built site.
func openIndex(t *testing.T, files map[string][]byte) *search.Index {
	t.Helper()
	rel := map[string][]byte{}
	for name, data := range files {
		if n, ok := strings.CutPrefix(name, "_navbuild/search/"); ok {
			rel[n] = data
		}
	}
	x, err := search.Open(rel)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

var searchButton = regexp.MustCompile(`<button type="?button"? class="?search-button"? data-search="?([^">\s]*)"?[^>]*>.*?<span class="?search-label"?>([^<]*)</span>`)

func TestSearchScopes(t *testing.T) {
	files := build(t, searchDocs(t, ""), render.Options{})
	got := scopeURLs(t, files)
	// The hidden version v0 is a scope of its own, left out of "all".
	want := map[string][]string{"0": {"v2/a/"}, "1": {"v1/a/"}, "2": {"v0/a/"}, "all": {"v2/a/", "v1/a/"}}
	if len(got) != len(want) || !slices.Equal(got["0"], want["0"]) || !slices.Equal(got["1"], want["1"]) || !slices.Equal(got["2"], want["2"]) || !slices.Equal(got["all"], want["all"]) {
		t.Errorf("scopes: got %q, want %q", got, want)
	}
	for page, scope := range map[string]string{"v2/a/index.html": "0", "v1/a/index.html": "1", "v2/internal/index.html": "0", "v0/a/index.html": "2"} {
		m := searchButton.FindSubmatch(files[page])
		if m == nil || string(m[1]) != scope || string(m[2]) != "Search..." {
			t.Errorf("%s: search button %q, want scope %q", page, m, scope)
		}
	}

	// seo.indexing "all" indexes every page, and search.prompt labels
	// the button.
	files = build(t, searchDocs(t, `"seo":{"indexing":"all"},"search":{"prompt":"Find"},`), render.Options{})
	got = scopeURLs(t, files)
	if w := []string{"v2/a/", "v2/hidden/", "v2/noindex/", "v2/ingroup/", "v2/internal/", "v2/secret/"}; !slices.Equal(got["0"], w) {
		t.Errorf("indexing all: scope 0 holds %q, want %q", got["0"], w)
	}
	if !slices.Contains(got["all"], "v0/a/") {
		t.Errorf("indexing all: the hidden version is not searchable: %q", got["all"])
	}
	if !slices.Contains(got["all"], "orphan/") {
		t.Errorf("indexing all: the page in no navigation is not searchable: %q", got["all"])
	}
	if m := searchButton.FindSubmatch(files["v2/a/index.html"]); m == nil || string(m[2]) != "Find" {
		t.Errorf("search.prompt: button %q", m)
	}
}

// TestSearchBoost: a group's boost multiplies its pages' weights.
func TestSearchBoost(t *testing.T) {
	files := build(t, searchDocs(t, ""), render.Options{})
	ps, err := openIndex(t, files).Postings("all", "alpha")
	if err != nil {
		t.Fatal(err)
	}
	// Page 0 (v2/a, boost 3; its first section and its second, which
	// carries the title with less weight) and page 1 (v1/a): both titled
	// Alpha.
	if len(ps) != 3 || ps[2].Doc != 1 || ps[0].Weight != 3*ps[2].Weight {
		t.Errorf("alpha postings %v: want the boosted page's weight about 3 times the other's", ps)
	}
}

// TestSearchRenderPage: a page rendered again with a new body (navbuild
// serve) is searched with it, without preparing the site again.
func TestSearchRenderPage(t *testing.T) {
	dir := searchDocs(t, "")
	// navbuild serve's index (Reload): file names fixed before any render.
	_, s := prepare(t, os.DirFS(dir), render.Options{Reload: true})
	// Before any render, the index renders what it needs.
	data, err := s.File("_navbuild/search/d/0.json")
	if err != nil || !strings.Contains(string(data), "Install the tool.") {
		t.Fatalf("index before any render: %s, %v", data, err)
	}
	docstest.Write(t, dir, map[string]string{"v2/a.mdx": "---\ntitle: Alpha two\n---\n\nIntro text.\n\n## Setup steps\n\nConfigure the tool.\n"})
	if _, _, err := s.RenderPage("v2/a/index.html"); err != nil {
		t.Fatal(err)
	}
	data, _ = s.File("_navbuild/search/d/0.json")
	if !strings.Contains(string(data), "Configure the tool.") {
		t.Errorf("index after the page changed: %s", data)
	}
}

// TestSearchDeterministic: the index of a site of many scopes and
// documents files, built in parallel, is the same bytes twice.
func TestSearchDeterministic(t *testing.T) {
	fsys := synth.Versioned{Versions: 2, Languages: 4, Pages: 40}.Site()
	var runs [2]map[string][]byte
	for k, workers := range []int{4, 1} {
		runs[k] = map[string][]byte{}
		for name, data := range buildFS(t, fsys, render.Options{Workers: workers}) {
			if strings.HasPrefix(name, "_navbuild/search/") {
				runs[k][name] = data
			}
		}
	}
	if n := len(openIndex(t, runs[0]).Meta); n != 9 {
		t.Errorf("%d scopes, want 9 (2 versions x 4 languages, and all)", n)
	}
	// More than one chunk of documents files (internal/search docChunk).
	if len(runs[0]) < 100 || !slices.Equal(slices.Sorted(maps.Keys(runs[0])), slices.Sorted(maps.Keys(runs[1]))) {
		t.Fatalf("file lists: %d and %d files", len(runs[0]), len(runs[1]))
	}
	for name, data := range runs[0] {
		if !bytes.Equal(data, runs[1][name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
}

// TestSearchHashedFiles: a build names the index's folders by content;
// Files lists those names before any render, and File serves what Render
// writes.
func TestSearchHashedFiles(t *testing.T) {
	dir := searchDocs(t, "")
	want := build(t, dir, render.Options{})
	_, s := prepare(t, os.DirFS(dir), render.Options{})
	hashed := regexp.MustCompile(`^_navbuild/search/(0|1|2|all|d)\.[0-9a-f]{12}/\w+\.json$`)
	n := 0
	for _, name := range s.Files() {
		if !strings.HasPrefix(name, "_navbuild/search/") || name == "_navbuild/search/scopes.json" {
			continue
		}
		n++
		if !hashed.MatchString(name) {
			t.Errorf("%s: not in a folder named by its hash", name)
		}
		data, err := s.File(name)
		if err != nil || !bytes.Equal(data, want[name]) {
			t.Errorf("File(%s) differs from what Render writes (%v)", name, err)
		}
	}
	var built int
	for name := range want {
		if strings.HasPrefix(name, "_navbuild/search/") && name != "_navbuild/search/scopes.json" {
			built++
		}
	}
	if n == 0 || n != built {
		t.Errorf("Files lists %d index files, Render writes %d", n, built)
	}
	if _, err := s.File("_navbuild/search/d/0.json"); err == nil {
		t.Error("the fixed name of a hashed file is served")
	}
	// A site that rendered serves its index too: the records its build
	// kept in a spill file (search.Spill) are gone with it, and File
	// renders those pages again.
	_, done := prepare(t, os.DirFS(dir), render.Options{})
	out := &docstest.Memory{}
	if _, err := done.Render(context.Background(), out); err != nil {
		t.Fatal(err)
	}
	for name, data := range want {
		if !strings.HasPrefix(name, "_navbuild/search/") {
			continue
		}
		if !bytes.Equal(out.Files[name], data) {
			t.Errorf("%s: Render of a prepared site writes other bytes than a build", name)
		}
		if got, err := done.File(name); err != nil || !bytes.Equal(got, data) {
			t.Errorf("File(%s) after Render differs from what Render wrote (%v)", name, err)
		}
	}
}

// TestSearchPromptLanguages: docs.json's search.prompt labels the search
// button on the pages of every language, where each language otherwise
// has its own default ("بحث..." in Arabic).
func TestSearchPromptLanguages(t *testing.T) {
	dir := t.TempDir()
	docs := func(prompt string) map[string]string {
		return map[string]string{
			"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#000000"},` + prompt + `"navigation":{"languages":[
				{"language":"en","pages":["en/a"]},{"language":"ar","pages":["ar/a"]},{"language":"de","pages":["de/a"]},{"language":"zh","pages":["zh/a"]}]}}`,
			"en/a.mdx": "---\ntitle: A\n---\n\nx\n",
			"ar/a.mdx": "---\ntitle: A\n---\n\nx\n",
			"de/a.mdx": "---\ntitle: A\n---\n\nx\n",
			"zh/a.mdx": "---\ntitle: A\n---\n\nx\n",
		}
	}
	docstest.Write(t, dir, docs(""))
	files := build(t, dir, render.Options{})
	defaults := map[string]bool{}
	for _, lang := range []string{"en", "ar", "de", "zh"} {
		m := searchButton.FindSubmatch(files[lang+"/a/index.html"])
		if m == nil {
			t.Fatalf("%s: no search button", lang)
		}
		defaults[string(m[2])] = true
	}
	if len(defaults) != 4 {
		t.Errorf("default labels %q: want one per language", slices.Collect(maps.Keys(defaults)))
	}
	docstest.Write(t, dir, docs(`"search":{"prompt":"Find it"},`))
	files = build(t, dir, render.Options{})
	for _, lang := range []string{"en", "ar", "de", "zh"} {
		if m := searchButton.FindSubmatch(files[lang+"/a/index.html"]); m == nil || string(m[2]) != "Find it" {
			t.Errorf("%s: search button %q, want the prompt", lang, m)
		}
	}
}

// TestCorpusSearchCrumbs: no result's breadcrumb in a corpus site's index
// names one thing twice in a row ("QStash › QStash", issue 37), however
// cased.
func TestCorpusSearchCrumbs(t *testing.T) {
	buildCorpus(t, corpus(t), func(t *testing.T, b corpusBuild) {
		x := openIndex(t, b.files)
		for d := 0; ; d++ {
			if _, ok := b.files["_navbuild/search/"+x.DocFile(d)]; !ok {
				break
			}
			doc, err := x.Doc(d)
			if err != nil {
				t.Fatal(err)
			}
			parts := strings.Split(doc.Crumb, " › ")
			for i := 1; i < len(parts); i++ {
				if strings.EqualFold(parts[i], parts[i-1]) {
					t.Errorf("%s: breadcrumb %q", doc.URL, doc.Crumb)
					break
				}
			}
		}
	})
}
