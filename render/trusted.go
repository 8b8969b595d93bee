package render

import (
	"html/template"
	"strings"
)

// This file is the one place where navbuild tells html/template that a
// string is safe to write as it is (template.HTML, HTMLAttr, CSS, JS).
// Each conversion is a function named for where its input comes from,
// with the reason that input cannot carry markup a reader did not
// write or that breaks out of its context. internal/archtest's
// TestTrustedOneFile fails when such a conversion appears in any other
// file of the module: a new source of markup is a new function here,
// reviewed as one.

// sanitized is HTML from data, not author code: docs.json's Markdown (the
// 404 text, a banner), an OpenAPI description or x-mint content. It went
// through the site's sanitizer policy (newSanitizer: no script, event
// handler, style sheet, form or URL outside link.Allowed).
func (r *Renderer) sanitized(html []byte) template.HTML {
	return template.HTML(r.clean.SanitizeBytes(html))
}

// sanitizedInline is sanitized without the paragraph goldmark wraps a
// one-line text in: trimming a leading <p> and a trailing </p> of
// sanitized markup cannot open or close anything else.
func (r *Renderer) sanitizedInline(html []byte) template.HTML {
	s := strings.TrimSpace(string(r.clean.SanitizeBytes(html)))
	return template.HTML(strings.TrimSuffix(strings.TrimPrefix(s, "<p>"), "</p>"))
}

// paragraph is text in a paragraph, escaped by html/template's escaper.
func paragraph(text string) template.HTML {
	return template.HTML("<p>" + template.HTMLEscapeString(text) + "</p>")
}

// executed is the output of one of this package's templates
// (r.tmpl.ExecuteTemplate), where html/template escaped every value by
// its context, or of its minifier over such output.
func executed(s string) template.HTML {
	return template.HTML(s)
}

// ownMarkup is markup made by navbuild's own writers, which escape every
// text and attribute value they write (template.HTMLEscapeString,
// markdown's escaper) and take URLs through link.Allowed: the API fields'
// trees (fields.go) and highlighted code (markdown.CodeBlock).
func ownMarkup(s string) template.HTML {
	return template.HTML(s)
}

// pageBody is a page's body as internal/mdx rendered it. An MDX page is
// the author's code, as on the reference, where a page may hold any HTML;
// mdx drops script URLs and event handlers it did not write, and what
// came from data (x-mint content, a generated page's words) was passed
// through the sanitizer first (Renderer.renderPage).
func pageBody(b []byte) template.HTML {
	return template.HTML(b)
}

// chromeMarker is a placeholder comment of chromeMark's fixed form, which
// Site replaces with minified chrome after the page is executed.
func chromeMarker(mark string) template.HTML {
	return template.HTML(mark)
}

// fragmentHref is an href attribute whose value markdown.AppendFragment
// wrote: it percent-encodes every byte but a URL's unreserved and
// sub-delimiter ones, so no quote, <, > or & is left to end the value.
func fragmentHref(value []byte) template.HTMLAttr {
	return template.HTMLAttr(`href="` + string(value) + `"`)
}

// bannerStyle sets the banner's colours as custom properties: config
// checks both colours as hex (#rgb or #rrggbb) when it reads docs.json.
func bannerStyle(light, dark string) template.CSS {
	return template.CSS("--banner-bg:" + light + ";--banner-bg-dark:" + dark + ";--banner-fg:#fff")
}

// forwardJS is forwardScript's code: fixed text around the redirect rules
// as JSON (json.Marshal escapes <, > and &, and forwardScript "</").
func forwardJS(code string) template.JS {
	return template.JS(code)
}

// iconSVG is an icon's <svg>: from the vendored sets (sanitized when go
// generate recorded them) or from a file of the docs folder, sanitized by
// internal/icons (no script, handler, style sheet or external reference).
func iconSVG(svg string) template.HTML {
	return template.HTML(svg)
}

// iconSpan is an icon drawn by the stylesheet: class is "icon-" and a set
// and a name from icons.Normalize, a checksum in base 36, or one of the
// interface's own names, all of [a-z0-9-].
func iconSpan(class string) template.HTML {
	return template.HTML(`<span class="icon ` + class + `"></span>`)
}

// iconImg is an icon given as an image URL: escapeURL percent-encodes
// every byte that could end the attribute (quotes, <, >, spaces).
func iconImg(src string) template.HTML {
	return template.HTML(`<img class="icon-img" src="` + escapeURL(src) + `" alt="" aria-hidden="true">`)
}
