package render

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/resolve"
)

// frame is the part of a page that depends only on its section: top bar,
// anchors, sidebar, section selectors, language settings. It is built once
// per section and shared by its pages.
type frame struct {
	section   *resolve.Division
	chain     []*resolve.Division // root first
	lang      *resolve.Division
	tabs      []*linkView
	anchors   []*linkView
	selectors []*selectorView // products and dropdowns; versions and languages are per page
	switchers []*switcher     // versions and languages (switch.go)
	// switchFile is the file of the section's long selectors, "" for
	// none; switchScript its content.
	switchFile   string
	switchScript []byte
	sidebar      *sidebar
	chrome       *chromeView
	banner       *bannerView
	navbar       navbarView
	footer       *footerView
	eyebrow      string
	texts        *i18n.Texts // the interface text in the section's language
	// uiFile sets <html data-ui>, the scripts' text (uiScript), "" in
	// English; uiData is its content.
	uiFile string
	uiData []byte
	// themeFile is the script of the reader's mode (themeScript) the
	// section's pages name; themeData its content.
	themeFile string
	themeData []byte
}

func chainOf(d *resolve.Division) []*resolve.Division {
	var c []*resolve.Division
	for ; d != nil; d = d.Parent {
		c = append([]*resolve.Division{d}, c...)
	}
	return c
}

// newFrame builds the frame of section d (nil: the root, for pages in no
// navigation).
func (s *Site) newFrame(d *resolve.Division) (*frame, error) {
	r := s.r
	if d == nil {
		d = s.site.Nav
	}
	f := &frame{section: d, chain: chainOf(d)}
	inChain := map[*resolve.Division]bool{}
	for _, c := range f.chain {
		inChain[c] = true
	}
	for _, c := range f.chain {
		for _, g := range c.Global {
			lv := s.divisionLink(g, false)
			if g.Kind == resolve.Tab {
				f.tabs = append(f.tabs, lv)
			} else {
				f.anchors = append(f.anchors, lv)
			}
		}
	}
	for _, c := range f.chain[1:] {
		sibs := c.Parent.Children
		switch c.Kind {
		case resolve.Tab:
			var tabs []*linkView
			for _, t := range sibs {
				if t.Hidden && !inChain[t] {
					continue
				}
				lv := s.divisionLink(t, inChain[t])
				lv.AlignEnd = t.Align == "end"
				for _, m := range t.Menu {
					if m.Hidden && !inChain[m] {
						continue
					}
					mv := s.divisionLink(m, inChain[m])
					mv.Description = m.Description
					lv.Menu = append(lv.Menu, mv)
				}
				tabs = append(tabs, lv)
			}
			f.tabs = append(tabs, f.tabs...)
		case resolve.Anchor:
			for _, a := range sibs {
				if !a.Hidden || inChain[a] {
					f.anchors = append(f.anchors, s.divisionLink(a, inChain[a]))
				}
			}
		case resolve.Product, resolve.Dropdown:
			sel := &selectorView{Kind: c.Kind.String(), Label: map[resolve.Kind]string{resolve.Product: "product", resolve.Dropdown: "section"}[c.Kind]}
			for _, o := range sibs {
				if o.Hidden && !inChain[o] {
					continue
				}
				lv := s.divisionLink(o, inChain[o])
				lv.Description = o.Description
				sel.Options = append(sel.Options, lv)
				if inChain[o] {
					sel.Current = lv
				}
			}
			f.selectors = append(f.selectors, sel)
		case resolve.Language:
			f.lang = c
		}
		if c.Kind != resolve.Version && c.Kind != resolve.Language {
			f.eyebrow = c.Title()
		}
	}
	code := ""
	if f.lang != nil {
		code = f.lang.Label
	}
	f.texts = i18n.For(code)
	f.uiFile, f.uiData = uiScript(f.texts)
	for _, sel := range f.selectors {
		sel.Label = f.texts.Get(sel.Label)
	}
	// A tab's menu item is part of the chain: its tab is the active one.
	// Settings: the language's own banner, navbar and footer override the
	// site's.
	site := s.site
	banner, navbar, footer := site.Banner, site.Navbar, site.Footer
	if f.lang != nil {
		if f.lang.Banner != nil {
			banner = f.lang.Banner
		}
		if f.lang.Navbar != nil {
			navbar = f.lang.Navbar
		}
		if f.lang.Footer != nil {
			footer = f.lang.Footer
		}
	}
	if banner != nil && banner.Content != "" {
		html, err := r.inline(banner.Content)
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256([]byte(banner.Content))
		f.banner = &bannerView{Content: html, Dismissible: banner.Dismissible, ID: "banner-" + hex.EncodeToString(sum[:6])}
		if banner.Light != "" {
			// Colours config checked as hex: nothing else reaches the CSS.
			f.banner.Style = bannerStyle(banner.Light, banner.Dark)
		}
	}
	dismiss := f.banner != nil && f.banner.Dismissible
	theme, data, err := r.themeScript(site.Appearance.Strict, dismiss)
	if err != nil {
		return nil, err
	}
	f.themeFile, f.themeData = theme, data
	if navbar != nil {
		for _, l := range navbar.Links {
			f.navbar.Links = append(f.navbar.Links, s.plainLink(l))
		}
		if navbar.Primary != nil {
			f.navbar.Primary = s.plainLink(*navbar.Primary)
			if f.navbar.Primary.Label == "" {
				f.navbar.Primary.Label = strings.ToUpper(navbar.Primary.Type[:1]) + navbar.Primary.Type[1:]
			}
		}
	}
	f.navbar.Label = f.texts.Get("links")
	if footer != nil {
		fv := &footerView{}
		for _, so := range footer.Socials {
			fv.Socials = append(fv.Socials, &linkView{Label: so.Network, Href: so.URL, Icon: s.icon(&resolve.Icon{Name: socialIcon(so.Network), Style: "brands"}), External: true})
		}
		for _, c := range footer.Links {
			col := footerColumnView{Header: c.Header}
			for _, l := range c.Items {
				col.Links = append(col.Links, s.plainLink(l))
			}
			fv.Columns = append(fv.Columns, col)
		}
		f.footer = fv
	}
	f.sidebar = s.newSidebar(d, f.texts)
	if err := s.newSwitchers(f); err != nil {
		return nil, err
	}
	if f.chrome, err = s.newChrome(f); err != nil {
		return nil, err
	}
	return f, nil
}

