package render

import (
	"bytes"
	"fmt"
	"html/template"
	"path"
	"strings"
	"sync"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/resolve"
)

// apiView is the rendered reference of an OpenAPI page: the main column
// (servers, security, parameters, body, responses) and the aside of
// request and response examples, which takes the place of the table of
// contents.
type apiView struct {
	Main, Aside template.HTML
	IDs         []string // the fields' anchors, for the link check
	data        *apiData // what Aside is made of (see Renderer.aside)
	// deep says a description nests past mdnest.Max (converted.deep).
	deep bool
}

// apiData is what templates/endpoint.html receives.
type apiData struct {
	*apiref.Reference
	Samples          []codeView
	ResponseExamples []codeView // one per status and example
	// Request and Response are the page's own <RequestExample> and
	// <ResponseExample>: they take the place of the generated ones.
	Request, Response template.HTML
	// F is how its field trees are written.
	F *fieldOpts
	// T is the interface text in the page's language.
	T *i18n.Texts
	// descs maps each description's HTML to its Markdown source, for the
	// page's Markdown twin.
	descs map[template.HTML]string
}

// exampleGroup is the request or the response part of the aside
// (template "api-example-group"): the page's own example (Own), else
// the generated ones as tabs, named Name and in the code group
// "api-"+Class; Status colours a response's tabs by its class.
type exampleGroup struct {
	Title, Name, Class string
	Own                template.HTML
	Tabs               []codeView
	Status             bool
}

// RequestGroup is the aside's request part.
func (d *apiData) RequestGroup() exampleGroup {
	return exampleGroup{Title: d.T.Get("api.request"), Name: "request", Class: "samples", Own: d.Request, Tabs: d.Samples}
}

// ResponseGroup is the aside's response part.
func (d *apiData) ResponseGroup() exampleGroup {
	return exampleGroup{Title: d.T.Get("api.response"), Name: "response", Class: "responses", Own: d.Response, Tabs: d.ResponseExamples, Status: true}
}

// codeView is a highlighted code block in a tab.
type codeView struct {
	Label string
	Class string // response class ("2xx") for the tab's colour
	HTML  template.HTML
}

// endpoint fills v.Endpoint and v.API for an OpenAPI page, or v.Endpoint
// for a page with an `api` front matter key, and returns the Markdown
// source to render as the page's body: its own file, nothing for a page
// generated from the spec.
//
// The links of the spec's descriptions are returned for the link check,
// written from the site root.
func (r *Renderer) endpoint(v *pageView, p *resolve.Page, src []byte, api resolve.API) ([]byte, []specLink, error) {
	e := p.Endpoint
	if e == nil {
		if a := p.API; a != nil {
			v.Endpoint = &endpointView{Method: a.Method, Path: a.Target, Parts: []apiref.PathPart{{Text: a.Target}}}
			v.Endpoint.Try = r.playground(p, api.Playground, nil, v.T)
		}
		return src, nil, nil
	}
	var links []specLink
	deep := false
	descs := map[template.HTML]string{}
	ref := apiref.Build(e, apiref.Options{
		Markdown: func(src string) template.HTML {
			d := r.describe(src, v.Self)
			for _, l := range d.links {
				links = append(links, specLink{dest: l, text: src})
			}
			deep = deep || d.deep
			descs[d.html] = src
			return d.html
		},
		Languages:    api.Samples.Languages,
		RequiredOnly: api.Samples.RequiredOnly,
	})
	v.Endpoint = &endpointView{Method: ref.Method, Path: ref.Path, Parts: ref.Parts, Spec: e.Spec.Source, Deprecated: ref.Deprecated,
		Try: r.playground(p, api.Playground, ref, v.T)}
	if api.FullURL && !ref.Webhook && len(ref.Servers) > 0 {
		base := strings.TrimSuffix(ref.Servers[0].URL, "/")
		v.Endpoint.Path = base + ref.Path
		v.Endpoint.Parts = append([]apiref.PathPart{{Text: base}}, ref.Parts...)
	}
	d := &apiData{Reference: ref, F: &fieldOpts{T: v.T, Open: api.ExpandFields, Twin: v.Twin}, descs: descs, T: v.T}
	for _, s := range ref.Samples {
		d.Samples = append(d.Samples, codeView{Label: s.Label, HTML: r.code(v.Site.palette, s.Lang, s.Code)})
	}
	for _, resp := range ref.Responses {
		if len(resp.Media) == 0 {
			continue
		}
		// The first media type's examples: JSON when there is one.
		for _, ex := range resp.Media[0].Examples {
			label := resp.Status
			if ex.Label != "" {
				label += " · " + ex.Label
			}
			d.ResponseExamples = append(d.ResponseExamples, codeView{Label: label, Class: resp.Class, HTML: r.code(v.Site.palette, ex.Lang, ex.Code)})
		}
	}
	var main bytes.Buffer
	main.Grow(32 << 10)
	if err := r.tmpl.ExecuteTemplate(&main, "api-reference", d); err != nil {
		return nil, nil, fmt.Errorf("render %s: %w", p.Path, err)
	}
	// The aside is rendered with the page's body, which may replace its
	// examples (Renderer.aside).
	v.API = &apiView{IDs: ref.IDs(), Main: executed(main.String()), data: d, deep: deep}
	if p.File == "" {
		// A generated page's own words come from the spec (x-mint.content),
		// shown above the reference, as on the reference platform.
		src = nil
		if p.Content != "" {
			src = []byte(p.Content)
		}
	}
	return src, links, nil
}

