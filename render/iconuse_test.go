package render_test

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/render"
)

// TestContentIconFiles: an icon of a page's content (a name of the sets,
// an SVG file of the folder) is a <use> of one file under _navbuild/i/,
// shared by every page that shows it, holding the drawing as symbol "i"
// with the view box and paint the inline SVG had on its root, so that the
// element has only its class (its box) and is drawn as the inline SVG was. Built for reading from disk (--file-links), where a page
// cannot use another file's symbol, icons are inline and there are no
// such files. Site.Files and Site.File give the files Render writes.
func TestContentIconFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json":       {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":["index","b"]}}`)},
		"index.mdx":       {Data: []byte("# Home\n\n<Icon icon=\"house\" /> <Icon icon=\"/images/mono.svg\" />\n\n<Card title=\"Lucide\" icon=\"rocket\">A card.</Card>\n")},
		"b.mdx":           {Data: []byte("# B\n\n<Icon icon=\"house\" size={24} />\n")},
		"images/mono.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path fill="currentColor" d="M0 0h16v16z"/></svg>`)},
	}
	use := regexp.MustCompile(`<svg class="?icon[^>]*><use href="?(_navbuild/i/[0-9a-f]{12}\.svg)#i"?\s*/?></svg>`)
	files := buildFS(t, fsys, render.Options{NoSocialCards: true})
	uses := map[string][]string{}
	for _, page := range []string{"index.html", "b/index.html"} {
		h := files[page]
		if bytes.Contains(h, []byte("<path")) {
			t.Errorf("%s draws an icon inline", page)
		}
		if m := regexp.MustCompile(`<svg class="?icon[^>]*(viewBox|fill)=[^>]*><use`).Find(h); m != nil {
			t.Errorf("%s: %s, want the view box and paint in the symbol", page, m)
		}
		for _, m := range use.FindAllSubmatch(h, -1) {
			uses[page] = append(uses[page], string(m[1]))
		}
	}
	if len(uses["index.html"]) != 3 || len(uses["b/index.html"]) != 1 {
		t.Fatalf("uses %v, want 3 on the home page and 1 on b", uses)
	}
	if uses["b/index.html"][0] != uses["index.html"][0] {
		t.Errorf("house is %s on b and %s on the home page, want one file", uses["b/index.html"][0], uses["index.html"][0])
	}
	var written []string
	for name := range files {
		if strings.HasPrefix(name, "_navbuild/i/") {
			written = append(written, name)
		}
	}
	slices.Sort(written)
	want := slices.Compact(slices.Sorted(slices.Values(uses["index.html"])))
	if !slices.Equal(written, want) {
		t.Fatalf("icon files %q, want %q", written, want)
	}
	for _, name := range written {
		if d := files[name]; !regexp.MustCompile(`^<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i" viewBox="[0-9 .]+"( fill="currentColor"| fill="none" stroke="currentColor"[^>]*)?>`).Match(d) || !bytes.Contains(d, []byte("<path")) {
			t.Errorf("%s is %.120s, want an SVG of one symbol i", name, d)
		}
	}

	site := load(t, fsys)
	s, err := render.MustNew(t, render.Options{NoSocialCards: true}).Prepare(site, fsys)
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, name := range s.Files() {
		if strings.HasPrefix(name, "_navbuild/i/") {
			listed = append(listed, name)
			if data, err := s.File(name); err != nil || !bytes.Equal(data, files[name]) {
				t.Errorf("File(%q) = %.60q, %v; Render wrote %.60q", name, data, err, files[name])
			}
		}
	}
	if !slices.Equal(listed, written) {
		t.Errorf("Files lists %q, Render wrote %q", listed, written)
	}

	disk := buildFS(t, fsys, render.Options{NoSocialCards: true, FileLinks: true})
	for name := range disk {
		if strings.HasPrefix(name, "_navbuild/i/") {
			t.Errorf("--file-links wrote %s", name)
		}
	}
	if n := bytes.Count(disk["index.html"], []byte("<path")); n != 3 || bytes.Contains(disk["index.html"], []byte("<use")) {
		t.Errorf("--file-links: %d icons drawn inline on the home page, want 3 and no <use>", n)
	}
}
