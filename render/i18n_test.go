package render_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/render"
)

// uiClasses are the elements whose text is interface text (not the
// site's own words): their text goes into the interface goldens.
var uiClasses = []string{
	"skip-link", "toc-title", "pager-dir", "search-label", "search-kbd", "page-copy-label", "page-menu-label",
	"badge-default", "menu-label", "menu-desc", "eyebrow", "page-title",
}

// interfaceText lists the interface text of page (a file of files):
// <html lang dir>, the scripts' texts (data-ui, set by the language's
// file the page loads), every aria-label and title outside the page's
// content, and the text of the elements of uiClasses. The site's own words
// (sidebar, navbar, footer) are left out, so that the golden changes with
// the interface text only.
func interfaceText(t *testing.T, files map[string][]byte, page string) []byte {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(files[page]))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	attr := func(n *html.Node, name string) (string, bool) {
		for _, a := range n.Attr {
			if a.Key == name {
				return a.Val, true
			}
		}
		return "", false
	}
	var text func(n *html.Node) string
	text = func(n *html.Node) string {
		if n.Type == html.TextNode {
			return n.Data
		}
		var s string
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			s += text(c)
		}
		return s
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			class, _ := attr(n, "class")
			classes := strings.Fields(class)
			if n.Data == "script" {
				if src, _ := attr(n, "src"); strings.HasPrefix(src, "_navbuild/ui/") {
					ui, err := uiAttr(files[src])
					if err != nil {
						t.Errorf("%s: %v", src, err)
					}
					var m map[string]string
					if err := json.Unmarshal([]byte(ui), &m); err != nil {
						t.Errorf("data-ui: %v", err)
					}
					for _, k := range slices.Sorted(maps.Keys(m)) {
						fmt.Fprintf(&b, "data-ui %s: %s\n", k, m[k])
					}
				}
				return
			}
			if slices.Contains(classes, "prose") {
				// The content is the site's; its heading anchors' name is
				// ours (the first one stands for all).
				if as := collect(n, func(n *html.Node) bool { return n.Data == "a" && hasClass(n, "anchor") }); len(as) > 0 {
					v, _ := attr(as[0], "aria-label")
					fmt.Fprintf(&b, "aria-label prose a.anchor: %s\n", v)
				}
				return
			}
			if slices.Contains(classes, "sidebar-nav") {
				// The entries are the site's; the name is ours.
				v, _ := attr(n, "aria-label")
				fmt.Fprintf(&b, "aria-label nav.sidebar-nav: %s\n", v)
				return
			}
			if n.Data == "html" {
				lang, _ := attr(n, "lang")
				dir, _ := attr(n, "dir")
				fmt.Fprintf(&b, "html lang=%s dir=%s\n", lang, dir)
			}
			where := n.Data
			if len(classes) > 0 {
				where += "." + classes[0]
			}
			for _, name := range []string{"aria-label", "title"} {
				if v, ok := attr(n, name); ok {
					fmt.Fprintf(&b, "%s %s: %s\n", name, where, v)
				}
			}
			for _, c := range classes {
				if slices.Contains(uiClasses, c) {
					fmt.Fprintf(&b, "text %s: %s\n", where, strings.Join(strings.Fields(text(n)), " "))
					break
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return b.Bytes()
}

// TestInterfaceGolden: the interface text of pages of the example in
// Arabic (right to left), Japanese and English, and of its 404 page, is
// testdata/interface/*.txt (go test -update rewrites them).
func TestInterfaceGolden(t *testing.T) {
	files := build(t, exampleDocs, render.Options{NoMinify: true})
	for _, page := range []string{
		"ar/v2/guides/quickstart/index.html", "ja/guides/quickstart/index.html",
		"en/v2/guides/quickstart/index.html", "404.html",
	} {
		t.Run(page, func(t *testing.T) {
			if _, ok := files[page]; !ok {
				t.Fatalf("the example has no %s", page)
			}
			name := strings.TrimSuffix(strings.ReplaceAll(strings.TrimSuffix(page, "/index.html"), "/", "-"), ".html") + ".txt"
			golden.Check(t, filepath.Join("..", "testdata", "interface", name), interfaceText(t, files, page))
		})
	}
}

// TestInterfaceLanguage: no English interface text is left on the
// example's Arabic and Japanese pages (the English page's words are the
// ones to look for), and the Arabic page is right to left.
func TestInterfaceLanguage(t *testing.T) {
	files := build(t, exampleDocs, render.Options{})
	en := string(interfaceText(t, files, "en/v2/guides/quickstart/index.html"))
	english := map[string]bool{}
	for _, line := range strings.Split(en, "\n") {
		if _, v, ok := strings.Cut(line, ": "); ok && strings.ContainsAny(v, "aeiou") && !strings.HasPrefix(line, "aria-label a") && !strings.HasPrefix(line, "title a") {
			english[v] = true
		}
	}
	if len(english) < 15 {
		t.Fatalf("only %d English interface texts found on the English page:\n%s", len(english), en)
	}
	for page, want := range map[string]string{
		"ar/v2/guides/quickstart/index.html": "html lang=ar dir=rtl",
		"ja/guides/quickstart/index.html":    "html lang=ja dir=ltr",
	} {
		got := string(interfaceText(t, files, page))
		if !strings.HasPrefix(got, want+"\n") {
			t.Errorf("%s starts %q, want %q", page, strings.SplitN(got, "\n", 2)[0], want)
		}
		for _, line := range strings.Split(got, "\n") {
			// The site's own words (banner links, logo, assistants'
			// names) are not interface text.
			if _, v, ok := strings.Cut(line, ": "); ok && english[v] && !strings.Contains(line, "a.logo") {
				t.Errorf("%s: English interface text %q", page, line)
			}
		}
	}
}

// TestInterfaceEndpoint: an endpoint page of a French language has its
// reference's labels in French (headings, field flags, allowed values,
// the examples' titles) and none of the English ones.
func TestInterfaceEndpoint(t *testing.T) {
	spec := `{"openapi":"3.0.3","info":{"title":"Items","version":"1"},"servers":[{"url":"https://api.example.com"}],
"paths":{"/items/{id}":{"post":{"summary":"Update an item","parameters":[
 {"name":"id","in":"path","required":true,"schema":{"type":"string"}},
 {"name":"verbose","in":"query","schema":{"type":"boolean","default":false}}],
"requestBody":{"required":true,"content":{"application/json":{"schema":{"type":"object","required":["kind"],
 "properties":{"kind":{"type":"string","enum":["a","b"]},"tags":{"type":"array","nullable":true,"items":{"type":"object","properties":{"name":{"type":"string"}}}}}}}}},
"responses":{"200":{"description":"OK","content":{"application/json":{"schema":{"type":"object","properties":{"id":{"type":"string","readOnly":true}}},"example":{"id":"x"}}}}}}}}}`
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"languages":[` +
			`{"language":"en","pages":["en/index"]},` +
			`{"language":"fr","openapi":"spec.json","pages":["fr/index","POST /items/{id}"]}]}}`)},
		"en/index.mdx": {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		"fr/index.mdx": {Data: []byte("---\ntitle: Accueil\n---\nSalut.\n")},
		"spec.json":    {Data: []byte(spec)},
	}
	files := buildFS(t, fsys, render.Options{NoMinify: true})
	var page string
	for _, data := range files {
		if strings.Contains(string(data), `class="api-ref"`) {
			page = string(data) // the French language's endpoint (at api-reference/update-an-item/)
		}
	}
	if !strings.Contains(page, `<html lang="fr"`) {
		t.Fatal("no French endpoint page")
	}
	fr := i18n.For("fr")
	for _, key := range []string{"api.params.path", "api.params.query", "api.body", "api.responses", "api.required",
		"api.enum", "api.nullable", "api.readonly", "api.request", "api.response", "api.examples", "api.show", "api.children", "api.default"} {
		if want := html.EscapeString(fr.Get(key)); !strings.Contains(page, want) {
			t.Errorf("the French endpoint page has no %q (%s)", want, key)
		}
	}
	for _, english := range []string{">Path parameters<", ">Query parameters<", ">Body", ">Responses<", ">required<", "Allowed values:", ">Request<", ">Response<", ">Show<", "child attributes"} {
		if strings.Contains(page, english) {
			t.Errorf("the French endpoint page has %q", english)
		}
	}
}

// TestInterfaceDefaultLanguage: with languages at the root, the files
// that serve every language (404.html, a redirect's page) speak the
// default language, right to left for Arabic; the default language page's assistants'
// prompt is in the default language, in its href and in data-ui for
// app.js, as is the search dialog's Esc label (French "Échap"; data-ui
// leaves out an "Esc" like English's).
func TestInterfaceDefaultLanguage(t *testing.T) {
	for _, c := range []struct{ def, other, attrs string }{
		{"fr", "en", `<html lang="fr" dir="ltr"`},
		{"ar", "en", `<html lang="ar" dir="rtl"`},
	} {
		t.Run(c.def, func(t *testing.T) {
			fsys := fstest.MapFS{
				"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},` +
					`"redirects":[{"source":"/old","destination":"/` + c.def + `/index"}],` +
					`"contextual":{"options":["copy","claude"]},"navigation":{"languages":[` +
					`{"language":"` + c.other + `","pages":["` + c.other + `/index"]},` +
					`{"language":"` + c.def + `","default":true,"pages":["` + c.def + `/index"]}]}}`)},
				c.other + "/index.mdx": {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
				c.def + "/index.mdx":   {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
			}
			files := buildFS(t, fsys, render.Options{NoMinify: true, BaseURL: "https://example.com/"})
			tx := i18n.For(c.def)
			nf := string(files["404.html"])
			if !strings.Contains(nf, c.attrs) || !strings.Contains(nf, html.EscapeString(tx.Get("404.title"))) {
				t.Errorf("404.html is not in %s: %.300s", c.def, nf)
			}
			rd := string(files["old/index.html"])
			text, _, _ := strings.Cut(tx.Get("redirect.text"), "{link}")
			if !strings.Contains(rd, c.attrs) || !strings.Contains(rd, "<title>"+html.EscapeString(tx.Get("redirect.title"))+"</title>") ||
				!strings.Contains(rd, html.EscapeString(text)+`<a href="`) {
				t.Errorf("the redirect's page is not in %s: %s", c.def, rd)
			}
			page := string(files[c.def+"/index.html"])
			prompt, _, _ := strings.Cut(tx.Get("ask.prompt"), "{url}")
			if q := strings.ReplaceAll(url.QueryEscape(strings.TrimSpace(prompt)), "+", "%20"); prompt != "" && !strings.Contains(page, `claude.ai/new?q=`+q) {
				t.Errorf("the assistant's prompt on %s/index.html does not start %q", c.def, prompt)
			}
			for _, key := range []string{"ask.prompt", "search.esc"} {
				if key == "search.esc" && tx.Get(key) == "Esc" {
					continue // English's, left out
				}
				src := regexp.MustCompile(`<script src="(_navbuild/ui/[0-9a-f]+\.js)"`).FindStringSubmatch(page)
				if src == nil {
					t.Fatalf("%s/index.html loads no interface text file", c.def)
				}
				if ui, err := uiAttr(files[src[1]]); err != nil || !strings.Contains(ui, jsonString(tx.Get(key))) {
					t.Errorf("%s/index.html's data-ui has no %s %s (%v)", c.def, key, jsonString(tx.Get(key)), err)
				}
			}
		})
	}
}

