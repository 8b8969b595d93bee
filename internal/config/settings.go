package config

import (
	"fmt"
	"strings"

	"github.com/navbuild/navbuild/internal/colour"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// Themes are the reference's themes; navbuild renders them all alike.
var Themes = []string{"mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia"}

// topKeys are the top-level keys the reference accepts. navbuild models
// the ones navigation and the page frame need; the ones it ignores are in
// unhonoured, each warned about once.
var topKeys = []string{"$schema", "theme", "name", "colors", "navigation", "description", "logo", "favicon",
	"navbar", "footer", "banner", "styling", "interaction", "public", "api", "appearance", "background", "search",
	"seo", "fonts", "icons", "redirects", "integrations", "errors", "contextual", "thumbnails", "metadata",
	"variables", "markdown"}

// Default values for the top-level fields the reference requires.
const (
	DefaultTheme   = "mint"
	DefaultName    = "Documentation"
	DefaultPrimary = "#16A34A"
)

func (d *decoder) file(v *jsonv.Value) *File {
	if !d.typeOK(v, "", jsonv.Object) {
		return nil
	}
	f := &File{Theme: DefaultTheme, Name: DefaultName, Colors: Colors{Primary: DefaultPrimary}, Styling: Styling{Eyebrows: "section"}}
	fields := map[string]setter{
		"theme": into(&f.Theme, d.oneOf(Themes...)), "description": into(&f.Description, d.str),
		"navbar": into(&f.Navbar, d.navbar), "footer": into(&f.Footer, d.footer), "banner": into(&f.Banner, d.banner),
		"colors": fill(&f.Colors, d.colors), "styling": fill(&f.Styling, d.styling), "api": fill(&f.API, d.api),
		"appearance": fill(&f.Appearance, d.appearance), "background": fill(&f.Background, d.background),
		"seo": fill(f, d.seo), "thumbnails": fill(f, d.thumbnails), "metadata": fill(f, d.metadata), "errors": fill(f, d.errorPages),
		"fonts": store(&f.Fonts, d.fonts), "icons": store(&f.IconLibrary, d.iconLibrary), "search": store(&f.SearchPrompt, d.search),
		"redirects": store(&f.Redirects, d.redirects), "contextual": store(&f.Contextual, d.contextual),
		"integrations": store(&f.Integrations, d.integrations),
	}
	for m, p := range d.fields(v, "", topKeys...) {
		if set := fields[m.Key]; set != nil {
			set(m.Value, p)
			continue
		}
		switch m.Key {
		case "name":
			if s, ok := d.str(m.Value, p); ok && strings.TrimSpace(s) == "" {
				d.errorf(m.Value, p, "", "must not be blank")
			} else if ok {
				f.Name = s
			}
		case "logo":
			f.Logo = d.logo(m.Value, p, true)
		case "favicon":
			f.Favicon = d.logo(m.Value, p, false)
		case "interaction":
			if d.typeOK(m.Value, p, jsonv.Object) {
				for _, im := range m.Value.Obj {
					if im.Key != "drilldown" {
						d.errorf(im.Value, p+"."+im.Key, diag.DidYouMean(im.Key, []string{"drilldown"}), "unknown key %q in interaction", im.Key)
						continue
					}
					if b, ok := d.boolean(im.Value, p+".drilldown"); ok {
						f.Interaction.Drilldown = &b
					}
				}
			}
		case "navigation":
			if n, ok := d.node(m.Value, p, specs[Root]); ok {
				f.Navigation = n
			}
		default:
			if hint, ok := unhonoured[m.Key]; ok {
				d.unsupported(v, m, "", hint)
			}
		}
	}
	d.checkIcons(f.IconLibrary)
	f.IconFiles = d.files
	for _, req := range []struct{ key, def string }{{"theme", DefaultTheme}, {"name", DefaultName}, {"colors", DefaultPrimary}} {
		if v.Get(req.key) == nil {
			d.warnf(v, req.key, "the reference platform requires it", "%q is missing; navbuild uses %q", req.key, req.def)
		}
	}
	if v.Get("navigation") == nil {
		d.errorf(v, "navigation", `add "navigation": {"pages": ["index"]}`, `"navigation" is required`)
	}
	if d.sink.HasErrors() {
		return nil
	}
	return f
}

// apiKeys are the keys of `api`; navbuild uses `examples`, `params` and
// `url` and `openapi` (the specs front matter `openapi` names) and warns
// about the rest (apiUnhonoured).
var apiKeys = []string{"openapi", "asyncapi", "params", "playground", "examples", "url", "mdx"}

func (d *decoder) api(v *jsonv.Value, path string, a *API) {
	for m, p := range d.members(v, path) {
		switch m.Key {
		case "examples":
			d.apiExamples(m.Value, p, &a.Examples)
		case "openapi":
			if o, ok := d.openapi(m.Value, p); ok {
				a.OpenAPI = o
			}
		case "url":
			if s, ok := d.enum(m.Value, p, "full"); ok {
				a.FullURL = s == "full"
			}
		case "playground":
			d.playground(m.Value, p, a)
		case "mdx":
			d.apiMDX(m.Value, p, a)
		case "params":
			if !d.typeOK(m.Value, p, jsonv.Object) {
				continue
			}
			if e := m.Value.Get("expanded"); e != nil {
				if s, ok := d.enum(e, p+".expanded", "all", "closed"); ok {
					a.ParamsExpanded = s == "all"
				}
			}
		default:
			if hint, ok := apiUnhonoured[m.Key]; ok {
				d.unsupported(v, m, path, hint)
			} else {
				d.unknownKey(v, m, path, apiKeys)
			}
		}
	}
}

// playground decodes `api.playground`. A static site has no proxy: a
// `proxy` written out warns (the reference's default is on, so a site
// that never names it loses nothing it asked for), and `display: "auth"`
// shows no playground, as it does to a reader who is not logged in.
func (d *decoder) playground(v *jsonv.Value, path string, a *API) {
	for m, p := range d.fields(v, path, "display", "proxy", "credentials") {
		switch m.Key {
		case "display":
			if s, ok := d.enum(m.Value, p, "interactive", "simple", "none", "auth"); ok {
				a.Playground = s
				if s == "auth" {
					d.warnf(m.Value, p, `a static site has no logged-in readers: write "interactive" to show it to everyone`,
						"the playground shows to authenticated readers only, so no reader of a static site sees it")
				}
			}
		case "proxy":
			if b, ok := d.boolean(m.Value, p); ok && b {
				d.warnf(m.Value, p, "requests go from the reader's browser straight to the API, which must allow the site's origin (CORS)",
					"a static site has no proxy server: the playground cannot pass requests through one")
			}
		case "credentials":
			a.Credentials, _ = d.boolean(m.Value, p)
		}
	}
}

// apiMDX decodes `api.mdx`: the server and authentication of hand-written
// `api:` pages.
func (d *decoder) apiMDX(v *jsonv.Value, path string, a *API) {
	for m, p := range d.fields(v, path, "server", "auth") {
		switch m.Key {
		case "server":
			switch m.Value.Kind {
			case jsonv.String:
				a.MDXServers = []string{m.Value.Str}
			case jsonv.Array:
				for i, s := range m.Value.Arr {
					if u, ok := d.str(s, indexPath(p, i)); ok {
						a.MDXServers = append(a.MDXServers, u)
					}
				}
			default:
				d.errorf(m.Value, p, "", "expected a string or an array, got %s", article(m.Value.Kind))
			}
		case "auth":
			for am, ap := range d.fields(m.Value, p, "method", "name") {
				switch am.Key {
				case "method":
					a.MDXAuth.Method, _ = d.enum(am.Value, ap, "bearer", "basic", "key", "cobo")
				case "name":
					a.MDXAuth.Name, _ = d.str(am.Value, ap)
				}
			}
		}
	}
}

func (d *decoder) apiExamples(v *jsonv.Value, path string, e *APIExamples) {
	for m, p := range d.fields(v, path, "languages", "defaults", "prefill", "autogenerate") {
		switch m.Key {
		case "languages":
			if !d.typeOK(m.Value, p, jsonv.Array) {
				continue
			}
			e.LanguagesV = m.Value
			e.Languages = []string{}
			for i, l := range m.Value.Arr {
				if s, ok := d.str(l, fmt.Sprintf("%s[%d]", p, i)); ok {
					e.Languages = append(e.Languages, s)
				}
			}
		case "defaults":
			if s, ok := d.enum(m.Value, p, "required", "all"); ok {
				e.RequiredOnly = s == "required"
			}
		case "prefill":
			if b, ok := d.boolean(m.Value, p); ok {
				e.Prefill = &b
			}
		case "autogenerate":
			if b, ok := d.boolean(m.Value, p); ok {
				e.NoAutogenerate = !b
			}
		}
	}
}

func (d *decoder) colors(v *jsonv.Value, path string, c *Colors) {
	if !d.typeOK(v, path, jsonv.Object) {
		return
	}
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		switch m.Key {
		case "primary":
			if s, ok := d.color(m.Value, p); ok {
				c.Primary, c.PrimaryAt = s, m.Value
			}
		case "light":
			c.Light, _ = d.color(m.Value, p)
			c.LightAt = m.Value
		case "dark":
			c.Dark, _ = d.color(m.Value, p)
			c.DarkAt = m.Value
		default:
			d.errorf(m.Value, p, diag.DidYouMean(m.Key, []string{"primary", "light", "dark"}), "unknown key %q in colors", m.Key)
		}
	}
	if v.Get("primary") == nil {
		d.errorf(v, keyPath(path, "primary"), "", `"primary" is required in colors`)
	}
}

