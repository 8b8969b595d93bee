// Package outdir writes a site into an output folder atomically: files go
// to a temporary folder beside it, which replaces the output folder only
// once everything is written. A failed build leaves the previous output as
// it was, and a folder navbuild did not create is never deleted.
//
// The replacement: on Linux the temporary folder and the output folder are
// exchanged with one renameat2(RENAME_EXCHANGE), so that the output folder
// is at every instant the old site or the new one; the old site, now under
// the temporary name, is then removed. Elsewhere (or on a Linux file system
// without RENAME_EXCHANGE) the output folder is renamed aside and the new
// one renamed into place: a crash between the two renames leaves the
// output folder missing and the old site beside it under its temporary
// name, which the next build into that folder puts back before building.
//
// Builds into one output folder are serialised: [Create] takes a lock on a
// file beside the output folder (".NAME.navbuild.lock", flock on Unix,
// LockFileEx on Windows, kept after the build) and waits for a build
// holding it. Temporary folders (the new site being written, the old one
// being removed) are named after the output folder and carry the PID of
// their build; those of a build that is gone (killed at any step) are
// removed by the next build into the same folder. Each is removed with its
// marker last, so that a build killed while removing one leaves a folder
// the next build still knows as navbuild's.
//
// Stage: write.
package outdir

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/navbuild/navbuild/internal/docfs"
)

// Marker is the file that marks an output folder as navbuild's.
const Marker = docfs.OutputMarker

// markerText is the content of the marker; its first line is what
// identifies a folder as navbuild's.
const markerText = "navbuild output folder; navbuild replaces this whole folder on every build.\n" +
	"Delete this file to keep navbuild from ever replacing the folder.\n"

// ErrTooLarge is returned (wrapped) by [Dir.WriteFile] once the files
// written exceed [Options].MaxBytes.
var ErrTooLarge = errors.New("the site is larger than the output limit")

// Options configures an output folder. The zero value works: no size
// limit, and no word when waiting for another build.
type Options struct {
	// MaxBytes caps the total size of the files written; 0 means no cap.
	MaxBytes int64
	// Waiting, if set, is called once when another build into the same
	// folder holds it, before waiting for that build to end.
	Waiting func()
}

// Dir is an output folder being written. WriteFile is safe for concurrent
// use.
type Dir struct {
	final   string
	tmp     string
	lock    *lock
	max     int64
	written atomic.Int64
	files   atomic.Int64
	tar     atomic.Int64 // the files' share of Stats.Tar
	mu      sync.Mutex
	made    map[string]bool // folders made, so each is made once
	largest Stats           // under mu: the largest file, LargestName and Largest only

	// step, when set (by tests), is called after each step of Commit
	// that changes the file system; a panic in it simulates a crash.
	step func(string)
	// noExchange forces the two-rename commit (tests).
	noExchange bool
}

// Check reports whether out may be written as the output of the docs
// folder src: not src itself nor a folder holding it, and, if it exists,
// an empty folder or one navbuild made. It returns out's path relative to
// src when out lies inside src ("" otherwise), to leave it out of the input.
func Check(out, src string) (inside string, err error) {
	absOut, err := abs(out)
	if err != nil {
		return "", err
	}
	absSrc, err := abs(src)
	if err != nil {
		return "", err
	}
	if absOut == absSrc {
		return "", fmt.Errorf("the output folder %s is the docs folder", out)
	}
	if rel, err := filepath.Rel(absOut, absSrc); err == nil && !climbs(rel) {
		return "", fmt.Errorf("the output folder %s holds the docs folder %s", out, src)
	}
	if rel, err := filepath.Rel(absSrc, absOut); err == nil && !climbs(rel) {
		inside = filepath.ToSlash(rel)
	}
	return inside, replaceable(out)
}

// replaceable reports whether out may be replaced: it does not exist, or
// it is an empty folder, or a folder holding navbuild's marker.
func replaceable(out string) error {
	st, err := os.Stat(out)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("the output %s is a file, not a folder", out)
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	if len(entries) == 0 {
		return nil
	}
	if err := checkMarker(out); err != nil {
		return fmt.Errorf("refusing to replace %s: it was not made by navbuild (%v); choose another folder or empty it", out, err)
	}
	return nil
}

