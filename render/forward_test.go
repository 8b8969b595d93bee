// Pages that forward elsewhere: docs.json's redirects and a page's
// front matter url.

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
