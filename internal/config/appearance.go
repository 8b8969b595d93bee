package config

import (
	"strings"

	"github.com/navbuild/navbuild/internal/fonts"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// unhonoured are the top-level keys of the reference navbuild reads but
// does not act on yet, each with what a site loses: the key is warned
// about at its position, never silently dropped.
var unhonoured = map[string]string{
	"variables": "{{name}} placeholders in pages are left as written",
	"markdown":  "the Markdown twins and llms.txt follow navbuild's defaults",
}

// unsupported warns at m's key that navbuild ignores it, with what that
// means for the site.
func (d *decoder) unsupported(obj *jsonv.Value, m jsonv.Member, path, hint string) {
	d.keyWarnf(obj, m, keyPath(path, m.Key), hint, "%s is not supported by navbuild yet; ignored", keyPath(path, m.Key))
}

// appearance decodes `appearance`: {default: system|light|dark, strict}.
func (d *decoder) appearance(v *jsonv.Value, path string, a *Appearance) {
	for m, p := range d.fields(v, path, "default", "strict") {
		switch m.Key {
		case "default":
			if s, ok := d.enum(m.Value, p, "system", "light", "dark"); ok && s != "system" {
				a.Default = s
			}
		case "strict":
			a.Strict, _ = d.boolean(m.Value, p)
		}
	}
}

// background decodes `background`: {color: {light, dark}, image: string
// or {light, dark}, decoration: gradient|grid|windows}.
func (d *decoder) background(v *jsonv.Value, path string, b *Background) {
	for m, p := range d.fields(v, path, "color", "image", "decoration") {
		switch m.Key {
		case "color":
			b.Light, b.Dark, _ = d.colorPair(m.Value, p)
		case "image":
			switch m.Value.Kind {
			case jsonv.String:
				b.Image = &Logo{Light: m.Value.Str, Dark: m.Value.Str, LightAt: m.Value, DarkAt: m.Value}
			case jsonv.Object:
				b.Image = d.logo(m.Value, p, false)
			default:
				d.errorf(m.Value, p, "", "expected a string or an object, got %s", article(m.Value.Kind))
			}
		case "decoration":
			b.Decoration, _ = d.enum(m.Value, p, "gradient", "grid", "windows")
		}
	}
}

// apiUnhonoured are the keys of `api` navbuild reads but does not act on.
var apiUnhonoured = map[string]string{
	"asyncapi": "AsyncAPI references are not generated",
}

// search decodes `search`: the search button's label.
func (d *decoder) search(v *jsonv.Value, path string) string {
	var prompt string
	for m, p := range d.fields(v, path, "prompt") {
		prompt, _ = d.str(m.Value, p)
	}
	return prompt
}

// seo decodes `seo`: indexing, metatags (in file order) and
// trailingSlash; organization is warned about.
func (d *decoder) seo(v *jsonv.Value, path string, f *File) {
	for m, p := range d.fields(v, path, "indexing", "metatags", "trailingSlash", "organization") {
		switch m.Key {
		case "indexing":
			s, _ := d.enum(m.Value, p, "navigable", "all")
			f.IndexAll = s == "all"
		case "metatags":
			if !d.typeOK(m.Value, p, jsonv.Object) {
				continue
			}
			for _, mm := range m.Value.Obj {
				if s, ok := d.str(mm.Value, keyPath(p, mm.Key)); ok && strings.TrimSpace(mm.Key) != "" {
					f.Metatags = append(f.Metatags, Metatag{Key: mm.Key, Value: s})
				}
			}
		case "trailingSlash":
			if b, ok := d.boolean(m.Value, p); ok && !b {
				d.keyWarnf(v, m, p, "navbuild's page URLs end in a slash (quickstart/), the form every static host serves", "%s: false is not supported; URLs keep their trailing slash", p)
			}
		case "organization":
			d.unsupported(v, m, path, "the structured data names the site, not a publisher organization")
		}
	}
}

// thumbnails decodes `thumbnails`: the background image is each page's
// og:image as it is (resolve warns that nothing is drawn over it); the
// appearance and the font family style the social cards render draws
// when there is no background.
func (d *decoder) thumbnails(v *jsonv.Value, path string, f *File) {
	for m, p := range d.fields(v, path, "appearance", "background", "fonts") {
		switch m.Key {
		case "background":
			if s, ok := d.str(m.Value, p); ok && s != "" {
				f.Thumbnail, f.ThumbnailAt = s, m.Value // resolve checks the file and warns
			}
		case "appearance":
			if s, ok := d.enum(m.Value, p, "light", "dark"); ok {
				f.CardAppearance = s
			}
		case "fonts":
			for fm, fp := range d.fields(m.Value, p, "family") {
				if s, ok := d.str(fm.Value, fp); ok {
					f.CardFont = strings.TrimSpace(s)
					if fonts.Lookup(f.CardFont) == nil {
						d.warnf(fm.Value, fp, "navbuild draws cards in the families it ships: "+strings.Join(fonts.Names(), ", "),
							"%s: navbuild has no %q to draw social cards with; they use the site's font or Inter", fp, f.CardFont)
					}
				}
			}
		}
	}
}

// metadata decodes `metadata`: {timestamp}.
func (d *decoder) metadata(v *jsonv.Value, path string, f *File) {
	for m, p := range d.fields(v, path, "timestamp") {
		f.Timestamp, _ = d.boolean(m.Value, p)
	}
}

// errorPages decodes `errors`: {"404": {redirect, title, description}}.
func (d *decoder) errorPages(v *jsonv.Value, path string, f *File) {
	for m, p := range d.fields(v, path, "404") {
		for em, ep := range d.fields(m.Value, p, "redirect", "title", "description") {
			switch em.Key {
			case "redirect":
				f.NotFound.Redirect, _ = d.boolean(em.Value, ep)
			case "title":
				f.NotFound.Title, _ = d.str(em.Value, ep)
			case "description":
				f.NotFound.Description, _ = d.str(em.Value, ep)
			}
		}
	}
}
