package render_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
	"github.com/navbuild/navbuild/render"
)

// TestBrowserFonts opens a site whose docs.json sets a shipped body font
// (Geist), a heading font from a file of the folder and code block themes
// for each mode, in a browser that resolves no host name (no network but
// the site's own server): body text and headings compute to the
// configured families, the fonts load from the site itself, and code
// blocks take dracula's colours in light mode and github-dark's in dark
// mode.
func TestBrowserFonts(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	execPath := browsertest.Chromium(t)
	docs := fontSite(t, `"fonts":{"family":"Geist","weight":400,"heading":{"family":"Heading Local","source":"/fonts/heading.woff2","format":"woff2","weight":700}},"styling":{"codeblocks":{"theme":{"light":"dracula","dark":"github-dark"}}}`,
		"fonts/heading.woff2")
	dir := t.TempDir()
	writeTree(t, dir, build(t, docs, render.Options{}))
	site := http.StripPrefix("/repo", http.FileServer(http.Dir(dir)))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/favicon.ico" { // asked for by the browser, outside the site
			w.WriteHeader(http.StatusNoContent)
			return
		}
		site.ServeHTTP(w, r)
	}))
	defer srv.Close()
	b := &browserSite{srv: srv, root: srv.URL + "/repo/"}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(execPath),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// No network: every host name fails to resolve; the site is
		// served at 127.0.0.1, the one address left.
		chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	if err := within(cancelBrowser, func() error { return chromedp.Do(bctx) }); err != nil {
		t.Fatalf("start %s: %v", execPath, err)
	}
	b.ctx = bctx

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
			if _, err := run(tb, chromedp.Action[chromedp.Void](func(ctx context.Context, _ *chromedp.Target) (chromedp.Void, error) {
				_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
					Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: mode.name}}})
				return chromedp.Void{}, err
			})); err != nil {
				t.Fatalf("emulate %s mode: %v", mode.name, err)
			}
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
