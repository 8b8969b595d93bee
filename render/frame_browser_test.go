package render_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/navbuild/navbuild/internal/docstest"
)

// widths are the breakpoints the frame tests measure: a phone, a tablet
// (drawer, no tab bar) and a desktop (sidebar, tab bar).
var widths = []int64{390, 800, 1280}

// openAt opens path in a new tab whose viewport is width pixels wide (a
// phone's, touch and all, below 500); width 0 keeps the browser's window.
func (b *browserSite) openAt(t *testing.T, path string, width int64) *browserTab {
	t.Helper()
	tb := b.newTab(t)
	if width > 0 {
		tb.viewport(width)
	}
	tb.navigate(path)
	return tb
}

// navigate loads path (below the site's root) in the tab, failing the
// test unless it answers 200, and waits for its body.
func (tb *browserTab) navigate(path string) {
	tb.t.Helper()
	resp, err := run(tb, chromedp.NavigateResponse(tb.site.root+path))
	if err != nil {
		tb.t.Fatalf("open /repo/%s: %v", path, err)
	}
	if resp.Status != http.StatusOK {
		tb.t.Fatalf("open /repo/%s: status %d", path, resp.Status)
	}
	tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
}

func (tb *browserTab) viewport(width int64) {
	tb.t.Helper()
	var opts []chromedp.EmulateViewportOption
	if width < 500 {
		opts = append(opts, chromedp.EmulateMobile)
	}
	tb.do(chromedp.EmulateViewport(width, 844, opts...))
}

// colorScheme sets the system's preference the tab reports to mode
// ("light" or "dark").
func (tb *browserTab) colorScheme(mode string) {
	tb.t.Helper()
	call(tb, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: mode}}})
}

// evalJSON evaluates js, which returns a JSON string, into v.
func (tb *browserTab) evalJSON(js string, v any) {
	tb.t.Helper()
	if err := json.Unmarshal([]byte(tb.evalString(js)), v); err != nil {
		tb.t.Fatalf("on %s: %v", tb.location(), err)
	}
}

// pagesOf returns the folders of the site's HTML pages ("" for the root).
func pagesOf(files map[string][]byte) []string {
	var pages []string
	for name := range files {
		if dir, ok := strings.CutSuffix(name, "index.html"); ok && (dir == "" || strings.HasSuffix(dir, "/")) {
			pages = append(pages, dir)
		}
	}
	slices.Sort(pages)
	return pages
}

// headerBox measures the sticky header: its bottom edge (the banner above
// it scrolls away), and the element js names.
const headerJS = `(function(sel){
	var bottom = document.querySelector(".topbar").getBoundingClientRect().bottom;
	var e = sel && document.querySelector(sel);
	var r = e ? e.getBoundingClientRect() : null, cs = e ? getComputedStyle(e) : null;
	return JSON.stringify({header: bottom, scrollY: scrollY,
		top: r ? r.top : 0, bottom: r ? r.bottom : 0, height: r ? r.height : 0,
		shown: !!(r && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none"),
		sticky: !!(cs && cs.position === "sticky")});
})(%q)`

type box struct {
	Header, ScrollY, Top, Bottom, Height float64
	Shown, Sticky                        bool
}

// TestBrowserAnchors opens pages of the example (tabs and a banner) at
// #anchor at each width: the heading lands fully below the sticky header,
// and the sticky sidebar and the API examples column start below it.
func TestBrowserAnchors(t *testing.T) {
	files := exampleFiles(t)
	b := serveBrowser(t, files)
	for _, w := range widths {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			for _, page := range []string{"en/v2/guides/components/", "en/v2/guides/quickstart/", "api-reference/projects/create-a-project/"} {
				tb := b.openAt(t, page, w)
				if !tb.evalBool(`!!document.querySelector(".tabbar") && !!document.querySelector(".banner")`) {
					t.Fatalf("%s: no tab bar or banner: the test needs both", page)
				}
				var ids []string
				tb.evalJSON(`JSON.stringify(Array.from(document.querySelectorAll(".prose h2[id], .prose h3[id], .api-ref h2[id], .api-section[id]"), h => h.id))`, &ids)
				if len(ids) < 2 {
					t.Fatalf("%s: %d anchored headings, want at least 2", page, len(ids))
				}
				for _, id := range []string{ids[1], ids[len(ids)/2]} {
					tb := b.openAt(t, page+"#"+id, w)
					var h box
					tb.evalJSON(fmt.Sprintf(headerJS, "#"+id), &h)
					if h.ScrollY == 0 {
						t.Errorf("%s#%s at %d px: the page did not scroll to the heading", page, id, w)
					}
					if h.Top < h.Header-0.5 {
						t.Errorf("%s#%s at %d px: heading top %.1f is above the header's bottom %.1f (hidden behind it)", page, id, w, h.Top, h.Header)
					}
					for _, sel := range []string{".sidebar", ".api-examples", ".toc"} {
						var s box
						tb.evalJSON(fmt.Sprintf(headerJS, sel), &s)
						if s.Shown && s.Sticky && s.Top < s.Header-0.5 {
							t.Errorf("%s#%s at %d px: %s top %.1f is under the header (bottom %.1f)", page, id, w, sel, s.Top, s.Header)
						}
					}
				}
			}
		})
	}
}

