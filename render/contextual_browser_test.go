package render_test

import (
	"context"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
)

// TestBrowserContextual drives the contextual menu of the contextual golden
// site: "Copy page" puts the page's Markdown twin on the clipboard, the
// menu opens from the keyboard, "View as Markdown" opens the twin, and the
// assistants' prompts name the page's address.
func TestBrowserContextual(t *testing.T) {
	files := build(t, "../testdata/sites/contextual/docs", render.Options{})
	b := serveBrowser(t, files)
	tb := b.open(t, "guides/changes/")

	grantClipboard(t, tb)

	if got, want := copyPage(t, tb), string(files["guides/changes.md"]); got != want {
		t.Errorf("clipboard after Copy page:\n%q\nwant the twin:\n%q", got, want)
	}

	page := tb.location()
	ask := tb.evalString(`document.querySelector('.page-menu a[data-ask*="claude"]').href`)
	if want := "https://claude.ai/new?q=" + strings.ReplaceAll(url.QueryEscape("Read "+page+" and answer questions about it."), "+", "%20"); ask != want {
		t.Errorf("Open in Claude: %s, want %s", ask, want)
	}

	// Keyboard: Tab from "Copy page" to the menu, Enter opens it, the
	// arrow key reaches the first item.
	tb.do(chromedp.Focus(chromedp.CSS(`.page-copy`)), chromedp.KeyEvent("\t"), chromedp.KeyEvent("\r"))
	tb.waitFor(`document.querySelector(".page-menu").open`)
	tb.do(chromedp.KeyEvent(kb.ArrowDown))
	if focused := tb.evalString(`document.activeElement.textContent`); !strings.HasPrefix(focused, "View as Markdown") {
		t.Errorf("ArrowDown in the open menu focuses %q, want View as Markdown", focused)
	}
	tb.click(`.page-menu a[href="guides/changes.md"]`)
	tb.wantPath("/repo/guides/changes.md")
	if body := tb.evalString(`document.body.innerText`); strings.TrimSpace(body) != strings.TrimSpace(string(files["guides/changes.md"])) {
		t.Errorf("View as Markdown shows:\n%s\nwant the twin", body)
	}

	// From disk, where fetch is refused, Copy page copies the page's text.
	t.Run("FromDisk", func(t *testing.T) {
		dir := t.TempDir()
		docstest.Write(t, dir, build(t, "../testdata/sites/contextual/docs", render.Options{FileLinks: true}))
		tb := b.newTab(t)
		grantClipboard(t, tb)
		u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, "index.html"))}).String()
		tb.do(chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body`)))
		got := copyPage(t, tb)
		if !strings.HasPrefix(got, "# Welcome\n\n") || !strings.Contains(got, "Some text to copy") || strings.Contains(got, "Copy page") {
			t.Errorf("clipboard after Copy page from disk:\n%q\nwant the title and the page's text", got)
		}
	})
}

// grantClipboard lets the pages of tb's browser context use the clipboard
// (the system's, which a test may not take without asking).
func grantClipboard(t *testing.T, tb *browserTab) {
	t.Helper()
	bctx := chromedp.FromContext(tb.ctx).BrowserContextID
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := run(tb, chromedp.Action[chromedp.Void](func(ctx context.Context, _ *chromedp.Target) (chromedp.Void, error) {
			_, err := chromedp.CallBrowser(ctx, browser.SetPermission, browser.SetPermissionParams{
				Permission: &browser.PermissionDescriptor{Name: name, AllowWithoutSanitization: true},
				Setting:    browser.PermissionSettingGranted, BrowserContextID: bctx})
			return chromedp.Void{}, err
		})); err != nil {
			t.Fatalf("grant %s: %v", name, err)
		}
	}
}

// copyPage clicks Copy page and returns what it put on the clipboard.
func copyPage(t *testing.T, tb *browserTab) string {
	t.Helper()
	if !tb.evalBool(`!document.querySelector(".page-copy").hidden`) {
		t.Fatal(`"Copy page" is hidden with JavaScript on`)
	}
	tb.do(chromedp.Click(chromedp.CSS(`.page-copy`)))
	tb.waitFor(`document.querySelector(".page-copy-label").textContent === "Copied"`)
	got, err := run(tb, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("read the clipboard: %v", err)
	}
	return got
}
