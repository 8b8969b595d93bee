package render_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/render"
)

// TestBrowserTOC: "On this page" marks the section in view. Its links
// carry no copy of the heading's id: app.js reads it from the link's
// fragment, decoded, so a heading whose id is not ASCII is marked too.
// The fragment keeps its letters beyond ASCII as they are (the browser
// encodes them when it follows the link), and leads to the heading.
func TestBrowserTOC(t *testing.T) {
	var page strings.Builder
	page.WriteString("---\ntitle: Page\n---\n")
	for _, h := range []string{"Début", "Format de la requête", "Fin"} {
		page.WriteString("## " + h + "\n\n" + strings.Repeat("Some text.\n\n", 80))
	}
	files := buildFS(t, fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index"]}}`)},
		"index.mdx": {Data: []byte(page.String())},
	}, render.Options{})
	if html := string(files["index.html"]); strings.Contains(html, "data-toc") || !regexp.MustCompile(`#format-de-la-requête"?>`).MatchString(html) {
		t.Fatalf("the links of On this page are not as expected: %s", html[strings.Index(html, `<nav class=`):][:600])
	}
	b := serveBrowser(t, files)
	tb := b.open(t, "")
	current := `(document.querySelector('.toc a[aria-current="true"]') || {}).textContent`
	for _, h := range []struct{ id, text string }{{"format-de-la-requête", "Format de la requête"}, {"fin", "Fin"}} {
		if !tb.evalBool(`(function(h){h.scrollIntoView();return true})(document.getElementById("` + h.id + `"))`) {
			t.Fatalf("no heading %s", h.id)
		}
		tb.waitFor(current + ` === "` + h.text + `"`)
	}
	tb.do(chromedp.Click(chromedp.CSS(`.toc a[href$="#format-de-la-requête"]`)))
	tb.waitFor(`(document.querySelector(":target") || {}).id === "format-de-la-requête"`)
}

// TestBrowserBannerDismissed: a dismissed banner stays hidden on the next
// page, before app.js runs: the inline script in <head> reads the choice
// (written there only on pages whose banner is dismissible).
func TestBrowserBannerDismissed(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.open(t, "en/v2/guides/quickstart/")
	tb.waitFor(`!!document.querySelector(".banner-dismiss")`)
	tb.do(chromedp.Click(chromedp.CSS(".banner-dismiss")))
	tb.waitFor(`document.querySelector(".banner").hidden`)
	tb.navigate("en/v2/guides/components/")
	if !tb.evalBool(`document.documentElement.classList.contains("banner-dismissed") && getComputedStyle(document.querySelector(".banner")).display === "none"`) {
		t.Error("the banner dismissed on one page shows on the next")
	}
}

// TestBrowserNavFallback: when a section's sidebar file cannot be loaded,
// the inline script after its loader shows the short sidebar, which is
// hidden while scripts run only until then.
func TestBrowserNavFallback(t *testing.T) {
	files := buildFS(t, fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index","b"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Page\n---\nHi.\n")},
		"b.mdx":     {Data: []byte("---\ntitle: B\n---\nHi.\n")},
	}, render.Options{})
	for name := range files {
		if strings.HasPrefix(name, "_navbuild/nav/") {
			delete(files, name)
		}
	}
	// The missing file's 404 and refused script are expected here.
	tb := serveBrowser(t, files).newTabWith(t, func(tb *browserTab, ev any) bool {
		switch ev := ev.(type) {
		case *network.EventLoadingFailed:
			return !strings.Contains(tb.urls[ev.RequestID], "_navbuild/nav/")
		case *network.EventResponseReceived:
			return ev.Response == nil || !strings.Contains(ev.Response.URL, "_navbuild/nav/")
		case *cdplog.EventEntryAdded:
			return ev.Entry == nil || !strings.Contains(ev.Entry.URL+ev.Entry.Text, "_navbuild/nav/")
		}
		return true
	})
	tb.navigate("")
	tb.waitFor(`(function(n){return !!n && !n.classList.contains("nav-short") && getComputedStyle(n).visibility === "visible"})(document.querySelector(".sidebar-nav"))`)
}
