package resolve

import (
	"slices"
	"testing"

	"github.com/alecthomas/chroma/v2/styles"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/shiki"
)

// TestShikiStyles checks that every theme navbuild maps to a chroma
// palette is one of the reference's (Shiki's bundled themes) and that its
// chroma style exists, and that every other bundled theme resolves to
// its vendored colours without a warning.
func TestShikiStyles(t *testing.T) {
	names := shiki.Names()
	for name, style := range shikiStyles {
		if !slices.Contains(names, name) {
			t.Errorf("%s is not a Shiki theme", name)
		}
		if _, ok := styles.Registry[style]; !ok {
			t.Errorf("%s: no chroma style %q", name, style)
		}
	}
	var l diag.List
	b := &builder{diags: &l}
	for _, name := range names {
		got := b.codeStyle(name, nil, "styling.codeblocks")
		if want, ok := shikiStyles[name]; ok && got != want || !ok && got != "shiki-"+name {
			t.Errorf("codeStyle(%q) = %q", name, got)
		}
	}
	if errs, warnings := l.Count(); errs+warnings != 0 {
		t.Errorf("bundled themes reported %d errors, %d warnings", errs, warnings)
	}
}
