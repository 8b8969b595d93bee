package render_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

func cardSite(extra string) fstest.MapFS {
	return fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"Acme","colors":{"primary":"#0D9373","light":"#07C983"},` + extra +
			`"navigation":{"groups":[{"group":"Start","pages":["index","guide","same","own"]}]}}`)},
		"index.mdx":      {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		"guide.mdx":      {Data: []byte("---\ntitle: A guide whose title is long enough to wrap over more than one line of the card\n---\nHow.\n")},
		"same.mdx":       {Data: []byte("---\ntitle: Home\n---\nSame title, other section? No: same trail, one card.\n")},
		"own.mdx":        {Data: []byte("---\ntitle: Own\n\"og:image\": /images/own.png\n---\nMine.\n")},
		"images/own.png": {Data: []byte("png")},
	}
}

var cardRE = regexp.MustCompile(`<meta (?:name|property)="og:image" content="([^"]*_navbuild/cards/[0-9a-f]+\.png)">`)

// cards returns the card files of a built site.
func cards(files map[string][]byte) map[string][]byte {
	out := map[string][]byte{}
	for name, data := range files {
		if strings.HasPrefix(name, "_navbuild/cards/") {
			out[name] = data
		}
	}
	return out
}

// TestCards: every page without an og:image of its own gets a card,
// 1200x630, a paletted PNG, with the title drawn (pixels that are not the
// background where the title stands), as og:image (not twitter:image,
// which falls back to it), absolute with the site's URL and relative to the page without; pages
// that show the same share a file; --no-social-cards writes none and
// names none; docs.json's thumbnails.background replaces them.
func TestCards(t *testing.T) {
	files := buildFS(t, cardSite(""), render.Options{NoMinify: true, BaseURL: "https://docs.acme.test/"})
	cs := cards(files)
	if len(cs) != 2 {
		t.Errorf("%d cards, want 2 (home and same share one; own has its own image)", len(cs))
	}
	home := string(files["index.html"])
	m := cardRE.FindStringSubmatch(home)
	if m == nil || !strings.HasPrefix(m[1], "https://docs.acme.test/_navbuild/cards/") {
		t.Fatalf("home's og:image: %v", m)
	}
	if meta(home, "twitter:image") != "<none>" {
		t.Errorf("twitter:image %q, want none (X reads og:image)", meta(home, "twitter:image"))
	}
	if got := cardRE.FindStringSubmatch(string(files["same/index.html"])); got == nil || got[1] != m[1] {
		t.Errorf("same's card %v, want home's %s", got, m[1])
	}
	own := string(files["own/index.html"])
	if meta(own, "og:image") != "https://docs.acme.test/images/own.png" || meta(own, "twitter:image") != "<none>" {
		t.Errorf("own: og:image %q twitter:image %q", meta(own, "og:image"), meta(own, "twitter:image"))
	}
	data := files[strings.TrimPrefix(m[1], "https://docs.acme.test/")]
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := img.(*image.Paletted); !ok {
		t.Errorf("card is %T, want a paletted image", img)
	}
	if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
		t.Errorf("card is %v, want 1200x630", b)
	}
	bg := img.At(600, 600)
	title := 0
	for y := 230; y < 340; y++ { // the title's one line
		for x := 80; x < 400; x++ {
			if !sameColor(img.At(x, y), bg) {
				title++
			}
		}
	}
	if title < 1000 {
		t.Errorf("%d pixels of the title drawn, want many", title)
	}
	accent := img.At(600, 5)
	if r, g, b, _ := accent.RGBA(); r>>8 != 0x07 || g>>8 != 0xC9 || b>>8 != 0x83 {
		t.Errorf("accent bar %v, want colors.light #07C983", accent)
	}
	if len(data) > 40_000 {
		t.Errorf("card of %d bytes", len(data))
	}

	// The site's font, when navbuild ships it, draws another card.
	plex := buildFS(t, cardSite(`"fonts":{"family":"IBM Plex Mono"},`), render.Options{NoMinify: true, BaseURL: "https://docs.acme.test/"})
	if pm := cardRE.FindStringSubmatch(string(plex["index.html"])); pm == nil || pm[1] == m[1] || bytes.Equal(plex[strings.TrimPrefix(pm[1], "https://docs.acme.test/")], data) {
		t.Errorf("fonts.family IBM Plex Mono: card %v, the same as Inter's %s", pm, m[1])
	}

	files = buildFS(t, cardSite(""), render.Options{NoMinify: true})
	if m := cardRE.FindStringSubmatch(string(files["guide/index.html"])); m == nil || !strings.HasPrefix(m[1], "../_navbuild/cards/") {
		t.Errorf("without a site URL, guide's og:image %v, want relative to the page", m)
	}

	files = buildFS(t, cardSite(""), render.Options{NoMinify: true, NoSocialCards: true})
	if len(cards(files)) != 0 || strings.Contains(string(files["index.html"]), "_navbuild/cards/") {
		t.Error("NoSocialCards wrote or named a card")
	}
	files = buildFS(t, cardSite(`"thumbnails":{"background":"/images/own.png"},`), render.Options{NoMinify: true})
	if len(cards(files)) != 0 || meta(string(files["index.html"]), "og:image") != "/images/own.png" {
		t.Errorf("thumbnails.background: %d cards, og:image %q", len(cards(files)), meta(string(files["index.html"]), "og:image"))
	}
}

