package render_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// TestFrameIconFiles: an icon of the frame given as a path to an SVG file
// that paints in currentColor is drawn by a class of the stylesheet (its
// sanitized drawing as the mask, so that it takes the text's colour like
// the frame's other icons); one with colours of its own, and a URL, are
// images; a missing file is no icon (resolve warns).
func TestFrameIconFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"groups":[` +
			`{"group":"A","icon":"/images/mono.svg","pages":["index"]},` +
			`{"group":"B","icon":"/images/brand.svg","pages":["b"]},` +
			`{"group":"C","icon":"https://example.com/c.svg","pages":["c"]},` +
			`{"group":"D","icon":"/images/gone.svg","pages":["d"]}]}}`)},
		"index.mdx":        {Data: []byte("# Home")},
		"b.mdx":            {Data: []byte("# B")},
		"c.mdx":            {Data: []byte("# C")},
		"d.mdx":            {Data: []byte("# D")},
		"images/mono.svg":  {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><script>alert(1)</script><path fill="currentColor" d="M0 0h16v16z"/></svg>`)},
		"images/brand.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="#8F74E0"><path d="M0 0h16v16z"/></svg>`)},
	}
	files := buildFS(t, fsys, render.Options{NoMinify: true})
	var all bytes.Buffer
	var css []byte
	for name, data := range files {
		if strings.HasSuffix(name, ".css") && bytes.Contains(data, []byte(".icon-file--")) {
			css = data
		}
		if strings.HasSuffix(name, ".html") || strings.HasSuffix(name, ".js") {
			all.Write(data)
		}
	}
	class := regexp.MustCompile(`class="icon (icon-file--[0-9a-z]+)"`).FindSubmatch(all.Bytes())
	if class == nil {
		t.Fatalf("no icon-file class in the pages")
	}
	rule := regexp.MustCompile(`\.` + string(class[1]) + `\{--icon:url\("data:image/svg\+xml,[^"]*"\)\}`).Find(css)
	if rule == nil {
		t.Fatalf("no rule for %s in the stylesheet", class[1])
	}
	if bytes.Contains(rule, []byte("script")) || bytes.Contains(rule, []byte("currentColor")) {
		t.Errorf("rule not sanitized: %s", rule)
	}
	for _, want := range []string{`src="images/brand.svg"`, `src="https://example.com/c.svg"`} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("no %s in the pages", want)
		}
	}
	if strings.Contains(all.String(), "gone.svg") {
		t.Errorf("a missing icon file is drawn")
	}
}

// TestIconStyles: the style of a page's icon comes from its front
// matter's iconType or from Font Awesome's class names, in the sidebar
// and in the page.
func TestIconStyles(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index","b","c"]}}`)},
		"index.mdx": {Data: []byte("---\nicon: star\niconType: solid\n---\n# Home\n\n<Icon icon=\"fa-brands fa-github\" />\n")},
		"b.mdx":     {Data: []byte("---\nicon: star\n---\n# B")},
		"c.mdx":     {Data: []byte("---\nicon: fa-solid fa-heart\n---\n# C")},
	}
	files := buildFS(t, fsys, render.Options{NoMinify: true})
	var all strings.Builder
	for name, data := range files {
		if strings.HasSuffix(name, ".html") || strings.HasSuffix(name, ".js") {
			all.Write(data)
		}
	}
	for _, want := range []string{"icon-fontawesome-solid--star", "icon-fontawesome-regular--star", "icon-fontawesome-solid--heart"} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("no %s in the sidebar", want)
		}
	}
	// The brands github glyph, not a dot.
	m := regexp.MustCompile(`<svg class="icon[^>]*><use href="([^"#]+)#i"/>`).FindSubmatch(files["index.html"])
	if m == nil || !bytes.Contains(files[string(m[1])], []byte(`viewBox="0 0 512 512" fill="currentColor"><path d="M216.5 362.5`)) {
		t.Errorf("fa-brands fa-github not drawn from the brands set")
	}
}
