package render_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
		for _, ic := range got {
			if ic.W <= 0 || ic.H <= 0 || ic.PathW <= 0 || ic.PathH <= 0 || !ic.Visible {
				t.Errorf("%s: icon %s is %vx%v (path %vx%v), visible %v", mode, ic.Where, ic.W, ic.H, ic.PathW, ic.PathH, ic.Visible)
			}
			if ic.Colour != ic.Text {
				t.Errorf("%s: icon %s is drawn in %s, the text around it is %s", mode, ic.Where, ic.Colour, ic.Text)
			}
		}
		colours[mode] = got[0].Colour
	}
	if colours["light"] == colours["dark"] {
		t.Errorf("the first icon is %s in both modes", colours["light"])
	}
}
