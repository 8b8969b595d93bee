// Package search writes the static search index of a site: from what
// render produced for each page (title, breadcrumb, sections with their
// heading ids and text, endpoint fields), a sharded index per scope (a
// version × language × product of the navigation) that assets/search.js
// reads in the browser. The format is described in ARCHITECTURE.md
// ("Search index").
//
// Stage: content. Render feeds it each page it rendered and writes the
// index it builds.
package search

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"slices"
	"strings"
	"sync"
)

// Page is what the index needs of one page. Sections[0] is the page
// itself (ID and Heading ""), with the text before its first heading.
type Page struct {
	URL    string // link from the site root, as the site writes links ("guides/intro/")
	Title  string
	Crumb  string // breadcrumb shown under a result ("Guides › Setup")
	Method string // an endpoint page's method badge ("GET"), else ""
	// Keywords are an endpoint page's method, path, operationId and
	// parameter names: indexed with the weight of a heading on the page's
	// first section.
	Keywords []string
	Sections []Section
}

// Section is a part of a page under one heading.
type Section struct {
	ID      string // the heading's id, "" for the page's first section
	Heading string
	Text    string
}

// snippetLen is the length of a section's stored text, the snippet shown
// under a result: two lines of the results list.
const snippetLen = 160

// Record is a page analysed for the index: its terms counted per field.
// Build one per page with [NewRecord] (in render's worker pool); a Record
// is read-only afterwards and may be shared by several scopes.
//
// A site keeps every page's record until its index is built, so a record
// is two pointer-free byte slices: the page's entry of its documents file,
// as written, and its terms in a compact encoding (see appendTerm), about
// a quarter of the size of strings and structs and no work for the
// garbage collector.
type Record struct {
	// doc is the page's entry in a documents file:
	// [url,title,crumb,method,[[id,heading,snippet],…]].
	doc []byte
	// terms holds, for each section in order: its body length in terms
	// and its number of terms (uvarints), then its terms sorted, each
	// written by appendTerm.
	terms     []byte
	secs      int32 // number of sections
	bodyTotal int64 // sum of the sections' body lengths in terms
}

// scratchTerm is a term's counts while a section is analysed.
type scratchTerm struct {
	term string
	// key is the term's first 8 bytes, big-endian, zeros after a
	// shorter term: most comparisons of the section's sort end there.
	key                  uint64
	title, heading, body uint16
}

// termKey returns the key of scratchTerm.
func termKey(t string) uint64 {
	var k uint64
	for i := range 8 {
		k <<= 8
		if i < len(t) {
			k |= uint64(t[i])
		}
	}
	return k
}

// compareTerms orders a section's terms as strings.Compare does: no
// term holds a zero byte, so keys compare as the terms' first 8 bytes.
func compareTerms(a, b scratchTerm) int {
	if a.key != b.key {
		if a.key < b.key {
			return -1
		}
		return 1
	}
	if len(a.term) <= 8 || len(b.term) <= 8 {
		return cmp.Compare(len(a.term), len(b.term))
	}
	return strings.Compare(a.term[8:], b.term[8:])
}

// recordScratch is what NewRecord works in, kept between records (a
// sync.Pool): at 25,000 pages, growing these afresh for every page was
// most of the index's allocations, and the garbage collection they
// caused cost the whole build more than the analysis itself.
type recordScratch struct {
	title, kw, buf []string
	tf             []scratchTerm
	idx            map[string]int // term → position in tf
	enc, doc       []byte
}

var recordPool = sync.Pool{New: func() any { return &recordScratch{idx: map[string]int{}} }}

