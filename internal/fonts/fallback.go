package fonts

import (
	"fmt"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// A shipped family is loaded with font-display: swap: text is laid out in
// a system font first and again when the web font arrives, and where the
// two take different room, lines rewrap and everything under them moves
// (layout shift). The fallback face is a system font scaled to take the
// web font's room: Arial (or a font made to its metrics: Liberation Sans,
// Arimo; Helvetica has its widths), with size-adjust making its average
// width the family's, and ascent, descent and line gap the family's, as
// CSS Fonts 5 allows. Its name is the family's and " Fallback".

// arial are the advance widths of Arial (and Liberation Sans, Arimo,
// Helvetica), regular and bold, in units of its 2048 per em, of the space
// and a to z, and its ascent, descent and line gap.
var arial = [2]metrics{
	{upm: 2048, widths: [27]int{569, 1139, 1139, 1024, 1139, 1139, 569, 1139, 1139, 455, 455, 1024, 455, 1706, 1139, 1139, 1139, 1139, 682, 1024, 569, 1139, 1024, 1479, 1024, 1024, 1024}},
	{upm: 2048, widths: [27]int{569, 1139, 1251, 1139, 1251, 1139, 682, 1251, 1251, 569, 569, 1139, 569, 1821, 1251, 1251, 1251, 1251, 797, 1139, 682, 1251, 1139, 1593, 1139, 1139, 1024}},
}

// arialLocal are the names local() finds Arial and its metric twins by,
// regular and bold: the full name and the PostScript name of each.
var arialLocal = [2][]string{
	{"Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Helvetica"},
	{"Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold", "Helvetica Bold", "Helvetica-Bold"},
}

// frequency weighs the space and a to z by how often they occur in
// English text (per 1000 characters), so that the average width is that
// of running text.
var frequency = [27]float64{182, 67, 12, 23, 35, 104, 18, 16, 50, 57, 1, 6, 33, 20, 55, 61, 16, 1, 49, 51, 74, 23, 8, 20, 1, 16, 1}

// metrics are what a fallback is fitted to: advance widths of the space
// and a to z, and the vertical metrics, in font units.
type metrics struct {
	upm                      int
	widths                   [27]int
	ascent, descent, lineGap int
}

// average is the frequency-weighted advance width, in ems.
func (m *metrics) average() float64 {
	var sum, n float64
	for i, w := range m.widths {
		sum += float64(w) * frequency[i]
		n += frequency[i]
	}
	return sum / n / float64(m.upm)
}

// monospaced reports whether every letter is as wide as the space.
func (m *metrics) monospaced() bool {
	for _, w := range m.widths {
		if w != m.widths[0] {
			return false
		}
	}
	return true
}

// measure reads the metrics of a TrueType or OpenType font.
func measure(data []byte) (metrics, error) {
	f, err := sfnt.Parse(data)
	if err != nil {
		return metrics{}, err
	}
	var buf sfnt.Buffer
	upm := int(f.UnitsPerEm())
	ppem := fixed.I(upm)
	vm, err := f.Metrics(&buf, ppem, font.HintingNone)
	if err != nil {
		return metrics{}, err
	}
	m := metrics{upm: upm, ascent: vm.Ascent.Round(), descent: vm.Descent.Round()}
	m.lineGap = vm.Height.Round() - m.ascent - m.descent
	for i, r := range " abcdefghijklmnopqrstuvwxyz" {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			return metrics{}, fmt.Errorf("no glyph for %q", r)
		}
		a, err := f.GlyphAdvance(&buf, g, ppem, font.HintingNone)
		if err != nil {
			return metrics{}, err
		}
		m.widths[i] = a.Round()
	}
	return m, nil
}

var fallbacks sync.Map // family id -> string

// FallbackName is the name of family f's fallback face in CSS: its own
// name and " Fallback".
func FallbackName(f *Family) string { return f.Name + " Fallback" }

// Fallback returns the @font-face rules of family f's fallback face
// (FallbackName): Arial regular for weights under 550, bold from 550,
// each sized to f's regular or bold face. A stylesheet names it right
// after the family. It returns "" for a monospaced family, which Arial
// cannot stand in for, or if f's metrics cannot be read.
func Fallback(f *Family) string {
	if css, ok := fallbacks.Load(f.ID); ok {
		return css.(string)
	}
	var b strings.Builder
	for i, weights := range []string{"100 549", "550 900"} {
		data, ok := CardFont(f.ID, i == 1)
		if !ok {
			return ""
		}
		m, err := measure(data)
		if err != nil {
			return ""
		}
		if m.monospaced() {
			// Arial cannot stand in for a monospaced font.
			return ""
		}
		size := m.average() / arial[i].average()
		local := make([]string, len(arialLocal[i]))
		for k, name := range arialLocal[i] {
			local[k] = "local(" + Quote(name) + ")"
		}
		// The overrides apply to the scaled face: divided by the scale,
		// they are the family's once it is applied.
		em := float64(m.upm) * size
		fmt.Fprintf(&b, "@font-face { font-family: %s; font-style: normal; font-weight: %s; src: %s; size-adjust: %.2f%%; ascent-override: %.2f%%; descent-override: %.2f%%; line-gap-override: %.2f%%; }\n",
			Quote(FallbackName(f)), weights, strings.Join(local, ", "), 100*size,
			100*float64(m.ascent)/em, 100*float64(m.descent)/em, 100*float64(m.lineGap)/em)
	}
	css, _ := fallbacks.LoadOrStore(f.ID, b.String())
	return css.(string)
}