// checkMarker reports whether dir holds navbuild's marker: a regular file
// (not a link, not a folder) whose first line is one navbuild writes.
func checkMarker(dir string) error {
	name := filepath.Join(dir, Marker)
	st, err := os.Lstat(name)
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("it has no %s file", Marker)
	}
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("its %s is not a file but a %s", Marker, kind(st.Mode()))
	}
	head, err := docfs.Head(os.DirFS(dir), Marker, 256)
	if err != nil {
		return err
	}
	if docfs.IsMarker(head) {
		return nil
	}
	return fmt.Errorf("its %s file was not written by navbuild", Marker)
}

func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "folder"
	case m&os.ModeSymlink != 0:
		return "symbolic link"
	case m&os.ModeNamedPipe != 0:
		return "named pipe"
	case m&os.ModeDevice != 0:
		return "device"
	case m&os.ModeSocket != 0:
		return "socket"
	}
	return "special file"
}

func abs(p string) (string, error) {
	a, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	if r, err := filepath.EvalSymlinks(a); err == nil {
		return r, nil
	}
	// out may not exist yet: resolve its parent.
	if r, err := filepath.EvalSymlinks(filepath.Dir(a)); err == nil {
		return filepath.Join(r, filepath.Base(a)), nil
	}
	return a, nil
}

// tmpPrefix is the name prefix of the temporary folders of out: the build's
// PID follows, then "-" and a random number.
func tmpPrefix(out string) string { return "." + filepath.Base(out) + ".navbuild-" }

// Create starts writing the output folder out, in a temporary folder
// beside it. It waits (until ctx is done) for another build into out to
// end, then removes the temporary folders of builds that are gone.
func Create(ctx context.Context, out string, opts Options) (*Dir, error) {
	out = filepath.Clean(out)
	parent := filepath.Dir(out)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	lk, err := acquire(ctx, filepath.Join(parent, "."+filepath.Base(out)+".navbuild.lock"), opts.Waiting)
	if err != nil {
		return nil, err
	}
	if err := cleanStale(out, nil); err != nil {
		lk.release()
		return nil, err
	}
	prefix := filepath.Join(parent, tmpPrefix(out)+strconv.Itoa(os.Getpid())+"-")
	var tmp string
	for {
		// Mode 0755 under the umask, as the output folder will be.
		tmp = prefix + strconv.FormatUint(uint64(rand.Uint32()), 10)
		err = os.Mkdir(tmp, 0o755)
		if !errors.Is(err, os.ErrExist) {
			break
		}
	}
	if err != nil {
		lk.release()
		return nil, err
	}
	d := &Dir{final: out, tmp: tmp, lock: lk, max: opts.MaxBytes, made: map[string]bool{tmp: true}}
	if err := os.WriteFile(filepath.Join(tmp, Marker), []byte(markerText), 0o644); err != nil {
		d.Abort()
		return nil, err
	}
	return d, nil
}