// NewRecord analyses p. The zero Page gives a record with one empty
// section.
func NewRecord(p Page) *Record {
	r := &Record{}
	secs := p.Sections
	if len(secs) == 0 {
		secs = []Section{{}}
	}
	sc := recordPool.Get().(*recordScratch)
	defer func() {
		// Strings of this page are not kept alive by the pool.
		clear(sc.title)
		clear(sc.kw)
		clear(sc.buf[:cap(sc.buf)])
		clear(sc.tf)
		clear(sc.idx)
		recordPool.Put(sc)
	}()
	titleTerms := Terms(sc.title[:0], p.Title)
	kw := sc.kw[:0]
	for _, k := range p.Keywords {
		kw = Terms(kw, k)
		if s := splitIdent(k); s != k {
			kw = Terms(kw, s)
		}
	}
	sc.title, sc.kw = titleTerms, kw
	buf, tf, idx := sc.buf[:0], sc.tf[:0], sc.idx
	enc := sc.enc[:0] // the record's terms
	r.secs = int32(len(secs))
	doc := sc.doc[:0]
	doc = append(doc, '[')
	for _, str := range []string{p.URL, p.Title, p.Crumb, p.Method} {
		doc = appendString(doc, str)
		doc = append(doc, ',')
	}
	doc = append(doc, '[')
	add := func(terms []string, field int) {
		for _, t := range terms {
			k, ok := idx[t]
			if !ok {
				k = len(tf)
				idx[t] = k
				tf = append(tf, scratchTerm{term: t, key: termKey(t)})
			}
			c := &tf[k]
			switch {
			case field == 0 && c.title < 0xffff:
				c.title++
			case field == 1 && c.heading < 0xffff:
				c.heading++
			case field == 2 && c.body < 0xffff:
				c.body++
			}
		}
	}
	for i, s := range secs {
		tf = tf[:0]
		clear(idx)
		add(titleTerms, 0)
		buf = Terms(buf[:0], s.Heading)
		add(buf, 1)
		if i == 0 {
			add(kw, 1)
		}
		buf = Terms(buf[:0], s.Text)
		add(buf, 2)
		slices.SortFunc(tf, compareTerms)
		enc = binary.AppendUvarint(enc, uint64(len(buf)))
		enc = binary.AppendUvarint(enc, uint64(len(tf)))
		r.bodyTotal += int64(len(buf))
		prev := ""
		for _, t := range tf {
			enc = appendTerm(enc, prev, t)
			prev = t.term
		}
		if i > 0 {
			doc = append(doc, ',')
		}
		doc = append(doc, '[')
		doc = appendString(doc, s.ID)
		doc = append(doc, ',')
		doc = appendString(doc, s.Heading)
		doc = append(doc, ',')
		doc = appendString(doc, snippet(s.Text, snippetLen))
		doc = append(doc, ']')
	}
	doc = append(doc, "]]"...)
	sc.buf, sc.tf, sc.enc, sc.doc = buf, tf, enc, doc
	// Copies of the final size: the record outlives the page, and the
	// scratch buffers go back to the pool.
	r.doc = bytes.Clone(doc)
	r.terms = bytes.Clone(enc)
	return r
}

// appendTerm writes t after the term prev of its section: the length of
// the prefix they share and the rest of t (uvarints, then bytes), then a
// byte whose bits say which of t's counts follow (title, heading, body)
// and those counts (uvarints).
func appendTerm(b []byte, prev string, t scratchTerm) []byte {
	n := 0
	for n < len(prev) && n < len(t.term) && prev[n] == t.term[n] {
		n++
	}
	b = binary.AppendUvarint(b, uint64(n))
	b = binary.AppendUvarint(b, uint64(len(t.term)-n))
	b = append(b, t.term[n:]...)
	var mask byte
	for k, c := range [3]uint16{t.title, t.heading, t.body} {
		if c > 0 {
			mask |= 1 << k
		}
	}
	b = append(b, mask)
	for _, c := range [3]uint16{t.title, t.heading, t.body} {
		if c > 0 {
			b = binary.AppendUvarint(b, uint64(c))
		}
	}
	return b
}

// termReader reads a record's terms, section by section.
type termReader struct {
	b    []byte
	term []byte // the current term; valid until the next call to next
}

// section starts the next section: its body length and number of terms.
func (d *termReader) section() (bodyLen, n int) {
	bl, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	c, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	d.term = d.term[:0]
	return int(bl), int(c)
}

// next reads a term of the section and its counts (title, heading, body).
func (d *termReader) next() (tf [3]uint16) {
	n, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	m, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	d.term = append(d.term[:n], d.b[:m]...)
	mask := d.b[m]
	d.b = d.b[m+1:]
	for i := range tf {
		if mask&(1<<i) != 0 {
			c, k := binary.Uvarint(d.b)
			d.b = d.b[k:]
			tf[i] = uint16(c)
		}
	}
	return tf
}

// Equal reports whether r and o index the same: a page rendered again
// with the same content leaves the index as it is.
func (r *Record) Equal(o *Record) bool {
	return r.secs == o.secs && bytes.Equal(r.doc, o.doc) && bytes.Equal(r.terms, o.terms)
}
