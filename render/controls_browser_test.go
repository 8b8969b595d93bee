package render_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// ownControls are the controls navbuild's scripts add inside the MDX body:
// axe's findings on them are navbuild's, not the author's.
const ownControls = `.view-menu, .prompt-head .copy-button, .mermaid-actions, .mermaid-view`

// TestBrowserControls drives, on the example, the controls navbuild adds
// to components: the menu of <View>s (one view shown at a time, chosen by
// keyboard; "On this page" follows; a link to a heading in a view opens
// it; without JavaScript every view shows with its title), the copy button
// of <Prompt>, and the zoom and pan controls of Mermaid diagrams (buttons,
// keyboard, dragging, the fence's actions and placement). axe finds no
// serious violation in these controls in light or dark mode.
func TestBrowserControls(t *testing.T) {
	files := exampleFiles(t)
	b := serveBrowser(t, files)

	t.Run("View", func(t *testing.T) {
		static := string(files["en/v2/guides/components/index.html"])
		// Attributes are quoted or not, as the minifier leaves them.
		for _, want := range []string{`<section class="?view"? data-view="?Python"?>`, `<section class="?view"? data-view="?JavaScript"?>`, `<p class="?view-title"?>`} {
			if !regexp.MustCompile(want).MatchString(static) {
				t.Errorf("without JavaScript the page has no %s", want)
			}
		}
		tb := b.open(t, "en/v2/guides/components/")
		tb.waitFor(`!!document.querySelector(".view-menu select")`)
		state := `Array.from(document.querySelectorAll("section.view")).map(function (v) { return v.getAttribute("data-view") + (v.hidden ? ":hidden" : ":shown"); }).join(" ") + " " + document.querySelector(".view-menu select").value`
		if got := tb.evalString(state); got != "Python:shown JavaScript:hidden 0" {
			t.Errorf("views at first: %s", got)
		}
		if got := tb.evalString(`Array.from(document.querySelectorAll(".view-menu option")).map(function (o) { return o.textContent; }).join(",") + " " + document.querySelector(".view-menu label").textContent`); got != "Python,JavaScript ViewPythonJavaScript" {
			t.Errorf("menu: %s", got)
		}
		if tb.evalBool(`getComputedStyle(document.querySelector("section.view .view-title")).display !== "none"`) {
			t.Error("with the menu, a view still shows its title")
		}
		// Keyboard: focus the menu, ArrowDown picks the next view.
		tb.do(chromedp.Focus(chromedp.CSS(`.view-menu select`)), chromedp.KeyEvent(kb.ArrowDown))
		tb.waitFor(`document.querySelector(".view-menu select").value === "1"`)
		if got := tb.evalString(state); got != "Python:hidden JavaScript:shown 1" {
			t.Errorf("views after ArrowDown: %s", got)
		}
		if !tb.evalBool(`document.querySelector('section.view[data-view="JavaScript"]').getBoundingClientRect().height > 0`) {
			t.Error("the view chosen is not visible")
		}
	})

	t.Run("Prompt", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/components/")
		grantClipboard(t, tb)
		tb.waitFor(`!!document.querySelector(".prompt .prompt-head .copy-button")`)
		if got := tb.evalString(`document.querySelector(".prompt .copy-button").getAttribute("aria-label")`); got != "Copy prompt" {
			t.Errorf("the prompt's copy button is labelled %q", got)
		}
		// Keyboard: focus and Enter.
		tb.do(chromedp.Focus(chromedp.CSS(`.prompt .copy-button`)), chromedp.KeyEvent("\r"))
		tb.waitFor(`document.querySelector(".prompt .copy-button").classList.contains("copied")`)
		got, err := run(tb, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if got != "Create a project in the eu-west region and deploy the starter app." {
			t.Errorf("clipboard after the prompt's copy button: %q", got)
		}
	})

	t.Run("Mermaid", func(t *testing.T) {
		tb := b.open(t, "en/v2/guides/diagrams/")
		tb.waitFor(`document.querySelectorAll("div.mermaid[data-drawn]").length === 2`)
		if got := tb.evalString(`Array.from(document.querySelectorAll("div.mermaid")).map(function (m) { return m.querySelectorAll(".mermaid-action").length; }).join(" ")`); got != "3 0" {
			t.Fatalf("controls per diagram: %s, want 3 (actions={true}) and 0 (actions={false})", got)
		}
		box := `document.querySelector("div.mermaid.has-actions")`
		if !tb.evalBool(`(function () { var b = ` + box + `.getBoundingClientRect(), a = ` + box + `.querySelector(".mermaid-actions").getBoundingClientRect(); return a.top - b.top < 20 && b.right - a.right < 20; })()`) {
			t.Error(`placement="top-right": the controls are not in the top right corner`)
		}
		labels := tb.evalString(`Array.from(document.querySelectorAll(".mermaid-action")).map(function (b) { return b.getAttribute("aria-label"); }).join(",")`)
		if labels != "Zoom in,Zoom out,Reset view" {
			t.Errorf("labels: %s", labels)
		}
		transform := box + `.querySelector(".mermaid-view svg").style.transform`
		tb.do(chromedp.Click(chromedp.CSS(`.mermaid-action[data-action="zoomIn"]`)))
		if got := tb.evalString(transform); got != "translate(0px, 0px) scale(1.25)" {
			t.Errorf("after Zoom in: %q", got)
		}
		// Keyboard on the focused diagram: arrows pan, - zooms out, 0 resets.
		tb.do(chromedp.Focus(chromedp.CSS(`div.mermaid.has-actions .mermaid-view`)), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent("-"))
		if got := tb.evalString(transform); got != "translate(-40px, -40px) scale(1)" {
			t.Errorf("after ArrowRight, ArrowDown and -: %q", got)
		}
		tb.do(chromedp.KeyEvent("0"))
		if got := tb.evalString(transform); got != "translate(0px, 0px) scale(1)" {
			t.Errorf("after 0: %q", got)
		}
		// Keyboard on a button: Tab to Zoom out, Enter.
		tb.do(chromedp.Focus(chromedp.CSS(`.mermaid-action[data-action="zoomOut"]`)), chromedp.KeyEvent("\r"))
		if got := tb.evalString(transform); got != "translate(0px, 0px) scale(0.8)" {
			t.Errorf("after Enter on Zoom out: %q", got)
		}
		tb.do(chromedp.Click(chromedp.CSS(`.mermaid-action[data-action="reset"]`)))
		// Drag: 30px right and 10px down.
		x := tb.evalString(`String(Math.round(` + box + `.querySelector(".mermaid-view").getBoundingClientRect().left + 40))`)
		y := tb.evalString(`String(Math.round(` + box + `.querySelector(".mermaid-view").getBoundingClientRect().top + 40))`)
		var fx, fy float64
		if _, err := fmt.Sscan(x, &fx); err != nil {
			t.Fatal(err)
		}
		if _, err := fmt.Sscan(y, &fy); err != nil {
			t.Fatal(err)
		}
		tb.do(
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, fx, fy, chromedp.ButtonLeft),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, fx+30, fy+10, chromedp.ButtonLeft),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, fx+30, fy+10, chromedp.ButtonLeft),
		)
		if got := tb.evalString(transform); got != "translate(30px, 10px) scale(1)" {
			t.Errorf("after dragging by (30, 10): %q", got)
		}
	})

	for _, mode := range []string{"light", "dark"} {
		for _, p := range []string{"en/v2/guides/components/", "en/v2/guides/diagrams/"} {
			t.Run("axe/"+mode+"/"+p, func(t *testing.T) {
				ready := `!!document.querySelector(".view-menu select") && !!document.querySelector(".prompt .copy-button")`
				if strings.Contains(p, "diagrams") {
					ready = `document.querySelectorAll("div.mermaid[data-drawn]").length === 2`
				}
				for _, v := range b.axePageWhen(t, p, mode, ready) {
					if v.Impact != "serious" && v.Impact != "critical" {
						continue
					}
					for _, n := range v.Nodes {
						if n.Own {
							t.Errorf("/%s (%s): %s (%s): %s\n\t%s\n\t%s", p, mode, v.ID, v.Impact, v.Help, n.Target, n.HTML)
						}
					}
				}
			})
		}
	}
}