// newChrome renders the parts of a page that are the same on every page
// of frame f, with the templates that would otherwise render them per
// page, so that the output is the same byte for byte.
func (s *Site) newChrome(f *frame) (*chromeView, error) {
	r := s.r
	v := &pageView{Site: s.sv, Banner: f.banner, Navbar: f.navbar, Tabs: f.tabs, Anchors: f.anchors, Footer: f.footer, Sidebar: placeholder,
		Search: s.searchView(f, f.texts), T: f.texts}
	c := &chromeView{}
	var buf bytes.Buffer
	for i, part := range []struct {
		name string
		dst  *template.HTML
		at   chromeAt
	}{
		{"banner", &c.Banner, beforeNav}, {"topbar", &c.Topbar, beforeNav}, {"drawer-tabs", &c.DrawerTabs, beforeNav},
		{"drawer-anchors", &c.Anchors, beforeNav}, {"drawer-navbar", &c.DrawerNavbar, afterNav}, {"footer", &c.Footer, afterContent},
	} {
		buf.Reset()
		if err := r.tmpl.ExecuteTemplate(&buf, part.name, v); err != nil {
			return nil, fmt.Errorf("render %s: %w", part.name, err)
		}
		if r.opts.NoMinify || buf.Len() == 0 {
			*part.dst = executed(buf.String())
			continue
		}
		// Minified here once, not in every page: the top bar and the
		// drawer's tabs were a quarter of the bytes a 10,000-page
		// build's pages minified.
		var min bytes.Buffer
		if err := r.min.Minify("text/html", &min, &buf); err != nil {
			return nil, fmt.Errorf("minify %s: %w", part.name, err)
		}
		mark := chromeMark(i)
		*part.dst = chromeMarker(mark)
		c.minified = append(c.minified, chromePart{mark: mark, html: min.Bytes(), at: part.at})
	}
	return c, nil
}

