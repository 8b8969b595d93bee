package render

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
)

// BenchmarkSearchLatency25k measures, in Chromium, the time from the last
// keystroke of a query (its input event) to the results in the dialog
// (the live region's count), on the site make bench built (builtSite),
// served from localhost. Cold: the first query of a page in a fresh
// browser context (empty cache), typed once the dialog has loaded
// scopes.json, so the dictionary, postings and documents files are
// fetched; warm: the same query typed again, its files held by the
// page. Issue 14's bar is 100 ms; a figure, not an assertion (the
// machine is shared). Pages missing from the site are skipped.
func BenchmarkSearchLatency25k(b *testing.B) {
	dir := builtSite(b)
	bctx := browsertest.Start(context.Background(), b, chromedp.Flag("blink-settings", "imagesEnabled=false"))
	site := http.StripPrefix("/repo", http.FileServer(http.Dir(dir)))
	srv := httptest.NewServer(site)
	defer srv.Close()
	var cold, warm []float64
	for b.Loop() {
		cold, warm = cold[:0], warm[:0]
		for _, q := range queries25k {
			if _, err := os.Stat(filepath.Join(dir, q.page, "index.html")); err != nil {
				continue
			}
			c, w := searchLatency(b, bctx, srv.URL+"/repo/"+q.page+"/", q.q)
			b.Logf("%-45s %-35q cold %6.1f ms, warm %5.1f ms", q.page, q.q, c, w)
			cold, warm = append(cold, c), append(warm, w)
		}
	}
	if len(cold) == 0 {
		b.Skip("no query page in the site")
	}
	b.ReportMetric(slices.Max(cold), "cold-max-ms")
	b.ReportMetric(slices.Max(warm), "warm-max-ms")
}

// searchLatency opens url in a fresh browser context, opens the search
// dialog, waits for scopes.json, and returns the milliseconds from typing
// q to its results, the first time and the second.
func searchLatency(b *testing.B, bctx context.Context, url, q string) (cold, warm float64) {
	ctx, cancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, browsertest.StepTimeout*4)
	defer cancelT()
	// The time is taken in the page: from the input event to the live
	// region's change (a MutationObserver, not polling).
	typed := fmt.Sprintf(`new Promise(function (done) {
		var input = document.querySelector(".search-dialog input[type=search]");
		var status = document.querySelector(".search-dialog [role=status]");
		input.value = "";
		input.dispatchEvent(new Event("input"));
		status.textContent = "";
		var t0;
		new MutationObserver(function (ms, obs) {
			if (!status.textContent) return;
			obs.disconnect();
			done(performance.now() - t0);
		}).observe(status, { childList: true, characterData: true, subtree: true });
		t0 = performance.now();
		input.value = %q;
		input.dispatchEvent(new Event("input"));
	})`, q)
	_, err := chromedp.Run(ctx, chromedp.Steps(
		chromedp.Navigate(url),
		chromedp.WaitReady(chromedp.CSS(`body`)),
		chromedp.Click(chromedp.CSS(`.search-button`)),
	))
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](`performance.getEntriesByType("resource").some(e => e.name.includes("/scopes.json") && e.responseEnd > 0) && !!document.querySelector(".search-dialog")`))
	}
	if err == nil {
		// scopes.json's handler runs after its fetch ends.
		_, err = chromedp.Run(ctx, chromedp.Sleep(50*time.Millisecond))
	}
	if err == nil {
		cold, err = chromedp.Run(ctx, chromedp.Evaluate[float64](typed, chromedp.EvalAwaitPromise))
	}
	if err == nil {
		warm, err = chromedp.Run(ctx, chromedp.Evaluate[float64](typed, chromedp.EvalAwaitPromise))
	}
	if err != nil {
		b.Fatalf("%s: %v", url, err)
	}
	return cold, warm
}
