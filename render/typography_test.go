package render_test

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/assets"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
)

// fontSite writes a one-page docs folder with docs.json's settings
// (fonts, styling), and a woff2 file at each of the paths in files.
func fontSite(t *testing.T, settings string, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	woff2, err := fs.ReadFile(assets.Fonts, "fonts/ibm-plex-mono-latin-700-normal.woff2")
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string][]byte{
		"docs.json": []byte(`{"theme":"sequoia","name":"Fonts","colors":{"primary":"#16A34A"},` + settings + `,"navigation":{"pages":["index"]}}`),
		"index.mdx": []byte("---\ntitle: Fonts\n---\n\n## Section\n\nSome `text`.\n\n```go\nfunc main() { return }\n```\n"),
	}
	for _, f := range files {
		docs[f] = woff2
	}
	docstest.Write(t, dir, docs)
	return dir
}

// stylesheet returns the site's stylesheet and its name.
func stylesheet(t *testing.T, files map[string][]byte) (string, string) {
	t.Helper()
	for name, data := range files {
		if strings.HasPrefix(name, "_navbuild/style.") {
			return name, string(data)
		}
	}
	t.Fatal("no stylesheet")
	return "", ""
}

const (
	siteCSSMark = "/* ---------- docs.json: fonts and code blocks ---------- */\n"
	paletteMark = "/* navbuild: the site's palette"
)

// TestSiteCSS keeps, as goldens, the CSS docs.json's fonts and
// styling.codeblocks add to the stylesheet: shipped, local and remote
// fonts, generic families, weights, hostile names, code block colours in
// both modes.
func TestSiteCSS(t *testing.T) {
	tests := []struct {
		name, settings string
		files          []string
	}{
		{"shipped-and-local", `"fonts":{"family":"Geist","weight":400,"heading":{"family":"Heading Local","source":"/fonts/heading.woff2","format":"woff2","weight":700}},"styling":{"codeblocks":{"theme":{"light":"dracula","dark":"github-dark"}}}`,
			[]string{"fonts/heading.woff2"}},
		{"url-and-generic", `"fonts":{"heading":{"family":"system-ui"},"body":{"family":"Hubot Sans","source":"https://cdn.example.com/Hubot-Sans.woff2"}},"styling":{"codeblocks":"dark"}`, nil},
		{"hostile", `"fonts":{"heading":{"family":"x\"; } body { display: none } /*","source":"/fonts/a\"b) c.woff2"},"body":{"family":"</style><script>alert(1)</script>","source":"https://cdn.example.com/a.woff2?x=\");}body{display:none}"}}`,
			[]string{"fonts/a\"b) c.woff2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := fontSite(t, tt.settings, tt.files...)
			_, css := stylesheet(t, build(t, dir, render.Options{NoMinify: true}))
			_, own, ok := strings.Cut(css, siteCSSMark)
			if !ok {
				t.Fatal("the stylesheet has no CSS of the site's own")
			}
			// The palette (palette.go) follows; it has goldens of its own.
			own, _, _ = strings.Cut(own, paletteMark)
			golden.Check(t, "../testdata/fonts/"+tt.name+".css", []byte(own))

			// Minified, what docs.json wrote is still inside strings.
			_, min := stylesheet(t, build(t, dir, render.Options{}))
			for _, bad := range []string{"body{display:none}", "</style>", "<script>", "}body{display"} {
				if strings.Contains(min, bad) {
					t.Errorf("the minified stylesheet holds %q", bad)
				}
			}
		})
	}
}

// TestFontFiles checks that a site carries the files of the shipped
// families it uses, with their licence, and no other.
func TestFontFiles(t *testing.T) {
	for _, tt := range []struct {
		settings string
		want     []string // font files, under _navbuild/fonts/
	}{
		{`"fonts":{"family":"Inter"}`, []string{"inter-latin-400-normal.woff2", "inter-latin-500-normal.woff2", "inter-latin-600-normal.woff2", "inter-latin-700-normal.woff2",
			"inter-latin-ext-400-normal.woff2", "inter-latin-ext-500-normal.woff2", "inter-latin-ext-600-normal.woff2", "inter-latin-ext-700-normal.woff2", "inter.LICENSE"}},
		{`"fonts":{"heading":{"family":"IBM Plex Mono"},"body":{"family":"system-ui"}}`, []string{"ibm-plex-mono-latin-400-normal.woff2", "ibm-plex-mono-latin-500-normal.woff2",
			"ibm-plex-mono-latin-600-normal.woff2", "ibm-plex-mono-latin-700-normal.woff2", "ibm-plex-mono-latin-ext-400-normal.woff2", "ibm-plex-mono-latin-ext-500-normal.woff2",
			"ibm-plex-mono-latin-ext-600-normal.woff2", "ibm-plex-mono-latin-ext-700-normal.woff2", "ibm-plex-mono.LICENSE"}},
		{`"fonts":{"family":"Comic Neue"}`, nil},
		{`"styling":{"eyebrows":"section"}`, nil},
	} {
		t.Run(tt.settings, func(t *testing.T) {
			files := build(t, fontSite(t, tt.settings), render.Options{})
			var got []string
			for name := range files {
				if f, ok := strings.CutPrefix(name, "_navbuild/fonts/"); ok {
					got = append(got, f)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("font files %q, want %q", got, tt.want)
			}
			name, css := stylesheet(t, files)
			// One a file, and two (regular and bold) for a proportional
			// family's metric-matched fallback (fonts.Fallback).
			want := max(len(tt.want)-1, 0)
			if strings.Contains(css, "Fallback") {
				want += 2
			}
			if n := strings.Count(css, "@font-face"); n != want {
				t.Errorf("%s has %d @font-face rules, want %d: one a file, two for a fallback", name, n, want)
			}
		})
	}
}

// TestFontPreload: every page (and 404.html) preloads the latin file of
// the body's shipped font in the body's weight (the nearest shipped one),
// a file the site has; a heading-only or source font preloads nothing.
func TestFontPreload(t *testing.T) {
	for _, tt := range []struct {
		settings, want string
	}{
		{`"fonts":{"family":"Inter"}`, "_navbuild/fonts/inter-latin-400-normal.woff2"},
		{`"fonts":{"body":{"family":"Geist","weight":600}}`, "_navbuild/fonts/geist-latin-600-normal.woff2"},
		{`"fonts":{"body":{"family":"Geist","weight":650}}`, "_navbuild/fonts/geist-latin-600-normal.woff2"},
		{`"fonts":{"heading":{"family":"IBM Plex Mono"},"body":{"family":"system-ui"}}`, ""},
		{`"fonts":{"family":"Mine","source":"/f.woff2"}`, ""},
	} {
		t.Run(tt.settings, func(t *testing.T) {
			files := build(t, fontSite(t, tt.settings, "f.woff2"), render.Options{})
			for _, page := range []string{"index.html", "404.html"} {
				html := string(files[page])
				n := len(regexp.MustCompile(`rel="?preload"?[ >]`).FindAllString(html, -1))
				switch {
				case tt.want == "" && n != 0:
					t.Errorf("%s preloads %d files, want none", page, n)
				case tt.want != "" && (n != 1 || !regexp.MustCompile(`<link rel="?preload"? href="?`+regexp.QuoteMeta(tt.want)+`"? as="?font"? type="?font/woff2"? crossorigin>`).MatchString(html)):
					t.Errorf("%s does not preload %s once", page, tt.want)
				}
			}
			if _, ok := files[tt.want]; tt.want != "" && !ok {
				t.Errorf("the site has no %s", tt.want)
			}
		})
	}
}
