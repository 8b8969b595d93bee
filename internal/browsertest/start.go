package browsertest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// StepTimeout bounds one browser step (an action, a page load, a new tab),
// so that a hang names its step. Generous: a step takes milliseconds, but
// seconds on a loaded machine with -cpu 1 and -race builds beside it.
const StepTimeout = 60 * time.Second

// Start starts headless Chromium for the test, under parent, and returns
// the browser's context; the browser ends with the test. It skips the test
// in -short mode and where [Chromium] does. The window is 1280×900 (the
// desktop layout) and the browser does no networking of its own; opts
// come after those defaults and so override them.
func Start(parent context.Context, t testing.TB, opts ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	execPath := Chromium(t)
	all := append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(execPath),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	}, opts...)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(parent, all...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(cancel)
	if err := Within(cancel, func() error { return chromedp.Do(ctx) }); err != nil {
		t.Fatalf("start %s: %v", execPath, err)
	}
	return ctx
}

// Within runs start, the first use of a chromedp context (which allocates
// the browser or the tab, and so must not run under a context with a
// deadline: its end would close them), and cancels that context if start
// takes longer than StepTimeout.
func Within(cancel context.CancelFunc, start func() error) error {
	timer := time.AfterFunc(StepTimeout, cancel)
	err := start()
	if !timer.Stop() {
		return fmt.Errorf("not done within %v: %w", StepTimeout, err)
	}
	return err
}
