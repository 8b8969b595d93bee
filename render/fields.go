package render

import (
	"html/template"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/internal/i18n"
)

// The field trees of API pages are written here rather than by a
// template: a large spec has thousands of fields per page, and
// html/template's reflective calls made them a third of an API page's
// time. Every value from the spec is escaped; descriptions are HTML that
// describe already made safe.

// fieldOpts is how a page writes its field trees.
type fieldOpts struct {
	T *i18n.Texts
	// Open is api.params.expanded "all": nested fields are written open.
	Open bool
	// Twin is the page's Markdown twin ("" for none), which lists every
	// field: see lazy.
	Twin string
	// inTemplate is set within a lazy tree, whose nested trees need no
	// link to the twin: a reader without JavaScript never sees them.
	inTemplate bool
}

// lazy tells whether closed nested fields are written in a <template>,
// which app.js puts in the page when their <details> opens (or a link
// targets one of them). A browser then neither lays out nor styles the
// thousands of fields of a large spec's page until asked: spree's
// validate-order-payment has 559 fields, of which 530 are nested. Without
// JavaScript a closed tree shows a link to the Markdown twin, which has
// them all, so a page without a twin writes its trees in full, as one
// written open (api.params.expanded "all") does.
func (o *fieldOpts) lazy() bool { return !o.Open && o.Twin != "" }

// fieldsHTML writes fields, each with its nested fields, as o says.
func fieldsHTML(o *fieldOpts, fields []*apiref.Field) template.HTML {
	var b strings.Builder
	for _, f := range fields {
		writeField(&b, o, f)
	}
	return ownMarkup(b.String())
}

// childrenHTML writes a field's properties, additional properties and
// alternatives: a body's root shows its children only.
func childrenHTML(o *fieldOpts, f *apiref.Field) template.HTML {
	var b strings.Builder
	writeChildren(&b, o, f)
	return ownMarkup(b.String())
}

// writeNested writes a <details> of class class, open when open is set,
// whose summary is the HTML summary and whose content body writes with
// the options it is given: in a <template class="lazy-fields"> when o is
// lazy.
func writeNested(b *strings.Builder, o *fieldOpts, class string, open bool, summary string, body func(*fieldOpts)) {
	b.WriteString(`<details class="` + class + `"`)
	if open {
		b.WriteString(` open`)
	}
	b.WriteString(`><summary>` + summary + `</summary><div class="expandable-content">`)
	if !o.lazy() {
		body(o)
		b.WriteString(`</div></details>`)
		return
	}
	b.WriteString(`<template class="lazy-fields">`)
	inner := *o
	inner.inTemplate = true
	body(&inner)
	b.WriteString(`</template>`)
	if !o.inTemplate {
		b.WriteString(`<noscript><p class="api-muted"><a href="` + template.HTMLEscapeString(o.Twin) + `">` +
			template.HTMLEscapeString(o.T.Get("view.md")) + `</a></p></noscript>`)
	}
	b.WriteString(`</div></details>`)
}

