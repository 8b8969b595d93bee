package search

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/navbuild/navbuild/internal/parallel"
)

// Scope is a set of pages searched together: one version × language ×
// product of a site, or the whole site.
type Scope struct {
	ID    string  // file-name safe: "0", "1", …, "all"
	Pages []Entry // in navigation order
	// Union marks a scope made of the others' pages ("all"): it has no
	// folder, and shows a shared document at its first page's URL
	// (share.go).
	Union bool
}

// Entry is a page of a scope.
type Entry struct {
	Rec *Record
	// Doc is the page's number in the site's documents files, the same in
	// every scope that holds the page: the pages of all scopes are
	// numbered 0, 1, … without gaps.
	Doc int
	// Boost multiplies the page's scores (a group's `boost`); 0 means 1.
	Boost float64
}

// Ranking constants, shared with assets/search.js only through the
// weights written in the index.
const (
	k1          = 1.2
	bodyB       = 0.75
	titleWeight = 3   // the page's title, on its first section
	crumbTitle  = 1   // the page's title on its other sections
	headWeight  = 1.5 // a section's heading; an endpoint's fields
	quantum     = 10  // weights are written as integers: weight × quantum
	// maxPostings bounds a term's postings to its best-weighted documents:
	// a term in more documents than that is too common to rank by.
	maxPostings = 500
	// pagesPerDocFile pages' results metadata share one documents file:
	// one, so that the ten results of a query download only their own
	// (four a file cost a first search on a thousand-page site 100 KB).
	pagesPerDocFile = 1
)

// layout is the number of dictionary and postings files of a scope, from
// its page count alone, so that the names of the index files are known
// before any page is rendered (render.Site lists them up front).
//
// Both are bucketed by a term's shardKey, so that a query word's terms,
// its completions and its typos (which share its shardKey) are in one
// dictionary file and one postings file: a first search fetches two
// files a word, not one postings file per candidate term (issue 37). A
// file holds about four pages' worth of terms: on a thousand-page site a
// dictionary file had a quarter of a scope's terms (50 KB) and a word's
// candidates spread over a dozen 25 KB postings files.
//
// At most maxBuckets each: a term's first two letters are the bucket key,
// and there are not many more of those in a language (two Latin letters
// or digits, one CJK character), so that more files would be mostly empty
// ones ("all" of a 25,000-page site would have 8,192 of each).
type layout struct{ dict, post int }

// maxBuckets bounds a scope's dictionary and postings files each.
const maxBuckets = 1024

func layoutOf(pages int) layout {
	n := min(pow2(pages/4), maxBuckets)
	return layout{dict: n, post: n}
}

func pow2(n int) int {
	p := 1
	for p < n {
		p <<= 1
	}
	return p
}

// docCount is the number of pages of the documents files: one more than
// the largest Entry.Doc.
func docCount(scopes []Scope) int {
	n := 0
	for _, s := range scopes {
		for _, e := range s.Pages {
			n = max(n, e.Doc+1)
		}
	}
	return n
}

// Files returns the names of the files [Build] writes for scopes without
// [Options].HashNames, sorted: only the scopes' IDs, page counts and the
// entries' Doc are read.
func Files(scopes []Scope) []string {
	out := []string{"scopes.json"}
	for _, s := range scopes {
		l := layoutOf(len(s.Pages))
		for i := range l.dict {
			out = append(out, s.ID+"/w"+strconv.Itoa(i)+".json")
		}
		for i := range l.post {
			out = append(out, s.ID+"/p"+strconv.Itoa(i)+".json")
		}
	}
	for i := range (docCount(scopes) + pagesPerDocFile - 1) / pagesPerDocFile {
		out = append(out, "d/"+strconv.Itoa(i)+".json")
	}
	slices.Sort(out)
	return out
}

// posting is one document (a page's section) holding a term, with the
// term's weight there.
type posting struct {
	doc, sec, q int32
}

