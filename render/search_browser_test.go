package render_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
)

// waitFor waits until the expression js is true.
func (tb *browserTab) waitFor(js string) {
	tb.t.Helper()
	if _, err := run(tb, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(stepTimeout))); err != nil {
		tb.t.Fatalf("on %s, wait for %s: %v", tb.location(), js, err)
	}
}

// searchResults types q into the open search field (an input event, as
// typing gives) and returns the results once the live region tells their
// number: "title | heading | href" each.
func (tb *browserTab) searchResults(q string) []string {
	tb.t.Helper()
	v, err := run(tb, chromedp.Evaluate[[]string](fmt.Sprintf(`new Promise(function (done) {
		var input = document.querySelector(".search-dialog input[type=search]");
		var status = document.querySelector(".search-dialog [role=status]");
		status.textContent = "";
		input.value = %q;
		input.dispatchEvent(new Event("input"));
		(function poll() {
			if (!status.textContent) return setTimeout(poll, 5);
			done(Array.from(document.querySelectorAll(".search-results a[href]"), function (a) {
				var h = a.querySelector(".search-heading");
				return Array.from(a.querySelector(".search-title").children, function (e) { return e.textContent; }).join(" ") + " | " + (h ? h.textContent : "") + " | " + a.getAttribute("href");
			}));
		})();
	})`, q), chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("search %q: %v", q, err)
	}
	return v
}

// TestSearchBrowser drives the search dialog of the example site with
// the keyboard: nothing of the index loads before it opens, Ctrl+K opens
// it with the field focused, results are links in rank order, arrows
// move, Enter follows, Esc closes and gives focus back.
func TestSearchBrowser(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.open(t, "en/v2/guides/quickstart/")
	const indexRequests = `performance.getEntriesByType("resource").filter(e => e.name.includes("/_navbuild/search/")).length`
	if n := tb.evalString(`String(` + indexRequests + `)`); n != "0" {
		t.Errorf("%s index files loaded before search opened", n)
	}
	if got := tb.evalString(`(getComputedStyle(document.querySelector(".search-button")).display !== "none") + " " + document.querySelector(".search-label").textContent`); got != "true Search..." {
		t.Errorf("search button: %q", got)
	}

	tb.do(chromedp.KeyEvent("k", chromedp.KeyModifiers(2 /* ctrl */)))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	if !tb.evalBool(`document.activeElement.type === "search" && document.activeElement.closest("dialog[open]") !== null`) {
		t.Fatal("Ctrl+K: the search field has no focus")
	}
	tb.do(chromedp.KeyEvent("deploy"))
	tb.waitFor(`document.querySelectorAll(".search-results a[href]").length > 0`)
	if got := tb.evalString(`document.querySelector(".search-status").textContent`); !strings.HasSuffix(got, "results") {
		t.Errorf("live region says %q", got)
	}
	if got := tb.evalString(`document.querySelector(".search-results mark") ? document.querySelector(".search-results mark").textContent.toLowerCase() : ""`); !strings.HasPrefix(got, "deploy") {
		t.Errorf("first highlighted word %q, want deploy…", got)
	}
	res := tb.searchResults("quickstart")
	if len(res) == 0 || !strings.HasPrefix(res[0], "Quickstart | ") {
		t.Fatalf("quickstart: results %q", res)
	}
	// Scoped to en/v2: no result from another version or language.
	for _, r := range tb.searchResults("deploy") {
		if href := r[strings.LastIndex(r, " | ")+3:]; strings.HasPrefix(href, "en/v1/") || strings.HasPrefix(href, "ar/") {
			t.Errorf("result outside en/v2: %s", r)
		}
	}
	tb.searchResults("quickstart")
	tb.do(chromedp.KeyEvent(kb.ArrowDown))
	if got := tb.evalString(`document.querySelector('.search-results a[aria-selected="true"]').id + " " + document.activeElement.getAttribute("aria-activedescendant")`); got != "nb-search-1 nb-search-1" {
		t.Errorf("after ArrowDown: selected and active descendant %q", got)
	}
	tb.do(chromedp.KeyEvent(kb.ArrowUp))
	want := tb.evalString(`new URL(document.querySelector(".search-results a").getAttribute("href"), document.baseURI).pathname`)
	ctx, cancel := context.WithTimeout(tb.ctx, stepTimeout)
	resp, err := chromedp.RunResponse(ctx, chromedp.KeyEvent(kb.Enter))
	cancel()
	if err != nil || resp == nil || resp.Status != http.StatusOK {
		t.Fatalf("Enter on the first result: %v %v", resp, err)
	}
	tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
	tb.wantPath(want)

	// "/" opens it too; Esc closes it and gives the focus back.
	tb.do(chromedp.Evaluate[chromedp.Void](`document.querySelector(".search-button").focus()`))
	tb.do(chromedp.KeyEvent("/"))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	tb.do(chromedp.KeyEvent(kb.Escape))
	tb.waitFor(`!document.querySelector(".search-dialog").open && document.activeElement === document.querySelector(".search-button")`)

	// Search everything reaches the other versions.
	tb.do(chromedp.Click(chromedp.CSS(".search-button")))
	tb.waitFor(`!document.querySelector(".search-everything").hidden`)
	tb.do(chromedp.Evaluate[chromedp.Void](`document.querySelector(".search-everything input").click()`))
	other := false
	for _, r := range tb.searchResults("deploy") {
		other = other || strings.Contains(r, "| en/v1/")
	}
	if !other {
		t.Error("search everything: only en/v2 results")
	}
}

// TestSearchFromDisk: a --file-links site opened from disk, where the
// browser refuses fetch of file://, says in the dialog that search needs
// a web server, and loads no index file.
func TestSearchFromDisk(t *testing.T) {
	b := serveBrowser(t, nil)
	dir := t.TempDir()
	docstest.Write(t, dir, build(t, exampleDocs, render.Options{FileLinks: true}))
	tb := b.newTab(t)
	u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, "en", "v2", "guides", "quickstart", "index.html"))}).String()
	tb.do(chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body`)))
	tb.do(chromedp.KeyEvent("k", chromedp.KeyModifiers(2 /* ctrl */)))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	if got := tb.evalString(`document.querySelector(".search-dialog [role=status]").textContent`); !strings.Contains(got, "web server") {
		t.Errorf("dialog from disk says %q, want that search needs a web server", got)
	}
	tb.do(chromedp.KeyEvent("deploy"))
	if n := tb.evalString(`String(document.querySelectorAll(".search-results a").length + performance.getEntriesByType("resource").filter(e => e.name.includes("/_navbuild/search/")).length)`); n != "0" {
		t.Errorf("from disk: %s results and index requests, want none", n)
	}
}

// TestSearchRanking runs the shipped search script on testdata/search and
// compares the first three results of each query with
// testdata/search/ranking.golden (-update rewrites it).
func TestSearchRanking(t *testing.T) {
	b := serveDocs(t, "../testdata/search/docs")
	var out strings.Builder
	var tb *browserTab
	var page string
	for _, c := range []struct{ page, q, why string }{
		{"en/install/", "install", "exact title beats body mentions"},
		{"en/install/", "Install the CLI", "whole title"},
		{"en/install/", "configuraton", "one typo"},
		{"en/install/", "confgiuration", "transposition"},
		{"en/install/", "environ", "prefix of the last word: a section"},
		{"en/install/", "ÉNVIRONMENT", "case and diacritics"},
		{"en/install/", "/plants/{plantId}", "endpoint by path"},
		{"en/install/", "getPlant", "endpoint by operationId"},
		{"en/install/", "upgrade cli", "a title with every word above a heading and body that repeat them"},
		{"en/install/", "POST plants", "endpoint by method and path"},
		{"en/install/", "species", "endpoint by body property"},
		{"zh/setup/", "安装", "CJK title"},
		{"zh/setup/", "知识库", "CJK body"},
		{"zh/setup/", "安", "CJK from the first character"},
	} {
		if tb == nil || page != c.page {
			tb, page = b.open(t, c.page), c.page
			tb.do(chromedp.Click(chromedp.CSS(".search-button")))
		}
		res := tb.searchResults(c.q)
		fmt.Fprintf(&out, "%s (%s) # %s\n", c.q, c.page, c.why)
		for i, r := range res {
			if i == 3 {
				break
			}
			fmt.Fprintf(&out, "  %d. %s\n", i+1, r)
		}
	}
	golden.Check(t, "../testdata/search/ranking.golden", []byte(out.String()))
}

// TestSearchLanguage: on the example's Arabic pages the button and the
// dialog speak Arabic (the shortcut hint, the search everything switch,
// the live region's count and its "no results").
func TestSearchLanguage(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.open(t, "ar/v2/guides/quickstart/")
	if got := tb.evalString(`document.querySelector(".search-label").textContent + " | " + document.querySelector(".search-kbd").textContent`); got != "بحث... | Ctrl K" {
		t.Errorf("button: %q", got)
	}
	tb.do(chromedp.Click(chromedp.CSS(".search-button")))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open && !document.querySelector(".search-everything").hidden`)
	if got := tb.evalString(`[document.querySelector(".search-everything").textContent.trim(), document.querySelector(".search-esc").getAttribute("aria-label"), document.querySelector(".search-results").getAttribute("aria-label"), document.querySelector(".search-dialog input").placeholder].join(" | ")`); got != "البحث في كل شيء | إغلاق | النتائج | بحث..." {
		t.Errorf("dialog texts: %q", got)
	}
	if res := tb.searchResults("السريع"); len(res) == 0 || !strings.Contains(res[0], "البدء السريع") {
		t.Errorf("السريع: results %q", res)
	}
	if got := tb.evalString(`document.querySelector(".search-status").textContent`); !strings.HasPrefix(got, "النتائج: ") {
		t.Errorf("live region with results: %q", got)
	}
	if res := tb.searchResults("zzzzqqq"); len(res) != 0 {
		t.Errorf("zzzzqqq: results %q", res)
	}
	if got := tb.evalString(`document.querySelector(".search-status").textContent`); got != "لا توجد نتائج" {
		t.Errorf("live region without results: %q", got)
	}
}

