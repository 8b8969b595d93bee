// Package golden compares test output with golden files, for the tests of
// every package: one -update flag (go test -update rewrites the golden
// files from the current output), one readable diff on a mismatch, and a
// glob that fails when it finds no fixture.
//
// Only tests import it: the flag it registers is a test flag.
//
// Stage: tooling. For tests only.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the golden files from the current output (read the diff before committing)")

// Update reports whether the test binary runs with -update: a golden test
// then rewrites its golden file instead of comparing.
func Update() bool { return *update }

// maxDiffLines bounds a reported diff: the first differences are what a
// reader needs, and a rewritten page must not flood the log.
const maxDiffLines = 60

// Diff returns a unified diff from want to got (lines starting with - are
// in want only, + in got only), at most maxDiffLines lines, or "" when they
// are equal. Binary content is not diffed: Diff then says only where the
// bytes first differ.
func Diff(want, got []byte) string {
	if bytes.Equal(want, got) {
		return ""
	}
	if !utf8.Valid(want) || !utf8.Valid(got) || bytes.IndexByte(want, 0) >= 0 || bytes.IndexByte(got, 0) >= 0 {
		i := 0
		for i < len(want) && i < len(got) && want[i] == got[i] {
			i++
		}
		return fmt.Sprintf("binary content differs at byte %d (want %d bytes, got %d)\n", i, len(want), len(got))
	}
	d := string(diff.Diff("want", want, "got", got))
	lines := strings.SplitAfter(d, "\n")
	if len(lines) > maxDiffLines {
		d = strings.Join(lines[:maxDiffLines], "") + fmt.Sprintf("... %d more lines of diff\n", len(lines)-maxDiffLines)
	}
	return d
}

// Equal reports got and want equal, or fails the test with name (what is
// compared, e.g. a file) and their diff.
func Equal(t testing.TB, name string, want, got []byte) bool {
	t.Helper()
	d := Diff(want, got)
	if d == "" {
		return true
	}
	t.Errorf("%s differs from its golden (go test -update rewrites it; read the diff before committing):\n%s", name, d)
	return false
}

// Check compares got with the content of file, failing with their diff;
// with -update it writes got to file instead.
func Check(t testing.TB, file string, got []byte) {
	t.Helper()
	if Update() {
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	Equal(t, file, want, got)
}

// Glob returns the files matching pattern (filepath.Glob), and fails the
// test when there are none: a test over no fixture would pass having
// checked nothing.
func Glob(t testing.TB, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatalf("glob %s: %v", pattern, err)
	}
	if len(files) == 0 {
		t.Fatalf("no file matches %s: the test would check nothing", pattern)
	}
	return files
}

// Archives parses each txtar file pattern matches (failing the test when
// there is none, or when one does not parse), in Glob's order.
func Archives(t testing.TB, pattern string) []Archive {
	t.Helper()
	var as []Archive
	for _, file := range Glob(t, pattern) {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		as = append(as, Archive{File: file, Name: strings.TrimSuffix(filepath.Base(file), ".txtar"), Archive: a})
	}
	return as
}

// Archive is one parsed txtar fixture: its File, its Name (the file's base
// name without ".txtar", the name of its subtest) and its sections.
type Archive struct {
	File, Name string
	*txtar.Archive
}

// Run runs f as a subtest named after each txtar file pattern matches,
// with the file parsed (see [Archives]).
func Run(t *testing.T, pattern string, f func(t *testing.T, a Archive)) {
	t.Helper()
	for _, a := range Archives(t, pattern) {
		t.Run(a.Name, func(t *testing.T) { f(t, a) })
	}
}

// Section compares got with the section name of a, failing the test with
// their diff; with -update it writes got into that section (added last
// when there is none) and rewrites a's file. Trailing newlines are not
// compared: a section runs to the next one's marker, so a fixture keeps
// the blank lines at its end, and txtar adds a newline where there is
// none.
func (a Archive) Section(t testing.TB, name string, got []byte) {
	t.Helper()
	i := slices.IndexFunc(a.Files, func(f txtar.File) bool { return f.Name == name })
	if Update() {
		if i < 0 {
			a.Files = append(a.Files, txtar.File{Name: name})
			i = len(a.Files) - 1
		}
		a.Files[i].Data = got
		if err := os.WriteFile(a.File, txtar.Format(a.Archive), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if i < 0 {
		t.Errorf("%s: no %s section (go test -update adds it)", a.File, name)
		return
	}
	Equal(t, a.File+": "+name, oneNewline(a.Files[i].Data), oneNewline(got))
}

// oneNewline returns b ending in exactly one newline, without touching b.
func oneNewline(b []byte) []byte {
	b = bytes.TrimRight(b, "\n")
	return append(b[:len(b):len(b)], '\n')
}
