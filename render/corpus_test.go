package render_test

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// corpus returns the corpus sites (docstest.Corpus: it skips the test
// when the corpus is missing), and skips the test under -race: there the
// corpus builds are sampled by TestCorpusBuilds and TestCorpusSearch
// (corpusSample), and run in full without -race.
func corpus(t *testing.T) []docstest.Site {
	t.Helper()
	sites := docstest.Corpus(t)
	if raceEnabled {
		t.Skip("SKIP: the corpus runs without -race (TestCorpusBuilds samples it under -race)")
	}
	return sites
}

// corpusSample returns the corpus sites, or under -race the two smallest
// (the race detector makes a build ten times slower, and the corpus runs
// in full without -race); ollama's has API reference pages.
func corpusSample(t *testing.T) []docstest.Site {
	t.Helper()
	sites := docstest.Corpus(t)
	if !raceEnabled {
		return sites
	}
	return slices.DeleteFunc(sites, func(s docstest.Site) bool {
		if s.Name == "ollama__ollama" || s.Name == "onkernel__docs" {
			return false
		}
		t.Logf("-race: %s left out (the corpus runs in full without -race)", s.Name)
		return true
	})
}

// renderSite resolves the docs folder fsys offline and renders it with r
// into memory, failing the test on an error.
func renderSite(t testing.TB, r *render.Renderer, fsys fs.FS) (*resolve.Site, map[string][]byte, render.Stats) {
	t.Helper()
	site := load(t, fsys)
	out := &docstest.Memory{}
	st, err := r.Render(context.Background(), site, fsys, out)
	if err != nil {
		t.Fatal(err)
	}
	return site, out.Files, st
}

// corpusBuild is one corpus site built by buildCorpus: its name, its
// resolved site, its files, the render's stats and its docs folder.
type corpusBuild struct {
	name  string
	site  *resolve.Site
	files map[string][]byte
	stats render.Stats
	fsys  fs.FS
}

// buildCorpus checks each of sites, built in memory with the default
// options (builtCorpus), with check, in a subtest named after it.
func buildCorpus(t *testing.T, sites []docstest.Site, check func(t *testing.T, b corpusBuild)) {
	t.Helper()
	for _, cs := range sites {
		t.Run(cs.Name, func(t *testing.T) {
			check(t, builtCorpus(t, cs))
		})
	}
}

// corpusBuilt holds the corpus sites builtCorpus has built, by name.
var corpusBuilt struct {
	sync.Mutex
	r *render.Renderer
	m map[string]corpusBuild
}

// builtCorpus returns the corpus site cs built in memory with the default
// options, building it on the first call only: the corpus tests
// (TestCorpusBuilds, TestCorpusTwins, TestCorpusPageCounts,
// TestCorpusDiagrams, TestCorpusSearch) check the same builds, and a
// build of the whole corpus takes about a minute on two cores. The build
// is shared: its readers must not change it. The nine sites' outputs
// take about 350 MB, held until the test binary exits.
func builtCorpus(t testing.TB, cs docstest.Site) corpusBuild {
	t.Helper()
	corpusBuilt.Lock()
	defer corpusBuilt.Unlock()
	if b, ok := corpusBuilt.m[cs.Name]; ok {
		return b
	}
	if corpusBuilt.m == nil {
		corpusBuilt.r, corpusBuilt.m = render.MustNew(t, render.Options{}), map[string]corpusBuild{}
	}
	fsys := cs.FS()
	site, files, st := renderSite(t, corpusBuilt.r, fsys)
	b := corpusBuild{cs.Name, site, files, st, fsys}
	corpusBuilt.m[cs.Name] = b
	return b
}