func (d *decoder) logo(v *jsonv.Value, path string, withHref bool) *Logo {
	if v.Kind == jsonv.String {
		return &Logo{Light: v.Str, Dark: v.Str, LightAt: v, DarkAt: v}
	}
	if !d.typeOK(v, path, jsonv.Object) {
		return nil
	}
	l := &Logo{}
	keys := []string{"light", "dark", "href"}
	for m, p := range d.fields(v, path, keys...) {
		switch {
		case m.Key == "light":
			l.Light, _ = d.str(m.Value, p)
			l.LightAt = m.Value
		case m.Key == "dark":
			l.Dark, _ = d.str(m.Value, p)
			l.DarkAt = m.Value
		case withHref:
			l.Href, _, _ = d.href(m.Value, p)
		default:
			d.unknownKey(v, m, path, keys)
		}
	}
	return l
}

func (d *decoder) banner(v *jsonv.Value, path string) (*Banner, bool) {
	b, ok := decodeObject(d, v, path, func(b *Banner) map[string]setter {
		return map[string]setter{
			"content": into(&b.Content, d.markdown), "dismissible": into(&b.Dismissible, d.boolean),
			"type":  into(&b.Type, d.oneOf("info", "warning", "critical")),
			"color": func(v *jsonv.Value, p string) bool { return d.bannerColour(v, p, b) },
		}
	})
	if b == nil {
		return nil, false
	}
	if b.Light == "" {
		switch b.Type {
		case "warning":
			b.Light, b.Dark = BannerWarning, BannerWarning
		case "critical":
			b.Light, b.Dark = BannerCritical, BannerCritical
		}
	}
	return b, ok
}

