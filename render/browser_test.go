package render_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// exampleDocs is the example site: it uses every navigation element.
const exampleDocs = "../examples/docs"

// exampleFiles builds the example once for the browser tests.
var exampleFiles = sync1(func(t testing.TB) map[string][]byte { return build(t, exampleDocs, render.Options{}) })

// sync1 returns a function that gives f's value, computed by its first
// call that succeeds (a failing call fails that test, and the next one
// tries again). Not for parallel tests: render's browser tests run one at
// a time, each in tabs of its own.
func sync1[T any](f func(testing.TB) T) func(testing.TB) T {
	var v T
	var done bool
	return func(t testing.TB) T {
		if !done {
			v, done = f(t), true
		}
		return v
	}
}

// exampleWith copies the example into a temporary folder, its file name
// (slash-separated, e.g. "docs.json") rewritten by edit.
func exampleWith(t *testing.T, name string, edit func(data []byte) []byte) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(exampleDocs)); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, filepath.FromSlash(name))
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, edit(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// replaceIn replaces what the regexp expr matches in the example's
// docs.json data with repl, and fails the test if it matches nothing.
func replaceIn(t *testing.T, data []byte, expr, repl string) []byte {
	t.Helper()
	re := regexp.MustCompile(expr)
	if !re.Match(data) {
		t.Fatalf("the example's docs.json has no match for %s", expr)
	}
	return re.ReplaceAll(data, []byte(repl))
}

// needBrowser skips the test where serveBrowser would (-short, -race, no
// Chromium): a test that builds its site first calls it before.
func needBrowser(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	browsertest.Chromium(t)
}

// serveDocs builds the docs folder docs with the default options and
// serves it to a browser started with opts (see [serveBrowser]).
func serveDocs(t *testing.T, docs string, opts ...chromedp.ExecAllocatorOption) *browserSite {
	t.Helper()
	return serveBrowser(t, build(t, docs, render.Options{}), opts...)
}

// TestBrowser builds the example site, serves it under a sub-path (like a
// GitHub Pages project site) and drives it in headless Chromium: every
// click must land where its link says, with the right marks on arrival,
// without console errors or failed requests; and without JavaScript every
// navigation page must be reachable by links alone.
func TestBrowser(t *testing.T) {
	// No deadline for the whole test: on a loaded machine the steps add up
	// to minutes. Each step has its own (stepTimeout), so that a hang fails
	// naming its step, and the go test timeout bounds the rest.
	b := serveBrowser(t, exampleFiles(t))

	t.Run("TopTab", func(t *testing.T) {
		tb := b.open(t, "")
		sel := `.tabbar a.tab`
		href := tb.hrefOf(sel, "API Reference")
		tb.click(fmt.Sprintf(`.tabbar a.tab[href=%q]`, href))
		tb.wantPath(tb.resolve(href))
		if got := tb.evalString(fmt.Sprintf(`document.querySelector('.tabbar a.tab[href=%q]').getAttribute("aria-current") || ""`, href)); got != "page" {
			t.Errorf("after the click, the API Reference tab has aria-current=%q, want \"page\"", got)
		}
		if got := tb.evalString(`Array.from(document.querySelectorAll('.tabbar .tab[aria-current="page"]'), e => e.textContent.trim()).join("|")`); got != "API Reference" {
			t.Errorf("current tabs are %q, want only \"API Reference\"", got)
		}
	})

	t.Run("NestedGroup", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/quickstart/")
		const findSummary = `Array.from(document.querySelectorAll(".sidebar-nav summary")).find(s => s.textContent.trim() === "Advanced")`
		first := tb.evalString(`(` + findSummary + `).getAttribute("data-first") || ""`)
		if first == "" {
			t.Fatal(`the sidebar's "Advanced" group has no data-first`)
		}
		summary := fmt.Sprintf(`.sidebar-nav summary[data-first=%q]`, first)
		if tb.evalBool(`document.querySelector('` + summary + `').parentElement.open`) {
			t.Fatal(`the "Advanced" group is open before the click; it is collapsed in docs.json`)
		}
		before := tb.pathname()
		drilldown := tb.evalString(`document.documentElement.getAttribute("data-drilldown") || ""`) == "true"
		if drilldown {
			// Drilldown: opening the group goes to its first page.
			tb.click(summary)
			tb.wantPath(tb.resolve(first))
			cur := `.sidebar-nav a[aria-current="page"]`
			if got := tb.evalString(`(document.querySelector('` + cur + `') || {getAttribute: () => ""}).getAttribute("href")`); got != first {
				t.Errorf("after the drilldown, the current sidebar link is %q, want %q", got, first)
			}
			if !tb.evalBool(`!!document.querySelector('` + summary + `') && document.querySelector('` + summary + `').parentElement.open`) {
				t.Errorf(`after the drilldown, the "Advanced" group is not open`)
			}
			if closed := tb.evalString(`(function(){var a=document.querySelector('` + cur + `'),c=[];for(var d=a&&a.closest("details");d;d=d.parentElement.closest("details"))if(!d.open)c.push(d.querySelector("summary").textContent.trim());return c.join("|")})()`); closed != "" {
				t.Errorf("after the drilldown, groups holding the current page are closed: %s", closed)
			}
		} else {
			tb.do(chromedp.Click(chromedp.CSS(summary)))
			if !tb.evalBool(`document.querySelector('` + summary + `').parentElement.open`) {
				t.Errorf(`clicking the "Advanced" summary did not open the group`)
			}
			tb.wantPath(before)
		}
	})

	t.Run("VersionSelector", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/quickstart/")
		p := tb.choose("version", "v1")
		if want := "/repo/en/v1/guides/quickstart/"; p != want {
			t.Errorf("v1 counterpart of the v2 quickstart: landed on %s, want %s", p, want)
		}
		if got := tb.evalString(`document.querySelector("details.selector-version .selector-current").textContent.trim()`); got != "v1" {
			t.Errorf("version selector shows %q after switching, want \"v1\"", got)
		}
	})

	t.Run("LanguageSelector", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/quickstart/")
		p := tb.choose("language", "العربية")
		if !strings.HasPrefix(p, "/repo/ar/") {
			t.Errorf("the Arabic page is at %s, want a /repo/ar/... path", p)
		}
		if got := tb.evalString(`document.documentElement.dir + " " + document.documentElement.lang`); got != "rtl ar" {
			t.Errorf(`<html> dir and lang are %q, want "rtl ar"`, got)
		}
	})

	t.Run("PrevNext", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/quickstart/")
		start := tb.pathname()
		next := tb.evalString(`document.querySelector("a.pager-next").getAttribute("href")`)
		tb.click(`a.pager-next`)
		tb.wantPath(tb.resolve(next))
		prev := tb.evalString(`document.querySelector("a.pager-prev").getAttribute("href")`)
		tb.click(`a.pager-prev`)
		if p := tb.wantPath(tb.resolve(prev)); p != start {
			t.Errorf("Next then Previous lands on %s, want back on %s", p, start)
		}
	})

	t.Run("ThemeToggle", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/quickstart/")
		const theme = `document.documentElement.getAttribute("data-theme") || ""`
		before := tb.evalString(theme)
		tb.do(chromedp.Click(chromedp.CSS(`.topbar .theme-toggle`)))
		after := tb.evalString(theme)
		if after == before || (after != "light" && after != "dark") {
			t.Fatalf("data-theme went from %q to %q on toggle, want a change to light or dark", before, after)
		}
		if got := tb.evalString(`document.querySelector(".topbar .theme-toggle").getAttribute("aria-pressed")`); got != fmt.Sprint(after == "dark") {
			t.Errorf("theme toggle has aria-pressed=%q with data-theme=%q", got, after)
		}
		tb.do(chromedp.Reload())
		if got := tb.evalString(theme); got != after {
			t.Errorf("after a reload data-theme is %q, want the chosen %q", got, after)
		}
	})

	// An endpoint page: the request samples are tabs (radio buttons, no
	// script), and field trees open on a click.
	t.Run("EndpointPage", func(t *testing.T) {
		tb := b.open(t, "api-reference/projects/create-a-project/")
		const shown = `Array.from(document.querySelectorAll(".api-samples > .tab-panel"), p => getComputedStyle(p).display !== "none")`
		if got := tb.evalString(shown + `.join(",")`); got != "true,false,false" {
			t.Fatalf("sample panels shown: %s, want only the first (cURL)", got)
		}
		tb.do(chromedp.Click(chromedp.CSS(`.api-samples label[for="api-request-1"]`)))
		if got := tb.evalString(shown + `.join(",")`); got != "false,true,false" {
			t.Errorf("after clicking Python, sample panels shown: %s", got)
		}
		if got := tb.evalString(`document.querySelectorAll(".api-samples > .tab-panel")[1].textContent`); !strings.Contains(got, "import requests") {
			t.Errorf("the Python panel shows %q", got)
		}
		if got := tb.evalString(`document.querySelector(".api-response .status").textContent`); got != "201" {
			t.Errorf("first response status %q, want 201", got)
		}
	})

	// 404.html is served at any depth of a sub-path site; built without
	// --base-url it finds the site root itself.
	t.Run("NotFoundPage", func(t *testing.T) {
		tb := b.newTab(t)
		if _, err := run(tb, chromedp.NavigateResponse(b.root+"no/such/page/")); err != nil {
			t.Fatal(err)
		}
		tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
		if got := tb.evalString(`document.baseURI`); got != b.root {
			t.Errorf("baseURI = %q, want the site root %q", got, b.root)
		}
		if got := tb.evalString(`String(Array.from(document.styleSheets).some(s => s.href && s.href.indexOf("/repo/_navbuild/") > 0 && s.cssRules.length > 0))`); got != "true" {
			t.Error("the stylesheet did not load")
		}
		if got := tb.evalString(`document.querySelector('.notfound a.button-primary').href`); got != b.root {
			t.Errorf("home link = %q, want %q", got, b.root)
		}
		// The page itself and the root probes answer 404, as they must.
		tb.mu.Lock()
		kept := tb.problems[:0]
		for _, p := range tb.problems {
			if !strings.Contains(p, "404") {
				kept = append(kept, p)
			}
		}
		tb.problems = kept
		tb.mu.Unlock()
	})

	// The page's short sidebar is replaced by its section's full one
	// (assets/sidebar.js) while the page is parsed: current page marked,
	// its groups open, nothing in the sidebar shifting.
	// The site's web fonts are blocked: a font that arrives after the
	// first paint (font-display: swap, a loaded machine) moves text wider
	// or narrower than its fallback, which is not what this checks.
	t.Run("FullSidebar", func(t *testing.T) {
		// The page's web fonts are blocked: a font arriving after the first
		// paint (font-display: swap on a loaded machine) moves text, which
		// is not what this checks.
		tb := b.newTabWith(t, func(tb *browserTab, ev any) bool {
			switch ev := ev.(type) {
			case *network.EventLoadingFailed:
				return !strings.HasSuffix(tb.urls[ev.RequestID], ".woff2")
			case *cdplog.EventEntryAdded:
				return ev.Entry == nil || !strings.HasSuffix(ev.Entry.URL, ".woff2")
			}
			return true
		})
		call(tb, network.SetBlockedURLs, network.SetBlockedURLsParams{
			URLPatterns: []*network.BlockPattern{{URLPattern: "*://*:*/*.woff2", Block: true}}})
		// Where the parser stands when the short sidebar leaves.
		call(tb, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
			new MutationObserver((records, o) => {
				if (records.some(r => Array.from(r.removedNodes).some(n => n.matches && n.matches(".sidebar-nav")))) {
					window.__replaced = document.querySelector("#nb-main") ? "after the parser reached the page's text" : "while the sidebar was parsed";
					o.disconnect();
				}
			}).observe(document, {childList: true, subtree: true})`})
		tb.navigate("en/v2/guides/configuration/advanced/networking/")
		checkFullSidebar(t, tb)
		if got := tb.evalString(`window.__replaced || "never"`); got != "while the sidebar was parsed" {
			t.Errorf("short sidebar replaced: %s", got)
		}
		// The fallback faces (fonts.Fallback) are the system's Arial,
		// local: they may load, and are what the page shows meanwhile.
		if got := tb.evalString(`String(Array.from(document.fonts).filter(f => f.status === "loaded" && !/fallback/i.test(f.family)).length)`); got != "0" {
			t.Errorf("%s web fonts loaded, want none (blocked)", got)
		}
		shifts, err := run(tb, chromedp.Evaluate[[]string](`new Promise(done => {
			new PerformanceObserver(list => done(list.getEntries().flatMap(e =>
				(e.sources || []).filter(s => s.node && s.node.closest && s.node.closest(".sidebar")).map(s =>
					Math.round(e.startTime) + " ms: " + s.node.nodeName + "." + String(s.node.className).replace(/ /g, ".") +
					" " + JSON.stringify(s.previousRect) + " → " + JSON.stringify(s.currentRect))))
			).observe({type: "layout-shift", buffered: true});
			setTimeout(() => done([]), 500);
		})`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if len(shifts) != 0 {
			t.Errorf("layout shifts in the sidebar:\n%s", strings.Join(shifts, "\n"))
		}
	})

	// The groups the reader opened and the sidebar's scroll position
	// carry over to the next page of the section.
	t.Run("SidebarState", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/quickstart/")
		const state = `JSON.stringify({open: Array.from(document.querySelectorAll(".sidebar-nav details"), d => d.open ? 1 : 0).join(""), scroll: document.querySelector(".sidebar").scrollTop})`
		before := tb.evalString(`(function(){
			document.querySelectorAll(".sidebar-nav details").forEach(d => { d.open = true; });
			var s = document.querySelector(".sidebar");
			s.scrollTop = Math.min(80, s.scrollHeight - s.clientHeight);
			s.dispatchEvent(new Event("scroll"));
			return ` + state + `;
		})()`)
		// A link in view and in another page: the current page is not
		// scrolled into view again.
		href := tb.evalString(`(function(){
			var box = document.querySelector(".sidebar").getBoundingClientRect();
			var a = Array.from(document.querySelectorAll(".sidebar-nav a.nav-link:not([aria-current])")).find(a => {
				var r = a.getBoundingClientRect(); return r.top >= box.top && r.bottom <= box.bottom && r.height > 0;
			});
			return a ? a.getAttribute("href") : "";
		})()`)
		if href == "" {
			t.Fatal("no other page's link in view in the sidebar")
		}
		tb.click(fmt.Sprintf(`.sidebar-nav a.nav-link[href=%q]`, href))
		tb.wantPath(tb.resolve(href))
		// The scroll is restored to the pixel it can be: a fractional
		// layout may put it one pixel off (seen: 80, then 79).
		type sidebarState struct {
			Open   string
			Scroll float64
		}
		var was, is sidebarState
		after := tb.evalString(state)
		if json.Unmarshal([]byte(before), &was) != nil || json.Unmarshal([]byte(after), &is) != nil ||
			is.Open != was.Open || math.Abs(is.Scroll-was.Scroll) > 1 {
			t.Errorf("sidebar state %s before the click, %s after", before, after)
		}
		checkFullSidebar(t, tb)
	})

	// From disk (--file-links): fetch of file:// is refused, a script is
	// not.
	t.Run("FromDisk", func(t *testing.T) {
		dir := t.TempDir()
		docstest.Write(t, dir, build(t, exampleDocs, render.Options{FileLinks: true}))
		tb := b.newTab(t)
		u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, "en", "v2", "guides", "quickstart", "index.html"))}).String()
		tb.do(chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body`)))
		checkFullSidebar(t, tb)
	})

	t.Run("NoJavaScript", func(t *testing.T) {
		b.crawlWithoutJS(t)
	})
}

