package docstest

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	Write(t, dir, map[string]string{"a/b/c.mdx": "c", "d.json": "{}"})
	for name, want := range map[string]string{"a/b/c.mdx": "c", "d.json": "{}"} {
		got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v; want %q", name, got, err, want)
		}
	}
}

func TestMemory(t *testing.T) {
	var m Memory
	if err := m.WriteFile("a", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteFile("a", []byte("y")); err == nil {
		t.Error("a second write of a name is not an error")
	}
	if string(m.Files["a"]) != "x" {
		t.Errorf("Files[a] = %q, want x", m.Files["a"])
	}
}
