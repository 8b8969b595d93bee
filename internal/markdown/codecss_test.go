package markdown

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestCodeCSS keeps the CSS of three styling.codeblocks settings as
// goldens: "dark" (github-dark in both modes), one theme for both modes
// and a pair.
func TestCodeCSS(t *testing.T) {
	for _, tt := range []struct{ name, light, dark string }{
		{"dark", DefaultDarkStyle, ""},
		{"dracula", "dracula", "dracula"},
		{"catppuccin", "catppuccin-latte", "onedark"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			css, err := CodeCSS(tt.light, tt.dark)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/codecss/"+tt.name+".css", []byte(css))
		})
	}
	if css, err := CodeCSS("", ""); css != "" || err != nil {
		t.Errorf("CodeCSS of the defaults = %q, %v; want nothing", css, err)
	}
	if css, err := CodeCSS(DefaultLightStyle, DefaultDarkStyle); css != "" || err != nil {
		t.Errorf("CodeCSS of the defaults by name = %q, %v; want nothing", css, err)
	}
	if _, err := CodeCSS("no-such-style", ""); err == nil {
		t.Error("CodeCSS accepts an unknown style")
	}
}

// TestCodeCSSUndoesDefault checks that an override sets again every
// property the default colours set for a class, in each mode: a class
// bold in github and plain in dracula is plain in dracula.
func TestCodeCSSUndoesDefault(t *testing.T) {
	css, err := CodeCSS("dracula", "dracula")
	if err != nil {
		t.Fatal(err)
	}
	light, dark, err := stylesOf(DefaultLightStyle, DefaultDarkStyle)
	if err != nil {
		t.Fatal(err)
	}
	base, _ := tokenRules(light, dark, nil, nil)
	checked := 0
	for _, r := range base {
		if !strings.Contains(r.decl, "font-weight: bold") {
			continue
		}
		for _, c := range r.classes {
			sel := ".chroma ." + c
			checked++
			// github sets it bold; dracula must say what it is, in light mode...
			if !strings.Contains(css, ":root "+sel+" {") && !strings.Contains(css, ":root "+sel+",\n") {
				t.Errorf("%s is bold in the default and not set again for light", sel)
			}
			// ... and in dark mode.
			if !strings.Contains(css, `:root[data-theme="dark"] `+sel) {
				t.Errorf("%s is bold in the default and not set again for dark", sel)
			}
		}
	}
	if checked == 0 {
		t.Fatal("github sets no class bold")
	}
}

// TestCodeCSSShiki: a Shiki theme chroma has no palette of (vendored by
// internal/shiki) colours the blocks and tokens with its own colours.
func TestCodeCSSShiki(t *testing.T) {
	css, err := CodeCSS("shiki-snazzy-light", "shiki-night-owl")
	if err != nil {
		t.Fatal(err)
	}
	// night-owl's editor background and strings; snazzy-light's background.
	for _, want := range []string{"--code-bg: #011627", "#ecc48d", "--code-bg: #fafbfc"} {
		if !strings.Contains(css, want) {
			t.Errorf("no %q in the CSS:\n%.600s", want, css)
		}
	}
	if _, err := CodeCSS("shiki-nope", ""); err == nil {
		t.Error("an unknown Shiki theme is not an error")
	}
}
