package render_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

// TestBrowserVersionSwitch: on a site of 7 versions the version selector
// is inlined short and filled by the section's file (switch.go): in
// Chromium every option is there, in order, each leading to the page's
// counterpart (on a guide page, and on an API page whose counterparts are
// exceptions), the arrow keys walk all of them, and a click lands on the
// counterpart; without JavaScript every navigation page is reachable by
// links alone (from one version to the next).
func TestBrowserVersionSwitch(t *testing.T) {
	needBrowser(t)
	// Small, for the crawl: 7 versions of 5 pages, API tabs in two.
	fsys := synth.Versioned{Versions: 7, Languages: 1, Pages: 5, SpecEvery: 4}.Site()
	site := load(t, fsys)
	files := buildFS(t, fsys, render.Options{})
	b := serveBrowser(t, files)
	b.docs = fsys

	// A guide page, and an API page whose counterparts in the versions
	// without an API tab are exceptions (data-x).
	paths := []string{"v5/en/authentication/overview/"}
	hasX := regexp.MustCompile(`<details class="?selector selector-version"? data-switch="?\d+"? data-x=`)
	for _, p := range site.Pages {
		if strings.Contains(p.URL, "api-reference") && hasX.Match(files[strings.Trim(p.URL, "/")+"/index.html"]) {
			paths = append(paths, strings.Trim(p.URL, "/")+"/")
			break
		}
	}
	if len(paths) != 2 {
		t.Fatal("no API page with exceptions in its version selector")
	}
	for _, path := range paths {
		t.Run(path, func(t *testing.T) {
			p := site.Page(strings.Trim(path, "/"))
			if p == nil {
				t.Fatalf("no page %s", path)
			}
			var want []string
			for _, o := range p.Version.Parent.Children {
				want = append(want, strings.Trim(p.Counterpart(o).URL, "/")+"/")
			}
			tb := b.open(t, path)
			// The synthetic site has no favicon: Chromium asks the origin's.
			t.Cleanup(func() { tb.forgive(b.srv.URL + "/favicon.ico") })
			const options = `Array.from(document.querySelectorAll("details.selector-version .selector-panel a"), a => a.getAttribute("href")).join(" ")`
			if got := tb.evalString(options); got != strings.Join(want, " ") {
				t.Fatalf("version options:\n got %s\nwant %s", got, strings.Join(want, " "))
			}
			// The arrow keys open the selector and walk every option, round.
			tb.do(chromedp.Focus(chromedp.CSS(`details.selector-version > summary`)))
			for i := range len(want) + 1 {
				tb.do(chromedp.KeyEvent(kb.ArrowDown))
				j := i % len(want)
				if got := tb.evalString(`document.activeElement.getAttribute("href") || ""`); got != want[j] {
					t.Fatalf("ArrowDown %d focuses %q, want %q", i+1, got, want[j])
				}
			}
			tb.do(chromedp.KeyEvent(kb.ArrowUp))
			label := tb.evalString(optionLabelJS + `(document.activeElement)`)
			if label != "v1.0" {
				t.Fatalf("after walking round and back, %q has the focus, want v1.0", label)
			}
			tb.click(fmt.Sprintf(`details.selector-version .selector-panel a[href=%q]`, want[len(want)-1]))
			tb.wantPath(tb.resolve(want[len(want)-1]))
			if got := tb.evalString(`document.querySelector("details.selector-version .selector-current").textContent.trim()`); got != "v1.0" {
				t.Errorf("version selector shows %q after switching, want v1.0", got)
			}
		})
	}

	t.Run("NoJavaScript", func(t *testing.T) {
		b.crawlWithoutJS(t)
	})
}
