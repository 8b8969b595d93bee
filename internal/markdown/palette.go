package markdown

import (
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
	p := &Palette{coloured: map[string]bool{}}
	for _, pair := range [][2]string{{DefaultLightStyle, DefaultDarkStyle}, {light, dark}} {
		l, d, err := stylesOf(pair[0], pair[1])
		if err != nil {
			return nil, err
		}
		lightRules, darkRules := tokenRules(l, d, nil, nil)
		for _, r := range append(lightRules, darkRules...) {
			for _, c := range r.classes {
				p.coloured[c] = true
			}
		}
	}
	return p, nil
}

// class is the class a token of type t is written with: class(t), or ""
// when p colours no such class.
func (p *Palette) class(t chroma.TokenType) string {
	c := class(t)
	if p == nil || c == "" || p.coloured[c] {
		return c
	}
	return ""
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
