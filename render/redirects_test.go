package render_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// TestRedirectPatterns checks what a static site makes of `redirects`
// patterns: a forwarding page for every source a pattern's destination
// gives back over the built pages, _redirects with every rule (301 for
// permanent, 302 else, splats in its syntax) and 404.html's script for the
// patterns whose sources cannot be listed.
func TestRedirectPatterns(t *testing.T) {
	files := buildFS(t, fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},
			"navigation":{"pages":["index","guides/a","guides/b/c"]},
			"redirects":[
				{"source":"/old/:slug*","destination":"/guides/:slug*","permanent":true},
				{"source":"/v1/:page","destination":"/guides/:page"},
				{"source":"/blog/*","destination":"/"},
				{"source":"/plain","destination":"/guides/a"}]}`)},
		"index.mdx":      {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		"guides/a.mdx":   {Data: []byte("---\ntitle: A\n---\nA.\n")},
		"guides/b/c.mdx": {Data: []byte("---\ntitle: C\n---\nC.\n")},
	}, render.Options{NoMinify: true})
	for src, dest := range map[string]string{
		"old/a/index.html":   "guides/a",
		"old/b/c/index.html": "guides/b/c",
		"v1/a/index.html":    "guides/a",
		"plain/index.html":   "guides/a",
	} {
		if got := string(files[src]); !strings.Contains(got, `http-equiv="refresh"`) || !strings.Contains(got, dest) {
			t.Errorf("%s does not forward to %s:\n%s", src, dest, got)
		}
	}
	if _, ok := files["v1/b/c/index.html"]; ok {
		t.Error(":page matched more than one segment")
	}
	want := "/old/* /guides/:splat 301\n/v1/:page /guides/:page 302\n/blog/* / 302\n/plain /guides/a 302\n"
	if got := string(files["_redirects"]); got != want {
		t.Errorf("_redirects:\n%s\nwant:\n%s", got, want)
	}
	nf := string(files["404.html"])
	if !strings.Contains(nf, `var R=[["/blog/*","/"]]`) {
		t.Errorf("404.html does not forward the unlisted pattern:\n%s", nf)
	}
	if strings.Contains(nf, `/old/:slug*`) {
		t.Error("404.html carries a pattern the build listed")
	}
}
