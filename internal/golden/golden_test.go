package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// recorder is a testing.TB that records failures; Fatalf stops the
// goroutine as the real one does.
type recorder struct {
	testing.TB
	errors []string
	fatal  bool
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
	runtime.Goexit()
}

// run runs f with a recorder, in its own goroutine so that Fatalf can
// stop it.
func run(t *testing.T, f func(tb testing.TB)) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}

func TestGlobFailsOnNoMatch(t *testing.T) {
	dir := t.TempDir()
	r := run(t, func(tb testing.TB) { Glob(tb, filepath.Join(dir, "*.txtar")) })
	if !r.fatal || len(r.errors) != 1 || !strings.Contains(r.errors[0], "no file matches") {
		t.Errorf("Glob over an empty folder: fatal %v, errors %q; want one fatal \"no file matches\"", r.fatal, r.errors)
	}

	if err := os.WriteFile(filepath.Join(dir, "a.txtar"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var got []string
	r = run(t, func(tb testing.TB) { got = Glob(tb, filepath.Join(dir, "*.txtar")) })
	if r.fatal || len(r.errors) > 0 || len(got) != 1 {
		t.Errorf("Glob over one file: %q, errors %q", got, r.errors)
	}
}

func TestEqualShowsDiff(t *testing.T) {
	want := "a\nb\nc\nd\n"
	got := "a\nb\nC\nd\n"
	r := run(t, func(tb testing.TB) { Equal(tb, "page.html", []byte(want), []byte(got)) })
	if len(r.errors) != 1 {
		t.Fatalf("errors %q, want one", r.errors)
	}
	msg := r.errors[0]
	for _, line := range []string{"page.html", "--- want", "+++ got", "\n-c\n", "\n+C\n", "\n b\n"} {
		if !strings.Contains(msg, line) {
			t.Errorf("the failure does not contain %q:\n%s", line, msg)
		}
	}
	if r := run(t, func(tb testing.TB) { Equal(tb, "page.html", []byte(want), []byte(want)) }); len(r.errors) > 0 {
		t.Errorf("equal contents reported: %q", r.errors)
	}
}

func TestDiffBounded(t *testing.T) {
	var want, got strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&want, "line %d\n", i)
		fmt.Fprintf(&got, "line %d changed\n", i)
	}
	d := Diff([]byte(want.String()), []byte(got.String()))
	if n := strings.Count(d, "\n"); n > maxDiffLines+1 {
		t.Errorf("diff of %d lines, want at most %d", n, maxDiffLines+1)
	}
	if !strings.Contains(d, "more lines of diff") {
		t.Errorf("a cut diff does not say so:\n%s", d)
	}
}

func TestDiffBinary(t *testing.T) {
	d := Diff([]byte("PNG\x00\x01\x02"), []byte("PNG\x00\x01\x03"))
	if d != "binary content differs at byte 5 (want 6 bytes, got 6)\n" {
		t.Errorf("Diff of binary content = %q", d)
	}
}

func TestCheck(t *testing.T) {
	file := filepath.Join(t.TempDir(), "counts.txt")
	if err := os.WriteFile(file, []byte("x 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := run(t, func(tb testing.TB) { Check(tb, file, []byte("x 1\n")) }); len(r.errors) > 0 {
		t.Errorf("Check of equal content: %q", r.errors)
	}
	if r := run(t, func(tb testing.TB) { Check(tb, file, []byte("x 2\n")) }); len(r.errors) != 1 || !strings.Contains(r.errors[0], "+x 2") {
		t.Errorf("Check of different content: %q, want one error with the diff", r.errors)
	}
}

// TestSection: a section equal but for its trailing newlines passes, a
// different or missing one fails.
func TestSection(t *testing.T) {
	a := Archive{File: "case.txtar", Archive: txtar.Parse([]byte("-- in --\nx\n-- want --\nok\n\n"))}
	check := func(name, got string, fails bool) {
		t.Helper()
		r := run(t, func(tb testing.TB) { a.Section(tb, name, []byte(got)) })
		if (len(r.errors) > 0) != fails {
			t.Errorf("Section(%q, %q): errors %q, want failing %v", name, got, r.errors, fails)
		}
	}
	check("want", "ok", false)
	check("want", "ok\n\n\n", false)
	check("want", "no\n", true)
	check("missing", "ok\n", true)
}