// bannerColour decodes a banner's `color`: one hex colour, or {light,
// dark}, each fitted so that the banner's white text reads at 4.5:1
// (the reference draws it white on whatever colour is given).
func (d *decoder) bannerColour(v *jsonv.Value, path string, b *Banner) bool {
	fit := func(v *jsonv.Value, path string) (string, bool) {
		s, ok := d.color(v, path)
		if !ok {
			return "", false
		}
		c, _ := colour.Parse(s)
		white := colour.RGB{R: 255, G: 255, B: 255}
		if f := colour.Fit(c, 4.5, white); f != c {
			d.warnf(v, path, fmt.Sprintf("navbuild uses %s; choose a darker colour", f),
				"white text on %s reads at %.1f:1, below 4.5:1", s, colour.Contrast(c, white))
			return f.String(), true
		}
		return s, true
	}
	switch v.Kind {
	case jsonv.String:
		s, ok := fit(v, path)
		b.Light, b.Dark = s, s
		return ok
	case jsonv.Object:
		ok := true
		for m, p := range d.fields(v, path, "light", "dark") {
			var okc bool
			if m.Key == "light" {
				b.Light, okc = fit(m.Value, p)
			} else {
				b.Dark, okc = fit(m.Value, p)
			}
			ok = ok && okc
		}
		if b.Light == "" {
			b.Light = b.Dark
		}
		if b.Dark == "" {
			b.Dark = b.Light
		}
		return ok
	}
	d.errorf(v, path, `write "#rrggbb" or {"light": "#rrggbb", "dark": "#rrggbb"}`, "expected a colour, got %s", article(v.Kind))
	return false
}

func (d *decoder) link(v *jsonv.Value, path string, labelRequired bool) (Link, bool) {
	lp, ok := decodeObject(d, v, path, func(l *Link) map[string]setter {
		return map[string]setter{
			"label": into(&l.Label, d.str), "type": into(&l.Type, d.str),
			"href": func(v *jsonv.Value, p string) (ok bool) { l.Href, _, ok = d.href(v, p); return ok },
			"icon": func(v *jsonv.Value, p string) bool {
				ic, ok := d.icon(v, p)
				if ok {
					l.Icon = ic.Name
				}
				return ok
			},
		}
	})
	if lp == nil {
		return Link{}, false
	}
	l := *lp
	if v.Get("href") == nil {
		d.errorf(v, keyPath(path, "href"), "", `"href" is required`)
		ok = false
	}
	if labelRequired && v.Get("label") == nil && l.Type != "github" && l.Type != "discord" {
		d.errorf(v, keyPath(path, "label"), "", `"label" is required`)
		ok = false
	}
	return l, ok
}

