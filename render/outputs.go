package render

import (
	"fmt"
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/resolve"
)

// This file keeps the output files of a site apart: no two sources (pages,
// their Markdown twins and feeds, redirects, static files, navbuild's own
// files) may write one file, nor two names that a case-insensitive or
// Unicode-normalising file system (macOS, Windows) takes for one, nor a
// file where another source needs a folder. Prepare claims every output
// here as it plans the site; `navbuild check` prepares the site as
// `navbuild build` does, so both refuse the same folders, with the same
// positions, before anything is written.

// ownDir is the folder of navbuild's own files in the site (scripts,
// stylesheets, the search index). Nothing of the docs folder may be
// written there: a file of its own `_navbuild/` would replace or pass for
// navbuild's app.js or pages.txt.
const ownDir = "_navbuild"

// outSource is what writes an output file, for messages.
type outSource struct {
	what string   // `page "guide" (guide.mdx)`, "navbuild's llms.txt"
	pos  diag.Pos // where it is written; the zero Pos for navbuild's own files
	path string   // its JSON path in docs.json, or its JSON pointer in a spec
	own  bool     // navbuild's own file, which may be under ownDir
	// redirect marks a redirect's forwarding page; page marks a page's
	// HTML. A redirect gives way to a page, and takes a twin's place,
	// with a warning (see Prepare).
	redirect, page bool
}

func (s outSource) String() string {
	switch at := s.pos.String(); {
	case at != "" && s.path != "":
		return fmt.Sprintf("%s (%s %s)", s.what, at, s.path)
	case s.pos.IsValid():
		return fmt.Sprintf("%s (%s)", s.what, at)
	}
	return s.what // a file's name is in what
}

// outClaim is an output file and its source.
type outClaim struct {
	name string
	src  outSource
}

// outputs are the output files claimed so far. The zero value is not
// usable: see newOutputs. Not safe for concurrent use.
type outputs struct {
	files map[string]outClaim // by key
	dirs  map[string]outClaim // the folders, by key: the first file claimed below each
	fold  cases.Caser
	diags diag.List
}

func newOutputs() *outputs {
	return &outputs{files: map[string]outClaim{}, dirs: map[string]outClaim{}, fold: cases.Fold()}
}

