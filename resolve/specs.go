package resolve

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/openapi"
	"github.com/navbuild/navbuild/internal/parallel"
)

// specInfo is a loaded spec and the Spec of the model that its endpoint
// pages point at.
type specInfo struct {
	*openapi.Spec
	model  *Spec
	failed bool // could not be loaded; pages from it are left out
}

// endpoint returns the model's Endpoint of op, an operation of s.
func (s *specInfo) endpoint(op *openapi.Operation) *Endpoint {
	return &Endpoint{Spec: s.model, Method: op.Method, Path: op.Path, Operation: op.Op, PathItem: op.Item, Deprecated: op.Op.Deprecated}
}

// FetchHTTP is what [Options].Fetch defaults to: an HTTP GET of url that
// must answer 200 OK with at most 32 MB, the limit of a local spec. It is
// safe for concurrent use.
func FetchHTTP(ctx context.Context, url string) ([]byte, error) {
	return openapi.FetchHTTP(ctx, url)
}

// specLoader loads each spec once per build, whatever the number of nodes
// naming it, and reports its problems.
type specLoader struct {
	ctx    context.Context
	loader openapi.Loader
	diags  *diag.List
	cache  map[string]*specInfo
	pre    map[string]openapi.Result // prefetched, not yet reported
}

// load returns the spec named by src, reporting a problem at v (or at the
// spec itself when v is nil). A missing local file is an error; an
// unreachable remote spec is a warning and its pages are left out.
func (l *specLoader) load(src string, v *jsonv.Value, jpath, nodeKind string) *specInfo {
	if s, ok := l.cache[src]; ok {
		return s
	}
	r, ok := l.pre[src]
	if !ok {
		r = l.loader.Read(l.ctx, src)
	}
	s := &specInfo{Spec: r.Spec, failed: r.Failed()}
	s.model = &Spec{Source: src, Doc: r.Spec.Doc, Order: r.Spec.Order, Texts: r.Spec.Texts}
	l.cache[src] = s
	pos := diag.Pos{File: src, Line: 1, Col: 1}
	if v != nil {
		pos = v.Pos()
	}
	switch {
	case errors.Is(r.FetchErr, openapi.ErrOffline):
		l.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("OpenAPI spec %s is not fetched in offline mode; its endpoint pages are left out", src), "")
	case r.FetchErr != nil:
		hint := "check the URL, or commit a copy of the spec and point openapi at it"
		if errors.Is(r.FetchErr, docfs.ErrRefused) {
			hint = "a remote spec has the limit of a local one: " + docfs.Hint(r.FetchErr)
		}
		l.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("cannot fetch OpenAPI spec %s: %v; its endpoint pages are left out", src, r.FetchErr), hint)
	case errors.Is(r.ReadErr, fs.ErrNotExist):
		hint := ""
		if nodeKind != "" {
			hint = "the openapi of a " + nodeKind + " is a path from the docs folder"
		}
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("OpenAPI spec %q does not exist", src), hint)
	case r.ReadErr != nil:
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("cannot read OpenAPI spec %q: %v", src, unwrapPathError(r.ReadErr)), docfs.Hint(r.ReadErr))
	case errors.Is(r.ParseErr, docfs.ErrRefused):
		var pe *fs.PathError
		errors.As(r.ParseErr, &pe)
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("OpenAPI spec %q references %q, which cannot be read: %v", src, pe.Path, pe.Err), docfs.Hint(r.ParseErr))
	case r.ParseErr != nil:
		var se *openapi.SyntaxError
		if errors.As(r.ParseErr, &se) && !strings.Contains(src, "://") {
			// Point at the spec's own line, where the fix is.
			l.diags.Add(diag.Error, diag.Pos{File: src, Line: se.Line, Col: max(se.Col, 1)}, "", "OpenAPI spec is invalid: "+se.Msg,
				fmt.Sprintf("the spec is named at %s, %s", pos, jpath))
			break
		}
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("OpenAPI spec %q is invalid: %v", src, r.ParseErr), "")
	case s.Problem != nil && len(s.Dangling) > 0:
		for _, d := range s.Dangling {
			l.diags.Add(diag.Warning, diag.Pos{File: src, Line: d.Line, Col: d.Col}, "", fmt.Sprintf("OpenAPI $ref %q points at nothing", d.Ref),
				fmt.Sprintf("the pages of the spec named at %s are built without it", pos))
		}
	case s.Problem != nil:
		l.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("OpenAPI spec %q has a problem: %v", src, s.Problem), "its pages are built; parts that depend on it may be incomplete")
	}
	if !s.failed {
		for _, h := range s.BadHrefs {
			// A spec is data, often another team's: its href must not
			// become a link that runs script or leaves the site.
			l.diags.Add(diag.Error, diag.Pos{File: src, Line: h.Line, Col: h.Col}, h.Pointer, fmt.Sprintf("x-mint.href %q is not a path in the site", h.Href),
				fmt.Sprintf(`write the page's path from the docs root, such as "/api/pets/list", which becomes the page's URL; the spec is named at %s, %s`, pos, jpath))
		}
	}
	return s
}