// TestCardCache: a card is read from the cache folder when it is there
// (a file put there in its place is what the build writes), and written
// there when it is not; a prepared site's File gives the same bytes.
func TestCardCache(t *testing.T) {
	dir := t.TempDir()
	files := buildFS(t, cardSite(""), render.Options{NoMinify: true, CardCache: dir})
	cs := cards(files)
	if len(cs) == 0 {
		t.Fatal("no cards")
	}
	for name, data := range cs {
		cached, err := os.ReadFile(filepath.Join(dir, filepath.Base(name)))
		if err != nil || !bytes.Equal(cached, data) {
			t.Errorf("%s: cached %d bytes (%v), built %d", name, len(cached), err, len(data))
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), []byte("cached"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files = buildFS(t, cardSite(""), render.Options{NoMinify: true, CardCache: dir})
	for name := range cs {
		if string(files[name]) != "cached" {
			t.Errorf("%s: drawn again, not read from the cache", name)
		}
	}
	_, s := prepare(t, cardSite(""), render.Options{})
	for name, data := range cs {
		got, err := s.File(name)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("File(%s): %d bytes, %v; Render wrote %d", name, len(got), err, len(data))
		}
	}
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2
}

// cardOf builds fsys and decodes its home page's card.
func cardOf(t *testing.T, fsys fstest.MapFS) image.Image {
	t.Helper()
	files := buildFS(t, fsys, render.Options{NoMinify: true, BaseURL: "https://docs.acme.test/"})
	m := cardRE.FindStringSubmatch(string(files["index.html"]))
	if m == nil {
		t.Fatal("no card")
	}
	img, err := png.Decode(bytes.NewReader(files[strings.TrimPrefix(m[1], "https://docs.acme.test/")]))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestCardStyle: a PNG logo is drawn where the site's name would be
// (in the palette's nearest colour), and thumbnails.appearance light
// draws on the light background.
func TestCardStyle(t *testing.T) {
	logo := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for i := range logo.Pix {
		logo.Pix[i] = []uint8{0xff, 0, 0, 0xff}[i%4]
	}
	var b bytes.Buffer
	if err := png.Encode(&b, logo); err != nil {
		t.Fatal(err)
	}
	fsys := cardSite(`"logo":"/logo.png",`)
	fsys["logo.png"] = &fstest.MapFile{Data: b.Bytes()}
	img := cardOf(t, fsys)
	if r, g, bl, _ := img.At(100, 100).RGBA(); r>>8 != 0xff || g>>8 != 0 || bl>>8 != 0 {
		t.Errorf("logo pixel %x %x %x, want red", r>>8, g>>8, bl>>8)
	}
	img = cardOf(t, cardSite(`"thumbnails":{"appearance":"light"},`))
	if r, g, bl, _ := img.At(600, 600).RGBA(); r>>8 != 0xff || g>>8 != 0xff || bl>>8 != 0xff {
		t.Errorf("light card background %x %x %x, want white", r>>8, g>>8, bl>>8)
	}
}
