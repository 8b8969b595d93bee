package main

import (
	"bytes"
	"os"
	"regexp"
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

// TestDarkSwitchesAll checks that every custom property a token's rule
// reads takes its dark value in dark mode, for the system preference and
// for the toggle, so no light value shows on a dark background.
func TestDarkSwitchesAll(t *testing.T) {
	var b bytes.Buffer
	if err := write(&b, "github", "github-dark"); err != nil {
		t.Fatal(err)
	}
	css := b.String()
	media, toggle := strings.Index(css, "@media (prefers-color-scheme: dark)"), strings.Index(css, `:root[data-theme="dark"]`)
	if media < 0 || toggle < media {
		t.Fatalf("no dark rules for the system preference and the toggle:\n%s", css)
	}
	read := regexp.MustCompile(`: var\((--[a-z-]+)\)`).FindAllStringSubmatch(css[:media], -1)
	if len(read) < 20 {
		t.Fatalf("%d custom properties read, want the rules' all", len(read))
	}
	for _, m := range read {
		switched := m[1] + ": var(" + m[1] + "-dark)"
		if !strings.Contains(css[media:toggle], switched) || !strings.Contains(css[toggle:], switched) {
			t.Errorf("%s is not switched to %[1]s-dark in both dark rules", m[1])
		}
	}
}