// chromeMark is the mark of the chrome's part i in a page until it is
// minified (see chromeView).
func chromeMark(i int) string {
	return "<nb-chrome-" + strconv.Itoa(i) + "></nb-chrome-" + strconv.Itoa(i) + ">"
}

func socialIcon(network string) string {
	if network == "x" {
		return "x-twitter"
	}
	return network
}

func (s *Site) plainLink(l resolve.Link) *linkView {
	return &linkView{Label: l.Label, Href: s.r.link.href(l.Href), Icon: s.icon(&resolve.Icon{Name: l.Icon}), External: link.IsExternal(l.Href)}
}

// divisionLink is the switcher entry of a division.
func (s *Site) divisionLink(d *resolve.Division, active bool) *linkView {
	lv := &linkView{Label: d.Title(), Tag: d.Tag, Active: active, External: d.External, Icon: s.icon(d.Icon)}
	if d.External {
		lv.Href = d.Link
	} else {
		lv.Href = s.r.link.page(d.Link)
	}
	return lv
}

// switchers returns the version and language selectors of page p: each
// option leads to p's counterpart in that version or language.
func (r *Renderer) switchers(f *frame, p *resolve.Page) []*selectorView {
	out := make([]*selectorView, len(f.switchers))
	for i, sw := range f.switchers {
		out[i] = r.switchView(f, sw, p)
	}
	return out
}

// inline renders a short Markdown text (a banner) without its paragraph.
func (r *Renderer) inline(md string) (template.HTML, error) {
	html, err := r.convert([]byte(md), "/", "./")
	if err != nil {
		return "", err
	}
	// docs.json is data: its Markdown may hold any HTML.
	return r.sanitizedInline(html), nil
}

// languageNames are the languages' names in themselves, for the selector.
var languageNames = map[string]string{
	"en": "English", "cn": "简体中文", "zh": "中文", "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "zh-CN": "简体中文",
	"zh-TW": "繁體中文", "es": "Español", "fr": "Français", "fr-CA": "Français (Canada)", "fr-ca": "Français (Canada)",
	"ja": "日本語", "jp": "日本語", "ja-jp": "日本語", "ja-JP": "日本語", "pt": "Português", "pt-BR": "Português (Brasil)",
	"de": "Deutsch", "ko": "한국어", "it": "Italiano", "ru": "Русский", "ro": "Română", "cs": "Čeština",
	"id": "Bahasa Indonesia", "ar": "العربية", "tr": "Türkçe", "hi": "हिन्दी", "sv": "Svenska", "no": "Norsk",
	"da": "Dansk", "lv": "Latviešu", "nl": "Nederlands", "uk": "Українська", "ua": "Українська", "vi": "Tiếng Việt",
	"pl": "Polski", "uz": "Oʻzbekcha", "he": "עברית", "ca": "Català", "fi": "Suomi", "hu": "Magyar",
}

func languageName(code string) string {
	if n, ok := languageNames[code]; ok {
		return n
	}
	return code
}

// htmlLang maps the docs.json codes to BCP 47 for <html lang>.
func htmlLang(code string) string {
	switch code {
	case "cn", "zh-Hans":
		return "zh-CN"
	case "jp", "ja-jp", "ja-JP":
		return "ja"
	case "ua":
		return "uk"
	case "fr-ca":
		return "fr-CA"
	}
	return code
}
