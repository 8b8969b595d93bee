package render_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserNotFound serves the example as GitHub Pages does (404.html,
// with status 404, for any missing address under the site) and checks
// that the 404 page, at any depth, suggests the closest pages by URL: a
// typo in the whole path, then in its last segment; an address close to
// nothing suggests nothing.
func TestBrowserNotFound(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))

	for _, tc := range []struct {
		path string
		want []string // the suggestions' hrefs, resolved
	}{
		{"en/v2/guides/stylng/", []string{"/repo/en/v2/guides/styling/"}},
		{"some/old/place/en/v2/guides/quickstrt", nil}, // filled below: the last segment
		{"zzzzzzzzzzzzzzzzzzzzzzz/", nil},
	} {
		t.Run(tc.path, func(t *testing.T) {
			tb := b.newTab(t)
			tb.ignore404()
			if _, err := run(tb, chromedp.NavigateResponse(b.root+tc.path)); err != nil {
				t.Fatal(err)
			}
			tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
			if !tb.evalBool(`!!document.querySelector(".notfound")`) {
				t.Fatalf("%s does not show the 404 page", tc.path)
			}
			if tc.path == "zzzzzzzzzzzzzzzzzzzzzzz/" {
				// The page list arrives, and nothing is close: the box stays hidden.
				tb.waitFor(`performance.getEntriesByType("resource").some(function(e){return /pages\.[0-9a-f]+\.txt$/.test(e.name)})`)
				if tb.evalBool(`!document.getElementById("nb-suggest").hidden`) {
					t.Error("an address close to no page gets suggestions")
				}
				return
			}
			tb.waitFor(`!document.getElementById("nb-suggest").hidden`)
			got := tb.evalString(`Array.from(document.querySelectorAll("#nb-suggest a"), function(a){return new URL(a.href).pathname}).join(" ")`)
			if tc.want != nil && got != strings.Join(tc.want, " ") {
				t.Errorf("suggestions %q, want %q", got, tc.want)
			}
			if tc.want == nil && !strings.Contains(got, "/guides/quickstart") {
				t.Errorf("suggestions %q, want the quickstart page (by the last segment)", got)
			}
			// A suggestion is a working link.
			tb.click(`#nb-suggest a`)
			if tb.evalBool(`!!document.querySelector(".notfound")`) {
				t.Errorf("the first suggestion leads to the 404 page (%s)", tb.location())
			}
		})
	}
}
