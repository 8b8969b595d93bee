package docfs

import (
	"encoding/binary"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"syscall"
)

// readDir lists the folder name of the root r from the types the kernel
// gives its entries (getdents64), sorted by name. os.File.ReadDir stats
// every entry of a folder opened in a Root, since its lazy Info would
// leave the root: a walk of a 10,000-page site was 10,000 lstat calls
// (0.1 CPU-s, twice a build: resolve's and the Tailwind pass's). Here an
// entry the kernel gives no type (DT_UNKNOWN) is stat'ed through r, and
// Info stats through the FS when asked.
func (f *FS) readDir(r *os.Root, name string) ([]fs.DirEntry, error) {
	// O_DIRECTORY: a FIFO or a file under the name fails at once.
	dir, err := r.OpenFile(name, os.O_RDONLY|syscall.O_DIRECTORY|oFlags, 0)
	if err != nil {
		return nil, err
	}
	defer dir.Close()
	// getdents64 on a folder never waits (O_NONBLOCK is for FIFOs): the
	// descriptor is read directly, not through the poller.
	fd := int(dir.Fd())
	var entries []fs.DirEntry
	buf := make([]byte, 32<<10)
	for {
		n, err := syscall.ReadDirent(fd, buf)
		if err != nil {
			return nil, &fs.PathError{Op: "readdirent", Path: name, Err: err}
		}
		if n <= 0 {
			break
		}
		for b := buf[:n]; len(b) >= 19; {
			// struct linux_dirent64: ino u64, off s64, reclen u16,
			// type u8, name NUL-terminated.
			reclen := int(binary.NativeEndian.Uint16(b[16:18]))
			if reclen < 19 || reclen > len(b) {
				return nil, &fs.PathError{Op: "readdirent", Path: name, Err: syscall.EIO}
			}
			ino, typ, raw := binary.NativeEndian.Uint64(b[0:8]), b[18], b[19:reclen]
			b = b[reclen:]
			base, _, _ := strings.Cut(string(raw), "\x00")
			if ino == 0 || base == "." || base == ".." {
				continue
			}
			e := &dirEntry{fsys: f, name: path.Join(name, base), base: base}
			if mode, ok := direntType(typ); ok {
				e.typ = mode
			} else {
				fi, err := r.Lstat(e.name)
				if err != nil {
					if os.IsNotExist(err) {
						continue // removed since it was listed
					}
					return nil, err
				}
				e.typ, e.info = fi.Mode().Type(), fi
			}
			entries = append(entries, e)
		}
	}
	slices.SortFunc(entries, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return entries, nil
}

// direntType returns the file type of a dirent's d_type; false for
// DT_UNKNOWN.
func direntType(t byte) (fs.FileMode, bool) {
	switch t {
	case syscall.DT_REG:
		return 0, true
	case syscall.DT_DIR:
		return fs.ModeDir, true
	case syscall.DT_LNK:
		return fs.ModeSymlink, true
	case syscall.DT_FIFO:
		return fs.ModeNamedPipe, true
	case syscall.DT_SOCK:
		return fs.ModeSocket, true
	case syscall.DT_CHR:
		return fs.ModeDevice | fs.ModeCharDevice, true
	case syscall.DT_BLK:
		return fs.ModeDevice, true
	}
	return 0, false
}

// A dirEntry is an entry of a folder listed by readDir.
type dirEntry struct {
	fsys *FS
	name string // the slash path in the docs folder
	base string
	typ  fs.FileMode
	info fs.FileInfo // nil until asked for, unless the type needed it
}

func (e *dirEntry) Name() string      { return e.base }
func (e *dirEntry) IsDir() bool       { return e.typ.IsDir() }
func (e *dirEntry) Type() fs.FileMode { return e.typ }
func (e *dirEntry) String() string    { return fs.FormatDirEntry(e) }

// Info stats the entry, not following a link, as os.DirEntry's does.
func (e *dirEntry) Info() (fs.FileInfo, error) {
	if e.info != nil {
		return e.info, nil
	}
	r, done, err := e.fsys.folder("lstat", e.name)
	if err != nil {
		return nil, err
	}
	defer done()
	fi, err := r.Lstat(e.name)
	return fi, translate("lstat", err)
}
