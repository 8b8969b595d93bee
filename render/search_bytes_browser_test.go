package render_test

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
	"github.com/navbuild/navbuild/internal/docstest"
)

// Byte budgets of a first search (issue 37), in bytes received by the
// browser from Ctrl+K until the results of a page title, typed a key at a
// time on a page opened with an empty cache, are shown, served without
// compression. The example's pages are few: its budget is per query
// (measured 8.8 and 10 KB; 24 and 35 KB before issue 37). The corpus
// site's is the median and the largest of its eight queries (measured 88
// and 215 KB; 702 and 802 KB before), with room for a key the loaded
// test machine sends late, which fetches a prefix's files too.
const (
	exampleSearchBudget = 16_000
	corpusSearchMedian  = 120_000
	corpusSearchMax     = 300_000
)

// searchMeter counts the bytes of the responses a tab receives once on.
type searchMeter struct {
	mu      sync.Mutex
	on      bool
	bytes   float64
	files   int
	urls    map[network.RequestID]string
	got     []string // "bytes URL" of each response
	pending map[network.RequestID]bool
}

func (m *searchMeter) keep(tb *browserTab, ev any) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	// As openSearch: the corpus pages' own remote scripts and images are
	// not what is measured; a failed request of the search's files is
	// counted below.
	keep, ok := searchEvent(tb, ev)
	failed, isFailure := ev.(*network.EventLoadingFailed)
	switch {
	case ok && !keep:
		if isFailure {
			delete(m.pending, failed.RequestID)
		}
		return false
	case ok && !isFailure:
		return true
	}
	if !m.on {
		return true
	}
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		m.pending[ev.RequestID] = true
		m.urls[ev.RequestID] = ev.Request.URL
	case *network.EventLoadingFinished:
		if m.pending[ev.RequestID] {
			m.bytes += ev.EncodedDataLength
			m.files++
			m.got = append(m.got, fmt.Sprintf("%7.0f %s", ev.EncodedDataLength, m.urls[ev.RequestID]))
			delete(m.pending, ev.RequestID)
		}
	case *network.EventLoadingFailed:
		delete(m.pending, ev.RequestID)
	}
	return true
}

// coldSearch opens path in a new tab (a fresh browser context: an empty
// cache), presses Ctrl+K, types q a key at a time (30 ms apart, as a
// quick typist) and waits until the results of q are shown and no request
// is in flight: it returns the bytes and the number of responses received
// from Ctrl+K on.
func coldSearch(t *testing.T, b *browserSite, path, q string) (int, int) {
	t.Helper()
	m := &searchMeter{pending: map[network.RequestID]bool{}, urls: map[network.RequestID]string{}}
	tb := b.newTabWith(t, m.keep)
	tb.do(chromedp.Navigate(b.root+path), chromedp.WaitReady(chromedp.CSS(`body`)))
	m.mu.Lock()
	m.on = true
	m.mu.Unlock()
	tb.do(chromedp.KeyEvent("k", chromedp.KeyModifiers(2 /* ctrl */)))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	for _, r := range q {
		tb.do(chromedp.KeyEvent(string(r)))
		time.Sleep(30 * time.Millisecond) // the typist's pace, not a wait for the page
	}
	tb.waitFor(fmt.Sprintf(`document.querySelector(".search-results").getAttribute("data-query") === %q && document.querySelector(".search-status").textContent !== ""`, q))
	for i := 0; ; i++ {
		m.mu.Lock()
		n := len(m.pending)
		m.mu.Unlock()
		if n == 0 {
			break
		}
		if i == 1000 {
			t.Fatalf("%s: %d requests still in flight", q, n)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if n := tb.evalString(`String(document.querySelectorAll(".search-results a[href]").length)`); n == "0" {
		t.Errorf("%q: no result", q)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if testing.Verbose() {
		t.Logf("%q:\n%s", q, strings.Join(m.got, "\n"))
	}
	return int(m.bytes), m.files
}

// TestSearchBytesBrowser: a first search on the example, a page title
// typed letter by letter on a fresh page, receives at most
// exampleSearchBudget bytes from Ctrl+K on.
func TestSearchBytesBrowser(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	for _, q := range []string{"Quickstart", "Deploy"} {
		n, files := coldSearch(t, b, "en/v2/guides/quickstart/", q)
		t.Logf("example: %q: %d bytes in %d responses", q, n, files)
		if n > exampleSearchBudget {
			t.Errorf("%q: a first search received %d bytes, budget %d", q, n, exampleSearchBudget)
		}
	}
}

// TestCorpusSearchBytes measures a first search on the corpus's largest
// site (langgenius__dify-docs, about a thousand pages in three languages;
// skipped without the corpus): eight drawn page titles, each typed letter
// by letter on a fresh page of its scope; the median and the largest must
// stay within corpusSearchMedian and corpusSearchMax.
func TestCorpusSearchBytes(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	i := slices.IndexFunc(corpus(t), func(s docstest.Site) bool { return s.Name == "langgenius__dify-docs" })
	if i < 0 {
		t.Skip("SKIP: langgenius__dify-docs is not in the corpus")
	}
	browsertest.Chromium(t)
	cs := corpus(t)[i]
	cb := builtCorpus(t, cs)
	qs := drawTitles(t, cb.site, cb.files)[:8]
	served := map[string][]byte{}
	start := map[string]bool{}
	for _, q := range qs {
		start[pageFile(q.url)] = true
	}
	for name, data := range cb.files {
		if !strings.HasSuffix(name, ".html") || start[name] {
			served[name] = data
		}
	}
	b := serveMemory(t, served)
	var sizes []int
	for _, q := range qs {
		n, files := coldSearch(t, b, strings.TrimSuffix(pageFile(q.url), "index.html"), q.title)
		t.Logf("%q (scope %s): %d bytes in %d responses", q.title, q.scope, n, files)
		sizes = append(sizes, n)
	}
	slices.Sort(sizes)
	med := (sizes[3] + sizes[4]) / 2
	t.Logf("%s: first search median %d bytes, max %d", cs.Name, med, sizes[7])
	if med > corpusSearchMedian || sizes[7] > corpusSearchMax {
		t.Errorf("first search median %d bytes, max %d: budget %d, %d", med, sizes[7], corpusSearchMedian, corpusSearchMax)
	}
}
