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
	"slices"
	"strings"
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
type Record struct {
	url, title, crumb, method string
	// terms holds the terms of every section, one after the other:
	// termFreq points into it. One string and pointer-free counts keep a
	// site's records cheap for the garbage collector.
	terms string
	secs  []secRecord
}

type secRecord struct {
	id, heading, snippet string
	bodyLen              int32
	terms                []termFreq // sorted by term
}

// termFreq counts a term's occurrences in a section's fields; the term is
// Record.terms[off:off+n].
type termFreq struct {
	off, n               uint32
	title, heading, body uint16
}

// scratchTerm is a termFreq while a section is analysed.
type scratchTerm struct {
	term                 string
	title, heading, body uint16
}

// NewRecord analyses p. The zero Page gives a record with one empty
// section.
func NewRecord(p Page) *Record {
	r := &Record{url: p.URL, title: p.Title, crumb: p.Crumb, method: p.Method}
	secs := p.Sections
	if len(secs) == 0 {
		secs = []Section{{}}
	}
	titleTerms := Terms(nil, p.Title)
	var kw []string
	for _, k := range p.Keywords {
		kw = Terms(kw, k)
		if s := splitIdent(k); s != k {
			kw = Terms(kw, s)
		}
	}
	var buf []string
	var tf []scratchTerm
	var all []byte
	idx := map[string]int{} // term → position in tf, reused
	r.secs = make([]secRecord, len(secs))
	for i, s := range secs {
		tf = tf[:0]
		clear(idx)
		add := func(terms []string, field int) {
			for _, t := range terms {
				k, ok := idx[t]
				if !ok {
					k = len(tf)
					idx[t] = k
					tf = append(tf, scratchTerm{term: t})
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
		add(titleTerms, 0)
		add(Terms(buf[:0], s.Heading), 1)
		if i == 0 {
			add(kw, 1)
		}
		buf = Terms(buf[:0], s.Text)
		add(buf, 2)
		slices.SortFunc(tf, func(a, b scratchTerm) int { return strings.Compare(a.term, b.term) })
		out := make([]termFreq, len(tf))
		for k, t := range tf {
			out[k] = termFreq{off: uint32(len(all)), n: uint32(len(t.term)), title: t.title, heading: t.heading, body: t.body}
			all = append(all, t.term...)
		}
		r.secs[i] = secRecord{id: s.ID, heading: s.Heading, snippet: strings.Clone(snippet(s.Text, snippetLen)), bodyLen: int32(len(buf)), terms: out}
	}
	// The terms point into the page's whole text, which the record must
	// not keep alive: all is their only copy.
	r.terms = string(all)
	return r
}

// Equal reports whether r and o index the same: a page rendered again
// with the same content leaves the index as it is.
func (r *Record) Equal(o *Record) bool {
	if r.url != o.url || r.title != o.title || r.crumb != o.crumb || r.method != o.method || r.terms != o.terms || len(r.secs) != len(o.secs) {
		return false
	}
	for i, s := range r.secs {
		t := o.secs[i]
		if s.id != t.id || s.heading != t.heading || s.snippet != t.snippet || s.bodyLen != t.bodyLen || !slices.Equal(s.terms, t.terms) {
			return false
		}
	}
	return true
}
