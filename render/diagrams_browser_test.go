package render_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserDiagrams builds the diagrams golden site and checks in
// Chromium, with no network but the local server: Mermaid draws every
// diagram (an <svg> in its container, the source's <pre> hidden) in light
// mode, and again in dark mode after the toggle, with other colours;
// KaTeX typesets every formula (its HTML and MathML nodes) while prices
// stay text; a page with neither loads neither renderer.
func TestBrowserDiagrams(t *testing.T) {
	needBrowser(t)
	b := serveDocs(t, "../testdata/sites/diagrams/docs")
	t.Run("Mermaid", func(t *testing.T) {
		tb := b.open(t, "")
		if n := tb.evalString(`String(document.querySelectorAll("div.mermaid").length)`); n != "2" {
			t.Fatalf("%s diagram containers, want 2", n)
		}
		// The page's mode is the system's, light in headless Chromium.
		tb.do(chromedp.WaitReady(chromedp.CSS(`div.mermaid:nth-of-type(1)[data-drawn="light"] .mermaid-view svg`)))
		tb.do(chromedp.WaitReady(chromedp.CSS(`div.mermaid[data-drawn="light"] ~ div.mermaid[data-drawn="light"] .mermaid-view svg`)))
		const state = `Array.from(document.querySelectorAll("div.mermaid")).map(function (b) {
  var svg = b.querySelector(".mermaid-view svg"), node = svg && svg.querySelector(".node rect, .node polygon, rect.actor");
  return [b.getAttribute("data-drawn"), b.querySelector("pre.mermaid-source").hidden, !!svg, node ? getComputedStyle(node).fill : "-"].join(" ");
}).join("\n")`
		light := tb.evalString(state)
		for _, line := range strings.Split(light, "\n") {
			if !strings.HasPrefix(line, "light true true ") || strings.HasSuffix(line, " -") {
				t.Errorf("light mode: %q (want drawn, source hidden, an svg with a node)", line)
			}
		}
		tb.do(chromedp.Click(chromedp.CSS(`.theme-toggle`)))
		tb.do(chromedp.WaitReady(chromedp.CSS(`div.mermaid[data-drawn="dark"] ~ div.mermaid[data-drawn="dark"] .mermaid-view svg`)))
		dark := tb.evalString(state)
		if mode := tb.evalString(`document.documentElement.getAttribute("data-theme")`); mode != "dark" {
			t.Fatalf("after the toggle the page is %q", mode)
		}
		ls, ds := strings.Split(light, "\n"), strings.Split(dark, "\n")
		for i := range ds {
			if !strings.HasPrefix(ds[i], "dark true true ") {
				t.Errorf("dark mode: %q", ds[i])
			}
			if i < len(ls) && ls[i][len("light"):] == ds[i][len("dark"):] {
				t.Errorf("diagram %d has the same node colour in both modes: %q", i, ds[i])
			}
		}
		if n := tb.evalString(`String(document.querySelectorAll("body > [id^='dmermaid']").length)`); n != "0" {
			t.Errorf("%s of Mermaid's scratch elements left in the page", n)
		}
	})
	t.Run("Math", func(t *testing.T) {
		tb := b.open(t, "math/")
		tb.do(chromedp.WaitReady(chromedp.CSS(`.math.typeset .katex`)))
		got := tb.evalString(`(function () {
  var all = document.querySelectorAll(".math-inline, .math-display");
  var done = document.querySelectorAll(".math.typeset .katex .katex-mathml math");
  var display = document.querySelectorAll(".math-display.typeset .katex-display");
  var errors = document.querySelectorAll(".katex-error");
  var prices = Array.from(document.querySelectorAll(".prose p")).filter(function (p) { return /Prices stay text: \$5 or \$10, US\$20/.test(p.textContent) && !p.querySelector(".katex"); });
  return [all.length, done.length, display.length, errors.length, prices.length].join(" ");
})()`)
		// 3 inline, 3 display from Markdown; one of each from <Latex>.
		if got != "8 8 4 0 1" {
			t.Errorf("math: formulas, typeset, display, errors, price paragraphs = %s, want 8 8 4 0 1", got)
		}
		if font := tb.evalString(`getComputedStyle(document.querySelector(".katex")).fontFamily`); !strings.Contains(font, "KaTeX_Main") {
			t.Errorf("KaTeX's font is %q", font)
		}
	})
	t.Run("Neither", func(t *testing.T) {
		tb := b.open(t, "plain/")
		if got := tb.evalString(`Array.from(document.querySelectorAll("script[src], link[rel=stylesheet]")).map(function (e) { return e.getAttribute("src") || e.getAttribute("href"); }).filter(function (u) { return /mermaid|katex/.test(u); }).join(" ")`); got != "" {
			t.Errorf("a page without diagrams or math loads %s", got)
		}
	})
}
