package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// TestEncodeCardPNG: the run deflater's PNG decodes (image/png checks the
// CRCs and zlib the Adler-32) to the same pixels, for runs of every
// length around the copy limits, noise, rows like the one above (filter
// Up), and every palette index.
func TestEncodeCardPNG(t *testing.T) {
	var pal color.Palette
	for i := range 256 {
		pal = append(pal, color.RGBA{uint8(i), uint8(255 - i), uint8(i * 7), 0xff})
	}
	img := image.NewPaletted(image.Rect(0, 0, 1200, 60), pal)
	rng := rand.New(rand.NewPCG(1, 2))
	for y := range 60 {
		row := img.Pix[y*img.Stride : (y+1)*img.Stride]
		if y >= 40 {
			// The row above with a few pixels changed: filter Up.
			copy(row, img.Pix[(y-1)*img.Stride:])
			for range 3 {
				row[rng.IntN(len(row))] = uint8(rng.IntN(256))
			}
			continue
		}
		for x := 0; x < len(row); {
			n := []int{1, 2, 3, 4, 5, 257, 258, 259, 260, 261, 516, 1 + rng.IntN(40)}[rng.IntN(12)]
			v := uint8(rng.IntN(256))
			for i := 0; i < n && x < len(row); i++ {
				row[x] = v
				x++
			}
		}
	}
	data := encodeCardPNG(img)
	got, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	p, ok := got.(*image.Paletted)
	if !ok || !bytes.Equal(p.Pix, img.Pix) || len(p.Palette) != 256 {
		t.Fatalf("decoded %T, pixels equal %v", got, ok && bytes.Equal(p.Pix, img.Pix))
	}
}
