package render

import (
	"bytes"
	"context"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/assets"
	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/resolve"
)

// TestThemeSections checks assets/themes.css: a section of its own for
// every theme docs.json accepts and none for another name, every rule of
// a section scoped to its theme (or to the data-tabs position it uses),
// and data-tabs set for exactly the themes whose rules need it.
func TestThemeSections(t *testing.T) {
	css, err := fs.ReadFile(assets.FS, "themes.css")
	if err != nil {
		t.Fatal(err)
	}
	_, themes, err := splitThemes(css)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for n := range themes {
		names = append(names, n)
	}
	slices.Sort(names)
	want := slices.Sorted(slices.Values(config.Themes))
	if !slices.Equal(names, want) {
		t.Fatalf("themes.css has sections for %q, want %q", names, want)
	}
	own := map[string]bool{}
	for _, m := range themeMark.FindAllSubmatch(css, -1) {
		if f := strings.Fields(string(m[1])); len(f) == 1 {
			own[f[0]] = true
		}
	}
	comment := regexp.MustCompile(`/\*[\s\S]*?\*/`)
	selector := regexp.MustCompile(`(?m)^\s*([^@\s}][^{};]*)\{`)
	for _, name := range names {
		if !own[name] {
			t.Errorf("theme %s has no section of its own (/* theme: %s */)", name, name)
		}
		rules := comment.ReplaceAll(themes[name], nil)
		n := 0
		for _, m := range selector.FindAllSubmatch(rules, -1) {
			n++
			for _, sel := range strings.Split(string(m[1]), ",") {
				sel = strings.TrimSpace(sel)
				ok := strings.Contains(sel, `[data-site-theme="`+name+`"]`) ||
					(themeTabs[name] != "" && strings.HasPrefix(sel, `[data-tabs="`+themeTabs[name]+`"]`))
				if !ok {
					t.Errorf("theme %s: selector %q is not scoped to the theme", name, sel)
				}
			}
		}
		if n == 0 {
			t.Errorf("theme %s: no rule found", name)
		}
		usesTabs := bytes.Contains(themes[name], []byte(`[data-tabs=`))
		if usesTabs != (themeTabs[name] != "") {
			t.Errorf("theme %s: rules for data-tabs %v, themeTabs %q", name, usesTabs, themeTabs[name])
		}
	}
}

// TestThemeStylesheet builds a small site in each theme: its pages name
// the theme on <html> and link a stylesheet holding that theme's rules
// and no other theme's; one stylesheet is written.
func TestThemeStylesheet(t *testing.T) {
	r := MustNew(t, Options{NoMinify: true})
	for _, theme := range config.Themes {
		t.Run(theme, func(t *testing.T) {
			fsys := fstest.MapFS{
				"docs.json": {Data: []byte(`{"theme":"` + theme + `","name":"T","colors":{"primary":"#16A34A"},"navigation":{"tabs":[{"tab":"A","pages":["index"]},{"tab":"B","pages":["b"]}]}}`)},
				"index.mdx": {Data: []byte("---\ntitle: Home\n---\n\nHello.\n")},
				"b.mdx":     {Data: []byte("---\ntitle: B\n---\n\nB.\n")},
			}
			site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
			if err != nil {
				t.Fatal(err)
			}
			s, err := r.Prepare(site, fsys)
			if err != nil {
				t.Fatal(err)
			}
			var sheets []string
			for name := range s.extra {
				if strings.HasPrefix(name, "_navbuild/style.") {
					sheets = append(sheets, name)
				}
			}
			if len(sheets) != 1 || sheets[0] != s.sv.CSS {
				t.Fatalf("stylesheets %q, want one, %q", sheets, s.sv.CSS)
			}
			style := string(s.extra[sheets[0]])
			for _, other := range config.Themes {
				has := strings.Contains(style, `[data-site-theme="`+other+`"]`)
				if has != (other == theme) {
					t.Errorf("stylesheet has %s's rules: %v", other, has)
				}
			}
			html, err := s.File("index.html")
			if err != nil {
				t.Fatal(err)
			}
			tag := `data-site-theme="` + theme + `"`
			if tabs := themeTabs[theme]; tabs != "" {
				tag += ` data-tabs="` + tabs + `"`
			}
			if !bytes.Contains(html, []byte(tag)) {
				t.Errorf("index.html has no %s", tag)
			}
		})
	}
}
