package render

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/internal/mdx"
	"github.com/navbuild/navbuild/internal/parallel"
	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/internal/spill"
	"github.com/navbuild/navbuild/resolve"
)

// Site is a resolved site prepared for rendering: the frame of each
// section (top bar, anchors, selectors, and the sidebar rendered once), the
// files that are not pages (stylesheet, script, 404.html, sitemap.xml,
// redirect pages) and the list of every output file. Build one with
// [Renderer.Prepare].
//
// A Site renders any one page on demand ([Site.File], [Site.RenderPage]) or
// the whole site ([Site.Render]). It reads page sources, snippets and static
// files from its folder each time, so a page whose body changed renders
// anew without preparing again; a change to the navigation (docs.json, a
// page's title) needs a new [resolve.Site] and a new Site.
//
// A Site is read-only and safe for concurrent use.
type Site struct {
	r      *Renderer // shared by every Site: templates, converters, minifier, options
	site   *resolve.Site
	fsys   fs.FS
	mdx    *mdx.Renderer // reads snippets from fsys
	images imageSizes    // the sizes of fsys's images, for <img> tags
	sv     *siteView
	frames map[*resolve.Division]*frame
	pages  map[string]*resolve.Page // output file → page, the root copy of the home page included
	index  map[*resolve.Page]int    // position in site.Pages
	links  *linkTargets             // the pages' URLs, for the link check
	extra  map[string][]byte        // generated files that are not pages
	static map[string]bool
	home   bool // index.html is the home page's copy at the root
	plan   *searchPlan
	search searchState
	twins  map[string]*resolve.Page // Markdown twin file → page (agents.go)
	feeds  map[string]*resolve.Page // RSS feed file → changelog page (seo.go)
	full   []*resolve.Page          // llms-full.txt's pages, in order; nil: not written (agents.go)
	inFull []bool                   // by index in site.Pages: in full
	// classes are the class tokens of the folder's pages and snippets,
	// whose Tailwind rules the site's stylesheet holds (tailwind.go).
	classes map[string]bool
	// read holds the text of pages read as the site was resolved, which
	// a page's render takes (nil: none).
	read *Read
	// servedURL is where the site is served (--base-url, else the CNAME
	// file's host) and canonBase the base of canonical URLs
	// (seo.metatags' canonical, else servedURL), both ending in "/";
	// "" when unknown (seo.go).
	servedURL, canonBase string
	// siteDiags are the site's own warnings that Render reports with the
	// content's: docs.json's colours changed for contrast (palette.go).
	siteDiags []resolve.Diagnostic
	// uses is what each page's content needs of the renderers, by index
	// in site.Pages; 0 while the page has not been rendered.
	uses      []uses
	usesMu    sync.Mutex
	icons     iconFiles // the icons pages draw from files
	iconSheet iconSheet // the frames' icons, in the stylesheet (icon.go)
	// cards maps a social card's file to the page it is drawn for, and
	// cardOf names each page's card by index in site.Pages ("" for none;
	// card.go). cardSt is the site's card colours and logo.
	cards    map[string]*resolve.Page
	cardOf   []string
	cardOnce sync.Once
	cardSt   *cardStyle
}

// Prepare prepares site for rendering, reading page sources and static
// files from fsys (the docs folder). It builds every section's frame and
// the files that are not pages.
func (r *Renderer) Prepare(site *resolve.Site, fsys fs.FS) (*Site, error) {
	return r.PrepareRead(site, fsys, nil)
}

