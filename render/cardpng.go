package render

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"slices"
	"sync"
)

// encodeCardPNG returns img as an 8-bit paletted PNG. A card is mostly
// runs of one colour (the background, the bar, inside letters), so its
// pixels are deflated as runs: a literal and copies of the byte before it
// (distance 1), found in one pass with no search, then written in one
// block with Huffman codes made for the card's symbols. image/png at its
// fastest level searched matches through the card's 756 KB and cost as
// much as the rest of the page's build; this is several times faster, for
// files about as small. The Adler-32 of a run is computed from its
// length.
func encodeCardPNG(img *image.Paletted) []byte {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	work, _ := pngPool.Get().(*[]byte)
	if work == nil {
		work = new([]byte)
	}
	defer pngPool.Put(work)
	out := append((*work)[:0], "\x89PNG\r\n\x1a\n"...)
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 3 // 8 bits a pixel, paletted
	out = appendChunk(out, "IHDR", ihdr)
	plte := make([]byte, 0, 3*len(img.Palette))
	for _, c := range img.Palette {
		r, g, bl, _ := c.RGBA()
		plte = append(plte, byte(r>>8), byte(g>>8), byte(bl>>8))
	}
	out = appendChunk(out, "PLTE", plte)

	tokens, _ := tokenPool.Get().(*[]uint16)
	if tokens == nil {
		tokens = new([]uint16)
	}
	defer tokenPool.Put(tokens)
	z := runDeflater{a: 1, tokens: (*tokens)[:0]}
	defer func() { *tokens = z.tokens }()
	for y := range h {
		row := img.Pix[y*img.Stride : y*img.Stride+w]
		z.literal(0) // filter: none
		if bytes.Equal(row[1:], row[:w-1]) {
			// One colour across (most rows): memequal is faster than
			// walking the run.
			z.run(row[0], w)
			continue
		}
		for i := 0; i < len(row); {
			v := row[i]
			j := i + 1
			// Eight bytes at a time through a run: most of a card is.
			for pat := uint64(v) * 0x0101010101010101; j+8 <= len(row) && binary.LittleEndian.Uint64(row[j:]) == pat; {
				j += 8
			}
			for j < len(row) && row[j] == v {
				j++
			}
			z.run(v, j-i)
			i = j
		}
	}
	// The IDAT chunk is written in place: its length and CRC once known.
	z.buf = out
	at := len(z.buf)
	z.buf = append(z.buf, 0, 0, 0, 0, 'I', 'D', 'A', 'T')
	z.buf = append(z.buf, 0x78, 0x01) // zlib: deflate, 32 KB window, fastest
	z.block()
	z.buf = binary.BigEndian.AppendUint32(z.buf, uint32(z.b%adlerMod)<<16|uint32(z.a%adlerMod))
	binary.BigEndian.PutUint32(z.buf[at:], uint32(len(z.buf)-at-8))
	z.buf = binary.BigEndian.AppendUint32(z.buf, crc32.ChecksumIEEE(z.buf[at+4:]))
	*work = appendChunk(z.buf, "IEND", nil)
	// The card is kept until written: exactly its size.
	return slices.Clone(*work)
}

// appendChunk appends a PNG chunk: length, type, data and CRC.
func appendChunk(out []byte, typ string, data []byte) []byte {
	out = binary.BigEndian.AppendUint32(out, uint32(len(data)))
	at := len(out)
	out = append(append(out, typ...), data...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[at:]))
}

// tokenPool and pngPool hold the token slices and output buffers of
// cards being encoded.
var tokenPool, pngPool sync.Pool

const (
	adlerMod = 65521
	copyTok  = 0x8000 // a token with this bit is a copy of its low bits' length
)

// runDeflater collects the tokens of what it encodes (literals, and
// copies at distance 1), keeping their Adler-32 (a, b), then writes them
// as one deflate block with dynamic Huffman codes (RFC 1951 3.2.7).
type runDeflater struct {
	tokens []uint16
	buf    []byte
	acc    uint64
	n      uint
	a, b   uint64
}

// bits writes the n low bits of v (n at most 32: a copy's code is at
// most 21), four bytes at a time.
func (z *runDeflater) bits(v uint64, n uint) {
	z.acc |= v << z.n
	z.n += n
	if z.n >= 32 {
		z.buf = binary.LittleEndian.AppendUint32(z.buf, uint32(z.acc))
		z.acc >>= 32
		z.n -= 32
	}
}

