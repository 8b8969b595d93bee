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
	// terms holds the page's distinct terms, their number then each in
	// sorted order written by appendTerm; then, for each section in
	// order, its body length in terms and its number of terms
	// (uvarints), then its terms by their position in that table, each
	// written by appendCounts.
	terms     []byte
	secs      int32 // number of sections
	bodyTotal int64 // sum of the sections' body lengths in terms
	// spill, when not nil, holds doc and terms (nil here): ndoc bytes,
	// then nterms, at offset at of its file ([Spill.Put]).
	spill        *Spill
	at           int64
	ndoc, nterms int32
}

// scratchTerm is a distinct term of the page being analysed.
type scratchTerm struct {
	term string
	// key is the term's first 8 bytes, big-endian, zeros after a
	// shorter term: most comparisons of the page's sort end there.
	key uint64
	id  int32 // the term's number in order of first use
}

// secTerm is a term's counts in one section.
type secTerm struct {
	id                   int32 // scratchTerm.id
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

// compareTerms orders terms as strings.Compare does: no term holds a
// zero byte, so keys compare as the terms' first 8 bytes.
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
	terms          []scratchTerm    // the page's distinct terms
	idx            map[string]int32 // term → its id, a position in terms
	// at[id] is the term's position in its section's part of sec, valid
	// when stamp[id] is the section's number plus one.
	at, stamp []int32
	rank      []int32   // by id: the term's position in sorted order
	sec       []secTerm // the sections' terms, section after section
	ends      []int     // where each section's terms end in sec
	bodyLen   []int
	// byRank, then order: the positions in sec of the page's (section,
	// term) pairs by term, then by section; count is by term, cur by
	// section, secOf by position in sec (see NewRecord).
	byRank, order, count, cur, secOf []int32
	enc, doc                         []byte
}