// TestSearchMore: a query with more than ten results lists ten, says how
// many there are, and a More results button after the list, reached
// with Tab and pressed with Enter, lists the next ten with focus on the
// first of them; the button goes when every result is listed.
func TestSearchMore(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.open(t, "en/v2/guides/quickstart/")
	tb.do(chromedp.KeyEvent("k", chromedp.KeyModifiers(2 /* ctrl */)))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	// Every page of every version and language: more than twenty hold "a".
	tb.do(chromedp.Evaluate[chromedp.Void](`document.querySelector(".search-everything input").click()`))
	res := tb.searchResults("acme")
	total := tb.evalString(`document.querySelector(".search-status").textContent`)
	var n int
	if _, err := fmt.Sscanf(total, "%d results", &n); err != nil || n <= 20 {
		t.Fatalf("acme: the status says %q; the test needs more than twenty results", total)
	}
	if len(res) != 10 {
		t.Fatalf("acme: %d results listed, want the first 10 of %d", len(res), n)
	}
	for i := 0; !tb.evalBool(`document.activeElement === document.querySelector(".search-more")`); i++ {
		if i == 40 {
			t.Fatal("Tab never reaches the More results button")
		}
		tb.do(chromedp.KeyEvent(kb.Tab))
	}
	if got := tb.evalString(`document.activeElement.textContent`); got != "More results" {
		t.Errorf("the button says %q", got)
	}
	tb.do(chromedp.KeyEvent(kb.Enter))
	tb.waitFor(`document.querySelectorAll(".search-results a[href]").length === 20`)
	if got := tb.evalString(`document.activeElement.id + " " + document.activeElement.getAttribute("aria-selected")`); got != "nb-search-10 true" {
		t.Errorf("after More results, focus and selection are on %q, want the eleventh result", got)
	}
	seen := map[string]bool{}
	var hrefs []string
	tb.evalJSON(`JSON.stringify(Array.from(document.querySelectorAll(".search-results a[href]"), a => a.getAttribute("href")))`, &hrefs)
	for _, h := range hrefs {
		if seen[h] {
			t.Errorf("%s is listed twice", h)
		}
		seen[h] = true
	}
	for tb.evalBool(`!!document.querySelector(".search-more")`) {
		tb.do(chromedp.Evaluate[chromedp.Void](`document.querySelector(".search-more").click()`))
		tb.waitFor(`!document.querySelector(".search-more") || !document.querySelector(".search-more").disabled`)
	}
	if got := tb.evalString(`String(document.querySelectorAll(".search-results a[href]").length)`); got != fmt.Sprint(n) {
		t.Errorf("with every result listed: %s links, the status said %d", got, n)
	}
}

