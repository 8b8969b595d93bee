// Package docfs is the load stage's view of a docs folder: an [fs.FS] that
// reads nothing outside the folder and nothing unbounded. Every read of a
// docs folder (docs.json and its includes, pages, snippets, OpenAPI specs
// and the files they reference, static files) goes through it.
//
// Paths are resolved with [os.Root]: a symbolic link is followed only while
// it stays inside the folder; one that leads out (to an absolute path, or
// up past the root) is refused with [ErrOutside]. Only regular files and
// folders are read: a FIFO, socket or device is refused with [ErrSpecial]
// (a FIFO would block the build, /dev/zero never ends). A file is opened
// without blocking and without becoming a controlling terminal, then its
// type is checked on the open file, so that no other file can take its
// place between the check and the read; a FIFO opened so returns at once
// and gives nothing. A device can be reached only inside the folder (links
// that lead out are refused), where only the system's administrator can
// make one (git, zip and an unprivileged tar cannot): opening and closing
// it is the one effect navbuild can have on it. Reads are bounded: a file
// longer than its limit is refused with a [*TooLargeError].
//
// Stage: shared. The load stage opens it, and resolve and render read
// pages, specs and static files through it.
package docfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Size limits of the files of a docs folder. The largest real ones seen
// are a 726 KB page and a 2.7 MB spec.
const (
	// MaxPage bounds a page and a snippet.
	MaxPage = 8 << 20
	// MaxSpec bounds an OpenAPI spec and each file it references.
	MaxSpec = 32 << 20
	// MaxFile bounds any other file: docs.json and its $ref includes
	// (resolve's TestHostileInput checks that their load grows linearly),
	// a static file copied to the site (GitHub refuses files over 100 MB
	// too).
	MaxFile = 100 << 20
)

var (
	// ErrRefused is wrapped by every error of a file refused as unsafe:
	// test with errors.Is.
	ErrRefused = errors.New("refused")
	// ErrOutside is a path that leads outside the docs folder, through a
	// symbolic link or otherwise.
	ErrOutside error = refusal("it leads outside the docs folder")
	// ErrSpecial is a file that is neither a regular file nor a folder.
	ErrSpecial error = refusal("it is not a regular file")
)

// refusal is an error that matches [ErrRefused].
type refusal string

func (r refusal) Error() string      { return string(r) }
func (refusal) Is(target error) bool { return target == ErrRefused }

// TooLargeError is a file longer than the limit of its kind.
type TooLargeError struct {
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("it is larger than %s, the limit", size(e.Limit))
}

// Is makes a TooLargeError match [ErrRefused].
func (e *TooLargeError) Is(target error) bool { return target == ErrRefused }

