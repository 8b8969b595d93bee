package markdown

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
	gast "github.com/yuin/goldmark/ast"
)

// Palette is the set of token classes a site's stylesheet colours: those
// of assets/chroma.css (DefaultLightStyle and DefaultDarkStyle) and of the
// site's own code block styles (CodeCSS). A token whose class none of
// them colours looks the same without its <span>, and is written as
// plain text: "n" (chroma's Name, the identifiers of most languages) is
// coloured by neither default style, and is most of a block's spans.
// The nil Palette keeps every class.
type Palette struct {
	coloured map[string]bool
	boxed    map[string]bool   // classes drawn on whitespace too: a background, an underline
	canon    map[string]string // a class to the shortest class every style draws the same
}

// NewPalette returns the palette of a site whose code blocks take chroma's
// styles light and dark ("" for the default of that mode).
func NewPalette(light, dark string) (*Palette, error) {
	if light == "" {
		light = DefaultLightStyle
	}
	if dark == "" {
		dark = DefaultDarkStyle
	}
	p := &Palette{coloured: map[string]bool{}, boxed: map[string]bool{}, canon: map[string]string{}}
	// A class's look, light and dark, under both pairs of styles: two
	// classes that look the same everywhere are written as one, so that
	// a run of them takes one span and the shorter name (kd, kn: k; s2, si: s).
	looks := map[string]string{}
	for _, pair := range [][2]string{{DefaultLightStyle, DefaultDarkStyle}, {light, dark}} {
		l, d, err := stylesOf(pair[0], pair[1])
		if err != nil {
			return nil, err
		}
		lightRules, darkRules := tokenRules(l, d, nil, nil)
		for _, r := range append(lightRules, darkRules...) {
			boxed := strings.Contains(r.decl, "background") || strings.Contains(r.decl, "text-decoration")
			for _, c := range r.classes {
				p.coloured[c] = true
				p.boxed[c] = p.boxed[c] || boxed
			}
		}
		for _, t := range tokenTypes() {
			c := chroma.StandardTypes[t]
			looks[c] += bothModes(tokenEntry(l, t), tokenEntry(d, t)) + "\x00"
		}
	}
	shortest := map[string]string{}
	for _, t := range tokenTypes() {
		c := chroma.StandardTypes[t]
		if f, ok := shortest[looks[c]]; p.coloured[c] && (!ok || len(c) < len(f)) {
			shortest[looks[c]] = c
		}
	}
	for c := range p.coloured {
		if f := shortest[looks[c]]; f != c {
			p.canon[c] = f
		}
	}
	return p, nil
}

// class is the class a token of type t is written with: class(t), or ""
// when p colours no such class, or the first class that looks the same
// as class(t) in every style p knows, the shortest of them.
func (p *Palette) class(t chroma.TokenType) string {
	c := class(t)
	if p == nil || c == "" {
		return c
	}
	if !p.coloured[c] {
		return ""
	}
	if f, ok := p.canon[c]; ok {
		return f
	}
	return c
}

// spaces tells whether a token of class c looks the same with
// whitespace inside its span as with it outside: c is drawn on text
// alone, no background or underline. The nil Palette does not know.
func (p *Palette) spaces(c string) bool {
	return p != nil && !p.boxed[c]
}

// paletteAttr is the attribute of a document that holds SetPalette's
// palette.
var paletteAttr = []byte("navbuild-palette")

// SetPalette makes doc's code blocks write only the token classes p
// colours; without it they write every class.
func SetPalette(doc *gast.Document, p *Palette) {
	if p != nil {
		doc.SetAttribute(paletteAttr, p)
	}
}

// paletteOf returns the palette SetPalette gave n's document, nil for
// none.
func paletteOf(n gast.Node) *Palette {
	if d := n.OwnerDocument(); d != nil {
		if v, ok := d.Attribute(paletteAttr); ok {
			p, _ := v.(*Palette)
			return p
		}
	}
	return nil
}
