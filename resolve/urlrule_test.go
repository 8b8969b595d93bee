package resolve_test

import (
	"slices"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// hrefSpec is a YAML spec whose operation GET /pets has the x-mint.href
// href, on line 7.
func hrefSpec(href string) string {
	return `openapi: 3.0.0
info: {title: t, version: "1"}
paths:
  /pets:
    get:
      x-mint:
        href: ` + href + `
      responses:
        "200": {description: ok}
`
}

// TestURLRule checks internal/link's URL rule where a spec or docs.json
// names a page's path: an x-mint.href that is not a path in the site (a
// script URL, any URL) is an error at its line in the spec with its JSON
// pointer, for it would become the page's URL and every link to it; a
// page path or an OpenAPI directory whose first folder is named like a
// scheme ("javascript:") builds, as on the reference, with a warning at
// its position in docs.json (render links it as a path).
func TestURLRule(t *testing.T) {
	api := head + `"navigation":{"groups":[{"group":"API","openapi":"openapi.yaml","pages":["GET /pets"]}]}}`
	tests := []diagCase{
		{name: "x-mint.href script URL", failed: true,
			files: map[string]string{"docs.json": api, "openapi.yaml": hrefSpec(`"javascript:alert(document.domain);/x"`)},
			want:  `openapi.yaml:7:16: error: /paths/~1pets/get/x-mint/href: x-mint.href "javascript:alert(document.domain);/x" is not a path in the site (write the page's path from the docs root, such as "/api/pets/list", which becomes the page's URL; the spec is named at docs.json:1:108, navigation.groups[0].openapi)`},
		{name: "x-mint.href spelled with a character reference", failed: true,
			files: map[string]string{"docs.json": api, "openapi.yaml": hrefSpec(`"java&#x73;cript:alert(1)"`)},
			want:  `openapi.yaml:7:16: error: /paths/~1pets/get/x-mint/href: x-mint.href "java&#x73;cript:alert(1)" is not a path in the site`},
		{name: "x-mint.href script URL behind a slash", failed: true,
			files: map[string]string{"docs.json": api, "openapi.yaml": hrefSpec(`"/javascript:alert(1)"`)},
			want:  `openapi.yaml:7:16: error: /paths/~1pets/get/x-mint/href: x-mint.href "/javascript:alert(1)" is not a path in the site`},
		{name: "x-mint.href URL", failed: true,
			files: map[string]string{"docs.json": api, "openapi.yaml": hrefSpec(`https://evil.example/x`)},
			want:  `openapi.yaml:7:15: error: /paths/~1pets/get/x-mint/href: x-mint.href "https://evil.example/x" is not a path in the site`},
		{name: "x-mint.href protocol-relative", failed: true,
			files: map[string]string{"docs.json": api, "openapi.yaml": hrefSpec(`//evil.example/x`)},
			want:  `openapi.yaml:7:15: error: /paths/~1pets/get/x-mint/href: x-mint.href "//evil.example/x" is not a path in the site`},
		{name: "x-mint.href of a webhook", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"groups":[{"group":"API","openapi":"openapi.json"}]}}`,
				"openapi.json": `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"webhooks":{"pet/adopted":{"post":{"x-mint":{"href":"vbscript:msgbox(1)"},"responses":{"200":{"description":"ok"}}}}}}`},
			want: `openapi.json:1:108: error: /webhooks/pet~1adopted/post/x-mint/href: x-mint.href "vbscript:msgbox(1)" is not a path in the site`},
		{name: "page in a folder named javascript:",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["javascript:/alert"]}}`, "javascript:/alert.mdx": ""},
			want:  `docs.json:1:82: warning: navigation.pages[0]: page "javascript:/alert" starts with a folder named like a URL scheme ("javascript:") (navbuild links its pages as paths, never as URLs; rename the folder unless the name is meant)`},
		{name: "front matter url with another scheme",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a"]}}`, "a.mdx": "---\nurl: file:///etc/passwd\n---\n"},
			want:  `a.mdx:2:1: warning: front matter url "file:///etc/passwd" is not a link navbuild writes (it is ignored: write an http(s), mailto: or tel: address or a path in the site)`},
		{name: "OpenAPI directory named javascript:",
			files: map[string]string{"docs.json": head + `"navigation":{"groups":[{"group":"API","openapi":{"source":"openapi.yaml","directory":"javascript:alert(2)"}}]}}`,
				"openapi.yaml": hrefSpec("/api/pets")},
			want: `warning: navigation.groups[0].openapi.directory: OpenAPI directory "javascript:alert(2)" starts with a folder named like a URL scheme ("javascript:alert(2)")`},
	}
	runDiagCases(t, tests)
}

// TestHrefPath checks that an x-mint.href that is a path names the page,
// with or without its leading slash, a colon past its first folder
// included.
func TestHrefPath(t *testing.T) {
	for href, want := range map[string]string{
		"/api/pets":       "/api/pets",
		"api/pets":        "/api/pets",
		"/api/pets:batch": "/api/pets:batch",
	} {
		fsys := mapFS(map[string]string{"docs.json": head + `"navigation":{"groups":[{"group":"API","openapi":"openapi.yaml"}]}}`, "openapi.yaml": hrefSpec(`"` + href + `"`)})
		site, got := diagnostics(t, fsys, resolve.Options{})
		if site == nil {
			t.Fatalf("%s: load failed:\n%s", href, got)
		}
		var urls []string
		for _, p := range site.Pages {
			urls = append(urls, p.URL)
		}
		if !slices.Contains(urls, want) {
			t.Errorf("x-mint.href %q: pages at %q, want one at %s", href, urls, want)
		}
	}
}
