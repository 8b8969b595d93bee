package render_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
)

// uiSite builds and serves a small site whose pages are files (docs.json
// among them).
func uiSite(t *testing.T, files map[string]string) *browserSite {
	t.Helper()
	dir := t.TempDir()
	docstest.Write(t, dir, files)
	return serveBrowser(t, build(t, dir, render.Options{}))
}

// longLine is a code line far wider than a phone.
var longLine = strings.Repeat("pip install --upgrade some-package ", 8)

// TestBrowserStepsFromSnippets opens, on a 390 px phone, a quick-start
// whose Steps come from snippets (each a Step, or several): the page must
// not scroll sideways, and the steps are numbered 1 to 5 down one column.
func TestBrowserStepsFromSnippets(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	step := func(title string) string {
		return fmt.Sprintf("<Step title=%q>\n\n```bash\n%s\n```\n\n</Step>\n", title, longLine)
	}
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"pages":["quickstart"]}}`,
		"quickstart.mdx": "---\ntitle: Quickstart\n---\n\nimport One from '/snippets/one.mdx'\nimport Pair from '/snippets/pair.mdx'\nimport Group from '/snippets/group.mdx'\n\n" +
			"<Steps>\n  <One />\n  <Pair />\n  <Group />\n</Steps>\n",
		"snippets/one.mdx":   step("Install"),
		"snippets/pair.mdx":  step("Configure") + "\n" + step("Run"),
		"snippets/group.mdx": "<Steps>\n" + step("Check") + step("Ship") + "</Steps>\n",
	})
	tb := b.openAt(t, "quickstart/", 390)
	var got struct {
		Scroll, Inner int
		Numbers       []string
		Lefts         []int
	}
	// A step's number is its list's counter (the items of display
	// list-item so far), drawn by its ::after, or its marker's.
	tb.evalJSON(`(function(){
  function numbers() {
    var out = [];
    document.querySelectorAll("ol.steps").forEach(function(ol){
      var n = 0;
      Array.from(ol.children).forEach(function(li){
        if (getComputedStyle(li).display !== "list-item") return;
        n++;
        var m = li.querySelector(":scope > .step-marker");
        out.push(m ? m.textContent.trim() : getComputedStyle(li, "::after").content.indexOf("counter(list-item)") === 0 ? String(n) : "no number");
      });
    });
    return out;
  }
  return JSON.stringify({
  Scroll: document.documentElement.scrollWidth, Inner: window.innerWidth,
  Numbers: numbers(),
  Lefts: Array.from(document.querySelectorAll("li.step"), function(e){ return Math.round(e.getBoundingClientRect().left); })
});
})()`, &got)
	// A phone widens its layout viewport to fit what overflows, so the
	// page is measured against the 390 px it was opened at.
	if got.Scroll > 390 || got.Inner > 390 {
		t.Errorf("the page is %d px wide (viewport %d) on a 390 px phone: it scrolls sideways", got.Scroll, got.Inner)
	}
	if s := strings.Join(got.Numbers, " "); s != "1 2 3 4 5" {
		t.Errorf("step numbers %q, want 1 2 3 4 5", s)
	}
	for _, l := range got.Lefts {
		if l != got.Lefts[0] {
			t.Errorf("step markers at x %v: not one column", got.Lefts)
			break
		}
	}
}

// TestBrowserHTMLDark checks that <html> carries the reference's class
// "dark" and color-scheme in step with the system and the toggle, so a
// site's own html.dark rules apply, and that navbuild paints the content
// itself: a site's light body cannot show behind dark-mode text.
func TestBrowserHTMLDark(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"pages":["index"]}}`,
		"index.mdx": "---\ntitle: Home\n---\n\n<div className=\"hero\">Hero</div>\n\nSome text to read.\n",
		"site.css":  "body { background: #fff; color: #111; }\nhtml.dark .hero { background-color: rgb(1, 2, 3); }\n",
	})
	type state struct {
		Dark          bool
		Scheme, Hero  string
		Text, Painted string
	}
	read := func(tb *browserTab) state {
		var s state
		tb.evalJSON(`(function(){
  var p = document.querySelector(".prose p:last-of-type"), e = p, bg = "";
  for (; e; e = e.parentElement) { bg = getComputedStyle(e).backgroundColor; if (bg !== "rgba(0, 0, 0, 0)") break; }
  return JSON.stringify({Dark: document.documentElement.classList.contains("dark"),
    Scheme: getComputedStyle(document.documentElement).colorScheme,
    Hero: getComputedStyle(document.querySelector(".hero")).backgroundColor,
    Text: getComputedStyle(p).color, Painted: bg});
})()`, &s)
		return s
	}
	check := func(t *testing.T, s state, dark bool) {
		t.Helper()
		if s.Dark != dark {
			t.Errorf("html.dark is %v, want %v", s.Dark, dark)
		}
		mode, hero := "light", "rgba(0, 0, 0, 0)"
		if dark {
			mode, hero = "dark", "rgb(1, 2, 3)"
		}
		if s.Scheme != mode {
			t.Errorf("color-scheme %q, want %s", s.Scheme, mode)
		}
		if s.Hero != hero {
			t.Errorf("the site's html.dark rule: hero background %s, want %s", s.Hero, hero)
		}
		lt, lb := luminance(t, s.Text), luminance(t, s.Painted)
		if c := (max(lt, lb) + 0.05) / (min(lt, lb) + 0.05); c < 4.5 {
			t.Errorf("text %s on %s: contrast %.2f", s.Text, s.Painted, c)
		}
	}
	t.Run("toggle", func(t *testing.T) {
		tb := b.openMode(t, "", 1280, "light")
		check(t, read(tb), false)
		tb.do(chromedp.Click(chromedp.CSS(`.topbar .theme-toggle`)))
		check(t, read(tb), true)
		tb.do(chromedp.Click(chromedp.CSS(`.topbar .theme-toggle`)))
		check(t, read(tb), false)
	})
	t.Run("system", func(t *testing.T) {
		tb := b.openMode(t, "", 1280, "dark")
		check(t, read(tb), true)
		tb.colorScheme("light")
		// The system's change reaches the page as an event.
		tb.waitFor(`!document.documentElement.classList.contains("dark")`)
		check(t, read(tb), false)
	})
}

