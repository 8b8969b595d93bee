package render_test

import (
	"fmt"
	"strings"
	"testing"

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
	tb.evalJSON(`JSON.stringify({
  Scroll: document.documentElement.scrollWidth, Inner: window.innerWidth,
  Numbers: Array.from(document.querySelectorAll(".step-marker"), function(e){ return e.textContent.trim(); }),
  Lefts: Array.from(document.querySelectorAll(".step-marker"), function(e){ return Math.round(e.getBoundingClientRect().left); })
})`, &got)
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
