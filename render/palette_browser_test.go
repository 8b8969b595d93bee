package render_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/render"
)

// contrastJS walks every visible text and control of the page and
// returns the ones below WCAG AA as lines, then a last line with the
// number checked. A text's colour (times the opacity of its ancestors)
// is composed over its effective background: the background colours of
// the element and its ancestors, composed from the first opaque one.
// Text needs 4.5:1, large text (24px, or 18.66px bold) 3:1; a control
// without text (an icon button) 3:1 for its icon, drawn in currentColor.
const contrastJS = `(function(){
  function parse(c){ var m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c); if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]]; m = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)/.exec(c); return m ? [255*m[1], 255*m[2], 255*m[3], m[4] === undefined ? 1 : +m[4]] : null; }
  function over(a, b){ var t = a[3]; return [a[0]*t + b[0]*(1-t), a[1]*t + b[1]*(1-t), a[2]*t + b[2]*(1-t), 1]; }
  function lum(c){ return [0,1,2].map(function(i){ var v = c[i]/255; return v <= 0.04045 ? v/12.92 : Math.pow((v+0.055)/1.055, 2.4); }).reduce(function(s, v, i){ return s + v*[0.2126, 0.7152, 0.0722][i]; }, 0); }
  function ratio(a, b){ var x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
  function bg(el){
    var layers = [];
    for (var e = el; e; e = e.parentElement) {
      var c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    var base = layers.length && layers[layers.length-1][3] >= 1 ? layers.pop() : parse(getComputedStyle(document.body).backgroundColor);
    for (var i = layers.length - 1; i >= 0; i--) base = over(layers[i], base);
    return base;
  }
  function opacity(el){ var o = 1; for (var e = el; e; e = e.parentElement) o *= +getComputedStyle(e).opacity; return o; }
  function visible(el){
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
    var r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && r.bottom > -5 && r.right > 0;
  }
  function name(el){ return el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : ""); }
  var bad = [], n = 0, seen = new Set();
  function check(el, what, min){
    var cs = getComputedStyle(el), fg = parse(cs.color), b = bg(el);
    fg[3] *= opacity(el);
    var r = ratio(over(fg, b), b);
    n++;
    if (r < min - 0.01) bad.push(name(el) + " " + JSON.stringify(what.slice(0, 40)) + ": " + r.toFixed(2) + ":1 (" + cs.color + " on rgb(" + b.slice(0,3).map(Math.round).join(", ") + "), needs " + min + ")");
  }
  var w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var t; (t = w.nextNode()); ) {
    var el = t.parentElement, s = t.data.trim();
    if (!s || !el || seen.has(el) || el.closest("script, style, noscript, template") || !visible(el)) continue;
    seen.add(el);
    var cs = getComputedStyle(el), px = parseFloat(cs.fontSize), large = px >= 24 || (px >= 18.66 && +cs.fontWeight >= 700);
    check(el, s, large ? 3 : 4.5);
  }
  document.querySelectorAll("a, button, summary, input, select, textarea, label.menu-button, [role=button]").forEach(function(el){
    if (seen.has(el) || !visible(el) || el.textContent.trim()) return;
    check(el, el.getAttribute("aria-label") || el.className, 3);
  });
  bad.push(String(n));
  return bad.join("\n");
})()`

