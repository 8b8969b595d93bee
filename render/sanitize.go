package render

import (
	"regexp"

	"github.com/microcosm-cc/bluemonday"
)

// newSanitizer returns the allowlist policy for HTML made from data
// rather than written by the site's author: descriptions in OpenAPI specs,
// an operation's x-mint.content, and docs.json strings rendered as
// Markdown (a banner). MDX pages are author code and are not sanitized.
//
// It keeps what real specs and navbuild's own rendering of Markdown and
// components use: text formatting, code (highlighted: spans with
// classes), lists, tables, headings with their ids and anchors,
// footnotes, details, the radio buttons and labels of tabs, links
// (http, https, mailto, tel and paths in the site; a link opening a new
// tab gets rel="noopener") and images; every event handler, style other
// than a few properties, script URL, and element that loads or runs
// something (script, style, iframe, object, embed, form, meta, base,
// link, svg) is dropped. A bluemonday policy is safe for concurrent use
// once built.
func newSanitizer() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "hr", "b", "strong", "i", "em", "u", "s", "del", "ins", "mark", "small", "sub",
		"sup", "code", "pre", "kbd", "samp", "var", "blockquote", "q", "cite", "abbr", "ul", "ol", "li", "dl", "dt",
		"dd", "h1", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
		"span", "div", "details", "summary", "figure", "figcaption", "label")
	p.AllowAttrs("class", "id", "title", "dir", "lang", "role", "tabindex", "aria-hidden", "aria-label",
		"aria-labelledby", "aria-describedby", "aria-current").Globally()
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("target").Matching(regexp.MustCompile(`^_blank$`)).OnElements("a")
	p.AllowAttrs("rel").Matching(regexp.MustCompile(`^(noopener|noreferrer|nofollow|external| )+$`)).OnElements("a")
	p.AllowAttrs("data-lang").Matching(regexp.MustCompile(`^[\w+#.-]+$`)).OnElements("div")
	p.AllowAttrs("src", "alt", "width", "height", "loading").OnElements("img")
	p.AllowAttrs("open").OnElements("details")
	p.AllowAttrs("start", "reversed", "type").OnElements("ol")
	p.AllowAttrs("colspan", "rowspan", "align").OnElements("td", "th")
	p.AllowAttrs("for").OnElements("label")
	p.AllowAttrs("type").Matching(regexp.MustCompile(`^(checkbox|radio)$`)).OnElements("input")
	p.AllowAttrs("name", "checked", "disabled").OnElements("input")
	p.AllowStyles("text-align").Globally()
	p.AllowStyles("color", "--callout-color").Matching(regexp.MustCompile(`^[#\w\s(),.%-]+$`)).Globally()
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	p.AllowRelativeURLs(true)
	p.RequireParseableURLs(true)
	return p
}

// sanitizeOpt sanitizes html, keeping nil (nothing to show) as nil.
func sanitizeOpt(p *bluemonday.Policy, html []byte) []byte {
	if html == nil {
		return nil
	}
	return p.SanitizeBytes(html)
}