// TestSearchUnindexedWords: a query of words the index leaves out (longer
// than 40 letters: hashes, identifiers run together) says No results; it
// said nothing at all, as an empty query does.
func TestSearchUnindexedWords(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.open(t, "en/v2/guides/quickstart/")
	tb.do(chromedp.KeyEvent("k", chromedp.KeyModifiers(2 /* ctrl */)))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	if res := tb.searchResults(strings.Repeat("deploy", 8)); len(res) != 0 {
		t.Errorf("results %q", res)
	}
	if got := tb.evalString(`document.querySelector(".search-status").textContent`); got != "No results" {
		t.Errorf("the status says %q, want No results", got)
	}
}

// TestSearchSharedVersions: a page that repeats from version to version
// is one document of the index (internal/search/share.go), and each
// version's search leads to its own copy.
func TestSearchSharedVersions(t *testing.T) {
	dir := t.TempDir()
	limits := "---\ntitle: Limits\n---\n\nQuotas apply per project.\n\n## Raising them\n\nAsk support for higher quotas.\n"
	docstest.Write(t, dir, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#000000"},"navigation":{"versions":[
			{"version":"v2","pages":["v2/index","v2/limits"]},
			{"version":"v1","pages":["v1/index","v1/limits"]}]}}`,
		"v2/index.mdx":  "---\ntitle: Two\n---\n\nVersion two.\n",
		"v1/index.mdx":  "---\ntitle: One\n---\n\nVersion one.\n",
		"v2/limits.mdx": limits,
		"v1/limits.mdx": limits,
	})
	files := build(t, dir, render.Options{})
	docs := 0
	for name := range files {
		if strings.HasPrefix(name, "_navbuild/search/d.") {
			docs++
		}
	}
	if docs != 3 {
		t.Errorf("%d documents files, want 3: the two home pages, and Limits once", docs)
	}
	b := serveBrowser(t, files)
	for _, v := range []string{"v1", "v2"} {
		tb := b.open(t, v+"/")
		tb.do(chromedp.KeyEvent("k", chromedp.KeyModifiers(2 /* ctrl */)))
		tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
		res := tb.searchResults("quotas")
		if len(res) != 1 || !strings.HasSuffix(res[0], " | "+v+"/limits/") && !strings.Contains(res[0], " | "+v+"/limits/#") {
			t.Errorf("%s: quotas finds %q, want %s/limits/", v, res, v)
		}
	}
}
