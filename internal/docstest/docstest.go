// Package docstest gives tests their docs folders and an output to render
// into: the real-world sites of the corpus beside the repository
// ([Corpus]), folders written from a map of files ([Write]), and outputs
// that keep the files in memory ([Memory]) or drop them ([Discard]), and a
// file system that counts what is opened in it ([Counting]).
//
// Stage: tooling. For tests only.
package docstest

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"maps"
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
// there, as in a clone with nothing beside it, and in -short mode (make
// test-quick), as building real sites is not short.
func CorpusDir(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("SKIP in -short mode: the corpus tests build real sites")
	}
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

// Streaming is a Memory that also takes files in parts (a
// render.Streamer): a file created is kept, as WriteFile keeps it, when
// it is closed.
type Streaming struct {
	Memory
}

// Create returns a writer whose bytes become the file name on Close.
func (m *Streaming) Create(name string) (io.WriteCloser, error) {
	return &part{m: &m.Memory, name: name}, nil
}

// A part is a file of a Streaming being written.
type part struct {
	bytes.Buffer
	m    *Memory
	name string
}

func (p *part) Close() error { return p.m.WriteFile(p.name, p.Bytes()) }

// Discard is an output (render.Output) that keeps nothing, for
// benchmarks that measure the build alone.
type Discard struct{}

// WriteFile does nothing.
func (Discard) WriteFile(string, []byte) error { return nil }

// Counting is a file system that counts the opens of each name of the
// file system it wraps; the zero value of opens is made at the first
// Open. It is safe for concurrent use.
type Counting struct {
	fs.FS
	mu    sync.Mutex
	opens map[string]int
}

// Open opens name in the wrapped file system and counts it.
func (c *Counting) Open(name string) (fs.File, error) {
	c.mu.Lock()
	if c.opens == nil {
		c.opens = map[string]int{}
	}
	c.opens[name]++
	c.mu.Unlock()
	return c.FS.Open(name)
}

// Opens returns how many times each name was opened so far.
func (c *Counting) Opens() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return maps.Clone(c.opens)
}
