package main

import (
	"io"
	"os"
	"strings"

	"github.com/navbuild/navbuild/resolve"
)

// ANSI colours of the severities.
const (
	ansiRed    = "\033[1;31m"
	ansiYellow = "\033[1;33m"
	ansiReset  = "\033[0m"
)

// useColor reports whether diagnostics written to w get coloured: only
// when w is a terminal and the environment does not ask for plain text
// (https://no-color.org, TERM=dumb).
func useColor(w io.Writer) bool {
	return colorEnabled(isTerminal(w), os.Getenv("NO_COLOR"), os.Getenv("TERM"))
}

// colorEnabled is the decision of useColor: NO_COLOR set to anything but
// the empty string turns colour off, as does a dumb terminal.
func colorEnabled(terminal bool, noColor, term string) bool {
	return terminal && noColor == "" && term != "dumb"
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// formatDiagnostic is d.Error() with the severity coloured when color is
// set: errors red, warnings yellow.
func formatDiagnostic(d resolve.Diagnostic, color bool) string {
	s := d.Error()
	if !color {
		return s
	}
	code := ansiYellow
	if d.Severity == resolve.Error {
		code = ansiRed
	}
	at := 0
	if p := d.Pos.String(); p != "" {
		at = len(p) + len(": ")
	}
	sev := d.Severity.String()
	if !strings.HasPrefix(s[at:], sev) {
		return s
	}
	return s[:at] + code + sev + ansiReset + s[at+len(sev):]
}
