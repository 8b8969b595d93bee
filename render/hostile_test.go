package render_test

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/render"
)

// TestHostileOutput builds testdata/hostile/docs, whose docs.json
// strings, OpenAPI spec (descriptions of operations, parameters,
// responses, headers, properties, security schemes and webhooks, and
// x-mint.content) and MDX links carry script in every form an attacker
// would try, and scans every HTML file of the output: no event handler
// attribute, no script URL, and no element that loads or runs something
// other than navbuild's own.
func TestHostileOutput(t *testing.T) {
	files := build(t, "../testdata/hostile/docs", render.Options{NoMinify: true})
	pages := 0
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		pages++
		for _, p := range scanHTML(data) {
			t.Errorf("%s: %s", name, p)
		}
	}
	if pages < 6 {
		t.Fatalf("only %d HTML files: the fixture did not build as meant", pages)
	}
	// The fixture's safe formatting survives the sanitizer.
	var list string
	for name, data := range files {
		if strings.HasPrefix(name, "api-reference/list-pets") && strings.HasSuffix(name, "/index.html") {
			list = string(data)
		}
	}
	for _, want := range []string{"<b>bold</b>", "<code>code</code>", "line<br", `href="https://example.com"`, "<table>"} {
		if !strings.Contains(list, want) {
			t.Errorf("list-pets lost %q", want)
		}
	}
}

// scanHTML returns what in the HTML document src could run script or
// load a page navbuild did not write.
func scanHTML(src []byte) []string {
	var problems []string
	z := html.NewTokenizer(bytes.NewReader(src))
	bases, inHead, inScript, ldJSON := 0, false, false, false
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			if z.Err() != io.EOF {
				problems = append(problems, z.Err().Error())
			}
			return problems
		case html.TextToken:
			if ldJSON {
				// JSON-LD holds the page's data: it must stay one JSON
				// value that no "<" can end.
				if text := z.Text(); !json.Valid(text) || bytes.ContainsRune(text, '<') {
					problems = append(problems, "JSON-LD not escaped: "+string(text))
				}
			} else if inScript && strings.Contains(string(z.Text()), "navbuildpwn") {
				problems = append(problems, "script from data: "+string(z.Text()))
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			switch string(name) {
			case "head":
				inHead = false
			case "script":
				inScript, ldJSON = false, false
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			attr := map[string]string{}
			for _, a := range tok.Attr {
				attr[a.Key] = a.Val
				if strings.HasPrefix(a.Key, "on") {
					problems = append(problems, "event handler: "+tok.String())
				}
				if urlAttr[a.Key] && scriptURL(a.Val) {
					problems = append(problems, "script URL: "+tok.String())
				}
			}
			switch tok.Data {
			case "head":
				inHead = true
			case "script":
				inScript = tt == html.StartTagToken
				ldJSON = inScript && attr["type"] == "application/ld+json"
				if src, ok := attr["src"]; ok && !strings.HasPrefix(src, "_navbuild/") {
					problems = append(problems, "foreign script: "+tok.String())
				}
			case "base":
				bases++
				if !inHead || bases > 1 || strings.Trim(strings.ReplaceAll(attr["href"], "../", ""), "./") != "" {
					problems = append(problems, "foreign base: "+tok.String())
				}
			case "meta":
				if _, ok := attr["http-equiv"]; ok {
					problems = append(problems, "meta http-equiv: "+tok.String())
				}
			case "link":
				switch {
				case attr["rel"] == "stylesheet", attr["rel"] == "icon", attr["rel"] == "canonical":
				case attr["rel"] == "alternate" && attr["type"] == "text/markdown" && strings.HasSuffix(attr["href"], ".md") && !scriptURL(attr["href"]):
					// the page's Markdown twin
				case attr["rel"] == "alternate" && attr["type"] == "application/rss+xml" && strings.HasSuffix(attr["href"], "rss.xml") && !scriptURL(attr["href"]):
					// a changelog's feed
				case attr["rel"] == "alternate" && attr["hreflang"] != "" && !scriptURL(attr["href"]):
					// the page in another language
				default:
					problems = append(problems, "foreign link: "+tok.String())
				}
			case "iframe", "frame", "frameset", "form", "object", "embed", "applet", "portal", "style", "svg", "math", "textarea", "select":
				problems = append(problems, "unexpected element: "+tok.String())
			}
		}
	}
}

// urlAttr are the attributes that hold a URL a browser follows or loads.
var urlAttr = map[string]bool{"href": true, "src": true, "action": true, "formaction": true, "data": true,
	"poster": true, "background": true, "cite": true, "xlink:href": true, "srcdoc": true, "srcset": true}

// scriptURL reports whether an attribute value (character references
// already decoded by the tokenizer) runs script: it is written
// independently of internal/link, to test it.
func scriptURL(v string) bool {
	var b strings.Builder
	for _, r := range strings.ToLower(v) {
		if r > ' ' && r != 0x7f && r != 0x200b && r != 0xfeff {
			b.WriteRune(r)
		}
	}
	s := b.String()
	return strings.HasPrefix(s, "javascript:") || strings.HasPrefix(s, "vbscript:") || strings.HasPrefix(s, "data:")
}
