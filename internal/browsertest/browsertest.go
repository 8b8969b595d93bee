// Package browsertest finds the Chromium that the browser tests drive.
//
// Stage: tooling. For tests only.
package browsertest

import (
	"os"
	"os/exec"
	"testing"
)

// Chromium returns the path of the browser to drive. Without one it skips
// the test, or fails it on CI (CI set), which installs the chromium
// package.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium found (CI must install the chromium package)")
	}
	t.Skip("SKIP: no Chromium found; install the chromium package to run the browser test")
	return ""
}
