package render

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/color"
	"image/draw"
	_ "image/jpeg" // logos
	"image/png"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"unicode"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/resolve"
)

// Social cards: a 1200x630 PNG per page (title, section, site name or
// logo, docs.json's colours), the og:image and twitter:image of a page
// for which neither the page nor docs.json names one, so that a shared
// link unfurls with a picture. A card's file is named by the hash of what
// it shows (_navbuild/cards/<hash>.png): pages that show the same share
// one file, and the user cache keeps a card across builds
// ([Options].CardCache). Cards are drawn in Go with the Go fonts (the
// shipped web fonts are WOFF2, which no pure-Go library here reads) into
// a paletted image: a few colour ramps for antialiased text and a colour
// cube for the logo keep a card near 20 KB.

const (
	cardW, cardH = 1200, 630
	cardDir      = "_navbuild/cards/"
	// cardVersion is part of every card's hash: change it with the
	// drawing, so that cached cards are drawn again.
	cardVersion = "1"
	rampN       = 12 // shades of one text colour over the background
)

// cardFonts are the parsed Go fonts, shared read-only; faces (which
// cache glyphs) are made per card.
var cardFonts = sync.OnceValues(func() ([2]*opentype.Font, error) {
	b, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return [2]*opentype.Font{}, err
	}
	r, err := opentype.Parse(goregular.TTF)
	return [2]*opentype.Font{b, r}, err
})

// cardStyle is what every card of a site shares: colours and logo.
type cardStyle struct {
	bg, fg, muted, accent color.RGBA
	logo                  *image.Paletted // nil: the site's name is written instead
	hash                  string          // of the above, part of every card's name
	pal                   color.Palette
}

// planCards names each page's card (cardOf, by index in site.Pages)
// and the page each card file is drawn for (cards): none when cards are
// off, or when docs.json names an og:image for every page.
func (s *Site) planCards() {
	site := s.site
	if s.r.opts.NoSocialCards || site.Thumbnail != "" {
		return
	}
	for _, m := range site.Metatags {
		if m.Key == "og:image" || m.Key == "twitter:image" {
			return
		}
	}
	st := s.cardStyle()
	s.cards = map[string]*resolve.Page{}
	s.cardOf = make([]string, len(site.Pages))
	for i, p := range site.Pages {
		if !written(p) || hasSocialImage(p) {
			continue
		}
		title, foot, ok := cardText(site, p)
		if !ok {
			continue
		}
		h := sha256.Sum256([]byte(cardVersion + "\x00" + st.hash + "\x00" + title + "\x00" + foot))
		name := cardDir + hex.EncodeToString(h[:10]) + ".png"
		s.cardOf[i] = name
		if s.cards[name] == nil {
			s.cards[name] = p
			s.files = append(s.files, name)
		}
	}
}

func hasSocialImage(p *resolve.Page) bool {
	for _, t := range p.Social {
		if t.Key == "og:image" || t.Key == "twitter:image" {
			return true
		}
	}
	return false
}

// cardText is a page's card's title and footer: its section's trail, or
// the site's name on a page at the top. Text the Go fonts cannot draw
// (Chinese, Japanese...) is left out rather than drawn as boxes: the
// title then is the site's name, and a page with neither drawable gets
// no card (ok false).
func cardText(site *resolve.Site, p *resolve.Page) (title, foot string, ok bool) {
	foot = strings.Join(p.Trail, " › ")
	if foot == "" || !drawable(foot) {
		foot = ""
	}
	title = p.Title
	if !drawable(title) {
		title, foot = site.Name, ""
	}
	return title, foot, drawable(title) && strings.TrimSpace(title) != ""
}

// drawable reports whether both card fonts have a glyph for every
// letter of s.
func drawable(s string) bool {
	fonts, err := cardFonts()
	if err != nil {
		return false
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if unicode.IsSpace(r) {
			continue
		}
		for _, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				return false
			}
		}
	}
	return true
}

