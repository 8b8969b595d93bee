package render

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/resolve"
)

// TestPaletteCSS: the site's palette, background and decoration as CSS,
// against goldens (testdata/palette/*.css; go test -update rewrites them).
func TestPaletteCSS(t *testing.T) {
	at := resolve.Pos{File: "docs.json", Offset: 10, Line: 1, Col: 11}
	tests := []struct {
		name  string
		site  resolve.Site
		warns []string // paths of the warnings, in order
	}{
		{"default", resolve.Site{Colors: resolve.Colors{Primary: "#16A34A"}}, nil},
		{"harsh", resolve.Site{Colors: resolve.Colors{Primary: "#a8ff53", Dark: "#000", PrimaryAt: at, DarkAt: at}},
			[]string{"colors.primary", "colors.dark"}}, // light mode's text, dark mode's button
		{"background", resolve.Site{
			Colors: resolve.Colors{Primary: "#FF5CB2", Light: "#FF5CB2", Dark: "#FF5CB2", PrimaryAt: at, LightAt: at, DarkAt: at},
			Background: resolve.Background{Light: "#F7F7F7", Dark: "#1A003B", Decoration: "grid",
				Image: &resolve.Logo{Light: "images/bg.png", Dark: "https://cdn.example.com/dark bg.png"}}},
			[]string{"colors.primary", "colors.dark"}}, // light mode's text and button on #f7f7f7
		{"windows", resolve.Site{Colors: resolve.Colors{Primary: "#0D9373"}, Background: resolve.Background{Decoration: "windows"}}, nil},
		{"gradient", resolve.Site{Colors: resolve.Colors{Primary: "#0D9373"}, Background: resolve.Background{Decoration: "gradient"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			css, diags := paletteCSS(&tt.site)
			golden.Check(t, filepath.Join("testdata", "palette", tt.name+".css"), css)
			var paths []string
			for _, d := range diags {
				paths = append(paths, d.Path)
				if d.Pos != at || !strings.Contains(d.Msg, "WCAG AA") || d.Hint == "" {
					t.Errorf("warning %v", d)
				}
			}
			if strings.Join(paths, " ") != strings.Join(tt.warns, " ") {
				t.Errorf("warnings %q, want %q", paths, tt.warns)
			}
		})
	}
}

// TestCSSURLHostile: whatever docs.json's background image holds, it
// stays one url() token, and a script URL is left out.
func TestCSSURLHostile(t *testing.T) {
	for _, in := range []string{
		`x.png") } body { background: red } a { b: url("`,
		"x.png)\n}",
		`x\"y.png`,
		"javascript:alert(1)",
		"JaVaScRiPt&colon;alert(1)",
		"data:image/svg+xml,<svg onload=alert(1)>",
		"https://e.com/a b'(c).png",
		"/../../etc/passwd",
		"x.png</style><script>alert(1)</script>",
	} {
		got := cssURL(in)
		if got == "" {
			if !strings.Contains(strings.ToLower(in), "script") && !strings.HasPrefix(in, "data:") {
				t.Errorf("cssURL(%q) dropped", in)
			}
			continue
		}
		body := strings.TrimSuffix(strings.TrimPrefix(got, `url("`), `")`)
		if strings.ContainsAny(body, "\"'()\\ \n<>{};") && strings.ContainsAny(body, "\"'()\\ \n<>{}") {
			t.Errorf("cssURL(%q) = %s: a byte that can end the token", in, got)
		}
	}
	if got := cssURL("/images/bg.png"); got != `url("../images/bg.png")` {
		t.Errorf("local file: %s", got)
	}
	if got := cssURL("https://cdn.example.com/a.png?x=1&y=2"); got != `url("https://cdn.example.com/a.png?x=1&y=2")` {
		t.Errorf("URL: %s", got)
	}
}