// checkFullSidebar checks that the tab shows its section's full sidebar:
// the short one gone, no collapsed group or cut left, the current page's
// links marked and every group holding them open.
func checkFullSidebar(t *testing.T, tb *browserTab) {
	t.Helper()
	if got := tb.evalString(`document.querySelectorAll(".sidebar-nav").length + " " + document.querySelectorAll(".nav-short, .nav-group-link, .nav-more").length`); got != "1 0" {
		t.Errorf("sidebars and short-sidebar entries: %s, want one full sidebar (1 0)", got)
	}
	cur := tb.evalString(`Array.from(document.querySelectorAll('.sidebar-nav [aria-current="page"]'), a => new URL(a.getAttribute("href"), document.baseURI).pathname).join(" ")`)
	if want := tb.pathname(); cur != want {
		t.Errorf("current sidebar links lead to %q, want %q", cur, want)
	}
	if closed := tb.evalString(`(function(){var a=document.querySelector('.sidebar-nav [aria-current="page"]'),c=[];for(var d=a&&a.closest("details");d;d=d.parentElement.closest("details"))if(!d.open)c.push(d.querySelector("summary").textContent.trim());return c.join("|")})()`); closed != "" {
		t.Errorf("groups holding the current page are closed: %s", closed)
	}
}

