package render

import (
	"strings"

	"github.com/navbuild/navbuild/resolve"
)

// endpoint fills v.Endpoint for an OpenAPI page or a page with an `api`
// front matter key, and returns the Markdown source to render below it.
func (r *Renderer) endpoint(v *pageView, p *resolve.Page, src []byte) []byte {
	if e := p.Endpoint; e != nil {
		v.Endpoint = &endpointView{Method: strings.ToUpper(e.Method), Path: e.Path, Spec: e.Spec.Source}
		if p.File == "" && e.Operation != nil {
			src = []byte(e.Operation.Description + "\n\n> The full endpoint reference (parameters, request and responses) is generated from `" +
				e.Spec.Source + "`.\n")
		}
	}
	if api, ok := p.Meta["api"].(string); ok && v.Endpoint == nil {
		// A hand-written API page: `api: "POST https://api.example.com/x"`.
		if method, target, ok := strings.Cut(strings.TrimSpace(api), " "); ok {
			v.Endpoint = &endpointView{Method: strings.ToUpper(method), Path: strings.TrimSpace(target)}
		}
	}
	return src
}
