package render

import (
	"html/template"
	"net/url"
	"slices"
	"strings"
	"sync"

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
	rules  map[string]string // class → its --icon data URL
	frozen bool              // the stylesheet is written: no more rules
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
			return template.HTML(h)
		}
		class := "icon-" + g.Set + "--" + icons.Normalize(ic.Name)
		if s.iconSheet.add(class, g) {
			return template.HTML(`<span class="icon ` + class + `" aria-hidden="true"></span>`)
		}
		return template.HTML(g.SVG("", ""))
	}
	src := iconSrc(ic.Name)
	if src == "" {
		return ""
	}
	return template.HTML(`<img class="icon-img" src="` + escapeURL(src) + `" alt="" aria-hidden="true">`)
}

// uiIcon is one of the interface's own icons, drawn by style.css.
func uiIcon(name string) template.HTML {
	return template.HTML(`<span class="icon icon-` + name + `" aria-hidden="true"></span>`)
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
