// Package icons draws the icons pages and docs.json name: the complete
// Font Awesome Free sets (solid, regular, brands), Lucide and Tabler
// (outline and filled), vendored from their npm packages by genicons into
// sets/ (one gzip'ed file per set, decompressed on first use). [HTML] is
// the one entry point from an icon name (with its style and library) to
// markup: an inline SVG drawn in currentColor, so that a site carries only
// the icons it uses, where it uses them.
//
// A name is looked up as the reference does, in the library docs.json's
// `icons.library` picks (Font Awesome by default) or the icon's own
// `library`; Font Awesome's aliases (`home` for `house`) work, Pro styles
// (light, thin, duotone, sharp-*) draw the free glyph of the same name,
// Pro-only names draw the closest free glyph of a generated table
// (sets/fontawesome-pro.txt, see [Glyph.Note]), and a name no set has
// falls back to the other sets before it is reported.
//
// Stage: shared. Config checks names, render and mdx draw them.
package icons

//go:generate go run ./genicons

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html"
	"io"
	"net/url"
	"strings"
	"sync"
)

// Libraries a site or an icon can pick.
const (
	FontAwesome = "fontawesome"
	Lucide      = "lucide"
	Tabler      = "tabler"
)

//go:embed sets/*.gz sets/fontawesome-pro.txt
var files embed.FS

// A set is one file of sets/, read on first use. Its map is never written
// after once has run, so sets are safe for concurrent use.
type set struct {
	file   string
	stroke bool // drawn with strokes (Lucide, Tabler outline), else filled
	once   sync.Once
	icons  map[string]string // name → "viewBox\tbody" or "=target"
}

var (
	faSolid       = &set{file: "fontawesome-solid.gz"}
	faRegular     = &set{file: "fontawesome-regular.gz"}
	faBrands      = &set{file: "fontawesome-brands.gz"}
	lucideSet     = &set{file: "lucide.gz", stroke: true}
	tablerOutline = &set{file: "tabler-outline.gz", stroke: true}
	tablerFilled  = &set{file: "tabler-filled.gz"}
)

func (s *set) load() {
	s.once.Do(func() {
		s.icons = map[string]string{}
		f, err := files.Open("sets/" + s.file)
		if err != nil {
			return
		}
		defer f.Close()
		zr, err := gzip.NewReader(f)
		if err != nil {
			return
		}
		data, err := io.ReadAll(zr)
		if err != nil {
			return
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if name, v, ok := strings.Cut(sc.Text(), "\t"); ok {
				s.icons[name] = v
			}
		}
	})
}

// lookup returns s's glyph named name, following one alias.
func (s *set) lookup(name string) (Glyph, bool) {
	s.load()
	v, ok := s.icons[name]
	if target, alias := strings.CutPrefix(v, "="); ok && alias {
		v, ok = s.icons[target]
	}
	if !ok || strings.HasPrefix(v, "=") {
		return Glyph{}, false
	}
	vb, body, _ := strings.Cut(v, "\t")
	return Glyph{Set: strings.TrimSuffix(s.file, ".gz"), ViewBox: vb, Body: body, stroke: s.stroke}, true
}

// Glyph is one icon of a set. The zero value is no icon.
type Glyph struct {
	// Set is the file the glyph comes from: "fontawesome-solid",
	// "fontawesome-regular", "fontawesome-brands", "lucide",
	// "tabler-outline" or "tabler-filled".
	Set string
	// ViewBox is the SVG's viewBox; Body its elements.
	ViewBox, Body string
	stroke        bool
	// paint, for a glyph of FileSet, is the file's root paint
	// attributes (space-led), which replace the sets' currentColor.
	paint string
	// For is, when the glyph stands in for a Font Awesome Pro name, the
	// name it is drawn by ("bullseye" for "bullseye-pointer", "lucide:cctv"
	// for "camera-cctv"); "" when the glyph is the one named, or Lucide's
	// or Tabler's of the same name.
	For string
}

// SVG returns g as an inline <svg> with classes "icon" and class, style
// (a CSS declaration list, escaped here) and drawn in currentColor.
func (g Glyph) SVG(class, style string) string {
	return svg(class, g.viewAttrs(), style, g.Body)
}

