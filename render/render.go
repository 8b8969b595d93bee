package render

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tdewolff/minify/v2"
	mcss "github.com/tdewolff/minify/v2/css"
	mhtml "github.com/tdewolff/minify/v2/html"
	mjs "github.com/tdewolff/minify/v2/js"
	"github.com/yuin/goldmark"

	"github.com/microcosm-cc/bluemonday"
	"github.com/navbuild/navbuild/assets"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/internal/mdnest"
	"github.com/navbuild/navbuild/internal/mdx"
	"github.com/navbuild/navbuild/resolve"
	"github.com/navbuild/navbuild/templates"
)

// Options configure a [Renderer]. The zero value renders minified pages
// with directory links ("guides/intro/").
type Options struct {
	// BaseURL is the absolute URL the site is served at
	// ("https://user.github.io/repo/"); with it pages get a canonical link
	// and the site a sitemap.xml.
	BaseURL string
	// NoMinify leaves HTML, CSS and JavaScript as the templates write them.
	NoMinify bool
	// FileLinks makes links end in index.html, so that the site can be
	// browsed from disk (file://).
	FileLinks bool
	// Reload makes pages load _navbuild/reload.js, the live-reload script
	// of `navbuild serve` (assets/reload.js), which the server provides.
	Reload bool
	// Workers bounds the pages rendered at once; 0 means GOMAXPROCS.
	Workers int
	// HighlightCache is the folder of the cache of highlighted code
	// blocks kept across builds (internal/markdown's Cache); "" for none.
	HighlightCache string
	// Dates are the dates of the last commit of the docs folder's files,
	// by path ("guides/intro.mdx"; internal/gitdates): sitemap.xml's
	// lastmod, the JSON-LD's dateModified and, with metadata.timestamp,
	// the pages' "last updated" line. Nil for none.
	Dates map[string]time.Time
	// NoSocialCards leaves out the pages' social cards: the 1200x630
	// PNG each page without an og:image of its own or docs.json's gets
	// as one (card.go).
	NoSocialCards bool
	// CardCache is the folder where social cards are kept across builds,
	// by the hash of what they show; "" for none.
	CardCache string
	// LatestTwins writes the Markdown twins of the default version's
	// pages only (and of pages outside versions): old versions' pages get
	// no twin (llms-full.txt holds the default version's alone either
	// way), their HTML no link to one, and llms.txt links their HTML
	// pages. On a site of many versions the twins of old versions are a
	// fifth of its bytes (issue 38: 213 MB of the 25k versioned synthetic
	// site's 1,099); this brings such a site under GitHub Pages' 1 GB
	// without changing docs.json.
	LatestTwins bool
	// Progress, if set, is called after each page with the number done.
	// It must be safe for concurrent use.
	Progress func(done, total int)
}

// Output receives the files of a site. WriteFile is called concurrently,
// never twice for one name.
type Output interface {
	WriteFile(name string, data []byte) error
}

// A Streamer is an Output that also takes a file in parts, as it is
// written: the largest file of a site, llms-full.txt (25 MB at 10,000
// pages, 253 MB at 100,000), goes to it without being joined in memory
// first. Create is called concurrently with WriteFile, never for a name
// written otherwise; the file is complete once its Close returns nil.
type Streamer interface {
	Output
	Create(name string) (io.WriteCloser, error)
}

// Stats sums up a render.
type Stats struct {
	Pages     int // HTML pages written (the root's copy of the home page excluded)
	Endpoints int // of which OpenAPI endpoint pages
	Static    int // static files copied
	// Diagnostics are the problems found in the pages' content, sorted:
	// snippets that cannot be read, unknown components (one warning per
	// name), broken internal links and anchors.
	Diagnostics []resolve.Diagnostic
}