func writeField(b *strings.Builder, o *fieldOpts, f *apiref.Field) {
	t := o.T
	esc := template.HTMLEscapeString
	word := func(key string) string { return esc(t.Get(key)) }
	b.WriteString(`<div class="field api-field"`)
	if f.ID != "" {
		b.WriteString(` id="` + esc(f.ID) + `"`)
	}
	b.WriteString(`><div class="field-head">`)
	if f.Name != "" {
		b.WriteString(`<span class="field-name">` + esc(f.Name) + `</span>`)
	}
	b.WriteString(`<span class="field-type">` + esc(f.Type) + `</span>`)
	flag := func(on bool, html string) {
		if on {
			b.WriteString(html)
		}
	}
	flag(f.Required, `<span class="field-required">`+word("api.required")+`</span>`)
	flag(f.Nullable, `<span class="field-flag">`+word("api.nullable")+`</span>`)
	flag(f.ReadOnly, `<span class="field-flag">`+word("api.readonly")+`</span>`)
	flag(f.WriteOnly, `<span class="field-flag">`+word("api.writeonly")+`</span>`)
	flag(f.Deprecated, `<span class="field-deprecated">`+word("api.deprecated")+`</span>`)
	flag(f.Recursive, `<span class="field-flag field-recursive" title="`+word("api.recursive.title")+`">`+word("api.recursive.flag")+`</span>`)
	if f.Default != "" {
		b.WriteString(`<span class="field-default">` + word("api.default") + ` <code>` + esc(f.Default) + `</code></span>`)
	}
	b.WriteString(`</div>`)
	if f.Description != "" || len(f.Enum) > 0 || len(f.Constraints) > 0 || f.Example != "" || f.Expandable() || f.Truncated {
		b.WriteString(`<div class="field-body">`)
		b.WriteString(string(f.Description))
		writeEnum(b, t, f.Enum)
		if len(f.Constraints) > 0 {
			b.WriteString(`<p class="field-constraints">` + esc(strings.Join(f.Constraints, " · ")) + `</p>`)
		}
		if f.Example != "" {
			b.WriteString(`<p class="field-example">` + word("api.example") + ` <code>` + esc(f.Example) + `</code></p>`)
		}
		if f.Expandable() {
			what := word("api.children")
			if len(f.Alternatives) > 0 {
				what = esc(t.Fill("api.options", "n", strconv.Itoa(len(f.Alternatives))))
			}
			writeNested(b, o, "expandable", o.Open, `<span class="expandable-show">`+word("api.show")+`</span><span class="expandable-hide">`+word("api.hide")+`</span> `+what,
				func(o *fieldOpts) { writeChildren(b, o, f) })
		}
		if f.Truncated {
			b.WriteString(`<p class="api-muted">` + word("api.truncated") + `</p>`)
		}
		b.WriteString(`</div>`)
	}
	b.WriteString("</div>\n")
}

func writeEnum(b *strings.Builder, t *i18n.Texts, values []string) {
	if len(values) == 0 {
		return
	}
	b.WriteString(`<p class="field-enum">` + template.HTMLEscapeString(t.Get("api.enum")) + ` `)
	for i, v := range values {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`<code>` + template.HTMLEscapeString(v) + `</code>`)
	}
	b.WriteString(`</p>`)
}

func writeChildren(b *strings.Builder, o *fieldOpts, f *apiref.Field) {
	t := o.T
	for _, c := range f.Children {
		writeField(b, o, c)
	}
	if f.Additional != nil {
		writeField(b, o, f.Additional)
	}
	if len(f.Alternatives) == 0 {
		return
	}
	choice := t.Get("api.oneof")
	if f.Choice == "any of" {
		choice = t.Get("api.anyof")
	}
	b.WriteString(`<div class="api-alts"><p class="api-choice">` + template.HTMLEscapeString(choice) + `:</p>`)
	for _, a := range f.Alternatives {
		summary := template.HTMLEscapeString(a.Title) + ` <span class="field-type">` + template.HTMLEscapeString(a.Type) + `</span>`
		if a.Nullable {
			summary += ` <span class="field-flag">` + template.HTMLEscapeString(t.Get("api.nullable")) + `</span>`
		}
		writeNested(b, o, "expandable api-alt", false, summary, func(o *fieldOpts) {
			b.WriteString(string(a.Description))
			writeEnum(b, t, a.Enum)
			writeChildren(b, o, a)
		})
	}
	b.WriteString("</div>\n")
}

// mediaSet is a body's media types with the name their tabs share
// (templates/endpoint.html, api-medias).
type mediaSet struct {
	Name  string
	Media []mediaView
}

// mediaView is a body in one media type, with how its fields are
// written (api-media).
type mediaView struct {
	apiref.Media
	F *fieldOpts
}

func newMediaSet(o *fieldOpts, name string, media []apiref.Media) mediaSet {
	s := mediaSet{Name: name, Media: make([]mediaView, len(media))}
	for i, m := range media {
		s.Media[i] = mediaView{Media: m, F: o}
	}
	return s
}
