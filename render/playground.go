package render

import (
	"net/url"
	"strings"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/resolve"
)

// tryView is an endpoint page's playground: the "Try it" button in the
// page's header, the script that draws the form (assets/playground.js,
// loaded on the first click) and what the form is made of, as JSON in the
// page (html/template escapes it for its <script> element).
type tryView struct {
	Script string // the playground script, from the site root
	Data   tryData
}

// tryData is what assets/playground.js builds its form from. Keys are
// short: every endpoint page carries it.
type tryData struct {
	Method  string      `json:"method"`
	Path    string      `json:"path"`
	Servers []tryServer `json:"servers,omitempty"`
	// Params are the operation's parameters; nil on a hand-written `api:`
	// page, whose ParamFields the script reads from the page instead.
	Params       []tryField `json:"params,omitempty"`
	FromPage     bool       `json:"fromPage,omitempty"`
	Body         []tryBody  `json:"body,omitempty"`
	BodyRequired bool       `json:"bodyRequired,omitempty"`
	// Auth lists the ways to authenticate, as the reference's Security:
	// any one option, all of its schemes.
	Auth [][]tryAuth `json:"auth,omitempty"`
	// AuthOptional is set when the spec also lets a request go without
	// credentials: only then may Send leave a username empty.
	AuthOptional bool `json:"authOptional,omitempty"`
	Credentials  bool `json:"credentials,omitempty"`
	// Samples has the generator of each request sample's tab, in order:
	// "curl", "python", "javascript" are rewritten with the reader's
	// values; "" (the spec's own, or another language) stays as it is.
	Samples []string          `json:"samples,omitempty"`
	Text    map[string]string `json:"text"`
}

type tryServer struct {
	URL  string                  `json:"url"` // the template, with {variables}
	Vars []apiref.ServerVariable `json:"vars,omitempty"`
}

// tryField is a parameter, or a field of a form body.
type tryField struct {
	Name     string   `json:"name"`
	In       string   `json:"in,omitempty"` // "path", "query", "header", "cookie"; "" in a body
	Type     string   `json:"type,omitempty"`
	Required bool     `json:"required,omitempty"`
	Enum     []string `json:"enum,omitempty"`
	// Value prefills the field; Hint is its placeholder.
	Value string `json:"value,omitempty"`
	Hint  string `json:"hint,omitempty"`
	File  bool   `json:"file,omitempty"` // a binary: a file input
}

// tryBody is the request body in one media type.
type tryBody struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"` // JSON or text, prefilled
	// Fields are a form's fields, or a JSON object's properties (the
	// form beside the JSON editor).
	Fields []tryField `json:"fields,omitempty"`
	File   bool       `json:"file,omitempty"` // a binary body: one file
	// Generated marks a Text made from the schema, with placeholders
	// ("<string>"): a JSON body's form starts from its fields' own
	// values, not from it.
	Generated bool `json:"generated,omitempty"`
}

// tryAuth is one security scheme the playground asks a credential for.
type tryAuth struct {
	Kind string `json:"kind"` // "bearer", "basic", "key" (API key), "oauth2" (a token)
	In   string `json:"in,omitempty"`
	Name string `json:"name,omitempty"` // header, query or cookie name
}

// playgroundTexts are the interface words the script writes.
var playgroundTexts = []string{
	"api.try", "api.send", "api.sending", "api.token", "api.username", "api.password", "api.status",
	"api.time", "api.cors", "api.session", "api.invalid.json", "api.missing", "api.playground",
	"api.server", "api.auth", "api.body", "api.params.path", "api.params.query", "api.params.header",
	"api.params.cookie", "api.form", "api.curl", "api.response", "api.headers", "api.required", "search.close", "copy.code", "copied",
}

// playgroundShown reports whether p shows the playground: docs.json's
// display, unless the page's front matter says otherwise.
func playgroundShown(p *resolve.Page, pg resolve.Playground) bool {
	display := pg.Display
	if p.Playground != "" {
		display = p.Playground
	}
	return display == "interactive"
}

