package render_test

import (
	"path"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// TestTwinClash: a redirect whose source is a page's twin name (ollama
// redirects /development.md to /development) makes that name a folder
// holding a forwarding page; the twin is then not written, nor linked, and
// no output name is the folder of another (the build failed with "mkdir
// development.md: not a directory").
func TestTwinClash(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index","guide"]},` +
			`"redirects":[{"source":"/guide.md","destination":"/guide"}]}`)},
		"index.mdx": {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		"guide.mdx": {Data: []byte("---\ntitle: Guide\n---\nHow.\n")},
	}
	files := buildFS(t, fsys, render.Options{NoMinify: true})
	for name := range files {
		for d := path.Dir(name); d != "."; d = path.Dir(d) {
			if _, ok := files[d]; ok {
				t.Errorf("%s is written as a file and as the folder of %s", d, name)
			}
		}
	}
	if _, ok := files["guide.md/index.html"]; !ok {
		t.Error("the redirect from /guide.md was not written")
	}
	if strings.Contains(string(files["guide/index.html"]), `href="guide.md"`) {
		t.Error("guide links a twin that is not written")
	}
	if _, ok := files["index.md"]; !ok {
		t.Error("the home page lost its twin")
	}
}
