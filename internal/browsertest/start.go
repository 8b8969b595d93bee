package browsertest

import (
	"context"
	"fmt"
	"os"
	"sync"
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
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(parent, options(execPath, t.TempDir(), opts)...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(cancel)
	if err := Within(cancel, func() error { return chromedp.Do(ctx) }); err != nil {
		t.Fatalf("start %s: %v", execPath, err)
	}
	return ctx
}

// shared is the browser Shared gives: its context, and what ends it.
var shared struct {
	sync.Mutex
	ctx     context.Context
	cancel  context.CancelFunc
	dataDir string
}

// Shared returns the browser the tests of the test binary share, started
// as [Start] starts one (without opts) by the first test that asks, and
// started again if its context has ended. Starting Chromium takes a
// second or more on a loaded machine, once per package run instead of
// once per test. It skips the test as Start does.
//
// A test must not use the returned context itself, whose first tab and
// storage every test shares: it opens tabs with chromedp.NewContext and
// chromedp.WithNewBrowserContext (storage of their own) and cancels them
// when done. The browser ends with [StopShared], which the package's
// TestMain calls after m.Run; without it, with the test binary (the
// kernel kills it, chromedp's Pdeathsig).
func Shared(t testing.TB) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	execPath := Chromium(t)
	shared.Lock()
	defer shared.Unlock()
	if shared.ctx != nil && shared.ctx.Err() == nil {
		return shared.ctx
	}
	stopShared()
	dir, err := os.MkdirTemp("", "browsertest")
	if err != nil {
		t.Fatal(err)
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), options(execPath, dir, nil)...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	cancel := func() { cancelCtx(); cancelAlloc() }
	if err := Within(cancel, func() error { return chromedp.Do(ctx) }); err != nil {
		cancel()
		os.RemoveAll(dir)
		t.Fatalf("start %s: %v", execPath, err)
	}
	shared.ctx, shared.cancel, shared.dataDir = ctx, cancel, dir
	return ctx
}

// StopShared ends the browser [Shared] started, if any, and removes its
// data folder. A TestMain calls it after m.Run.
func StopShared() {
	shared.Lock()
	defer shared.Unlock()
	stopShared()
}

func stopShared() {
	if shared.cancel != nil {
		shared.cancel() // waits for the browser to exit
		os.RemoveAll(shared.dataDir)
	}
	shared.ctx, shared.cancel, shared.dataDir = nil, nil, ""
}

// options returns the allocator options of a browser run from execPath
// with its data in dataDir: the defaults Start documents, then opts.
func options(execPath, dataDir string, opts []chromedp.ExecAllocatorOption) []chromedp.ExecAllocatorOption {
	return append([]chromedp.ExecAllocatorOption{
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
		chromedp.UserDataDir(dataDir),
		chromedp.WindowSize(1280, 900),
	}, opts...)
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