// size formats a limit in MB.
func size(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Hint says how to fix a refused read, or is "" for other errors.
func Hint(err error) string {
	var tl *TooLargeError
	switch {
	case errors.Is(err, ErrOutside):
		return "navbuild reads only files inside the docs folder: copy the file into it instead of linking to it"
	case errors.Is(err, ErrSpecial):
		return "navbuild reads only regular files"
	case errors.As(err, &tl):
		return "split the file"
	}
	return ""
}

// FS is a docs folder. It implements fs.FS, fs.ReadFileFS, fs.ReadDirFS
// and fs.StatFS; it is safe for concurrent use.
type FS struct {
	dir string
	// root is the folder opened once ([Open]); nil when every operation
	// opens it ([New]).
	root *os.Root
}

// New returns the docs folder at dir. The folder is opened by every
// operation (as [os.DirFS] does), so a folder replaced while navbuild
// runs (serve) is seen as it is now.
func New(dir string) *FS {
	return &FS{dir: dir}
}

// Open opens the docs folder at dir once, for every operation until
// [FS.Close]: a build's reads then cost the file and not the folder too
// (opening the folder for each of the 25,000 pages of a site read three
// times was 0.55 CPU-s). A folder replaced or moved while it is open is
// not seen: its reads go on in the folder that was opened. For a run
// that reads the folder once (build, check); serve, which reads it as it
// changes, uses [New].
func Open(dir string) (*FS, error) {
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &FS{dir: dir, root: r}, nil
}

// Close closes the folder of an FS made by [Open]; its operations fail
// after it. It does nothing for one made by [New].
func (f *FS) Close() error {
	if f.root == nil {
		return nil
	}
	return f.root.Close()
}

// noop ends an operation on a folder kept open.
func noop() {}

// folder returns the folder for one operation on name, and the function
// that ends the operation.
func (f *FS) folder(op, name string) (*os.Root, func(), error) {
	if !fs.ValidPath(name) {
		return nil, nil, &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	if f.root != nil {
		return f.root, noop, nil
	}
	r, err := os.OpenRoot(f.dir)
	if err != nil {
		return nil, nil, &fs.PathError{Op: op, Path: name, Err: err}
	}
	return r, func() { r.Close() }, nil
}

// translate turns os.Root's error for a path that escapes into ErrOutside,
// and names the operation op (os.Root names its system calls: "statat").
func translate(op string, err error) error {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return err
	}
	if pe.Err != nil && pe.Err.Error() == "path escapes from parent" {
		return &fs.PathError{Op: op, Path: pe.Path, Err: ErrOutside}
	}
	return &fs.PathError{Op: op, Path: pe.Path, Err: pe.Err}
}

// allowed reports whether a file of mode m may be opened.
func allowed(m fs.FileMode) bool {
	return m.IsRegular() || m.IsDir()
}

// Stat returns the file info of name after following links inside the
// folder.
func (f *FS) Stat(name string) (fs.FileInfo, error) {
	r, done, err := f.folder("stat", name)
	if err != nil {
		return nil, err
	}
	defer done()
	fi, err := r.Stat(name)
	return fi, translate("stat", err)
}

// ReadDir lists the folder name; links are listed as links (not
// followed), as by [os.ReadDir].
func (f *FS) ReadDir(name string) ([]fs.DirEntry, error) {
	r, done, err := f.folder("readdir", name)
	if err != nil {
		return nil, err
	}
	defer done()
	entries, err := f.readDir(r, name)
	return entries, translate("readdir", err)
}

// Open opens name for reading. A regular file's reads fail with a
// [*TooLargeError] past [MaxFile] bytes.
func (f *FS) Open(name string) (fs.File, error) {
	return f.open(name, MaxFile)
}

func (f *FS) open(name string, limit int64) (fs.File, error) {
	r, done, err := f.folder("open", name)
	if err != nil {
		return nil, err
	}
	defer done()
	// Opened before its type is known (see the package comment): one walk
	// of the path instead of two, a third of a page's read at 25,000
	// pages. oFlags make the open of a FIFO return at once.
	file, err := r.OpenFile(name, os.O_RDONLY|oFlags, 0)
	if err != nil {
		return nil, translate("open", err)
	}
	fi, err := file.Stat()
	if err != nil || !allowed(fi.Mode()) {
		file.Close()
		if err == nil {
			err = ErrSpecial
		}
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	if fi.IsDir() {
		return file, nil
	}
	return &bounded{File: file, name: name, left: limit, limit: limit}, nil
}

// ReadFile reads name whole, up to [MaxFile] bytes.
func (f *FS) ReadFile(name string) ([]byte, error) {
	return ReadFile(f, name, MaxFile)
}

// bounded is an open regular file whose reads stop with an error past its
// limit.
type bounded struct {
	*os.File
	name        string
	left, limit int64
}

func (b *bounded) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// One byte more tells a file of exactly the limit from a longer one.
		var one [1]byte
		if n, _ := b.File.Read(one[:]); n == 0 {
			return 0, io.EOF
		}
		return 0, &fs.PathError{Op: "read", Path: b.name, Err: &TooLargeError{Limit: b.limit}}
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.File.Read(p)
	b.left -= int64(n)
	return n, err
}

// Head reads the start of name from fsys: its first n bytes, fewer when
// the file is shorter (which is no error). On a read error it returns
// what it read before it with the error.
func Head(fsys fs.FS, name string, n int) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, n)
	n, err = io.ReadFull(f, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

// ReadFile reads name from fsys whole, refusing a file larger than limit
// bytes (before reading it when its size is known) and anything but a
// regular file. On an [*FS], name is opened with the limit; on another
// fs.FS (tests use fstest.MapFS), the read is bounded all the same.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	var file fs.File
	var err error
	if f, ok := fsys.(*FS); ok {
		file, err = f.open(name, limit)
	} else {
		file, err = fsys.Open(name)
	}
	if err != nil {
		return nil, err
	}
	defer file.Close()
	fi, err := file.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: ErrSpecial}
	}
	if fi.Size() > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: &TooLargeError{Limit: limit}}
	}
	data := make([]byte, 0, fi.Size()+1)
	r := io.LimitReader(file, limit+1)
	for {
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if int64(len(data)) > limit {
			return nil, &fs.PathError{Op: "read", Path: name, Err: &TooLargeError{Limit: limit}}
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
	}
	return data, nil
}