// PrepareRead is [Renderer.Prepare] for a site whose page files were read
// whole as it was resolved, their classes and text gathered in read (see
// [Read]); nil is Prepare. The Site takes the text of a page from read
// when it renders it in a build; with [Options].Reload (a live preview,
// where a page may change before it is first shown) it reads every page
// anew, and read's text is dropped.
//
// Every output file has one source: when two sources (pages, twins,
// feeds, redirects, static files, navbuild's own files) would write one
// file, or two names a case-insensitive or normalising file system takes
// for one, or a file where another needs a folder, or when a file of the
// folder lies under _navbuild/, the error is a *[resolve.LoadError] whose
// diagnostics name both sources at their positions. A redirect that gives
// way to a page or takes a twin's name is a warning, which [Site.Render]
// reports with the content's.
func (r *Renderer) PrepareRead(site *resolve.Site, fsys fs.FS, read *Read) (*Site, error) {
	s := &Site{r: r, site: site, fsys: fsys, frames: map[*resolve.Division]*frame{},
		pages: map[string]*resolve.Page{}, index: map[*resolve.Page]int{}, extra: map[string][]byte{}, static: map[string]bool{}}
	s.images.fsys = fsys
	if !r.opts.FileLinks && !r.opts.Reload {
		s.icons.dir = iconDir
	}
	s.mdx = mdx.New(mdx.Options{Markdown: r.md, NoMath: site.NoMath, IconLibrary: site.IconLibrary, IconDir: s.icons.dir, ReadFile: func(name string) ([]byte, error) { return docfs.ReadFile(fsys, name, docfs.MaxPage) }})
	s.uses = make([]uses, len(site.Pages))
	s.plan = planSearch(site)
	s.servedURL, s.canonBase = siteURLs(r.opts, site, fsys)
	s.links = newLinkTargets(site.Pages)
	s.search.records = make([]*search.Record, len(site.Pages))
	theme := site.Theme
	if _, ok := r.themeCSS[theme]; !ok {
		theme = defaultTheme
	}
	integ, integJS, err := r.integrationsScript(site.Integrations)
	if err != nil {
		return nil, err
	}
	if integ != "" {
		s.extra[integ] = integJS
	}
	tw, twCSS, classes, err := tailwindCSS(fsys, read)
	if err != nil {
		return nil, err
	}
	s.classes = classes
	if read != nil && r.opts.Reload {
		read.forget()
	} else {
		s.read = read
	}
	if tw != "" {
		s.extra[tw] = twCSS
	}
	ownCSS, ownJS := ownFiles(site.Static)
	sv := &siteView{Tailwind: tw, OwnCSS: ownCSS, OwnJS: ownJS, Integrations: integ, Name: site.Name, Theme: theme, Tabs: themeTabs[theme], Mode: site.Appearance.Default, Strict: site.Appearance.Strict, JS: r.js, HomeLink: r.link.page("/"), api: site.API}
	if !r.opts.FileLinks {
		// From disk (file://) a font request is cross-origin and refused:
		// the preload would only add an error; @font-face still tries.
		sv.FontPreload = fontPreload(site)
	}
	if site.Logo != nil {
		sv.Logo = &logoView{Light: strings.TrimPrefix(site.Logo.Light, "/"), Dark: strings.TrimPrefix(site.Logo.Dark, "/"), Href: r.link.href(site.Logo.Href)}
		if sv.Logo.Href == "" {
			sv.Logo.Href = sv.HomeLink
		}
	}
	if fi := site.Favicon; fi != nil {
		sv.Favicon = &faviconView{Light: strings.TrimPrefix(fi.Light, "/")}
		if fi.Dark != fi.Light {
			sv.Favicon.Dark = strings.TrimPrefix(fi.Dark, "/")
		}
	}
	if sv.palette, err = markdown.NewPalette(site.Codeblocks.Light, site.Codeblocks.Dark); err != nil {
		return nil, fmt.Errorf("styling.codeblocks: %w", err)
	}
	s.sv = sv

	// Frames, one per section, built before any page so that renders only
	// read them. A large site's sidebars take most of the time of Prepare:
	// they are built in parallel, each into its slot.
	sections := []*resolve.Division{nil}
	seen := map[*resolve.Division]bool{nil: true}
	for i, p := range site.Pages {
		s.index[p] = i
		if !seen[p.Section] {
			seen[p.Section] = true
			sections = append(sections, p.Section)
		}
	}
	frames := make([]*frame, len(sections))
	if err := parallel.Each(context.Background(), len(sections), 0, func(i int, _ *bytes.Buffer) (err error) {
		frames[i], err = s.newFrame(sections[i])
		return err
	}); err != nil {
		return nil, err
	}
	for i, d := range sections {
		s.frames[d] = frames[i]
		if sb := frames[i].sidebar; sb.file != "" {
			s.extra[sb.file] = sb.script
		}
		if f := frames[i]; f.switchFile != "" {
			s.extra[f.switchFile] = f.switchScript
		}
		if f := frames[i]; f.uiFile != "" {
			s.extra[f.uiFile] = f.uiData
		}
		if f := frames[i]; f.themeFile != "" {
			s.extra[f.themeFile] = f.themeData
		}
	}
	// The stylesheet comes after the frames: it draws their icons.
	for _, o := range site.Contextual {
		s.icon(&resolve.Icon{Name: o.Icon})
	}
	own, fontFiles, err := siteCSS(site)
	if err != nil {
		return nil, err
	}
	own += s.iconSheet.css()
	// The palette comes last: the rules before it only use it (palette.go).
	palette, pdiags := paletteCSS(site)
	own += string(palette)
	s.siteDiags = pdiags
	css, style, err := r.stylesheet(theme, own)
	if err != nil {
		return nil, err
	}
	for name, data := range fontFiles {
		s.extra[name] = data
	}
	s.extra[css] = style
	sv.CSS = css

	// Every output file is claimed as it is planned (outputs.go), kind by
	// kind (kinds.go), in planOrder.
	pl := planning{out: newOutputs(), srcs: newSources(site)}
	for _, name := range planOrder {
		if err := kind(name).plan(s, pl); err != nil {
			return nil, err
		}
	}
	if pl.out.diags.HasErrors() {
		pl.out.diags.Sort()
		return nil, &resolve.LoadError{Diagnostics: pl.out.diags}
	}
	s.siteDiags = append(s.siteDiags, pl.out.diags...)
	sv.twins = s.twins
	return s, nil
}

