// Package browsertest finds the Chromium that the browser tests drive,
// and holds axe-core (Axe), the accessibility engine they run in pages,
// vendored by go generate (genaxe; axe/PROVENANCE names the package,
// version and licence).
//
// Stage: tooling. For tests only.
package browsertest

//go:generate go run ./genaxe -o axe

import (
	_ "embed"
	"os"
	"os/exec"
	"testing"
)

// Chromium returns the path of the browser to drive. Without one it skips
// the test, or fails it on CI (CI set), which installs the chromium
// package.
//
// Under the race detector it skips the test: the browser does the work
// there and the Go side is a file server, so -race would only make the
// suite slower (make test runs the browser tests in its second pass,
// without -race).
func Chromium(t testing.TB) string {
	t.Helper()
	if underRace {
		t.Skip("SKIP under -race: the browser tests run in make test's pass without -race")
	}
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

// Axe is axe-core's axe.min.js (MPL-2.0, axe/LICENSE), to inject into a
// page under test. Tests only: no built site carries it.
//
//go:embed axe/axe.min.js
var Axe string
