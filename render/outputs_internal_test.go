package render

import (
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestOutputKey: names one case-insensitive, normalising file system
// takes for one file share a key; others do not.
func TestOutputKey(t *testing.T) {
	o := newOutputs()
	same := [][2]string{
		{"A/index.html", "a/index.html"},
		{norm.NFC.String("café.md"), norm.NFD.String("café.md")},
		{norm.NFC.String("CAFÉ.md"), norm.NFD.String("café.md")},
		{"Straße/index.html", "STRASSE/index.html"}, // full case folding, as APFS
		{"\u212a.png", "k.png"},                     // Kelvin sign
	}
	for _, p := range same {
		if o.key(p[0]) != o.key(p[1]) {
			t.Errorf("key(%q) = %q, key(%q) = %q: want one key", p[0], o.key(p[0]), p[1], o.key(p[1]))
		}
	}
	for _, p := range [][2]string{{"a/index.html", "b/index.html"}, {"c#.md", "c.md"}, {"é.md", "e.md"}} {
		if o.key(p[0]) == o.key(p[1]) {
			t.Errorf("key(%q) = key(%q) = %q: want two", p[0], p[1], o.key(p[0]))
		}
	}
}