// overflowJS tells whether the page scrolls sideways at 390 px and, if
// it does, the outermost elements that stick out. (Not innerWidth: on a
// phone the viewport widens to what the page needs.)
const overflowJS = `(function(){
	var w = 390, out = [];
	if (!document.documentElement || !document.body) return ""; // a redirect, going on
	if (document.documentElement.scrollWidth <= w && document.documentElement.clientWidth <= w) return "";
	document.querySelectorAll("body *").forEach(function(e){
		var r = e.getBoundingClientRect();
		var out1 = function (r) { return r.right > w + 1 || r.left < -1; };
		if (r.width === 0 || !out1(r)) return;
		var p = e.parentElement && e.parentElement.getBoundingClientRect();
		if (p && out1(p)) return;
		out.push(e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? "." + String(e.className).trim().split(/\s+/).join(".") : "") + " (" + Math.round(r.left) + " to " + Math.round(r.right) + ")");
	});
	return "scrollWidth " + document.documentElement.scrollWidth + " > " + w + ": " + out.slice(0, 4).join(", ");
})()`

// TestBrowserMobile opens every page of the example, and pages of a
// corpus site, 390 px wide: none scrolls sideways; "On this page" is a
// collapsible at the top of the content; an endpoint page shows its
// examples right after its header.
func TestBrowserMobile(t *testing.T) {
	files := exampleFiles(t)
	b := serveBrowser(t, files)
	t.Run("NoSidewaysScroll", func(t *testing.T) {
		pages := pagesOf(files)
		if len(pages) < 30 {
			t.Fatalf("only %d pages in the example", len(pages))
		}
		tb := b.newTab(t)
		tb.viewport(390)
		for _, p := range pages {
			tb.do(chromedp.Navigate(b.root+p), chromedp.WaitReady(chromedp.CSS(`body`)))
			if got := tb.evalString(overflowJS); got != "" {
				t.Errorf("/%s at 390 px: %s", p, got)
			}
		}
		t.Logf("%d pages of the example at 390 px", len(pages))
		// The check sees a page that does scroll sideways.
		if got := tb.evalString(`document.querySelector(".prose").insertAdjacentHTML("beforeend", '<div class="too-wide" style="width:900px">x</div>'), ` + overflowJS); !strings.Contains(got, "div.too-wide") {
			t.Errorf("a 900 px wide block at 390 px: the check says %q", got)
		}
	})

	t.Run("Corpus", func(t *testing.T) {
		cfiles := builtCorpus(t, docstest.CorpusSite(t, "polarsource__polar")).files
		cb := serveBrowser(t, cfiles)
		pages := pagesOf(cfiles)
		if len(pages) > 25 {
			pages = pages[:25]
		}
		tb := cb.newTab(t)
		tb.viewport(390)
		tb.ignore404()
		for _, p := range pages {
			tb.do(chromedp.Navigate(cb.root+p), chromedp.WaitReady(chromedp.CSS(`body`)))
			if got := tb.evalString(overflowJS); got != "" {
				t.Errorf("polar /%s at 390 px: %s", p, got)
			}
		}
		t.Logf("%d pages of polar at 390 px", len(pages))
	})

	// "On this page" at the top of the content, closed, opens on a click
	// without JavaScript.
	t.Run("TOC", func(t *testing.T) {
		for _, js := range []bool{true, false} {
			tb := b.newTab(t)
			if !js {
				tb.noScript()
			}
			tb.viewport(390)
			tb.do(chromedp.Navigate(b.root+"en/v2/tutorials/deploy-a-static-site/"), chromedp.WaitReady(chromedp.CSS(`body`)))
			var s box
			tb.evalJSON(fmt.Sprintf(headerJS, ".toc summary"), &s)
			if !s.Shown {
				t.Fatalf("js=%v: no visible \"On this page\" summary at 390 px", js)
			}
			if title := tb.evalBool(`document.querySelector(".toc").getBoundingClientRect().top < document.querySelector(".prose").getBoundingClientRect().top`); !title {
				t.Errorf("js=%v: \"On this page\" is not above the content", js)
			}
			if tb.evalBool(`document.querySelector(".toc details").open`) {
				t.Errorf("js=%v: \"On this page\" is open at 390 px, want closed", js)
			}
			tb.do(chromedp.Click(chromedp.CSS(`.toc summary`)))
			tb.waitFor(`document.querySelector(".toc details").open && document.querySelector(".toc li a").getBoundingClientRect().height > 0`)
		}
		// On the desktop the rail is open.
		tb := b.openAt(t, "en/v2/tutorials/deploy-a-static-site/", 1280)
		if !tb.evalBool(`document.querySelector(".toc details").open && document.querySelector(".toc li a").getBoundingClientRect().height > 0`) {
			t.Errorf("at 1280 px the \"On this page\" rail is closed")
		}
	})

	t.Run("EndpointExamples", func(t *testing.T) {
		// On narrow screens the examples follow the reference, as in the
		// document (focus and screen readers meet them there too), and the
		// pager follows them: a phone showed 1,100 px of examples before
		// the description and parameters when they came first.
		order := `JSON.stringify(Array.from(document.querySelectorAll(":is(.article, .api-main) > .page-header, :is(.article, .api-main) > .prose, .api-ref, .api-examples, .pager")).sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).map(e => e.className.split(" ")[0]))`
		for _, w := range []int64{390, 800} {
			tb := b.openAt(t, "api-reference/projects/create-a-project/", w)
			var got []string
			tb.evalJSON(order, &got)
			if want := []string{"page-header", "prose", "api-ref", "api-examples", "pager"}; !slices.Equal(got, want) {
				t.Errorf("at %d px, top to bottom: %v, want %v", w, got, want)
			}
		}
		// On wide ones they are beside the reference, and the parts of the
		// article follow each other as on any page: the examples' height
		// (taller than the header and description) spaces none of them.
		tb := b.openAt(t, "api-reference/projects/create-a-project/", 1280)
		if !tb.evalBool(`(function(){var a=document.querySelector(".api-ref").getBoundingClientRect(),e=document.querySelector(".api-examples").getBoundingClientRect();return e.left>=a.right && e.top<=document.querySelector(":is(.article, .api-main) > .prose").getBoundingClientRect().top})()`) {
			t.Errorf("at 1280 px the examples are not beside the reference, level with the header")
		}
		// The gaps between the parts are those of one plain column
		// without the examples, even when the examples are taller than
		// the parts.
		tb.evalBool(`(function(){var e=document.querySelector(".api-examples");e.style.maxHeight="none";e.style.height=(document.querySelector(".api-main").offsetHeight+2000)+"px";return true})()`)
		gaps := `(function(){var q=function(s){return document.querySelector(s).getBoundingClientRect()},h=q(".page-header"),p=q(".api-main > .prose"),r=q(".api-ref"),g=q(".pager");return [p.top-h.bottom,r.top-p.bottom,g.top-r.bottom].map(Math.round).join(",")})()`
		grid := tb.evalString(gaps)
		tb.evalBool(`(function(){document.querySelector(".article").style.display="block";document.querySelector(".api-examples").style.display="none";return true})()`)
		if plain := tb.evalString(gaps); grid != plain {
			t.Errorf("at 1280 px, the gaps between header, description, reference and pager are %s px, %s px in one column without the examples", grid, plain)
		}
	})
}