// browserSite is the served example site and the browser.
type browserSite struct {
	srv  *httptest.Server
	root string // srv.URL + "/repo/"
	ctx  context.Context
	docs fs.FS // the docs folder built, for the crawl; nil: exampleDocs
}

// serveBrowser writes files into a folder served under /repo/ as GitHub
// Pages serves a project site (a missing path answered with 404.html,
// status 404), for the browser the tests share ([browsertest.Shared]),
// or for headless Chromium started with opts (see [browsertest.Start]).
// Its tabs have storage of their own (newTab).
func serveBrowser(t *testing.T, files map[string][]byte, opts ...chromedp.ExecAllocatorOption) *browserSite {
	t.Helper()
	var bctx context.Context
	if len(opts) == 0 {
		bctx = browsertest.Shared(t)
	} else {
		bctx = browsertest.Start(context.Background(), t, opts...)
	}
	dir := t.TempDir()
	docstest.Write(t, dir, files)
	static := http.FileServer(http.Dir(dir))
	site := http.StripPrefix("/repo", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(r.URL.Path))); err != nil {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.WriteHeader(http.StatusNotFound)
			data, _ := os.ReadFile(filepath.Join(dir, "404.html"))
			w.Write(data)
			return
		}
		static.ServeHTTP(w, r)
	}))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/favicon.ico" { // asked for by the browser, outside the site
			w.WriteHeader(http.StatusNoContent)
			return
		}
		site.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return &browserSite{srv: srv, root: srv.URL + "/repo/", ctx: bctx}
}

