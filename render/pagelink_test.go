package render_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// TestFrontMatterURL checks that a page with front matter `url` is a link
// in the sidebar, as on the reference (an external one opening in a new
// tab), and that its own address forwards there: no empty page, no twin,
// no search record.
func TestFrontMatterURL(t *testing.T) {
	files := buildFS(t, fstest.MapFS{
		"docs.json":  {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index","github","local"]}}`)},
		"index.mdx":  {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		"github.mdx": {Data: []byte("---\ntitle: GitHub\nurl: \"https://github.com/acme/repo\"\n---\n")},
		"local.mdx":  {Data: []byte("---\ntitle: Local\nurl: /index\n---\n")},
	}, render.Options{NoMinify: true})
	home := string(files["index.html"])
	// The sidebar's pieces leave out quotes where HTML allows, minified or
	// not (attrValue).
	if !strings.Contains(home, `href=https://github.com/acme/repo target=_blank rel=noopener`) {
		t.Errorf("the sidebar does not link the url in a new tab:\n%s", home)
	}
	if strings.Contains(home, `href=github/`) {
		i := strings.Index(home, `href=github/`)
		t.Errorf("the sidebar links the url page's own address: %s", home[max(0, i-200):i+100])
	}
	page := string(files["github/index.html"])
	if !strings.Contains(page, `http-equiv="refresh" content="0; url=https://github.com/acme/repo"`) || strings.Contains(page, "<article") {
		t.Errorf("github/index.html does not forward to the url:\n%s", page)
	}
	if _, ok := files["github.md"]; ok {
		t.Error("a url page has a Markdown twin")
	}
	if strings.Contains(home, `target=_blank rel=noopener>Local`) || !strings.Contains(home, `>Local</a>`) {
		t.Error("an internal url opens in a new tab")
	}
}
