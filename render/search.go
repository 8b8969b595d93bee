package render

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/parallel"
	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/resolve"
)

// searchDir is where the search index lives in a site.
const searchDir = "_navbuild/search/"

// searchPlan is what the navigation alone says about the search index:
// which pages each scope holds, and so the names of the index files. It is
// built by Prepare, before any page renders.
type searchPlan struct {
	scopes  []search.Scope // Entry.Rec is nil: records come from rendering
	members [][]int        // per scope: the index in site.Pages of each entry
	indexed []bool         // by index in site.Pages: in some scope
	pages   map[*resolve.Page]bool
	section map[*resolve.Division]string
	files   map[string]bool // names under searchDir
}

// searchState holds the pages' search records and the index built from
// them, filled by Site.Render and Site.RenderPage.
type searchState struct {
	mu      sync.Mutex
	records []*search.Record  // by index in site.Pages
	files   map[string][]byte // the built index; nil when stale or not kept
	// names are the index files' names once Render wrote them without
	// keeping them (writeSearchIndex); nil when stale.
	names []string
}

type scopeKey struct{ product, version, language *resolve.Division }

// planSearch decides the scopes: one per product × version × language
// holding the searchable pages its sidebars list (hidden pages, pages of
// a hidden group or tab, noindex and unsearchable ones only with
// seo.indexing "all"), plus "all" when there are several. A page listed
// in several scopes is in each. A hidden product, version or language is
// a scope of its own that "all" leaves out: its pages, which readers
// reach by link, search what they belong to. The documents files number
// the pages of "all" first, in its order, then those only in hidden
// scopes.
func planSearch(site *resolve.Site) *searchPlan {
	pl := &searchPlan{indexed: make([]bool, len(site.Pages)), pages: map[*resolve.Page]bool{},
		section: map[*resolve.Division]string{}, files: map[string]bool{}}
	index := make(map[*resolve.Page]int, len(site.Pages))
	for i, p := range site.Pages {
		index[p] = i
	}
	scopeIdx := map[scopeKey]int{}
	var seen []map[int]bool
	var private []bool // by scope: out of "all"
	add := func(k scopeKey, p *resolve.Page, boost float64, off, hidden bool) {
		if off && !site.IndexAll {
			return
		}
		if (p.NoIndex || p.Hidden) && !site.IndexAll {
			return
		}
		if p.File == "" && p.Endpoint == nil {
			return // a missing page: no output file
		}
		si, ok := scopeIdx[k]
		if !ok {
			si = len(pl.scopes)
			scopeIdx[k] = si
			pl.scopes = append(pl.scopes, search.Scope{ID: fmt.Sprint(si)})
			pl.members = append(pl.members, nil)
			seen = append(seen, map[int]bool{})
			private = append(private, hidden && !site.IndexAll)
		}
		i := index[p]
		if seen[si][i] {
			return
		}
		seen[si][i] = true
		pl.indexed[i] = true
		pl.pages[p] = true
		pl.scopes[si].Pages = append(pl.scopes[si].Pages, search.Entry{Boost: boost})
		pl.members[si] = append(pl.members[si], i)
	}
	var items func(its []*resolve.Item, k scopeKey, boost float64, off, hidden bool)
	items = func(its []*resolve.Item, k scopeKey, boost float64, off, hidden bool) {
		for _, it := range its {
			if g := it.Group; g != nil {
				b := boost
				if g.Boost > 0 {
					b *= g.Boost
				}
				if g.Root != nil {
					add(k, g.Root, b, off || it.Hidden || g.NoSearch, hidden)
				}
				items(g.Items, k, b, off || it.Hidden || g.NoSearch, hidden)
				continue
			}
			if it.Page != nil {
				add(k, it.Page, boost, off || it.Hidden, hidden)
			}
		}
	}
	keys := map[*resolve.Division]scopeKey{}
	var walk func(d *resolve.Division, k scopeKey, off, hidden bool)
	walk = func(d *resolve.Division, k scopeKey, off, hidden bool) {
		scoped := false
		switch d.Kind {
		case resolve.Product:
			k.product, scoped = d, true
		case resolve.Version:
			k.version, scoped = d, true
		case resolve.Language:
			k.language, scoped = d, true
		}
		keys[d] = k
		if d.Hidden && scoped && !off {
			// Its own scope, not a hidden part of its parent's.
			hidden = true
		} else {
			off = off || d.Hidden
		}
		off = off || d.NoSearch
		items(d.Items, k, 1, off, hidden)
		for _, c := range d.Children {
			walk(c, k, off, hidden)
		}
		for _, c := range d.Menu {
			walk(c, k, off, hidden)
		}
	}
	walk(site.Nav, scopeKey{}, false, false)
	if site.IndexAll {
		for _, p := range site.Pages {
			if !p.InNav {
				add(scopeKey{}, p, 1, false, false)
			}
		}
	}
	for d, k := range keys {
		if si, ok := scopeIdx[k]; ok {
			pl.section[d] = pl.scopes[si].ID
		}
	}
	public := 0
	for _, p := range private {
		if !p {
			public++
		}
	}
	if public > 1 {
		all := search.Scope{ID: "all", Union: true}
		var members []int
		taken := map[int]bool{}
		for si, s := range pl.scopes {
			if private[si] {
				continue
			}
			for j, i := range pl.members[si] {
				if !taken[i] {
					taken[i] = true
					all.Pages = append(all.Pages, s.Pages[j])
					members = append(members, i)
				}
			}
		}
		pl.scopes = append(pl.scopes, all)
		pl.members = append(pl.members, members)
	}
	// Documents are numbered in the order of "all" (the last scope when
	// there is one), then of the other scopes.
	doc := make(map[int]int, len(site.Pages))
	for k := range pl.scopes {
		si := (k + len(pl.scopes) - 1) % len(pl.scopes)
		for j, i := range pl.members[si] {
			d, ok := doc[i]
			if !ok {
				d = len(doc)
				doc[i] = d
			}
			pl.scopes[si].Pages[j].Doc = d
		}
	}
	if len(pl.scopes) > 0 {
		for _, name := range search.Files(pl.scopes) {
			pl.files[searchDir+name] = true
		}
	}
	return pl
}

