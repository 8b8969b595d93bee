package render

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/assets"
	"github.com/navbuild/navbuild/internal/fonts"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/resolve"
)

// fontStack follows a docs.json font in font-family: the system fonts of
// style.css's --font, for what the font does not cover and until it loads.
const fontStack = `ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`

// fontDir is where a site's shipped font files go, beside its stylesheet
// (which names them relative to itself).
const fontDir = "_navbuild/fonts/"

// siteCSS returns what a site adds to the shared stylesheet for its
// `fonts` (@font-face rules, loaded with font-display: swap, and the
// families of body text and headings) and `styling.codeblocks` (code
// block colours), and the font files of the families navbuild ships that
// it uses, by output name. Nothing from docs.json reaches the CSS
// unquoted: family names and URLs are CSS strings (fonts.Quote), weights
// numbers.
func siteCSS(site *resolve.Site) (css string, files map[string][]byte, err error) {
	var b strings.Builder
	b.WriteString(siteCSSMark)
	files = map[string][]byte{}
	if f := site.Fonts; f != nil {
		done := map[resolve.Font]bool{}
		for _, ft := range []resolve.Font{f.Body, f.Heading} {
			if ft.Family == "" || done[ft] {
				continue
			}
			done[ft] = true
			if err := fontFaces(&b, ft, files); err != nil {
				return "", nil, err
			}
			if ft.Shipped != nil {
				b.WriteString(fonts.Fallback(ft.Shipped))
			}
		}
		if body := f.Body; body.Family != "" {
			fmt.Fprintf(&b, ":root { --font: %s, %s; }\n", family(body), fontStack)
			if body.Weight != 0 {
				fmt.Fprintf(&b, "body { font-weight: %s; }\n", weight(body.Weight))
			}
		}
		if h := f.Heading; h.Family != "" {
			// As specific as the themes' heading rules, and after them.
			fmt.Fprintf(&b, ":root :is(h1, h2, h3, h4, h5, h6), :root .page-title, :root .prose :is(h1, h2, h3, h4, h5, h6) { font-family: %s, %s;", family(h), fontStack)
			if h.Weight != 0 {
				fmt.Fprintf(&b, " font-weight: %s;", weight(h.Weight))
			}
			b.WriteString(" }\n")
		}
	}
	code, err := markdown.CodeCSS(site.Codeblocks.Light, site.Codeblocks.Dark)
	if err != nil {
		return "", nil, fmt.Errorf("styling.codeblocks: %w", err)
	}
	b.WriteString(code)
	if b.Len() == len(siteCSSMark) {
		return "", files, nil
	}
	return b.String(), files, nil
}

// family writes font f's family for font-family: for a shipped family,
// its metric-matched fallback face follows it ([fonts.Fallback]), so that
// text does not move when the web font swaps in.
func family(f resolve.Font) string {
	if f.Shipped != nil && fonts.Fallback(f.Shipped) != "" {
		return fonts.CSSFamily(f.Family) + ", " + fonts.Quote(fonts.FallbackName(f.Shipped))
	}
	return fonts.CSSFamily(f.Family)
}

// siteCSSMark starts a site's own CSS in an unminified stylesheet.
const siteCSSMark = "/* ---------- docs.json: fonts and code blocks ---------- */\n"

// fontFaces writes the @font-face rules of f, and adds the files of a
// shipped family to files.
func fontFaces(b *strings.Builder, f resolve.Font, files map[string][]byte) error {
	family := fonts.Quote(f.Family)
	switch {
	case f.Source != "":
		src := f.Source
		if !f.External {
			// The stylesheet is in _navbuild/; the file at its path in
			// the site.
			src = "../" + f.Source
		}
		fmt.Fprintf(b, "@font-face { font-family: %s; font-style: normal; font-display: swap;", family)
		if f.Weight != 0 {
			fmt.Fprintf(b, " font-weight: %s;", weight(f.Weight))
		}
		fmt.Fprintf(b, " src: url(%s)", fonts.QuoteURL(src))
		if f.Format != "" {
			fmt.Fprintf(b, " format(%s)", fonts.Quote(f.Format))
		}
		b.WriteString("; }\n")
	case f.Shipped != nil:
		fam := f.Shipped
		lic, err := fs.ReadFile(assets.Fonts, path.Join("fonts", fam.LicenseFile))
		if err != nil {
			return fmt.Errorf("font %s: %w", fam.Name, err)
		}
		files[fontDir+fam.LicenseFile] = lic
		for _, fc := range fam.Faces {
			data, err := fs.ReadFile(assets.Fonts, path.Join("fonts", fc.File))
			if err != nil {
				return fmt.Errorf("font %s: %w", fam.Name, err)
			}
			files[fontDir+fc.File] = data
			fmt.Fprintf(b, "@font-face { font-family: %s; font-style: normal; font-display: swap; font-weight: %d; src: url(%s) format(\"woff2\"); unicode-range: %s; }\n",
				family, fc.Weight, fonts.QuoteURL("fonts/"+fc.File), fc.UnicodeRange)
		}
	}
	return nil
}

// fontPreload returns the file of the body text's shipped font that
// every page preloads: its latin subset in the body's weight (400 unless
// set; the nearest shipped one), so that text is drawn in it from the
// first paint more often; "" without a shipped body font. A font from a
// `source` is not preloaded: its file or URL may hold any subsets.
func fontPreload(site *resolve.Site) string {
	if site.Fonts == nil || site.Fonts.Body.Shipped == nil {
		return ""
	}
	want := site.Fonts.Body.Weight
	if want == 0 {
		want = 400
	}
	best := ""
	bestD := 0.0
	for _, fc := range site.Fonts.Body.Shipped.Faces {
		if fc.Subset != "latin" {
			continue
		}
		if d := math.Abs(float64(fc.Weight) - want); best == "" || d < bestD {
			best, bestD = fontDir+fc.File, d
		}
	}
	return best
}

// weight writes a font weight (a number from 1 to 1000, config checked).
func weight(w float64) string { return strconv.FormatFloat(w, 'f', -1, 64) }