// uiAttr is the value a file of _navbuild/ui/ gives <html data-ui>.
func uiAttr(script []byte) (string, error) {
	lit, ok1 := strings.CutPrefix(strings.TrimSpace(string(script)), `document.documentElement.setAttribute("data-ui",`)
	lit, ok2 := strings.CutSuffix(lit, ")")
	if !ok1 || !ok2 {
		return "", fmt.Errorf("not a data-ui file: %.80s", script)
	}
	var ui string
	err := json.Unmarshal([]byte(lit), &ui)
	return ui, err
}

// jsonString is s as encoding/json writes it, without the quotes.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

// TestFragmentLetters: an in-page link to a heading (its anchor, its
// "On this page" entry) keeps the letters of the heading's id beyond
// ASCII as they are, as HTML allows, rather than percent-encoded: three
// bytes a letter for Chinese, not nine (internal/markdown's TestAnchors:
// what is not a letter, mark or digit is still encoded).
func TestFragmentLetters(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Home\n---\n## 请求格式\n\nA.\n\n## Café crème\n\nB.\n")},
	}
	for _, minify := range []bool{false, true} {
		page := string(buildFS(t, fsys, render.Options{NoMinify: !minify})["index.html"])
		toc := regexp.MustCompile(`(?s)<nav class="?toc"?[ >].*?</nav>`).FindString(page)
		for _, id := range []string{"请求格式", "café-crème"} {
			if n := strings.Count(page, `#`+id); n != 2 {
				t.Errorf("minified %v: %d links to #%s, want 2 (anchor and contents)", minify, n, id)
			}
			if !strings.Contains(toc, `#`+id) {
				t.Errorf("minified %v: the contents have no link to #%s:\n%s", minify, id, toc)
			}
		}
	}
}
