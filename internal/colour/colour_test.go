package colour

import (
	"math"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	// Three or six hex digits, in either case, print as six lower-case ones.
	for in, want := range map[string]string{"#000": "#000000", "#FFF": "#ffffff", "#a8FF53": "#a8ff53"} {
		if c, ok := Parse(in); !ok || c.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s, true", in, c, ok, want)
		}
	}
	for _, in := range []string{"#12345", "123456", "#12345g", "#1234567", "#+12345", "", "red", "#fff;}"} {
		if c, ok := Parse(in); ok {
			t.Errorf("Parse(%q) = %v, true; want it rejected", in, c)
		}
	}
}

// FuzzParse: whatever docs.json holds, a colour that parses prints as
// "#rrggbb" and nothing else reaches a stylesheet.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"#000", "#a8ff53", "#FFFF00", "#12345", "#-1234", "#0x1234", "}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, ok := Parse(s)
		if !ok {
			return
		}
		out := c.String()
		if len(out) != 7 || out[0] != '#' || strings.Trim(out[1:], "0123456789abcdef") != "" {
			t.Fatalf("Parse(%q) prints as %q", s, out)
		}
		if !strings.EqualFold(s, out) && len(s) != 4 {
			t.Fatalf("Parse(%q) = %s", s, out)
		}
	})
}

func TestContrast(t *testing.T) {
	w, k := RGB{255, 255, 255}, RGB{}
	if got := Contrast(w, k); math.Abs(got-21) > 1e-9 {
		t.Errorf("white on black: %v, want 21", got)
	}
	// #767676 on white is the classic 4.54:1.
	if got := Contrast(RGB{0x76, 0x76, 0x76}, w); math.Abs(got-4.54) > 0.01 {
		t.Errorf("#767676 on white: %.3f, want 4.54", got)
	}
}

func TestFit(t *testing.T) {
	w, k := RGB{255, 255, 255}, RGB{}
	for _, c := range []string{"#000", "#fff", "#a8ff53", "#ffff00", "#16a34a", "#808080", "#ff00ff"} {
		in, _ := Parse(c)
		for _, bg := range []RGB{w, k, {0x80, 0x80, 0x80}, {0x1a, 0x00, 0x3b}} {
			got := Fit(in, TextRatio, bg)
			if r := Contrast(got, bg); r < TextRatio && math.Max(Contrast(w, bg), Contrast(k, bg)) >= TextRatio {
				t.Errorf("Fit(%s, 4.5, %s) = %s: %.2f:1", in, bg, got, r)
			}
			if Contrast(in, bg) >= TextRatio && got != in {
				t.Errorf("Fit(%s, 4.5, %s) = %s: changed a colour that passes", in, bg, got)
			}
		}
	}
	// The hue survives: a lime made readable on white stays green.
	lime, _ := Parse("#a8ff53")
	got := Fit(lime, TextRatio, w)
	if !(got.G > got.R && got.G > got.B) {
		t.Errorf("Fit(lime) = %s: not green any more", got)
	}
}

// TestDeriveHarsh: whatever the author picks, every text colour of the
// palette reaches 4.5:1 on every background it is drawn on, buttons
// 3:1 on the page and their text 4.5:1 on the button, in both modes; a
// colour changed is reported with its key.
func TestDeriveHarsh(t *testing.T) {
	harsh := []string{"#000", "#fff", "#a8ff53", "#ffff00", "#0000ff", "#ff5cb2"}
	bgs := []string{"", "#000000", "#ffffff", "#1a003b", "#f7f7f7", "#808080", "#eeeeee", "#222831"}
	for _, c := range harsh {
		for _, bg := range bgs {
			p, adj := Derive(Input{Primary: c, BgLight: bg, BgDark: bg})
			for _, m := range []struct {
				name string
				m    Mode
			}{{"light", p.Light}, {"dark", p.Dark}} {
				grounds := []RGB{m.m.Bg, m.m.BgRaised, m.m.BgSubtle, m.m.BgHover, m.m.CodeBg}
				for _, fg := range []struct {
					name string
					c    RGB
				}{{"fg", m.m.Fg}, {"strong", m.m.FgStrong}, {"muted", m.m.FgMuted}, {"faint", m.m.FgFaint}, {"accent", m.m.Accent}} {
					for _, g := range append(grounds, m.m.AccentSoft) {
						if fg.name != "accent" && g == m.m.AccentSoft {
							continue
						}
						if r := Contrast(fg.c, g); r < TextRatio {
							t.Errorf("primary %s bg %q %s: %s %s on %s: %.2f:1", c, bg, m.name, fg.name, fg.c, g, r)
						}
					}
				}
				if r := Contrast(m.m.Button, m.m.Bg); r < UIRatio {
					t.Errorf("primary %s bg %q %s: button %s on %s: %.2f:1", c, bg, m.name, m.m.Button, m.m.Bg, r)
				}
				if r := Contrast(m.m.OnButton, m.m.Button); r < TextRatio {
					t.Errorf("primary %s bg %q %s: button text %s on %s: %.2f:1", c, bg, m.name, m.m.OnButton, m.m.Button, r)
				}
			}
			for _, a := range adj {
				if a.Key != KeyPrimary || a.Ratio >= a.Min || a.Given == a.Used {
					t.Errorf("primary %s bg %q: adjustment %+v", c, bg, a)
				}
			}
		}
	}
}

func TestDeriveAdjustments(t *testing.T) {
	// The site: a lime primary (light mode text on white) and a
	// black button colour on a black dark mode.
	_, adj := Derive(Input{Primary: "#a8ff53", Light: "#a8ff53", Dark: "#000", BgDark: "#000000"})
	var got []string
	for _, a := range adj {
		got = append(got, a.Key+" "+a.Mode+" "+a.Role)
	}
	want := []string{"colors.primary light text", "colors.dark dark button"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("adjustments %q, want %q", got, want)
	}
	if len(adj) > 0 && !strings.Contains(adj[0].String(), "colors.primary #a8ff53 has 1.") {
		t.Errorf("message %q", adj[0])
	}
	// Colours that pass are left alone and nothing is reported; the
	// default palette is navbuild's own.
	p, adj := Derive(Input{Primary: "#16A34A", Light: "#4ade80"})
	if len(adj) != 1 || adj[0].Key != KeyPrimary {
		t.Errorf("default green: %v", adj)
	}
	if p.Light.Bg != defaultLight.Bg || p.Dark.Bg != defaultDark.Bg || p.Dark.Accent.String() != "#4ade80" {
		t.Errorf("default palette changed: %+v", p)
	}
	if _, adj := Derive(Input{Primary: "#166534", Light: "#4ade80", Dark: "#16a34a"}); len(adj) != 0 {
		t.Errorf("passing colours: %v", adj)
	}
	// Dark mode's fallbacks to primary are fitted without a word: no
	// colour reads on both a white and a black page. The same colour
	// given as colors.light is reported.
	p, adj = Derive(Input{Primary: "#047857"})
	if len(adj) != 0 || Contrast(p.Dark.Accent, p.Dark.Bg) < TextRatio {
		t.Errorf("primary only: %v, dark accent %s", adj, p.Dark.Accent)
	}
	if _, adj := Derive(Input{Primary: "#047857", Light: "#047857"}); len(adj) != 1 || adj[0].Key != KeyLight || adj[0].Mode != "dark" {
		t.Errorf("colors.light that fails in dark mode: %v", adj)
	}
}