// checkCorpusLines compares lines, one a corpus site, with the golden
// file: the whole file when every site was built (complete; -update
// rewrites it), else (-run picked some sites) line by line, each among
// the golden's.
func checkCorpusLines(t *testing.T, file string, lines []string, complete bool) {
	t.Helper()
	if complete {
		golden.Check(t, file, []byte(strings.Join(lines, "\n")+"\n"))
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range lines {
		if !strings.Contains("\n"+string(want), "\n"+line+"\n") {
			t.Errorf("%s: %q is not in the golden (run every site with -update, then read the diff)", file, line)
		}
	}
}

// TestCorpusBuilds builds every corpus site: each navigation page gets its
// index.html, and every link of the navigation (tabs, anchors, selectors,
// sidebar, prev/next) points at a file of the output; frames and pages
// keep to issue 13's bounds (checkFrames, checkPageWeights).
func TestCorpusBuilds(t *testing.T) {
	var counts []string
	sites := corpusSample(t)
	buildCorpus(t, sites, func(t *testing.T, b corpusBuild) {
		kinds := map[string]int{}
		unplaced := 0 // warnings with no line: the reader cannot go to the place to fix
		for _, d := range b.stats.Diagnostics {
			kinds[diagKind(d.Msg)]++
			if d.Pos.Line == 0 {
				unplaced++
				t.Logf("no line: %s", d.Error())
			}
		}
		counts = append(counts, fmt.Sprintf("%s unknown-components=%d broken-links=%d broken-anchors=%d other=%d endpoint-pages=%d no-line=%d",
			b.name, kinds["component"], kinds["link"], kinds["anchor"], kinds["other"], checkEndpointPages(t, b.site, b.files), unplaced))
		for name, data := range b.files {
			if !strings.HasSuffix(name, ".html") {
				continue
			}
			if m := rawComponent(data); m != "" {
				t.Errorf("%s shows a raw component tag: %s", name, m)
			}
		}
		for _, p := range b.site.Pages {
			if _, ok := b.files[pageFile(p.URL)]; !ok && p.InNav {
				t.Errorf("navigation page %s has no %s", p.URL, pageFile(p.URL))
			}
		}
		for _, bad := range brokenNavLinks(b.files) {
			t.Error(bad)
		}
		size, name := checkFrames(t, b.files)
		t.Logf("largest frame %d bytes (%s)", size, name)
		size, name = checkPageWeights(t, b.files, sourceSizes(t, b.site, b.fsys))
		t.Logf("largest page held to %d bytes: %d bytes (%s)", maxPage, size, name)
	})
	if !raceEnabled { // under -race, the sampled sites' lines are not all the golden's
		checkCorpusLines(t, "../testdata/corpus/content.txt", counts, len(counts) == len(sites))
	}
}

// checkEndpointPages checks that every endpoint page shows the
// operation's parameters and responses when the spec has them, and
// returns the number of endpoint pages.
func checkEndpointPages(t *testing.T, site *resolve.Site, files map[string][]byte) int {
	n := 0
	for _, p := range site.Pages {
		e := p.Endpoint
		if e == nil || e.Operation == nil {
			continue
		}
		n++
		html := string(files[pageFile(p.URL)])
		if !regexp.MustCompile(`class="?api-ref[" >]`).MatchString(html) {
			t.Errorf("%s: no API reference", p.URL)
			continue
		}
		params := len(e.Operation.Parameters) > 0 || e.PathItem != nil && len(e.PathItem.Parameters) > 0
		if params && !strings.Contains(html, `-parameters">`) {
			t.Errorf("%s: the spec has parameters, the page shows none", p.URL)
		}
		if e.Operation.Responses != nil && e.Operation.Responses.Len() > 0 && !regexp.MustCompile(`id="?api-responses[" >]`).MatchString(html) {
			t.Errorf("%s: the spec has responses, the page shows none", p.URL)
		}
		if e.Method != "webhook" && !regexp.MustCompile(`<label class="?tab-label"? for="?api-request-0"?>`).MatchString(html) {
			t.Errorf("%s: no request sample", p.URL)
		}
	}
	return n
}

// diagKind sorts a content diagnostic for the counts golden.
func diagKind(msg string) string {
	switch {
	case strings.HasPrefix(msg, "unknown component"):
		return "component"
	case strings.HasPrefix(msg, "link to") && strings.Contains(msg, ": no #"):
		return "anchor"
	case strings.HasPrefix(msg, "link to"):
		return "link"
	}
	return "other"
}

var (
	componentRE = regexp.MustCompile(`<(Note|Card|Steps|Accordion|Tabs|CardGroup|Frame|CodeGroup|Tip|ParamField|Warning|Info|ResponseField|AccordionGroup|Icon|Check|Snippet|Expandable|Badge|RequestExample|ResponseExample|Update|Columns|Tooltip)[\s/>]`)
)

// rawComponent returns a component tag left unrendered in a page (outside
// code), or "".
func rawComponent(html []byte) string {
	return string(componentRE.Find(withoutCode(html)))
}

// withoutCode returns h without its code: each "<pre" to the next
// "</pre>", each "<code" to the next "</code>", leftmost first (as the
// regular expression (?s)<pre.*?</pre>|<code.*?</code> did, at a tenth
// of its time).
func withoutCode(h []byte) []byte {
	var out []byte
	from := 0 // h[:from] is decided: in out, or cut
	next := func(open string, at int) int {
		if at < 0 {
			return -1 // none left
		}
		if i := bytes.Index(h[at:], []byte(open)); i >= 0 {
			return at + i
		}
		return -1
	}
	p, c := next("<pre", 0), next("<code", 0)
	for p >= 0 || c >= 0 {
		open, close := p, "</pre>"
		if p < 0 || c >= 0 && c < p {
			open, close = c, "</code>"
		}
		end := bytes.Index(h[open:], []byte(close))
		if end < 0 {
			// No closer: this opener matches nothing; look past it.
			if open == p {
				p = next("<pre", p+1)
			} else {
				c = next("<code", c+1)
			}
			continue
		}
		out = append(out, h[from:open]...)
		from = open + end + len(close)
		if p >= 0 && p < from {
			p = next("<pre", from)
		}
		if c >= 0 && c < from {
			c = next("<code", from)
		}
	}
	return append(out, h[from:]...)
}

func pageFile(url string) string {
	p := strings.Trim(url, "/")
	if p == "" {
		return "index.html"
	}
	return p + "/index.html"
}
