package render

import (
	"bytes"
	"fmt"
	"html/template"
	"maps"
	"slices"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/resolve"
)

// An outputKind is one kind of file a build writes, as Hugo's output
// formats are: pages, their Markdown twins, feeds, social cards,
// llms-full.txt, the search index, the content's icons, the diagram and
// math renderers,
// navbuild's other generated files (stylesheet, scripts, 404.html,
// sitemap.xml, llms.txt, redirects...) and the folder's static files.
// PrepareRead, [Site.Files], [Site.File] and [Site.Render] go through
// outputKinds and name no kind.
//
// A new kind of file is one entry here: how it is planned, listed, made
// on demand and written.
type outputKind struct {
	name string
	// plan names the kind's files and claims each (outputs.go), in
	// planOrder; nil for a kind another plans (llms-full: the twins').
	plan func(s *Site, pl planning) error
	// list appends the kind's files to names, for Files.
	list func(s *Site, names []string) []string
	// file makes one of the kind's files on demand: ok is false when
	// name is not one of them.
	file func(s *Site, name string) (data []byte, ok bool, err error)
	// beside writes what page i adds next to its HTML (its twin, its
	// feed, its card), in the page's worker; nil for none.
	beside func(s *Site, out Output, i int, p *resolve.Page, c *content) error
	// finish writes the kind's files once every page is rendered; nil
	// when beside wrote them all.
	finish func(s *Site, out Output, st *Stats) error
}

// outputKinds in the order File looks a name up and Render finishes
// them. llms-full.txt has no finish: Render writes it (writeFull) while
// the others finish, from the twins the pages left, which only it needs.
var outputKinds = []outputKind{
	{name: "page", plan: planPages, list: pageNames, file: pageOutput, finish: writeHomeCopy},
	{name: "generated", plan: planGenerated, list: func(s *Site, names []string) []string { return appendKeys(names, s.extra) }, file: extraOutput, finish: writeExtra},
	{name: "twin", plan: func(s *Site, pl planning) error { s.planAgents(pl.out, pl.srcs); return nil },
		list: func(s *Site, names []string) []string { return appendKeys(names, s.twins) }, file: twinOutput, beside: writeTwin},
	{name: "card", plan: func(s *Site, _ planning) error { s.planCards(); return nil },
		list: func(s *Site, names []string) []string { return appendKeys(names, s.cards) }, file: cardOutput, beside: writeCard},
	{name: "feed", plan: func(s *Site, pl planning) error { s.planFeeds(pl.out, pl.srcs); return nil },
		list: func(s *Site, names []string) []string { return appendKeys(names, s.feeds) }, file: feedOutput, beside: writeFeed},
	{name: "llms-full", list: llmsFullNames, file: llmsFullOutput},
	{name: "search", plan: planSearchFiles, list: func(s *Site, names []string) []string { return s.withSearchFiles(appendKeys(names, s.plan.files)) }, file: (*Site).searchFile, finish: writeSearch},
	{name: "icon", list: iconNames, file: (*Site).iconOutput, finish: writeIcons},
	{name: "renderer", list: rendererNames, file: (*Site).rendererFile, finish: writeRenderers},
	{name: "static", plan: planStatic, list: staticNames, file: staticOutput, finish: writeStatic},
}

// planOrder is the order the kinds are planned in, which decides who
// wins a name two want (outputs.go): the docs folder's static files
// first, then the pages, the search index, navbuild's own files and the
// redirects, the twins (and llms.txt, llms-full.txt, robots.txt: a
// folder's file of that name wins), the feeds and the cards.
var planOrder = []string{"static", "page", "search", "generated", "twin", "feed", "card"}

// kind returns the output kind named name.
func kind(name string) outputKind {
	for _, k := range outputKinds {
		if k.name == name {
			return k
		}
	}
	panic("render: no output kind " + name)
}

// planning is what the kinds' plans share: the names claimed so far and
// where each comes from.
type planning struct {
	out  *outputs
	srcs *sources
}

// appendKeys appends the keys of m to names.
func appendKeys[V any](names []string, m map[string]V) []string {
	for name := range m {
		names = append(names, name)
	}
	return names
}

func planStatic(s *Site, pl planning) error {
	for _, name := range s.site.Static {
		pl.out.claim(name, staticSource(name))
		s.static[name] = true
	}
	return nil
}

// staticNames lists the folder's files that no page or generated file
// replaces.
func staticNames(s *Site, names []string) []string {
	for _, name := range s.site.Static {
		if s.pages[name] == nil && s.extra[name] == nil {
			names = append(names, name)
		}
	}
	return names
}