// browserTab is a tab in a fresh browser context (own storage), with the
// problems seen in it: console errors, exceptions, failed same-origin
// requests. They fail the test when it ends.
type browserTab struct {
	t      *testing.T
	site   *browserSite
	ctx    context.Context
	origin string

	mu       sync.Mutex
	urls     map[network.RequestID]string
	problems []string
}

func (b *browserSite) newTab(t *testing.T, opts ...chromedp.ContextOption) *browserTab {
	return b.newTabWith(t, nil, opts...)
}

// newTabWith is newTab whose tab hears only the events keep keeps (nil:
// all of them).
func (b *browserSite) newTabWith(t *testing.T, keep func(tb *browserTab, ev any) bool, opts ...chromedp.ContextOption) *browserTab {
	tb := &browserTab{t: t, site: b, origin: b.srv.URL, urls: map[network.RequestID]string{}}
	listen := func(ev any) {
		if keep == nil || keep(tb, ev) {
			tb.listen(ev)
		}
	}
	ctx, cancel := chromedp.NewContext(b.ctx, append([]chromedp.ContextOption{
		chromedp.WithNewBrowserContext(), chromedp.WithListener(listen)}, opts...)...)
	tb.ctx = ctx
	t.Cleanup(func() {
		cancel()
		tb.mu.Lock()
		defer tb.mu.Unlock()
		for _, p := range tb.problems {
			t.Error(p)
		}
	})
	if err := browsertest.Within(cancel, func() error { return chromedp.Do(ctx) }); err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	return tb
}