// Options configure [Build]. The zero value names the files from the
// scopes' page counts alone ([Files]).
type Options struct {
	// HashNames names each scope's folder and the documents folder by a
	// hash of their files ("0.3fa9c2e1d0b7/p4.json", "d.9e1f…/12.json"),
	// so that a browser or a CDN may cache them for ever: a folder's name
	// changes exactly when one of its files does. scopes.json keeps its
	// name and lists the folders' hashes.
	HashNames bool
}

// Build returns the index files of scopes by name (see [Files]): [Write]
// into a map.
func Build(scopes []Scope, o Options) map[string][]byte {
	out := map[string][]byte{}
	var mu sync.Mutex
	_ = Write(scopes, o, func(name string, data []byte) error {
		mu.Lock()
		defer mu.Unlock()
		out[name] = data
		return nil
	})
	return out
}

// Write builds the index files of scopes and hands each to emit, by its
// name (see [Files]), as soon as its folder is complete: a scope's
// files, then the documents files, so that only a scope's files at a time
// are held, not the index. Scopes, and the documents files, are built in
// parallel: emit is called from several goroutines at once. Write returns
// emit's first error. Its output depends only on its input: no map order
// reaches the bytes.
//
// scopes.json, written last, carries a hash of the other files ("h").
// Without HashNames the client adds it to their URLs: their names stay
// known before any page renders (navbuild serve), and a browser holding
// cached files of an earlier build never mixes them with this one's.
func Write(scopes []Scope, o Options, emit func(name string, data []byte) error) error {
	recs := make([]*Record, docCount(scopes))
	for _, s := range scopes {
		for _, e := range s.Pages {
			recs[e.Doc] = e.Rec
		}
	}
	docs := make([]docRef, len(recs))
	for i, r := range recs {
		docs[i] = docRef{rec: r}
	}
	// Files named by their hash are listed once written, so the
	// documents may be fewer than the pages: shared (share.go).
	var folders []string
	if o.HashNames {
		var err error
		if scopes, docs, folders, err = shareDocs(scopes, recs); err != nil {
			return err
		}
	}
	nDocFiles := (len(docs) + pagesPerDocFile - 1) / pagesPerDocFile
	docFileOf := func(f int) ([]byte, error) {
		return docFile(docs[f*pagesPerDocFile : min(len(docs), (f+1)*pagesPerDocFile)])
	}
	// The documents folder's hash first: it names the folder its files
	// are written to. Its files are made twice, which costs less than
	// holding them.
	var docsHash string
	if nDocFiles > 0 {
		names := make([]string, nDocFiles)
		for f := range names {
			names[f] = "d/" + strconv.Itoa(f) + ".json"
		}
		order := make([]int, nDocFiles)
		for i := range order {
			order[i] = i
		}
		slices.SortFunc(order, func(a, b int) int { return strings.Compare(names[a], names[b]) })
		h := sha256.New()
		for _, f := range order {
			data, err := docFileOf(f)
			if err != nil {
				return err
			}
			hashFile(h, names[f], data)
		}
		docsHash = hex.EncodeToString(h.Sum(nil))
	}
	docsDir := "d/"
	if o.HashNames {
		docsDir = "d." + docsHash[:12] + "/"
	}
	// Tasks: each scope, then the documents files in chunks; each writes
	// its own slot.
	const docChunk = 64
	nChunks := (nDocFiles + docChunk - 1) / docChunk
	res := make([]scopeFiles, len(scopes))
	// The largest scopes first ("all", when there is one, holds every
	// page): started last, one would leave the other cores idle while it
	// is built alone.
	bySize := make([]int, len(scopes))
	for i := range bySize {
		bySize[i] = i
	}
	slices.SortStableFunc(bySize, func(a, b int) int { return cmp.Compare(len(scopes[b].Pages), len(scopes[a].Pages)) })
	err := parallel.Each(context.Background(), len(scopes)+nChunks, 0, func(t int, _ *bytes.Buffer) error {
		if t < len(scopes) {
			si := bySize[t]
			var err error
			res[si], err = writeScope(scopes[si], o, emit)
			return err
		}
		c := t - len(scopes)
		for f := c * docChunk; f < min(nDocFiles, (c+1)*docChunk); f++ {
			data, err := docFileOf(f)
			if err == nil {
				err = emit(docsDir+strconv.Itoa(f)+".json", data)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	// h hashes the folders' hashes: every file's name and content.
	h := sha256.New()
	b := []byte(`{"v":2,"g":` + strconv.Itoa(pagesPerDocFile) + `,"s":{`)
	for i, s := range scopes {
		fmt.Fprintf(h, "%s\x00%s\n", s.ID, res[i].hash)
		l := layoutOf(len(s.Pages))
		if i > 0 {
			b = append(b, ',')
		}
		b = fmt.Appendf(b, "%q:[%d,%d,%d", s.ID, res[i].n, l.dict, l.post)
		if o.HashNames {
			b = fmt.Appendf(b, ",%q", res[i].hash[:12])
		}
		if folders != nil {
			b = appendString(append(b, ','), folders[i])
		}
		b = append(b, ']')
	}
	b = append(b, '}')
	fmt.Fprintf(h, "d\x00%s\n", docsHash)
	if o.HashNames && nDocFiles > 0 {
		b = fmt.Appendf(b, `,"d":%q`, docsHash[:12])
	}
	b = fmt.Appendf(b, `,"h":%q}`+"\n", hex.EncodeToString(h.Sum(nil))[:12])
	return emit("scopes.json", b)
}

// writeScope builds scope s's files and hands them to emit, in the
// folder named by their hash with HashNames: it returns the scope's
// number of documents and the SHA-256 of its files (hex).
func writeScope(s Scope, o Options, emit func(name string, data []byte) error) (r scopeFiles, err error) {
	var names []string
	var data [][]byte
	r.n, err = buildScope(s, func(name string, b []byte) {
		names = append(names, name)
		data = append(data, b)
	})
	if err != nil {
		return r, err
	}
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return strings.Compare(names[a], names[b]) })
	h := sha256.New()
	for _, i := range order {
		hashFile(h, s.ID+"/"+names[i], data[i])
	}
	r.hash = hex.EncodeToString(h.Sum(nil))
	dir := s.ID + "/"
	if o.HashNames {
		dir = s.ID + "." + r.hash[:12] + "/"
	}
	for i, name := range names {
		if err := emit(dir+name, data[i]); err != nil {
			return r, err
		}
		data[i] = nil // written: the scope's other files are what stays
	}
	return r, nil
}

// scopeFiles is what scopes.json says of a scope's files.
type scopeFiles struct {
	n    int    // the scope's documents
	hash string // SHA-256 of the scope's files (hex)
}

// hashFile adds a file to a folder's hash; the files go in name order.
func hashFile(h hash.Hash, name string, data []byte) {
	fmt.Fprintf(h, "%s\x00%d\x00", name, len(data))
	h.Write(data)
}

// buildScope writes scope s's dictionary and postings files through emit
// and returns its number of documents, or the error of reading a record
// back from its Spill.
func buildScope(s Scope, emit func(name string, data []byte)) (int, error) {
	l := layoutOf(len(s.Pages))
	var docs int
	var bodyTotal int64
	for _, e := range s.Pages {
		docs += int(e.Rec.secs)
		bodyTotal += e.Rec.bodyTotal
	}
	// Postings are delta-encoded by document number: visit the pages in
	// that order.
	pages := slices.Clone(s.Pages)
	slices.SortFunc(pages, func(a, b Entry) int { return cmp.Compare(a.Doc, b.Doc) })
	avg := max(1, float64(bodyTotal)/float64(max(docs, 1)))
	// A term keeps its maxPostings best postings as they come (a heap),
	// so that a scope's memory grows with its terms, not with its pages.
	idx := map[string]int32{}
	var lists []postings
	var slab []posting // where new terms' first postings go: see firstPostings
	var d termReader
	var pageK []int32 // by position in a record's table: the term's list
	var buf []byte    // a spilled record's bytes
	for _, e := range pages {
		boost := e.Boost
		if boost <= 0 {
			boost = 1
		}
		// The page's terms are looked up once, not in every section.
		pageK = pageK[:0]
		var terms []byte
		var err error
		if _, terms, buf, err = e.Rec.load(buf); err != nil {
			return 0, err
		}
		for range d.table(terms) {
			d.nextTerm()
			k, ok := idx[string(d.term)]
			if !ok {
				k = int32(len(lists))
				idx[string(d.term)] = k
				if len(slab) < firstPostings {
					slab = make([]posting, 1024*firstPostings)
				}
				lists = append(lists, postings{ps: slab[:0:firstPostings]})
				slab = slab[firstPostings:]
			}
			pageK = append(pageK, k)
		}
		for si := range int(e.Rec.secs) {
			tw := float64(titleWeight)
			if si > 0 {
				tw = crumbTitle
			}
			bodyLen, n := d.section()
			norm := 1 - bodyB + bodyB*float64(bodyLen)/avg
			for range n {
				rank, tf := d.next()
				w := tw*sat(float64(tf[0]), 1) + headWeight*sat(float64(tf[1]), 1) + sat(float64(tf[2]), norm)
				q := int32(math.Round(w * boost * quantum))
				lists[pageK[rank]].add(posting{doc: int32(e.Doc), sec: int32(si), q: max(q, 1)})
			}
		}
	}
	// The postings files are allocated once at about their size (a
	// posting takes 3 to 6 digits), not grown from nothing.
	terms := make([]string, 0, len(idx))
	postSize := make([]int, l.post)
	for t, k := range idx {
		terms = append(terms, t)
		postSize[bucket(shardKey(t), l.post)] += len(t) + 6 + 5*len(lists[k].ps)
	}
	slices.Sort(terms)

	dict := make([][]byte, l.dict)
	postFiles := make([][]byte, l.post)
	for i, n := range postSize {
		postFiles[i] = make([]byte, 0, n+3)
	}
	for _, t := range terms {
		pl := &lists[idx[t]]
		ps := pl.sorted()
		i := bucket(shardKey(t), l.dict)
		dict[i] = objectKey(dict[i], t)
		dict[i] = strconv.AppendInt(dict[i], int64(pl.df), 10)

		i = bucket(shardKey(t), l.post)
		b := objectKey(postFiles[i], t)
		b = append(b, '"')
		prev := int32(0)
		for _, p := range ps {
			b = appendNum(b, uint32(p.doc-prev))
			b = appendNum(b, uint32(p.sec))
			b = appendNum(b, uint32(p.q))
			prev = p.doc
		}
		postFiles[i] = append(b, '"')
		pl.ps = nil
	}
	for i, b := range dict {
		emit("w"+strconv.Itoa(i)+".json", closeObject(b))
	}
	for i, b := range postFiles {
		emit("p"+strconv.Itoa(i)+".json", closeObject(b))
	}
	return docs, nil
}

// firstPostings is the room a term's first postings get in a scope's
// shared slab, so that most terms never allocate: growing each term's
// list from nothing was an eighth of a scope's build.
const firstPostings = 4

// postings are a term's best postings in a scope and its document
// frequency. Postings are added in document order; once there are
// maxPostings of them, ps is a heap whose root is the worst, replaced by
// a better one: the postings kept are the maxPostings best by weight,
// the earlier document first among equal weights.
type postings struct {
	df int
	ps []posting
}

// worse orders the postings kept: lower weight, then later document.
func worse(a, b posting) bool {
	if a.q != b.q {
		return a.q < b.q
	}
	return a.doc > b.doc || a.doc == b.doc && a.sec > b.sec
}

func (l *postings) add(p posting) {
	l.df++
	if len(l.ps) < maxPostings {
		l.ps = append(l.ps, p)
		if len(l.ps) == maxPostings {
			for i := maxPostings/2 - 1; i >= 0; i-- {
				l.down(i)
			}
		}
		return
	}
	if worse(l.ps[0], p) {
		l.ps[0] = p
		l.down(0)
	}
}

func (l *postings) down(i int) {
	ps := l.ps
	for {
		c := 2*i + 1
		if c >= len(ps) {
			return
		}
		if c+1 < len(ps) && worse(ps[c+1], ps[c]) {
			c++
		}
		if !worse(ps[c], ps[i]) {
			return
		}
		ps[i], ps[c] = ps[c], ps[i]
		i = c
	}
}

// sorted returns the postings in document order.
func (l *postings) sorted() []posting {
	if l.df >= maxPostings {
		sortPostings(l.ps)
	}
	return l.ps
}

// sortPostings sorts ps (at most maxPostings, each document and section
// once) by document, then section. They are sorted as integers holding
// both and the posting's position, which is several times faster than
// comparing structs, unless a section number is too large for that.
func sortPostings(ps []posting) {
	const posBits = 9
	var _ [1<<posBits - maxPostings]struct{} // maxPostings <= 1<<posBits
	var keys [maxPostings]uint64
	for i, p := range ps {
		if p.sec >= 1<<(32-posBits) {
			slices.SortFunc(ps, func(a, b posting) int {
				return cmp.Or(cmp.Compare(a.doc, b.doc), cmp.Compare(a.sec, b.sec))
			})
			return
		}
		keys[i] = uint64(p.doc)<<32 | uint64(p.sec)<<posBits | uint64(i)
	}
	k := keys[:len(ps)]
	slices.Sort(k)
	var tmp [maxPostings]posting
	copy(tmp[:], ps)
	for i, key := range k {
		ps[i] = tmp[key&(1<<posBits-1)]
	}
}

// docFile writes the results metadata of docs, the pages of one
// documents file: a shared entry ends with its folder (share.go).
func docFile(docs []docRef) ([]byte, error) {
	n := 2
	for _, d := range docs {
		n += len(d.rec.doc) + int(d.rec.ndoc) + len(d.folder) + 5
	}
	b := make([]byte, 0, n)
	b = append(b, '[')
	var buf []byte
	for pi, d := range docs {
		if pi > 0 {
			b = append(b, ",\n"...)
		}
		doc, _, bb, err := d.rec.load(buf)
		if err != nil {
			return nil, err
		}
		buf = bb
		if d.folder == "" {
			b = append(b, doc...)
			continue
		}
		b = append(b, doc[:len(doc)-1]...) // the entry without its closing ]
		b = appendString(append(b, ','), d.folder)
		b = append(b, ']')
	}
	return append(b, "]\n"...), nil
}

// numDigits are the digits of the postings' numbers: base 32, the most
// significant first, each digit but the last taken from the upper half
// (so a number ends at its first lower-half digit). All are safe in a
// JSON string as they are.
const numDigits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"

func appendNum(b []byte, v uint32) []byte {
	var tmp [7]byte
	i := len(tmp) - 1
	tmp[i] = numDigits[v&31]
	for v >>= 5; v > 0; v >>= 5 {
		i--
		tmp[i] = numDigits[32+v&31]
	}
	return append(b, tmp[i:]...)
}

// sat is BM25's saturation of a term frequency, scaled so that one
// occurrence in a field of average length weighs 1; norm is the field's
// length normalisation (1 for titles and headings).
func sat(tf, norm float64) float64 {
	if tf == 0 {
		return 0
	}
	return tf * (k1 + 1) / (tf + k1*norm)
}

// objectKey starts a JSON object's next entry, key, in b: "{" before the
// first, ",\n" before the others (one entry a line).
func objectKey(b []byte, key string) []byte {
	if len(b) == 0 {
		b = append(b, '{')
	} else {
		b = append(b, ",\n"...)
	}
	b = appendString(b, key)
	return append(b, ':')
}

// closeObject ends the object objectKey started ("{}" when it has no
// entry).
func closeObject(b []byte) []byte {
	if len(b) == 0 {
		b = append(b, '{')
	}
	return append(b, "}\n"...)
}

// appendString appends s as a JSON string: only quotes, backslashes and
// control characters are escaped, the rest stays UTF-8.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = fmt.Appendf(b, `\u%04x`, c)
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}