// links decodes an array of links, each with a label (or a type that
// draws its own); a link in error is kept, and reported in the bool.
func (d *decoder) links(v *jsonv.Value, path string) ([]Link, bool) {
	if !d.typeOK(v, path, jsonv.Array) {
		return nil, false
	}
	var out []Link
	ok := true
	for i, el := range v.Arr {
		l, okl := d.link(el, indexPath(path, i), true)
		out = append(out, l)
		ok = ok && okl
	}
	return out, ok
}

func (d *decoder) navbar(v *jsonv.Value, path string) (*Navbar, bool) {
	return decodeObject(d, v, path, func(nb *Navbar) map[string]setter {
		return map[string]setter{
			"links": into(&nb.Links, d.links),
			"primary": func(v *jsonv.Value, p string) bool {
				l, ok := d.link(v, p, false)
				if ok && l.Type == "" {
					l.Type = "button"
				}
				nb.Primary = &l
				return ok
			},
		}
	})
}

func (d *decoder) footer(v *jsonv.Value, path string) (*Footer, bool) {
	return decodeObject(d, v, path, func(ft *Footer) map[string]setter {
		return map[string]setter{
			"socials": func(v *jsonv.Value, p string) bool { return d.socials(v, p, &ft.Socials) },
			"links":   func(v *jsonv.Value, p string) bool { return d.footerLinks(v, p, &ft.Links) },
		}
	})
}

// socials decodes a footer's `socials`, {network: URL}, onto *out.
func (d *decoder) socials(v *jsonv.Value, path string, out *[]Social) bool {
	if !d.typeOK(v, path, jsonv.Object) {
		return false
	}
	ok := true
	for _, m := range v.Obj {
		if u, _, oku := d.href(m.Value, keyPath(path, m.Key)); oku {
			*out = append(*out, Social{Network: m.Key, URL: u})
		} else {
			ok = false
		}
	}
	return ok
}

// footerLinks decodes a footer's `links`, columns of links, onto *out.
func (d *decoder) footerLinks(v *jsonv.Value, path string, out *[]FooterColumn) bool {
	ok := true
	for col, cp := range d.objects(v, path, &ok) {
		var fc FooterColumn
		if h := col.Get("header"); h != nil {
			fc.Header, _ = d.str(h, keyPath(cp, "header"))
		}
		items := col.Get("items")
		if items == nil {
			d.errorf(col, keyPath(cp, "items"), "", `"items" is required`)
			ok = false
			continue
		}
		var okl bool
		fc.Items, okl = d.links(items, keyPath(cp, "items"))
		ok = ok && okl
		if items.Kind == jsonv.Array {
			*out = append(*out, fc)
		}
	}
	return ok
}

// redirectSource checks a redirect's source and returns it as a path of
// the site. The reference matches sources with path-to-regexp, where a
// backslash escapes the character after it (meilisearch writes
// `/self\_hosted`), so `\c` is the literal c. One that climbs above the
// root ("/../x") or holds a control character would be written outside the
// output folder, or not at all, so it is an error of navbuild's own.
func (d *decoder) redirectSource(v *jsonv.Value, path, s string) (string, bool) {
	if strings.Contains(s, "\\") {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if s[i] == '\\' && i+1 < len(s) {
				i++
			}
			b.WriteByte(s[i])
		}
		s = b.String()
	}
	if _, ok := NormalizePage(s); !ok {
		d.hard.Add(diag.Error, v.Pos(), path, fmt.Sprintf("redirect source %q climbs above the site root", s), "")
		return s, false
	}
	if BadPathChar(s) {
		d.hard.Add(diag.Error, v.Pos(), path, fmt.Sprintf("redirect source %q holds a backslash or a control character", s), "a backslash escapes the character after it, as on the reference")
		return s, false
	}
	return s, true
}

// redirects decodes `redirects`: [{source, destination, permanent?}].
func (d *decoder) redirects(v *jsonv.Value, path string) []Redirect {
	var out []Redirect
	for el, p := range d.objects(v, path, nil) {
		var r Redirect
		ok := true
		for m, mp := range d.fields(el, p, "source", "destination", "permanent") {
			switch m.Key {
			case "source":
				r.Source, ok = d.label(m.Value, mp)
				if ok {
					r.Source, ok = d.redirectSource(m.Value, mp, r.Source)
					r.At, r.Path = m.Value.Pos(), mp
				}
			case "destination":
				var okd bool
				r.Destination, _, okd = d.href(m.Value, mp)
				ok = ok && okd
			case "permanent":
				r.Permanent, _ = d.boolean(m.Value, mp)
			}
			if !ok {
				break
			}
		}
		if el.Get("source") == nil || el.Get("destination") == nil {
			d.errorf(el, p, "", "a redirect needs a source and a destination")
			continue
		}
		if ok {
			out = append(out, r)
		}
	}
	return out
}