// TestBrowserBareModes opens mode: custom and mode: frame pages: as in
// the reference, the author's hero stands alone (no page title,
// description or Copy page button), the article is as wide as its column,
// and the author's JSX card is not underlined as a prose link, while a
// link in running text still is.
func TestBrowserBareModes(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	page := func(mode string) string {
		return "---\ntitle: Welcome\ndescription: The lead\nmode: " + mode + "\n---\n\n" +
			"<div className=\"hero\"><h1>Hero</h1><a className=\"my-card\" href=\"/custom\"><div>Card</div></a></div>\n\nRead [the guide](/frame).\n"
	}
	b := uiSite(t, map[string]string{
		"docs.json":  `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"contextual":{"options":["copy"]},"navigation":{"pages":["custom","frame"]}}`,
		"custom.mdx": page("custom"),
		"frame.mdx":  page("frame"),
	})
	for _, mode := range []string{"custom", "frame"} {
		t.Run(mode, func(t *testing.T) {
			tb := b.openAt(t, mode+"/", 1440)
			var got struct {
				Header, Copy     bool
				Article, Main    int
				Card, Prose, H1s string
			}
			tb.evalJSON(`(function(){
  var shown = function(sel){ var e = document.querySelector(sel); return !!e && e.getBoundingClientRect().height > 0; };
  var m = document.querySelector(".main"), ms = getComputedStyle(m);
  return JSON.stringify({Header: shown(".page-header"), Copy: shown(".page-copy"),
    Article: Math.round(document.querySelector(".article").getBoundingClientRect().width),
    Main: Math.round(m.clientWidth - parseFloat(ms.paddingLeft) - parseFloat(ms.paddingRight)),
    Card: getComputedStyle(document.querySelector(".my-card")).textDecorationLine,
    Prose: getComputedStyle(document.querySelector(".prose p:last-of-type a")).textDecorationLine,
    H1s: Array.from(document.querySelectorAll("h1"), function(e){ return e.textContent.trim(); }).join("|")});
})()`, &got)
			if got.Header || got.Copy {
				t.Errorf("page header shown %v, Copy page shown %v: want neither", got.Header, got.Copy)
			}
			if got.H1s != "Hero" {
				t.Errorf("headings one %q, want only the author's Hero", got.H1s)
			}
			if got.Article < got.Main-1 {
				t.Errorf("article %d px wide in a %d px column: not full width", got.Article, got.Main)
			}
			if got.Card != "none" {
				t.Errorf("the author's JSX card is drawn with text-decoration %q", got.Card)
			}
			if got.Prose != "underline" {
				t.Errorf("a link in running text has text-decoration %q, want underline", got.Prose)
			}
		})
	}
}

