package render_test

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/render"
)

// TestContextualBaseURL checks that with a base URL the assistants' prompt
// names the page's canonical URL in the HTML, with nothing left for the
// script to fill in, and that a site without `contextual` has no menu.
func TestContextualBaseURL(t *testing.T) {
	files := build(t, "../testdata/sites/contextual/docs", render.Options{BaseURL: "https://example.com/docs/", NoMinify: true})
	page := string(files["guides/changes/index.html"])
	want := `href="https://claude.ai/new?q=Read%20https%3a%2f%2fexample.com%2fdocs%2fguides%2fchanges%2f%20and%20answer%20questions%20about%20it."`
	if !strings.Contains(strings.ToLower(page), strings.ToLower(want)) {
		i := strings.Index(page, "https://claude.ai")
		t.Errorf("no %s in guides/changes/index.html: %.200s", want, page[max(i, 0):])
	}
	if strings.Contains(page, "data-ask") {
		t.Error("data-ask with a base URL: the script would replace the canonical URL")
	}
	for name, data := range build(t, "../testdata/sites/basic/docs", render.Options{NoMinify: true}) {
		if strings.HasSuffix(name, ".html") && strings.Contains(string(data), "page-actions") {
			t.Errorf("%s has a contextual menu, but docs.json sets no contextual", name)
		}
	}
}
