package resolve

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/fonts"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// Fonts is the fonts of `fonts`: Heading for headings, Body for the rest
// of the text. A zero Font keeps navbuild's font (the system stack).
type Fonts struct {
	Heading, Body Font
}

// Font is one resolved font.
type Font struct {
	// Family is the CSS family name as docs.json writes it; "" keeps
	// navbuild's font.
	Family string
	// Weight is the font weight docs.json gives, 0 when unset.
	Weight float64
	// Source is the font file when docs.json names one: a URL (External)
	// or the path of a file of the docs folder (which the site serves as
	// a static file), with Format "woff", "woff2", "truetype",
	// "opentype" or "" when unknown.
	Source, Format string
	External       bool
	// Shipped is the family's files navbuild ships, when Source is ""
	// and the family is one of internal/fonts's; nil otherwise.
	Shipped *fonts.Family
}

// fonts resolves `fonts`: the heading and body fonts (heading and body
// override the top-level font), their files checked. A family navbuild
// has no file for, and a source file that does not exist, leave that
// font out with a warning: the text keeps the system font stack.
func (b *builder) fonts(f *config.Fonts) *Fonts {
	if f == nil {
		return nil
	}
	out := &Fonts{}
	var top Font
	if f.Family != "" && (f.Heading == nil || f.Body == nil) {
		top = b.font(f.Font, "fonts")
	}
	out.Heading, out.Body = top, top
	if f.Heading != nil {
		out.Heading = b.font(*f.Heading, "fonts.heading")
	}
	if f.Body != nil {
		out.Body = b.font(*f.Body, "fonts.body")
	}
	if out.Heading == (Font{}) && out.Body == (Font{}) {
		return nil
	}
	return out
}

func (b *builder) font(f config.Font, p string) Font {
	out := Font{Family: f.Family, Weight: f.Weight}
	switch {
	case f.Source != "":
		out.Format = fontFormat(f.Format, f.Source)
		if isURL(f.Source) {
			out.Source, out.External = f.Source, true
			return out
		}
		file, ok := b.fontFile(f.Source, f.SourceAt, p+".source")
		if !ok {
			return Font{}
		}
		out.Source = file
		if out.Format == "" {
			b.diags.Add(diag.Warning, f.SourceAt.Pos(), p+".source", fmt.Sprintf("the format of font file %q is unknown", f.Source), `add "format": "woff2" (or "woff")`)
		}
		return out
	case fonts.Generic(f.Family):
		return out
	}
	out.Shipped = fonts.Lookup(f.Family)
	if out.Shipped == nil {
		b.diags.Add(diag.Warning, f.FamilyAt.Pos(), p+".family",
			fmt.Sprintf("navbuild has no files for font family %q: the text keeps the system font", f.Family),
			fmt.Sprintf(`give its file in "source" (a woff2 file in the docs folder or a URL), or use one of %s`, strings.Join(fonts.Names(), ", ")))
		return Font{}
	}
	if f.Weight != 0 && !slices.ContainsFunc(out.Shipped.Faces, func(fc fonts.Face) bool { return float64(fc.Weight) == f.Weight }) {
		b.diags.Add(diag.Warning, weightAt(f.At), p+".weight",
			fmt.Sprintf("navbuild ships %s in weights 400, 500, 600 and 700: weight %g shows the nearest", out.Shipped.Name, f.Weight), "")
	}
	return out
}

// weightAt is the position of a font object's weight.
func weightAt(v *jsonv.Value) diag.Pos {
	if w := v.Get("weight"); w != nil {
		return w.Pos()
	}
	return v.Pos()
}

// fontFile checks a font source in the docs folder as assetFile checks a
// logo, and returns its path in the site.
func (b *builder) fontFile(file string, at *jsonv.Value, jpath string) (string, bool) {
	p := path.Clean(strings.TrimPrefix(file, "/"))
	if p == ".." || strings.HasPrefix(p, "../") {
		b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("font file %q leaves the docs folder", file), "the text keeps the system font")
		return "", false
	}
	if _, err := fs.Stat(b.fsys, p); err != nil {
		b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("font file %q does not exist", file), "the text keeps the system font")
		return "", false
	}
	if err := b.files.refused[p]; err != nil || !isStatic(p) || !b.files.all[p] {
		b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("font file %q is not one the site serves", file), "use a .woff2, .woff, .ttf or .otf file inside the docs folder")
		return "", false
	}
	return p, true
}

// fontFormat is the CSS format() of a font file: docs.json's format, or
// the one its extension says.
func fontFormat(format, source string) string {
	if format != "" {
		return format
	}
	u := source
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	switch strings.ToLower(path.Ext(u)) {
	case ".woff2":
		return "woff2"
	case ".woff":
		return "woff"
	case ".ttf":
		return "truetype"
	case ".otf":
		return "opentype"
	}
	return ""
}