// defaultLanguage returns the language of the files that serve every
// language (404.html, redirects): the default one of a root `languages`,
// else English. lang and dir are <html>'s attributes.
func (s *Site) defaultLanguage() (lang, dir string, t *i18n.Texts) {
	lang, dir = "en", "ltr"
	code := ""
	if d := s.site.Nav.DefaultChild(resolve.Language); d != nil {
		code = d.Label
		lang = htmlLang(code)
		if i18n.RTL(code) {
			dir = "rtl"
		}
	}
	return lang, dir, i18n.For(code)
}

// notFound renders 404.html.
func (s *Site) notFound(unlisted []resolve.Redirect) ([]byte, error) {
	r := s.r
	var buf bytes.Buffer
	// One 404 page serves every language: it speaks the default one.
	lang, dir, t := s.defaultLanguage()
	title := cmpOr(s.site.NotFound.Title, t.Get("404.title"))
	body := paragraph(t.Get("404.text"))
	if d := s.site.NotFound.Description; d != "" {
		html, err := r.convert([]byte(d), "/", "./")
		if err != nil {
			return nil, fmt.Errorf("render errors.404.description: %w", err)
		}
		// docs.json is data: its Markdown may hold any HTML.
		body = r.sanitized(html)
	}
	nf := &pageView{Site: s.sv, Base: "/", Lang: lang, Dir: dir, Title: title + " · " + s.site.Name, PageTitle: title,
		Body: body, Reload: r.opts.Reload, T: t,
		Meta: []metaTag{{Name: "robots", Content: "noindex"}}}
	if s.site.NotFound.Redirect {
		nf.Refresh = s.sv.HomeLink
	} else if name := s.pageList(); name != "" {
		nf.PageList = name
	}
	if name, data := uiScript(t); name != "" {
		nf.UI = name
		s.extra[name] = data
	}
	f := s.frames[nil]
	nf.Tabs, nf.Anchors, nf.Navbar, nf.Footer = f.tabs, f.anchors, f.navbar, f.footer
	nf.Search = s.searchView(nil, t)
	if len(unlisted) > 0 {
		nf.Forward = forwardJS(forwardScript(unlisted))
	}
	if s.servedURL != "" {
		// 404.html is served at any depth: only an absolute base works.
		nf.Base = s.servedURL
	} else {
		nf.FindBase = s.sv.CSS
	}
	if err := r.tmpl.ExecuteTemplate(&buf, "notfound", nf); err != nil {
		return nil, fmt.Errorf("render 404.html: %w", err)
	}
	return r.minifyHTML(buf.Bytes()), nil
}