// open opens a new tab on the page at path (relative to the site root).
func (b *browserSite) open(t *testing.T, path string) *browserTab {
	t.Helper()
	return b.openAt(t, path, 0)
}

// listen runs in the tab's event loop: it only records.
func (tb *browserTab) listen(ev any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError {
			var args []string
			for _, a := range ev.Args {
				if len(a.Value) > 0 {
					args = append(args, string(a.Value))
				} else {
					args = append(args, a.Description)
				}
			}
			tb.problems = append(tb.problems, "console.error: "+strings.Join(args, " "))
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			msg += " " + d.Exception.Description
		}
		tb.problems = append(tb.problems, fmt.Sprintf("uncaught exception at %s:%d: %s", d.URL, d.LineNumber+1, msg))
	case *cdplog.EventEntryAdded:
		if e := ev.Entry; e != nil && e.Level == cdplog.EntryLevelError {
			tb.problems = append(tb.problems, fmt.Sprintf("browser log error (%s): %s %s", e.Source, e.Text, e.URL))
		}
	case *network.EventRequestWillBeSent:
		if ev.Request != nil {
			tb.urls[ev.RequestID] = ev.Request.URL
		}
	case *network.EventLoadingFailed:
		// A request canceled by the navigation a click starts is no failure.
		if u := tb.urls[ev.RequestID]; tb.sameOrigin(u) && !ev.Canceled {
			tb.problems = append(tb.problems, fmt.Sprintf("request failed: %s: %s", u, ev.ErrorText))
		}
	case *network.EventResponseReceived:
		if r := ev.Response; r != nil && r.Status >= 400 && tb.sameOrigin(r.URL) {
			tb.problems = append(tb.problems, fmt.Sprintf("HTTP %d for %s", r.Status, r.URL))
		}
	}
}

