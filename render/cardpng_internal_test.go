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
	check(t, img)
	// Skewed: a few colours and short runs most of the time, rare ones
	// and long runs seldom, so that Huffman codes reach 15 bits and a
	// copy's code with its extra bits over 20.
	img = image.NewPaletted(image.Rect(0, 0, 1200, 630), pal)
	for i := 0; i < len(img.Pix); {
		v := uint8(min(255, int(rng.ExpFloat64()*2)))
		n := 1 + min(600, int(rng.ExpFloat64()*rng.ExpFloat64()*8))
		for j := 0; j < n && i < len(img.Pix); j++ {
			img.Pix[i] = v
			i++
		}
	}
	check(t, img)
}

func check(t *testing.T, img *image.Paletted) {
	t.Helper()
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

// TestDeflaterBits: codes of up to 21 bits (a copy's length code, its
// extra bits and its distance) written one after another read back.
func TestDeflaterBits(t *testing.T) {
	var z runDeflater
	rng := rand.New(rand.NewPCG(3, 4))
	type w struct {
		v uint64
		n uint
	}
	var ws []w
	for range 1000 {
		n := uint(1 + rng.IntN(21))
		v := rng.Uint64() & (1<<n - 1)
		ws = append(ws, w{v, n})
		z.bits(v, n)
	}
	z.flush()
	pos := 0
	for i, x := range ws {
		var got uint64
		for k := range x.n {
			got |= uint64(z.buf[pos/8]>>(pos%8)&1) << k
			pos++
		}
		if got != x.v {
			t.Fatalf("code %d: read %b, wrote %b (%d bits)", i, got, x.v, x.n)
		}
	}
}