// key is the name as a case-insensitive, normalising file system compares
// it: Unicode's canonical caseless match (NFD, case folding, NFD), so that
// "A.html" and "a.html", or "é" written precomposed (NFC) and decomposed
// (NFD), are one key.
func (o *outputs) key(name string) string {
	if isASCII(name) {
		// Most names: folding is lowering, and NFD changes nothing
		// (25,000 pages claim twice as many files).
		return strings.ToLower(name)
	}
	return norm.NFD.String(o.fold.String(norm.NFD.String(name)))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// conflict returns the claim name collides with: a file of the same key,
// a file whose name is a folder of name, or a file below name (name is
// its folder).
func (o *outputs) conflict(name string) (outClaim, bool) {
	k := o.key(name)
	if c, ok := o.files[k]; ok {
		return c, true
	}
	if c, ok := o.dirs[k]; ok {
		return c, true
	}
	for d := parentDir(k); d != ""; d = parentDir(d) {
		if c, ok := o.files[d]; ok {
			return c, true
		}
	}
	return outClaim{}, false
}

// parentDir returns the folder of the slash path k, "" at the top.
func parentDir(k string) string {
	i := strings.LastIndexByte(k, '/')
	if i < 0 {
		return ""
	}
	return k[:i]
}

// take records name as src's, without checking it.
func (o *outputs) take(name string, src outSource) {
	c := outClaim{name, src}
	k := o.key(name)
	o.files[k] = c
	for d := parentDir(k); d != ""; d = parentDir(d) {
		if _, ok := o.dirs[d]; ok {
			break // and the folders above it too
		}
		o.dirs[d] = c
	}
}

// reserved reports whether name lies in navbuild's own folder, as a
// case-insensitive file system sees it.
func (o *outputs) reserved(name string) bool {
	k := o.key(name)
	return strings.HasPrefix(k, ownDir+"/") || k == ownDir
}

// claim records name as src's output file. When another source has it
// (see conflict), or it lies in navbuild's own folder and src is not
// navbuild, it reports an error naming both sources and returns false.
func (o *outputs) claim(name string, src outSource) bool {
	if !src.own && o.reserved(name) {
		what := src.what + " writes " + name
		if src.what == staticSource(name).what {
			what = src.what + " is"
		}
		o.diags.Add(diag.Error, src.pos, src.path, fmt.Sprintf("%s in %s/, the folder of navbuild's own files (scripts, stylesheets, the search index)", what, ownDir),
			fmt.Sprintf("move or rename it: nothing of the docs folder may be written under %s/", ownDir))
		return false
	}
	if c, ok := o.conflict(name); ok {
		o.collide(diag.Error, name, src, c, "rename or remove one of them")
		return false
	}
	o.take(name, src)
	return true
}

// collide reports, with severity sev, that the file name of src collides
// with the claim c: at src's position (c's when src has none), naming
// both sources, the other one with its position.
func (o *outputs) collide(sev diag.Severity, name string, src outSource, c outClaim, hint string) {
	if src.pos.File == "" && c.src.pos.File != "" {
		// Told from the side of the source that has a position.
		o.collide(sev, c.name, c.src, outClaim{name, src}, hint)
		return
	}
	at, a, b := src, src.what, c.src.String()
	var msg string
	kn, kc := o.key(name), o.key(c.name)
	switch {
	case name == c.name:
		msg = fmt.Sprintf("%s and %s both write %s", b, a, name)
	case kn == kc && norm.NFC.String(name) == norm.NFC.String(c.name):
		msg = fmt.Sprintf("%s writes %s and %s writes %s: one name once Unicode-normalised (NFC/NFD), as macOS stores it", b, c.name, a, name)
	case kn == kc:
		msg = fmt.Sprintf("%s writes %s and %s writes %s: one file on a case-insensitive file system (macOS, Windows)", b, c.name, a, name)
	case strings.HasPrefix(kn, kc+"/"):
		msg = fmt.Sprintf("%s writes %s, below %s, which %s writes as a file", a, name, c.name, b)
	default:
		msg = fmt.Sprintf("%s writes the file %s, which %s needs as a folder for %s", a, name, b, c.name)
	}
	o.diags.Add(sev, at.pos, at.path, msg, hint)
}

// sources says where pages come from, for [outputs]' messages.
type sources struct {
	items map[*resolve.Page]*resolve.Item // each page's first listing
}

func newSources(site *resolve.Site) *sources {
	s := &sources{items: map[*resolve.Page]*resolve.Item{}}
	var items func([]*resolve.Item)
	items = func(its []*resolve.Item) {
		for _, it := range its {
			if p := it.Page; p != nil && s.items[p] == nil {
				s.items[p] = it
			}
			if g := it.Group; g != nil {
				if r := g.Root; r != nil && s.items[r] == nil {
					s.items[r] = it
				}
				items(g.Items)
			}
		}
	}
	var walk func(*resolve.Division)
	walk = func(d *resolve.Division) {
		items(d.Items)
		for _, c := range d.Children {
			walk(c)
		}
		for _, c := range d.Menu {
			walk(c)
		}
	}
	if site.Nav != nil {
		walk(site.Nav)
	}
	return s
}

// page is page p as a source: where the navigation lists it, else, for
// an endpoint page, its operation in the spec, else its file.
func (s *sources) page(p *resolve.Page) outSource {
	src := outSource{what: fmt.Sprintf("page %q", p.Path), page: true}
	if p.File != "" {
		src.what += " (" + p.File + ")"
	}
	switch it := s.items[p]; {
	case p.Endpoint != nil && p.Endpoint.Spec != nil:
		e := p.Endpoint
		src.pos = diag.Pos{File: e.Spec.Source}
		if e.Method == "webhook" {
			src.path = "/webhooks/" + pointerToken(e.Path)
		} else {
			src.path = "/paths/" + pointerToken(e.Path) + "/" + e.Method
		}
	case it != nil && it.Path != "":
		src.pos, src.path = it.Pos(), it.Path
	default:
		src.pos = diag.Pos{File: p.File}
	}
	return src
}

// as is page p's source for another of its files: its twin, its feed.
func (s *sources) as(what string, p *resolve.Page) outSource {
	src := s.page(p)
	src.what, src.page = what+" of "+src.what, false
	return src
}

// pointerToken escapes a JSON pointer's reference token (RFC 6901).
func pointerToken(t string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(t)
}

// staticSource is the docs folder's file name as a source.
func staticSource(name string) outSource {
	return outSource{what: "file " + name, pos: diag.Pos{File: name}}
}

// ownSource is navbuild's own file name as a source.
func ownSource(name string) outSource {
	return outSource{what: "navbuild's " + name, own: true}
}

// redirectSource is the forwarding page of docs.json's redirect rd.
func redirectSource(rd resolve.Redirect) outSource {
	return outSource{what: "redirect " + rd.Source, pos: rd.At, path: rd.Path, redirect: true}
}
