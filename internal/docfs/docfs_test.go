package docfs

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

const secret = "SECRET-7f3a"

// folder makes a docs folder with a page, links inside and outside it,
// and returns it.
func folder(t *testing.T) string {
	t.Helper()
	outside := t.TempDir()
	write(t, filepath.Join(outside, "secret.txt"), secret)
	if err := os.Mkdir(filepath.Join(outside, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(outside, "sub", "secret.txt"), secret)
	dir := t.TempDir()
	write(t, filepath.Join(dir, "page.mdx"), "hello")
	if err := os.Mkdir(filepath.Join(dir, "in"), 0o755); err != nil {
		t.Fatal(err)
	}
	link(t, "../page.mdx", filepath.Join(dir, "in", "relative.mdx"))
	link(t, filepath.Join(outside, "secret.txt"), filepath.Join(dir, "absolute.mdx"))
	rel, err := filepath.Rel(dir, filepath.Join(outside, "secret.txt"))
	if err != nil {
		t.Fatal(err)
	}
	link(t, rel, filepath.Join(dir, "up.mdx"))
	link(t, filepath.Join(outside, "sub"), filepath.Join(dir, "linkdir"))
	link(t, "/dev/zero", filepath.Join(dir, "zero.mdx"))
	link(t, "/proc/self/environ", filepath.Join(dir, "environ.mdx"))
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.mdx"), 0o644); err != nil {
		t.Fatal(err)
	}
	link(t, "fifo.mdx", filepath.Join(dir, "tofifo.mdx"))
	return dir
}

func write(t *testing.T, name, s string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func link(t *testing.T, target, name string) {
	t.Helper()
	if err := os.Symlink(target, name); err != nil {
		t.Fatal(err)
	}
}

// within runs f, failing the test instead of hanging past its deadline.
func within(t *testing.T, f func()) {
	t.Helper()
	ctx := context.Background()
	if d, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-5*time.Second))
		defer cancel()
	}
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-ctx.Done():
		t.Fatal("blocked (a FIFO or device was opened)")
	}
}

// kinds runs f on the folder dir opened each way: by every operation
// (New) and once (Open).
func kinds(t *testing.T, dir string, f func(t *testing.T, fsys *FS)) {
	t.Helper()
	t.Run("New", func(t *testing.T) { f(t, New(dir)) })
	t.Run("Open", func(t *testing.T) {
		fsys, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer fsys.Close()
		f(t, fsys)
	})
}

func TestInside(t *testing.T) {
	kinds(t, folder(t), testInside)
}

func testInside(t *testing.T, fsys *FS) {
	for _, name := range []string{"page.mdx", "in/relative.mdx"} {
		got, err := fs.ReadFile(fsys, name)
		if err != nil || string(got) != "hello" {
			t.Errorf("%s: %q, %v; want hello", name, got, err)
		}
	}
}

func TestRefused(t *testing.T) {
	kinds(t, folder(t), testRefused)
}

func testRefused(t *testing.T, fsys *FS) {
	for name, want := range map[string]error{
		"absolute.mdx":       ErrOutside,
		"up.mdx":             ErrOutside,
		"linkdir/secret.txt": ErrOutside,
		"environ.mdx":        ErrOutside,
		"zero.mdx":           ErrOutside, // an absolute link leaves first
		"fifo.mdx":           ErrSpecial,
		"tofifo.mdx":         ErrSpecial,
	} {
		within(t, func() {
			data, err := fs.ReadFile(fsys, name)
			if !errors.Is(err, want) || !errors.Is(err, ErrRefused) {
				t.Errorf("ReadFile(%s) = %v; want %v", name, err, want)
			}
			if bytes.Contains(data, []byte(secret)) {
				t.Errorf("ReadFile(%s) read the secret", name)
			}
			if _, err := ReadFile(fsys, name, MaxPage); !errors.Is(err, want) {
				t.Errorf("ReadFile(%s, MaxPage) = %v; want %v", name, err, want)
			}
			if f, err := fsys.Open(name); !errors.Is(err, want) {
				t.Errorf("Open(%s) = %v; want %v", name, err, want)
				if err == nil {
					f.Close()
				}
			}
			if Hint(err) == "" {
				t.Errorf("no hint for %v", err)
			}
		})
	}
	if _, err := fsys.Stat("absolute.mdx"); !errors.Is(err, ErrOutside) {
		t.Errorf("Stat(absolute.mdx) = %v; want ErrOutside", err)
	}
}

