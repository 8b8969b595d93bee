package resolve

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/fonts"
	"github.com/navbuild/navbuild/internal/icons"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/openapi"
)

// builder turns the decoded docs.json into a Site. It is single-threaded
// and walks the navigation in file order, so the result is deterministic.
type builder struct {
	cfg   *config.File
	opts  Options
	fsys  fs.FS
	diags *diag.List
	files *fileIndex
	fm    map[string]*frontMatter
	specs *specLoader

	site      *Site
	pages     map[string]*Page // by page path
	urls      map[string]*Page // by URL, to find collisions
	origin    map[*Page]origin // where each page came from, for collision messages
	endpoints map[endpointKey]*Page
	listings  []*listing
	hidden    []*Page  // endpoint pages with x-hidden: built, not listed
	pageNames []string // page paths of the folder's files, for hints
}

type endpointKey struct {
	op   *openapi.Operation
	slug string
}

// listing is one place a page is listed in the navigation.
type listing struct {
	page    *Page
	item    *Item
	section *Division
	group   *Group
	chain   []*Division // enclosing divisions, outermost first
	trail   []string    // breadcrumb titles
	isRoot  bool        // the page is a group's root
}

// scope is the OpenAPI spec in force at a node: the nearest ancestor's (or
// the node's own) `openapi`.
type scope struct {
	specs []*specInfo
	dirs  []string
	decl  *decl // the node that declared it; nil for the root
	pos   *jsonv.Value
	path  string
}

type decl struct {
	suppressed bool
}

func (b *builder) build() *Site {
	cfg := b.cfg
	b.site = &Site{
		Name: cfg.Name, Description: cfg.Description, Theme: cfg.Theme,
		Colors: Colors{Primary: cfg.Colors.Primary, Light: cfg.Colors.Light, Dark: cfg.Colors.Dark,
			PrimaryAt: posOf(cfg.Colors.PrimaryAt), LightAt: posOf(cfg.Colors.LightAt), DarkAt: posOf(cfg.Colors.DarkAt)},
		Appearance: cfg.Appearance, Navbar: cfg.Navbar, Footer: cfg.Footer, Banner: cfg.Banner,
		Breadcrumbs: cfg.Styling.Eyebrows == "breadcrumbs", NoMath: cfg.Styling.Latex != nil && !*cfg.Styling.Latex, Drilldown: cfg.Interaction.Drilldown,
		Redirects: cfg.Redirects, SearchPrompt: cfg.SearchPrompt, IndexAll: cfg.IndexAll,
		Contextual: cfg.Contextual, Integrations: cfg.Integrations, IconLibrary: cfg.IconLibrary,
		Metatags: cfg.Metatags, Timestamp: cfg.Timestamp, NotFound: cfg.NotFound,
		CardAppearance: cfg.CardAppearance, CardFont: fonts.Lookup(cfg.CardFont),
	}
	if cfg.Thumbnail != "" {
		if l := b.asset("thumbnails.background", &config.Logo{Light: cfg.Thumbnail, Dark: cfg.Thumbnail, LightAt: cfg.ThumbnailAt, DarkAt: cfg.ThumbnailAt}); l != nil {
			b.site.Thumbnail = l.Light
			b.diags.Add(diag.Warning, cfg.ThumbnailAt.Pos(), "thumbnails.background", "the image is every page's og:image as it is, without the page's title",
				"the reference draws the logo, title and description over it; navbuild draws its social cards only without thumbnails.background")
		}
	}
	b.site.API = API{Samples: b.samples(cfg.API.Examples), ExpandFields: cfg.API.ParamsExpanded, FullURL: cfg.API.FullURL,
		Playground: Playground{
			Display: cfg.API.Playground, Credentials: cfg.API.Credentials,
			Prefill: cfg.API.Examples.Prefill == nil || *cfg.API.Examples.Prefill,
			Servers: cfg.API.MDXServers, AuthMethod: cfg.API.MDXAuth.Method, AuthName: cfg.API.MDXAuth.Name,
		}}
	if b.site.API.Playground.Display == "" {
		b.site.API.Playground.Display = "interactive"
	}
	b.pages = map[string]*Page{}
	b.urls = map[string]*Page{}
	b.origin = map[*Page]origin{}
	b.endpoints = map[endpointKey]*Page{}
	b.specs.prefetch(b.specSources(cfg.Navigation))
	b.site.Nav = b.division(cfg.Navigation, nil, nil, nil)
	b.site.Logo = b.asset("logo", cfg.Logo)
	b.site.Favicon = b.asset("favicon", cfg.Favicon)
	for _, f := range cfg.IconFiles {
		b.assetFile("icon", f.JPath, f.Name, f.At, iconGone)
	}
	b.site.Background = b.background(cfg.Background)
	b.finish()
	b.reportRefused()
	return b.site
}

