package serve

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"sync"
	"time"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/resolve"
)

// maxHeld bounds the page sources a [lastGood] keeps, in bytes in all.
const maxHeld = 32 << 20

// lastGood is the docs folder as the server reads it: it keeps the last
// text read whole of each page file (.mdx, .md), up to maxHeld bytes in
// all, and, when a page file cannot be read any more (grown past
// [docfs.MaxPage], unreadable), gives that text instead, noting why, so
// that the page renders as it last could and the problem is reported
// ([lastGood.problems]). Safe for concurrent use.
type lastGood struct {
	fs.FS
	mu    sync.Mutex
	held  map[string][]byte
	bytes int
	stale map[string]error // page files given from held text, and why
}

func newLastGood(fsys fs.FS) *lastGood {
	return &lastGood{FS: fsys, held: map[string][]byte{}, stale: map[string]error{}}
}

// Stat and ReadDir go to the folder as they are: only reads of pages
// fall back.
func (l *lastGood) Stat(name string) (fs.FileInfo, error) { return fs.Stat(l.FS, name) }

func (l *lastGood) ReadDir(name string) ([]fs.DirEntry, error) { return fs.ReadDir(l.FS, name) }

func (l *lastGood) Open(name string) (fs.File, error) {
	if ext := path.Ext(name); ext != ".mdx" && ext != ".md" {
		return l.FS.Open(name)
	}
	f, err := l.FS.Open(name)
	if err == nil {
		st, serr := f.Stat()
		switch {
		case serr != nil:
			err = serr
		case st.Mode().IsRegular() && st.Size() > docfs.MaxPage:
			err = &fs.PathError{Op: "read", Path: name, Err: &docfs.TooLargeError{Limit: docfs.MaxPage}}
		default:
			l.mu.Lock()
			delete(l.stale, name)
			_, held := l.held[name]
			room := held || l.bytes+int(st.Size()) <= maxHeld
			l.mu.Unlock()
			if !room {
				return f, nil // not to be held: not copied either
			}
			return &recording{File: f, l: l, name: name, buf: make([]byte, 0, min(st.Size(), 64<<10))}, nil
		}
		f.Close()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if errors.Is(err, fs.ErrNotExist) {
		// Gone: the build that follows drops the page.
		l.bytes -= len(l.held[name])
		delete(l.held, name)
		delete(l.stale, name)
		return nil, err
	}
	src, ok := l.held[name]
	if !ok {
		return nil, err
	}
	l.stale[name] = err
	return &heldFile{Reader: bytes.NewReader(src), name: name, size: int64(len(src))}, nil
}

// hold keeps src, the whole text of the page file name.
func (l *lastGood) hold(name string, src []byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	old := l.held[name]
	if l.bytes-len(old)+len(src) > maxHeld {
		return // full: this page, if it fails, shows why instead
	}
	l.held[name] = src // the recording's own, not used after
	l.bytes += len(src) - len(old)
}

// readDiagnostic is the diagnostic of err, why a file of the site cannot
// be rendered: at the file a read failed on, with the hint for it.
func readDiagnostic(err error) resolve.Diagnostic {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path != "" {
		return resolve.Diagnostic{Severity: resolve.Error, Pos: diag.Pos{File: pe.Path},
			Msg: fmt.Sprintf("cannot read this file: %v", pe.Err), Hint: docfs.Hint(err)}
	}
	return resolve.Diagnostic{Severity: resolve.Error, Msg: err.Error()}
}

// problems returns an error diagnostic for each page file given from its
// held text, sorted.
func (l *lastGood) problems() []resolve.Diagnostic {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []resolve.Diagnostic
	for name, err := range l.stale {
		out = append(out, resolve.Diagnostic{Severity: resolve.Error, Pos: diag.Pos{File: name},
			Msg:  fmt.Sprintf("cannot read page: %v; its last good version is served until it can be", cause(err)),
			Hint: docfs.Hint(err)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos.File < out[j].Pos.File })
	return out
}

// cause returns the error of a path error, whose path a diagnostic gives.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// recording is an open page file whose text, once read to its end, is
// held as its last good version.
type recording struct {
	fs.File
	l    *lastGood
	name string
	buf  []byte
	over bool // read past docfs.MaxPage: not held
}

func (r *recording) Read(p []byte) (int, error) {
	n, err := r.File.Read(p)
	if r.over = r.over || len(r.buf)+n > docfs.MaxPage; !r.over {
		r.buf = append(r.buf, p[:n]...)
	}
	if err == io.EOF && !r.over {
		r.l.hold(r.name, r.buf)
		r.buf, r.over = nil, true // held once
	}
	return n, err
}

// heldFile is the held text of a page file, read as a file.
type heldFile struct {
	*bytes.Reader
	name string
	size int64
}

func (h *heldFile) Stat() (fs.FileInfo, error) { return h, nil }
func (h *heldFile) Close() error               { return nil }
func (h *heldFile) Name() string               { return path.Base(h.name) }
func (h *heldFile) Size() int64                { return h.size }
func (h *heldFile) Mode() fs.FileMode          { return 0o644 }
func (h *heldFile) ModTime() time.Time         { return time.Time{} }
func (h *heldFile) IsDir() bool                { return false }
func (h *heldFile) Sys() any                   { return nil }
