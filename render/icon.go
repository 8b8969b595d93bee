package render

import (
	"bytes"
	"hash/crc32"
	"html/template"
	"maps"
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/icons"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/resolve"
)

// iconSheet holds the icons of a site's frames (tabs, anchors, menus,
// sidebars, navbar, footer, the contextual menu), collected while Prepare
// builds them: their rules go into the site's stylesheet, so that a
// frame, repeated on every page, names each icon by class (drawn by
// .icon's mask) instead of carrying its SVG. Safe for concurrent use.
type iconSheet struct {
	mu     sync.Mutex
	rules  map[string]string       // class → its --icon data URL
	frozen bool                    // the stylesheet is written: no more rules
	files  map[string]*icons.Glyph // icon files read, by path: nil when not drawn by a class
}

// add returns the class that draws g, and false once the stylesheet is
// written without it.
func (is *iconSheet) add(class string, g icons.Glyph) bool {
	is.mu.Lock()
	defer is.mu.Unlock()
	if _, ok := is.rules[class]; ok {
		return true
	}
	if is.frozen {
		return false
	}
	if is.rules == nil {
		is.rules = map[string]string{}
	}
	is.rules[class] = g.DataURL()
	return true
}

// css returns the rules, sorted for determinism, and freezes the sheet.
func (is *iconSheet) css() string {
	is.mu.Lock()
	defer is.mu.Unlock()
	is.frozen = true
	classes := make([]string, 0, len(is.rules))
	for c := range is.rules {
		classes = append(classes, c)
	}
	slices.Sort(classes)
	var b strings.Builder
	for _, c := range classes {
		b.WriteString("." + c + `{--icon:url("` + is.rules[c] + `")}` + "\n")
	}
	return b.String()
}

// icon returns the markup of an icon of docs.json or front matter, ""
// for none: a name is drawn from the site's icon library (the decoder
// warned about names no set has) by a class of the site's stylesheet
// (iconSheet), or inline once that is written; a URL, a path or inline
// SVG is an image, as on the reference.
func (s *Site) icon(ic *resolve.Icon) template.HTML {
	if ic == nil || strings.TrimSpace(ic.Name) == "" {
		return ""
	}
	if icons.IsName(ic.Name) {
		ref := icons.Ref(*ic)
		g, ok := icons.Find(s.site.IconLibrary, ref)
		if !ok {
			h, _ := icons.HTML(s.site.IconLibrary, ref, "", "")
			return iconSVG(h)
		}
		class := "icon-" + g.Set + "--" + icons.Normalize(ic.Name)
		if s.iconSheet.add(class, g) {
			return iconSpan(class)
		}
		return iconSVG(g.SVG("", ""))
	}
	src := iconSrc(ic.Name)
	if src == "" {
		return ""
	}
	if p, ok := localIcon(src); ok {
		g, ok := s.iconFile(p)
		if !ok {
			return "" // resolve warned: the file cannot be read
		}
		if g != nil {
			class := "icon-file--" + strconv.FormatUint(uint64(crc32.ChecksumIEEE([]byte(p))), 36)
			if s.iconSheet.add(class, *g) {
				return iconSpan(class)
			}
			return iconSVG(g.SVG("", ""))
		}
	}
	return iconImg(src)
}

// uiIcon is one of the interface's own icons, drawn by style.css.
func uiIcon(name string) template.HTML {
	return iconSpan("icon-" + name)
}

// iconSrc returns an image source for an icon given as a URL, a path or
// inline SVG, and "" for a script URL.
func iconSrc(name string) string {
	switch {
	case strings.HasPrefix(name, "<svg"):
		return "data:image/svg+xml," + url.PathEscape(name)
	case link.Classify(name) == link.Script:
		return ""
	}
	return strings.TrimPrefix(name, "/")
}