// TestBrowserContrast builds the example with harsh primary colours
// (black, white, lime, yellow: docs.json's colors.primary alone, so that
// both modes and the buttons derive from it) and checks in Chromium that
// every visible text and control of the home page, the components page
// and an endpoint page meets WCAG AA on its background, in light and in
// dark mode.
func TestBrowserContrast(t *testing.T) {
	needBrowser(t)
	primaries := []string{"#000000", "#ffffff", "#a8ff53", "#ffff00"}
	files := map[string][]byte{}
	for _, c := range primaries {
		for name, data := range build(t, exampleColoured(t, c), render.Options{}) {
			files[c[1:]+"/"+name] = data
		}
	}
	b := serveBrowser(t, files)
	pages := []string{"en/v2/", "en/v2/guides/components/", "api-reference/projects/create-a-project/"}
	for _, c := range primaries {
		for _, mode := range []string{"light", "dark"} {
			for _, p := range pages {
				t.Run(fmt.Sprintf("%s/%s/%s", c[1:], mode, p), func(t *testing.T) {
					tb := b.newTab(t)
					tb.ignore404()
					tb.colorScheme(mode)
					if _, err := run(tb, chromedp.Navigate(b.root+c[1:]+"/"+p)); err != nil {
						t.Fatal(err)
					}
					tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
					tb.waitFor(`document.readyState === "complete"`)
					lines := strings.Split(tb.evalString(contrastJS), "\n")
					n, _ := strconv.Atoi(lines[len(lines)-1])
					if n < 40 {
						t.Errorf("only %d texts and controls checked: is the page there?", n)
					}
					for _, l := range lines[:len(lines)-1] {
						t.Errorf("%s mode: %s", mode, l)
					}
				})
			}
		}
	}
}

// exampleColoured copies the example into a temporary folder with
// colors set to primary alone.
func exampleColoured(t *testing.T, primary string) string {
	return exampleWith(t, "docs.json", func(data []byte) []byte {
		return replaceIn(t, data, `"colors":\s*\{[^}]*\}`, `"colors": {"primary": "`+primary+`"}`)
	})
}

// TestBrowserAppearance: appearance.default and appearance.strict hold
// from the first paint. A page of the appearance golden site (default
// dark, strict) is opened with JavaScript on but app.js emptied, with
// the system in light mode and a stored "light" choice: <html> is dark
// before any script of the site but the inline one runs, the page's
// background is dark, and there is no toggle. Then the basic site (no
// appearance): the stored choice wins over the system, as the toggle
// left it.
func TestBrowserAppearance(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	files := map[string][]byte{}
	for _, site := range []string{"appearance", "basic"} {
		for name, data := range build(t, "../testdata/sites/"+site+"/docs", render.Options{}) {
			if strings.HasPrefix(name, "_navbuild/app.") {
				data = []byte("/* app.js left out: only the inline head script runs */")
			}
			files[site+"/"+name] = data
		}
	}
	b := serveBrowser(t, files)
	for _, tc := range []struct {
		site, stored, want string
		toggle             bool
	}{
		{"appearance", "light", "dark", false},
		{"basic", "dark", "dark", true},
		{"basic", "", "light", true},
	} {
		t.Run(tc.site+"/"+tc.stored, func(t *testing.T) {
			tb := b.newTab(t)
			tb.ignore404()
			tb.colorScheme("light")
			// Store the reader's choice on the site's origin, then load the page anew.
			if _, err := run(tb, chromedp.Navigate(b.root+tc.site+"/404.html")); err != nil {
				t.Fatal(err)
			}
			tb.evalString(fmt.Sprintf(`localStorage.clear(); if (%q) localStorage.setItem("navbuild:theme", %q); "ok"`, tc.stored, tc.stored))
			if _, err := run(tb, chromedp.Navigate(b.root+tc.site+"/")); err != nil {
				t.Fatal(err)
			}
			tb.do(chromedp.WaitReady(chromedp.CSS(`body`)))
			mode := tb.evalString(`document.documentElement.getAttribute("data-theme") || (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light")`)
			if mode != tc.want {
				t.Errorf("mode %q, want %q", mode, tc.want)
			}
			bg := tb.evalString(`getComputedStyle(document.body).backgroundColor`)
			if l := luminance(t, bg); (tc.want == "dark") != (l < 0.2) {
				t.Errorf("body background %s, want a %s one", bg, tc.want)
			}
			if toggle := tb.evalBool(`!!document.querySelector(".theme-toggle")`); toggle != tc.toggle {
				t.Errorf("toggle present: %v, want %v", toggle, tc.toggle)
			}
		})
	}
}
