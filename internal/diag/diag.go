// Package diag holds positioned diagnostics: the errors and warnings that
// every stage of navbuild reports about its input.
//
// Stage: shared. Every stage reports through it.
package diag

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Severity says whether a diagnostic stops the build.
type Severity int8

const (
	// Warning is a problem the build works around, as the reference
	// platform does silently.
	Warning Severity = iota
	// Error is a problem that stops the build.
	Error
)

func (s Severity) String() string {
	if s == Error {
		return "error"
	}
	return "warning"
}

// Pos is a position in an input file. Line and Col are 1-based; Col counts
// characters, not bytes. The zero Pos means "no position".
type Pos struct {
	File   string
	Offset int
	Line   int
	Col    int
}

// IsValid reports whether p names a place in a file.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string {
	switch {
	case p.File == "":
		return ""
	case p.Line == 0:
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Diagnostic is one problem found in the input: where it is, the JSON path
// of the value it is about (empty outside docs.json), what is wrong and,
// optionally, a hint such as `did you mean "quickstart"?`.
type Diagnostic struct {
	Severity Severity
	Pos      Pos
	Path     string
	Msg      string
	Hint     string
}

// Error formats d as `file:line:col: severity: path: message (hint)`, on
// one line, with control characters escaped (see [Escape]).
func (d Diagnostic) Error() string {
	var b strings.Builder
	if s := d.Pos.String(); s != "" {
		b.WriteString(s)
		b.WriteString(": ")
	}
	b.WriteString(d.Severity.String())
	b.WriteString(": ")
	if d.Path != "" {
		b.WriteString(d.Path)
		b.WriteString(": ")
	}
	b.WriteString(d.Msg)
	if d.Hint != "" {
		b.WriteString(" (")
		b.WriteString(d.Hint)
		b.WriteString(")")
	}
	return Escape(b.String())
}

// List is a set of diagnostics. The zero List is empty and ready to use.
// A List is not safe for concurrent use.
type List []Diagnostic

// Add appends a diagnostic.
func (l *List) Add(sev Severity, pos Pos, path, msg, hint string) {
	*l = append(*l, Diagnostic{Severity: sev, Pos: pos, Path: path, Msg: msg, Hint: hint})
}

// Errorf appends an error.
func (l *List) Errorf(pos Pos, path, format string, args ...any) {
	l.Add(Error, pos, path, fmt.Sprintf(format, args...), "")
}

// Warnf appends a warning.
func (l *List) Warnf(pos Pos, path, format string, args ...any) {
	l.Add(Warning, pos, path, fmt.Sprintf(format, args...), "")
}

// HasErrors reports whether any diagnostic in l is an error.
func (l List) HasErrors() bool {
	return slices.ContainsFunc(l, func(d Diagnostic) bool { return d.Severity == Error })
}

// Count returns the number of errors and warnings in l.
func (l List) Count() (errors, warnings int) {
	for _, d := range l {
		if d.Severity == Error {
			errors++
		} else {
			warnings++
		}
	}
	return errors, warnings
}

// Strict turns every warning of l into an error, in place.
func (l List) Strict() {
	for i := range l {
		l[i].Severity = Error
	}
}

// Sort orders l by file, then position, then message, so that output does
// not depend on the order in which problems were found.
func (l List) Sort() {
	slices.SortStableFunc(l, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.Pos.File, b.Pos.File),
			cmp.Compare(a.Pos.Offset, b.Pos.Offset),
			cmp.Compare(a.Path, b.Path),
			cmp.Compare(a.Msg, b.Msg),
		)
	})
}

// Escape returns s with what a terminal would act on written as Go
// escapes, as %q writes them, and everything else as it is: control
// characters (newline and tab included, so one diagnostic stays one line),
// invalid UTF-8, and the line separators and bidirectional overrides that
// reorder or hide text. Diagnostics quote user strings with %q already;
// Escape is for the rest (a spec's parse error echoing a response, a file
// name, a library's message) and is applied once, when a diagnostic is
// formatted.
func Escape(s string) string {
	i := strings.IndexFunc(s, unsafeRune)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for s = s[i:]; s != ""; {
		r, n := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[0])
		case unsafeRune(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteString(s[:n])
		}
		s = s[n:]
	}
	return b.String()
}

// unsafeRune reports whether Escape writes r as an escape.
func unsafeRune(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7F && r <= 0x9F:
		return true
	case r == 0x2028, r == 0x2029, r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return r == utf8.RuneError
}
