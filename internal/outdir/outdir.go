// Package outdir writes a site into an output folder atomically: files go
// to a temporary folder beside it, which replaces the output folder only
// once everything is written. A failed build leaves the previous output as
// it was, and a folder navbuild did not create is never deleted.
package outdir

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Marker is the file that marks an output folder as navbuild's.
const Marker = ".navbuild"

const markerText = "This folder is written by navbuild; it is replaced on every build.\n"

// Dir is an output folder being written. WriteFile is safe for concurrent
// use.
type Dir struct {
	final string
	tmp   string
	mu    sync.Mutex
	made  map[string]bool // folders created, so each MkdirAll runs once
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

// replaceable reports whether out may be replaced.
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
	if _, err := os.Stat(filepath.Join(out, Marker)); err != nil {
		return fmt.Errorf("refusing to replace %s: it was not made by navbuild (it has no %s file); choose another folder or empty it", out, Marker)
	}
	return nil
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

// Create starts writing the output folder out, in a temporary folder
// beside it.
func Create(out string) (*Dir, error) {
	out = filepath.Clean(out)
	parent := filepath.Dir(out)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(out)+".navbuild-")
	if err != nil {
		return nil, err
	}
	d := &Dir{final: out, tmp: tmp, made: map[string]bool{tmp: true}}
	if err := os.WriteFile(filepath.Join(tmp, Marker), []byte(markerText), 0o644); err != nil {
		d.Abort()
		return nil, err
	}
	return d, nil
}

// WriteFile writes a file of the site; name is a slash path.
func (d *Dir) WriteFile(name string, data []byte) error {
	p := filepath.Join(d.tmp, filepath.FromSlash(name))
	if err := CheckName(name); err != nil {
		return err
	}
	dir := filepath.Dir(p)
	d.mu.Lock()
	known := d.made[dir]
	d.mu.Unlock()
	if !known {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		d.mu.Lock()
		d.made[dir] = true
		d.mu.Unlock()
	}
	return os.WriteFile(p, data, 0o644)
}

// Commit replaces the output folder with what was written.
func (d *Dir) Commit() error {
	if err := replaceable(d.final); err != nil {
		d.Abort()
		return err
	}
	old := ""
	if _, err := os.Stat(d.final); err == nil {
		old = d.tmp + ".old"
		if err := os.Rename(d.final, old); err != nil {
			d.Abort()
			return err
		}
	}
	if err := os.Rename(d.tmp, d.final); err != nil {
		if old != "" {
			os.Rename(old, d.final)
		}
		d.Abort()
		return err
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// Abort removes what was written; the output folder is left as it was.
func (d *Dir) Abort() {
	os.RemoveAll(d.tmp)
}