// UseSVG is [Glyph.SVG] drawing g from href, the URL of g's [Glyph.File]:
// the same element, with a <use> of the file's symbol for its body and
// without the view box and paint, which the symbol has. A
// site that shows an icon on many pages carries its drawing once (a Font
// Awesome glyph is about 450 bytes, the <use> 40); the browser fetches it
// once, after the page, in the box the element already has. A page
// opened from disk (file://) cannot use another file's symbol: draw
// inline there.
func (g Glyph) UseSVG(class, style, href string) string {
	return svg(class, "", style, `<use href="`+html.EscapeString(href)+`#i"/>`)
}

// viewAttrs are g's view box and root paint attributes, space-led:
// currentColor for the sets, the file's own for a glyph of FileSet.
func (g Glyph) viewAttrs() string {
	vb := ` viewBox="` + g.ViewBox + `"`
	switch {
	case g.Set == FileSet:
		return vb + g.paint
	case g.stroke:
		return vb + ` fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`
	}
	return vb + ` fill="currentColor"`
}

// svg is an <svg> of classes "icon" and class, with attrs (space-led)
// and style, hidden from assistive technology, holding body.
func svg(class, attrs, style, body string) string {
	var b strings.Builder
	b.WriteString(`<svg class="` + html.EscapeString(strings.TrimSpace("icon "+class)) + `"` + attrs)
	if style != "" {
		b.WriteString(` style="` + html.EscapeString(style) + `"`)
	}
	b.WriteString(` aria-hidden="true">` + body + `</svg>`)
	return b.String()
}

// File returns g as an SVG file holding one symbol, id "i", which
// [Glyph.UseSVG] draws, and a name for it: a hash of its content with
// ".svg", so that a file of one name never changes. The symbol has the
// view box and the paint an inline SVG has on its root (currentColor is
// the colour the <use> passes on), so the element drawing it needs
// neither: 45 bytes of every icon of a page (120 for a stroked one).
func (g Glyph) File() (name string, data []byte) {
	data = []byte(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i"` + g.viewAttrs() + `>` + g.Body + `</symbol></svg>`)
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:6]) + ".svg", data
}

// DataURL returns g as a data: URL of an SVG drawn in black, for a CSS
// mask (the element's background then gives it its colour).
func (g Glyph) DataURL() string {
	paint := ` fill='black'`
	body := g.Body
	switch {
	case g.Set == FileSet:
		// A mask keeps what is painted, in any colour.
		paint = strings.ReplaceAll(g.paint, "currentColor", "black")
		body = strings.ReplaceAll(body, "currentColor", "black")
	case g.stroke:
		paint = ` fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'`
	}
	svg := `<svg xmlns='http://www.w3.org/2000/svg' viewBox='` + g.ViewBox + `'` + strings.ReplaceAll(paint, `"`, `'`) + `>` + strings.ReplaceAll(body, `"`, `'`) + `</svg>`
	return "data:image/svg+xml," + url.PathEscape(svg)
}

// Ref names an icon as an author wrote it: Name, Style (Font Awesome's
// `iconType` or an icon object's `style`) and Library (an icon object's
// `library`; "" for the site's).
type Ref struct {
	Name, Style, Library string
}

// Find returns the glyph r names on a site whose `icons.library` is lib
// ("" for Font Awesome), and false when no set has it.
func Find(lib string, r Ref) (Glyph, bool) {
	name := Normalize(r.Name)
	if name == "" {
		return Glyph{}, false
	}
	if r.Library != "" {
		lib = r.Library
	}
	if cs := classStyle(r.Name); cs != "" {
		r.Style = cs // "fa-solid fa-house" names its style
	}
	var order []*set
	switch lib {
	case Lucide:
		order = []*set{lucideSet, tablerOutline}
	case Tabler:
		if base, ok := strings.CutSuffix(name, "-filled"); ok || r.Style == "filled" {
			if g, ok := tablerFilled.lookup(base); ok {
				return g, true
			}
		}
		order = []*set{tablerOutline, tablerFilled, lucideSet}
	}
	for _, s := range order {
		if g, ok := s.lookup(name); ok {
			return g, true
		}
	}
	for _, s := range faOrder(r.Style) {
		if g, ok := s.lookup(name); ok {
			return g, true
		}
	}
	if to, ok := proSubstitute(name); ok {
		lib, n, _ := strings.Cut(to, ":")
		var sets []*set
		switch lib {
		case FontAwesome:
			sets = faOrder(r.Style)
		case Lucide:
			sets = []*set{lucideSet}
		case Tabler:
			sets = []*set{tablerOutline, tablerFilled}
		}
		for _, s := range sets {
			if g, ok := s.lookup(n); ok {
				switch {
				case n == name:
					// Lucide's or Tabler's icon of the same name: the
					// same drawing, nothing to tell.
				case lib == FontAwesome:
					g.For = n
				default:
					g.For = to
				}
				return g, true
			}
		}
		return Glyph{}, false
	}
	for _, s := range []*set{lucideSet, tablerOutline, tablerFilled} {
		if g, ok := s.lookup(name); ok {
			return g, true
		}
	}
	return Glyph{}, false
}

