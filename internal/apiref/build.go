package apiref

import (
	"html/template"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/navbuild/navbuild/internal/openapi"
	"github.com/navbuild/navbuild/resolve"
)

// Options configure [Build]. The zero value leaves descriptions out and
// limits each field tree to 400 fields.
type Options struct {
	// Markdown renders a description. It is called for every description
	// shown, often with the same text: callers may cache. Nil leaves
	// descriptions out: the HTML of a page is made in package render,
	// where every string html/template trusts is converted in one
	// audited file (render/trusted.go).
	Markdown func(src string) template.HTML
	// MaxFields bounds the fields of one tree (parameters, a body, a
	// response): large specs reuse big schemas everywhere, and a static
	// page cannot expand them lazily. 0 means 400.
	MaxFields int
	// Languages are the languages of the generated request samples, as
	// in [resolve.Samples]; nil means [openapi.DefaultSampleLanguages] and
	// an empty slice none (the spec's own samples still show).
	Languages []string
	// RequiredOnly leaves optional parameters and body properties out of
	// the generated samples.
	RequiredOnly bool
}

// builder carries the state of one Build: the spec, the direction being
// described, the schemas above the current field, the fields left.
type builder struct {
	opts   Options
	keys   *openapi.Order // nil sorts
	doc    *openapi3.T
	dir    direction
	stack  []*openapi3.Schema
	budget int
	// requiredOnly makes example leave optional properties out, while
	// it writes a sample's body.
	requiredOnly bool
}

// Build describes the endpoint e. It only reads the spec.
func Build(e *resolve.Endpoint, opts Options) *Reference {
	if opts.MaxFields <= 0 {
		opts.MaxFields = 400
	}
	b := &builder{opts: opts}
	if e.Spec != nil {
		b.doc, b.keys = e.Spec.Doc, e.Spec.Order
	}
	op := e.Operation
	if op == nil {
		op = &openapi3.Operation{}
	}
	ref := &Reference{
		Method:      strings.ToUpper(e.Method),
		Path:        e.Path,
		Parts:       splitPath(e.Path),
		Webhook:     e.Method == "webhook",
		Deprecated:  e.Deprecated || op.Deprecated,
		Description: b.md(op.Description),
	}
	if !ref.Webhook {
		ref.Servers = b.servers(e, op)
		ref.Security = b.security(op)
	}
	ref.Params = b.params(e, op)
	if op.RequestBody != nil && op.RequestBody.Value != nil {
		rb := op.RequestBody.Value
		b.dir = request
		if ref.Webhook {
			b.dir = response // the API sends a webhook's payload
		}
		ref.Body = &Body{Required: rb.Required, Description: b.md(rb.Description), Media: b.media(rb.Content)}
	}
	ref.Responses = b.responses(op)
	if !ref.Webhook {
		ref.Samples = b.samples(ref, op)
	}
	assignIDs(ref)
	return ref
}

func (b *builder) md(src string) template.HTML {
	if strings.TrimSpace(src) == "" {
		return ""
	}
	if b.opts.Markdown == nil {
		return ""
	}
	return b.opts.Markdown(src)
}

// splitPath splits "/pets/{id}" into text and parameters.
func splitPath(p string) []PathPart {
	var parts []PathPart
	for p != "" {
		i := strings.IndexByte(p, '{')
		j := strings.IndexByte(p[max(i, 0):], '}')
		if i < 0 || j < 0 {
			parts = append(parts, PathPart{Text: p})
			break
		}
		j += i
		if i > 0 {
			parts = append(parts, PathPart{Text: p[:i]})
		}
		parts = append(parts, PathPart{Text: p[i : j+1], Param: true})
		p = p[j+1:]
	}
	return parts
}