var kinds = map[string]Kind{
	config.Root: Root, config.Tab: Tab, config.Anchor: Anchor, config.Dropdown: Dropdown,
	config.Product: Product, config.Version: Version, config.Language: Language, config.MenuItem: MenuItem,
}

func (b *builder) newDivision(n *config.Node, parent *Division) *Division {
	return &Division{
		Kind: kinds[n.Kind], Label: n.Label, Name: n.Name, Description: n.Description, Icon: n.Icon,
		Tag: n.Tag, Href: n.Href, Hidden: n.Hidden, Default: n.Default, Align: n.Align, NoSearch: n.NoSearch,
		Banner: n.Banner, Footer: n.Footer, Navbar: n.Navbar,
		Parent: parent, Path: n.Path, src: n.V,
	}
}

// newScope returns the scope for a node declaring `openapi` o.
func (b *builder) newScope(o *config.OpenAPI, kind string, isRoot bool) *scope {
	sc := &scope{pos: o.V, path: o.Path}
	if !isRoot {
		sc.decl = &decl{}
	}
	refs := o.Specs
	if b.opts.FirstSpecOnly && len(refs) > 1 {
		refs = refs[:1]
	}
	for i, ref := range refs {
		p := o.Path
		v := o.V
		if o.V.Kind == jsonv.Array {
			p, v = fmt.Sprintf("%s[%d]", o.Path, i), o.V.Arr[i]
		}
		if v.Kind == jsonv.Object {
			if s := v.Get("source"); s != nil {
				p, v = p+".source", s
			}
		}
		sc.specs = append(sc.specs, b.specs.load(ref.Source, v, p, kind))
		sc.dirs = append(sc.dirs, ref.Directory)
	}
	return sc
}

// division builds a division and everything under it.
func (b *builder) division(n *config.Node, parent *Division, chain []*Division, sc *scope) *Division {
	d := b.newDivision(n, parent)
	for _, g := range n.Global {
		gd := b.newDivision(g, d)
		gd.Link, gd.External = g.Href, link.Classify(g.Href) == link.External
		d.Global = append(d.Global, gd)
	}
	if n.OpenAPI != nil {
		sc = b.newScope(n.OpenAPI, n.Kind, n.Kind == config.Root)
	}
	chain = append(chain[:len(chain):len(chain)], d)
	for _, c := range n.Children {
		d.Children = append(d.Children, b.division(c, d, chain, sc))
	}
	for _, c := range n.Menu {
		d.Menu = append(d.Menu, b.division(c, d, chain, sc))
	}
	trail := divisionTrail(chain)
	for _, e := range n.Pages {
		if it := b.entry(e, d, nil, chain, trail, sc, 0); it != nil {
			d.Items = append(d.Items, it)
		}
	}
	for _, g := range n.Groups {
		d.Items = append(d.Items, &Item{Group: b.group(g, d, chain, trail, sc, 0), Hidden: g.Hidden, Path: g.Path, src: g.V})
	}
	if n.OpenAPI != nil && sc.decl != nil && !sc.decl.suppressed {
		for _, g := range b.generate(sc, d, nil, chain, trail, 0) {
			d.Items = append(d.Items, &Item{Group: g, src: sc.pos})
		}
	}
	return d
}

// divisionTrail is the breadcrumb trail of a division chain: versions and
// languages are left out, products show their display name.
func divisionTrail(chain []*Division) []string {
	var t []string
	for _, d := range chain {
		switch d.Kind {
		case Root, Version, Language:
		default:
			t = append(t, d.Title())
		}
	}
	return t
}

