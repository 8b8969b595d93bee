package mdx

import (
	"strings"
	"testing"
)

// TestScriptLinksDropped checks that no spelling of a script URL in a
// page's links, images or JSX attributes reaches the HTML.
func TestScriptLinksDropped(t *testing.T) {
	r := New(Options{})
	for _, src := range []string{
		"[x](javascript:alert(1))",
		"[x](JavaScript:alert(1))",
		"[x](javascript&colon;alert(1),/x)",
		"[x](&#106;avascript:alert(1))",
		"[x](java&#x73;cript:alert(1))",
		"[x](<java\tscript:alert(1)>)",
		"[x](<\x01javascript:alert(1)>)",
		"[x](vbscript:msgbox(1))",
		"[x](data:text/html,alert)",
		"![x](data:image/svg+xml,alert)",
		"[x][r]\n\n[r]: javascript&colon;alert(1)",
		`<a href="javascript&colon;alert(1)">x</a>`,
		`<a href=" JAVASCRIPT:alert(1)">x</a>`,
		`<img src="data:text/html,alert" />`,
		`<Card title="x" href="javascript&colon;alert(1)">x</Card>`,
	} {
		t.Run(src, func(t *testing.T) {
			res := r.Render(Page{File: "p.mdx", Src: []byte(src + "\n")})
			h := strings.ToLower(string(res.HTML))
			for _, bad := range []string{"javascript", "vbscript", "data:", "&colon;", "&#106;", "&#x73;"} {
				if strings.Contains(h, bad) {
					t.Errorf("HTML holds %q:\n%s", bad, res.HTML)
				}
			}
			if len(res.Diagnostics) == 0 {
				t.Errorf("no warning for the dropped link")
			}
		})
	}
}

// TestSafeLinksKept checks that ordinary links and raster data: images
// are written as they are.
func TestSafeLinksKept(t *testing.T) {
	r := New(Options{})
	for src, want := range map[string]string{
		"[x](https://example.com/a)":          `href="https://example.com/a"`,
		"[x](mailto:a@example.com)":           `href="mailto:a@example.com"`,
		"![x](data:image/png;base64,iVBORw0)": `src="data:image/png;base64,iVBORw0"`,
		"[x](#install)":                       `href="#install"`,
	} {
		res := r.Render(Page{File: "p.mdx", Src: []byte(src + "\n")})
		if !strings.Contains(string(res.HTML), want) {
			t.Errorf("%s: HTML %s lacks %s", src, res.HTML, want)
		}
	}
}