func (tb *browserTab) sameOrigin(u string) bool {
	return u == tb.origin || strings.HasPrefix(u, tb.origin+"/")
}

// stepTimeout bounds one browser step: [browsertest.StepTimeout].
const stepTimeout = browsertest.StepTimeout

// run runs an action in the tab under its own deadline, stepTimeout.
func run[T any](tb *browserTab, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(tb.ctx, stepTimeout)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// call sends one DevTools command to the tab within a step's deadline,
// failing the test if it fails.
func call[P, R any](tb *browserTab, cmd cdp.Command[P, R], params P) R {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, stepTimeout)
	defer cancel()
	r, err := chromedp.Call(ctx, cmd, params)
	if err != nil {
		tb.t.Fatalf("%s: %v", cmd.Method, err)
	}
	return r
}

// choose opens the selector of kind (version, language) and clicks its
// option labelled label; it returns the path the tab lands on, the one
// the option's link names.
func (tb *browserTab) choose(kind, label string) string {
	tb.t.Helper()
	sel := "details.selector-" + kind
	tb.do(chromedp.Click(chromedp.CSS(sel + ` > summary`)))
	tb.do(chromedp.WaitVisible(chromedp.CSS(sel + `[open] .selector-panel a`)))
	href := tb.evalString(fmt.Sprintf(`(function(){
		var a = Array.from(document.querySelectorAll(%q)).find(a => %s(a) === %q);
		return a ? a.getAttribute("href") : "";
	})()`, sel+` .selector-panel a`, optionLabelJS, label))
	if href == "" {
		tb.t.Fatalf("on %s: no option %q in %s", tb.location(), label, sel)
	}
	tb.click(fmt.Sprintf(sel+` .selector-panel a[href=%q]`, href))
	return tb.wantPath(tb.resolve(href))
}

// optionLabelJS is a JavaScript function that returns the label of a
// selector's option (its link): its .selector-label, or without a
// description its own text, its badges left out.
const optionLabelJS = `(a => { var l = a.querySelector(".selector-label"); return (l ? l.textContent : Array.from(a.childNodes).filter(n => n.nodeType === 3).map(n => n.data).join("")).trim(); })`

func (tb *browserTab) do(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if _, err := run(tb, chromedp.Steps(steps...)); err != nil {
		tb.t.Fatalf("on %s: %v", tb.location(), err)
	}
}

