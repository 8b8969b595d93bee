package render

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	_ "image/jpeg" // logos
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
	"github.com/navbuild/navbuild/internal/fonts"
	"github.com/navbuild/navbuild/resolve"
)

// Social cards: a 1200x630 PNG per page (title, section, site name or
// logo, docs.json's colours), the og:image and twitter:image of a page
// for which neither the page nor docs.json names one, so that a shared
// link unfurls with a picture. A card's file is named by the hash of what
// it shows (_navbuild/cards/<hash>.png): pages that show the same share
// one file, and the user cache keeps a card across builds
// ([Options].CardCache). Cards are drawn in Go, in the site's font when
// navbuild ships it, else Inter (internal/fonts.CardFont), falling back
// to the Go fonts for letters those lack, into a paletted image: a few colour ramps for antialiased text and a colour
// cube for the logo keep a card near 20 KB.

const (
	cardW, cardH = 1200, 630
	cardDir      = "_navbuild/cards/"
	// cardVersion is part of every card's hash: change it with the
	// drawing, so that cached cards are drawn again.
	cardVersion = "1"
	cardMargin  = 80
	rampN       = 12 // shades of one text colour over the background
)

// goFonts are the Go fonts (bold, regular), which draw Latin, Greek and
// Cyrillic: a card's fallback when the site's font lacks a letter.
var goFonts = sync.OnceValues(func() (cardFont, error) {
	b, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return cardFont{}, err
	}
	r, err := opentype.Parse(goregular.TTF)
	return cardFont{"go", b, r}, err
})

// cardFont is a family a card is drawn in: its bold face for the title,
// its regular one for the rest. Parsed fonts are read-only; faces (which
// cache glyphs) are made per card.
type cardFont struct {
	id            string
	bold, regular *opentype.Font
}

// siteCardFont returns thumbnails.fonts' family, else the family of the
// site's headings (else of its text), when navbuild ships it (its licence, the OFL, allows drawing
// with it), else Inter, the reference's default; a font file of the
// docs folder is not used, its licence unknown.
func siteCardFont(site *resolve.Site) (cardFont, error) {
	id := "inter"
	if site.CardFont != nil {
		id = site.CardFont.ID
	} else if f := site.Fonts; f != nil {
		switch {
		case f.Heading.Shipped != nil:
			id = f.Heading.Shipped.ID
		case f.Body.Shipped != nil:
			id = f.Body.Shipped.ID
		}
	}
	b, ok1 := fonts.CardFont(id, true)
	r, ok2 := fonts.CardFont(id, false)
	if !ok1 || !ok2 {
		return goFonts()
	}
	bf, err := opentype.Parse(b)
	if err != nil {
		return cardFont{}, err
	}
	rf, err := opentype.Parse(r)
	return cardFont{id, bf, rf}, err
}

