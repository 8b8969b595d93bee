package render_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserIcons opens a page with icons of each set (a tab's and a
// group's from docs.json, Font Awesome solid, regular and brands, Lucide
// in the page) in light and dark mode: each is drawn (an SVG in the page
// that uses its file's symbol, a mask of the site's stylesheet in the
// frame), of non-zero size, visible, in the colour of the text around it, which changes with the
// mode. A Font Awesome Pro name (bullseye-pointer) is drawn, as its free
// substitute (bullseye).
func TestBrowserIcons(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"docs.json": `{"theme":"mint","name":"Icons","colors":{"primary":"#2563eb"},
"navigation":{"tabs":[{"tab":"Docs","icon":"book","groups":[{"group":"Start","icon":{"name":"rocket","library":"lucide"},"pages":["index"]}]}]}}`,
		"index.mdx": `---
title: Icons
---

<Icon icon="house" iconType="solid" size={24} /> <Icon icon="bell" size={24} /> <Icon icon="github" size={24} />

<Icon icon="bullseye-pointer" size={24} /> <Icon icon="bullseye" size={24} />

<Card title="Lucide" icon="house">A card.</Card>
`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := serveDocs(t, dir)
	tb := b.open(t, "")
	if n := tb.evalString(`String(document.querySelectorAll("main svg.icon > use[href^='_navbuild/i/']").length)`); n != "6" {
		t.Fatalf("%s icons of the page use a file, want 6", n)
	}
	// The files come after the page: wait until each is drawn.
	tb.waitFor(`Array.from(document.querySelectorAll("main svg.icon")).every(s => s.getBBox().width > 0)`)
	colours := map[string]string{}
	for _, mode := range []string{"light", "dark"} {
		tb.evalBool(`document.documentElement.setAttribute("data-theme", "` + mode + `"), true`)
		var got []struct {
			Where, Colour, Text string
			W, H, PathW, PathH  float64
			Visible             bool
		}
		// Icons of the page are SVG drawn from a file; those of the frame are spans
		// drawn by a mask from the site's stylesheet, in their background.
		js := `Array.from(document.querySelectorAll('main svg.icon, .tabbar .icon[class*="icon-fontawesome-"], .sidebar-nav .icon[class*="icon-lucide-"]')).map(s => {
			const r = s.getBoundingClientRect(), cs = getComputedStyle(s), svg = s.tagName === "svg";
			const b = svg ? s.getBBox() : r;
			const paint = !svg ? cs.backgroundColor : s.getAttribute("fill") === "none" ? cs.stroke : cs.fill;
			const mask = svg || (cs.maskImage || cs.webkitMaskImage || "").startsWith('url("data:image/svg+xml');
			return {Where: (s.closest("main") ? "main " : s.closest(".tabbar") ? "tab " : "sidebar ") + (svg ? s.innerHTML.slice(0, 30) : s.className),
				Colour: paint, Text: cs.color, W: r.width, H: r.height, PathW: b.width, PathH: b.height,
				Visible: mask && cs.visibility === "visible" && cs.display !== "none" && Number(cs.opacity) > 0 && s.checkVisibility()};
		})`
		if err := json.Unmarshal([]byte(tb.evalString(`JSON.stringify(`+js+`)`)), &got); err != nil {
			t.Fatal(err)
		}
		where := map[string]int{}
		for _, ic := range got {
			where[strings.Fields(ic.Where)[0]]++
		}
		if where["main"] != 6 || where["tab"] != 1 || where["sidebar"] != 1 {
			t.Fatalf("%s: icons drawn %v, want 6 in the page, 1 in the tab bar, 1 in the sidebar", mode, where)
		}
		if pro, free := tb.evalString(`document.querySelectorAll("main svg.icon")[3].innerHTML`), tb.evalString(`document.querySelectorAll("main svg.icon")[4].innerHTML`); pro != free {
			t.Errorf("%s: bullseye-pointer drawn as %.60s, not as bullseye %.60s", mode, pro, free)
		}
		// An icon of the page is painted in its symbol (currentColor, the
		// colour its <use> passes on), out of reach of the page's scripts:
		// read the colour it is drawn in from the screen, the pixel of its
		// box farthest from the box's corner (the background).
		shot, err := run(tb, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(shot))
		if err != nil {
			t.Fatal(err)
		}
		var boxes [][4]float64
		tb.evalJSON(`JSON.stringify(Array.from(document.querySelectorAll("main svg.icon")).map(s => { const r = s.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }))`, &boxes)
		n := 0
		for i, ic := range got {
			if strings.HasPrefix(ic.Where, "main ") {
				got[i].Colour = ink(img, boxes[n])
				n++
			}
		}
		for _, ic := range got {
			if ic.W <= 0 || ic.H <= 0 || ic.PathW <= 0 || ic.PathH <= 0 || !ic.Visible {
				t.Errorf("%s: icon %s is %vx%v (path %vx%v), visible %v", mode, ic.Where, ic.W, ic.H, ic.PathW, ic.PathH, ic.Visible)
			}
			if !sameColour(t, ic.Colour, ic.Text) {
				t.Errorf("%s: icon %s is drawn in %s, the text around it is %s", mode, ic.Where, ic.Colour, ic.Text)
			}
		}
		colours[mode] = got[0].Colour
	}
	if colours["light"] == colours["dark"] {
		t.Errorf("the first icon is %s in both modes", colours["light"])
	}
}

// ink is the colour of img's pixel, in the box (left, top, right,
// bottom) on screen, that is farthest from the box's top left corner,
// as a computed style writes it.
func ink(img image.Image, box [4]float64) string {
	rgb := func(x, y int) [3]int {
		r, g, b, _ := img.At(x, y).RGBA()
		return [3]int{int(r >> 8), int(g >> 8), int(b >> 8)}
	}
	x0, y0, x1, y1 := int(box[0]), int(box[1]), int(box[2]), int(box[3])
	bg, best, far := rgb(x0, y0), rgb(x0, y0), 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			c := rgb(x, y)
			if d := abs(c[0]-bg[0]) + abs(c[1]-bg[1]) + abs(c[2]-bg[2]); d > far {
				best, far = c, d
			}
		}
	}
	return fmt.Sprintf("rgb(%d, %d, %d)", best[0], best[1], best[2])
}

