// Package docstest gives tests their docs folders and an output to render
// into: the real-world sites of the corpus beside the repository
// ([Corpus]), folders written from a map of files ([Write]), and outputs
// that keep the files in memory ([Memory]) or drop them ([Discard]).
//
// Stage: tooling. For tests only.
package docstest

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// Write writes files (slash-separated name: content) under dir, making
// the folders they need, and fails the test on an error.
func Write[T string | []byte](t testing.TB, dir string, files map[string]T) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// Site is one docs folder of the corpus: Name is its folder's name
// (owner__repo), Dir its path.
type Site struct {
	Name, Dir string
}

// FS returns the site's folder as a file system.
func (s Site) FS() fs.FS { return os.DirFS(s.Dir) }

// CorpusDir returns the path of the corpus: ../shared/corpus beside the
// repository (the folder above the module's go.mod, found from the test's
// working directory). It skips the test ("SKIP") when the corpus is not
// there, as in a clone with nothing beside it.
func CorpusDir(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root := wd
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(root)
		if parent == root {
			t.Fatalf("no go.mod above %s", wd)
		}
		root = parent
	}
	dir := filepath.Join(filepath.Dir(root), "shared", "corpus")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("SKIP: no corpus at %s (%v); the corpus tests need ../shared/corpus beside the repository", dir, err)
	}
	return dir
}

// Corpus returns the sites of the corpus (its folders, by name), skipping
// the test as [CorpusDir] does; it fails the test when the corpus holds
// no site, as a corpus test would then check nothing.
func Corpus(t testing.TB) []Site {
	t.Helper()
	dir := CorpusDir(t)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var sites []Site
	for _, e := range entries {
		if e.IsDir() {
			sites = append(sites, Site{Name: e.Name(), Dir: filepath.Join(dir, e.Name())})
		}
	}
	if len(sites) == 0 {
		t.Fatalf("no site in %s: the test would check nothing", dir)
	}
	return sites
}

// CorpusSite returns the corpus site name, skipping the test as
// [CorpusDir] does, or failing it when the corpus has no such site.
func CorpusSite(t testing.TB, name string) Site {
	t.Helper()
	s := Site{Name: name, Dir: filepath.Join(CorpusDir(t), name)}
	if _, err := os.Stat(s.Dir); err != nil {
		t.Fatalf("corpus site %s: %v", name, err)
	}
	return s
}

// Memory is an output (render.Output) that keeps the files written in
// Files, by name, made on the first write. A second write of a name is an
// error: a site writes each of its files once. WriteFile is safe for
// concurrent use; read Files once the writing is done.
type Memory struct {
	mu    sync.Mutex
	Files map[string][]byte
}

// WriteFile keeps a copy of data as the file name.
func (m *Memory) WriteFile(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, dup := m.Files[name]; dup {
		return fmt.Errorf("%s written twice", name)
	}
	if m.Files == nil {
		m.Files = map[string][]byte{}
	}
	m.Files[name] = append([]byte(nil), data...)
	return nil
}

// Discard is an output (render.Output) that keeps nothing, for
// benchmarks that measure the build alone.
type Discard struct{}

// WriteFile does nothing.
func (Discard) WriteFile(string, []byte) error { return nil }
