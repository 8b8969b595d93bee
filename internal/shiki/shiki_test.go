package shiki

import (
	"slices"
	"testing"

	"github.com/alecthomas/chroma/v2"
)

// TestStyles: every bundled theme builds a chroma style whose block has
// a background and a text colour of its kind (a dark theme's background
// darker than its text), the names the reference's users write are
// there, and the kinds are Shiki's.
func TestStyles(t *testing.T) {
	names := Names()
	if len(names) < 60 || !slices.IsSorted(names) {
		t.Fatalf("Names() = %d names, want Shiki's 60+, sorted", len(names))
	}
	for _, name := range names {
		s := Style(name)
		if s == nil {
			t.Errorf("%s: no style", name)
			continue
		}
		bg := s.Get(chroma.Background)
		if !bg.Background.IsSet() || !bg.Colour.IsSet() {
			t.Errorf("%s: block colours %v", name, bg)
			continue
		}
		dark, _ := Dark(name)
		if got := bg.Background.Brightness() < bg.Colour.Brightness(); got != dark {
			t.Errorf("%s: dark %v, but background %s and text %s", name, dark, bg.Background, bg.Colour)
		}
		if !s.Get(chroma.LiteralString).Colour.IsSet() || !s.Get(chroma.Comment).Colour.IsSet() {
			t.Errorf("%s: strings or comments without a colour", name)
		}
	}
	for name, want := range map[string]bool{"night-owl": true, "dark-plus": true, "snazzy-light": false, "vitesse-light": false, "vesper": true} {
		if dark, ok := Dark(name); !ok || dark != want {
			t.Errorf("Dark(%q) = %v, %v; want %v, true", name, dark, ok, want)
		}
	}
	if s := Style("night-owl"); s.Get(chroma.LiteralString).Colour.String() != "#ecc48d" {
		t.Errorf("night-owl strings are %s, want the theme's #ecc48d", s.Get(chroma.LiteralString).Colour)
	}
	if Style("nope") != nil {
		t.Error(`Style("nope") is not nil`)
	}
}
