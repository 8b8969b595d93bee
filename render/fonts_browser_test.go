package render_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserFonts opens a site whose docs.json sets a shipped body font
// (Geist), a heading font from a file of the folder and code block themes
// for each mode, in a browser that resolves no host name (no network but
// the site's own server): body text and headings compute to the
// configured families, the fonts load from the site itself, and code
// blocks take dracula's colours in light mode and github-dark's in dark
// mode.
func TestBrowserFonts(t *testing.T) {
	docs := fontSite(t, `"fonts":{"family":"Geist","weight":400,"heading":{"family":"Heading Local","source":"/fonts/heading.woff2","format":"woff2","weight":700}},"styling":{"codeblocks":{"theme":{"light":"dracula","dark":"github-dark"}}}`,
		"fonts/heading.woff2")
	// No network: every host name fails to resolve; the site is served at
	// 127.0.0.1, the one address left.
	b := serveDocs(t, docs, chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"))

	// loadedFonts waits for the page's fonts and returns the families of
	// the faces that loaded, "|"-separated, lower case.
	loadedFonts := func(tb *browserTab) string {
		t.Helper()
		got, err := run(tb, chromedp.Evaluate[string](`document.fonts.ready.then(set =>
			Array.from(set).filter(f => f.status === "loaded").map(f => f.family.replace(/"/g, "").toLowerCase()).sort().join("|"))`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	// style returns a computed style of the first element sel matches.
	style := func(tb *browserTab, sel, prop string) string {
		t.Helper()
		return tb.evalString(`getComputedStyle(document.querySelector(` + jsString(sel) + `)).` + prop)
	}

	for _, mode := range []struct {
		name        string
		keyword, bg string // a keyword's colour and the block's background ("": the mode's, as inline code has it)
	}{
		{"light", "rgb(255, 121, 198)", "rgb(40, 42, 54)"}, // dracula: #ff79c6 on #282a36
		{"dark", "rgb(255, 123, 114)", ""},                 // github-dark, navbuild's default: #ff7b72
	} {
		t.Run(mode.name, func(t *testing.T) {
			tb := b.newTab(t)
			tb.colorScheme(mode.name)
			if _, err := run(tb, chromedp.Navigate(b.root)); err != nil {
				t.Fatalf("open the site: %v", err)
			}
			tb.do(chromedp.WaitReady(chromedp.CSS(`.chroma`)))

			loaded := loadedFonts(tb)
			for _, want := range []string{"geist", "heading local"} {
				if !strings.Contains("|"+loaded+"|", "|"+want+"|") {
					t.Errorf("loaded fonts %q, want %s among them", loaded, want)
				}
			}
			if !tb.evalBool(`document.fonts.check('400 16px Geist') && document.fonts.check('700 32px "Heading Local"')`) {
				t.Error("document.fonts.check: Geist 400 or Heading Local 700 is not ready")
			}
			if got := strings.ToLower(style(tb, "body", "fontFamily")); !strings.HasPrefix(got, `geist,`) && !strings.HasPrefix(got, `"geist",`) {
				t.Errorf("body font-family %s, want Geist first", got)
			}
			for _, sel := range []string{".page-title", ".prose h2"} {
				// The minifier writes family names in lower case; CSS
				// matches them so.
				if got := style(tb, sel, "fontFamily"); !strings.HasPrefix(strings.ToLower(got), `"heading local",`) {
					t.Errorf("%s font-family %s, want \"Heading Local\" first", sel, got)
				}
				if got := style(tb, sel, "fontWeight"); got != "700" {
					t.Errorf("%s font-weight %s, want 700", sel, got)
				}
			}
			if got := style(tb, ".chroma .k", "color"); got != mode.keyword {
				t.Errorf("a keyword's colour %s, want %s", got, mode.keyword)
			}
			inline := style(tb, ".prose p code", "backgroundColor")
			if got := style(tb, ".code-block", "backgroundColor"); mode.bg == "" && got != inline || mode.bg != "" && (got != mode.bg || got == inline) {
				t.Errorf("the code block's background %s, want %q (inline code's: %s)", got, mode.bg, inline)
			}
			tb.mu.Lock()
			defer tb.mu.Unlock()
			for _, u := range tb.urls {
				if !tb.sameOrigin(u) && !strings.HasPrefix(u, "data:") {
					t.Errorf("the page asked for %s, outside the site", u)
				}
			}
		})
	}
}

// jsString writes s as a JavaScript string literal.
func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