// localIcon returns the docs folder path of an icon source that names a
// file of the folder, and false for a URL or inline SVG.
func localIcon(src string) (string, bool) {
	if strings.HasPrefix(src, "data:") || link.Classify(src) != link.Path {
		return "", false
	}
	if i := strings.IndexAny(src, "?#"); i >= 0 {
		src = src[:i]
	}
	return path.Clean(src), true
}

// iconFile reads the icon file at p once per site: an SVG that paints in
// currentColor is returned to be drawn by a class (in the text's colour,
// as the frame's other icons), any other file is nil (an image, drawn
// with its own colours as on the reference); false when it cannot be
// read.
func (s *Site) iconFile(p string) (*icons.Glyph, bool) {
	is := &s.iconSheet
	is.mu.Lock()
	g, seen := is.files[p]
	is.mu.Unlock()
	if seen {
		return g, true
	}
	data, err := docfs.ReadFile(s.fsys, p, docfs.MaxFile)
	if err != nil {
		return nil, false
	}
	if strings.EqualFold(path.Ext(p), ".svg") {
		if pg, err := icons.ParseSVG(data); err == nil && pg.FollowsText() {
			g = &pg
		}
	}
	is.mu.Lock()
	if is.files == nil {
		is.files = map[string]*icons.Glyph{}
	}
	is.files[p] = g
	is.mu.Unlock()
	return g, true
}

// iconDir is where the pages' icons are, as files (mdx.Options.IconDir).
const iconDir = "_navbuild/i/"

// iconFiles are the files of the icons pages draw (Font Awesome, Lucide
// and Tabler names, SVG files of the folder): one file per icon, which
// every page showing it names in a <use>, instead of a copy of its SVG in
// each page (2.4 KB a page of the 25k versioned synthetic site, 60 MB in
// all; issue 38). Built from disk (--file-links) and in serve, icons stay
// inline: dir is "". Safe for concurrent use.
type iconFiles struct {
	dir   string
	mu    sync.Mutex
	files map[string][]byte      // by name in dir
	seen  map[*resolve.Page]bool // pages whose icons are in files
}

// add records the icon files page p draws from.
func (f *iconFiles) add(p *resolve.Page, files map[string][]byte) {
	if f.dir == "" {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.files == nil {
		f.files, f.seen = map[string][]byte{}, map[*resolve.Page]bool{}
	}
	f.seen[p] = true
	for name, data := range files {
		f.files[f.dir+name] = data
	}
}

// allIcons returns the icon files of every page, rendering the pages not
// rendered yet.
func (s *Site) allIcons() (map[string][]byte, error) {
	var buf bytes.Buffer
	for _, p := range s.site.Pages {
		s.icons.mu.Lock()
		seen := s.icons.seen[p]
		s.icons.mu.Unlock()
		if !seen && written(p) {
			buf.Reset()
			if _, _, err := s.renderPage(&buf, p, file(p.URL)); err != nil {
				return nil, err
			}
		}
	}
	s.icons.mu.Lock()
	defer s.icons.mu.Unlock()
	return maps.Clone(s.icons.files), nil
}

// iconNames adds the icon files to names: listing them renders the pages
// not rendered yet. On an error they are left out: Render and File
// report it.
func iconNames(s *Site, names []string) []string {
	if s.icons.dir == "" {
		return names
	}
	files, err := s.allIcons()
	if err != nil {
		return names
	}
	return appendKeys(names, files)
}

func (s *Site) iconOutput(name string) ([]byte, bool, error) {
	if s.icons.dir == "" || !strings.HasPrefix(name, s.icons.dir) {
		return nil, false, nil
	}
	files, err := s.allIcons()
	if err != nil {
		return nil, true, err
	}
	data, ok := files[name]
	return data, ok, nil
}

// writeIcons writes the icon files: every page was rendered.
func writeIcons(s *Site, out Output, _ *Stats) error {
	s.icons.mu.Lock()
	defer s.icons.mu.Unlock()
	for _, name := range slices.Sorted(maps.Keys(s.icons.files)) {
		if err := out.WriteFile(name, s.icons.files[name]); err != nil {
			return err
		}
	}
	return nil
}