// TestBrowserAxeControls runs axe on a versioned site with tagged
// versions ("v2 Latest") and a PATCH endpoint, in light and dark mode:
// the version selector's name holds the text it shows, and every method
// badge reaches 4.5:1.
func TestBrowserAxeControls(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"versions":[
  {"version":"v2","tag":"Latest","groups":[{"group":"API","openapi":"openapi.yaml","pages":["v2/index"]}]},
  {"version":"v1","tag":"Legacy","pages":["v1/index"]}]}}`,
		"v2/index.mdx": "---\ntitle: Home\n---\n\nHello.\n",
		"v1/index.mdx": "---\ntitle: Old\n---\n\nOld.\n",
		"openapi.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\nservers: [{url: 'https://api.example.com'}]\npaths:\n" +
			"  /items/{id}:\n    parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n" +
			"    patch: {summary: Update an item, responses: {'200': {description: OK}}}\n" +
			"    put: {summary: Replace an item, responses: {'200': {description: OK}}}\n" +
			"    delete: {summary: Delete an item, responses: {'204': {description: Gone}}}\n",
	})
	for _, mode := range []string{"light", "dark"} {
		for _, p := range []string{"v2/", "api-reference/update-an-item/"} {
			t.Run(mode+"/"+p, func(t *testing.T) {
				checkAxe(t, "/"+p+" ("+mode+")", b.axePage(t, p, mode))
			})
		}
	}
}

// TestBrowserDrawerClose opens the menu drawer on a 390 px phone: it has
// a close button (a click, and Enter, close it), and the page behind it
// does not scroll while it is open.
func TestBrowserDrawerClose(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"pages":["index","other"]}}`,
		"index.mdx": "---\ntitle: Home\n---\n\n" + strings.Repeat("A long page to scroll.\n\n", 200),
		"other.mdx": "---\ntitle: Other\n---\n\nOther.\n",
	})
	tb := b.openAt(t, "", 390)
	open := `document.getElementById("nb-drawer").checked`
	shown := `(function(){ var e = document.querySelector(".drawer-close"); var r = e && e.getBoundingClientRect(); return !!r && r.width > 0 && r.left >= 0 && r.right <= innerWidth && getComputedStyle(document.querySelector(".sidebar")).transform === "none"; })()`
	// Open, and done sliding in: a click lands where it aims.
	tb.do(chromedp.Click(chromedp.CSS(`.menu-button`)))
	tb.waitFor(open + " && " + shown)
	// DeltaX is sent only when not zero, and Chromium wants both.
	wheel := func(p *input.DispatchMouseEventParams) { p.DeltaX, p.DeltaY = 1, 600 }
	// Over the backdrop, beside the drawer.
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, 370, 400, wheel))
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, 370, 400, wheel))
	if y := tb.evalString(`String(scrollY)`); y != "0" {
		t.Errorf("the page behind the open drawer scrolled to %s", y)
	}
	tb.do(chromedp.Click(chromedp.CSS(`.drawer-close`)))
	// Closed once the drawer has slid away from over the menu button.
	tb.waitFor("!" + open + ` && getComputedStyle(document.querySelector(".sidebar")).visibility === "hidden"`)
	tb.do(chromedp.Click(chromedp.CSS(`.menu-button`)))
	tb.waitFor(open + " && " + shown)
	tb.do(chromedp.Focus(chromedp.CSS(`.drawer-close`)), chromedp.KeyEvent(kb.Enter))
	tb.waitFor("!" + open + ` && document.activeElement.id === "nb-drawer"`)
}

