package markdown

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
)

// TestFootnoteSameHTML: Footnote writes what goldmark's extension writes.
func TestFootnoteSameHTML(t *testing.T) {
	inputs := []string{
		"a[^1] b[^2]\n\n[^2]: two\n[^1]: one\n",
		"refs first[^b][^a][^b] and [^none]\n\n[^a]: A\n\n[^b]: B\n    more B\n\n[^c]: unused\n",
		"dup[^x]\n\n[^x]: first\n[^x]: second\n",
		"image ![^i] and ![alt](p.png)\n\n[^i]: note\n",
		"> quoted[^q]\n>\n> [^q]: in a quote\n\nafter[^r]\n\n[^r]: r\n",
		"nested[^n]\n\n[^n]: see[^m]\n\n[^m]: m\n",
		"[^l a b]: spaced\n\nuse[^l a b] and [^L A B]\n",
		"no definitions[^z]\n",
		"- item[^i]\n\n  [^i]: in a list\n",
		"# Heading[^h]\n\n| a | b[^t] |\n|---|---|\n| [x[^l]](u) | c |\n\n[^h]: h\n[^t]: t\n[^l]: l\n",
		"esc[^a\\]b] [^a]b]\n\n[^a\\]b]: escaped\n",
		"self[^s]\n\n[^s]: me[^s] again[^s]\n",
		"[^e]:\n\nempty[^e]\n",
	}
	for _, s := range samples(t) {
		inputs = append(inputs, string(s))
	}
	inputs = append(inputs, manyFootnotes(300))
	ours := goldmark.New(goldmark.WithExtensions(Footnote), goldmark.WithRendererOptions(html.WithUnsafe()))
	theirs := goldmark.New(goldmark.WithExtensions(extension.Footnote), goldmark.WithRendererOptions(html.WithUnsafe()))
	for i, in := range inputs {
		var a, b bytes.Buffer
		if err := ours.Convert([]byte(in), &a); err != nil {
			t.Fatal(err)
		}
		if err := theirs.Convert([]byte(in), &b); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("input %d:\n%s\nFootnote:\n%s\ngoldmark:\n%s", i, in, a.String(), b.String())
		}
	}
}

// manyFootnotes is a page of n references, then their n definitions.
func manyFootnotes(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "Text %d.[^n%d]\n\n", i, i)
	}
	for i := range n {
		fmt.Fprintf(&b, "[^n%d]: Note %d.\n", i, i)
	}
	return b.String()
}
