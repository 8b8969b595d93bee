package config

import (
	"strings"
	"testing"
)

func TestFonts(t *testing.T) {
	type font struct {
		family, source, format string
		weight                 float64
	}
	tests := []struct {
		name               string
		json               string // the value of "fonts"
		top, heading, body font
		noFonts, noH, noB  bool
		diag               string // substring of the diagnostics; "" for none
		err                bool
	}{
		{name: "family", json: `{"family":"Inter"}`, top: font{family: "Inter"}, noH: true, noB: true},
		{name: "everything", json: `{"family":"IBM Plex Sans","weight":400,"heading":{"family":"IBM Plex Mono","weight":600.5},"body":{"family":"Local","source":"/fonts/a.woff2","format":"woff2"}}`,
			top: font{family: "IBM Plex Sans", weight: 400}, heading: font{family: "IBM Plex Mono", weight: 600.5}, body: font{family: "Local", source: "/fonts/a.woff2", format: "woff2"}},
		{name: "url", json: `{"family":"Hubot","source":"https://cdn.example.com/h.woff2"}`, top: font{family: "Hubot", source: "https://cdn.example.com/h.woff2"}, noH: true, noB: true},
		{name: "only heading", json: `{"heading":{"family":"Geist"}}`, heading: font{family: "Geist"}, noB: true},
		{name: "empty", json: `{}`, noFonts: true},
		{name: "unknown key", json: `{"family":"Inter","size":3}`, top: font{family: "Inter"}, noH: true, noB: true, diag: `fonts.size: unknown key "size" is ignored`},
		{name: "nested heading", json: `{"heading":{"family":"A","heading":{}}}`, heading: font{family: "A"}, noB: true, diag: `fonts.heading.heading: unknown key "heading" is ignored`},
		{name: "family not a string", json: `{"family":1}`, err: true, diag: "fonts.family: expected a string, got a number"},
		{name: "family empty", json: `{"family":""}`, err: true, diag: "fonts.family: a font family is 1 to 200 bytes long"},
		{name: "family too long", json: `{"family":"` + strings.Repeat("a", 201) + `"}`, err: true, diag: "a font family is 1 to 200 bytes long"},
		{name: "weight string", json: `{"family":"A","weight":"bold"}`, err: true, diag: "fonts.weight: expected a number, got a string"},
		{name: "weight zero", json: `{"family":"A","weight":0}`, err: true, diag: "fonts.weight: 0 is not a font weight"},
		{name: "weight huge", json: `{"family":"A","weight":1e9}`, err: true, diag: "fonts.weight: 1e9 is not a font weight"},
		{name: "format", json: `{"family":"A","source":"/a.ttf","format":"truetype"}`, err: true, diag: `fonts.format: "truetype" is not one of woff, woff2`},
		{name: "script source", json: `{"family":"A","source":"javascript:alert(1)"}`, err: true, diag: `fonts.source: "javascript:alert(1)" is not a font file`},
		{name: "data source", json: `{"family":"A","source":"data:font/woff2;base64,AAAA"}`, err: true, diag: `fonts.source: "data:font/woff2;base64,AAAA" is not a font file`},
		{name: "ftp source", json: `{"family":"A","source":"ftp://x/a.woff2"}`, err: true, diag: `fonts.source: "ftp://x/a.woff2" is not an http(s) URL`},
		{name: "anchor source", json: `{"family":"A","source":"#x"}`, err: true, diag: `fonts.source: "#x" is not a font file`},
		{name: "source without family", json: `{"body":{"source":"/a.woff2"}}`, err: true, diag: `fonts.body.family: "family" is required in a font`},
		{name: "heading not an object", json: `{"heading":"Inter"}`, err: true, diag: "fonts.heading: expected an object, got a string"},
		{name: "not an object", json: `"Inter"`, err: true, diag: "fonts: expected an object, got a string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := loadWant(t, head+`"fonts":`+tt.json+`,"navigation":{"pages":["a"]}}`, tt.diag, tt.err)
			if tt.err {
				return
			}
			if tt.noFonts {
				if f.Fonts != nil {
					t.Fatalf("Fonts = %+v, want nil", f.Fonts)
				}
				return
			}
			if f.Fonts == nil {
				t.Fatal("no Fonts")
			}
			check := func(what string, got *Font, want font, none bool) {
				t.Helper()
				if none {
					if got != nil {
						t.Errorf("%s = %+v, want nil", what, got)
					}
					return
				}
				if got == nil {
					t.Fatalf("%s is nil", what)
				}
				if g := (font{got.Family, got.Source, got.Format, got.Weight}); g != want {
					t.Errorf("%s = %+v, want %+v", what, g, want)
				}
				if got.Family != "" && (got.FamilyAt == nil || got.At == nil) {
					t.Errorf("%s has no positions", what)
				}
			}
			check("fonts", &f.Fonts.Font, tt.top, false)
			check("heading", f.Fonts.Heading, tt.heading, tt.noH)
			check("body", f.Fonts.Body, tt.body, tt.noB)
		})
	}
}

func TestCodeblocks(t *testing.T) {
	tests := []struct {
		name        string
		json        string // the value of "codeblocks"
		want        *Codeblocks
		diag        string
		err         bool
		noLanguages bool
	}{
		{name: "system", json: `"system"`},
		{name: "dark", json: `"dark"`, want: &Codeblocks{Dark: true}},
		{name: "theme name", json: `"dracula"`, want: &Codeblocks{Light: "dracula", DarkTheme: "dracula"}},
		{name: "theme", json: `{"theme":"night-owl"}`, want: &Codeblocks{Light: "night-owl", DarkTheme: "night-owl"}},
		{name: "themes", json: `{"theme":{"light":"github-light","dark":"github-dark"}}`, want: &Codeblocks{Light: "github-light", DarkTheme: "github-dark"}},
		{name: "languages", json: `{"languages":{"custom":["/l.json"]}}`, want: &Codeblocks{}},
		{name: "unknown key", json: `{"theme":"nord","mode":"x"}`, want: &Codeblocks{Light: "nord", DarkTheme: "nord"}, diag: `styling.codeblocks.mode: unknown key "mode" is ignored`},
		{name: "empty", json: `""`, err: true, diag: "styling.codeblocks: must not be empty"},
		{name: "number", json: `1`, err: true, diag: "styling.codeblocks: expected a string or an object, got a number"},
		{name: "theme number", json: `{"theme":1}`, err: true, diag: "styling.codeblocks.theme: expected a string or an object, got a number"},
		{name: "theme without dark", json: `{"theme":{"light":"github-light"}}`, err: true, diag: `styling.codeblocks.theme.dark: "dark" is required in a theme object`},
		{name: "theme empty", json: `{"theme":{"light":"","dark":"x"}}`, err: true, diag: "styling.codeblocks.theme.light: must not be empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := loadWant(t, head+`"styling":{"codeblocks":`+tt.json+`},"navigation":{"pages":["a"]}}`, tt.diag, tt.err)
			if tt.err {
				return
			}
			c := f.Styling.Codeblocks
			if (c == nil) != (tt.want == nil) {
				t.Fatalf("Codeblocks = %+v, want %+v", c, tt.want)
			}
			if c == nil {
				return
			}
			if c.Dark != tt.want.Dark || c.Light != tt.want.Light || c.DarkTheme != tt.want.DarkTheme {
				t.Errorf("Codeblocks = %+v, want %+v", c, tt.want)
			}
			if c.Light != "" && c.LightAt == nil || c.DarkTheme != "" && c.DarkAt == nil || c.At == nil {
				t.Errorf("Codeblocks without positions: %+v", c)
			}
		})
	}
}
