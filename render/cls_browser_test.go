package render_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// clsJS waits for the page to be done loading (the load event, its fonts,
// two frames after them) and returns its cumulative layout shift: the sum
// of the buffered layout-shift entries that no input caused, and the
// elements that moved most, for the failure message.
const clsJS = `new Promise(function (done) {
	function settle() {
		document.fonts.ready.then(function () {
			requestAnimationFrame(function () { requestAnimationFrame(function () {
				var sum = 0, who = [];
				// observe with buffered puts the entries so far in the
				// observer's buffer at once: takeRecords reads them.
				var po = new PerformanceObserver(function () {});
				po.observe({type: "layout-shift", buffered: true});
				po.takeRecords().forEach(function (e) {
					if (e.hadRecentInput) return;
					sum += e.value;
					(e.sources || []).slice(0, 2).forEach(function (s) {
						var n = s.node;
						who.push((n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className ? "." + String(n.className).trim().split(/\s+/).join(".") : "") : n ? "#text" : "?") + " " + e.value.toFixed(3) + " (" + Math.round(s.previousRect.y) + " to " + Math.round(s.currentRect.y) + ")");
					});
				});
				done(JSON.stringify({cls: sum, who: who.slice(0, 8)}));
			}); });
		});
	}
	if (document.readyState === "complete") settle(); else addEventListener("load", settle);
})`

// TestBrowserLayoutShift opens the example's components page and an
// endpoint page as a phone would: 390 px wide, the CPU four times slower
// and a slow network (Slow 4G: 150 ms round trips, 1.6 Mbit/s down). Their
// cumulative layout shift (the buffered layout-shift entries) stays under
// 0.1, the "good" threshold: the web font's swap moves no text (its
// fallback is metric-matched), late parts have their space reserved, and
// an endpoint's examples panel is in the HTML where it shows.
func TestBrowserLayoutShift(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	for _, path := range []string{"en/v2/guides/components/", "api-reference/projects/create-a-project/"} {
		t.Run(path, func(t *testing.T) {
			tb := b.newTab(t)
			tb.viewport(390)
			call(tb, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
			call(tb, network.Enable, network.EnableParams{})
			call(tb, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
				MatchedNetworkConditions: []*network.Conditions{{Latency: 150, DownloadThroughput: 1.6e6 / 8, UploadThroughput: 750e3 / 8}}})
			call(tb, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
			tb.navigate(path)
			var got struct {
				CLS float64
				Who []string
			}
			js, err := run(tb, chromedp.Evaluate[string](clsJS, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal([]byte(js), &got); err != nil {
				t.Fatal(err)
			}
			t.Logf("CLS %.3f at 390 px, CPU 4x, Slow 4G: %v", got.CLS, got.Who)
			if got.CLS >= 0.1 {
				t.Errorf("CLS %.3f at 390 px, CPU 4x, Slow 4G, want < 0.1; shifted: %s", got.CLS, fmt.Sprint(got.Who))
			}
		})
	}
}
