package resolve_test

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

func TestFonts(t *testing.T) {
	type want struct {
		heading, body string // family, or family@source
	}
	tests := []struct {
		name  string
		fonts string // the value of "fonts"
		files map[string]string
		want  *want // nil: no Fonts
		diag  string
	}{
		{name: "shipped", fonts: `{"family":"Inter"}`, want: &want{"Inter", "Inter"}},
		{name: "heading and body", fonts: `{"heading":{"family":"IBM Plex Mono"},"body":{"family":"Geist"}}`, want: &want{"IBM Plex Mono", "Geist"}},
		{name: "heading over family", fonts: `{"family":"IBM Plex Sans","weight":400,"heading":{"family":"IBM Plex Mono"}}`, want: &want{"IBM Plex Mono", "IBM Plex Sans"}},
		{name: "generic", fonts: `{"family":"system-ui","heading":{"family":"system-ui"},"body":{"family":"system-ui"}}`, want: &want{"system-ui", "system-ui"}},
		{name: "local", fonts: `{"family":"Mine","source":"/fonts/mine.woff2"}`, files: map[string]string{"fonts/mine.woff2": "wOF2"}, want: &want{"Mine@fonts/mine.woff2", "Mine@fonts/mine.woff2"}},
		{name: "url", fonts: `{"body":{"family":"Hubot","source":"https://cdn.example.com/h.woff2"}}`, want: &want{"", "Hubot@https://cdn.example.com/h.woff2"}},
		{name: "unknown family", fonts: `{"family":"Comic Neue"}`,
			diag: `docs.json:1:77: warning: fonts.family: navbuild has no files for font family "Comic Neue": the text keeps the system font (give its file in "source" (a woff2 file in the docs folder or a URL), or use one of Inter, Geist, IBM Plex Sans, IBM Plex Mono)`},
		{name: "unknown heading", fonts: `{"family":"Inter","heading":{"family":"Playfair Display"}}`, want: &want{"", "Inter"},
			diag: `fonts.heading.family: navbuild has no files for font family "Playfair Display"`},
		{name: "missing file", fonts: `{"family":"Mine","source":"fonts/gone.woff2"}`, diag: `fonts.source: font file "fonts/gone.woff2" does not exist`},
		{name: "outside", fonts: `{"family":"Mine","source":"../x.woff2"}`, diag: `fonts.source: font file "../x.woff2" leaves the docs folder`},
		{name: "no format", fonts: `{"family":"Mine","source":"/fonts/mine.font"}`, files: map[string]string{"fonts/mine.font": "x"}, diag: `font file "/fonts/mine.font" is not one the site serves`},
		{name: "weight", fonts: `{"family":"Geist","weight":300}`, want: &want{"Geist", "Geist"}, diag: `fonts.weight: navbuild ships Geist in weights 400, 500, 600 and 700: weight 300 shows the nearest`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"docs.json": fontsHead + `"fonts":` + tt.fonts + `,"navigation":{"pages":["index"]}}`, "index.mdx": "# Hi"}
			for k, v := range tt.files {
				files[k] = v
			}
			site, got := diagnostics(t, mapFS(files), resolve.Options{})
			got = only(got, "fonts", "styling")
			if tt.diag == "" && got != "" || !strings.Contains(got, tt.diag) {
				t.Fatalf("diagnostics:\n%s\nwant %q", got, tt.diag)
			}
			if site == nil {
				t.Fatal("no site")
			}
			if tt.want == nil {
				if site.Fonts != nil {
					t.Fatalf("Fonts = %+v, want nil", site.Fonts)
				}
				return
			}
			if site.Fonts == nil {
				t.Fatal("Fonts = nil")
			}
			show := func(f resolve.Font) string {
				if f.Source != "" {
					return f.Family + "@" + f.Source
				}
				return f.Family
			}
			if h, b := show(site.Fonts.Heading), show(site.Fonts.Body); h != tt.want.heading || b != tt.want.body {
				t.Errorf("heading %q, body %q, want %q, %q", h, b, tt.want.heading, tt.want.body)
			}
			for _, f := range []resolve.Font{site.Fonts.Heading, site.Fonts.Body} {
				if f.Source == "" && f.Family != "" && f.Family != "system-ui" && f.Shipped == nil {
					t.Errorf("%s: no shipped files", f.Family)
				}
			}
		})
	}
}

func TestCodeblocks(t *testing.T) {
	tests := []struct {
		value       string
		light, dark string
		diag        string
	}{
		{value: `"system"`},
		{value: `"dark"`, light: "github-dark"},
		{value: `"dracula"`, light: "dracula", dark: "dracula"},
		{value: `{"theme":{"light":"github-light","dark":"github-dark"}}`},
		{value: `{"theme":{"light":"catppuccin-latte","dark":"one-dark-pro"}}`, light: "catppuccin-latte", dark: "onedark"},
		// Shiki's themes chroma has no palette of are drawn with their
		// own colours, without a warning.
		{value: `{"theme":"night-owl"}`, light: "shiki-night-owl", dark: "shiki-night-owl"},
		{value: `{"theme":{"dark":"dark-plus","light":"snazzy-light"}}`, light: "shiki-snazzy-light", dark: "shiki-dark-plus"},
		{value: `"vesper"`, light: "shiki-vesper", dark: "shiki-vesper"},
		{value: `{"theme":"night-owls"}`, light: "github-dark",
			diag: `styling.codeblocks.theme: unknown code block theme "night-owls": code blocks use github-dark (did you mean "night-owl"?)`},
		{value: `"drakula"`, light: "github-dark", diag: `styling.codeblocks: unknown code block theme "drakula": code blocks use github-dark (did you mean "dracula"?)`},
		{value: `{"languages":{"custom":["a.json"]}}`, diag: "styling.codeblocks.languages: custom code block languages are not supported"},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			files := map[string]string{"docs.json": fontsHead + `"styling":{"codeblocks":` + tt.value + `},"navigation":{"pages":["index"]}}`, "index.mdx": "# Hi"}
			site, got := diagnostics(t, mapFS(files), resolve.Options{})
			got = only(got, "fonts", "styling")
			if tt.diag == "" && got != "" || !strings.Contains(got, tt.diag) {
				t.Fatalf("diagnostics:\n%s\nwant %q", got, tt.diag)
			}
			if c := site.Codeblocks; c.Light != tt.light || c.Dark != tt.dark {
				t.Errorf("Codeblocks = %+v, want light %q, dark %q", c, tt.light, tt.dark)
			}
		})
	}
}

// fontsHead starts a docs.json whose colours raise no warning.
const fontsHead = `{"theme":"mint","name":"x","colors":{"primary":"#16A34A"},`

// only keeps the lines of diagnostics whose JSON path starts with one of
// the keys.
func only(diagnostics string, keys ...string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(diagnostics, "\n") {
		for _, k := range keys {
			if strings.Contains(l, ": "+k+".") || strings.Contains(l, ": "+k+": ") {
				b.WriteString(l)
				break
			}
		}
	}
	return b.String()
}