// servers returns the operation's servers, else its path's, else the
// spec's, with variables filled with their defaults.
func (b *builder) servers(e *resolve.Endpoint, op *openapi3.Operation) []Server {
	var list openapi3.Servers
	switch {
	case op.Servers != nil && len(*op.Servers) > 0:
		list = *op.Servers
	case e.PathItem != nil && len(e.PathItem.Servers) > 0:
		list = e.PathItem.Servers
	case b.doc != nil:
		list = b.doc.Servers
	}
	var out []Server
	for _, s := range list {
		if s == nil || s.URL == "" {
			continue
		}
		srv := Server{URL: s.URL, Description: s.Description, Template: s.URL}
		for _, n := range slices.Sorted(maps.Keys(s.Variables)) {
			v := s.Variables[n]
			if v == nil {
				continue
			}
			if v.Default != "" {
				srv.URL = strings.ReplaceAll(srv.URL, "{"+n+"}", v.Default)
			}
			srv.Variables = append(srv.Variables, ServerVariable{Name: n, Default: v.Default, Enum: v.Enum})
		}
		out = append(out, srv)
	}
	return out
}

// security returns the operation's security requirements, else the spec's.
func (b *builder) security(op *openapi3.Operation) []SecurityOption {
	var reqs openapi3.SecurityRequirements
	switch {
	case op.Security != nil:
		reqs = *op.Security // an empty list means no authentication
	case b.doc != nil:
		reqs = b.doc.Security
	}
	var out []SecurityOption
	for _, req := range reqs {
		var opt SecurityOption
		for _, n := range slices.Sorted(maps.Keys(req)) {
			sec := Security{Name: n, Kind: "unknown scheme", Scopes: req[n]}
			var sch *openapi3.SecurityScheme
			if b.doc != nil && b.doc.Components != nil {
				if r := b.doc.Components.SecuritySchemes[n]; r != nil {
					sch = r.Value
				}
			}
			if sch != nil {
				sec.Description = b.md(sch.Description)
				switch strings.ToLower(sch.Type) {
				case "http":
					scheme := strings.ToLower(sch.Scheme)
					sec.Kind, sec.In, sec.Param, sec.Format = "HTTP "+scheme, "header", "Authorization", sch.BearerFormat
				case "apikey":
					sec.Kind, sec.In, sec.Param = "API key", sch.In, sch.Name
				case "oauth2":
					sec.Kind, sec.In, sec.Param = "OAuth 2.0", "header", "Authorization"
				case "openidconnect":
					sec.Kind, sec.In, sec.Param = "OpenID Connect", "header", "Authorization"
				case "mutualtls":
					sec.Kind = "mutual TLS"
				}
			}
			opt.Schemes = append(opt.Schemes, sec)
		}
		if len(opt.Schemes) > 0 {
			out = append(out, opt)
		}
	}
	return out
}

var locations = []struct{ in, title string }{
	{"path", "Path parameters"},
	{"query", "Query parameters"},
	{"header", "Headers"},
	{"cookie", "Cookies"},
}

