package render_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os/exec"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
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

// fallbackJS lays a paragraph out in the site's web font, its fallback
// face and plain Arial (the fallback's local font), once the web font is
// loaded, and returns their widths.
const fallbackJS = `document.fonts.load("16px Inter").then(function () {
	var text = "The quick brown fox jumps over the lazy dog while docs teams write quick starts, guides and references.";
	return ["Inter", "'Inter Fallback'", "Arial"].map(function (family) {
		return ["400", "700"].map(function (weight) {
			var s = document.createElement("span");
			s.style.cssText = "position:absolute;white-space:nowrap;font-size:16px;font-weight:" + weight + ";font-family:" + family;
			s.textContent = text;
			document.body.appendChild(s);
			var w = s.getBoundingClientRect().width;
			s.remove();
			return w;
		});
	});
})`

// TestBrowserFontFallback: the example's web font (Inter, font-display:
// swap) has a fallback face, Arial sized to take Inter's room, so text
// laid out before Inter arrives keeps its lines when it does. A line of
// text in the fallback is as wide as in Inter (within 2%), where plain
// Arial is narrower by more than 5% (regular; bold, by about 2%). The layout shift of Inter's swap was
// most of the example's components page's (0.027 at 390 px).
func TestBrowserFontFallback(t *testing.T) {
	if out, err := exec.Command("fc-match", "-f", "%{family}", "Arial").Output(); err != nil || !strings.Contains(string(out), "Liberation Sans") && !strings.Contains(string(out), "Arial") && !strings.Contains(string(out), "Arimo") {
		t.Skipf("no Arial nor a font of its metrics on this machine (fc-match Arial: %q, %v): Debian's fonts-liberation has one", out, err)
	}
	b := serveBrowser(t, exampleFiles(t))
	tb := b.openAt(t, "en/v2/guides/components/", 1280)
	js, err := run(tb, chromedp.Evaluate[[][]float64](fallbackJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	inter, fallback, arial := js[0], js[1], js[2]
	for i, weight := range []string{"400", "700"} {
		if d := math.Abs(fallback[i]/inter[i] - 1); d > 0.02 {
			t.Errorf("weight %s: a line is %.1f px in Inter and %.1f px in its fallback, %.1f%% apart, want within 2%%", weight, inter[i], fallback[i], 100*d)
		}
		t.Logf("weight %s: Inter %.1f px, fallback %.1f px, Arial %.1f px", weight, inter[i], fallback[i], arial[i])
		if d := math.Abs(arial[i]/inter[i] - 1); weight == "400" && d < 0.05 {
			t.Errorf("weight %s: a line is %.1f px in Inter and %.1f px in Arial: too close for this test to tell the fallback from Arial", weight, inter[i], arial[i])
		}
	}
}

// TestBrowserImageRoom: an image of the docs folder takes its room
// before it arrives (the build writes its width and height), so the text
// under it does not move when it does. The example's home page shows
// architecture.svg (560 by 200); with its request held, unanswered, its
// box is as wide as the column allows and 200/560 of that high.
func TestBrowserImageRoom(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.newTab(t)
	tb.viewport(390)
	// The image's request is paused and never continued: the page loads
	// all but it (so the load event never comes: the tab navigates
	// without waiting for it).
	call(tb, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*architecture.svg"}}})
	call(tb, page.Navigate, page.NavigateParams{URL: tb.site.root + "en/v2/"})
	tb.waitFor(`!!document.querySelector('.prose img[src$="architecture.svg"]') && document.readyState !== "loading"`)
	var box struct {
		W, H     float64
		Complete bool
	}
	tb.evalJSON(`(function(){var i=document.querySelector('.prose img[src$="architecture.svg"]'),r=i.getBoundingClientRect();return JSON.stringify({W:r.width,H:r.height,Complete:i.complete})})()`, &box)
	if box.Complete {
		t.Fatal("the image loaded: the test holds its request to see the room kept for it")
	}
	if want := box.W * 200 / 560; box.W < 100 || math.Abs(box.H-want) > 1.5 {
		t.Errorf("the waited-for image's box is %.1f by %.1f px, want the column's width and %.1f px high (560 by 200, scaled)", box.W, box.H, want)
	}
}
