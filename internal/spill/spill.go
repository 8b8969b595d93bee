// Package spill keeps bytes a build needs again only at its end in a
// temporary file instead of memory: the pages' search records, which the
// index reads after the last page, and the twins llms-full.txt joins.
// Both grow with the pages; at 100,000 pages they were 160 MB and 253 MB
// of a build's heap. The bytes are read back from the system's page
// cache, which a process's memory does not count.
//
// Stage: shared (a helper of internal/search and render).
package spill

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"sync"
)

// A File is a temporary file that bytes are put in and read back from.
// It is safe for concurrent use; what is put can be read until Close.
type File struct {
	mu   sync.Mutex
	f    *os.File
	w    *bufio.Writer
	name string // the file's name while it is still in its folder
	off  int64  // the bytes put so far, buffered ones included
	err  error  // the first write error, or errClosed
}

var errClosed = errors.New("spill: file closed")

// New creates a File in the system's temporary folder. On systems that
// allow removing an open file it is removed at once, so nothing is left
// behind whatever becomes of the process; elsewhere Close removes it.
func New() (*File, error) {
	f, err := os.CreateTemp("", "navbuild-spill-*")
	if err != nil {
		return nil, fmt.Errorf("spill: %w", err)
	}
	s := &File{f: f, w: bufio.NewWriterSize(f, 1<<20), name: f.Name()}
	if os.Remove(s.name) == nil {
		s.name = ""
	}
	return s, nil
}

// Put writes parts one after the other and returns the offset of the
// first byte: ReadAt of their total length there reads them back.
func (s *File) Put(parts ...[]byte) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return 0, s.err
	}
	off := s.off
	for _, b := range parts {
		if _, err := s.w.Write(b); err != nil {
			s.err = fmt.Errorf("spill: %w", err)
			return 0, s.err
		}
		s.off += int64(len(b))
	}
	return off, nil
}

// ReadAt fills b with the bytes put at off.
func (s *File) ReadAt(b []byte, off int64) error {
	s.mu.Lock()
	if s.err == nil && s.w.Buffered() > 0 {
		if err := s.w.Flush(); err != nil {
			s.err = fmt.Errorf("spill: %w", err)
		}
	}
	err := s.err
	s.mu.Unlock()
	if err != nil {
		return err
	}
	if _, err := s.f.ReadAt(b, off); err != nil {
		return fmt.Errorf("spill: %w", err)
	}
	return nil
}

// Close closes and removes the file; what was put in it can no longer be
// read.
func (s *File) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == errClosed {
		return nil
	}
	s.err = errClosed
	err := s.f.Close()
	if s.name != "" {
		if rerr := os.Remove(s.name); err == nil {
			err = rerr
		}
	}
	return err
}