// acquire takes the lock file name, polling while another process holds
// it so that ctx can stop the wait.
func acquire(ctx context.Context, name string, waiting func()) (*lock, error) {
	lk, err := openLock(name)
	if err != nil {
		return nil, err
	}
	told := false
	for {
		ok, err := lk.try()
		if err != nil {
			lk.f.Close()
			return nil, fmt.Errorf("lock %s: %w", name, err)
		}
		if ok {
			return lk, nil
		}
		if !told && waiting != nil {
			waiting()
		}
		told = true
		select {
		case <-ctx.Done():
			lk.f.Close()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// lock is a held (or to be held) lock file; closing it releases the lock.
type lock struct {
	f    *os.File
	once sync.Once
}

func openLock(name string) (*lock, error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return &lock{f: f}, nil
}

func (l *lock) release() { l.once.Do(func() { l.f.Close() }) }

// cleanStale removes the temporary folders of out whose build is gone,
// and puts back the old site a crash left aside if out is missing. It
// removes only folders holding navbuild's marker (or empty ones, or ones
// holding only a marker being written).
//
// It runs under the lock of out: where the system has that lock, no other
// build into out is under way, so every temporary folder of out is left
// over from a build that died, whatever process has its PID now (in a
// container a build is often PID 1 every time). Elsewhere a folder whose
// PID is alive is kept.
func cleanStale(out string, step func(string)) error {
	parent := filepath.Dir(out)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return err
	}
	_, err = os.Lstat(out)
	missing := errors.Is(err, os.ErrNotExist)
	for _, e := range entries {
		pid, old, ok := parseTemp(out, e.Name())
		if !ok || !e.IsDir() || (!locks && pid != os.Getpid() && alive(pid)) {
			continue
		}
		p := filepath.Join(parent, e.Name())
		if !ours(p) {
			continue
		}
		if missing && old {
			if err := os.Rename(p, out); err != nil {
				return err
			}
			missing = false
			continue
		}
		if err := removeTree(p, step); err != nil {
			return err
		}
	}
	return nil
}

// parseTemp reports whether name is that of a temporary folder of out:
// tmpPrefix, a PID, "-", a number, and "-old" for an old site put aside.
func parseTemp(out, name string) (pid int, old, ok bool) {
	rest, ok := strings.CutPrefix(name, tmpPrefix(out))
	if !ok {
		return 0, false, false
	}
	rest, old = strings.CutSuffix(rest, "-old")
	digits, n, ok := strings.Cut(rest, "-")
	if !ok || !allDigits(digits) || !allDigits(n) {
		return 0, false, false
	}
	pid, err := strconv.Atoi(digits)
	if err != nil || pid <= 0 || pid > 1<<31-1 {
		return 0, false, false
	}
	return pid, old, true
}

func allDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// ours reports whether the folder p may be removed as navbuild's: it holds
// navbuild's marker, or is empty, or holds only a marker cut short (a
// build killed while writing it).
func ours(p string) bool {
	entries, err := os.ReadDir(p)
	if err != nil {
		return false
	}
	if len(entries) == 0 || checkMarker(p) == nil {
		return true
	}
	if len(entries) > 1 || entries[0].Name() != Marker || !entries[0].Type().IsRegular() {
		return false
	}
	b, err := docfs.Head(os.DirFS(p), Marker, len(markerText)+1)
	return err == nil && strings.HasPrefix(markerText, string(b))
}

// removeTree removes the folder p, navbuild's, with its marker last: a
// build killed meanwhile leaves a folder the next build still knows as
// navbuild's, and removes (os.RemoveAll takes the entries in the order the
// folder lists them, the marker among the first as often as not). step,
// if set, is called after each entry removed (tests).
func removeTree(p string, step func(string)) error {
	f, err := os.Open(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	names, err := f.Readdirnames(-1)
	f.Close()
	if err != nil {
		return err
	}
	for _, name := range names {
		if name == Marker {
			continue
		}
		if err := os.RemoveAll(filepath.Join(p, name)); err != nil {
			return err
		}
		if step != nil {
			step("removing")
		}
	}
	if err := os.Remove(filepath.Join(p, Marker)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return os.Remove(p)
}

// WriteFile writes a file of the site; name is a slash path. Beyond
// [Options].MaxBytes in all, it fails with [ErrTooLarge].
func (d *Dir) WriteFile(name string, data []byte) error {
	p := filepath.Join(d.tmp, filepath.FromSlash(name))
	if err := CheckName(name); err != nil {
		return err
	}
	if err := d.count(name, len(data)); err != nil {
		return err
	}
	if err := d.mkdirs(filepath.Dir(p)); err != nil {
		return err
	}
	d.wrote(name, int64(len(data)))
	return writeNew(p, data)
}

// Stats sums up the files of a site written so far. The zero value is
// an empty site.
type Stats struct {
	Bytes       int64  // in all files
	Files       int64  // files written
	Largest     int64  // the largest file's bytes
	LargestName string // its name, a slash path
	// Tar is the size of a tar archive of the site, what GitHub's
	// upload-pages-artifact uploads: a 512-byte header for each file
	// and folder, each file's bytes padded to 512, two closing blocks.
	Tar int64
}

// Stats returns what has been written so far. It is safe to call while
// files are being written.
func (d *Dir) Stats() Stats {
	d.mu.Lock()
	s := d.largest
	folders := int64(len(d.made))
	d.mu.Unlock()
	s.Bytes, s.Files = d.written.Load(), d.files.Load()
	s.Tar = d.tar.Load() + folders*512 + 1024
	return s
}

// wrote counts the file name of n bytes, written whole.
func (d *Dir) wrote(name string, n int64) {
	d.files.Add(1)
	d.tar.Add(512 + (n+511)/512*512)
	d.mu.Lock()
	if n > d.largest.Largest || n == d.largest.Largest && name < d.largest.LargestName {
		d.largest.Largest, d.largest.LargestName = n, name
	}
	d.mu.Unlock()
}

// count adds n bytes of the file name to those written, and fails past
// [Options].MaxBytes.
func (d *Dir) count(name string, n int) error {
	if all := d.written.Add(int64(n)); d.max > 0 && all > d.max {
		return fmt.Errorf("write %s: %w of %s", name, ErrTooLarge, Size(d.max))
	}
	return nil
}

// Create creates the file name of the site (a slash path) to be written
// in parts; the bytes written count toward [Options].MaxBytes as
// [Dir.WriteFile]'s do. Close it once written.
func (d *Dir) Create(name string) (io.WriteCloser, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	p := filepath.Join(d.tmp, filepath.FromSlash(name))
	if err := d.mkdirs(filepath.Dir(p)); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, err
	}
	return &file{f: f, d: d, name: name}, nil
}

// A file is a file of the site being written in parts (see [Dir.Create]).
type file struct {
	f    *os.File
	d    *Dir
	name string
	n    int64 // bytes written
}

func (f *file) Write(b []byte) (int, error) {
	if err := f.d.count(f.name, len(b)); err != nil {
		return 0, err
	}
	f.n += int64(len(b))
	return f.f.Write(b)
}

func (f *file) Close() error {
	f.d.wrote(f.name, f.n)
	return f.f.Close()
}

// mkdirs makes the folder dir and those above it, up to the temporary
// folder, that this build has not made yet. Unlike os.MkdirAll it does
// not stat each folder first: a folder is made with one mkdir, and its
// parent only when that fails for want of it (most pages are a new folder
// in a known one).
func (d *Dir) mkdirs(dir string) error {
	d.mu.Lock()
	known := d.made[dir]
	d.mu.Unlock()
	if known {
		return nil
	}
	err := os.Mkdir(dir, 0o755)
	if errors.Is(err, fs.ErrNotExist) {
		if parent := filepath.Dir(dir); parent != dir {
			if err := d.mkdirs(parent); err != nil {
				return err
			}
			err = os.Mkdir(dir, 0o755)
		}
	}
	if err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	d.mu.Lock()
	d.made[dir] = true
	d.mu.Unlock()
	return nil
}

// Commit replaces the output folder with what was written, and ends the
// build (the lock is released).
func (d *Dir) Commit() error {
	defer d.lock.release()
	if err := replaceable(d.final); err != nil {
		d.Abort()
		return err
	}
	if _, err := os.Lstat(d.final); errors.Is(err, os.ErrNotExist) {
		if err := renameNoReplace(d.tmp, d.final); err != nil {
			d.Abort()
			return err
		}
		d.hook("renamed")
		return nil
	}
	if !d.noExchange {
		err := exchange(d.tmp, d.final)
		if err == nil {
			// d.tmp is the old site now.
			d.hook("exchanged")
			return removeTree(d.tmp, d.step)
		}
		if !errors.Is(err, errors.ErrUnsupported) {
			d.Abort()
			return err
		}
	}
	// No atomic exchange: the old site goes aside under a temporary name
	// of this build, which cleanStale puts back if the build dies before
	// the new one is in place.
	old := d.tmp + "-old"
	if err := os.Rename(d.final, old); err != nil {
		d.Abort()
		return err
	}
	d.hook("moved old")
	if err := os.Rename(d.tmp, d.final); err != nil {
		os.Rename(old, d.final)
		d.Abort()
		return err
	}
	d.hook("renamed")
	return removeTree(old, d.step)
}

func (d *Dir) hook(step string) {
	if d.step != nil {
		d.step(step)
	}
}

// Abort removes what was written and ends the build; the output folder is
// left as it was.
func (d *Dir) Abort() {
	removeTree(d.tmp, d.step)
	d.lock.release()
}

// Size formats n bytes for messages: "10 GB", "512 KB", "300 B".
func Size(n int64) string {
	units := []string{"B", "KB", "MB", "GB", "TB"}
	i := 0
	for n >= 1000 && n%1000 == 0 && i < len(units)-1 {
		n /= 1000
		i++
	}
	return strconv.FormatInt(n, 10) + " " + units[i]
}

// ParseSize reads a size written as a number of bytes with an optional
// unit: "10GB", "500 MB", "64KiB", "1000".
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') {
		i--
	}
	mult := map[string]int64{"": 1, "B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12,
		"KIB": 1 << 10, "MIB": 1 << 20, "GIB": 1 << 30, "TIB": 1 << 40}[strings.ToUpper(strings.TrimSpace(t[i:]))]
	n, err := strconv.ParseInt(t[:i], 10, 64)
	if err != nil || mult == 0 || n < 0 || n > (1<<63-1)/mult {
		return 0, fmt.Errorf("invalid size %q: write a number of bytes with an optional unit, as 10GB or 500MB", s)
	}
	return n * mult, nil
}