// click clicks the element and waits for the page the click loads.
func (tb *browserTab) click(sel string) {
	tb.t.Helper()
	from := tb.location()
	ctx, cancel := context.WithTimeout(tb.ctx, stepTimeout)
	defer cancel()
	resp, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.CSS(sel)))
	if err != nil {
		tb.t.Fatalf("on %s, click %s: %v", from, sel, err)
	}
	if resp == nil || resp.Status != http.StatusOK {
		status := int64(0)
		if resp != nil {
			status = resp.Status
		}
		tb.t.Fatalf("on %s, click %s: landed on %s with status %d", from, sel, tb.location(), status)
	}
	tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
}

func (tb *browserTab) location() string {
	loc, err := run(tb, chromedp.Location())
	if err != nil {
		return "?"
	}
	return loc
}

func (tb *browserTab) evalString(js string) string {
	tb.t.Helper()
	return eval[string](tb, js)
}

func (tb *browserTab) evalBool(js string) bool {
	tb.t.Helper()
	return eval[bool](tb, js)
}

// eval evaluates js in the tab, failing the test on an error.
func eval[T any](tb *browserTab, js string) T {
	tb.t.Helper()
	v, err := run(tb, chromedp.Evaluate[T](js))
	if err != nil {
		tb.t.Fatalf("on %s, evaluate %s: %v", tb.location(), js, err)
	}
	return v
}

func (tb *browserTab) pathname() string {
	tb.t.Helper()
	return tb.evalString(`location.pathname`)
}

// resolve returns the pathname an href of the current page leads to, from
// its <base href>.
func (tb *browserTab) resolve(href string) string {
	tb.t.Helper()
	return tb.evalString(fmt.Sprintf(`new URL(%q, document.baseURI).pathname`, href))
}

// wantPath checks that the tab is at pathname want and returns it.
func (tb *browserTab) wantPath(want string) string {
	tb.t.Helper()
	got := tb.pathname()
	if got != want {
		tb.t.Errorf("landed on %s, want %s", got, want)
	}
	return got
}

// hrefOf returns the href of the link matched by (or holding the element
// matched by) sel whose text is label.
func (tb *browserTab) hrefOf(sel, label string) string {
	tb.t.Helper()
	href := tb.evalString(fmt.Sprintf(`(function(){
		var e = Array.from(document.querySelectorAll(%q)).find(e => e.textContent.trim() === %q);
		var a = e && e.closest("a[href]");
		return a ? a.getAttribute("href") : "";
	})()`, sel, label))
	if href == "" {
		tb.t.Fatalf("on %s: no link %q in %s", tb.location(), label, sel)
	}
	return href
}