// cardStyle returns the site's card colours and logo, computed once.
func (s *Site) cardStyle() *cardStyle {
	s.cardOnce.Do(func() {
		site := s.site
		st := &cardStyle{
			bg:     hexRGBA(site.Background.Dark, color.RGBA{0x0b, 0x0d, 0x10, 0xff}),
			fg:     color.RGBA{0xff, 0xff, 0xff, 0xff},
			muted:  color.RGBA{0xa1, 0xa1, 0xaa, 0xff},
			accent: hexRGBA(cmpOr(site.Colors.Light, site.Colors.Primary), color.RGBA{0x16, 0xa3, 0x4a, 0xff}),
		}
		// Ramps from the background to each text colour, then a 6x6x6
		// colour cube for the logo: 3*12+216 = 252 colours.
		for _, c := range []color.RGBA{st.fg, st.accent, st.muted} {
			for i := range rampN {
				st.pal = append(st.pal, mix(st.bg, c, i*255/(rampN-1)))
			}
		}
		for r := range 6 {
			for g := range 6 {
				for b := range 6 {
					st.pal = append(st.pal, color.RGBA{uint8(r * 51), uint8(g * 51), uint8(b * 51), 0xff})
				}
			}
		}
		h := sha256.New()
		h.Write([]byte(site.Name + "\x00" + site.Background.Dark + "\x00" + site.Colors.Light + site.Colors.Primary + "\x00"))
		if site.Logo != nil {
			if data, err := docfs.ReadFile(s.fsys, strings.TrimPrefix(cmpOr(site.Logo.Dark, site.Logo.Light), "/"), docfs.MaxFile); err == nil {
				if img, _, err := image.Decode(bytes.NewReader(data)); err == nil {
					// PNG and JPEG logos; an SVG logo (no pure-Go
					// rasterizer is shipped) leaves the site's name.
					st.logo = st.logoImage(img)
					h.Write(data)
				}
			}
		}
		st.hash = hex.EncodeToString(h.Sum(nil))
		s.cardSt = st
	})
	return s.cardSt
}

// logoImage scales img to fit 400x72, over the card's background, in the
// palette's colour cube.
func (st *cardStyle) logoImage(img image.Image) *image.Paletted {
	b := img.Bounds()
	if b.Dx() == 0 || b.Dy() == 0 {
		return nil
	}
	w, h := b.Dx()*72/b.Dy(), 72
	if w > 400 {
		w, h = 400, max(1, b.Dy()*400/b.Dx())
	}
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(rgba, rgba.Bounds(), image.NewUniform(st.bg), image.Point{}, draw.Src)
	xdraw.CatmullRom.Scale(rgba, rgba.Bounds(), img, b, xdraw.Over, nil)
	out := image.NewPaletted(rgba.Bounds(), st.pal)
	for i := 0; i < len(rgba.Pix); i += 4 {
		q := func(v uint8) int { return (int(v) + 25) / 51 }
		out.Pix[i/4] = uint8(3*rampN + q(rgba.Pix[i])*36 + q(rgba.Pix[i+1])*6 + q(rgba.Pix[i+2]))
	}
	return out
}

// card returns page p's card as PNG, from the cache folder when it holds
// the file.
func (s *Site) card(name string, p *resolve.Page) ([]byte, error) {
	cache := s.r.opts.CardCache
	if cache != "" {
		if data, err := os.ReadFile(filepath.Join(cache, path.Base(name))); err == nil {
			return data, nil
		}
	}
	data, err := s.drawCard(p)
	if err != nil {
		return nil, err
	}
	if cache != "" && os.MkdirAll(cache, 0o755) == nil {
		// Renamed into place: a build reading the cache at the same
		// time sees a whole card or none.
		if f, err := os.CreateTemp(cache, "card-*"); err == nil {
			_, werr := f.Write(data)
			if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), filepath.Join(cache, path.Base(name))) != nil {
				os.Remove(f.Name())
			}
		}
	}
	return data, nil
}

