package icons

import (
	"fmt"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestFind looks up icons by library, style and name, and records which
// set each comes from with its SVG in testdata/find.golden.
func TestFind(t *testing.T) {
	tests := []struct {
		lib string
		ref Ref
	}{
		{"", Ref{Name: "house"}},                              // regular by default
		{"", Ref{Name: "house", Style: "solid"}},              // solid
		{"", Ref{Name: "home"}},                               // Font Awesome alias
		{"", Ref{Name: "rocket"}},                             // no regular: solid
		{"", Ref{Name: "rocket", Style: "duotone"}},           // Pro style: the free glyph
		{"", Ref{Name: "rocket", Style: "thin"}},              // Pro style: the free glyph
		{"", Ref{Name: "bell", Style: "sharp-light"}},         // Pro style: regular first
		{"", Ref{Name: "github"}},                             // brands
		{"", Ref{Name: "python", Style: "brands"}},            // brands by style
		{"", Ref{Name: "fa-solid fa-house"}},                  // class names
		{"", Ref{Name: "fa-regular fa-star"}},                 // class names: regular
		{"", Ref{Name: "fa-solid fa-star"}},                   // class names: solid
		{"", Ref{Name: "fas fa-star"}},                        // short class names
		{"", Ref{Name: "fa-brands fa-github"}},                // class names: brands
		{"", Ref{Name: "fa-sharp fa-solid fa-star"}},          // Pro sharp: the solid glyph
		{"", Ref{Name: "fa-solid fa-star", Style: "regular"}}, // the class wins over iconType
		{"", Ref{Name: "star", Style: "solid"}},               // iconType
		{"", Ref{Name: "house", Library: "lucide"}},           // the icon's own library
		{"lucide", Ref{Name: "house"}},                        // the site's library
		{"lucide", Ref{Name: "home"}},                         // Lucide alias
		{"lucide", Ref{Name: "github"}},                       // not in Lucide: Font Awesome brands
		{"tabler", Ref{Name: "home"}},                         // outline
		{"tabler", Ref{Name: "home-filled"}},                  // filled
		{"tabler", Ref{Name: "home", Style: "filled"}},        // filled
		{"", Ref{Name: "brand-openai"}},                       // only in Tabler
		{"", Ref{Name: "message-bot"}},                        // Pro only: the alias table
		{"", Ref{Name: "no-such-icon"}},                       // nowhere
		{"lucide", Ref{Name: "no-such-icon", Style: "solid"}}, // nowhere
	}
	var b strings.Builder
	for _, tt := range tests {
		g, ok := Find(tt.lib, tt.ref)
		fmt.Fprintf(&b, "%s %+v: ", tt.lib, tt.ref)
		if !ok {
			b.WriteString("none\n")
			continue
		}
		fmt.Fprintf(&b, "%s\n\t%s\n", g.Set, g.SVG("", ""))
	}
	golden.Check(t, "testdata/find.golden", []byte(b.String()))
}

// TestHTML checks the markup of a found icon (class, escaped style,
// currentColor) and of the fallback.
func TestHTML(t *testing.T) {
	h, ok := HTML("", Ref{Name: "bell"}, "mdx-icon", `color: "red"`)
	if !ok || !strings.HasPrefix(h, `<svg class="icon mdx-icon" viewBox="0 0 448 512" fill="currentColor" style="color: &#34;red&#34;" aria-hidden="true"><path d="`) {
		t.Errorf("bell: %v %s", ok, h)
	}
	h, ok = HTML(Lucide, Ref{Name: "bell"}, "", "")
	if !ok || !strings.Contains(h, `fill="none" stroke="currentColor" stroke-width="2"`) {
		t.Errorf("lucide bell: %v %s", ok, h)
	}
	h, ok = HTML("", Ref{Name: `No Such"Icon`}, "x", "")
	if ok || h != `<span class="icon icon-no-suchicon x"></span>` {
		t.Errorf("fallback: %v %s", ok, h)
	}
}

func TestIsName(t *testing.T) {
	for v, want := range map[string]bool{
		"house": true, "fa-house": true, " house ": true, "": false,
		"/icons/logo.svg": false, "logo.svg": false, "https://x.test/i.png": false, "<svg></svg>": false,
	} {
		if got := IsName(v); got != want {
			t.Errorf("IsName(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestSetsLoad checks every set decodes and has the size its package
// gives (PROVENANCE), so a truncated or empty file fails.
func TestSetsLoad(t *testing.T) {
	for _, s := range []*set{faSolid, faRegular, faBrands, lucideSet, tablerOutline, tablerFilled} {
		s.load()
		if len(s.icons) < 100 {
			t.Errorf("%s: %d icons", s.file, len(s.icons))
		}
		for name, v := range s.icons {
			if target, ok := strings.CutPrefix(v, "="); ok {
				if _, ok := s.lookup(target); !ok {
					t.Errorf("%s: alias %s of %s, which is not there", s.file, name, target)
				}
			}
		}
	}
}

// TestProAliases checks every alias leads to an icon, and that no alias
// hides a free Font Awesome icon of the same name.
func TestProAliases(t *testing.T) {
	for name, to := range proAliases {
		lib, n, _ := strings.Cut(to, ":")
		if g, ok := Find(lib, Ref{Name: n, Library: lib}); !ok || !strings.HasPrefix(g.Set, lib) {
			t.Errorf("alias %s → %s: not in %s", name, to, lib)
		}
		for _, s := range []*set{faSolid, faRegular, faBrands} {
			if _, ok := s.lookup(name); ok {
				t.Errorf("alias %s: %s has it", name, s.file)
			}
		}
	}
}
