package resolve_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestLoadError checks the one error type for a folder with errors: its
// message is the first error and how many more there are (warnings not
// counted), and errors.As finds each error as a Diagnostic.
func TestLoadError(t *testing.T) {
	_, err := resolve.Load(context.Background(), mapFS(map[string]string{
		"docs.json": `{"theme":"mint","name":"x","navigation":{"pages":["../a","../b"]}}`,
	}), resolve.Options{Offline: true})
	var le *resolve.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("err = %v, want a *LoadError", err)
	}
	var errs, warnings int
	for _, d := range le.Diagnostics {
		if d.Severity == resolve.Error {
			errs++
		} else {
			warnings++
		}
	}
	if errs < 2 || warnings == 0 {
		t.Fatalf("%d errors and %d warnings, want at least 2 and 1 (the case must cover both):\n%v", errs, warnings, le.Diagnostics)
	}
	if want := " (and " + strconv.Itoa(errs-1) + " more errors)"; !strings.HasSuffix(err.Error(), want) {
		t.Errorf("Error() = %q, want it to end with %q", err.Error(), want)
	}
	var d resolve.Diagnostic
	if !errors.As(err, &d) || d.Severity != resolve.Error {
		t.Errorf("errors.As finds %v, want the first error", d)
	}
	if n := len(le.Unwrap()); n != errs {
		t.Errorf("Unwrap gives %d errors, want %d", n, errs)
	}
}