// TestDeviceInside refuses a device reached without leaving the folder
// (a docs folder at /dev).
func TestDeviceInside(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip(err)
	}
	kinds(t, "/dev", func(t *testing.T, fsys *FS) {
		within(t, func() {
			_, err := ReadFile(fsys, "zero", MaxPage)
			if !errors.Is(err, ErrSpecial) {
				t.Errorf("ReadFile(/dev/zero) = %v; want ErrSpecial", err)
			}
		})
	})
}

// TestReplaced replaces the folder while it is open: New reads the new
// folder (serve sees the folder as it is now), Open the one it opened
// (a build reads one folder), until Close.
func TestReplaced(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "docs")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "page.mdx"), "old")
	live := New(dir)
	once, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(dir, filepath.Join(parent, "moved")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "page.mdx"), "new")
	for _, c := range []struct {
		fsys *FS
		want string
	}{{live, "new"}, {once, "old"}} {
		if got, err := ReadFile(c.fsys, "page.mdx", MaxPage); err != nil || string(got) != c.want {
			t.Errorf("root %v: %q, %v; want %q", c.fsys.root != nil, got, err, c.want)
		}
	}
	if err := once.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(once, "page.mdx", MaxPage); err == nil {
		t.Error("read after Close")
	}
	if err := live.Close(); err != nil {
		t.Error(err)
	}
}

func TestTooLarge(t *testing.T) {
	dir := t.TempDir()
	const limit = 1 << 20
	write(t, filepath.Join(dir, "exact"), strings.Repeat("a", limit))
	write(t, filepath.Join(dir, "over"), strings.Repeat("a", limit+1))
	fsys := New(dir)
	if got, err := ReadFile(fsys, "exact", limit); err != nil || len(got) != limit {
		t.Errorf("exact: %d bytes, %v", len(got), err)
	}
	_, err := ReadFile(fsys, "over", limit)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Limit != limit || !errors.Is(err, ErrRefused) {
		t.Fatalf("over: %v; want a TooLargeError", err)
	}
	if !strings.Contains(err.Error(), "1 MB") {
		t.Errorf("%q does not name the limit", err)
	}
	// The bounded file refuses what grows past the limit after Stat.
	f, err := fsys.open("over", limit)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := io.ReadAll(f); !errors.As(err, &tl) {
		t.Errorf("reading past the limit: %v", err)
	}
}

// TestReadDir: ReadDir lists what os.ReadDir lists, in order, with the
// same types and the same Info (a link's own), in a folder of every kind
// of entry and in one too large for a single read of the kernel's
// entries; on a name that is not a folder it fails, on a FIFO at once.
func TestReadDir(t *testing.T) {
	dir := folder(t)
	big := filepath.Join(dir, "big")
	if err := os.Mkdir(big, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 1500 {
		write(t, filepath.Join(big, strings.Repeat("n", 40)+strconv.Itoa(i)+".mdx"), strconv.Itoa(i))
	}
	for _, live := range []bool{false, true} {
		var f *FS
		if live {
			f = New(dir)
		} else {
			var err error
			if f, err = Open(dir); err != nil {
				t.Fatal(err)
			}
			defer f.Close()
		}
		for _, name := range []string{".", "in", "big"} {
			got, err := f.ReadDir(name)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadDir(filepath.Join(dir, filepath.FromSlash(name)))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("%s: %d entries, want %d", name, len(got), len(want))
			}
			for i := range want {
				g, w := got[i], want[i]
				if g.Name() != w.Name() || g.Type() != w.Type() || g.IsDir() != w.IsDir() {
					t.Errorf("%s: entry %d: %v, want %v", name, i, g, w)
					continue
				}
				gi, gerr := g.Info()
				wi, werr := w.Info()
				if gerr != nil || werr != nil || gi.Size() != wi.Size() || gi.Mode() != wi.Mode() {
					t.Errorf("%s/%s: Info %v %v, want %v %v", name, g.Name(), gi, gerr, wi, werr)
				}
			}
		}
		for _, name := range []string{"page.mdx", "fifo.mdx", "missing", "../x"} {
			if _, err := f.ReadDir(name); err == nil {
				t.Errorf("ReadDir(%q) listed a folder", name)
			}
		}
	}
}