// planPages claims each written page's file, and index.html for the home
// page's copy at the root when it lives elsewhere, unless a redirect
// from the root says where it leads (dify's "/" to "/en/home"), as on
// the reference.
func planPages(s *Site, pl planning) error {
	site := s.site
	for _, p := range site.Pages {
		if written(p) && pl.out.claim(file(p.URL), pl.srcs.page(p)) {
			s.pages[file(p.URL)] = p
		}
	}
	rootRedirect := slices.ContainsFunc(site.Redirects, func(rd resolve.Redirect) bool { return !isPattern(rd) && file(rd.Source) == "index.html" })
	if h := site.Home; h != nil && written(h) && h.URL != "/" && site.Page("index") == nil && !rootRedirect && pl.out.claim("index.html", pl.srcs.as("the copy at the root", h)) {
		s.pages["index.html"] = h
		s.home = true
	}
	return nil
}

// planGenerated makes navbuild's own files that need no page rendered
// (404.html, the assets, the playground, sitemap.xml; the stylesheet and
// the frames' scripts are made before: the pages' views name them) and
// claims them, then the redirects' forwarding pages and _redirects, and
// the forwarding pages of front matter `url`.
func planGenerated(s *Site, pl planning) error {
	r, site, out, srcs := s.r, s.site, pl.out, pl.srcs
	var unlisted []resolve.Redirect
	for _, rd := range site.Redirects {
		if isPattern(rd) && !invertible(rd) {
			unlisted = append(unlisted, rd)
		}
	}
	nf, err := s.notFound(unlisted)
	if err != nil {
		return err
	}
	s.extra["404.html"] = nf
	s.extra[".nojekyll"] = nil
	for name, data := range r.assets {
		s.extra[name] = data
	}
	if slices.ContainsFunc(site.Pages, func(p *resolve.Page) bool { return p.Endpoint != nil || p.API != nil }) {
		s.extra[r.playJS] = r.play
	}
	if s.canonBase != "" && !slices.Contains(site.Static, "sitemap.xml") {
		shown := map[*resolve.Page]bool{}
		for _, f := range s.frames {
			for _, p := range f.sidebar.pages {
				shown[p] = written(p)
			}
		}
		s.extra["sitemap.xml"] = s.sitemap(shown)
	}
	for _, name := range slices.Sorted(maps.Keys(s.extra)) {
		out.claim(name, ownSource(name))
	}
	// Redirects become pages that forward the reader: a plain source its
	// own, a pattern one per source it can produce (see redirects.go).
	lang, dir, tx := s.defaultLanguage()
	attrs := `lang="` + template.HTMLEscapeString(lang) + `" dir="` + dir + `"`
	forward := func(src, dest string, rd resolve.Redirect, expanded bool) {
		name, from := file(src), redirectSource(rd)
		if c, taken := out.conflict(name); taken || out.reserved(name) {
			switch {
			case expanded:
				// A pattern's source made from a page's URL, where
				// another output is: no forwarding page there.
			case c.src.redirect && c.name == name:
				out.collide(diag.Warning, name, from, c, "the first redirect of a source wins, as on the reference; remove the other")
			case c.src.page && out.key(c.name) == out.key(name):
				out.collide(diag.Warning, name, from, c, "the page is written, not the redirect's forwarding page; _redirects keeps the redirect for the hosts that read it")
			default:
				out.claim(name, from) // reports why
			}
			return
		}
		out.take(name, from)
		s.extra[name] = r.redirectPage(dest, base(name), attrs, tx)
	}
	var urls []string
	for _, p := range site.Pages {
		if written(p) {
			urls = append(urls, p.URL)
		}
	}
	for _, rd := range site.Redirects {
		switch {
		case !isPattern(rd):
			forward(rd.Source, rd.Destination, rd, false)
		case invertible(rd):
			sources, dests := invertedSources(rd, urls)
			for i := range sources {
				forward(sources[i], dests[i], rd, true)
			}
		}
	}
	if len(site.Redirects) > 0 && !slices.Contains(site.Static, "_redirects") && out.claim("_redirects", ownSource("_redirects")) {
		s.extra["_redirects"] = redirectsFile(site.Redirects)
	}
	// A page with front matter `url` is a link in the navigation; its own
	// address forwards there, as a redirect does.
	for _, p := range site.Pages {
		if p.LinkTo == "" {
			continue
		}
		name := file(p.URL)
		from := srcs.as("the forwarding page (front matter url)", p)
		if c, taken := out.conflict(name); taken && c.src.redirect && c.name == name {
			out.collide(diag.Warning, name, from, c, "the redirect's destination wins; remove the redirect or the page's url")
			continue
		}
		if !out.claim(name, from) {
			continue
		}
		s.extra[name] = r.redirectPage(p.LinkTo, base(name), attrs, tx)
	}
	return nil
}

func pageNames(s *Site, names []string) []string { return appendKeys(names, s.pages) }

func planSearchFiles(s *Site, pl planning) error {
	for _, name := range slices.Sorted(maps.Keys(s.plan.files)) {
		pl.out.claim(name, ownSource(name))
	}
	return nil
}

