package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestUpToDate fails when assets/chroma.css is not what gencss writes.
func TestUpToDate(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run(nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	committed, err := os.ReadFile("../../../assets/chroma.css")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stdout.Bytes(), committed) {
		t.Error("assets/chroma.css is stale: run go generate ./internal/markdown")
	}
}

func TestUnknownStyle(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-dark", "no-such-style"}, &stdout, &stderr); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if !strings.Contains(stderr.String(), `gencss: unknown chroma style "no-such-style"`) {
		t.Errorf("stderr %q", stderr.String())
	}
}

// TestDarkUndoesLight checks that every class the light style colours is
// set again for dark, so no light colour shows on a dark background.
func TestDarkUndoesLight(t *testing.T) {
	var b bytes.Buffer
	if err := write(&b, "github", "github-dark"); err != nil {
		t.Fatal(err)
	}
	css := b.String()
	light, dark := css[:strings.Index(css, "@media (prefers-color-scheme: dark)")], css[strings.Index(css, `:root[data-theme="dark"]`):]
	checked := 0
	for _, line := range strings.Split(light, "\n") {
		sel, _, _ := strings.Cut(strings.TrimSuffix(line, ","), " {")
		if !strings.HasPrefix(sel, ".chroma .") {
			continue
		}
		checked++
		scoped := `:root[data-theme="dark"] ` + sel
		if !strings.Contains(dark, scoped+" {") && !strings.Contains(dark, scoped+",\n") {
			t.Errorf("%s is coloured for light but not set for dark", sel)
		}
	}
	if checked < 20 {
		t.Errorf("checked %d light selectors, want them all", checked)
	}
}
