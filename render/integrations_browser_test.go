package render_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestBrowserIntegrations serves the integrations golden site and stands
// in for every vendor: each https request is answered with an empty
// script, and recorded. Each integration must ask its vendor's URL with
// the configured ID, and nothing may throw (browserTab fails the test on
// an uncaught exception or a console error), though every vendor's
// "script" is empty, so the calls the loader makes once it loads fail.
func TestBrowserIntegrations(t *testing.T) {
	b := serveDocs(t, "../testdata/sites/integrations/docs")
	tb, requests := vendorTab(t, b, func(ctx context.Context, id fetch.RequestID) {
		chromedp.Call(ctx, fetch.FulfillRequest, fetch.FulfillRequestParams{RequestID: id, ResponseCode: 200,
			ResponseHeaders: []*fetch.HeaderEntry{{Name: "Content-Type", Value: "application/javascript"}}, Body: []byte("/* stand-in */")})
	})
	resp, err := run(tb, chromedp.NavigateResponse(b.root))
	if err != nil || resp.Status != http.StatusOK {
		t.Fatalf("open the home page: %v %v", resp, err)
	}
	want := []string{
		"https://assets.adobedtm.com/launch-EN123.min.js",
		"https://cdn.amplitude.com/script/amp0123456789.js",
		"https://www.clarity.ms/tag/clar0123",
		"https://tag.clearbit.com/v1/pk_clearbit123/tags.js",
		"https://cdn.usefathom.com/script.js",
		"https://chat-assets.frontapp.com/v1/chat.bundle.js",
		"https://www.googletagmanager.com/gtag/js?id=G-TEST0001",
		"https://www.googletagmanager.com/gtm.js?id=GTM-TEST01",
		"https://cdn.heapanalytics.com/js/heap-heap0123.js",
		"https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js",
		"https://static.hotjar.com/c/hotjar-1234567.js?sv=6",
		"https://widget.intercom.io/widget/icom0123",
		"https://cdn.getkoala.com/v1/pk_koala0123/sdk.js",
		"https://cdn.logr-in.com/LogRocket.min.js",
		"https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js",
		"https://api.pirsch.io/pa.js",
		"https://plausible.example.com/js/script.js",
		"https://eu-assets.i.posthog.com/static/array.js",
		"https://cdn.segment.com/analytics.js/v1/seg0123/analytics.min.js",
		"https://cdn.example.com/analytics.js",
		"https://cdn.example.com/widget.js",
	}
	// Every request has been made once the page holds a script element
	// per vendor and each has loaded or failed.
	tb.waitFor(`document.querySelectorAll('head script[src^="https://"]').length === ` + strconv.Itoa(len(want)) +
		` && performance.getEntriesByType("resource").filter(function (e) { return e.name.indexOf("https://") === 0 }).length === ` + strconv.Itoa(len(want)))
	got := requests()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("no request for %s; requests:\n%s", w, strings.Join(got, "\n"))
		}
	}
	// The IDs that go in attributes rather than URLs.
	for sel, wantAttr := range map[string]string{
		`script[src="https://cdn.usefathom.com/script.js"]`:        "data-site=FATHOM01",
		`script[src="https://api.pirsch.io/pa.js"]`:                "data-code=pirsch0123",
		`script[src="https://plausible.example.com/js/script.js"]`: "data-domain=docs.example.com",
	} {
		name, value, _ := strings.Cut(wantAttr, "=")
		if got := tb.evalString(`document.querySelector('` + sel + `').getAttribute("` + name + `")`); got != value {
			t.Errorf("%s %s=%q, want %q", sel, name, got, value)
		}
	}
	if got := tb.evalString(`JSON.stringify(window.dataLayer.map(function (a) { return Array.prototype.slice.call(a) }).filter(function (a) { return a[0] === "config" }))`); got != `[["config","G-TEST0001"]]` {
		t.Errorf("gtag config calls %s", got)
	}
}

// TestBrowserIntegrationsOffline fails every vendor's request, as a
// reader offline or behind a blocker sees it: the page still loads its
// own script (the sidebar, the theme toggle) and nothing throws.
func TestBrowserIntegrationsOffline(t *testing.T) {
	b := serveDocs(t, "../testdata/sites/integrations/docs")
	tb, requests := vendorTab(t, b, func(ctx context.Context, id fetch.RequestID) {
		chromedp.Call(ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: id, ErrorReason: network.ErrorReasonInternetDisconnected})
	})
	// Counts the vendor scripts that failed, as the page sees them.
	call(tb, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `window.__failed = 0; addEventListener("error", function (e) { if (e.target && e.target.src && e.target.src.indexOf("https://") === 0) window.__failed++ }, true)`})
	if resp, err := run(tb, chromedp.NavigateResponse(b.root)); err != nil || resp.Status != http.StatusOK {
		t.Fatalf("open the home page: %v %v", resp, err)
	}
	tb.waitFor(`window.__failed === 21 && document.documentElement.classList.contains("js")`)
	if n := len(requests()); n != 21 {
		t.Errorf("%d vendor requests failed, want 21", n)
	}
	// The browser logs each failed load itself ("Failed to load
	// resource"), before the page sees the error event: those are the
	// point of the test, not problems of the page. Anything else stays.
	tb.mu.Lock()
	tb.problems = slices.DeleteFunc(tb.problems, func(p string) bool {
		return strings.HasPrefix(p, "browser log error (network): Failed to load resource: net::ERR_INTERNET_DISCONNECTED https://")
	})
	tb.mu.Unlock()
}

// vendorTab opens a tab of b in which every https request (a vendor's)
// is paused, recorded and answered by answer, called with the tab's
// context under a step deadline; requests returns the URLs asked so far.
func vendorTab(t *testing.T, b *browserSite, answer func(ctx context.Context, id fetch.RequestID)) (tb *browserTab, requests func() []string) {
	t.Helper()
	var (
		mu   sync.Mutex
		seen []string
		tab  context.Context
	)
	ready := make(chan struct{})
	tb = b.newTab(t, chromedp.WithListener(func(ev any) {
		p, ok := ev.(*fetch.EventRequestPaused)
		if !ok {
			return
		}
		mu.Lock()
		seen = append(seen, p.Request.URL)
		mu.Unlock()
		go func() {
			<-ready // tab is set
			ctx, cancel := context.WithTimeout(tab, stepTimeout)
			defer cancel()
			answer(ctx, p.RequestID)
		}()
	}))
	tab = tb.ctx
	close(ready)
	ctx, cancel := context.WithTimeout(tb.ctx, stepTimeout)
	defer cancel()
	if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "https://*"}}}); err != nil {
		t.Fatalf("fetch.enable: %v", err)
	}
	return tb, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(seen)
	}
}