// TestBrowserCodeGroupSync picks a language in one code group: every
// group of the page with that language shows it, and so does the page
// when opened again.
func TestBrowserCodeGroupSync(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	group := "<CodeGroup>\n\n```bash npm\nnpm i x\n```\n\n```bash pnpm\npnpm add x\n```\n\n</CodeGroup>\n\n"
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"pages":["index"]}}`,
		"index.mdx": "---\ntitle: Home\n---\n\n" + group + "Between.\n\n" + group,
	})
	tb := b.openAt(t, "", 1280)
	chosen := `Array.from(document.querySelectorAll(".code-group > .tab-input:checked"), function(i){ return i.nextElementSibling.textContent.trim(); }).join(" ")`
	if got := tb.evalString(chosen); got != "npm npm" {
		t.Fatalf("at first the groups show %q, want npm npm", got)
	}
	tb.do(chromedp.Click(chromedp.CSS(`.code-group .tab-label:nth-of-type(2)`)))
	tb.waitFor(chosen + ` === "pnpm pnpm"`)
	tb.do(chromedp.Reload(), chromedp.WaitReady(chromedp.CSS(`body`)))
	tb.waitFor(`document.readyState === "complete"`)
	if got := tb.evalString(chosen); got != "pnpm pnpm" {
		t.Errorf("opened again, the groups show %q, want pnpm pnpm", got)
	}
}

// TestBrowserThemeThreeStates clicks the theme toggle of a site without
// appearance.default round its three states: the system's mode, the
// other, the system's chosen, and back to following the system (nothing
// stored); a site with a default keeps two states.
func TestBrowserThemeThreeStates(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	files := map[string][]byte{}
	for name, docs := range map[string]string{
		"free":  `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"pages":["index"]}}`,
		"fixed": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"appearance":{"default":"dark"},"navigation":{"pages":["index"]}}`,
	} {
		dir := t.TempDir()
		docstest.Write(t, dir, map[string]string{"docs.json": docs, "index.mdx": "---\ntitle: Home\n---\n\nHello.\n"})
		for n, data := range build(t, dir, render.Options{}) {
			files[name+"/"+n] = data
		}
	}
	b := serveBrowser(t, files)
	const state = `(function(){ var r = document.documentElement, b = document.querySelector(".topbar .theme-toggle");
  var shown = getComputedStyle(b, "::before").maskImage;
  var icon = ["icon-sun", "icon-moon", "icon-monitor"].filter(function(c){ var s = document.createElement("span"); s.className = "icon " + c; document.body.append(s); var m = getComputedStyle(s).maskImage; s.remove(); return m === shown; }).join(",");
  return [r.getAttribute("data-theme") || "-", localStorage.getItem("navbuild:theme") || "-", b.title, icon, r.classList.contains("dark")].join(" "); })()`
	tb := b.openMode(t, "free/", 1280, "light")
	tb.waitFor(`document.readyState === "complete"`)
	for i, want := range []string{
		"- - System icon-monitor false",
		"dark dark Dark icon-sun true",
		"light light Light icon-moon false",
		"- - System icon-monitor false",
	} {
		if i > 0 {
			tb.do(chromedp.Click(chromedp.CSS(`.topbar .theme-toggle`)))
		}
		if got := tb.evalString(state); got != want {
			t.Errorf("after %d clicks: %q, want %q", i, got, want)
		}
	}
	tb = b.openMode(t, "fixed/", 1280, "light")
	if tb.evalBool(`document.querySelector(".topbar .theme-toggle").hasAttribute("data-system")`) {
		t.Errorf("a site with appearance.default offers a system state")
	}
}