func (b *builder) group(g *config.Group, section *Division, chain []*Division, trail []string, sc *scope, depth int) *Group {
	out := &Group{Label: g.Label, Icon: g.Icon, Tag: g.Tag, Expanded: g.Expanded, Hidden: g.Hidden,
		NoSearch: g.NoSearch, Boost: g.Boost, Depth: depth, Directory: g.Directory, Path: g.Path, src: g.V}
	if g.OpenAPI != nil {
		sc = b.newScope(g.OpenAPI, "group", false)
	}
	if strings.TrimSpace(g.Label) != "" {
		// The reference leaves untitled (blank) groups out of breadcrumbs.
		trail = append(trail[:len(trail):len(trail)], g.Label)
	}
	if g.Root != "" {
		if r := b.page(g.Root, g.RootV, keyPath(g.Path, "root")); !b.leaveOut(r) {
			out.Root = r
		}
	}
	if out.Root != nil {
		b.listings = append(b.listings, &listing{page: out.Root, section: section, group: out, chain: chain, trail: trail, isRoot: true})
	}
	for _, e := range g.Pages {
		if it := b.entry(e, section, out, chain, trail, sc, depth+1); it != nil {
			if g.Hidden {
				it.Hidden = true
			}
			out.Items = append(out.Items, it)
		}
	}
	if g.OpenAPI != nil && !sc.decl.suppressed {
		for _, gg := range b.generate(sc, section, out, chain, trail, depth+1) {
			out.Items = append(out.Items, &Item{Group: gg, Hidden: g.Hidden, src: sc.pos})
		}
	}
	return out
}

func keyPath(p, k string) string { return p + "." + k }

// entry builds the sidebar item of a pages entry, or nil when it is left
// out (an endpoint of a spec that could not be loaded).
func (b *builder) entry(e *config.Entry, section *Division, parent *Group, chain []*Division, trail []string, sc *scope, depth int) *Item {
	if e.Group != nil {
		return &Item{Group: b.group(e.Group, section, chain, trail, sc, depth), Hidden: e.Group.Hidden, Path: e.Path, src: e.V}
	}
	var p *Page
	if e.Endpoint != nil {
		var handled bool
		p, handled = b.endpointEntry(e, sc)
		if !handled {
			// No spec in scope: the reference treats it as a page path.
			norm, _ := config.NormalizePage(e.Raw)
			p = b.page(norm, e.V, e.Path)
		} else if p == nil {
			return nil
		}
	} else {
		p = b.page(e.Page, e.V, e.Path)
	}
	if b.leaveOut(p) {
		return nil
	}
	it := &Item{Page: p, Hidden: p.Hidden, Path: e.Path, src: e.V}
	b.listings = append(b.listings, &listing{page: p, item: it, section: section, group: parent, chain: chain, trail: trail})
	return it
}

// endpointEntry resolves "METHOD /path" or "SPEC METHOD /path". handled is
// false when no spec governs the entry.
func (b *builder) endpointEntry(e *config.Entry, sc *scope) (p *Page, handled bool) {
	ep := e.Endpoint
	var specs []*specInfo
	var dirs []string
	if ep.Spec != "" {
		specs = []*specInfo{b.specs.load(ep.Spec, e.V, e.Path, "")}
		dirs = []string{""}
	} else if sc != nil {
		specs, dirs = sc.specs, sc.dirs
		if sc.decl != nil {
			sc.decl.suppressed = true
		}
	} else {
		return nil, false
	}
	var firstErr *openapi.NotFoundError
	for i, s := range specs {
		if s.failed {
			continue
		}
		op, err := s.Find(ep.Method, ep.Path)
		if err != nil {
			if nf, ok := err.(*openapi.NotFoundError); ok && firstErr == nil {
				firstErr = nf
			}
			continue
		}
		return b.endpointPage(s, op, op.Slug(dirs[i]), e.V, e.Path), true
	}
	if firstErr != nil {
		b.diags.Add(diag.Error, e.V.Pos(), e.Path, firstErr.Error(), firstErr.Hint())
	}
	return nil, true
}

// generate makes the tag groups of every operation of the scope's specs,
// for the node that declared them.
func (b *builder) generate(sc *scope, section *Division, parent *Group, chain []*Division, trail []string, depth int) []*Group {
	var groups []*Group
	byName := map[string]*Group{}
	used := map[*Group]map[string]bool{}
	for i, s := range sc.specs {
		if s.failed {
			continue
		}
		for _, op := range s.Operations {
			if op.Excluded {
				continue
			}
			g := byName[op.Group]
			if g == nil {
				g = &Group{Label: op.Group, Depth: depth, Generated: true, src: sc.pos, Path: sc.path}
				if parent != nil {
					g.Hidden = parent.Hidden
				}
				byName[op.Group] = g
				used[g] = map[string]bool{}
				groups = append(groups, g)
			}
			slug := op.Slug(sc.dirs[i])
			if op.Href == "" && used[g][slug] {
				// The reference numbers same-named pages within a group.
				for n := 1; ; n++ {
					if s := fmt.Sprintf("%s-%d", slug, n); !used[g][s] {
						slug = s
						break
					}
				}
			}
			used[g][slug] = true
			p := b.endpointPage(s, op, slug, sc.pos, sc.path)
			if op.Hidden {
				continue
			}
			it := &Item{Page: p, Hidden: g.Hidden || p.Hidden, src: sc.pos}
			g.Items = append(g.Items, it)
			b.listings = append(b.listings, &listing{page: p, item: it, section: section, group: g, chain: chain,
				trail: append(trail[:len(trail):len(trail)], g.Label)})
		}
	}
	return groups
}

