// Package apiref turns an OpenAPI operation into the data of an API
// reference page: servers, security, parameters, the request body and the
// responses as trees of fields, and request and response examples. It
// reads the spec as kin-openapi loaded it and never modifies it, so pages
// sharing a spec can be built concurrently.
//
// Stage: content. One of the content engines render runs per page (the API
// reference of an endpoint page).
package apiref

import "html/template"

// Reference is the reference of one endpoint, ready for the templates.
type Reference struct {
	Method string // upper-case; "WEBHOOK" for a webhook
	// Path is the path template, or the webhook's name; Parts is the same
	// split into text and {parameters}, for highlighting.
	Path        string
	Parts       []PathPart
	Webhook     bool
	Deprecated  bool
	Description template.HTML
	Servers     []Server
	// Security lists the alternative ways to authenticate: any one of them
	// suffices, and each needs all of its schemes.
	Security []SecurityOption
	Params   []ParamGroup
	Body     *Body
	// Responses are in status order, "default" last.
	Responses []Response
	// Samples are the request examples: the spec's own x-codeSamples first,
	// then generated cURL, Python and JavaScript.
	Samples []Sample
}

// PathPart is a piece of a path template.
type PathPart struct {
	Text  string
	Param bool // a {parameter}, braces included in Text
}

// Server is a base URL the endpoint is served at.
type Server struct {
	URL         string // variables filled with their defaults
	Description string
	// Template is URL as the spec writes it, with its {variables}, and
	// Variables are those variables, by name: what the playground lets a
	// reader change.
	Template  string
	Variables []ServerVariable
}

// ServerVariable is a variable of a server's URL template (its JSON is
// what the playground reads).
type ServerVariable struct {
	Name    string   `json:"name"`
	Default string   `json:"default,omitempty"`
	Enum    []string `json:"enum,omitempty"`
}

// SecurityOption is one way to authenticate.
type SecurityOption struct {
	Schemes []Security
}

// Security is one security scheme a request must satisfy.
type Security struct {
	Name        string // the scheme's key in components.securitySchemes
	Kind        string // "HTTP bearer", "API key", "OAuth 2.0", ...
	In          string // "header", "query" or "cookie"
	Param       string // header, query or cookie name ("Authorization")
	Format      string // bearerFormat
	Scopes      []string
	Description template.HTML
}

// ParamGroup is the parameters of one location.
type ParamGroup struct {
	In     string // "path", "query", "header" or "cookie"
	Title  string // "Path parameters"
	Fields []*Field
}

// Body is a request body or a webhook's payload.
type Body struct {
	Required    bool
	Description template.HTML
	Media       []Media
}

// Response is what the endpoint answers with one status.
type Response struct {
	Status      string // "200", "4XX", "default"
	Class       string // "2xx", "4xx", ... for colouring; "default"
	Description template.HTML
	Headers     []*Field
	Media       []Media
}

// Media is a body in one media type.
type Media struct {
	Type   string // "application/json"
	Schema *Field // the body's root; nil when the spec gives no schema
	// Examples are the spec's own examples, or one generated from the
	// schema.
	Examples []Example
}

// Example is a body example.
type Example struct {
	Label     string // the example's name or summary; "" when only one
	Code      string // JSON, or the example as the spec wrote it
	Lang      string // highlighting language: "json" or "text"
	Generated bool   // made from the schema, not given by the spec
}

// Sample is a request example in one language.
type Sample struct {
	Label string // tab label: "cURL", "Python", or the x-codeSamples label
	Lang  string // highlighting language
	Code  string
	// Generator is the generated sample's language ("curl", "python"),
	// "" for the spec's own.
	Generator string
}

// Field is a parameter, a header, or a node of a schema tree: a property,
// an array's items, one alternative of a oneOf.
type Field struct {
	Name string // property or parameter name; "" for a root or an alternative
	// ID is the field's anchor on the page ("body-hits-per-page"), "" for
	// none; see [Reference.IDs].
	ID string
	// Type is the schema's type as readers write it: "string<date-time>",
	// "object[]", "integer | null", "Pet" for a recursive reference.
	Type       string
	Title      string
	Required   bool
	Nullable   bool
	ReadOnly   bool
	WriteOnly  bool
	Deprecated bool
	Default    string // JSON
	Example    string // JSON
	// XDefault is the schema's x-default: the value request samples and
	// the playground start with (not shown as the default).
	XDefault    string
	Enum        []string
	Constraints []string // "≥ 1", "length ≤ 64", "pattern ^[a-z]+$"
	Description template.HTML
	// Children are the properties of an object, or of an array's item
	// objects.
	Children []*Field
	// Additional describes additionalProperties: its value's field, with
	// Name "{key}".
	Additional *Field
	// Alternatives are the schemas of oneOf or anyOf, in order; Choice says
	// which ("one of" or "any of").
	Choice       string
	Alternatives []*Field
	// Recursive marks a schema already being described above this field:
	// the tree stops here.
	Recursive bool
	// Truncated marks a tree cut short by the size limit.
	Truncated bool
}

// Expandable reports whether the field has nested content.
func (f *Field) Expandable() bool {
	return len(f.Children) > 0 || f.Additional != nil || len(f.Alternatives) > 0
}
