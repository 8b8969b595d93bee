package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/resolve"
)

func TestColorEnabled(t *testing.T) {
	tests := []struct {
		name     string
		terminal bool
		noColor  string
		term     string
		want     bool
	}{
		{"terminal", true, "", "xterm-256color", true},
		{"terminal, no TERM", true, "", "", true},
		{"not a terminal", false, "", "xterm", false},
		{"NO_COLOR=1", true, "1", "xterm", false},
		{"NO_COLOR=0 counts too", true, "0", "xterm", false},
		{"dumb terminal", true, "", "dumb", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := colorEnabled(tt.terminal, tt.noColor, tt.term); got != tt.want {
				t.Errorf("colorEnabled(%v, %q, %q) = %v, want %v", tt.terminal, tt.noColor, tt.term, got, tt.want)
			}
		})
	}
}

func TestUseColorNotATerminal(t *testing.T) {
	if useColor(&bytes.Buffer{}) {
		t.Error("a buffer is not a terminal")
	}
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if useColor(f) {
		t.Error("a regular file is not a terminal")
	}
}

func TestFormatDiagnostic(t *testing.T) {
	pos := diag.Pos{File: "docs.json", Line: 3, Col: 5}
	tests := []struct {
		name string
		d    resolve.Diagnostic
		want string
	}{
		{"error", resolve.Diagnostic{Severity: resolve.Error, Pos: pos, Path: "navigation", Msg: "bad"},
			"docs.json:3:5: \033[1;31merror\033[0m: navigation: bad"},
		{"warning", resolve.Diagnostic{Severity: resolve.Warning, Pos: pos, Msg: "odd", Hint: "fix it"},
			"docs.json:3:5: \033[1;33mwarning\033[0m: odd (fix it)"},
		{"no position", resolve.Diagnostic{Severity: resolve.Error, Msg: "gone"},
			"\033[1;31merror\033[0m: gone"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := formatDiagnostic(tt.d, true); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
			if got := formatDiagnostic(tt.d, false); got != tt.d.Error() {
				t.Errorf("without colour: got %q, want %q", got, tt.d.Error())
			}
		})
	}
}

// TestEveryCommandHasHelp checks that each command in commandUsage is in
// the main usage, and that `navbuild help CMD` and `navbuild CMD -h` print
// its entry on stdout and exit 0.
func TestEveryCommandHasHelp(t *testing.T) {
	for name, text := range commandUsage {
		t.Run(name, func(t *testing.T) {
			if !strings.Contains(usage, "\n  navbuild "+name) && name != "build" {
				t.Errorf("the usage does not list %s", name)
			}
			if !strings.HasPrefix(text, "Usage: navbuild ") {
				t.Errorf("help for %s does not start with its usage line: %q", name, text)
			}
			for _, args := range [][]string{{"help", name}, {name, "-h"}, {name, "--help"}} {
				var stdout, stderr bytes.Buffer
				code := run(context.Background(), args, &stdout, &stderr)
				if code != exitOK || stdout.String() != text || stderr.Len() != 0 {
					t.Errorf("navbuild %s: exit %d, stdout %q, stderr %q", strings.Join(args, " "), code, stdout.String(), stderr.String())
				}
			}
		})
	}
}
