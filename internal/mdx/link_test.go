package mdx

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/markdown"
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
		`<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
		`<svg><a xlinkHref="javascript:alert(1)"><text>x</text></a></svg>`,
		`<svg><use xlinkHref="javascript:alert(1)" /></svg>`,
		`<svg><a href="#"><set attributeName="href" to="javascript:alert(1)" /><animate attributeName="href" values="#;javascript:alert(1)" /></a></svg>`,
		`<form action="javascript:alert(2)"><input name="q" /></form>`,
		`<form><button formaction="javascript:alert(3)">go</button></form>`,
		`<form><button formAction="javascript:alert(3)">go</button></form>`,
		`<form><input type="submit" formaction=" java&#x73;cript:alert(4)" /></form>`,
		`<form ACTION="vbscript:msgbox(1)"></form>`,
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

// TestScriptAutolinksDropped checks that a Markdown autolink to a script
// URL is left as its text, with a warning.
func TestScriptAutolinksDropped(t *testing.T) {
	r := New(Options{})
	for _, src := range []string{
		"autolink <javascript:alert(document.domain)>",
		"autolink <JAVASCRIPT:alert(1)>",
		"autolink <vbscript:msgbox(1)>",
		"autolink <data:text/html,x>",
		"- item <javascript:alert(1)>",
	} {
		t.Run(src, func(t *testing.T) {
			res := r.Render(Page{File: "p.mdx", Src: []byte(src + "\n")})
			if strings.Contains(string(res.HTML), "<a") || !strings.Contains(string(res.HTML), "autolink ") && !strings.Contains(string(res.HTML), "item ") {
				t.Errorf("HTML %s: want the autolink's text, no link", res.HTML)
			}
			if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Msg, "scripts in links are not allowed") {
				t.Errorf("diagnostics %v, want one for the dropped link", res.Diagnostics)
			}
		})
	}
}

// TestOtherSchemesDropped checks internal/link's URL rule in pages: a
// link with a scheme other than http(s), mailto: and tel: (file:, ftp:,
// an app's deep link) is dropped with a warning, as a script URL is,
// TestOtherSchemesKept: a page is its author's code, and real pages link
// to apps ("Add to Cursor"): a link with a scheme other than a script's
// is written as the author wrote it, with no warning, through every path
// that writes a link (Markdown, autolink, <a>, a form's action).
func TestOtherSchemesKept(t *testing.T) {
	r := New(Options{})
	for src, want := range map[string]string{
		"[x](cursor://anysphere.cursor-deeplink/mcp/install)": `href="cursor://anysphere.cursor-deeplink/mcp/install"`,
		"autolink <ftp://example.com/x>":                      `href="ftp://example.com/x"`,
		`<a href="vscode:extension/x.y">x</a>`:                `href="vscode:extension/x.y"`,
		`<form action="goose://x"></form>`:                    `action="goose://x"`,
	} {
		res := r.Render(Page{File: "p.mdx", Src: []byte(src + "\n")})
		if !strings.Contains(string(res.HTML), want) || len(res.Diagnostics) != 0 {
			t.Errorf("%s: HTML %s, diagnostics %v; want %s and none", src, res.HTML, res.Diagnostics, want)
		}
	}
}

// TestSafeLinksKept checks that ordinary links and raster data: images
// are written as they are.
func TestSafeLinksKept(t *testing.T) {
	r := New(Options{})
	for src, want := range map[string]string{
		"[x](https://example.com/a)":           `href="https://example.com/a"`,
		"[x](mailto:a@example.com)":            `href="mailto:a@example.com"`,
		"![x](data:image/png;base64,iVBORw0)":  `src="data:image/png;base64,iVBORw0"`,
		"[x](#install)":                        `href="#install"`,
		"<https://example.com/b>":              `href="https://example.com/b"`,
		"[x](tel:+331)":                        `href="tel:+331"`,
		`<form action="/search"></form>`:       `action="/search"`,
		`<svg><use xlinkHref="#icon" /></svg>`: `xlink:href="#icon"`,
	} {
		res := r.Render(Page{File: "p.mdx", Src: []byte(src + "\n")})
		if !strings.Contains(string(res.HTML), want) {
			t.Errorf("%s: HTML %s lacks %s", src, res.HTML, want)
		}
	}
}

// TestInPageLinks checks that every in-page link a page holds is written
// with the page's path (Page.Self) and that no other link gets it: pages
// set <base href> to the site root, where "#id" alone leads to the home
// page. Without Self they stay "#id".
func TestInPageLinks(t *testing.T) {
	r := New(Options{Markdown: markdown.New()}) // the site's, with heading anchors
	src := "## Install\n\nSee [setup](#install), a note[^1] and [the guide](/guide#x).\n\n" +
		"[^1]: The note.\n\n" +
		`<a href="#top">Top</a> <Link href="#end">End</Link> <img src="#pic" />` + "\n\n" +
		`<Card title="Card" href="#install">Body</Card>` + "\n\n" +
		`<Tooltip tip="Tip" cta="More" href="#install">word</Tooltip>` + "\n\n" +
		`<Update label="v1" description="Today">Changes</Update>` + "\n\n" +
		"[dropped](javascript:alert(1))\n"
	want := []string{
		`<h2 id="install"><a href="guides/a/#install">Install</a></h2>`,
		`<a href="guides/a/#install">setup</a>`,
		`<a href="guides/a/#fn:1" class="footnote-ref"`,
		`<a href="guides/a/#fnref:1" class="footnote-backref"`,
		`<a href="guides/a/#top">`,
		`<a href="guides/a/#end">`,
		`class="card card-link" href="guides/a/#install"`,
		`<a class="tooltip-cta" href="guides/a/#install">`,
		`<a class="update-label" href="guides/a/#v1">`,
		`<a href="guides/a/#">dropped</a>`,
		`<a href="/guide#x">the guide</a>`, // not in-page: Page.Link's (nil here)
		`src="#pic"`,                       // not a link
	}
	res := r.Render(Page{File: "p.mdx", Src: []byte(src), Self: "guides/a/"})
	h := string(res.HTML)
	for _, w := range want {
		if !strings.Contains(h, w) {
			t.Errorf("HTML lacks %s:\n%s", w, h)
		}
	}
	if n := strings.Count(h, `href="#`); n != 0 {
		t.Errorf("%d in-page links without the page's path:\n%s", n, h)
	}
	bare := string(r.Render(Page{File: "p.mdx", Src: []byte(src)}).HTML)
	if got, want := strings.Count(bare, `href="#`), len(want)-2; got != want {
		t.Errorf("without Self: %d links %q, want %d:\n%s", got, `href="#`, want, bare)
	}
}
