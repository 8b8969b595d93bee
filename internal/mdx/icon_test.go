package mdx

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

// TestIconWarnings: an icon name found in no set is a warning at its
// icon attribute's value, drawn as the fallback dot; names of the site's library
// and of the other sets are drawn as SVG without a warning.
func TestIconWarnings(t *testing.T) {
	src := "---\ntitle: T\n---\n\n<Card title=\"A\" icon=\"zzz-none\">a</Card>\n\nText <Icon icon=\"house\" /> and <Icon   icon=\"github\" /> <Icon icon=\"no-such-glyph\" />\n"
	for _, lib := range []string{"", "lucide", "tabler"} {
		res := New(Options{IconLibrary: lib}).Render(Page{File: "p.mdx", Src: []byte(src)})
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, fmt.Sprintf("%s: %s", d.Pos, d.Msg))
		}
		want := []string{
			`p.mdx:5:23: icon "zzz-none" is in no icon set (Font Awesome, Lucide, Tabler); navbuild draws a dot`,
			`p.mdx:7:69: icon "no-such-glyph" is in no icon set (Font Awesome, Lucide, Tabler); navbuild draws a dot`,
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("library %q: diagnostics\n%s\nwant\n%s", lib, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		html := string(res.HTML)
		if n := strings.Count(html, `<svg class="icon`); n != 2 {
			t.Errorf("library %q: %d SVG icons, want 2 (house, github):\n%s", lib, n, html)
		}
		if !strings.Contains(html, `<span class="icon icon-zzz-none"></span>`) {
			t.Errorf("library %q: no fallback for zzz-none:\n%s", lib, html)
		}
	}
}

// TestIconFiles draws icons given as a path to a file of the docs
// folder: an SVG in currentColor inline (sanitized), one with colours of
// its own and any other file as an image, a URL as an image; a missing
// file is a warning at the icon attribute and no icon, a path leaving the
// folder an error.
func TestIconFiles(t *testing.T) {
	files := map[string]string{
		"images/mono.svg":  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" onload="x()"><script>x()</script><path fill="currentColor" d="M0 0h16v16z"/></svg>`,
		"images/brand.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#8F74E0"><path d="M1 1h2z"/></svg>`,
		"guides/rel.svg":   `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4" fill="currentColor"/></svg>`,
		"images/logo.png":  "\x89PNG",
	}
	read := func(name string) ([]byte, error) {
		if s, ok := files[name]; ok {
			return []byte(s), nil
		}
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	src := "<Card title=\"A\" icon=\"/images/mono.svg\">a</Card>\n\n" +
		"<Card title=\"B\" icon=\"/images/brand.svg\">b</Card>\n\n" +
		"<Card title=\"C\" icon=\"rel.svg\">c</Card>\n\n" +
		"<Card title=\"D\" icon=\"/images/logo.png\">d</Card>\n\n" +
		"<Card title=\"E\" icon=\"https://example.com/e.svg\">e</Card>\n\n" +
		"<Card title=\"F\" icon=\"/images/gone.svg\">f</Card>\n\n" +
		"<Card title=\"G\" icon=\"../../outside.svg\">g</Card>\n"
	res := New(Options{ReadFile: read}).Render(Page{File: "guides/p.mdx", Src: []byte(src)})
	html := string(res.HTML)
	for _, want := range []string{
		`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path fill="currentColor" d="M0 0h16v16z"></path></svg>`,
		`<svg class="icon" viewBox="0 0 8 8" aria-hidden="true"><circle r="4" fill="currentColor"></circle></svg>`,
		`src="/images/brand.svg"`, `src="/images/logo.png"`, `src="https://example.com/e.svg"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in\n%s", want, html)
		}
	}
	for _, bad := range []string{"script", "onload", "gone.svg", "outside.svg"} {
		if strings.Contains(html, bad) {
			t.Errorf("%q left in\n%s", bad, html)
		}
	}
	var got []string
	for _, d := range append(res.Diagnostics, res.Refused...) {
		got = append(got, fmt.Sprintf("%s: %s: %s", d.Severity, d.Pos, d.Msg))
	}
	want := []string{
		`warning: guides/p.mdx:11:23: icon file "/images/gone.svg" does not exist; navbuild leaves the icon out`,
		`error: guides/p.mdx:13:23: icon ../../outside.svg cannot be read: refused: it leaves the docs folder`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
