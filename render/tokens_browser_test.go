package render_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/render"
)

// tokensJS writes a code block with one token of each class given (a
// JSON array) into the page and returns, for each, its computed colour,
// background, weight, style and decoration, then those of its code
// element: what the token has when its class sets nothing.
const tokensJS = `(function(classes){
  var pre = document.createElement("pre");
  pre.className = "chroma";
  pre.innerHTML = "<code>" + classes.map(function(c){ return '<span class="' + c + '">x</span>'; }).join("") + "</code>";
  document.querySelector(".prose").append(pre);
  var props = function(e){ var s = getComputedStyle(e); return [s.color, s.backgroundColor, s.fontWeight, s.fontStyle, s.textDecorationLine].join("|"); };
  var code = props(pre.firstChild), out = {};
  pre.querySelectorAll("span").forEach(function(s){ out[s.className] = props(s); });
  pre.remove();
  out[""] = code;
  return JSON.stringify(out);
})(%s)`

// TestBrowserTokens checks in Chromium the token colours of a site with
// the default code block styles (assets/chroma.css): each token class
// takes chroma's github style in light mode (its tokens in GitHub's
// text colour in the page's) and github-dark in dark mode,
// whether dark is the system's preference or the toggle's choice, and a
// light choice holds against a dark system; a class a style leaves
// alone looks like the code around it.
func TestBrowserTokens(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	var classes []string
	for tt, class := range chroma.StandardTypes {
		if tt > 0 && class != "" {
			classes = append(classes, class)
		}
	}
	list := `["` + strings.Join(classes, `","`) + `"]`
	b := serveBrowser(t, build(t, "../testdata/sites/basic/docs", render.Options{}))
	for _, tc := range []struct {
		name, system, toggle, style string
	}{
		{"light", "light", "", markdown.DefaultLightStyle},
		{"system dark", "dark", "", markdown.DefaultDarkStyle},
		{"toggle dark", "light", "dark", markdown.DefaultDarkStyle},
		{"toggle light", "dark", "light", markdown.DefaultLightStyle},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := b.newTab(t)
			tb.colorScheme(tc.system)
			if _, err := run(tb, chromedp.Navigate(b.root)); err != nil {
				t.Fatal(err)
			}
			tb.do(chromedp.WaitReady(chromedp.CSS(`.prose`)))
			tb.evalString(fmt.Sprintf(`if (%q) document.documentElement.setAttribute("data-theme", %[1]q); "ok"`, tc.toggle))
			var got map[string]string
			tb.evalJSON(fmt.Sprintf(tokensJS, list), &got)
			code := strings.Split(got[""], "|")
			style := markdown.Style(tc.style)
			for tt, class := range chroma.StandardTypes {
				if tt <= 0 || class == "" {
					continue
				}
				e := style.Get(tt).Sub(style.Get(chroma.Background))
				want := []string{code[0], "rgba(0, 0, 0, 0)", code[2], code[3], "none"}
				if tt == chroma.Text || tt == chroma.TextWhitespace {
					// The renderer writes them as plain text; chroma.css leaves them alone.
					e = chroma.StyleEntry{}
				}
				if e.Colour.IsSet() {
					want[0] = rgb(e.Colour)
				}
				if e.Background.IsSet() {
					want[1] = rgb(e.Background)
				}
				if e.Bold == chroma.Yes {
					want[2] = "700"
				}
				if e.Italic == chroma.Yes {
					want[3] = "italic"
				}
				if e.Underline == chroma.Yes {
					want[4] = "underline"
				}
				if w := strings.Join(want, "|"); got[class] != w {
					t.Errorf(".chroma .%s: %s, want %s (%s)", class, got[class], w, tc.style)
				}
			}
		})
	}
}

// rgb is c as a computed style writes it.
func rgb(c chroma.Colour) string {
	return fmt.Sprintf("rgb(%d, %d, %d)", c.Red(), c.Green(), c.Blue())
}
