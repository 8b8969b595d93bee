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

// TestProTable checks every substitute of the generated Pro table is a
// glyph of its set, that no Pro name hides a free Font Awesome icon, and
// that the table is not cut short (2801 names in 7.3.1).
func TestProTable(t *testing.T) {
	proSubstitute("")
	if len(pro) < 2000 {
		t.Fatalf("%s: %d names", proFile, len(pro))
	}
	for name, to := range pro {
		for _, s := range []*set{faSolid, faRegular, faBrands} {
			if _, ok := s.lookup(name); ok {
				t.Errorf("Pro %s: %s has it", name, s.file)
			}
		}
		if to == "" {
			continue
		}
		lib, n, _ := strings.Cut(to, ":")
		sets := map[string][]*set{FontAwesome: {faSolid, faRegular, faBrands}, Lucide: {lucideSet}, Tabler: {tablerOutline, tablerFilled}}[lib]
		found := false
		for _, s := range sets {
			_, ok := s.lookup(n)
			found = found || ok
		}
		if !found {
			t.Errorf("Pro %s → %s: not in %s", name, to, lib)
		}
	}
}

// TestProNames checks Pro names are drawn with their substitute and
// named in the warning, reviewed ones as reviewed, and a Pro name with
// nothing close is a dot with a warning that says so.
func TestProNames(t *testing.T) {
	tests := []struct {
		lib, name, set, note string
	}{
		{"", "bullseye-pointer", "fontawesome-solid", `icon "bullseye-pointer" is Font Awesome Pro; drawn as "bullseye"`},
		{"", "book-open-cover", "fontawesome-solid", `icon "book-open-cover" is Font Awesome Pro; drawn as "book-open"`},
		{"", "fa-solid fa-book-open-cover", "fontawesome-solid", `icon "fa-solid fa-book-open-cover" is Font Awesome Pro; drawn as "book-open"`},
		{"", "pipe", "lucide", `icon "pipe" is Font Awesome Pro; drawn as "lucide:minus"`},
		{"", "camera-cctv", "lucide", `icon "camera-cctv" is Font Awesome Pro; drawn as "lucide:cctv"`},
		{"", "message-bot", "tabler-outline", `icon "message-bot" is Font Awesome Pro; drawn as "tabler:message-chatbot"`},
		{"", "house", "fontawesome-regular", ""},   // free: no note
		{"lucide", "sparkles", "lucide", ""},       // Lucide's own on a Lucide site
		{"", "brand-openai", "tabler-outline", ""}, // not Font Awesome at all: no note
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, ok := Find(tt.lib, Ref{Name: tt.name})
			if !ok || g.Set != tt.set || g.Note(tt.name) != tt.note {
				t.Errorf("Find(%q) = %v %s, note %q; want %s, note %q", tt.name, ok, g.Set, g.Note(tt.name), tt.set, tt.note)
			}
		})
	}
	if _, ok := Find("", Ref{Name: "alicorn"}); ok {
		t.Errorf("alicorn: found, want nothing close")
	}
	if got, want := Missing("alicorn"), `icon "alicorn" is Font Awesome Pro and no free icon is close; navbuild draws a dot`; got != want {
		t.Errorf("Missing(alicorn) = %q, want %q", got, want)
	}
	if got := Missing("zzz-none"); !strings.Contains(got, "is in no icon set") {
		t.Errorf("Missing(zzz-none) = %q", got)
	}
}
