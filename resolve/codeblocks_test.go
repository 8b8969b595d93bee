package resolve

import (
	"slices"
	"testing"

	"github.com/alecthomas/chroma/v2/styles"
)

// TestShikiStyles checks that every theme navbuild maps is one of the
// reference's and that its chroma style exists.
func TestShikiStyles(t *testing.T) {
	for shiki, style := range shikiStyles {
		if !slices.Contains(shikiThemes, shiki) {
			t.Errorf("%s is not a Shiki theme", shiki)
		}
		if _, ok := styles.Registry[style]; !ok {
			t.Errorf("%s: no chroma style %q", shiki, style)
		}
	}
	for _, l := range lightShiki {
		if !slices.Contains(shikiThemes, l) {
			t.Errorf("light theme %s is not a Shiki theme", l)
		}
	}
}
