package render

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/resolve"
)

// An outputKind is one kind of file a build writes, as Hugo's output
// formats are: pages, their Markdown twins, feeds, social cards,
// llms-full.txt, the search index, the diagram and math renderers,
// navbuild's other generated files (stylesheet, scripts, 404.html,
// sitemap.xml, llms.txt, redirects...) and the folder's static files.
// [Site.Files], [Site.File] and [Site.Render] go through outputKinds and
// name no kind; PrepareRead plans each kind's files and claims their
// names (outputs.go), in the order that decides which source wins a
// clash.
//
// A new kind of file is one entry here and its planning in PrepareRead.
type outputKind struct {
	name string
	// list appends the kind's files to names, for Files; nil when
	// PrepareRead's list (Site.files) holds them all.
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
	{name: "page", file: pageOutput, finish: writeHomeCopy},
	{name: "generated", file: extraOutput, finish: writeExtra},
	{name: "twin", file: twinOutput, beside: writeTwin},
	{name: "card", file: cardOutput, beside: writeCard},
	{name: "feed", file: feedOutput, beside: writeFeed},
	{name: "llms-full", file: llmsFullOutput},
	{name: "search", list: func(s *Site, names []string) []string { return s.withSearchFiles(names) }, file: (*Site).searchFile, finish: writeSearch},
	{name: "renderer", list: rendererNames, file: (*Site).rendererFile, finish: writeRenderers},
	{name: "static", file: staticOutput, finish: writeStatic},
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
