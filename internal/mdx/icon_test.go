package mdx

import (
	"fmt"
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
		if !strings.Contains(html, `<span class="icon icon-zzz-none" aria-hidden="true"></span>`) {
			t.Errorf("library %q: no fallback for zzz-none:\n%s", lib, html)
		}
	}
}