var recordPool = sync.Pool{New: func() any { return &recordScratch{idx: map[string]int32{}} }}

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
		clear(sc.terms)
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
	buf, terms, idx := sc.buf[:0], sc.terms[:0], sc.idx
	at, stamp := sc.at[:0], sc.stamp[:0]
	sec, ends, bodyLens := sc.sec[:0], sc.ends[:0], sc.bodyLen[:0]
	r.secs = int32(len(secs))
	doc := sc.doc[:0]
	doc = append(doc, '[')
	for _, str := range []string{p.URL, p.Title, p.Crumb, p.Method} {
		doc = appendString(doc, str)
		doc = append(doc, ',')
	}
	doc = append(doc, '[')
	var start int  // where the current section's terms start in sec
	var mark int32 // the current section's stamp
	add := func(ts []string, field int) {
		for _, t := range ts {
			id, ok := idx[t]
			if !ok {
				id = int32(len(terms))
				idx[t] = id
				terms = append(terms, scratchTerm{term: t, key: termKey(t), id: id})
				at, stamp = append(at, 0), append(stamp, 0)
			}
			if stamp[id] != mark {
				stamp[id] = mark
				at[id] = int32(len(sec) - start)
				sec = append(sec, secTerm{id: id})
			}
			c := &sec[start+int(at[id])]
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
		start, mark = len(sec), int32(i+1)
		add(titleTerms, 0)
		buf = Terms(buf[:0], s.Heading)
		add(buf, 1)
		if i == 0 {
			add(kw, 1)
		}
		buf = Terms(buf[:0], s.Text)
		add(buf, 2)
		ends = append(ends, len(sec))
		bodyLens = append(bodyLens, len(buf))
		r.bodyTotal += int64(len(buf))
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
	// The page's terms, sorted once; then each section's counts by the
	// terms' positions there.
	slices.SortFunc(terms, compareTerms)
	rank := resize(sc.rank, len(terms))
	enc := binary.AppendUvarint(sc.enc[:0], uint64(len(terms)))
	prev := ""
	for k, t := range terms {
		rank[t.id] = int32(k)
		enc = appendTerm(enc, prev, t.term)
		prev = t.term
	}
	// Each section's terms in the table's order, all sections at once: a
	// counting sort of the page's (section, term) pairs by term, which
	// keeps the sections in order, then a stable one by section.
	count := resize(sc.count, len(terms)+1)
	clear(count)
	for _, t := range sec {
		count[rank[t.id]+1]++
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	byRank := resize(sc.byRank, len(sec))
	for j, t := range sec {
		r := rank[t.id]
		byRank[count[r]] = int32(j)
		count[r]++
	}
	cur := resize(sc.cur, len(ends))
	secOf := resize(sc.secOf, len(sec))
	start = 0
	for i, end := range ends {
		cur[i] = int32(start)
		for j := start; j < end; j++ {
			secOf[j] = int32(i)
		}
		start = end
	}
	order := resize(sc.order, len(sec))
	for _, j := range byRank {
		s := secOf[j]
		order[cur[s]] = j
		cur[s]++
	}
	start = 0
	for i, end := range ends {
		enc = binary.AppendUvarint(enc, uint64(bodyLens[i]))
		enc = binary.AppendUvarint(enc, uint64(end-start))
		last := int32(0)
		for _, j := range order[start:end] {
			rk := rank[sec[j].id]
			enc = appendCounts(enc, uint64(rk-last), sec[j])
			last = rk
		}
		start = end
	}
	sc.buf, sc.terms, sc.at, sc.stamp, sc.rank = buf, terms, at, stamp, rank
	sc.sec, sc.ends, sc.bodyLen = sec, ends, bodyLens
	sc.count, sc.byRank, sc.cur, sc.order, sc.secOf = count, byRank, cur, order, secOf
	sc.enc, sc.doc = enc, doc
	// Copies of the final size: the record outlives the page, and the
	// scratch buffers go back to the pool.
	r.doc = bytes.Clone(doc)
	r.terms = bytes.Clone(enc)
	return r
}

// resize returns s with length n, reusing its array when it is large
// enough; the elements are not cleared.
func resize(s []int32, n int) []int32 {
	return slices.Grow(s[:0], n)[:n]
}

// appendTerm writes t, a term of the page's sorted table, after the term
// prev: the length of the prefix they share and the rest of t (uvarints,
// then bytes).
func appendTerm(b []byte, prev, t string) []byte {
	n := 0
	for n < len(prev) && n < len(t) && prev[n] == t[n] {
		n++
	}
	b = binary.AppendUvarint(b, uint64(n))
	b = binary.AppendUvarint(b, uint64(len(t)-n))
	return append(b, t[n:]...)
}

// appendCounts writes a term's counts in a section: its position in the
// page's table after the section's previous term's (a uvarint), then a
// byte whose bits say which of its counts follow (title, heading, body)
// and those counts (uvarints).
func appendCounts(b []byte, delta uint64, t secTerm) []byte {
	b = binary.AppendUvarint(b, delta)
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

// termReader reads a record's terms: the page's table, then section by
// section.
type termReader struct {
	b    []byte
	term []byte // the table's current term; valid until the next call to nextTerm
	rank int    // the section's current term's position in the table
}

// table starts reading a record's terms: the number of its distinct
// terms, each read by nextTerm.
func (d *termReader) table(b []byte) int {
	d.b = b
	n, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	d.term = d.term[:0]
	return int(n)
}

// nextTerm reads the table's next term into d.term.
func (d *termReader) nextTerm() {
	n, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	m, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	d.term = append(d.term[:n], d.b[:m]...)
	d.b = d.b[m:]
}

// section starts the next section: its body length and number of terms.
func (d *termReader) section() (bodyLen, n int) {
	bl, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	c, k := binary.Uvarint(d.b)
	d.b = d.b[k:]
	d.rank = 0
	return int(bl), int(c)
}

// next reads a term of the section: its position in the table and its
// counts (title, heading, body).
func (d *termReader) next() (rank int, tf [3]uint16) {
	delta, k := binary.Uvarint(d.b)
	d.rank += int(delta)
	mask := d.b[k]
	d.b = d.b[k+1:]
	for i := range tf {
		if mask&(1<<i) != 0 {
			c, k := binary.Uvarint(d.b)
			d.b = d.b[k:]
			tf[i] = uint16(c)
		}
	}
	return d.rank, tf
}

// Equal reports whether r and o index the same: a page rendered again
// with the same content leaves the index as it is.
// A record that cannot be read back from its Spill equals none.
func (r *Record) Equal(o *Record) bool {
	if r.secs != o.secs {
		return false
	}
	rdoc, rterms, _, err := r.load(nil)
	if err != nil {
		return false
	}
	odoc, oterms, _, err := o.load(nil)
	return err == nil && bytes.Equal(rdoc, odoc) && bytes.Equal(rterms, oterms)
}

// Crumb joins a page's trail (its product, groups, parent pages) into the
// breadcrumb shown under its result ("Guides › Setup"), each name once
// where the trail repeats it (a product and its first group both named
// "QStash"): never "QStash › QStash". Names are compared as search folds
// them (case, diacritics).
func Crumb(trail []string) string {
	var out []string
	prev := ""
	for _, name := range trail {
		f := strings.Join(Terms(nil, name), " ")
		if len(out) > 0 && f != "" && f == prev {
			continue
		}
		out = append(out, name)
		prev = f
	}
	return strings.Join(out, " › ")
}