// playground returns the playground of an OpenAPI page (ref non-nil) or
// of a hand-written `api:` page, nil where it does not show (webhooks,
// display settings, a renderer without the script).
func (r *Renderer) playground(p *resolve.Page, pg resolve.Playground, ref *apiref.Reference, t *i18n.Texts) *tryView {
	if r.playJS == "" || !playgroundShown(p, pg) {
		return nil
	}
	v := &tryView{Script: r.playJS, Data: tryData{Credentials: pg.Credentials, Text: map[string]string{}}}
	for _, k := range playgroundTexts {
		v.Data.Text[k] = t.Get(k)
	}
	d := &v.Data
	if ref == nil {
		a := p.API
		if a == nil {
			return nil
		}
		d.Method, d.Path, d.FromPage = a.Method, a.Target, true
		if u, err := url.Parse(a.Target); err != nil || !u.IsAbs() {
			for _, s := range pg.Servers {
				d.Servers = append(d.Servers, tryServer{URL: s})
			}
		}
		switch pg.AuthMethod {
		case "bearer", "cobo":
			d.Auth = [][]tryAuth{{{Kind: "bearer", In: "header", Name: "Authorization"}}}
		case "basic":
			d.Auth = [][]tryAuth{{{Kind: "basic", In: "header", Name: "Authorization"}}}
		case "key":
			d.Auth = [][]tryAuth{{{Kind: "key", In: "header", Name: pg.AuthName}}}
		}
		return v
	}
	if ref.Webhook {
		return nil
	}
	d.Method, d.Path = ref.Method, ref.Path
	for _, s := range ref.Servers {
		d.Servers = append(d.Servers, tryServer{URL: s.Template, Vars: s.Variables})
	}
	for _, g := range ref.Params {
		for _, f := range g.Fields {
			tf := tryFieldOf(f, pg.Prefill)
			tf.In = g.In
			d.Params = append(d.Params, tf)
		}
	}
	if b := ref.Body; b != nil {
		d.BodyRequired = b.Required
		for _, m := range b.Media {
			tb := tryBody{Type: m.Type}
			switch {
			case strings.HasPrefix(m.Type, "multipart/") || strings.HasPrefix(m.Type, "application/x-www-form-urlencoded"):
				if m.Schema != nil {
					for _, f := range m.Schema.Children {
						tb.Fields = append(tb.Fields, tryFieldOf(f, pg.Prefill))
					}
				}
			case binaryMedia(m):
				tb.File = true
			default:
				if len(m.Examples) > 0 && (pg.Prefill || !m.Examples[0].Generated) {
					tb.Text = m.Examples[0].Code
					tb.Generated = m.Examples[0].Generated
				}
				if strings.Contains(m.Type, "json") {
					tb.Fields = jsonFields(m.Schema, pg.Prefill)
				}
			}
			d.Body = append(d.Body, tb)
		}
	}
	for _, opt := range ref.Security {
		var schemes []tryAuth
		for _, s := range opt.Schemes {
			a := tryAuth{In: s.In, Name: s.Param}
			switch {
			case s.Kind == "HTTP basic":
				a.Kind = "basic"
			case s.Kind == "API key":
				a.Kind = "key"
			case s.In == "header" && s.Param == "Authorization":
				a.Kind = "bearer" // HTTP bearer, OAuth 2.0, OpenID Connect: a token
			default:
				continue // mutual TLS, unknown schemes: nothing to type in
			}
			schemes = append(schemes, a)
		}
		if len(schemes) > 0 {
			d.Auth = append(d.Auth, schemes)
		} else {
			d.AuthOptional = true
		}
	}
	for _, s := range ref.Samples {
		d.Samples = append(d.Samples, s.Generator)
	}
	return v
}

// tryFieldOf is the playground's field of a parameter or a form field:
// its default prefilled, its example too with prefill on (else shown as
// the placeholder). Values are as the reference shows them: strings as
// they are, anything else as JSON.
func tryFieldOf(f *apiref.Field, prefill bool) tryField {
	tf := tryField{Name: f.Name, Type: f.Type, Required: f.Required, Enum: f.Enum,
		File: strings.Contains(f.Type, "<binary>"), Value: f.Default, Hint: f.Example}
	if prefill && f.Example != "" {
		tf.Value = f.Example
	}
	if f.XDefault != "" {
		tf.Value = f.XDefault
	}
	return tf
}

// jsonFields are the fields of a JSON body's form: the properties of an
// object schema a reader writes (not the read-only ones), each a value
// the script parses by its type; nil for any other schema (an array, a
// choice of schemas), which only the JSON editor writes.
func jsonFields(s *apiref.Field, prefill bool) []tryField {
	if s == nil || s.Type != "object" || len(s.Alternatives) > 0 || s.Recursive || s.Truncated {
		return nil
	}
	var fs []tryField
	for _, f := range s.Children {
		if !f.ReadOnly {
			fs = append(fs, tryFieldOf(f, prefill))
		}
	}
	return fs
}

// binaryMedia reports whether a body is a file rather than text.
func binaryMedia(m apiref.Media) bool {
	if m.Schema != nil && strings.Contains(m.Schema.Type, "<binary>") {
		return true
	}
	t := m.Type
	return t == "application/octet-stream" || strings.HasPrefix(t, "image/") || strings.HasPrefix(t, "audio/") ||
		strings.HasPrefix(t, "video/") || t == "application/pdf" || t == "application/zip"
}
