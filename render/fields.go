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

// fieldsHTML writes fields, each with its nested fields, open when open
// is set (api.params.expanded "all"), with the words of t.
func fieldsHTML(t *i18n.Texts, open bool, fields []*apiref.Field) template.HTML {
	var b strings.Builder
	for _, f := range fields {
		writeField(&b, t, f, open)
	}
	return template.HTML(b.String())
}

// childrenHTML writes a field's properties, additional properties and
// alternatives: a body's root shows its children only.
func childrenHTML(t *i18n.Texts, open bool, f *apiref.Field) template.HTML {
	var b strings.Builder
	writeChildren(&b, t, f, open)
	return template.HTML(b.String())
}

func writeField(b *strings.Builder, t *i18n.Texts, f *apiref.Field, open bool) {
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
			b.WriteString(`<details class="expandable"`)
			if open {
				b.WriteString(` open`)
			}
			b.WriteString(`><summary><span class="expandable-show">` + word("api.show") + `</span><span class="expandable-hide">` + word("api.hide") + `</span> ` +
				what + `</summary><div class="expandable-content">`)
			writeChildren(b, t, f, open)
			b.WriteString(`</div></details>`)
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

func writeChildren(b *strings.Builder, t *i18n.Texts, f *apiref.Field, open bool) {
	for _, c := range f.Children {
		writeField(b, t, c, open)
	}
	if f.Additional != nil {
		writeField(b, t, f.Additional, open)
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
		b.WriteString(`<details class="expandable api-alt"><summary>` + template.HTMLEscapeString(a.Title) +
			` <span class="field-type">` + template.HTMLEscapeString(a.Type) + `</span>`)
		if a.Nullable {
			b.WriteString(` <span class="field-flag">` + template.HTMLEscapeString(t.Get("api.nullable")) + `</span>`)
		}
		b.WriteString(`</summary><div class="expandable-content">`)
		b.WriteString(string(a.Description))
		writeEnum(b, t, a.Enum)
		writeChildren(b, t, a, open)
		b.WriteString(`</div></details>`)
	}
	b.WriteString("</div>\n")
}

// mediaSet is a body's media types with the name their tabs share
// (templates/endpoint.html, api-medias).
type mediaSet struct {
	Name  string
	Media []mediaView
}

// mediaView is a body in one media type, with whether its nested fields
// show open (api-media).
type mediaView struct {
	apiref.Media
	Open bool
	T    *i18n.Texts
}

func newMediaSet(t *i18n.Texts, open bool, name string, media []apiref.Media) mediaSet {
	s := mediaSet{Name: name, Media: make([]mediaView, len(media))}
	for i, m := range media {
		s.Media[i] = mediaView{Media: m, Open: open, T: t}
	}
	return s
}
