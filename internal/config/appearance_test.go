package config

import (
	"testing"
)

// TestAppearanceSettings decodes appearance, background and colors, and
// checks the diagnostics of bad values and of the keys navbuild does not
// honour: each at its position, with its JSON path.
func TestAppearanceSettings(t *testing.T) {
	const nav = `"navigation":{"pages":["index"]}`
	tests := []struct {
		name  string
		json  string // members after head
		check func(t *testing.T, f *File)
		want  []string // substrings of the diagnostics, in order; none when empty
	}{
		{"appearance", `"appearance":{"default":"dark","strict":true},` + nav, func(t *testing.T, f *File) {
			if f.Appearance != (Appearance{Default: "dark", Strict: true}) {
				t.Errorf("appearance %+v", f.Appearance)
			}
		}, nil},
		{"appearance system", `"appearance":{"default":"system"},` + nav, func(t *testing.T, f *File) {
			if f.Appearance != (Appearance{}) {
				t.Errorf("appearance %+v", f.Appearance)
			}
		}, nil},
		{"appearance bad", `"appearance":{"default":"drak","strict":"yes","mode":1},` + nav, nil, []string{
			`docs.json:1:83: error: appearance.default: "drak" is not one of system, light, dark (did you mean "dark"?)`,
			`docs.json:1:99: error: appearance.strict: expected a boolean, got a string`,
			`docs.json:1:105: warning: appearance.mode: unknown key "mode" is ignored`,
		}},
		{"background", `"background":{"color":{"light":"#F7F7F7","dark":"#1a003b"},"image":{"light":"/bg.png","dark":"https://x.test/d.png"},"decoration":"grid"},` + nav, func(t *testing.T, f *File) {
			b := f.Background
			if b.Light != "#F7F7F7" || b.Dark != "#1a003b" || b.Decoration != "grid" || b.Image == nil || b.Image.Light != "/bg.png" || b.Image.Dark != "https://x.test/d.png" {
				t.Errorf("background %+v %+v", b, b.Image)
			}
		}, nil},
		{"background one image", `"background":{"image":"/bg.svg"},` + nav, func(t *testing.T, f *File) {
			if im := f.Background.Image; im == nil || im.Light != "/bg.svg" || im.Dark != "/bg.svg" {
				t.Errorf("image %+v", im)
			}
		}, nil},
		{"background bad", `"background":{"color":{"light":"red;}","dim":"#000"},"image":3,"decoration":"dots"},` + nav, nil, []string{
			`background.color.light: "red;}" is not a hex colour`,
			`background.color.dim: unknown key "dim" in a colour object`,
			`background.image: expected a string or an object, got a number`,
			`background.decoration: "dots" is not one of gradient, grid, windows`,
		}},
		{"colors positions", `"description":"d",` + nav, func(t *testing.T, f *File) {
			if f.Colors.PrimaryAt == nil || f.Colors.PrimaryAt.Str != "#000000" || f.Colors.LightAt != nil {
				t.Errorf("colors %+v", f.Colors)
			}
		}, nil},
		{"icons", `"icons":{"library":"lucide"},"navigation":{"tabs":[{"tab":"A","icon":"zzz-none","groups":[{"group":"G","icon":{"name":"github","library":"fontawesome","style":"brands"},"pages":["index"]}]}]}`, func(t *testing.T, f *File) {
			if f.IconLibrary != "lucide" {
				t.Errorf("library %q", f.IconLibrary)
			}
		}, []string{
			`docs.json:1:128: warning: navigation.tabs[0].icon: icon "zzz-none" is in no icon set (Font Awesome, Lucide, Tabler); navbuild draws a dot`,
		}},
		{"icons bad", `"icons":{"library":"material","size":2},` + nav, nil, []string{
			`icons.library: "material" is not one of fontawesome, lucide, tabler`,
			`icons.size: unknown key "size" is ignored`,
		}},
		{"unhonoured", `"errors":{},"thumbnails":{},"metadata":{},"variables":{},"markdown":{},` + nav, nil, []string{
			`variables: variables is not supported`,
			`markdown: markdown is not supported`,
		}},
		{"seo search api", `"seo":{"indexing":"all","metatags":{"og:image":"x","canonical":"https://d.test/docs"}},"search":{"prompt":"Find","promt":1},"api":{"playground":{"display":"auth","proxy":true,"credentials":true},"openapi":"a.json","mdx":{"server":["https://a.example"],"auth":{"method":"key","name":"X-Key"}}},` + nav, func(t *testing.T, f *File) {
			if !f.IndexAll || f.SearchPrompt != "Find" {
				t.Errorf("indexing %v, prompt %q", f.IndexAll, f.SearchPrompt)
			}
			if len(f.Metatags) != 2 || f.Metatags[0] != (Metatag{"og:image", "x"}) || f.Metatags[1].Key != "canonical" {
				t.Errorf("metatags %+v", f.Metatags)
			}
			if a := f.API; a.Playground != "auth" || !a.Credentials || len(a.MDXServers) != 1 || a.MDXAuth != (APIAuth{"key", "X-Key"}) {
				t.Errorf("api %+v", a)
			}
			if o := f.API.OpenAPI; o == nil || len(o.Specs) != 1 || o.Specs[0].Source != "a.json" {
				t.Errorf("api.openapi = %+v", o)
			}
		}, []string{
			`search.promt: unknown key "promt" is ignored (did you mean "prompt"?)`,
			`api.playground.display: the playground shows to authenticated readers only, so no reader of a static site sees it`,
			`api.playground.proxy: a static site has no proxy server`,
		}},
		{"seo bad", `"seo":{"metatags":{"robots":1},"trailingSlash":false,"organization":{"name":"X"},"indexig":"all"},` + nav, nil, []string{
			`seo.metatags.robots: expected a string, got a number`,
			`seo.trailingSlash: seo.trailingSlash: false is not supported`,
			`seo.organization: seo.organization is not supported`,
			`seo.indexig: unknown key "indexig" is ignored (did you mean "indexing"?)`,
		}},
		{"thumbnails font not shipped", `"thumbnails":{"fonts":{"family":"Comic Sans"}},` + nav, nil, []string{
			`thumbnails.fonts.family: thumbnails.fonts.family: navbuild has no "Comic Sans" to draw social cards with; they use the site's font or Inter`,
		}},
		{"thumbnails metadata errors", `"thumbnails":{"appearance":"light","background":"/og.png","fonts":{"family":"Inter"}},"metadata":{"timestamp":true},"errors":{"404":{"redirect":true,"title":"Gone","description":"**Lost**","x":1}},` + nav, func(t *testing.T, f *File) {
			if f.Thumbnail != "/og.png" || !f.Timestamp || f.NotFound != (NotFound{Title: "Gone", Description: "**Lost**", Redirect: true}) {
				t.Errorf("thumbnail %q timestamp %v 404 %+v", f.Thumbnail, f.Timestamp, f.NotFound)
			}
			if f.CardAppearance != "light" || f.CardFont != "Inter" {
				t.Errorf("card appearance %q font %q", f.CardAppearance, f.CardFont)
			}
		}, []string{
			`errors.404.x: unknown key "x" is ignored`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, diags := load(t, map[string]string{"docs.json": head + tt.json + "}", "index.mdx": "# x"})
			checkLines(t, diags, tt.want)
			if tt.check != nil {
				if f == nil {
					t.Fatal("no file")
				}
				tt.check(t, f)
			}
		})
	}
}
