package config

import (
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// unhonoured are the top-level keys of the reference navbuild reads but
// does not act on yet, each with what a site loses: the key is warned
// about at its position, never silently dropped.
var unhonoured = map[string]string{
	"icons":      "navbuild draws icons from its own set, whatever the library",
	"errors":     "the 404 page shows navbuild's own title and text",
	"thumbnails": "no social preview images are generated",
	"metadata":   "pages show no last-modified timestamp",
	"variables":  "{{name}} placeholders in pages are left as written",
	"markdown":   "the Markdown twins and llms.txt follow navbuild's defaults",
}

// unsupported warns at m's key that navbuild ignores it, with what that
// means for the site.
func (d *decoder) unsupported(obj *jsonv.Value, m jsonv.Member, path, hint string) {
	d.keyWarnf(obj, m, keyPath(path, m.Key), hint, "%s is not supported by navbuild yet; ignored", keyPath(path, m.Key))
}

// appearance decodes `appearance`: {default: system|light|dark, strict}.
func (d *decoder) appearance(v *jsonv.Value, path string, a *Appearance) {
	if !d.typeOK(v, path, jsonv.Object) {
		return
	}
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		switch m.Key {
		case "default":
			if s, ok := d.enum(m.Value, p, "system", "light", "dark"); ok && s != "system" {
				a.Default = s
			}
		case "strict":
			a.Strict, _ = d.boolean(m.Value, p)
		default:
			d.unknownKey(v, m, path, []string{"default", "strict"})
		}
	}
}

// background decodes `background`: {color: {light, dark}, image: string
// or {light, dark}, decoration: gradient|grid|windows}.
func (d *decoder) background(v *jsonv.Value, path string, b *Background) {
	if !d.typeOK(v, path, jsonv.Object) {
		return
	}
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		switch m.Key {
		case "color":
			if !d.typeOK(m.Value, p, jsonv.Object) {
				continue
			}
			for _, cm := range m.Value.Obj {
				cp := keyPath(p, cm.Key)
				switch cm.Key {
				case "light":
					b.Light, _ = d.color(cm.Value, cp)
				case "dark":
					b.Dark, _ = d.color(cm.Value, cp)
				default:
					d.errorf(cm.Value, cp, diag.DidYouMean(cm.Key, []string{"light", "dark"}), "unknown key %q in a colour object", cm.Key)
				}
			}
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
		default:
			d.unknownKey(v, m, path, []string{"color", "image", "decoration"})
		}
	}
}

// apiUnhonoured are the keys of `api` navbuild reads but does not act on.
var apiUnhonoured = map[string]string{
	"openapi":    "name the spec in the navigation (an `openapi` on a tab, group or page entry)",
	"asyncapi":   "AsyncAPI references are not generated",
	"playground": "endpoint pages show request samples, not an interactive playground",
	"mdx":        "the auth and server of MDX endpoint pages are not applied",
}

// search decodes `search`: the search button's label.
func (d *decoder) search(v *jsonv.Value, path string) string {
	if !d.typeOK(v, path, jsonv.Object) {
		return ""
	}
	var prompt string
	for _, m := range v.Obj {
		switch m.Key {
		case "prompt":
			prompt, _ = d.str(m.Value, keyPath(path, m.Key))
		default:
			d.unknownKey(v, m, path, []string{"prompt"})
		}
	}
	return prompt
}

// seo decodes `seo` and reports whether `indexing` is "all".
func (d *decoder) seo(v *jsonv.Value, path string) bool {
	if !d.typeOK(v, path, jsonv.Object) {
		return false
	}
	all := false
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		switch m.Key {
		case "indexing":
			s, _ := d.enum(m.Value, p, "navigable", "all")
			all = s == "all"
		case "metatags":
			d.unsupported(v, m, path, "pages carry navbuild's own title, description and Open Graph tags")
		default:
			d.unknownKey(v, m, path, []string{"indexing", "metatags"})
		}
	}
	return all
}