// searchRecord analyses a rendered page for the index: its body HTML
// cut at its headings, and an endpoint's fields.
func (r *Renderer) searchRecord(p *resolve.Page, body string, description string) *search.Record {
	sp := search.Page{URL: r.link.page(p.URL), Title: p.Title, Crumb: search.Crumb(p.Trail), Sections: search.Sections(body)}
	if description != "" {
		sp.Sections[0].Text = strings.TrimSpace(description + " " + sp.Sections[0].Text)
	}
	if e := p.Endpoint; e != nil {
		sp.Method = strings.ToUpper(e.Method)
		sp.Keywords = append(sp.Keywords, sp.Method, e.Path)
		if op := e.Operation; op != nil {
			sp.Keywords = append(sp.Keywords, op.OperationID)
			params := op.Parameters
			if e.PathItem != nil {
				params = append(slices.Clip(e.PathItem.Parameters), params...)
			}
			for _, pr := range params {
				if pr != nil && pr.Value != nil {
					sp.Keywords = append(sp.Keywords, pr.Value.Name)
				}
			}
			if rb := op.RequestBody; rb != nil && rb.Value != nil {
				for _, mt := range sortedContent(rb.Value.Content) {
					if mt.Schema != nil && mt.Schema.Value != nil {
						names := make([]string, 0, len(mt.Schema.Value.Properties))
						for name := range mt.Schema.Value.Properties {
							names = append(names, name)
						}
						slices.Sort(names)
						sp.Keywords = append(sp.Keywords, names...)
						break
					}
				}
			}
		}
	}
	return search.NewRecord(sp)
}

func sortedContent(c openapi3.Content) []*openapi3.MediaType {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]*openapi3.MediaType, 0, len(keys))
	for _, k := range keys {
		if c[k] != nil {
			out = append(out, c[k])
		}
	}
	return out
}

// setRecord keeps page i's search record, marking the index stale when
// it changed.
func (s *Site) setRecord(i int, rec *search.Record) {
	if rec == nil || !s.plan.indexed[i] {
		return
	}
	s.search.mu.Lock()
	defer s.search.mu.Unlock()
	if old := s.search.records[i]; old == nil || !old.Equal(rec) {
		s.search.records[i] = rec
		s.search.files, s.search.names = nil, nil
	}
}

// dropRecords forgets the records put in spill, whose file Render
// closes: asked for the index again, the site renders those pages again
// (searchScopes), as it does for pages never rendered.
func (s *Site) dropRecords(spill *search.Spill) {
	s.search.mu.Lock()
	defer s.search.mu.Unlock()
	for i, rec := range s.search.records {
		if rec != nil && rec.In(spill) {
			s.search.records[i] = nil
		}
	}
}

// searchIndex returns the index files, building them from the records
// the renders left, after rendering the pages that have none (a site
// served page by page).
func (s *Site) searchIndex() (map[string][]byte, error) {
	s.search.mu.Lock()
	defer s.search.mu.Unlock()
	if s.search.files != nil {
		return s.search.files, nil
	}
	scopes, err := s.searchScopes()
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for name, data := range search.Build(scopes, search.Options{HashNames: s.searchHashed()}) {
		files[searchDir+name] = data
	}
	s.search.files = files
	return files, nil
}