func llmsFullNames(s *Site, names []string) []string {
	if s.full != nil {
		names = append(names, "llms-full.txt")
	}
	return names
}

func pageOutput(s *Site, name string) ([]byte, bool, error) {
	if s.pages[name] == nil {
		return nil, false, nil
	}
	data, _, err := s.RenderPage(name)
	return data, true, err
}

// writeHomeCopy writes the home page's copy at the root (index.html), when
// the home page lives elsewhere; the pages themselves are written by
// Render's workers.
func writeHomeCopy(s *Site, out Output, _ *Stats) error {
	if !s.home {
		return nil
	}
	var buf bytes.Buffer
	data, _, err := s.renderPage(&buf, s.site.Home, "index.html")
	if err != nil {
		return err
	}
	return out.WriteFile("index.html", data)
}

func extraOutput(s *Site, name string) ([]byte, bool, error) {
	data, ok := s.extra[name]
	return data, ok, nil
}

func writeExtra(s *Site, out Output, _ *Stats) error {
	for name, data := range s.extra {
		if err := out.WriteFile(name, data); err != nil {
			return err
		}
	}
	return nil
}

func twinOutput(s *Site, name string) ([]byte, bool, error) {
	p := s.twins[name]
	if p == nil {
		return nil, false, nil
	}
	data, err := s.twin(p)
	return data, true, err
}

func writeTwin(s *Site, out Output, _ int, p *resolve.Page, c *content) error {
	if name := twinFile(p.URL); s.twins[name] == p {
		return out.WriteFile(name, c.twin)
	}
	return nil
}

func cardOutput(s *Site, name string) ([]byte, bool, error) {
	p := s.cards[name]
	if p == nil {
		return nil, false, nil
	}
	data, err := s.card(name, p)
	return data, true, err
}

// writeCard writes each card file with the first page that shows it.
func writeCard(s *Site, out Output, i int, p *resolve.Page, _ *content) error {
	if s.cardOf == nil {
		return nil
	}
	name := s.cardOf[i]
	if name == "" || s.cards[name] != p {
		return nil
	}
	data, err := s.card(name, p)
	if err != nil {
		return err
	}
	return out.WriteFile(name, data)
}

func feedOutput(s *Site, name string) ([]byte, bool, error) {
	p := s.feeds[name]
	if p == nil {
		return nil, false, nil
	}
	var buf bytes.Buffer
	_, c, err := s.renderPage(&buf, p, file(p.URL))
	if err != nil {
		return nil, true, err
	}
	return c.feed, true, nil
}

func writeFeed(s *Site, out Output, _ int, p *resolve.Page, c *content) error {
	if name := feedFile(p.URL); s.feeds[name] == p {
		if err := out.WriteFile(name, c.feed); err != nil {
			return err
		}
		c.feed = nil
	}
	return nil
}

func llmsFullOutput(s *Site, name string) ([]byte, bool, error) {
	if name != "llms-full.txt" || s.full == nil {
		return nil, false, nil
	}
	data, err := s.llmsFull(0, s.twin)
	return data, true, err
}

func writeSearch(s *Site, out Output, _ *Stats) error {
	if len(s.plan.files) == 0 {
		return nil
	}
	return s.writeSearchIndex(out)
}

// rendererNames adds the renderers' files when some page needs them:
// listing them renders the pages not rendered yet. On an error they are
// left out: Render and File report it.
func rendererNames(s *Site, names []string) []string {
	if u, err := s.siteUses(); err == nil && u != 0 {
		if rf, err := s.r.renderers(); err == nil {
			names = append(names, rf.names(u)...)
			slices.Sort(names)
		}
	}
	return names
}

// writeRenderers writes the renderers' files the pages need: every page
// was rendered, so siteUses reads what they recorded.
func writeRenderers(s *Site, out Output, _ *Stats) error {
	u, err := s.siteUses()
	if err != nil || u == 0 {
		return err
	}
	rf, err := s.r.renderers()
	if err != nil {
		return err
	}
	for _, name := range rf.names(u) {
		if err := out.WriteFile(name, rf.files[name]); err != nil {
			return err
		}
	}
	return nil
}

func staticOutput(s *Site, name string) ([]byte, bool, error) {
	if !s.static[name] {
		return nil, false, nil
	}
	data, err := docfs.ReadFile(s.fsys, name, docfs.MaxFile)
	return data, true, err
}

func writeStatic(s *Site, out Output, st *Stats) error {
	for _, name := range s.site.Static {
		data, err := docfs.ReadFile(s.fsys, name, docfs.MaxFile)
		if err != nil {
			return fmt.Errorf("copy %s: %w", name, err)
		}
		if err := out.WriteFile(name, data); err != nil {
			return err
		}
		st.Static++
	}
	return nil
}