// pageList adds the list of page links the 404 page suggests from (one
// per line, from the site root) and returns its name; "" for a site
// without pages. The 404 page is one file for every missing URL, so its
// script compares the address asked for with this list, with the link
// checker's distance (internal/diag's Suggest).
func (s *Site) pageList() string {
	var b bytes.Buffer
	for _, p := range s.site.Pages {
		if written(p) && indexable(s.site, p) {
			b.WriteString(strings.TrimPrefix(linker{}.page(p.URL), "./"))
			b.WriteByte('\n')
		}
	}
	if b.Len() == 0 {
		return ""
	}
	name := hashedName("pages.txt", b.Bytes())
	s.extra[name] = b.Bytes()
	return name
}

// written reports whether page p has an output file: a page entry whose
// file is missing has none, and is a 404 as on the reference, while its
// sidebar entry stays (a listing of 10,000 missing pages would otherwise
// write 10,000 pages, each carrying the 10,000-link sidebar).
// A page whose front matter has `url` has no file of its own: its
// address forwards to the url (see Prepare).
func written(p *resolve.Page) bool { return (p.File != "" || p.Endpoint != nil) && p.LinkTo == "" }

// Files returns the name of every file of the site, sorted: pages
// ("guides/intro/index.html"), the generated files and the static files.
// Without [Options].Reload the search index's files are named by their
// content: listing them renders the pages that have no search record yet.
func (s *Site) Files() []string {
	var names []string
	for _, k := range outputKinds {
		names = k.list(s, names)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// Outputs returns the files page p renders as: its own, and index.html
// when p is the home page shown at the root; none for a page whose file is
// missing.
func (s *Site) Outputs(p *resolve.Page) []string {
	if !written(p) {
		return nil
	}
	out := []string{file(p.URL)}
	if s.home && s.site.Home == p {
		out = append(out, "index.html")
	}
	return out
}

// File returns the content of the output file name: a page rendered now,
// a generated file, or a static file read from the folder. For a name that
// is not in [Site.Files] the error wraps [fs.ErrNotExist].
func (s *Site) File(name string) ([]byte, error) {
	for _, k := range outputKinds {
		if data, ok, err := k.file(s, name); ok || err != nil {
			return data, err
		}
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// RenderPage renders the page whose output file is name and returns it
// with the problems its content shows: snippets that cannot be read,
// unknown components, and links to pages and files that do not exist or to
// anchors missing from the page itself (anchors on other pages are checked
// only by [Site.Render], which sees every page). For a name that is not a
// page the error wraps [fs.ErrNotExist].
func (s *Site) RenderPage(name string) ([]byte, []resolve.Diagnostic, error) {
	p := s.pages[name]
	if p == nil {
		return nil, nil, &fs.PathError{Op: "render", Path: name, Err: fs.ErrNotExist}
	}
	var buf bytes.Buffer
	data, c, err := s.renderPage(&buf, p, name)
	if err != nil {
		return nil, nil, err
	}
	i := s.index[p]
	if name == file(p.URL) {
		s.setRecord(i, c.search)
		s.setUses(i, c.uses)
	}
	// Only this page's content is known: the check costs what the page
	// links to, not the size of the site.
	return data, s.contentDiagnostics(pageContents{i: i, one: c}), nil
}

// Render renders every file of the site into out: the pages in parallel
// (see [Options].Workers), then the generated and static files. It stops
// at the first error or when ctx is done.
func (s *Site) Render(ctx context.Context, out Output) (Stats, error) {
	var st Stats
	r, site := s.r, s.site
	jobs := site.Pages
	contents := make([]*content, len(jobs))
	var done atomic.Int64
	// A build writes the index and llms-full.txt once, after every page:
	// until then the pages' search records and the twins llms-full.txt
	// joins wait in a file, not in memory (internal/spill). Without a
	// temporary folder they stay in memory.
	var (
		sf   *spill.File
		recs *search.Spill
	)
	if !r.opts.Reload {
		if f, err := spill.New(); err == nil {
			sf = f
			if s.searchHashed() && len(s.plan.files) > 0 {
				recs = search.NewSpill(sf)
			}
			defer func() {
				if recs != nil {
					s.dropRecords(recs)
				}
				sf.Close()
			}()
		}
	}
	if err := parallel.Each(ctx, len(jobs), r.opts.Workers, func(i int, buf *bytes.Buffer) error {
		p := jobs[i]
		if !written(p) {
			return nil
		}
		data, c, err := s.renderPage(buf, p, file(p.URL))
		contents[i] = c
		if err != nil {
			return err
		}
		if recs != nil && c.search != nil && s.plan.indexed[i] {
			if err := recs.Put(c.search); err != nil {
				return err
			}
		}
		if err := out.WriteFile(file(p.URL), data); err != nil {
			return err
		}
		for _, k := range outputKinds {
			if k.beside != nil {
				if err := k.beside(s, out, i, p, c); err != nil {
					return err
				}
			}
		}
		// Written: what stays until every page is done is what the
		// link check, the search index and llms-full.txt need.
		c.api = nil
		if s.inFull == nil || !s.inFull[i] {
			c.twin = nil
		} else if sf != nil && len(c.twin) > 0 {
			at, err := sf.Put(c.twin)
			if err != nil {
				return err
			}
			c.twinAt, c.twinN, c.twin = at, len(c.twin), nil
		}
		if r.opts.Progress != nil {
			r.opts.Progress(int(done.Add(1)), len(jobs))
		}
		return nil
	}); err != nil {
		return st, err
	}
	for _, p := range site.Pages {
		if !written(p) {
			continue
		}
		st.Pages++
		if p.Endpoint != nil {
			st.Endpoints++
		}
	}
	st.Diagnostics = s.contentDiagnostics(pageContents{all: contents})
	if len(s.siteDiags) > 0 {
		st.Diagnostics = append(st.Diagnostics, s.siteDiags...)
		diag.List(st.Diagnostics).Sort()
	}
	// llms-full.txt is written beside the search index: both read what
	// the pages left, neither changes it.
	var full sync.WaitGroup
	var fullErr error
	if s.full != nil {
		full.Go(func() { fullErr = s.writeFull(out, contents, sf) })
	}
	defer full.Wait() // before the spill file closes
	for i, c := range contents {
		if c != nil {
			s.setRecord(i, c.search)
			s.setUses(i, c.uses)
		}
	}
	for _, k := range outputKinds {
		if k.finish != nil {
			if err := k.finish(s, out, &st); err != nil {
				return st, err
			}
		}
	}
	full.Wait()
	return st, fullErr
}

// writeFull writes llms-full.txt into out once every page is rendered,
// from the pages' contents: a twin is there or in the spill file sf. An
// out that is a [Streamer] takes the file as it is read.
func (s *Site) writeFull(out Output, contents []*content, sf *spill.File) error {
	var buf []byte
	twinOf := func(p *resolve.Page) ([]byte, error) {
		c := contents[s.index[p]]
		if c.twinN == 0 {
			return c.twin, nil
		}
		buf = slices.Grow(buf[:0], c.twinN)[:c.twinN]
		return buf, sf.ReadAt(buf, c.twinAt)
	}
	if st, ok := out.(Streamer); ok {
		f, err := st.Create("llms-full.txt")
		if err != nil {
			return err
		}
		w := bufio.NewWriterSize(f, 256<<10)
		err = s.writeLLMSFull(w, twinOf)
		if err == nil {
			err = w.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}
	size := 0
	for _, p := range s.full {
		c := contents[s.index[p]]
		size += len(c.twin) + c.twinN + len("\n---\n\n")
	}
	data, err := s.llmsFull(size, twinOf)
	if err != nil {
		return err
	}
	return out.WriteFile("llms-full.txt", data)
}