// writeSearchIndex writes the index files into out. In a build (named by
// content) they are written as the index builder makes them and only
// their names are kept: at 25,000 pages the index is 80 MB that nothing
// reads again, and File builds it again if asked. Serve keeps them.
func (s *Site) writeSearchIndex(out Output) error {
	if !s.searchHashed() {
		files, err := s.searchIndex()
		if err != nil {
			return err
		}
		for name, data := range files {
			if err := out.WriteFile(name, data); err != nil {
				return err
			}
		}
		return nil
	}
	s.search.mu.Lock()
	defer s.search.mu.Unlock()
	scopes, err := s.searchScopes()
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var names []string
	err = search.Write(scopes, search.Options{HashNames: true}, func(name string, data []byte) error {
		mu.Lock()
		names = append(names, searchDir+name)
		mu.Unlock()
		return out.WriteFile(searchDir+name, data)
	})
	if err != nil {
		return err
	}
	slices.Sort(names)
	s.search.names = names
	return nil
}

// searchScopes returns the plan's scopes with the pages' records, after
// rendering the pages that have none. The caller holds s.search.mu.
func (s *Site) searchScopes() ([]search.Scope, error) {
	var missing []int
	for i, ok := range s.plan.indexed {
		if ok && s.search.records[i] == nil {
			missing = append(missing, i)
		}
	}
	if err := parallel.Each(context.Background(), len(missing), 0, func(j int, buf *bytes.Buffer) error {
		p := s.site.Pages[missing[j]]
		_, c, err := s.renderPage(buf, p, file(p.URL))
		if err == nil {
			s.search.records[missing[j]] = c.search
		}
		return err
	}); err != nil {
		return nil, err
	}
	scopes := make([]search.Scope, len(s.plan.scopes))
	for si, sc := range s.plan.scopes {
		scopes[si] = search.Scope{ID: sc.ID, Pages: slices.Clone(sc.Pages), Union: sc.Union}
		for j, i := range s.plan.members[si] {
			scopes[si].Pages[j].Rec = s.search.records[i]
		}
	}
	return scopes, nil
}

// searchHashed reports whether the index files are named by their content
// (search.Options.HashNames), so that hosts may cache them for ever: in a
// build, not in navbuild serve (Options.Reload), which rebuilds the index
// with every edit and must know every file's name before any page renders.
func (s *Site) searchHashed() bool { return !s.r.opts.Reload }

// searchFile returns the index file name; ok is false when name is not
// one.
func (s *Site) searchFile(name string) (data []byte, ok bool, err error) {
	if s.searchHashed() {
		if !strings.HasPrefix(name, searchDir) || len(s.plan.files) == 0 {
			return nil, false, nil
		}
	} else if !s.plan.files[name] {
		return nil, false, nil
	}
	files, err := s.searchIndex()
	if err != nil {
		return nil, true, err
	}
	data, ok = files[name]
	return data, ok, nil
}

// withSearchFiles returns names, the site's files listed in Prepare, with
// the index files' hashed names in place of the fixed ones when the
// index is named by content (searchHashed): they are known once the index
// is built, which renders the pages that have no record yet. When that
// fails the index files are left out: Render and File report the error.
func (s *Site) withSearchFiles(names []string) []string {
	if !s.searchHashed() || len(s.plan.files) == 0 {
		return names
	}
	names = slices.DeleteFunc(names, func(name string) bool { return s.plan.files[name] })
	s.search.mu.Lock()
	written := s.search.names
	s.search.mu.Unlock()
	if written != nil {
		names = append(names, written...)
		slices.Sort(names)
		return names
	}
	files, err := s.searchIndex()
	if err != nil {
		return names
	}
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// searchView is the search button of a section's top bar.
type searchView struct {
	Label string
	Scope string // the scope searched by default; "" for every page
	Key   string // the shortcut hint: "Ctrl K", replaced by "⌘K" on a Mac
}

// searchView returns the search button of frame f (nil: the 404 page)
// in the language of t, or nil when the site has nothing to search. The
// dialog's texts are the page's <html data-ui> (scriptTexts).
func (s *Site) searchView(f *frame, t *i18n.Texts) *searchView {
	if s.plan == nil || len(s.plan.scopes) == 0 {
		return nil
	}
	v := &searchView{Label: t.Get("search.label"), Key: t.Get("search.ctrl") + " K"}
	if s.site.SearchPrompt != "" {
		v.Label = s.site.SearchPrompt
	}
	if f != nil {
		v.Scope = s.plan.section[f.section]
	}
	return v
}