// Renderer renders sites. Build one with [New]; it is safe for concurrent
// use, and its templates, Markdown converter and minifier are shared by
// every page. It is not changed after New: what belongs to one site is in
// the [Site] that [Renderer.Prepare] returns.
type Renderer struct {
	opts Options
	tmpl *template.Template
	md   goldmark.Markdown
	min  *minify.M
	link linker
	js   string
	// baseCSS is the stylesheet every site shares (assets/*.css and the
	// shared part of themes.css), themeCSS each theme's own rules, both
	// minified unless NoMinify; a site's stylesheet is the two together
	// (theme.go).
	baseCSS  []byte
	themeCSS map[string][]byte
	// navJS is assets/sidebar.js, minified unless NoMinify, with
	// navHTMLMark where each section's full sidebar goes.
	navJS string
	// switchJS is assets/switch.js, likewise, with switchMark where a
	// section's long selectors go (switch.go).
	switchJS string
	// assets holds the content-hashed script.
	assets map[string][]byte
	rend   lazyRenderers // Mermaid's and KaTeX's files (renderers.go)
	// playJS is the playground's script (assets/playground.js), written
	// only by sites with API pages; play its content.
	playJS string
	play   []byte
	descs  *htmlCache         // rendered OpenAPI descriptions
	themes themeScripts       // the scripts of the reader's mode
	clean  *bluemonday.Policy // sanitizes HTML made from data (sanitize.go)
}

// New parses the templates and prepares the assets.
func New(opts Options) (*Renderer, error) {
	r := &Renderer{opts: opts, md: markdown.New(), link: linker{fileLinks: opts.FileLinks}, descs: &htmlCache{}, clean: newSanitizer()}
	if opts.HighlightCache != "" {
		c, err := markdown.OpenCache(opts.HighlightCache)
		if err != nil {
			return nil, fmt.Errorf("highlight cache: %w", err)
		}
		r.md = markdown.NewCached(c)
	}
	funcs := template.FuncMap{"fields": fieldsHTML, "children": childrenHTML, "mediaSet": newMediaSet}
	t, err := template.New("").Funcs(funcs).ParseFS(templates.FS, "*.html")
	if err != nil {
		return nil, fmt.Errorf("parse templates: %w", err)
	}
	r.tmpl = t
	r.min = minify.New()
	r.min.Add("text/css", &mcss.Minifier{})
	r.min.Add("application/javascript", &memoMinifier{m: &mjs.Minifier{}})
	r.min.Add("text/html", &mhtml.Minifier{KeepDocumentTags: true, KeepEndTags: true, KeepDefaultAttrVals: true})
	r.assets = map[string][]byte{}
	themes, err := fs.ReadFile(assets.FS, "themes.css")
	if err != nil {
		return nil, fmt.Errorf("read asset themes.css: %w", err)
	}
	shared, sections, err := splitThemes(themes)
	if err != nil {
		return nil, err
	}
	for _, a := range []struct {
		file, mime string
		parts      []string
		extra      []byte // appended after the parts
		dst        *[]byte
		name       *string // the hashed name of a file in assets
	}{
		{"style.css", "text/css", []string{"style.css", "code.css", "chroma.css", "components.css", "api.css", "search.css"}, shared, &r.baseCSS, nil},
		{"app.js", "application/javascript", []string{"app.js", "search.js"}, nil, nil, &r.js},
		{"playground.js", "application/javascript", []string{"playground.js"}, nil, &r.play, &r.playJS},
	} {
		var data []byte
		for _, part := range a.parts {
			b, err := fs.ReadFile(assets.FS, part)
			if err != nil {
				return nil, fmt.Errorf("read asset %s: %w", part, err)
			}
			data = append(append(data, b...), '\n')
		}
		data = append(data, a.extra...)
		if data, err = r.minify(a.mime, data); err != nil {
			return nil, fmt.Errorf("minify %s: %w", a.file, err)
		}
		if a.name != nil {
			*a.name = hashedName(a.file, data)
		}
		if a.dst != nil {
			*a.dst = data
			continue
		}
		r.assets[*a.name] = data
	}
	r.themeCSS = map[string][]byte{}
	for name, css := range sections {
		if r.themeCSS[name], err = r.minify("text/css", css); err != nil {
			return nil, fmt.Errorf("minify themes.css (%s): %w", name, err)
		}
	}
	if r.navJS, err = r.markedScript("sidebar.js", navHTMLMark); err != nil {
		return nil, err
	}
	if r.switchJS, err = r.markedScript("switch.js", switchMark); err != nil {
		return nil, err
	}
	return r, nil
}

