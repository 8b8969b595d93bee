package spill

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFile: what is put is read back at its offset, before and after the
// buffer is written out; the file leaves no name behind; after Close,
// Put and ReadAt fail.
func TestFile(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	f, err := New()
	if err != nil {
		t.Fatal(err)
	}
	a, err := f.Put([]byte("first"), []byte("+second"))
	if err != nil {
		t.Fatal(err)
	}
	big := []byte(strings.Repeat("x", 3<<20)) // past the 1 MB buffer
	b, err := f.Put(big)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := f.Put([]byte("last"))
	for _, tc := range []struct {
		off  int64
		want string
	}{{a, "first+second"}, {c, "last"}, {b + int64(len(big)) - 2, "xxla"}} {
		got := make([]byte, len(tc.want))
		if err := f.ReadAt(got, tc.off); err != nil || string(got) != tc.want {
			t.Errorf("ReadAt(%d) = %q, %v; want %q", tc.off, got, err, tc.want)
		}
	}
	if names, _ := filepath.Glob(filepath.Join(os.Getenv("TMPDIR"), "*")); f.name == "" && len(names) > 0 {
		t.Errorf("the spill file is removed, yet the folder holds %q", names)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if names, _ := filepath.Glob(filepath.Join(os.Getenv("TMPDIR"), "*")); len(names) > 0 {
		t.Errorf("after Close the folder holds %q", names)
	}
	if _, err := f.Put([]byte("more")); err == nil {
		t.Error("Put after Close: no error")
	}
	if err := f.ReadAt(make([]byte, 4), c); err == nil {
		t.Error("ReadAt after Close: no error")
	}
}