// page returns the page for a page path, making it on first use.
func (b *builder) page(p string, v *jsonv.Value, jpath string) *Page {
	if pg, ok := b.pages[p]; ok {
		return pg
	}
	pg := &Page{Path: p, URL: pageURL(p), InNav: true}
	file := ""
	for _, ext := range []string{".mdx", ".md"} {
		if b.files.all[p+ext] {
			file = p + ext
			break
		}
	}
	if file == "" && (strings.HasSuffix(p, ".mdx") || strings.HasSuffix(p, ".md")) && b.files.all[p] {
		file = p
		pg.Path = strings.TrimSuffix(strings.TrimSuffix(p, ".mdx"), ".md")
		pg.URL = pageURL(pg.Path)
		b.diags.Add(diag.Warning, v.Pos(), jpath, fmt.Sprintf("page %q is written with its extension", p),
			fmt.Sprintf("write %q: navbuild serves it at %s, the reference platform would not find the file", pg.Path, pg.URL))
	}
	pg.File = file
	for _, f := range []string{p + ".mdx", p + ".md", p} {
		if err := b.files.refused[f]; err != nil && file == "" {
			b.diags.Add(diag.Error, v.Pos(), jpath, fmt.Sprintf("page %q cannot be read: %v", p, unwrapPathError(err)), docfs.Hint(err))
			delete(b.files.refused, f) // reported here, at the reference
			file = f
		}
	}
	if file == "" {
		// As on the reference, the page stays in the navigation, titled
		// from its path.
		hint := b.pageHint(p)
		if hint == "" {
			hint = fmt.Sprintf("create %s.mdx", p)
		}
		b.diags.Add(diag.Warning, v.Pos(), jpath, fmt.Sprintf("page %q not found", p), hint)
	}
	b.applyFrontMatter(pg, b.fm[file])
	b.pages[p] = pg
	if _, ok := b.pages[pg.Path]; !ok {
		b.pages[pg.Path] = pg
	}
	b.claim(pg, origin{what: fmt.Sprintf("page %q", p), v: v, jpath: jpath})
	return pg
}

// origin says where a page comes from, for collision messages; its
// position is computed only when a collision is reported.
type origin struct {
	what  string
	v     *jsonv.Value // nil outside docs.json
	file  string       // the page file, for pages in no navigation
	jpath string
}

func (o origin) pos() diag.Pos {
	if o.v != nil {
		return o.v.Pos()
	}
	return diag.Pos{File: o.file}
}

func (o origin) String() string {
	switch {
	case o.v != nil:
		return fmt.Sprintf("%s (%s at %s)", o.what, o.jpath, o.v.Pos())
	case o.jpath != "":
		return fmt.Sprintf("%s (%s)", o.what, o.jpath)
	}
	return o.what
}

// pageHint suggests an existing page for a missing one.
func (b *builder) pageHint(p string) string {
	if b.pageNames == nil {
		// Built once: a site may list many missing pages.
		for _, f := range b.files.pages {
			b.pageNames = append(b.pageNames, strings.TrimSuffix(strings.TrimSuffix(f, ".mdx"), ".md"))
		}
	}
	return diag.DidYouMean(p, b.pageNames)
}

func (b *builder) applyFrontMatter(pg *Page, fm *frontMatter) {
	if fm != nil {
		pg.fm = fm
		pg.FrontMatter = fm.FrontMatter
		switch {
		case icons.IsName(fm.Icon):
			if g, ok := icons.Find(b.cfg.IconLibrary, icons.Ref{Name: fm.Icon, Style: fm.IconType}); !ok {
				b.diags.Add(diag.Warning, fm.iconPos, "", "front matter "+icons.Missing(fm.Icon), "")
			} else if note := g.Note(fm.Icon); note != "" {
				b.diags.Add(diag.Warning, fm.iconPos, "", "front matter "+note, "")
			}
		case fm.Icon != "" && !strings.HasPrefix(fm.Icon, "<"):
			b.fileAt("icon", "", fm.Icon, fm.iconPos, iconGone)
		}
	}
	if e := pg.Endpoint; pg.Title == "" && e != nil {
		pg.Title = strings.TrimSpace(e.Operation.Summary)
	}
	if pg.Title == "" {
		pg.Title = titleFromPath(pg.Path)
	}
	if pg.SidebarTitle == "" {
		pg.SidebarTitle = pg.Title
	}
}

