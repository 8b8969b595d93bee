package search

import (
	"slices"

	"github.com/navbuild/navbuild/internal/spill"
)

// A Spill keeps records' bytes in a temporary file (internal/spill)
// instead of memory: a site keeps every page's record until its index is
// built, 160 MB of a 100,000-page build's heap (4 KB a page on a
// versioned site). Put in a Spill, a record keeps only where its bytes
// are, and the index reads them back. Safe for concurrent use; records
// put in it can be read until its file is closed.
type Spill struct{ f *spill.File }

// NewSpill returns a Spill that writes to f.
func NewSpill(f *spill.File) *Spill { return &Spill{f: f} }

// Put moves r's bytes to the file: r then holds only where they are.
// A record already put (in this Spill or another) is left as it is.
func (s *Spill) Put(r *Record) error {
	if r.spill != nil {
		return nil
	}
	at, err := s.f.Put(r.doc, r.terms)
	if err != nil {
		return err
	}
	r.spill, r.at = s, at
	r.ndoc, r.nterms = int32(len(r.doc)), int32(len(r.terms))
	r.doc, r.terms = nil, nil
	return nil
}

// In reports whether r was put in s.
func (r *Record) In(s *Spill) bool { return r.spill == s }

// load returns r's documents-file entry and terms: its own, or read back
// from its Spill into buf (grown as needed, and returned for reuse).
func (r *Record) load(buf []byte) (doc, terms, b []byte, err error) {
	if r.spill == nil {
		return r.doc, r.terms, buf, nil
	}
	n := int(r.ndoc) + int(r.nterms)
	b = slices.Grow(buf[:0], n)[:n]
	if err := r.spill.f.ReadAt(b, r.at); err != nil {
		return nil, nil, b, err
	}
	return b[:r.ndoc], b[r.ndoc:], b, nil
}