// markedScript reads the script asset name, minified unless NoMinify,
// which holds mark where each section's data goes.
func (r *Renderer) markedScript(name, mark string) (string, error) {
	js, err := fs.ReadFile(assets.FS, name)
	if err != nil {
		return "", fmt.Errorf("read asset %s: %w", name, err)
	}
	if js, err = r.minify("application/javascript", js); err != nil {
		return "", fmt.Errorf("minify %s: %w", name, err)
	}
	if !bytes.Contains(js, []byte(mark)) {
		return "", fmt.Errorf("%s: no %s", name, mark)
	}
	return string(js), nil
}

// minify minifies data as mime, unless NoMinify.
func (r *Renderer) minify(mime string, data []byte) ([]byte, error) {
	if r.opts.NoMinify {
		return data, nil
	}
	return r.min.Bytes(mime, data)
}

// themeScripts holds the scripts of the reader's mode the templates'
// theme-js gives, by appearance.strict and a dismissible banner.
type themeScripts struct {
	mu    sync.Mutex
	files map[[2]bool][]byte
}

// themeScript returns the script of the reader's mode for pages of a
// site strict or not, with a dismissible banner or not: its name under
// _navbuild/ and its content.
func (r *Renderer) themeScript(strict, dismiss bool) (string, []byte, error) {
	r.themes.mu.Lock()
	defer r.themes.mu.Unlock()
	key := [2]bool{strict, dismiss}
	data, ok := r.themes.files[key]
	if !ok {
		var buf bytes.Buffer
		v := &pageView{Site: &siteView{Strict: strict}}
		if dismiss {
			v.Banner = &bannerView{Dismissible: true}
		}
		if err := r.tmpl.ExecuteTemplate(&buf, "theme-js", v); err != nil {
			return "", nil, fmt.Errorf("render the theme script: %w", err)
		}
		var err error
		if data, err = r.minify("application/javascript", buf.Bytes()); err != nil {
			return "", nil, fmt.Errorf("minify the theme script: %w", err)
		}
		if r.themes.files == nil {
			r.themes.files = map[[2]bool][]byte{}
		}
		r.themes.files[key] = data
	}
	return hashedName("theme.js", data), data, nil
}

// hashedName is the output name of an asset: file under _navbuild/ with
// a hash of data before its extension.
func hashedName(file string, data []byte) string {
	sum := sha256.Sum256(data)
	ext := path.Ext(file)
	return "_navbuild/" + strings.TrimSuffix(file, ext) + "." + hex.EncodeToString(sum[:5]) + ext
}

var hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{3,8}$`)

// Render renders site, reading page sources and static files from fsys,
// into out. It stops at the first error or when ctx is done. It is
// [Renderer.Prepare] followed by [Site.Render].
func (r *Renderer) Render(ctx context.Context, site *resolve.Site, fsys fs.FS, out Output) (Stats, error) {
	s, err := r.Prepare(site, fsys)
	if err != nil {
		return Stats{}, err
	}
	return s.Render(ctx, out)
}

func (r *Renderer) minifyHTML(b []byte) []byte {
	if r.opts.NoMinify {
		return append([]byte(nil), b...)
	}
	m, err := r.min.Bytes("text/html", b)
	if err != nil {
		return append([]byte(nil), b...)
	}
	return m
}

// minPool holds the scratch buffers renderPage minifies into.
var minPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// renderPage renders page p as the output file name, minified unless
// NoMinify, with the section's sidebar and chrome spliced in (splice). buf is the worker's
// scratch buffer; the result is a new slice.
func (s *Site) renderPage(buf *bytes.Buffer, p *resolve.Page, name string) ([]byte, *content, error) {
	r, f := s.r, s.frames[p.Section]
	buf.Reset()
	c, err := s.page(buf, f, p, name)
	if err != nil {
		return nil, nil, err
	}
	html := buf.Bytes()
	if !r.opts.NoMinify {
		// Minified into a scratch buffer, not a new slice (min.Bytes): the
		// result below is the one copy a page's HTML needs.
		m := minPool.Get().(*bytes.Buffer)
		defer minPool.Put(m)
		m.Reset()
		if err := r.min.Minify("text/html", m, buf); err != nil {
			return nil, nil, fmt.Errorf("minify %s: %w", name, err)
		}
		html = m.Bytes()
	}
	return splicePage(html, s.splices(f, p, c)), c, nil
}

// A splice is HTML a page gets after it is minified, in place of a mark
// the template wrote: the section's sidebar, the parts of its chrome, an
// endpoint's API reference, each minified or compact already.
type splice struct {
	mark string
	// last: the mark is its last occurrence (the footer's, after the
	// content); otherwise the first after the previous splice's.
	last bool
	// block: the HTML is block elements, which the minifier sets apart
	// from what is around them with no white space: the white space
	// beside the mark goes.
	block bool
	html  []byte
	// made, if set, makes the HTML instead, only when the mark is found
	// (the sidebar's): its writer and size.
	made func() (func(*bytes.Buffer), int)
}

// splices returns what page p of frame f gets spliced in, in the order of
// its marks.
func (s *Site) splices(f *frame, p *resolve.Page, c *content) []splice {
	sp := make([]splice, 0, 9)
	var chrome []chromePart
	if f.chrome != nil {
		chrome = f.chrome.minified
	}
	part := func(at chromeAt) {
		for len(chrome) > 0 && chrome[0].at == at {
			sp = append(sp, splice{mark: chrome[0].mark, html: chrome[0].html, last: at == afterContent, block: true})
			chrome = chrome[1:]
		}
	}
	part(beforeNav)
	sp = append(sp, splice{mark: placeholder, made: func() (func(*bytes.Buffer), int) {
		nav := f.sidebar.short(p)
		return nav.write, nav.size
	}})
	part(afterNav)
	if c.api != nil {
		// The API reference is spliced in after minifying, like the
		// sidebar: its templates write compact HTML, and minifying it took
		// a fifth of an API page's time.
		sp = append(sp, splice{mark: apiMainMark, html: []byte(c.api.Main)}, splice{mark: apiAsideMark, html: []byte(c.api.Aside)})
	}
	part(afterContent)
	return sp
}

// isSpace reports whether c is HTML white space.
func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f'
}

// splicePage returns a new slice: html with each splice's mark replaced,
// in order; a mark that is not found is left out.
func splicePage(html []byte, sp []splice) []byte {
	type cut struct {
		at, end int
		html    []byte
		write   func(*bytes.Buffer)
	}
	cuts := make([]cut, 0, len(sp))
	size, from := len(html), 0
	for _, x := range sp {
		var at int
		if x.last {
			at = bytes.LastIndex(html[from:], []byte(x.mark))
		} else {
			at = bytes.Index(html[from:], []byte(x.mark))
		}
		if at < 0 {
			continue
		}
		k := cut{at: from + at, end: from + at + len(x.mark), html: x.html}
		if x.block {
			for k.at > from && isSpace(html[k.at-1]) {
				k.at--
			}
			for k.end < len(html) && isSpace(html[k.end]) {
				k.end++
			}
		}
		if x.made != nil {
			var n int
			k.write, n = x.made()
			size += n
		}
		size += len(k.html) - (k.end - k.at)
		cuts = append(cuts, k)
		from = k.end
	}
	out := bytes.NewBuffer(make([]byte, 0, size))
	prev := 0
	for _, k := range cuts {
		out.Write(html[prev:k.at])
		if k.write != nil {
			k.write(out)
		} else {
			out.Write(k.html)
		}
		prev = k.end
	}
	out.Write(html[prev:])
	return out.Bytes()
}

// page executes the page template for p as the output file name, and
// returns what rendering its content found.
func (s *Site) page(w *bytes.Buffer, f *frame, p *resolve.Page, name string) (*content, error) {
	r, sv := s.r, s.sv
	self := r.link.page(p.URL)
	if name == "index.html" {
		self = r.link.page("/") // the home page's copy at the root
	}
	v := &pageView{Site: sv, Base: base(name), Lang: "en", Dir: "ltr", PageTitle: p.Title, Draft: p.Draft,
		Title: p.Title + " · " + s.site.Name, Description: p.Description, Self: self,
		Eyebrow: f.eyebrow, Banner: f.banner, Navbar: f.navbar, Tabs: f.tabs, Anchors: f.anchors,
		Footer: f.footer, Sidebar: placeholder, Reload: r.opts.Reload, Chrome: f.chrome, T: f.texts, UI: f.uiFile, ThemeJS: f.themeFile}
	if f.lang != nil {
		v.Lang = htmlLang(f.lang.Label)
		if i18n.RTL(f.lang.Label) {
			v.Dir = "rtl"
		}
	}
	if s.site.Breadcrumbs {
		v.Breadcrumbs = p.Trail
	}
	if d := s.site.Drilldown; d != nil {
		v.Drilldown = fmt.Sprint(*d)
	}
	v.Selectors = append(r.switchers(f, p), f.selectors...)
	v.SwitchJS = f.switchFile
	v.Mode = p.Mode
	v.Bare = p.Mode == "custom" || p.Mode == "frame"
	if f.sidebar == nil || len(f.sidebar.top) == 0 {
		// A page reached outside the navigation has no section to list:
		// no empty column beside it.
		v.Sidebar = ""
	}
	s.seo(v, p, v.Lang)
	if t := twinFile(p.URL); sv.twins[t] == p {
		v.Twin = link.Relative(hrefFile(t))
	}
	v.Menu = s.contextualMenu(s.site.Contextual, v.Twin, v.Canonical, p.URL, f.texts)
	if p.Prev != nil {
		href, ext := r.pageLink(p.Prev)
		v.Prev = &linkView{Label: p.Prev.SidebarTitle, Href: href, External: ext}
	}
	if p.Next != nil {
		href, ext := r.pageLink(p.Next)
		v.Next = &linkView{Label: p.Next.SidebarTitle, Href: href, External: ext}
	}
	var src []byte
	var err error
	if p.File != "" {
		var ok bool
		if src, ok = s.read.take(p.File); !ok {
			if src, err = docfs.ReadFile(s.fsys, p.File, docfs.MaxPage); err != nil {
				return nil, fmt.Errorf("render %s: %w", p.File, err)
			}
		}
	}
	src, specLinks, err := r.endpoint(v, p, src, sv.api)
	if err != nil {
		return nil, err
	}
	dir := path.Dir("/" + strings.Trim(p.URL, "/"))
	own := name == file(p.URL) // not the home page's copy at the root
	res := s.mdx.Render(mdx.Page{File: p.File, Src: src, Markdown: own, Self: self, AnchorLabel: v.T.Get("heading.link"), Palette: sv.palette, Link: func(dest string, asset bool) string {
		return r.rewrite(dest, dir, self, asset)
	}})
	res.HTML = s.images.sizeImages(res.HTML)
	if p.File == "" && p.Endpoint != nil {
		// x-mint.content comes from the spec: data, not author code.
		res.HTML = r.clean.SanitizeBytes(res.HTML)
		res.RequestExample = sanitizeOpt(r.clean, res.RequestExample)
		res.ResponseExample = sanitizeOpt(r.clean, res.ResponseExample)
	}
	v.Body = pageBody(res.HTML)
	u := contentUses(res.HTML)
	if u&(usesMermaid|usesMath) != 0 {
		rf, err := r.renderers()
		if err != nil {
			return nil, err
		}
		if u&usesMermaid != 0 {
			v.MermaidJS = rf.mermaidJS
		}
		if u&usesMath != 0 {
			v.MathJS, v.MathCSS = rf.mathJS, rf.mathCSS
		}
	}
	for _, h := range res.TOC {
		v.TOC = append(v.TOC, tocItem{Level: h.Level, Text: h.Text, Href: fragmentHref(markdown.AppendFragment(nil, []byte(self+"#"+h.ID)))})
	}
	if err := r.aside(v, res.RequestExample, res.ResponseExample); err != nil {
		return nil, fmt.Errorf("render %s: %w", p.Path, err)
	}
	feed := feedFile(p.URL)
	if s.feeds[feed] == p {
		v.Feed = feed
	}
	if err := r.tmpl.ExecuteTemplate(w, "page", v); err != nil {
		return nil, fmt.Errorf("render %s: %w", p.Path, err)
	}
	c := &content{ids: res.IDs, unknown: res.Unknown, unknownAt: res.UnknownAt, diags: res.Diagnostics, refused: res.Refused, uses: u}
	s.icons.add(p, res.Icons)
	if v.Feed != "" {
		c.feed = s.rssFeed(p, v.Canonical, res.Updates)
	}
	if own {
		c.twin = twin(p, res.Markdown, v.API)
	}
	for _, l := range res.Links {
		cl := contentLink{dest: l.Dest, line: l.Line}
		if p.File == "" && p.Endpoint != nil {
			cl = specContentLink(p.Endpoint, l.Dest, p.Content) // x-mint.content
		}
		c.links = append(c.links, cl)
	}
	if v.API != nil {
		c.api = v.API
	}
	if s.plan != nil && s.plan.pages[p] && name == file(p.URL) {
		c.search = r.searchRecord(p, string(v.Body), p.Description) // v.Body: res.HTML as a string already
	}
	if p.Endpoint != nil && v.API != nil {
		if v.API.deep {
			// Said once per spec: contentDiagnostics drops repeats.
			c.diags = append(c.diags, diag.Diagnostic{Severity: diag.Warning, Pos: diag.Pos{File: p.Endpoint.Spec.Source},
				Msg: fmt.Sprintf("a description nests block quotes, lists or footnotes more than %d deep: the deeper ones are shown as text", mdnest.Max)})
		}
		c.ids = append(append(c.ids, apiSectionIDs...), v.API.IDs...)
		for _, l := range specLinks {
			c.links = append(c.links, specContentLink(p.Endpoint, l.dest, l.text))
		}
	}
	return c, nil
}

// contentDiagnostics gathers the pages' problems as warnings: their own,
// one per unknown component name (at its first page), and broken links.
func (s *Site) contentDiagnostics(contents pageContents) []resolve.Diagnostic {
	site := s.site
	var out diag.List
	firstUse := map[string]diag.Pos{}
	var names []string
	for i, c := range contents.each {
		// A page with a broken snippet or tag still builds, as on the
		// reference: content problems are warnings (--strict: errors).
		for _, d := range c.diags {
			d.Severity = diag.Warning
			out = append(out, d)
		}
		// A snippet refused as unsafe to read stays an error.
		out = append(out, c.refused...)
		for _, name := range c.unknown {
			if _, seen := firstUse[name]; !seen {
				firstUse[name] = cmp.Or(c.unknownAt[name], diag.Pos{File: site.Pages[i].File})
				names = append(names, name)
			}
		}
	}
	for _, name := range names {
		out = append(out, diag.Diagnostic{Severity: diag.Warning, Pos: firstUse[name], Msg: fmt.Sprintf("unknown component <%s> (first used here): its content is shown without it", name)})
	}
	out = append(out, checkLinks(site, s.links, contents, func(name string) bool {
		_, err := fs.Stat(s.fsys, name)
		return err == nil
	})...)
	out.Sort()
	// A snippet's problem is found on every page that uses it: say it
	// once.
	return slices.Compact(out)
}

// pageLink returns the link to page p from the navigation (sidebar,
// prev/next): its address, or its front matter url, which an external
// one opens in a new tab.
func (r *Renderer) pageLink(p *resolve.Page) (href string, external bool) {
	if p.LinkTo != "" {
		return r.link.href(p.LinkTo), link.IsExternal(p.LinkTo)
	}
	return r.link.page(p.URL), false
}

// redirectPage forwards to dest, with a link for readers without a
// refresh, in the language of tx; attrs are the <html> element's lang
// and dir.
func (r *Renderer) redirectPage(dest, baseHref, attrs string, tx *i18n.Texts) []byte {
	target := r.link.href(dest)
	if !link.IsExternal(dest) {
		target = baseHref + strings.TrimPrefix(target, "./")
	}
	t := template.HTMLEscapeString(target)
	esc := template.HTMLEscapeString
	return []byte(`<!doctype html><html ` + attrs + `><head><meta charset="utf-8"><title>` + esc(tx.Get("redirect.title")) + `</title>` +
		`<meta http-equiv="refresh" content="0; url=` + t + `"><link rel="canonical" href="` + t + `"></head>` +
		`<body><p>` + strings.ReplaceAll(esc(tx.Get("redirect.text")), "{link}", `<a href="`+t+`">`+t+`</a>`) + `</p></body></html>` + "\n")
}