// drawCard draws p's card.
func (s *Site) drawCard(p *resolve.Page) ([]byte, error) {
	fonts, err := cardFonts()
	if err != nil {
		return nil, err
	}
	st := s.cardStyle()
	title, foot, _ := cardText(s.site, p)
	img := image.NewPaletted(image.Rect(0, 0, cardW, cardH), st.pal)
	// Index 0 is the background; the accent bar is the accent ramp's end.
	for y := range 12 {
		row := img.Pix[y*img.Stride : y*img.Stride+cardW]
		for x := range row {
			row[x] = 2*rampN - 1
		}
	}
	const margin = 80
	if st.logo != nil {
		draw.Draw(img, st.logo.Bounds().Add(image.Pt(margin, 70)), st.logo, image.Point{}, draw.Src)
	} else {
		face := newFace(fonts[0], 40)
		drawText(img, face, st.pal, rampN, []string{s.site.Name}, margin, 120, 0)
	}
	// The title: as large as fits in three lines, else cut.
	var lines []string
	size := 72.0
	for _, sz := range []float64{72, 60, 50} {
		size = sz
		lines = wrap(newFace(fonts[0], sz), title, cardW-2*margin)
		if len(lines) <= 3 {
			break
		}
	}
	face := newFace(fonts[0], size)
	if len(lines) > 4 {
		lines = lines[:4]
		lines[3] = fitEllipsis(face, lines[3], cardW-2*margin)
	}
	top := 250 + int(size)
	if len(lines) > 2 {
		top = 200 + int(size)
	}
	drawText(img, face, st.pal, 0, lines, margin, top, int(size*1.2))
	foot = fitEllipsis(newFace(fonts[1], 30), foot, cardW-2*margin)
	drawText(img, newFace(fonts[1], 30), st.pal, 2*rampN, []string{foot}, margin, cardH-70, 0)
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func newFace(f *opentype.Font, size float64) font.Face {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err) // only for a size or DPI out of range, which are constants here
	}
	return face
}

// drawText writes lines (baselines at y, y+step, ...) into img in the
// ramp starting at palette index ramp: each pixel's coverage picks its
// shade, so text is antialiased without leaving the palette.
func drawText(img *image.Paletted, face font.Face, pal color.Palette, ramp int, lines []string, x, y, step int) {
	m := face.Metrics()
	for i, line := range lines {
		base := y + i*step
		r := image.Rect(x, base-m.Ascent.Ceil(), cardW, base+m.Descent.Ceil()).Intersect(img.Bounds())
		if r.Empty() {
			continue
		}
		mask := image.NewAlpha(r)
		d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face, Dot: fixed.P(x, base)}
		d.DrawString(line)
		for py := r.Min.Y; py < r.Max.Y; py++ {
			for px := r.Min.X; px < r.Max.X; px++ {
				if a := mask.Pix[mask.PixOffset(px, py)]; a > 0 {
					img.Pix[img.PixOffset(px, py)] = uint8(ramp + int(a)*(rampN-1)/255)
				}
			}
		}
	}
}

// wrap breaks text into lines no wider than width, at spaces.
func wrap(face font.Face, text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		try := strings.TrimSpace(line + " " + w)
		if line != "" && font.MeasureString(face, try).Ceil() > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, fitEllipsis(face, line, width))
	}
	return lines
}

// fitEllipsis cuts s to fit width, ending it with "…" when cut.
func fitEllipsis(face font.Face, s string, width int) string {
	if font.MeasureString(face, s).Ceil() <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && font.MeasureString(face, string(r)+"…").Ceil() > width {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// mix is a's colour moved t/255 of the way to b.
func mix(a, b color.RGBA, t int) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8((int(x)*(255-t) + int(y)*t) / 255) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// hexRGBA parses "#rgb" or "#rrggbb", else returns def.
func hexRGBA(s string, def color.RGBA) color.RGBA {
	s = strings.TrimPrefix(strings.TrimSpace(s), "#")
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) != 6 {
		return def
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return def
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}