// cardStyle is what every card of a site shares: colours and logo.
type cardStyle struct {
	bg, fg, muted, accent color.RGBA
	font                  cardFont        // the site's; a text it cannot draw falls back to goFonts
	logo                  *image.Paletted // nil: the site's name is written instead
	hash                  string          // of the above, part of every card's name
	pal                   color.Palette
	glyphs                sync.Map // glyphKey → *cardGlyph
	// blank is a card's pixels before text: the background, the bar and
	// the logo; pix pools buffers of its size.
	blank []byte
	pix   sync.Pool
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
		title, foot, f, ok := st.text(site, p)
		if !ok {
			continue
		}
		h := sha256.Sum256([]byte(cardVersion + "\x00" + st.hash + "\x00" + f.id + "\x00" + title + "\x00" + foot))
		name := cardDir + hex.EncodeToString(h[:10]) + ".png"
		s.cardOf[i] = name
		if s.cards[name] == nil {
			s.cards[name] = p
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

// text returns a page's card's title and footer (its section's trail,
// or the site's name on a page at the top) and the font that draws them:
// the site's, else the Go fonts. Text neither can draw (Chinese,
// Japanese...) is left out rather than drawn as boxes: the title then is
// the site's name, and a page with neither drawable gets no card (ok
// false).
func (st *cardStyle) text(site *resolve.Site, p *resolve.Page) (title, foot string, f cardFont, ok bool) {
	foot = strings.Join(p.Trail, " › ")
	if foot == "" {
		foot = site.Name
	}
	gf, err := goFonts()
	if err != nil || st.font.bold == nil {
		return "", "", f, false
	}
	for _, f := range []cardFont{st.font, gf} {
		if drawable(f, p.Title, foot) {
			return p.Title, foot, f, strings.TrimSpace(p.Title) != ""
		}
	}
	for _, f := range []cardFont{st.font, gf} {
		if drawable(f, site.Name) {
			return site.Name, "", f, strings.TrimSpace(site.Name) != ""
		}
	}
	return "", "", f, false
}

// drawable reports whether both faces of f have a glyph for every
// letter of texts.
func drawable(f cardFont, texts ...string) bool {
	var buf sfnt.Buffer
	for _, s := range texts {
		for _, r := range s {
			if unicode.IsSpace(r) {
				continue
			}
			for _, font := range []*opentype.Font{f.bold, f.regular} {
				if i, err := font.GlyphIndex(&buf, r); err != nil || i == 0 {
					return false
				}
			}
		}
	}
	return true
}

// cardStyle returns the site's card colours and logo, computed once.
func (s *Site) cardStyle() *cardStyle {
	s.cardOnce.Do(func() {
		site := s.site
		f, err := siteCardFont(site)
		if err != nil {
			f, _ = goFonts() // the shipped fonts parse: TestCardFont
		}
		st := &cardStyle{
			font:   f,
			bg:     hexRGBA(site.Background.Dark, color.RGBA{0x0b, 0x0d, 0x10, 0xff}),
			fg:     color.RGBA{0xff, 0xff, 0xff, 0xff},
			muted:  color.RGBA{0xa1, 0xa1, 0xaa, 0xff},
			accent: hexRGBA(cmpOr(site.Colors.Light, site.Colors.Primary), color.RGBA{0x16, 0xa3, 0x4a, 0xff}),
		}
		logo := ""
		if site.Logo != nil {
			logo = cmpOr(site.Logo.Dark, site.Logo.Light)
		}
		if site.CardAppearance == "light" {
			// thumbnails.appearance: light, in the light mode's colours.
			st.bg = hexRGBA(site.Background.Light, color.RGBA{0xff, 0xff, 0xff, 0xff})
			st.fg = color.RGBA{0x11, 0x18, 0x27, 0xff}
			st.muted = color.RGBA{0x6b, 0x72, 0x80, 0xff}
			st.accent = hexRGBA(site.Colors.Primary, color.RGBA{0x16, 0xa3, 0x4a, 0xff})
			if site.Logo != nil {
				logo = cmpOr(site.Logo.Light, site.Logo.Dark)
			}
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
		fmt.Fprintf(h, "%s\x00%v\x00", site.Name, [4]color.RGBA{st.bg, st.fg, st.muted, st.accent})
		if logo != "" {
			if data, err := docfs.ReadFile(s.fsys, strings.TrimPrefix(logo, "/"), docfs.MaxFile); err == nil {
				if img, _, err := image.Decode(bytes.NewReader(data)); err == nil {
					// PNG and JPEG logos; an SVG logo (no pure-Go
					// rasterizer is shipped) leaves the site's name.
					st.logo = st.logoImage(img)
					h.Write(data)
				}
			}
		}
		st.hash = hex.EncodeToString(h.Sum(nil))
		// Index 0 is the background; the accent bar is the accent ramp's end.
		blank := image.NewPaletted(image.Rect(0, 0, cardW, cardH), st.pal)
		for i := range 12 * cardW {
			blank.Pix[i] = 2*rampN - 1
		}
		if st.logo != nil {
			draw.Draw(blank, st.logo.Bounds().Add(image.Pt(cardMargin, 70)), st.logo, image.Point{}, draw.Src)
		}
		st.blank = blank.Pix
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
	st := s.cardStyle()
	title, foot, f, ok := st.text(s.site, p)
	if !ok {
		return nil, errors.New("card: no text to draw")
	}
	pix, _ := st.pix.Get().([]byte)
	if pix == nil {
		pix = make([]byte, len(st.blank))
	}
	defer st.pix.Put(pix)
	copy(pix, st.blank)
	img := &image.Paletted{Pix: pix, Stride: cardW, Rect: image.Rect(0, 0, cardW, cardH), Palette: st.pal}
	if st.logo == nil {
		if drawable(f, s.site.Name) {
			st.drawText(img, newFace(f.bold, 40), f.bold, 40, rampN, []string{s.site.Name}, cardMargin, 120, 0)
		}
	}
	// The title: as large as fits in three lines, else cut.
	var lines []string
	size := 72.0
	for _, sz := range []float64{72, 60, 50} {
		size = sz
		lines = wrap(newFace(f.bold, sz), title, cardW-2*cardMargin)
		if len(lines) <= 3 {
			break
		}
	}
	face := newFace(f.bold, size)
	if len(lines) > 4 {
		lines = lines[:4]
		lines[3] = fitEllipsis(face, lines[3], cardW-2*cardMargin)
	}
	top := 250 + int(size)
	if len(lines) > 2 {
		top = 200 + int(size)
	}
	st.drawText(img, face, f.bold, size, 0, lines, cardMargin, top, int(size*1.2))
	footFace := newFace(f.regular, 30)
	foot = fitEllipsis(footFace, foot, cardW-2*cardMargin)
	st.drawText(img, footFace, f.regular, 30, 2*rampN, []string{foot}, cardMargin, cardH-70, 0)
	return encodeCardPNG(img), nil
}

func newFace(f *opentype.Font, size float64) font.Face {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err) // only for a size or DPI out of range, which are constants here
	}
	return face
}

// drawText writes lines (baselines at y, y+step, ...) in face (font f
// at size) into img in the ramp starting at palette index ramp: each
// pixel's coverage picks its shade, so text is antialiased without
// leaving the palette. Glyphs are drawn at whole pixels from the site's
// glyph cache: a site's cards share most of their letters.
func (st *cardStyle) drawText(img *image.Paletted, face font.Face, f *opentype.Font, size float64, ramp int, lines []string, x, y, step int) {
	for i, line := range lines {
		dot := fixed.P(x, y+i*step)
		prev := rune(-1)
		for _, r := range line {
			if prev >= 0 {
				dot.X += face.Kern(prev, r)
			}
			prev = r
			g := st.glyph(face, f, size, r)
			gx, gy := dot.X.Round()+g.dx, dot.Y.Round()+g.dy
			dot.X += g.adv
			for row := range g.h {
				py := gy + row
				if py < 0 || py >= cardH {
					continue
				}
				for col := range g.w {
					px := gx + col
					a := g.mask[row*g.w+col]
					if a == 0 || px < 0 || px >= cardW {
						continue
					}
					v := uint8(ramp + int(a)*(rampN-1)/255)
					// Letters may overlap (kerning): keep the darker.
					o := &img.Pix[py*img.Stride+px]
					if int(*o) < ramp || int(*o) >= ramp+rampN || v > *o {
						*o = v
					}
				}
			}
		}
	}
}

// glyphKey names a glyph in the cache: font, size and letter.
type glyphKey struct {
	f    *opentype.Font
	size float64
	r    rune
}

// cardGlyph is a rasterized glyph: its coverage (w*h bytes), the offset
// of its top left from the dot and its advance.
type cardGlyph struct {
	mask   []byte
	w, h   int
	dx, dy int
	adv    fixed.Int26_6
}

// glyph returns the glyph of r, rasterizing it on first use.
func (st *cardStyle) glyph(face font.Face, f *opentype.Font, size float64, r rune) *cardGlyph {
	k := glyphKey{f, size, r}
	if g, ok := st.glyphs.Load(k); ok {
		return g.(*cardGlyph)
	}
	g := &cardGlyph{}
	dr, mask, mp, adv, ok := face.Glyph(fixed.P(0, 0), r)
	g.adv = adv
	if ok && !dr.Empty() {
		g.w, g.h, g.dx, g.dy = dr.Dx(), dr.Dy(), dr.Min.X, dr.Min.Y
		g.mask = make([]byte, g.w*g.h)
		for y := range g.h {
			for x := range g.w {
				_, _, _, a := mask.At(mp.X+x, mp.Y+y).RGBA()
				g.mask[y*g.w+x] = uint8(a >> 8)
			}
		}
	}
	actual, _ := st.glyphs.LoadOrStore(k, g)
	return actual.(*cardGlyph)
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

// fitEllipsis cuts s to fit width, ending it with "…" when cut. The cut
// is found by bisection: a trail can be hundreds of sections long.
func fitEllipsis(face font.Face, s string, width int) string {
	if font.MeasureString(face, s).Ceil() <= width {
		return s
	}
	r := []rune(s)
	// No line of the card holds 200 letters: measure no more.
	lo, hi := 0, min(len(r), 200) // r[:lo]+"…" fits; r[:hi]+"…" may not
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if font.MeasureString(face, string(r[:mid])+"…").Ceil() <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimSpace(string(r[:lo])) + "…"
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
