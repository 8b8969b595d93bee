// Package golden compares test output with golden files.
package golden

import (
	"os"
	"strings"
	"testing"
)

// Check compares got with the content of file, reporting the first lines
// that differ; with update it rewrites the file instead.
func Check(t testing.TB, file, got string, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if string(want) == got {
		return
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(got, "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			t.Errorf("%s line %d (go test -update, then read the diff):\n got %s\nwant %s", file, i+1, g, w)
		}
	}
}