// params groups the path item's and the operation's parameters by
// location; the operation's override the path's of the same name.
func (b *builder) params(e *resolve.Endpoint, op *openapi3.Operation) []ParamGroup {
	var all []*openapi3.Parameter
	add := func(ps openapi3.Parameters) {
		for _, r := range ps {
			if r == nil || r.Value == nil {
				continue
			}
			p := r.Value
			if i := slices.IndexFunc(all, func(q *openapi3.Parameter) bool { return q.Name == p.Name && q.In == p.In }); i >= 0 {
				all[i] = p
				continue
			}
			all = append(all, p)
		}
	}
	if e.PathItem != nil {
		add(e.PathItem.Parameters)
	}
	add(op.Parameters)
	b.dir = request
	b.budget = b.opts.MaxFields
	var out []ParamGroup
	for _, loc := range locations {
		g := ParamGroup{In: loc.in, Title: loc.title}
		for _, p := range all {
			if p.In == loc.in {
				g.Fields = append(g.Fields, b.param(p.Name, p.In == "path" || p.Required, p))
			}
		}
		if len(g.Fields) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// param describes a parameter or a header.
func (b *builder) param(name string, required bool, p *openapi3.Parameter) *Field {
	schema := p.Schema
	if schema == nil {
		for _, mt := range sortedMedia(p.Content) {
			if m := p.Content[mt]; m != nil && m.Schema != nil {
				schema = m.Schema
				break
			}
		}
	}
	f := b.field(name, schema, required)
	if d := b.md(p.Description); d != "" {
		f.Description = d
	}
	f.Deprecated = f.Deprecated || p.Deprecated
	if ex, ok := paramExample(p); ok {
		f.Example = display(b.ordered(ex))
	}
	return f
}

// paramExample returns a parameter's own example: example, else the first
// of examples by name.
func paramExample(p *openapi3.Parameter) (any, bool) {
	if p.Example != nil {
		return p.Example, true
	}
	if v := firstExample(p.Examples); v != nil {
		return v, true
	}
	return nil, false
}

// sortedMedia lists media types with JSON first, then by name.
func sortedMedia(c openapi3.Content) []string {
	names := slices.Collect(maps.Keys(c))
	sort.Slice(names, func(i, j int) bool {
		ji, jj := isJSON(names[i]), isJSON(names[j])
		if ji != jj {
			return ji
		}
		return names[i] < names[j]
	})
	return names
}

func isJSON(mediaType string) bool {
	mt, _, _ := strings.Cut(mediaType, ";")
	mt = strings.TrimSpace(strings.ToLower(mt))
	return mt == "application/json" || strings.HasSuffix(mt, "+json") || mt == "*/*"
}

// media describes each media type of a body: its field tree and examples.
func (b *builder) media(c openapi3.Content) []Media {
	var out []Media
	for _, name := range sortedMedia(c) {
		mt := c[name]
		if mt == nil {
			continue
		}
		m := Media{Type: name}
		if mt.Schema != nil {
			b.budget = b.opts.MaxFields
			m.Schema = b.field("", mt.Schema, false)
		}
		m.Examples = b.examples(name, mt)
		out = append(out, m)
	}
	return out
}

// examples returns a media type's own examples, else one made from its
// schema.
func (b *builder) examples(mediaType string, mt *openapi3.MediaType) []Example {
	render := func(v any) (string, string) {
		if s, ok := v.(string); ok && !isJSON(mediaType) {
			return s, "text"
		}
		return format(v, styleJSON), "json"
	}
	var out []Example
	if mt.Example != nil {
		code, lang := render(b.ordered(mt.Example))
		out = append(out, Example{Code: code, Lang: lang})
	}
	for _, n := range slices.Sorted(maps.Keys(mt.Examples)) {
		r := mt.Examples[n]
		if r == nil || r.Value == nil || r.Value.Value == nil {
			continue
		}
		code, lang := render(b.ordered(r.Value.Value))
		label := r.Value.Summary
		if label == "" {
			label = n
		}
		out = append(out, Example{Label: label, Code: code, Lang: lang})
	}
	if len(out) == 0 && mt.Schema != nil {
		b.budget = b.opts.MaxFields
		code, lang := render(b.example(mt.Schema))
		out = append(out, Example{Code: code, Lang: lang, Generated: true})
	}
	return out
}

// responses describes each status, in order, "default" last.
func (b *builder) responses(op *openapi3.Operation) []Response {
	if op.Responses == nil {
		return nil
	}
	m := op.Responses.Map()
	codes := make([]string, 0, len(m))
	for c := range m {
		codes = append(codes, c)
	}
	sort.Slice(codes, func(i, j int) bool {
		if (codes[i] == "default") != (codes[j] == "default") {
			return codes[j] == "default"
		}
		return strings.ToUpper(codes[i]) < strings.ToUpper(codes[j])
	})
	b.dir = response
	var out []Response
	for _, code := range codes {
		r := m[code]
		if r == nil || r.Value == nil {
			continue
		}
		resp := Response{Status: strings.ToUpper(code), Class: "default"}
		if code != "default" && code != "" {
			resp.Class = code[:1] + "xx"
		}
		if r.Value.Description != nil {
			resp.Description = b.md(*r.Value.Description)
		}
		names := slices.Sorted(maps.Keys(r.Value.Headers))
		b.budget = b.opts.MaxFields
		for _, n := range names {
			if h := r.Value.Headers[n]; h != nil && h.Value != nil {
				resp.Headers = append(resp.Headers, b.param(n, h.Value.Required, &h.Value.Parameter))
			}
		}
		resp.Media = b.media(r.Value.Content)
		out = append(out, resp)
	}
	return out
}
