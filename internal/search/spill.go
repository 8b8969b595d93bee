package search

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"sync"
)

// A Spill keeps records' bytes in a temporary file instead of memory.
// A site keeps every page's record until its index is built; at 100,000
// pages the records alone were 160 MB of a build's live heap (4 KB a
// page on a versioned site). Put in a Spill, a record keeps only where its
// bytes are, and the index reads them back from the file (the system's
// page cache, which the process's memory does not count).
//
// A Spill is safe for concurrent use. Records put in it can be read
// until it is closed.
type Spill struct {
	mu   sync.Mutex
	f    *os.File
	w    *bufio.Writer
	name string // the file's name while it is still in its folder
	off  int64  // the bytes written so far, buffered ones included
	err  error  // the first write error, or errSpillClosed
}

var errSpillClosed = fmt.Errorf("search: spill file closed")

// NewSpill creates a Spill's file in the system's temporary folder. On
// systems that allow removing an open file it is removed at once, so
// nothing is left behind whatever becomes of the process; elsewhere
// Close removes it.
func NewSpill() (*Spill, error) {
	f, err := os.CreateTemp("", "navbuild-search-*")
	if err != nil {
		return nil, fmt.Errorf("search: spill file: %w", err)
	}
	s := &Spill{f: f, w: bufio.NewWriterSize(f, 1<<20), name: f.Name()}
	if os.Remove(s.name) == nil {
		s.name = ""
	}
	return s, nil
}

// Put moves r's bytes to the file: r then holds only where they are.
// A record already put (in this Spill or another) is left as it is.
func (s *Spill) Put(r *Record) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return s.err
	}
	if r.spill != nil {
		return nil
	}
	if _, err := s.w.Write(r.doc); err != nil {
		s.err = fmt.Errorf("search: spill file: %w", err)
		return s.err
	}
	if _, err := s.w.Write(r.terms); err != nil {
		s.err = fmt.Errorf("search: spill file: %w", err)
		return s.err
	}
	r.spill, r.at = s, s.off
	r.ndoc, r.nterms = int32(len(r.doc)), int32(len(r.terms))
	r.doc, r.terms = nil, nil
	s.off += int64(r.ndoc) + int64(r.nterms)
	return nil
}

// readAt fills b with the file's bytes at off, writing out what is
// still buffered first.
func (s *Spill) readAt(b []byte, off int64) error {
	s.mu.Lock()
	if s.err == nil && s.w.Buffered() > 0 {
		if err := s.w.Flush(); err != nil {
			s.err = fmt.Errorf("search: spill file: %w", err)
		}
	}
	err := s.err
	s.mu.Unlock()
	if err != nil {
		return err
	}
	if _, err := s.f.ReadAt(b, off); err != nil {
		return fmt.Errorf("search: spill file: %w", err)
	}
	return nil
}

// Close closes and removes the file. The records put in s can no longer
// be read: the index must not be built from them afterwards.
func (s *Spill) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == errSpillClosed {
		return nil
	}
	s.err = errSpillClosed
	err := s.f.Close()
	if s.name != "" {
		if rerr := os.Remove(s.name); err == nil {
			err = rerr
		}
	}
	return err
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
	if err := r.spill.readAt(b, r.at); err != nil {
		return nil, nil, b, err
	}
	return b[:r.ndoc], b[r.ndoc:], b, nil
}
