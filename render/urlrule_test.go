package render_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// scriptFolderDocs is a site with a page in a folder named "javascript:"
// and endpoint pages in an OpenAPI directory named "javascript:alert(2)",
// which the reference serves at /javascript:/... A link written relative
// to the site's root as "javascript:/alert/" would run script; every
// place navbuild writes a page's link must write a path. The folder names
// are not valid on every file system, so the site lives in memory.
var scriptFolderDocs = fstest.MapFS{
	"docs.json": {Data: []byte(`{
  "theme": "mint",
  "name": "Script folders",
  "colors": { "primary": "#0D9373" },
  "navbar": { "primary": { "type": "button", "label": "Go", "href": "/javascript:/alert" } },
  "navigation": {
    "groups": [
      { "group": "G", "pages": ["index", "javascript:/alert"] },
      { "group": "API", "openapi": { "source": "openapi.yaml", "directory": "javascript:alert(2)" } }
    ]
  }
}`)},
	"index.mdx":             {Data: []byte("---\ntitle: Home\n---\n\nWelcome.\n")},
	"javascript:/alert.mdx": {Data: []byte("---\ntitle: Folder page\n---\n\nHello.\n")},
	"openapi.yaml": {Data: []byte(`openapi: 3.0.0
info: {title: t, version: "1"}
paths:
  /cats:
    get:
      summary: List cats
      responses:
        "200": {description: ok}
`)},
}

// scriptLinkRE finds "javascript:" where a link starts: after a quote, an
// equals sign, a bracket or parenthesis, or at a line's start, rather than
// after "./" or "/", which make it a path.
var scriptLinkRE = regexp.MustCompile(`(?im)(^|["'=(\[,\s])javascript:`)

// TestScriptFolderLinks builds scriptFolderDocs and checks every file of
// the output: no HTML attribute holds a script URL, and no link in the
// sidebar's file, the search index, llms.txt, llms-full.txt,
// sitemap.xml or a Markdown twin starts with "javascript:". pages.txt, which the 404 page's
// script reads, lists paths from the root that the script puts "./"
// before.
func TestScriptFolderLinks(t *testing.T) {
	for _, opts := range []render.Options{{NoMinify: true}, {FileLinks: true}, {BaseURL: "https://example.com/docs/"}} {
		files := buildFS(t, scriptFolderDocs, opts)
		if files["javascript:/alert/index.html"] == nil {
			t.Fatalf("%+v: the folder's page was not built", opts)
		}
		for name, data := range files {
			switch {
			case strings.HasSuffix(name, ".html"):
				for _, p := range scanHTML(data) {
					if !strings.HasPrefix(p, "foreign base") || opts.BaseURL == "" { // the base URL is the site's own
						t.Errorf("%+v: %s: %s", opts, name, p)
					}
				}
			case strings.HasPrefix(name, "_navbuild/pages."):
			case strings.HasPrefix(name, "_navbuild/nav/"), strings.HasPrefix(name, "_navbuild/search/"),
				strings.HasPrefix(name, "_navbuild/switch/"), !strings.HasPrefix(name, "_navbuild/") && !strings.HasSuffix(name, ".css"):
				if m := scriptLinkRE.FindIndex(data); m != nil {
					t.Errorf("%+v: %s: script link at %q", opts, name, data[max(0, m[0]-40):min(len(data), m[1]+40)])
				}
			}
		}
		if nf := files["404.html"]; !regexp.MustCompile(`\.href="\./"\+\w+\[1\]`).Match(nf) {
			t.Errorf("%+v: the 404 page's suggestions do not link behind ./", opts)
		}
	}
}