// noScript disables JavaScript in the tab.
func (tb *browserTab) noScript() {
	tb.t.Helper()
	call(tb, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
}

// ignore404 drops "HTTP 404" problems (a corpus site links files it
// lacks; that is check's business, not the frame's), and failed loads
// from other sites (a corpus site's logo on its CDN: the test has no
// network).
func (tb *browserTab) ignore404() {
	tb.t.Cleanup(func() {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		kept := tb.problems[:0]
		for _, p := range tb.problems {
			offsite := strings.Contains(p, "net::ERR_") && !strings.Contains(p, tb.origin)
			if !strings.Contains(p, "404") && !offsite {
				kept = append(kept, p)
			}
		}
		tb.problems = kept
	})
}

// focusJS describes the focused element: is it visible, and does it show
// a focus ring (an outline or a box shadow)?
const focusJS = `(function(){
	var e = document.activeElement;
	if (!e || e === document.body) return JSON.stringify({name: "body"});
	var r = e.getBoundingClientRect(), cs = getComputedStyle(e), op = 1;
	for (var a = e; a; a = a.parentElement) op *= +getComputedStyle(a).opacity;
	var clip = cs.clip !== "auto" && cs.clip !== "" || cs.clipPath !== "none";
	var name = e.tagName.toLowerCase() + (e.className ? "." + String(e.className).trim().split(/\s+/).join(".") : "") + (e.getAttribute("href") ? "[" + e.getAttribute("href") + "]" : "");
	var visible = r.width > 2 && r.height > 2 && cs.visibility !== "hidden" && op > 0 && !clip;
	var ring = function (cs) { return (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== "none"; };
	if (!visible && e.labels) {
		// A visually hidden input (a tab's radio, the drawer's checkbox)
		// counts when a label of it shows, with the ring.
		var l = Array.from(e.labels).find(function (l) {
			var r = l.getBoundingClientRect(), cs = getComputedStyle(l);
			return r.width > 2 && r.height > 2 && cs.visibility !== "hidden" && cs.display !== "none";
		});
		if (l) return JSON.stringify({name: name + " (label " + l.className + ")", visible: true, ring: ring(getComputedStyle(l))});
	}
	return JSON.stringify({name: name, visible: visible, ring: ring(cs)});
})()`

// TestBrowserKeyboard tabs through the first stops of pages at a desktop
// and a phone width: every focused control is visible and shows a ring.
func TestBrowserKeyboard(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	for _, w := range []int64{1280, 390} {
		for _, page := range []string{"en/v2/guides/quickstart/", "api-reference/projects/create-a-project/"} {
			t.Run(fmt.Sprintf("%d/%s", w, page), func(t *testing.T) {
				tb := b.openAt(t, page, w)
				var names []string
				for i := 1; i <= 24; i++ {
					tb.do(chromedp.KeyEvent(kb.Tab))
					var f struct {
						Name          string
						Visible, Ring bool
					}
					tb.evalJSON(focusJS, &f)
					names = append(names, f.Name)
					if f.Name == "body" { // past the last control
						if i < 10 {
							t.Errorf("focus left the page after %d stops", i-1)
						}
						break
					}
					if !f.Visible {
						t.Errorf("stop %d: %s takes focus but is not visible", i, f.Name)
					} else if !f.Ring {
						t.Errorf("stop %d: %s shows no focus ring", i, f.Name)
					}
				}
				t.Logf("stops: %s", strings.Join(names, " | "))
			})
		}
	}
}

// TestBrowserFooterAlign: the footer's columns line up with the content
// and what is beside it: its left edge is the article's, its right edge
// that of the rightmost of the article, the "On this page" rail and an
// endpoint's examples (issue 35: the footer was centred on the article's
// width alone, so a page with a rail had it shifted right of the text).
func TestBrowserFooterAlign(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	edges := `(function(){var r=function(s){var e=document.querySelector(s);return e&&e.offsetParent?e.getBoundingClientRect():null};
		var a=r(".article"),f=r(".footer"),right=a.right;
		[".toc",".api-examples"].forEach(function(s){var x=r(s);if(x&&x.width>0)right=Math.max(right,x.right)});
		return [Math.round(f.left-a.left),Math.round(f.right-right)].join(",")})()`
	for _, path := range []string{"en/v2/tutorials/deploy-a-static-site/", "en/v2/guides/components/", "api-reference/projects/create-a-project/", "en/v2/guides/quickstart/"} {
		for _, w := range []int64{1440, 1280, 900} {
			tb := b.openAt(t, path, w)
			if got := tb.evalString(edges); got != "0,0" {
				t.Errorf("%s at %d px: the footer's left and right edges are %s px from the content's, want 0,0", path, w, got)
			}
		}
	}
}
