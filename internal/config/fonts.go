package config

import (
	"fmt"
	"strconv"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/link"
)

// fontKeys are the keys of `fonts` and of its `heading` and `body`.
var fontKeys = []string{"family", "weight", "source", "format", "heading", "body"}

// fonts decodes `fonts`: a font for the whole site, and `heading` and
// `body` overrides of the same shape. A value of the wrong type or shape
// is an error, as in the reference's schema.
func (d *decoder) fonts(v *jsonv.Value, path string) *Fonts {
	if !d.typeOK(v, path, jsonv.Object) {
		return nil
	}
	f := &Fonts{}
	f.Font = d.font(v, path, true)
	if h := v.Get("heading"); h != nil {
		f.Heading = d.fontPart(h, keyPath(path, "heading"))
	}
	if b := v.Get("body"); b != nil {
		f.Body = d.fontPart(b, keyPath(path, "body"))
	}
	if f.Family == "" && f.Heading == nil && f.Body == nil {
		return nil
	}
	return f
}

func (d *decoder) fontPart(v *jsonv.Value, path string) *Font {
	if !d.typeOK(v, path, jsonv.Object) {
		return nil
	}
	f := d.font(v, path, false)
	if f.Family == "" {
		return nil
	}
	return &f
}

// font decodes the family, weight, source and format of a font object;
// top is true for `fonts` itself, which also holds heading and body.
func (d *decoder) font(v *jsonv.Value, path string, top bool) Font {
	var f Font
	bad := false
	known := fontKeys[:4]
	if top {
		known = fontKeys // heading and body are fonts' own
	}
	for m, p := range d.fields(v, path, known...) {
		switch m.Key {
		case "family":
			s, ok := d.str(m.Value, p)
			switch {
			case !ok:
				bad = true
			case s == "" || len(s) > maxFamily:
				d.errorf(m.Value, p, "", "a font family is 1 to %d bytes long", maxFamily)
				bad = true
			default:
				f.Family, f.FamilyAt = s, m.Value
			}
		case "weight":
			if m.Value.Kind != jsonv.Number {
				d.typeOK(m.Value, p, jsonv.Number)
				bad = true
				continue
			}
			w, err := strconv.ParseFloat(m.Value.Str, 64)
			if err != nil || w < 1 || w > 1000 {
				d.errorf(m.Value, p, "CSS font weights go from 1 to 1000, e.g. 400 or 700", "%s is not a font weight", m.Value.Str)
				bad = true
				continue
			}
			f.Weight = w
		case "source":
			s, ok := d.str(m.Value, p)
			if !ok {
				bad = true
				continue
			}
			switch k := link.Classify(s); {
			case k == link.Script:
				d.hard.Add(diag.Error, m.Value.Pos(), p, fmt.Sprintf("%q is not a font file", s), "use an https:// URL or a path in the docs folder")
				bad = true
			case k == link.Anchor || s == "":
				d.errorf(m.Value, p, "use an https:// URL or a path in the docs folder", "%q is not a font file", s)
				bad = true
			case k == link.External && !httpURL(s):
				d.errorf(m.Value, p, "use an https:// URL or a path in the docs folder", "%q is not an http(s) URL", s)
				bad = true
			default:
				f.Source, f.SourceAt = s, m.Value
			}
		case "format":
			s, ok := d.enum(m.Value, p, "woff", "woff2")
			if !ok {
				bad = true
				continue
			}
			f.Format = s
		}
	}
	if f.Family == "" && !bad && (f.Source != "" || f.Weight != 0 || f.Format != "") {
		d.errorf(v, keyPath(path, "family"), "", `"family" is required in a font`)
		bad = true
	}
	if bad {
		return Font{}
	}
	f.At = v
	return f
}

// maxFamily bounds a family name: real ones are a few words.
const maxFamily = 200

func httpURL(s string) bool {
	for _, p := range []string{"https://", "http://"} {
		if len(s) > len(p) && equalFold(s[:len(p)], p) {
			return true
		}
	}
	return false
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range len(a) {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// codeblockModes are the reference's simple values of styling.codeblocks.
var codeblockModes = []string{"system", "dark"}

// codeblocks decodes `styling.codeblocks`: "system", "dark", a theme name,
// or {theme: name} or {theme: {light, dark}}, with `languages`. Theme names
// are the reference's (Shiki's); resolve maps them to navbuild's styles.
func (d *decoder) codeblocks(v *jsonv.Value, path string) *Codeblocks {
	switch v.Kind {
	case jsonv.String:
		switch v.Str {
		case "system":
			return nil
		case "dark":
			return &Codeblocks{Dark: true, At: v}
		case "":
			d.errorf(v, path, `use "system", "dark" or a theme name`, "must not be empty")
			return nil
		}
		return &Codeblocks{Light: v.Str, DarkTheme: v.Str, LightAt: v, DarkAt: v, At: v}
	case jsonv.Object:
	default:
		d.errorf(v, path, `use "system", "dark", a theme name or {"theme": ...}`, "expected a string or an object, got %s", article(v.Kind))
		return nil
	}
	c := &Codeblocks{At: v}
	for m, p := range d.fields(v, path, "theme", "languages") {
		switch m.Key {
		case "theme":
			t := m.Value
			switch t.Kind {
			case jsonv.String:
				if t.Str == "" {
					d.errorf(t, p, "", "must not be empty")
					continue
				}
				c.Light, c.DarkTheme, c.LightAt, c.DarkAt = t.Str, t.Str, t, t
			case jsonv.Object:
				for tm, tp := range d.fields(t, p, "light", "dark") {
					s, ok := d.label(tm.Value, tp)
					switch {
					case !ok:
					case tm.Key == "light":
						c.Light, c.LightAt = s, tm.Value
					default:
						c.DarkTheme, c.DarkAt = s, tm.Value
					}
				}
				for _, k := range []string{"light", "dark"} {
					if t.Get(k) == nil {
						d.errorf(t, keyPath(p, k), "", "%q is required in a theme object", k)
					}
				}
			default:
				d.errorf(t, p, `a theme name, or {"light": ..., "dark": ...}`, "expected a string or an object, got %s", article(t.Kind))
			}
		case "languages":
			c.LanguagesAt = m.Value
		}
	}
	if c.Light == "" && c.DarkTheme == "" && c.LanguagesAt == nil {
		return nil
	}
	return c
}

// stylingKeys are the keys of `styling`.
var stylingKeys = []string{"eyebrows", "latex", "codeblocks"}

func (d *decoder) styling(v *jsonv.Value, path string, s *Styling) {
	for m, p := range d.fields(v, path, stylingKeys...) {
		switch m.Key {
		case "eyebrows":
			if e, ok := d.enum(m.Value, p, "section", "breadcrumbs"); ok {
				s.Eyebrows = e
			}
		case "codeblocks":
			s.Codeblocks = d.codeblocks(m.Value, p)
		case "latex":
			if b, ok := d.boolean(m.Value, p); ok {
				s.Latex = &b
			}
		}
	}
}
