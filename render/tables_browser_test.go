package render_test

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// tableBoxJS measures the tables of the body: each table's box, the box
// inside its borders, its rows, and its scroll box (.table-wrap).
const tableBoxJS = `JSON.stringify(Array.from(document.querySelectorAll(".prose table"), function (t) {
	var r = t.getBoundingClientRect(), cs = getComputedStyle(t), w = t.parentElement;
	var inner = {left: r.left + parseFloat(cs.borderLeftWidth), right: r.right - parseFloat(cs.borderRightWidth)};
	return {class: t.className, style: t.getAttribute("style") || "", display: cs.display,
		left: inner.left, right: inner.right, width: r.width,
		rows: Array.from(t.rows, function (tr) { var b = tr.getBoundingClientRect(); return [b.left, b.right]; }),
		wrapped: w.classList.contains("table-wrap"), wrapWidth: w.clientWidth, wrapScroll: w.scrollWidth,
		focusable: w.tabIndex === 0, overflow: getComputedStyle(w).overflowX};
}))`

type tableBox struct {
	Class, Style, Display, Overflow string
	Left, Right, Width              float64
	Rows                            [][2]float64
	Wrapped, Focusable              bool
	WrapWidth, WrapScroll           float64
}

// tablesDocs is a page with the tables the test measures: a narrow
// Markdown table, a wide one (long words, five columns) and a table its
// author makes full width with a style.
var tablesDocs = fstest.MapFS{
	"docs.json": {Data: []byte(`{"theme":"mint","name":"Acme","colors":{"primary":"#0E7490"},"navigation":{"pages":["index"]}}`)},
	"index.mdx": {Data: []byte("---\ntitle: Tables\n---\n" +
		"| Size | vCPU |\n| --- | --- |\n| `nano` | 0.25 |\n\n" +
		"| Option | Type | Default | Environment variable | Description |\n| --- | --- | --- | --- | --- |\n" +
		"| `ACME_REGION_OVERRIDE_FOR_DEPLOYMENTS` | `string` | `eu-west-1` | `ACME_DEPLOYMENT_REGION_OVERRIDE` | Where every deployment goes. |\n\n" +
		"<table style={{ width: \"100%\" }}><tbody><tr><td>Full</td><td>width</td></tr></tbody></table>\n")},
}

// TestBrowserTables checks the tables of a page's body: each is in a
// focusable scroll box and keeps table layout, so a table its author
// makes full width (the example's plans.jsx, min-w-full; a style) has
// rows as wide as its border; a narrow one keeps its content's width; a
// wide one scrolls in its box on a phone, with and without JavaScript,
// and the page does not scroll sideways.
func TestBrowserTables(t *testing.T) {
	rowsSpan := func(t *testing.T, where string, tb tableBox) {
		t.Helper()
		if tb.Display != "table" {
			t.Errorf("%s: table %q is display:%s, want table", where, tb.Class+tb.Style, tb.Display)
		}
		if len(tb.Rows) == 0 {
			t.Fatalf("%s: table %q has no rows", where, tb.Class+tb.Style)
		}
		for i, r := range tb.Rows {
			if r[0] < tb.Left-1 || r[0] > tb.Left+1 || r[1] < tb.Right-1 || r[1] > tb.Right+1 {
				t.Errorf("%s: table %q row %d spans %.1f to %.1f, the table inside its border %.1f to %.1f", where, tb.Class+tb.Style, i, r[0], r[1], tb.Left, tb.Right)
			}
		}
	}
	measure := func(t *testing.T, b *browserSite, page string, width int64, js bool) []tableBox {
		t.Helper()
		tb := b.newTab(t)
		if !js {
			tb.noScript()
		}
		tb.viewport(width)
		tb.navigate(page)
		if got := tb.evalString(overflowJS); width == 390 && got != "" {
			t.Errorf("/%s at 390 px (js %v): %s", page, js, got)
		}
		var boxes []tableBox
		tb.evalJSON(tableBoxJS, &boxes)
		for _, x := range boxes {
			if !x.Wrapped || !x.Focusable || x.Overflow != "auto" {
				t.Errorf("/%s: table %q: in .table-wrap %v, focusable %v, overflow-x %s; want in a focusable box that scrolls (auto)", page, x.Class+x.Style, x.Wrapped, x.Focusable, x.Overflow)
			}
		}
		return boxes
	}

	t.Run("AuthorWidth", func(t *testing.T) {
		b := serveBrowser(t, exampleFiles(t))
		for _, w := range widths {
			var found bool
			for _, x := range measure(t, b, "en/v2/guides/components/", w, true) {
				if x.Class != "min-w-full text-sm" {
					continue
				}
				found = true
				where := fmt.Sprintf("plans.jsx at %d px", w)
				rowsSpan(t, where, x)
				if x.Width < float64(x.WrapWidth)-1 {
					t.Errorf("%s: a min-w-full table %.1f px wide in a box of %.0f px", where, x.Width, x.WrapWidth)
				}
			}
			if !found {
				t.Fatalf("no min-w-full table (snippets/plans.jsx) on the components page")
			}
		}
	})

	t.Run("Phone", func(t *testing.T) {
		b := serveBrowser(t, buildFS(t, tablesDocs, render.Options{}))
		for _, js := range []bool{true, false} {
			boxes := measure(t, b, "", 390, js)
			if len(boxes) != 3 {
				t.Fatalf("js %v: %d tables, want 3", js, len(boxes))
			}
			narrow, wide, full := boxes[0], boxes[1], boxes[2]
			if narrow.Width >= narrow.WrapWidth-1 {
				t.Errorf("js %v: the narrow table is %.1f px wide in a box of %.0f px: want its content's width", js, narrow.Width, narrow.WrapWidth)
			}
			if wide.WrapScroll <= wide.WrapWidth {
				t.Errorf("js %v: the wide table's box does not scroll (scroll width %.0f, width %.0f)", js, wide.WrapScroll, wide.WrapWidth)
			}
			rowsSpan(t, fmt.Sprintf("js %v", js), wide)
			rowsSpan(t, fmt.Sprintf("js %v", js), full)
			if full.Width < full.WrapWidth-1 {
				t.Errorf("js %v: a table of width 100%% is %.1f px wide in a box of %.0f px", js, full.Width, full.WrapWidth)
			}
		}
	})
}
