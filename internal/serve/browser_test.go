package serve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
)

// TestBrowserReload drives the live-reload script in headless Chromium:
// an edit reloads the page at the same scroll position, a broken docs.json
// shows the overlay with its diagnostics, and fixing it reloads the page
// without the overlay.
func TestBrowserReload(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	bctx := browsertest.Start(ctx, t, chromedp.WindowSize(1280, 800))
	files := map[string]string{}
	for k, v := range testDocs {
		files[k] = v
	}
	long := "---\ntitle: Guide\n---\n\n" + strings.Repeat("A paragraph that makes the page long enough to scroll.\n\n", 150)
	files["guide.mdx"] = long + "Version one.\n"
	dir, base, _, _, srv := startServer(t, files, testDebounce)

	eval := func(js string) float64 {
		t.Helper()
		v, err := chromedp.Run(bctx, chromedp.Evaluate[float64](js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return v
	}
	// waitJS polls a JavaScript condition: reloads happen when they happen.
	waitJS := func(what, js string) {
		t.Helper()
		end := time.Now().Add(deadline)
		for time.Now().Before(end) {
			// A reload in progress fails the evaluation: try again.
			if ok, err := chromedp.Run(bctx, chromedp.Evaluate[bool](js)); err == nil && ok {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		t.Fatalf("never true: %s (%s)", what, js)
	}

	if _, err := chromedp.Run(bctx, chromedp.Navigate(base+"guide/")); err != nil {
		t.Fatal(err)
	}
	waitJS("the page is loaded", `document.readyState === "complete" && document.body.innerText.includes("Version one.")`)
	// An edit before the script's event stream is open would go unseen.
	end := time.Now().Add(deadline)
	for srv.hub.count() == 0 {
		if time.Now().After(end) {
			t.Fatal("the page's script never opened the event stream")
		}
		time.Sleep(10 * time.Millisecond)
	}
	eval(`window.scrollTo(0, 1200); window.navbuildMark = 1; window.scrollY`)

	// An edit reloads the page (the mark is gone) at the same position.
	os.WriteFile(filepath.Join(dir, "guide.mdx"), []byte(long+"Version two.\n"), 0o644)
	waitJS("the page reloads with the edit", `!window.navbuildMark && document.readyState === "complete" && document.body.innerText.includes("Version two.")`)
	if y := eval(`window.scrollY`); y < 1100 || y > 1300 {
		t.Errorf("after the reload scrollY = %v, want about 1200", y)
	}

	// A broken docs.json: the overlay lists the diagnostics; the page stays.
	broken := strings.Replace(testDocs["docs.json"], `"pages": [`, `"pages": 7, "x": [`, 1)
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(broken), 0o644)
	waitJS("the overlay shows the diagnostics", `!!document.getElementById("navbuild-overlay") &&
		/docs\.json:5:\d+: error: navigation\.groups\[0\]\.pages: /.test(document.getElementById("navbuild-overlay").innerText)`)
	if eval(`document.body.innerText.includes("Version two.") ? 1 : 0`) != 1 {
		t.Error("the page is gone while the build is broken")
	}

	// Fixed: the page reloads without the overlay.
	eval(`window.navbuildMark = 2`)
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(testDocs["docs.json"]), 0o644)
	waitJS("the page reloads without the overlay", `!window.navbuildMark && document.readyState === "complete" && !document.getElementById("navbuild-overlay")`)
}