// description is a rendered description from a spec.
type description struct {
	html  template.HTML
	links []string // destinations, from the site root
	deep  bool     // nested past mdnest.Max (converted.deep)
}

// describe renders a description from a spec for the page whose path is
// self. Specs repeat descriptions across operations (a shared schema, a
// common parameter), so results are cached, unless they have in-page
// links, which hold the page's path (few do: see docs/notes/2026-12-04-architecture-notes.md); text
// without Markdown syntax skips the parser.
func (r *Renderer) describe(src, self string) description {
	src = strings.TrimSpace(src)
	if !strings.ContainsAny(src, "*_`[]<>#|&\\!\n") {
		return description{html: paragraph(src)}
	}
	if d, ok := r.descs.get(src); ok {
		return d
	}
	// Spec links are written from the site root: convert them as a root
	// page's, but for in-page links.
	c, err := r.convertLinks([]byte(src), "/", self)
	d := description{html: r.sanitized(c.html), deep: c.deep}
	if err != nil {
		d.html = paragraph(src)
	}
	for _, l := range c.links {
		if l == "" || link.Classify(l) != link.Path {
			continue
		}
		d.links = append(d.links, path.Join("/", l))
	}
	if !c.inPage {
		r.descs.put(src, d)
	}
	return d
}

// aside renders the examples column of a page: an endpoint page's
// request samples and response examples, where the page's own
// <RequestExample> and <ResponseExample> take the place of the generated
// ones, as on the reference; on any other page, those two alone (nil for
// none: the page keeps its table of contents).
func (r *Renderer) aside(v *pageView, request, response []byte) error {
	if v.API == nil {
		if request == nil && response == nil {
			return nil
		}
		v.API = &apiView{data: &apiData{}}
	}
	d := v.API.data
	d.T = v.T
	if request != nil {
		d.Request = pageBody(request)
	}
	if response != nil {
		d.Response = pageBody(response)
	}
	var aside bytes.Buffer
	aside.Grow(16 << 10)
	if err := r.tmpl.ExecuteTemplate(&aside, "api-examples", d); err != nil {
		return err
	}
	v.API.Aside = executed(aside.String())
	return nil
}

// exampleLines is how many lines of a sample or an example are
// highlighted: a few times what the examples' box shows (28rem, about 20
// lines). The rest is plain text (see markdown.CodeBlock): spec examples
// run to thousands of lines.
const exampleLines = 100

// code highlights a sample or an example as a fenced code block would
// be (samples in the common languages take a faster highlighter), its
// first exampleLines lines, its tokens with the classes of palette p.
func (r *Renderer) code(p *markdown.Palette, lang, code string) template.HTML {
	var buf bytes.Buffer
	markdown.CodeBlock(&buf, p, lang, code, exampleLines)
	return ownMarkup(buf.String())
}

// htmlCache holds rendered descriptions, shared by the workers of a
// Renderer. It stops growing at a bound, so that a long `serve` session
// does not keep every description it ever saw.
type htmlCache struct {
	mu sync.RWMutex
	m  map[string]description
}

const htmlCacheMax = 50000

func (c *htmlCache) get(k string) (description, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	h, ok := c.m[k]
	return h, ok
}

func (c *htmlCache) put(k string, h description) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]description{}
	}
	if len(c.m) < htmlCacheMax {
		c.m[k] = h
	}
}

// The page template leaves these marks where renderPage puts an endpoint
// page's reference and examples.
const (
	apiMainMark  = "<nb-api-main></nb-api-main>"
	apiAsideMark = "<nb-api-aside></nb-api-aside>"
)

// apiSectionIDs are the ids of the reference's sections, which links may
// target.
var apiSectionIDs = []string{
	"api-servers", "api-authorizations", "api-path-parameters", "api-query-parameters",
	"api-header-parameters", "api-cookie-parameters", "api-body", "api-responses",
}

// specLink is a link in a spec's description: its destination, from the
// site root, and the description's text, which [openapi.Spec.Texts]
// places in the spec's file.
type specLink struct{ dest, text string }