// crawlWithoutJS visits, with scripts disabled, every page reachable by
// links from /repo/, and checks that every navigation page is among them
// and that no link is broken.
func (b *browserSite) crawlWithoutJS(t *testing.T) {
	tb := b.newTab(t)
	tb.noScript()
	rootURL, _ := url.Parse(b.root)

	visited := map[string]bool{} // page URLs, without fragment
	checked := map[string]bool{} // other files linked
	from := map[string]string{}  // where a page was first linked from
	queue := []string{rootURL.String()}
	visited[rootURL.String()] = true
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		resp, err := run(tb, chromedp.NavigateResponse(u))
		if err != nil {
			t.Fatalf("visit %s (linked from %s): %v", u, from[u], err)
		}
		if resp.Status != http.StatusOK {
			t.Errorf("%s (linked from %s): status %d", u, from[u], resp.Status)
			continue
		}
		// One query for the page's <html>, <base> and links.
		nodes, err := run(tb, chromedp.Nodes(chromedp.CSSAll(`html, head > base, a[href]`)))
		if err != nil {
			t.Fatalf("%s: read links: %v", u, err)
		}
		var base *url.URL
		var hrefs []string
		for _, n := range nodes {
			switch n.NodeName {
			case "HTML":
				if class := n.AttributeValue("class"); strings.Contains(class, "js") {
					t.Fatalf("%s: scripts ran (<html class=%q>) though they are disabled", u, class)
				}
			case "BASE":
				if href, ok := n.Attribute("href"); ok && base == nil {
					base = mustParse(t, href)
				}
			case "A":
				hrefs = append(hrefs, n.AttributeValue("href"))
			}
		}
		if base == nil {
			t.Errorf("%s (linked from %s) is no page of the site: no <base href>", u, from[u])
			continue
		}
		pageURL, _ := url.Parse(resp.URL)
		baseURL := pageURL.ResolveReference(base)
		for _, href := range hrefs {
			l, err := baseURL.Parse(href)
			if err != nil {
				t.Errorf("%s: bad link %q: %v", u, href, err)
				continue
			}
			if l.Scheme != "http" || l.Host != rootURL.Host {
				continue // another site, mailto:
			}
			l.Fragment = ""
			if !strings.HasPrefix(l.Path, rootURL.Path) {
				t.Errorf("%s: link %q leaves the site's sub-path: %s", u, href, l.Path)
				continue
			}
			s := l.String()
			if !strings.HasSuffix(l.Path, "/") {
				// A file (image, download): it must exist.
				if !checked[s] {
					checked[s] = true
					if code := httpStatus(t, s); code != http.StatusOK {
						t.Errorf("%s: link %q: status %d", u, href, code)
					}
				}
				continue
			}
			if !visited[s] {
				visited[s] = true
				from[s] = u
				queue = append(queue, s)
			}
		}
	}

	// Every page listed in a sidebar must be reachable by links alone.
	fsys := b.docs
	if fsys == nil {
		fsys = os.DirFS(exampleDocs)
	}
	site := load(t, fsys)
	listed := sidebarPages(site.Nav)
	var want, unlisted []string
	for _, p := range site.Pages {
		if !p.InNav || p.Hidden {
			continue
		}
		if !listed[p] {
			// In a hidden group: in the navigation, yet in no sidebar.
			unlisted = append(unlisted, p.URL)
			continue
		}
		want = append(want, p.URL)
	}
	if len(want) < 30 {
		t.Fatalf("only %d navigation pages in the example; the model changed?", len(want))
	}
	if len(unlisted) > 0 {
		t.Logf("not expected in the crawl (InNav, not Hidden, but listed only in hidden groups): %s", strings.Join(unlisted, " "))
	}
	var missing []string
	expected := map[string]bool{rootURL.String(): true} // the root: a copy of the home page
	for _, u := range want {
		p := strings.Trim(u, "/")
		if p != "" {
			p += "/"
		}
		s := rootURL.ResolveReference(&url.URL{Path: p}).String()
		expected[s] = true
		if !visited[s] {
			missing = append(missing, u)
		}
	}
	var extra []string
	for s := range visited {
		if !expected[s] {
			extra = append(extra, strings.TrimPrefix(s, b.srv.URL))
		}
	}
	if len(extra) > 0 {
		slices.Sort(extra)
		t.Logf("also reached by links (pages outside the sidebars): %s", strings.Join(extra, " "))
	}
	if len(missing) > 0 {
		t.Errorf("%d of %d navigation pages are not reachable by links without JavaScript: %s",
			len(missing), len(want), strings.Join(missing, " "))
	}
	t.Logf("crawled %d pages (%d navigation pages expected) and %d other files without JavaScript", len(visited), len(want), len(checked))
}

// sidebarPages returns the pages listed visibly in some sidebar of the
// navigation below d (as page items or group roots).
func sidebarPages(d *resolve.Division) map[*resolve.Page]bool {
	seen := map[*resolve.Page]bool{}
	var items func([]*resolve.Item)
	items = func(its []*resolve.Item) {
		for _, it := range its {
			if it.Hidden {
				continue
			}
			if it.Page != nil {
				seen[it.Page] = true
			}
			if g := it.Group; g != nil {
				if g.Root != nil {
					seen[g.Root] = true
				}
				items(g.Items)
			}
		}
	}
	var walk func(*resolve.Division)
	walk = func(d *resolve.Division) {
		if d.Hidden {
			return
		}
		items(d.Items)
		for _, c := range slices.Concat(d.Children, d.Menu) {
			walk(c)
		}
	}
	walk(d)
	return seen
}

func mustParse(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func httpStatus(t *testing.T, u string) int {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Errorf("GET %s: %v", u, err)
		return 0
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	return resp.StatusCode
}