// endpointPage returns the page of an operation at slug, making it on
// first use.
//
// The reference reads the operation's x-mint.metadata as the page's front
// matter, so the title is its title, else the summary, else one made from
// the slug.
func (b *builder) endpointPage(s *specInfo, op *openapi.Operation, slug string, v *jsonv.Value, jpath string) *Page {
	key := endpointKey{op, slug}
	if pg, ok := b.endpoints[key]; ok {
		return pg
	}
	pg := &Page{Path: slug, URL: pageURL(slug), InNav: !op.Hidden, Endpoint: s.endpoint(op)}
	var fm *frontMatter
	if op.Meta != nil {
		src := s.Source
		fm = decodeFrontMatter(op.Meta, func(key, msg, hint string) {
			b.diags.Add(diag.Warning, diag.Pos{File: src}, "", fmt.Sprintf("x-mint.metadata of %s %s: %s", strings.ToUpper(op.Method), op.Path, msg), hint)
		}, func(string) diag.Pos { return diag.Pos{File: src} })
	}
	b.applyFrontMatter(pg, fm)
	pg.Content = op.Content
	if op.Href != "" && (fm == nil || fm.SidebarTitle == "") {
		// x-mint.href pages are labelled from their slug, unless the
		// metadata names them.
		pg.SidebarTitle = titleFromPath(slug)
	}
	b.endpoints[key] = pg
	if prev, ok := b.pages[slug]; !ok || prev.Endpoint == nil {
		b.pages[slug] = pg
	}
	b.claim(pg, origin{what: fmt.Sprintf("%s %s of %s", strings.ToUpper(op.Method), op.Path, op.Spec.Source), v: v, jpath: jpath})
	if !pg.InNav {
		b.hidden = append(b.hidden, pg)
	}
	return pg
}

// claim records the URL of a new page, reporting a collision with a
// different page at the same URL.
func (b *builder) claim(pg *Page, o origin) {
	if other, ok := b.urls[pg.URL]; ok {
		b.diags.Add(diag.Error, o.pos(), o.jpath, fmt.Sprintf("URL %s is used by two pages: %s and %s", pg.URL, b.origin[other], o), "rename one of them")
		return
	}
	b.urls[pg.URL] = pg
	b.origin[pg] = o
}

// pageURL maps a page path to its URL: "index" pages are served at their
// folder.
func pageURL(p string) string {
	p = strings.TrimSuffix(p, "/")
	if p == "index" || p == "" {
		return "/"
	}
	return "/" + strings.TrimSuffix(p, "/index")
}

// titleFromPath derives a title from a page path as the reference does:
// the last segment, "-" and "_" as spaces, the first letter upper-cased.
func titleFromPath(p string) string {
	s := path.Base(strings.TrimSuffix(p, "/"))
	s = strings.NewReplacer("-", " ", "_", " ").Replace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// specSources lists the distinct specs the navigation names, in order.
func (b *builder) specSources(root *config.Node) []string {
	var out []string
	seen := map[string]bool{}
	addSpec := func(src string) {
		if src != "" && !seen[src] {
			seen[src] = true
			out = append(out, src)
		}
	}
	addOpenAPI := func(o *config.OpenAPI) {
		if o == nil {
			return
		}
		for i, ref := range o.Specs {
			if i > 0 && b.opts.FirstSpecOnly {
				break
			}
			addSpec(ref.Source)
		}
	}
	var entries func([]*config.Entry)
	var group func(*config.Group)
	entries = func(es []*config.Entry) {
		for _, e := range es {
			if e.Group != nil {
				group(e.Group)
			} else if e.Endpoint != nil {
				addSpec(e.Endpoint.Spec)
			}
		}
	}
	group = func(g *config.Group) {
		addOpenAPI(g.OpenAPI)
		entries(g.Pages)
	}
	var node func(*config.Node)
	node = func(n *config.Node) {
		addOpenAPI(n.OpenAPI)
		for _, c := range n.Children {
			node(c)
		}
		for _, c := range n.Menu {
			node(c)
		}
		for _, g := range n.Groups {
			group(g)
		}
		entries(n.Pages)
	}
	node(root)
	return out
}