// TestBrowserAPIDescriptionCode opens an endpoint page whose OpenAPI
// descriptions hold inline code and a code block: they are drawn as the
// page's prose draws them (a code box, a block with its border).
func TestBrowserAPIDescriptionCode(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"groups":[{"group":"API","openapi":"openapi.yaml","pages":["index"]}]}}`,
		"index.mdx": "---\ntitle: Home\n---\n\nSee `prose`.\n\n```bash\necho prose\n```\n",
		"openapi.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\nservers: [{url: 'https://api.example.com'}]\npaths:\n" +
			"  /items:\n    post:\n      summary: Make an item\n      requestBody:\n        description: \"Send `inline` code.\\n\\n```json\\n{\\\"a\\\": 1}\\n```\\n\"\n" +
			"        content: {application/json: {schema: {type: object, properties: {name: {type: string, description: \"The `name`.\"}}}}}\n" +
			"      responses: {'200': {description: OK}}\n",
	})
	look := `function(sel){ var e = document.querySelector(sel); if (!e) return "missing " + sel; var s = getComputedStyle(e); return [s.backgroundColor, s.borderTopWidth, s.fontFamily].join(" / "); }`
	tb := b.openAt(t, "", 1280)
	inline := tb.evalString(`(` + look + `)(".prose p code")`)
	block := tb.evalString(`(` + look + `)(".prose pre")`)
	tb = b.openAt(t, "api-reference/make-an-item/", 1280)
	for sel, want := range map[string]string{
		".api-description p code": inline,
		".field-body > p code":    inline,
		".api-description pre":    block,
	} {
		if got := tb.evalString(`(` + look + `)(` + fmt.Sprintf("%q", sel) + `)`); got != want {
			t.Errorf("%s: %s, want as in prose: %s", sel, got, want)
		}
	}
	if got := tb.evalString(`getComputedStyle(document.querySelector(".api-description pre code")).borderTopWidth`); got != "0px" {
		t.Errorf("the code in a description's block has a %s border", got)
	}
}

// TestBrowserPlaygroundBasicAuth opens the playground of an endpoint that
// requires HTTP basic credentials, on an API with one server: the server
// section shows its address, and Send with the username empty is refused
// with a message, sending nothing.
func TestBrowserPlaygroundBasicAuth(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	b := uiSite(t, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"groups":[{"group":"API","openapi":"openapi.yaml","pages":["index"]}]}}`,
		"index.mdx": "---\ntitle: Home\n---\n\nHello.\n",
		"openapi.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\nservers: [{url: 'https://api.example.invalid/v1'}]\n" +
			"components: {securitySchemes: {basic: {type: http, scheme: basic}}}\nsecurity: [{basic: []}]\npaths:\n" +
			"  /items:\n    get: {summary: List items, responses: {'200': {description: OK}}}\n",
	})
	tb := b.openAt(t, "api-reference/list-items/", 1280)
	tb.do(chromedp.Click(chromedp.CSS(`.try-it`)))
	tb.waitFor(`!!document.querySelector("dialog.try-dialog[open]")`)
	if got := tb.evalString(`document.querySelector("dialog[open] .try-section").textContent`); !strings.Contains(got, "https://api.example.invalid/v1") {
		t.Errorf("the server section reads %q, want its address", got)
	}
	tb.evalString(`window.nbFetched = 0; var f = window.fetch; window.fetch = function(){ window.nbFetched++; return f.apply(this, arguments); }; ""`)
	tb.do(chromedp.Click(chromedp.CSS(`dialog[open] .try-send`)))
	tb.waitFor(`/Username/.test(document.querySelector("dialog[open] .try-status").textContent)`)
	if n := tb.evalString(`String(window.nbFetched)`); n != "0" {
		t.Errorf("Send with the username empty sent %s requests", n)
	}
}
