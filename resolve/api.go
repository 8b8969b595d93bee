package resolve

import (
	"fmt"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/openapi"
)

// API is docs.json's `api` as endpoint pages use it. The zero value is
// the reference's default: fields closed, paths without their base URL,
// samples in [DefaultSampleLanguages] with every parameter.
type API struct {
	Samples Samples
	// ExpandFields is `params.expanded: "all"`: the nested fields of
	// parameters, bodies and responses show open.
	ExpandFields bool
	// FullURL is `url: "full"`: an endpoint's header shows the base URL
	// of its first server before the path.
	FullURL bool
	// Playground is what endpoint pages offer to try a request.
	Playground Playground
}

// Playground is docs.json's `api.playground`, with what the playground of
// hand-written `api:` pages needs from `api.mdx`. The zero value shows
// no playground; a loaded site's Display is never "".
type Playground struct {
	// Display is "interactive" (a "Try it" button and its form),
	// "simple" (the endpoint only), "none" or "auth" (shown to logged-in
	// readers on the reference: nobody, on a static site). A page's
	// front matter `playground` overrides it ([Page.Playground]).
	Display string
	// Credentials sends the reader's cookies with the playground's
	// requests (`playground.credentials`).
	Credentials bool
	// Prefill starts the playground's fields with the spec's examples
	// (`examples.prefill`, on unless set to false); defaults are always
	// filled in.
	Prefill bool
	// Servers are the base URLs of hand-written `api:` pages whose
	// target is a path (`mdx.server`).
	Servers []string
	// AuthMethod and AuthName are `mdx.auth`: "bearer", "basic", "key"
	// (a header named AuthName) or "cobo", "" for none.
	AuthMethod, AuthName string
}

// Samples says which request samples endpoint pages show: docs.json's
// `api.examples`, with its languages resolved. The zero value shows the
// default samples.
type Samples struct {
	// Languages are the generated samples' languages, in order, each one
	// that navbuild writes; nil means [DefaultSampleLanguages], and empty
	// (not nil) none, when autogenerate is off.
	Languages []string
	// RequiredOnly leaves optional parameters and body properties out of
	// generated samples (`defaults: "required"`).
	RequiredOnly bool
}

// DefaultSampleLanguages returns the samples of a site that does not
// choose, a new slice on each call.
func DefaultSampleLanguages() []string { return openapi.DefaultSampleLanguages() }

// samples resolves `api.examples`: languages by their aliases, in order,
// once each; a language navbuild cannot write is left out with a warning,
// and with none left (or none given) the default languages show.
func (b *builder) samples(e config.APIExamples) Samples {
	s := Samples{RequiredOnly: e.RequiredOnly}
	if e.NoAutogenerate {
		s.Languages = []string{}
		return s
	}
	for i, l := range e.Languages {
		name, ok := openapi.SampleLanguage(l)
		if !ok && i < len(e.LanguagesV.Arr) {
			b.diags.Add(diag.Warning, e.LanguagesV.Arr[i].Pos(), fmt.Sprintf("api.examples.languages[%d]", i),
				fmt.Sprintf("navbuild writes no %q request samples; the language is left out", l),
				"navbuild writes "+strings.Join(openapi.SampleLanguages(), ", "))
		}
		if !ok {
			continue
		}
		if !slices.Contains(s.Languages, name) {
			s.Languages = append(s.Languages, name)
		}
	}
	if len(s.Languages) == 0 {
		s.Languages = DefaultSampleLanguages()
	}
	return s
}
