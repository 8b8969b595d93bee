package render_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/render"
)

// TestBrowserSearchScriptRecords tampers with the search index of
// scriptFolderDocs's build, as an index written by someone else could
// be: the records of two pages link to script URLs, one spelled with a
// tab inside the scheme. search.js must link each result as a path of
// the site, never as a script URL.
func TestBrowserSearchScriptRecords(t *testing.T) {
	files := buildFS(t, scriptFolderDocs, render.Options{})
	tampered := 0
	for name, data := range files {
		if strings.HasPrefix(name, "_navbuild/search/d.") {
			d := bytes.ReplaceAll(data, []byte(`"./javascript:/alert/"`), []byte(`"java\tscript:alert(1)//"`))
			d = bytes.ReplaceAll(d, []byte(`"./javascript:alert(2)/list-cats/"`), []byte(`" JaVaScRiPt:alert(2)"`))
			if !bytes.Equal(d, data) {
				tampered++
			}
			files[name] = d
		}
	}
	if tampered == 0 {
		t.Fatal("no search record to tamper with: the fixture did not build as meant")
	}
	b := serveBrowser(t, files)
	tb := b.open(t, "")
	tb.do(chromedp.Click(chromedp.CSS(".search-button")))
	tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
	for _, q := range []string{"Folder page", "List cats"} {
		res := tb.searchResults(q)
		if len(res) == 0 {
			t.Fatalf("%s: no result", q)
		}
		if got := tb.evalString(`Array.from(document.querySelectorAll(".search-results a[href]"), function (a) { return a.protocol; }).join(" ")`); strings.Trim(strings.ReplaceAll(got, "http:", ""), " ") != "" {
			t.Errorf("%s: results %q link with the schemes %q, want http: (paths of the site)", q, res, got)
		}
	}
}
