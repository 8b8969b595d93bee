package resolve_test

import (
	"context"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestAssetFallbacks: a logo, favicon or background image whose file of
// one mode is missing warns at its position and shows the other mode's;
// with no file left the setting is dropped instead of a broken image; a
// script URL is an error.
func TestAssetFallbacks(t *testing.T) {
	tests := []struct {
		name     string
		settings string
		check    func(t *testing.T, s *resolve.Site)
		want     []string // substrings of the diagnostics, in order
	}{
		{"light logo missing", `"logo":{"light":"/gone.svg","dark":"/d.svg"},"favicon":{"light":"/f.svg","dark":"/gone.ico"},`, func(t *testing.T, s *resolve.Site) {
			if s.Logo == nil || s.Logo.Light != "/d.svg" || s.Logo.Dark != "/d.svg" {
				t.Errorf("logo %+v", s.Logo)
			}
			if s.Favicon == nil || s.Favicon.Light != "/f.svg" || s.Favicon.Dark != "/f.svg" {
				t.Errorf("favicon %+v", s.Favicon)
			}
		}, []string{
			`warning: logo.light: logo "/gone.svg" does not exist (navbuild shows the dark mode's logo in light mode too)`,
			`warning: favicon.dark: favicon "/gone.ico" does not exist (navbuild shows the light mode's favicon in dark mode too)`,
		}},
		{"nothing left", `"logo":"/gone.svg","favicon":"/gone.ico","background":{"image":{"light":"/a.png","dark":"/b.png"}},`, func(t *testing.T, s *resolve.Site) {
			if s.Logo != nil || s.Favicon != nil || s.Background.Image != nil {
				t.Errorf("logo %+v, favicon %+v, image %+v", s.Logo, s.Favicon, s.Background.Image)
			}
		}, []string{
			`logo "/gone.svg" does not exist (the top bar shows the site's name instead)`,
			`favicon "/gone.ico" does not exist (the site has no favicon)`,
			`background.image.light: background.image "/a.png" does not exist`,
			`background.image.dark: background.image "/b.png" does not exist`,
		}},
		{"background", `"appearance":{"default":"dark","strict":true},"background":{"color":{"dark":"#000"},"decoration":"windows","image":"https://cdn.example.com/bg.png"},`, func(t *testing.T, s *resolve.Site) {
			b := s.Background
			if b.Dark != "#000" || b.Decoration != "windows" || b.Image == nil || b.Image.Light != "https://cdn.example.com/bg.png" || s.Appearance.Default != "dark" || !s.Appearance.Strict {
				t.Errorf("background %+v, appearance %+v", b, s.Appearance)
			}
		}, nil},
		{"script", `"background":{"image":"javascript:alert(1)"},`, nil, []string{
			`error: background.image: background.image "javascript:alert(1)" runs script`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := mapFS(map[string]string{
				"docs.json": head + tt.settings + `"navigation":{"pages":["index"]}}`,
				"index.mdx": "# Home", "d.svg": "<svg/>", "f.svg": "<svg/>",
			})
			site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
			var diags []resolve.Diagnostic
			if err != nil {
				le, ok := err.(*resolve.LoadError)
				if !ok {
					t.Fatal(err)
				}
				diags = le.Diagnostics
			} else {
				diags = site.Diagnostics
			}
			if len(diags) != len(tt.want) {
				t.Fatalf("diagnostics %v, want %d", diags, len(tt.want))
			}
			for i, w := range tt.want {
				if got := diags[i].Error(); !strings.Contains(got, w) {
					t.Errorf("diagnostic %d:\n got %s\nwant %s", i, got, w)
				}
			}
			if tt.check != nil && site != nil {
				tt.check(t, site)
			}
		})
	}
}
