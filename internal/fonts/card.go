package fonts

import (
	"bytes"
	"compress/zlib"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

//go:embed cards/*.woff
var cardFiles embed.FS

// CardFont returns the font file of family id's latin subset, regular
// (weight 400) or bold (700), as TrueType or OpenType data for drawing
// pictures (render's social cards): genfonts keeps these faces as woff,
// whose tables are zlib-compressed, and CardFont unpacks them. It returns
// false for a family navbuild does not ship.
func CardFont(id string, bold bool) ([]byte, bool) {
	w := 400
	if bold {
		w = 700
	}
	woff, err := cardFiles.ReadFile(fmt.Sprintf("cards/%s-latin-%d-normal.woff", id, w))
	if err != nil {
		return nil, false
	}
	sfnt, err := unwoff(woff)
	if err != nil {
		return nil, false
	}
	return sfnt, true
}

// unwoff returns the SFNT font of a WOFF 1.0 file: its table directory
// rewritten with the tables' new offsets, each table inflated when stored
// compressed (W3C WOFF 1.0, sections 3-5).
func unwoff(woff []byte) ([]byte, error) {
	if len(woff) < 44 || string(woff[:4]) != "wOFF" {
		return nil, errors.New("not a woff file")
	}
	flavor := binary.BigEndian.Uint32(woff[4:])
	n := int(binary.BigEndian.Uint16(woff[12:]))
	if len(woff) < 44+20*n {
		return nil, errors.New("woff: short table directory")
	}
	type table struct {
		tag      uint32
		data     []byte
		checksum uint32
	}
	tables := make([]table, n)
	for i := range n {
		e := woff[44+20*i:]
		tag, off, clen, olen, sum := binary.BigEndian.Uint32(e), binary.BigEndian.Uint32(e[4:]), binary.BigEndian.Uint32(e[8:]), binary.BigEndian.Uint32(e[12:]), binary.BigEndian.Uint32(e[16:])
		if uint64(off)+uint64(clen) > uint64(len(woff)) || clen > olen || olen > 1<<24 {
			return nil, errors.New("woff: table out of bounds")
		}
		data := woff[off : off+clen]
		if clen < olen {
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				return nil, fmt.Errorf("woff: %v", err)
			}
			out, err := io.ReadAll(io.LimitReader(zr, int64(olen)+1))
			if err != nil || len(out) != int(olen) {
				return nil, fmt.Errorf("woff: table inflates to %d bytes, not %d (%v)", len(out), olen, err)
			}
			data = out
		}
		tables[i] = table{tag, data, sum}
	}
	// The SFNT header's binary-search fields, from the table count.
	pow, log := 1, 0
	for pow*2 <= n {
		pow, log = pow*2, log+1
	}
	var b bytes.Buffer
	hdr := make([]byte, 12)
	binary.BigEndian.PutUint32(hdr, flavor)
	binary.BigEndian.PutUint16(hdr[4:], uint16(n))
	binary.BigEndian.PutUint16(hdr[6:], uint16(pow*16))
	binary.BigEndian.PutUint16(hdr[8:], uint16(log))
	binary.BigEndian.PutUint16(hdr[10:], uint16(n*16-pow*16))
	b.Write(hdr)
	off := 12 + 16*n
	for _, t := range tables {
		rec := make([]byte, 16)
		binary.BigEndian.PutUint32(rec, t.tag)
		binary.BigEndian.PutUint32(rec[4:], t.checksum)
		binary.BigEndian.PutUint32(rec[8:], uint32(off))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(t.data)))
		b.Write(rec)
		off += (len(t.data) + 3) &^ 3 // tables start on 4-byte boundaries
	}
	for _, t := range tables {
		b.Write(t.data)
		b.Write(make([]byte, (4-len(t.data)%4)%4))
	}
	return b.Bytes(), nil
}