// flush writes the bits left, padded to a byte.
func (z *runDeflater) flush() {
	for z.n > 0 {
		z.buf = append(z.buf, byte(z.acc))
		z.acc >>= 8
		z.n = max(z.n, 8) - 8
	}
}

func (z *runDeflater) literal(v byte) {
	z.tokens = append(z.tokens, uint16(v))
	z.a += uint64(v)
	z.b += z.a
	z.a %= adlerMod
	z.b %= adlerMod
}

// lengthBase and lengthExtra are the lengths codes 257 to 285 start at
// and their extra bits.
var (
	lengthBase  = [29]int{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lengthExtra = [29]uint{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	// lengthCode is the index in lengthBase of each length 3 to 258.
	lengthCode = func() (t [259]uint8) {
		for l := 3; l <= 258; l++ {
			i := 28
			for lengthBase[i] > l {
				i--
			}
			t[l] = uint8(i)
		}
		return t
	}()
)

// run encodes n bytes v: v, then copies at distance 1.
func (z *runDeflater) run(v byte, n int) {
	if n < 4 {
		for range n {
			z.literal(v)
		}
		return
	}
	z.literal(v)
	rest := n - 1
	// Adler-32 of rest bytes v after the literal.
	r := uint64(rest)
	z.b += r*z.a + uint64(v)*r*(r+1)/2
	z.a += r * uint64(v)
	z.a %= adlerMod
	z.b %= adlerMod
	for rest > 0 {
		l := min(rest, 258)
		if rest-l > 0 && rest-l < 3 {
			l = rest - 3 // leave a copy of at least 3
		}
		z.tokens = append(z.tokens, copyTok|uint16(l))
		rest -= l
	}
}

// code is a Huffman code: its bits, reversed as the stream wants them,
// and its length.
type code struct {
	bits uint64
	n    uint
}

// block writes the tokens as the final block, with Huffman codes made
// for their frequencies.
func (z *runDeflater) block() {
	var freq [286]int
	for _, t := range z.tokens {
		if t&copyTok != 0 {
			freq[257+int(lengthCode[t&^copyTok])]++
		} else {
			freq[t]++
		}
	}
	freq[256]++ // end of block
	litLens := huffLengths(freq[:], 15)
	hlit := 286
	for litLens[hlit-1] == 0 {
		hlit--
	}
	lit := canonical(litLens)
	// One distance code, distance 1, of one bit (0): a copy's distance
	// costs a bit.
	lens := append(slices.Clone(litLens[:hlit]), 1)

	// The code lengths, run-length coded (symbols 16, 17, 18).
	type clSym struct {
		sym   int
		extra uint64
		n     uint
	}
	var cls []clSym
	for i := 0; i < len(lens); {
		l := lens[i]
		run := 1
		for i+run < len(lens) && lens[i+run] == l {
			run++
		}
		i += run
		if l == 0 {
			for run >= 11 {
				r := min(run, 138)
				cls = append(cls, clSym{18, uint64(r - 11), 7})
				run -= r
			}
			if run >= 3 {
				cls = append(cls, clSym{17, uint64(run - 3), 3})
				run = 0
			}
		} else {
			cls = append(cls, clSym{int(l), 0, 0})
			run--
			for run >= 3 {
				r := min(run, 6)
				cls = append(cls, clSym{16, uint64(r - 3), 2})
				run -= r
			}
		}
		for range run {
			cls = append(cls, clSym{int(l), 0, 0})
		}
	}
	var clFreq [19]int
	for _, c := range cls {
		clFreq[c.sym]++
	}
	clLens := huffLengths(clFreq[:], 7)
	cl := canonical(clLens)
	order := [19]int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
	hclen := 19
	for hclen > 4 && clLens[order[hclen-1]] == 0 {
		hclen--
	}

	z.bits(1, 1) // BFINAL: the one block
	z.bits(2, 2) // BTYPE 10: dynamic Huffman codes
	z.bits(uint64(hlit-257), 5)
	z.bits(0, 5) // HDIST: one distance code
	z.bits(uint64(hclen-4), 4)
	for _, s := range order[:hclen] {
		z.bits(uint64(clLens[s]), 3)
	}
	for _, c := range cls {
		z.bits(cl[c.sym].bits, cl[c.sym].n)
		if c.n > 0 {
			z.bits(c.extra, c.n)
		}
	}
	// Each copy's code whole: its length's code, extra bits, and the
	// distance code 0 (distance 1), a 0 bit.
	var copies [259]code
	for l := 3; l <= 258; l++ {
		i := lengthCode[l]
		c := lit[257+int(i)]
		copies[l] = code{c.bits | uint64(l-lengthBase[i])<<c.n, c.n + lengthExtra[i] + 1}
	}
	for _, t := range z.tokens {
		c := lit[t&0x1ff]
		if t&copyTok != 0 {
			c = copies[t&^copyTok]
		}
		z.bits(c.bits, c.n)
	}
	z.bits(lit[256].bits, lit[256].n)
	z.flush()
}

// huffLengths returns Huffman code lengths for freq, none longer than
// max: while the tree is too deep, the frequencies are halved (kept
// above zero), which flattens it.
func huffLengths(freq []int, max int) []uint8 {
	f := slices.Clone(freq)
	used := 0
	for _, w := range f {
		if w > 0 {
			used++
		}
	}
	if used == 1 {
		// zlib refuses an incomplete code: give a second symbol a
		// place, a one-bit code it never uses.
		if f[0] == 0 {
			f[0] = 1
		} else {
			f[1] = 1
		}
	}
	for {
		lens := treeLengths(f)
		if slices.Max(lens) <= uint8(max) {
			return lens
		}
		for i := range f {
			if f[i] > 0 {
				f[i] = (f[i] + 1) / 2
			}
		}
	}
}

// treeLengths returns the depth of each symbol in a Huffman tree of freq
// (at least two symbols used).
func treeLengths(freq []int) []uint8 {
	lens := make([]uint8, len(freq))
	type node struct {
		w           int
		left, right int // children in nodes, -1 for a leaf
		sym         int
	}
	nodes := make([]node, 0, 2*len(freq))
	live := make([]int, 0, len(freq)) // the leaves, by index in nodes
	for s, w := range freq {
		if w > 0 {
			nodes = append(nodes, node{w, -1, -1, s})
			live = append(live, len(nodes)-1)
		}
	}
	// Two queues: the leaves sorted once (stable: ties by symbol, for
	// determinism), and the joined nodes, which come in order of weight;
	// the lighter head of the two is taken.
	slices.SortStableFunc(live, func(a, b int) int { return nodes[a].w - nodes[b].w })
	joined := make([]int, 0, len(freq))
	take := func() int {
		if len(joined) == 0 || len(live) > 0 && nodes[live[0]].w <= nodes[joined[0]].w {
			i := live[0]
			live = live[1:]
			return i
		}
		i := joined[0]
		joined = joined[1:]
		return i
	}
	for len(live)+len(joined) > 1 {
		a := take()
		b := take()
		nodes = append(nodes, node{nodes[a].w + nodes[b].w, a, b, -1})
		joined = append(joined, len(nodes)-1)
	}
	var walk func(i int, d uint8)
	walk = func(i int, d uint8) {
		if nodes[i].left < 0 {
			lens[nodes[i].sym] = d
			return
		}
		walk(nodes[i].left, d+1)
		walk(nodes[i].right, d+1)
	}
	walk(append(live, joined...)[0], 0)
	return lens
}

// canonical returns the canonical Huffman codes of lengths (RFC 1951
// 3.2.2), bit-reversed.
func canonical(lens []uint8) []code {
	var count [16]int
	for _, l := range lens {
		count[l]++
	}
	count[0] = 0
	var next [16]int
	c := 0
	for bits := 1; bits < 16; bits++ {
		c = (c + count[bits-1]) << 1
		next[bits] = c
	}
	codes := make([]code, len(lens))
	for s, l := range lens {
		if l == 0 {
			continue
		}
		v := next[l]
		next[l]++
		rev := 0
		for i := range int(l) {
			rev |= (v >> i & 1) << (int(l) - 1 - i)
		}
		codes[s] = code{uint64(rev), uint(l)}
	}
	return codes
}