// prefetch reads and parses the given specs in parallel: large specs take
// most of a build's resolve time, and they are independent. Results are
// reported by load, in navigation order, so the output does not depend on
// which finished first.
func (l *specLoader) prefetch(sources []string) {
	results := make([]openapi.Result, len(sources))
	parallel.Each(context.Background(), len(sources), 0, func(i int, _ *bytes.Buffer) error {
		results[i] = l.loader.Read(l.ctx, sources[i])
		return nil
	})
	l.pre = make(map[string]openapi.Result, len(sources))
	for i, src := range sources {
		l.pre[src] = results[i]
	}
}

// frontMatterEndpoints resolves the `openapi: "METHOD /path"` front matter
// of pages: against the spec it names, else the specs the navigation
// loaded, else every OpenAPI file of the docs folder, as the reference's
// build finds them.
func (b *builder) frontMatterEndpoints(pages []*Page) {
	var candidates []*specInfo
	scanned := false
	for _, p := range pages {
		if p.fm == nil || p.fm.openapi == "" || p.Endpoint != nil {
			continue
		}
		raw, pos := p.fm.openapi, p.fm.openapiPos
		ep := config.ParseEndpoint(raw)
		if ep == nil {
			b.diags.Add(diag.Warning, pos, "", fmt.Sprintf("front matter openapi %q is not METHOD /path or SPEC METHOD /path", raw), "")
			continue
		}
		var specs []*specInfo
		if ep.Spec != "" {
			s := b.specs.cache[ep.Spec]
			if s == nil {
				s = b.declaredSpec(ep.Spec)
			}
			if s == nil {
				if !b.files.all[ep.Spec] && !strings.Contains(ep.Spec, "://") {
					b.diags.Add(diag.Warning, pos, "", fmt.Sprintf("front matter openapi names spec %q, which does not exist", ep.Spec), "")
					continue
				}
				s = b.specs.load(ep.Spec, nil, "", "")
			}
			specs = []*specInfo{s}
		} else {
			if !scanned {
				candidates, scanned = b.allSpecs(), true
			}
			specs = candidates
		}
		found := false
		for _, s := range specs {
			if s.failed {
				continue
			}
			if op, err := s.Find(ep.Method, ep.Path); err == nil {
				p.Endpoint = s.endpoint(op)
				if !p.fm.titled && strings.TrimSpace(op.Op.Summary) != "" {
					p.Title = strings.TrimSpace(op.Op.Summary)
					if !p.fm.sidebarTitled {
						p.SidebarTitle = p.Title
					}
				}
				found = true
				break
			}
		}
		if !found {
			b.diags.Add(diag.Warning, pos, "", fmt.Sprintf("front matter openapi %q matches no operation of the docs folder's OpenAPI specs", raw), "the page is built without the endpoint reference")
		}
	}
}

// declaredSpec returns the spec of docs.json's `api.openapi` that name
// (front matter `openapi: "NAME METHOD /path"`) refers to, written as
// the spec's path or URL with or without its extension or leading "/",
// loading it on first use; nil when none does.
func (b *builder) declaredSpec(name string) *specInfo {
	o := b.cfg.API.OpenAPI
	if o == nil {
		return nil
	}
	trim := func(s string) string {
		s = strings.TrimPrefix(s, "/")
		if ext := path.Ext(s); ext == ".json" || ext == ".yaml" || ext == ".yml" {
			s = strings.TrimSuffix(s, ext)
		}
		return s
	}
	want := trim(name)
	for _, ref := range o.Specs {
		if ref.Source != "" && (ref.Source == name || trim(ref.Source) == want) {
			return b.specs.load(ref.Source, o.V, o.Path, "")
		}
	}
	return nil
}

// allSpecs returns the specs the navigation loaded, then every other file
// of the docs folder that looks like an OpenAPI or Swagger document, in
// path order.
func (b *builder) allSpecs() []*specInfo {
	var out []*specInfo
	if o := b.cfg.API.OpenAPI; o != nil {
		for _, ref := range o.Specs {
			if ref.Source != "" {
				b.specs.load(ref.Source, o.V, o.Path, "")
			}
		}
	}
	var sources []string
	for src := range b.specs.cache {
		sources = append(sources, src)
	}
	slices.Sort(sources)
	for _, src := range sources {
		out = append(out, b.specs.cache[src])
	}
	var files []string
	for f := range b.files.all {
		switch path.Ext(f) {
		case ".json", ".yaml", ".yml":
			if _, loaded := b.specs.cache[f]; !loaded && f != config.Name {
				files = append(files, f)
			}
		}
	}
	slices.Sort(files)
	for _, f := range files {
		if openapi.LooksLike(b.fsys, f) {
			out = append(out, b.specs.load(f, nil, "", ""))
		}
	}
	return out
}
