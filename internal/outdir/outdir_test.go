package outdir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	root := t.TempDir()
	docs := filepath.Join(root, "docs")
	os.MkdirAll(docs, 0o755)
	tests := []struct {
		out, inside, err string
	}{
		{filepath.Join(root, "site"), "", ""},
		{docs, "", "is the docs folder"},
		{root, "", "holds the docs folder"},
		{filepath.Join(docs, "site"), "site", ""},
	}
	for _, tt := range tests {
		inside, err := Check(tt.out, docs)
		if inside != tt.inside || (err == nil) != (tt.err == "") || (err != nil && !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("Check(%s) = %q, %v; want %q, %q", tt.out, inside, err, tt.inside, tt.err)
		}
	}
	foreign := filepath.Join(root, "foreign")
	os.MkdirAll(foreign, 0o755)
	os.WriteFile(filepath.Join(foreign, "precious.txt"), []byte("x"), 0o644)
	if _, err := Check(foreign, docs); err == nil || !strings.Contains(err.Error(), "not made by navbuild") {
		t.Errorf("a folder navbuild did not make: %v", err)
	}
}

func TestCommitReplacesOnlyOwnOutput(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	write := func(content string) error {
		d, err := Create(out)
		if err != nil {
			return err
		}
		if err := d.WriteFile("a/index.html", []byte(content)); err != nil {
			return err
		}
		return d.Commit()
	}
	if err := write("one"); err != nil {
		t.Fatal(err)
	}
	if err := write("two"); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(out, "a/index.html")); string(b) != "two" {
		t.Errorf("content = %q, want two", b)
	}

	// An aborted build leaves the previous output as it was.
	d, err := Create(out)
	if err != nil {
		t.Fatal(err)
	}
	d.WriteFile("a/index.html", []byte("three"))
	d.Abort()
	if b, _ := os.ReadFile(filepath.Join(out, "a/index.html")); string(b) != "two" {
		t.Errorf("after abort: %q, want two", b)
	}
	entries, _ := os.ReadDir(root)
	if len(entries) != 1 {
		t.Errorf("leftovers beside the output: %v", entries)
	}

	// A folder without the marker is never replaced.
	os.Remove(filepath.Join(out, Marker))
	if err := write("four"); err == nil {
		t.Error("replaced a folder without the marker")
	}
	if b, _ := os.ReadFile(filepath.Join(out, "a/index.html")); string(b) != "two" {
		t.Errorf("unmarked folder changed: %q", b)
	}
}

func TestWriteFileStaysInside(t *testing.T) {
	d, err := Create(filepath.Join(t.TempDir(), "site"))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Abort()
	if err := d.WriteFile("../escape.html", nil); err == nil {
		t.Error("wrote outside the output folder")
	}
}
