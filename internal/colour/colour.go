// Package colour parses hex colours, measures their WCAG contrast and
// derives a site's palette from docs.json's `colors` and
// `background.color`: the page background of each mode, the neutral text
// and border shades that go with it, the accent for links and emphasis,
// the soft highlight behind it and the button colour with its text, each
// adjusted until it meets WCAG AA (4.5:1 for text, 3:1 for controls) on
// the backgrounds it is drawn on. It knows nothing of docs.json's
// positions: resolve reports its [Adjustment]s, render writes the palette
// as CSS custom properties.
//
// Stage: shared (resolve warns with it, render writes it).
package colour

import (
	"fmt"
	"math"
	"strconv"
)

// RGB is an sRGB colour, 8 bits a channel. The zero value is black.
type RGB struct{ R, G, B uint8 }

// Parse reads "#rgb" or "#rrggbb" (either case) and reports whether s is
// one of them.
func Parse(s string) (RGB, bool) {
	if len(s) != 4 && len(s) != 7 || s[0] != '#' {
		return RGB{}, false
	}
	h := s[1:]
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	n, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return RGB{}, false
	}
	return RGB{uint8(n >> 16), uint8(n >> 8), uint8(n)}, true
}

// String returns the colour as "#rrggbb", lower-case: the only form that
// reaches a stylesheet.
func (c RGB) String() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func lin(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func unlin(c float64) uint8 {
	if c <= 0.0031308 {
		c *= 12.92
	} else {
		c = 1.055*math.Pow(c, 1/2.4) - 0.055
	}
	return uint8(math.Round(math.Max(0, math.Min(1, c)) * 255))
}

// Luminance is the WCAG relative luminance of c, 0 (black) to 1 (white).
func Luminance(c RGB) float64 {
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast is the WCAG contrast ratio of a and b, 1 to 21.
func Contrast(a, b RGB) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Over is c drawn with opacity alpha over bg, as a browser composes a
// translucent colour (in sRGB).
func Over(c RGB, alpha float64, bg RGB) RGB {
	m := func(a, b uint8) uint8 { return uint8(math.Round(float64(a)*alpha + float64(b)*(1-alpha))) }
	return RGB{m(c.R, bg.R), m(c.G, bg.G), m(c.B, bg.B)}
}

// oklab is a colour in Oklab, where a change of L looks like the same
// change of lightness whatever the hue.
type oklab struct{ L, A, B float64 }

func toOklab(c RGB) oklab {
	r, g, b := lin(c.R), lin(c.G), lin(c.B)
	l := math.Cbrt(0.4122214708*r + 0.5363325363*g + 0.0514459929*b)
	m := math.Cbrt(0.2119034982*r + 0.6806995451*g + 0.1073969566*b)
	s := math.Cbrt(0.0883024619*r + 0.2817188376*g + 0.6299787005*b)
	return oklab{
		0.2104542553*l + 0.7936177850*m - 0.0040720468*s,
		1.9779984951*l - 2.4285922050*m + 0.4505937099*s,
		0.0259040371*l + 0.7827717662*m - 0.8086757660*s,
	}
}

func (o oklab) rgb() RGB {
	l := o.L + 0.3963377774*o.A + 0.2158037573*o.B
	m := o.L - 0.1055613458*o.A - 0.0638541728*o.B
	s := o.L - 0.0894841775*o.A - 1.2914855480*o.B
	l, m, s = l*l*l, m*m*m, s*s*s
	return RGB{
		unlin(+4.0767416621*l - 3.3077115913*m + 0.2309699292*s),
		unlin(-1.2684380046*l + 2.6097574011*m - 0.3413193965*s),
		unlin(-0.0041960863*l - 0.7034186147*m + 1.7076147010*s),
	}
}

// withL is o at lightness L, its chroma scaled down as L nears black or
// white, where sRGB holds less colour, so that the hue survives clipping.
func (o oklab) withL(L float64) oklab {
	k := 1.0
	if o.L > 0 && o.L < 1 {
		room := math.Min(L, 1-L) / math.Min(o.L, 1-o.L)
		k = math.Min(1, math.Max(0, room))
	}
	return oklab{L, o.A * k, o.B * k}
}

// minContrast is c's lowest contrast on any of bgs.
func minContrast(c RGB, bgs []RGB) float64 {
	least := 21.0
	for _, bg := range bgs {
		least = math.Min(least, Contrast(c, bg))
	}
	return least
}

// Fit returns c if it has at least ratio contrast on every one of bgs;
// else the colour of c's hue nearest to it in Oklab lightness that has,
// darker or lighter, whichever direction can reach ratio (towards black
// on light backgrounds). When no lightness can (backgrounds of both
// extremes), it returns the best of black and white.
func Fit(c RGB, ratio float64, bgs ...RGB) RGB {
	if minContrast(c, bgs) >= ratio {
		return c
	}
	o := toOklab(c)
	best, bestRatio := RGB{}, 0.0
	for _, end := range []float64{0, 1} {
		if r := minContrast(oklab{L: end}.rgb(), bgs); r < ratio {
			if r > bestRatio {
				best, bestRatio = oklab{L: end}.rgb(), r
			}
			continue
		}
		// Bisect between c's lightness (fails) and the end (passes).
		lo, hi := o.L, end
		for range 40 {
			mid := (lo + hi) / 2
			if minContrast(o.withL(mid).rgb(), bgs) >= ratio {
				hi = mid
			} else {
				lo = mid
			}
		}
		got := o.withL(hi).rgb()
		if minContrast(got, bgs) < ratio { // rounding to 8 bits
			got = oklab{L: end}.rgb()
		}
		d := math.Abs(hi - o.L)
		if bestRatio < ratio || d < math.Abs(toOklab(best).L-o.L) {
			best, bestRatio = got, ratio
		}
	}
	return best
}

// Mix is a and b mixed in Oklab, t of b (0 is a, 1 is b).
func Mix(a, b RGB, t float64) RGB {
	x, y := toOklab(a), toOklab(b)
	return oklab{x.L + (y.L-x.L)*t, x.A + (y.A-x.A)*t, x.B + (y.B-x.B)*t}.rgb()
}

// dark reports whether text on bg reads better in white than in black.
func dark(bg RGB) bool {
	return Contrast(bg, RGB{255, 255, 255}) > Contrast(bg, RGB{})
}
