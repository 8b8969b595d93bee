package render_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// TestPageDrawsIconOnce: a page whose cards repeat an icon draws it once
// and uses it after (useIcons), and the cards keep their icons.
func TestPageDrawsIconOnce(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"Icons","colors":{"primary":"#0D9488"},"navigation":{"pages":["index"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Icons\n---\n\n<CardGroup cols={2}>\n<Card title=\"A\" icon=\"rocket\">a</Card>\n<Card title=\"B\" icon=\"rocket\">b</Card>\n<Card title=\"C\" icon=\"rocket\">c</Card>\n</CardGroup>\n")},
	}
	page := string(buildFS(t, fsys, render.Options{})["index.html"])
	if n := strings.Count(page, `<use href="#nb-icon-1"/>`); n != 2 || strings.Count(page, `id="nb-icon-1"`) != 1 {
		t.Errorf("%d uses of the card icon, want 2 after one drawing:\n%s", n, page)
	}
	if n := strings.Count(page, "card-icon"); n != 3 {
		t.Errorf("%d card icons, want 3", n)
	}
}
