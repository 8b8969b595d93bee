package render_test

import (
	"fmt"
	"testing"
)

// TestBrowserTailwind opens the example's styling page in Chromium. Its
// Tailwind card grid (`grid grid-cols-1 md:grid-cols-2 lg:grid-cols-3`)
// lays its cards out side by side at 1280 px and one under the other at
// 390 px; its light/dark image pair (`dark:hidden`, `hidden dark:block`)
// shows exactly one image in each mode, whether the mode comes from the
// system or from the reader's toggle (data-theme); the site's own
// style.css and acme.js apply.
func TestBrowserTailwind(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	const page = "en/v2/guides/styling"

	for _, c := range []struct {
		width   int64
		columns int
	}{{1280, 3}, {390, 1}} {
		t.Run(fmt.Sprint(c.width), func(t *testing.T) {
			tb := b.openAt(t, page, c.width)
			tb.waitFor(`document.readyState === "complete"`)
			var cards []struct{ Left, Top, Width float64 }
			tb.evalJSON(`JSON.stringify([...document.querySelectorAll(".tw-grid > *")].map(e => {
				const r = e.getBoundingClientRect(); return {Left: r.left, Top: r.top, Width: r.width}}))`, &cards)
			if len(cards) != 3 {
				t.Fatalf("%d cards, want 3", len(cards))
			}
			lefts := map[float64]bool{}
			for _, card := range cards {
				lefts[card.Left] = true
			}
			if len(lefts) != c.columns {
				t.Errorf("cards in %d columns, want %d: %+v", len(lefts), c.columns, cards)
			}
			if c.columns == 1 && (cards[1].Top <= cards[0].Top || cards[2].Top <= cards[1].Top) {
				t.Errorf("cards are not one under the other: %+v", cards)
			}
			if c.columns == 3 && (cards[0].Top != cards[2].Top || cards[0].Width >= 400) {
				t.Errorf("cards are not one row of three: %+v", cards)
			}
			if got := tb.evalString(`getComputedStyle(document.querySelector(".tw-grid > a")).borderTopStyle + " " + getComputedStyle(document.querySelector(".tw-grid > a")).borderTopWidth`); got != "solid 1px" {
				t.Errorf("a card's border is %q, want solid 1px", got)
			}
		})
	}

	shown := func(tb *browserTab) string {
		return tb.evalString(`[".tw-light", ".tw-dark"].filter(s => {
			const e = document.querySelector(s); return getComputedStyle(e).display !== "none" && e.getBoundingClientRect().height > 0
		}).join(" ")`)
	}
	for _, c := range []struct{ system, stored, want string }{
		{"light", "", ".tw-light"}, {"dark", "", ".tw-dark"},
		{"dark", "light", ".tw-light"}, {"light", "dark", ".tw-dark"},
	} {
		t.Run(fmt.Sprintf("system-%s/stored-%s", c.system, c.stored), func(t *testing.T) {
			tb := b.openAt(t, page, 1280)
			tb.colorScheme(c.system)
			if c.stored != "" {
				tb.evalString(fmt.Sprintf(`document.documentElement.setAttribute("data-theme", %q), ""`, c.stored))
			}
			if got := shown(tb); got != c.want {
				t.Errorf("images shown: %q, want %q", got, c.want)
			}
		})
	}

	tb := b.openAt(t, page, 1280)
	tb.waitFor(`document.documentElement.getAttribute("data-acme") === "loaded"`)
	if w := tb.evalString(`getComputedStyle(document.querySelector(".acme-highlight")).fontWeight`); w != "600" {
		t.Errorf("the site's style.css does not apply: font-weight %s", w)
	}
}