// sameColour reports whether CSS colours a and b differ by at most 48 in
// each channel: an icon's darkest pixel, anti-aliased in a thin stroke,
// next to its text's colour.
func sameColour(t *testing.T, a, b string) bool {
	t.Helper()
	ca, cb := channels(t, a), channels(t, b)
	for i := range ca {
		if abs(ca[i]-cb[i]) > 48 {
			return false
		}
	}
	return true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// TestBrowserFrameIcons: the interface's fixed icons, which have no
// element of their own, are drawn by a pseudo-element of their control:
// on the example's components page (phone width, so the menu button,
// the drawer's close and the contents' chevron show), each has content,
// a size, and the mask of the icon named for it (the .icon-NAME class's).
func TestBrowserFrameIcons(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	tb := b.newTab(t)
	tb.viewport(390)
	// The home page has the contents; the components page the rest.
	if _, err := run(tb, chromedp.Navigate(b.root)); err != nil {
		t.Fatal(err)
	}
	tb.do(chromedp.WaitReady(chromedp.CSS(`.toc-title`)))
	tb.checkPseudoIcon(".toc-title", "::after", "chevron-down")
	if _, err := run(tb, chromedp.Navigate(b.root+"en/v2/guides/components/")); err != nil {
		t.Fatal(err)
	}
	tb.do(chromedp.WaitReady(chromedp.CSS(`.pager`)))
	// Open what holds the icons: the drawer, the version selector.
	tb.evalBool(`document.getElementById("nb-drawer").click(), document.querySelector(".selector-version").open = true, true`)
	for _, ic := range []struct{ sel, pseudo, icon string }{
		{".menu-button", "::before", "bars"},
		{".drawer-close", "::before", "xmark"},
		{".search-button", "::before", "magnifying-glass"},
		{".selector-version > summary", "::after", "chevrons-up-down"},
		{`.selector-version .selector-panel a[aria-current="true"]`, "::after", "check"},
		{".nav-group summary", "::after", "chevron-right"},
		{".page-menu > summary", "::after", "chevron-down"},
		{".callout-note > .callout-icon", "::before", "circle-info"},
		{".callout-warning > .callout-icon", "::before", "triangle-exclamation"},
		{".accordion > summary", "::before", "chevron-right"},
		{".pager-prev .pager-dir", "::before", "arrow-left"},
		{".pager-next .pager-dir", "::after", "arrow-right"},
	} {
		tb.checkPseudoIcon(ic.sel, ic.pseudo, ic.icon)
	}
	// An option's label is its link's own text; its badges and the check
	// sit together at the end of the row (the gap between them, no more).
	var row struct{ Badge, Check [2]float64 }
	tb.evalJSON(`(function(){
  var a = document.querySelector('.selector-version .selector-panel a[aria-current="true"]');
  var b = Array.from(a.querySelectorAll(".badge")).pop().getBoundingClientRect(), cs = getComputedStyle(a, "::after");
  var end = a.getBoundingClientRect().right - parseFloat(getComputedStyle(a).paddingRight);
  return JSON.stringify({Badge: [b.left, b.right], Check: [end - parseFloat(cs.width), end]});
})()`, &row)
	if gap := row.Check[0] - row.Badge[1]; gap < 0 || gap > 16 {
		t.Errorf("current version option: its last badge at %v, the check at %v: want them side by side at the row's end", row.Badge, row.Check)
	}
}

// checkPseudoIcon checks that the first element sel matches has a
// pseudo-element (::before or ::after) drawn as an icon of the sets:
// content, a size, and the mask of the .icon-NAME class of icon.
func (tb *browserTab) checkPseudoIcon(sel, pseudo, icon string) {
	tb.t.Helper()
	var got struct {
		Found         bool
		Content, Mask string
		Want          string
		Width, Height float64
	}
	tb.evalJSON(fmt.Sprintf(`(function(){
  var e = document.querySelector(%q);
  if (!e) return JSON.stringify({Found: false});
  e.scrollIntoView({block: "center"});
  var s = getComputedStyle(e, %q), ref = document.createElement("span");
  ref.className = "icon icon-" + %q;
  document.body.append(ref);
  var want = getComputedStyle(ref).maskImage;
  ref.remove();
  return JSON.stringify({Found: true, Content: s.content, Mask: s.maskImage, Want: want, Width: parseFloat(s.width), Height: parseFloat(s.height)});
})()`, sel, pseudo, icon), &got)
	switch {
	case !got.Found:
		tb.t.Errorf("%s: no such element", sel)
	case got.Content != `""` || got.Width <= 0 || got.Height <= 0:
		tb.t.Errorf("%s%s: content %s, %vx%v, want an icon's box", sel, pseudo, got.Content, got.Width, got.Height)
	case !strings.HasPrefix(got.Mask, `url("data:image/svg+xml`) || got.Mask != got.Want:
		tb.t.Errorf("%s%s: mask %.80s, want icon-%s's %.80s", sel, pseudo, got.Mask, icon, got.Want)
	}
}
