package outdir

import (
	"fmt"
	"path/filepath"
	"strings"
)

// CheckName reports whether name, a slash path, can be a file of the
// site: it must stay inside the output folder ("..x" is a name, "../x" is
// not) and hold no NUL, which no file system takes. WriteFile runs it, and
// so does `check`, which writes nothing but must fail where build fails.
func CheckName(name string) error {
	const base = "out" // any folder: only the climbing matters
	rel, err := filepath.Rel(base, filepath.Join(base, filepath.FromSlash(name)))
	if err != nil || climbs(rel) {
		return fmt.Errorf("write %q: outside the output folder", name)
	}
	if strings.ContainsRune(name, 0) {
		return fmt.Errorf("write %q: a file name cannot hold a NUL", name)
	}
	return nil
}

// climbs reports whether rel, a result of filepath.Rel, leads out of its
// base: ".." or "../x", not "..x".
func climbs(rel string) bool {
	return rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