// faOrder is the order Font Awesome's free sets are searched in for a
// style: the reference's default is regular; Pro's light and thin styles
// are closest to regular, duotone and the sharp solid ones to solid.
func faOrder(style string) []*set {
	switch style {
	case "brands":
		return []*set{faBrands, faSolid, faRegular}
	case "solid", "duotone", "sharp-solid", "sharp-duotone-solid":
		return []*set{faSolid, faRegular, faBrands}
	}
	return []*set{faRegular, faSolid, faBrands}
}

// HTML returns the markup of icon r on a site whose `icons.library` is
// lib: its inline SVG with classes "icon" and class and the CSS
// declarations style, and true; or, when no set has it, navbuild's
// fallback glyph (a dot: `<span class="icon icon-NAME">`) and false.
// It is the one place icon names become markup; icons given as a URL, a
// path or inline SVG are the caller's (see [IsName]).
func HTML(lib string, r Ref, class, style string) (string, bool) {
	if g, ok := Find(lib, r); ok {
		return g.SVG(class, style), true
	}
	var b strings.Builder
	b.WriteString(`<span class="` + html.EscapeString(strings.TrimSpace("icon icon-"+Normalize(r.Name)+" "+class)) + `"`)
	if style != "" {
		b.WriteString(` style="` + html.EscapeString(style) + `"`)
	}
	b.WriteString(`></span>`)
	return b.String(), false
}

// IsName reports whether an icon value is a name (to look up in the
// sets) rather than a URL, a path to a file or inline SVG, which the
// reference draws as they are.
func IsName(v string) bool {
	v = strings.TrimSpace(v)
	return v != "" && !strings.HasPrefix(v, "<") && !strings.ContainsAny(v, "/.")
}

// classWords are Font Awesome's style classes, long and short
// ("fa-solid", "fas"), and the style each picks.
var classWords = map[string]string{
	"fa-solid": "solid", "fas": "solid", "fa-regular": "regular", "far": "regular",
	"fa-brands": "brands", "fab": "brands", "fa-light": "light", "fal": "light",
	"fa-thin": "thin", "fat": "thin", "fa-duotone": "duotone", "fad": "duotone",
	"fass": "sharp-solid", "fasr": "sharp-regular", "fasl": "sharp-light", "fast": "sharp-thin",
}

// classStyle returns the style a name written as Font Awesome's classes
// picks ("fa-brands fa-github": brands; "fa-sharp fa-solid fa-house":
// sharp-solid), "" for a plain name.
func classStyle(name string) string {
	f := strings.Fields(strings.ToLower(name))
	if len(f) < 2 {
		return ""
	}
	style, sharp := "", false
	for _, w := range f[:len(f)-1] {
		if w == "fa-sharp" {
			sharp = true
		} else if s, ok := classWords[w]; ok {
			style = s
		}
	}
	if sharp {
		if style == "" {
			style = "solid"
		}
		if !strings.HasPrefix(style, "sharp-") {
			style = "sharp-" + style
		}
	}
	return style
}

// Normalize returns the set key of an icon name as authors write it:
// lower case, without Font Awesome's "fa-" prefixes ("fa-solid fa-house"
// is "house"), spaces and underscores as hyphens, other characters
// dropped.
func Normalize(name string) string {
	f := strings.Fields(strings.ToLower(name))
	if len(f) > 1 && strings.HasPrefix(f[0], "fa") {
		// "fa-solid fa-house", "fas fa-house": the last word is the icon.
		f = f[len(f)-1:]
	}
	s := strings.Join(f, "-")
	s = strings.TrimPrefix(s, "fa-")
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-':
			b.WriteRune(c)
		case c == '_':
			b.WriteByte('-')
		}
	}
	return b.String()
}
