package outdir

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func TestCheck(t *testing.T) {
	root := t.TempDir()
	docs := filepath.Join(root, "docs")
	os.MkdirAll(docs, 0o755)
	tests := []struct {
		out, inside, err string
	}{
		{filepath.Join(root, "site"), "", ""},
		{docs, "", "is the docs folder"},
		{root, "", "holds the docs folder"},
		{filepath.Join(docs, "site"), "site", ""},
	}
	for _, tt := range tests {
		inside, err := Check(tt.out, docs)
		if inside != tt.inside || (err == nil) != (tt.err == "") || (err != nil && !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("Check(%s) = %q, %v; want %q, %q", tt.out, inside, err, tt.inside, tt.err)
		}
	}
	foreign := filepath.Join(root, "foreign")
	os.MkdirAll(foreign, 0o755)
	os.WriteFile(filepath.Join(foreign, "precious.txt"), []byte("x"), 0o644)
	if _, err := Check(foreign, docs); err == nil || !strings.Contains(err.Error(), "not made by navbuild") {
		t.Errorf("a folder navbuild did not make: %v", err)
	}
}

// TestMarker: only navbuild's own marker file, by its content, makes a
// folder replaceable; a .navbuild folder, link or foreign file does not,
// and nothing is deleted.
func TestMarker(t *testing.T) {
	tests := []struct {
		name string
		make func(t *testing.T, out string)
		err  string // "" when the folder may be replaced
	}{
		{"navbuild's marker", func(t *testing.T, out string) {
			writeFile(t, filepath.Join(out, Marker), markerText)
		}, ""},
		{"marker of earlier versions", func(t *testing.T, out string) {
			writeFile(t, filepath.Join(out, Marker), "This folder is written by navbuild; it is replaced on every build.\n")
		}, ""},
		{"a .navbuild folder", func(t *testing.T, out string) {
			os.Mkdir(filepath.Join(out, Marker), 0o755)
		}, "its .navbuild is not a file but a folder"},
		{"a foreign .navbuild file", func(t *testing.T, out string) {
			writeFile(t, filepath.Join(out, Marker), "[core]\nsomething = else\n")
		}, "its .navbuild file was not written by navbuild"},
		{"an empty .navbuild file", func(t *testing.T, out string) {
			writeFile(t, filepath.Join(out, Marker), "")
		}, "its .navbuild file was not written by navbuild"},
		{"a link to a marker", func(t *testing.T, out string) {
			elsewhere := filepath.Join(t.TempDir(), "marker")
			writeFile(t, elsewhere, markerText)
			if err := os.Symlink(elsewhere, filepath.Join(out, Marker)); err != nil {
				t.Skip(err)
			}
		}, "its .navbuild is not a file but a symbolic link"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "site")
			os.Mkdir(out, 0o755)
			writeFile(t, filepath.Join(out, "precious.txt"), "keep me")
			tt.make(t, out)
			err := build(out, Options{}, "new")
			if tt.err == "" {
				if err != nil {
					t.Fatalf("build: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), "refusing to replace") || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("build = %v, want a refusal saying %q", err, tt.err)
			}
			if b, err := os.ReadFile(filepath.Join(out, "precious.txt")); string(b) != "keep me" {
				t.Errorf("precious.txt = %q, %v", b, err)
			}
			if _, err := os.Lstat(filepath.Join(out, Marker)); err != nil {
				t.Errorf("the marker is gone: %v", err)
			}
		})
	}
}

func TestCommitReplacesOnlyOwnOutput(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	if err := build(out, Options{}, "one"); err != nil {
		t.Fatal(err)
	}
	if err := build(out, Options{}, "two"); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(out, "a/index.html")); string(b) != "two" {
		t.Errorf("content = %q, want two", b)
	}

	// An aborted build leaves the previous output as it was.
	d := create(t, out, Options{})
	d.WriteFile("a/index.html", []byte("three"))
	d.Abort()
	if b, _ := os.ReadFile(filepath.Join(out, "a/index.html")); string(b) != "two" {
		t.Errorf("after abort: %q, want two", b)
	}
	checkLeftovers(t, root)

	// A folder without the marker is never replaced.
	os.Remove(filepath.Join(out, Marker))
	if err := build(out, Options{}, "four"); err == nil {
		t.Error("replaced a folder without the marker")
	}
	if b, _ := os.ReadFile(filepath.Join(out, "a/index.html")); string(b) != "two" {
		t.Errorf("unmarked folder changed: %q", b)
	}
}

// TestCommitNeverLosesOutput checks the output folder after every step of
// the commit, and after a crash at each step: it is always there, the old
// site or the new one.
func TestCommitNeverLosesOutput(t *testing.T) {
	steps := []string{"exchanged"}
	if runtime.GOOS != "linux" {
		steps = []string{"moved old", "renamed"} // the documented fallback
	}
	for _, crashAt := range append(steps, "") {
		t.Run("crash at "+crashAt, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "site")
			if err := build(out, Options{}, "old"); err != nil {
				t.Fatal(err)
			}
			d := create(t, out, Options{})
			d.WriteFile("a/index.html", []byte("new"))
			var seen []string
			d.step = func(step string) {
				if step == "removing" {
					return // the old site's entries (TestKilledBuild)
				}
				seen = append(seen, step)
				if got := content(out); got != "old" && got != "new" {
					t.Errorf("after %s: the output holds %q", step, got)
				}
				if step == crashAt {
					panic("crash")
				}
			}
			func() {
				defer func() {
					if r := recover(); r != nil && r != "crash" {
						panic(r)
					}
				}()
				if err := d.Commit(); err != nil {
					t.Fatal(err)
				}
			}()
			if !slices.Equal(seen, steps[:len(seen)]) || (crashAt == "" && len(seen) != len(steps)) {
				t.Errorf("steps = %q, want %q", seen, steps)
			}
			if got := content(out); got != "new" {
				t.Errorf("after the commit: %q, want new", got)
			}
			d.lock.release()
		})
	}
}

// TestFallbackCrashRestores: where the old site had to be renamed aside, a
// build that dies before the new one is in place leaves no output folder;
// the next build puts the old site back before building.
func TestFallbackCrashRestores(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	if err := build(out, Options{}, "old"); err != nil {
		t.Fatal(err)
	}
	d := create(t, out, Options{})
	d.noExchange = true
	d.step = func(step string) {
		if step == "moved old" {
			panic("crash")
		}
	}
	func() {
		defer func() { recover() }()
		d.Commit()
	}()
	d.lock.release()
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the crash left the output folder: %v", err)
	}
	// The crashed build's PID is this test's: give its folders a dead one.
	dead := strconv.Itoa(deadPID(t))
	mine := tmpPrefix(out) + strconv.Itoa(os.Getpid()) + "-"
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if rest, ok := strings.CutPrefix(e.Name(), mine); ok {
			os.Rename(filepath.Join(root, e.Name()), filepath.Join(root, tmpPrefix(out)+dead+"-"+rest))
		}
	}
	d = create(t, out, Options{})
	if got := content(out); got != "old" {
		t.Errorf("the next build found %q, want the old site put back", got)
	}
	d.WriteFile("a/index.html", []byte("new"))
	if err := d.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := content(out); got != "new" {
		t.Errorf("content = %q, want new", got)
	}
	checkLeftovers(t, root)
}

// TestStaleTemporaries: the temporary folders of builds that are gone are
// removed by the next build, and so are those whose PID is alive where the
// lock says no other build is under way (the PID is another process's
// now); folders that are not navbuild's are kept.
func TestStaleTemporaries(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	dead := strconv.Itoa(deadPID(t))
	live := strconv.Itoa(os.Getpid())
	p := tmpPrefix(out)
	marked := func(name string) {
		writeFile(t, filepath.Join(root, name, Marker), markerText)
		writeFile(t, filepath.Join(root, name, "index.html"), "x")
	}
	marked(p + dead + "-12345")     // a killed build
	marked(p + dead + "-12345-old") // a killed build's old site, out exists
	os.Mkdir(filepath.Join(root, p+dead+"-777"), 0o755)
	marked(p + live + "-999")                                   // this process's PID
	marked(p + dead + "-12-34")                                 // not a name navbuild gives
	marked(p + dead + "x-12")                                   // not a name navbuild gives
	writeFile(t, filepath.Join(root, p+dead+"-1", "mine"), "x") // not navbuild's
	marked(".other.navbuild-" + dead + "-1")                    // another output folder's
	if err := build(out, Options{}, "one"); err != nil {
		t.Fatal(err)
	}
	if err := build(out, Options{}, "two"); err != nil {
		t.Fatal(err)
	}
	var got []string
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		got = append(got, e.Name())
	}
	want := []string{".other.navbuild-" + dead + "-1", p + dead + "-1", p + dead + "-12-34", p + dead + "x-12", ".site.navbuild.lock", "site"}
	if !locks {
		want = append(want, p+live+"-999")
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("beside the output:\n%q\nwant\n%q", got, want)
	}
}

// TestConcurrentBuilds: builds into one output folder at the same time all
// succeed, one after the other.
func TestConcurrentBuilds(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	const builders, rounds = 3, 5
	var wg sync.WaitGroup
	errs := make([]error, builders)
	for i := range builders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				if err := build(out, Options{}, fmt.Sprintf("%d-%d", i, r)); err != nil {
					errs[i] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("builder %d: %v", i, err)
		}
	}
	if got := content(out); !strings.HasSuffix(got, fmt.Sprintf("-%d", rounds-1)) {
		t.Errorf("content = %q, want some builder's last round", got)
	}
	checkLeftovers(t, root)
}

// TestWaiting: a build into a folder another build holds says so and
// waits, until its context is done.
func TestWaiting(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	first := create(t, out, Options{})
	defer first.Abort()
	ctx, cancel := context.WithCancel(context.Background())
	waited := false
	_, err := Create(ctx, out, Options{Waiting: func() { waited = true; cancel() }})
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" && runtime.GOOS != "windows" && err == nil {
		t.Skip("no lock on this system")
	}
	if !errors.Is(err, context.Canceled) || !waited {
		t.Errorf("second build: %v, waited %v; want it to wait until cancelled", err, waited)
	}
}

// TestModes: the output folder and its files get the usual modes (0755 and
// 0644 under the umask), so that a web server running as another user
// reads them.
func TestModes(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	if err := build(out, Options{}, "x"); err != nil {
		t.Fatal(err)
	}
	refDir, refFile := filepath.Join(root, "ref"), filepath.Join(root, "ref.html")
	os.Mkdir(refDir, 0o755)
	writeFile(t, refFile, "")
	for _, c := range []struct{ got, want string }{{out, refDir}, {filepath.Join(out, "a"), refDir}, {filepath.Join(out, "a/index.html"), refFile}, {filepath.Join(out, Marker), refFile}} {
		got, _ := os.Stat(c.got)
		want, _ := os.Stat(c.want)
		if got.Mode() != want.Mode() {
			t.Errorf("%s: mode %v, want %v", c.got, got.Mode(), want.Mode())
		}
	}
}

func TestMaxBytes(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	d := create(t, out, Options{MaxBytes: 10})
	if err := d.WriteFile("a.html", make([]byte, 6)); err != nil {
		t.Fatal(err)
	}
	err := d.WriteFile("b.html", make([]byte, 6))
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "10 B") {
		t.Errorf("past the limit: %v", err)
	}
	f, err := d.Create("c.txt")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(make([]byte, 1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a part past the limit: %v", err)
	}
	f.Close()
	d.Abort()
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("output written: %v", err)
	}
}

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int64
	}{{"10GB", 10e9}, {"500 MB", 500e6}, {"64KiB", 64 << 10}, {"1000", 1000}, {"0", 0}, {"2gb", 2e9}} {
		got, err := ParseSize(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "GB", "-1GB", "10 XB", "1.5GB", "99999999999TB"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) accepted", bad)
		}
	}
	for n, want := range map[int64]string{10e9: "10 GB", 1500: "1500 B", 2e6: "2 MB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestWriteFileStaysInside(t *testing.T) {
	d := create(t, filepath.Join(t.TempDir(), "site"), Options{})
	defer d.Abort()
	if err := d.WriteFile("../escape.html", nil); err == nil {
		t.Error("wrote outside the output folder")
	}
}

// TestWriteFileFolders: WriteFile makes the folders a name needs at any
// depth, from many goroutines at once, writes a file again in place
// (shorter: truncated), and fails where a folder would have to replace a
// file; Create writes a file in parts, inside the folder only.
func TestWriteFileFolders(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	d := create(t, out, Options{})
	defer d.Abort()
	var names []string
	for i := range 40 {
		names = append(names, fmt.Sprintf("v%d/en/g%d/p%d/index.html", i%2, i%3, i), fmt.Sprintf("v%d/en/g%d/p%d.md", i%2, i%3, i))
	}
	var wg sync.WaitGroup
	for _, name := range names {
		wg.Go(func() {
			if err := d.WriteFile(name, []byte(name+" and more")); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if err := d.WriteFile(names[0], []byte("short")); err != nil {
		t.Fatal(err)
	}
	if err := d.WriteFile("file", nil); err != nil {
		t.Fatal(err)
	}
	f, err := d.Create("v1/en/parts.txt")
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "one ")
	io.WriteString(f, "two")
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Create("../escape.txt"); err == nil {
		t.Error("created outside the output folder")
	}
	if err := d.WriteFile("file/under", nil); err == nil {
		t.Error("wrote under a file")
	}
	if err := d.Commit(); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(filepath.Join(out, "v1/en/parts.txt")); string(got) != "one two" {
		t.Errorf("written in parts: %q, %v", got, err)
	}
	for i, name := range names {
		want := name + " and more"
		if i == 0 {
			want = "short"
		}
		if got, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(name))); string(got) != want {
			t.Errorf("%s: %q, %v; want %q", name, got, err, want)
		}
	}
}

// build writes a site of one page holding text into out.
// create makes the Dir of a build into out, failing the test on an error.
func create(t *testing.T, out string, opts Options) *Dir {
	t.Helper()
	d, err := Create(context.Background(), out, opts)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func build(out string, opts Options, text string) error {
	d, err := Create(context.Background(), out, opts)
	if err != nil {
		return err
	}
	if err := d.WriteFile("a/index.html", []byte(text)); err != nil {
		d.Abort()
		return err
	}
	return d.Commit()
}

// content returns the page of a site written by build, or why not.
func content(out string) string {
	b, err := os.ReadFile(filepath.Join(out, "a/index.html"))
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// checkLeftovers fails if root holds anything but the output folder and
// its lock file.
func checkLeftovers(t *testing.T, root string) {
	t.Helper()
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if e.Name() != "site" && e.Name() != ".site.navbuild.lock" {
			t.Errorf("left beside the output: %s", e.Name())
		}
	}
}

// deadPID returns the PID of a process that has ended.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.ProcessState.Pid()
}

func writeFile(t *testing.T, name, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestKilledBuild kills a build (a child process that exits at once, as
// kill -9 would end it) at each step, and checks that the next build
// removes all it left and that the output folder was never lost: in
// particular a build killed while it removes the old site after the swap
// (the marker is removed last, so the half-removed folder is still known
// as navbuild's).
func TestKilledBuild(t *testing.T) {
	tests := []struct {
		at         string
		noExchange bool
	}{
		{"created", false},
		{"writing", false},
		{"aborting", false},
		{"removing", false}, // the old site, after the exchange
		{"moved old", true},
		{"renamed", true},
		{"removing", true}, // the old site, after the new one is in place
	}
	if runtime.GOOS == "linux" {
		tests = append(tests, struct {
			at         string
			noExchange bool
		}{"exchanged", false})
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/fallback=%v", tt.at, tt.noExchange), func(t *testing.T) {
			root := t.TempDir()
			out := filepath.Join(root, "site")
			if err := buildMany(out, "old"); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestKilledChild$")
			cmd.Env = append(os.Environ(), "NAVBUILD_OUTDIR_CHILD="+out, "NAVBUILD_OUTDIR_AT="+tt.at, fmt.Sprintf("NAVBUILD_OUTDIR_NOEXCHANGE=%v", tt.noExchange))
			b, err := cmd.CombinedOutput()
			if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 3 {
				t.Fatalf("the child did not die at %s: %v\n%s", tt.at, err, b)
			}
			if got := content(out); tt.at != "moved old" && got != "old" && got != "new" {
				t.Errorf("after the kill: the output holds %q", got)
			}
			if entries, _ := os.ReadDir(root); len(entries) <= 2 && tt.at != "renamed" {
				t.Errorf("the kill at %s left nothing to clean: the test tests nothing", tt.at)
			}
			if err := buildMany(out, "next"); err != nil {
				t.Fatal(err)
			}
			if got := content(out); got != "next" {
				t.Errorf("content = %q, want next", got)
			}
			checkLeftovers(t, root)
		})
	}
}

// TestKilledChild is the build TestKilledBuild kills; it runs only as its
// child.
func TestKilledChild(t *testing.T) {
	out := os.Getenv("NAVBUILD_OUTDIR_CHILD")
	if out == "" {
		t.Skip("run by TestKilledBuild")
	}
	at := os.Getenv("NAVBUILD_OUTDIR_AT")
	die := func(step string) {
		if step == at {
			os.Exit(3)
		}
	}
	d := create(t, out, Options{})
	d.noExchange = os.Getenv("NAVBUILD_OUTDIR_NOEXCHANGE") == "true"
	d.step = die
	die("created")
	for _, page := range []string{"a", "b", "c"} {
		d.WriteFile(page+"/index.html", []byte("new"))
	}
	die("writing")
	if at == "aborting" {
		at = "removing" // the new site's entries, in Abort
		d.Abort()
	}
	d.Commit()
	t.Fatalf("not killed at %s", at)
}

// TestKilledCleaning: a build killed while it removes another's leftovers
// leaves them still known as navbuild's, for the build after it.
func TestKilledCleaning(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	dead := strconv.Itoa(deadPID(t))
	left := filepath.Join(root, tmpPrefix(out)+dead+"-1")
	for _, name := range []string{Marker, "a/index.html", "b/index.html", "c/index.html"} {
		text := "x"
		if name == Marker {
			text = markerText
		}
		writeFile(t, filepath.Join(left, name), text)
	}
	func() {
		defer func() {
			if r := recover(); r != nil && r != "crash" {
				panic(r)
			}
		}()
		cleanStale(out, func(string) { panic("crash") })
	}()
	if _, err := os.Stat(left); err != nil {
		t.Fatalf("the crash removed all: %v", err)
	}
	if err := build(out, Options{}, "next"); err != nil {
		t.Fatal(err)
	}
	checkLeftovers(t, root)
}

// TestMarkerCutShort: a build killed while it writes the marker of its
// temporary folder leaves a folder holding only part of the marker, which
// the next build removes; a folder holding anything more is kept.
func TestMarkerCutShort(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "site")
	dead := strconv.Itoa(deadPID(t))
	p := tmpPrefix(out) + dead
	writeFile(t, filepath.Join(root, p+"-1", Marker), markerText[:10])
	writeFile(t, filepath.Join(root, p+"-2", Marker), "")
	writeFile(t, filepath.Join(root, p+"-3", Marker), "not navbuild's")
	writeFile(t, filepath.Join(root, p+"-4", Marker), markerText[:10])
	writeFile(t, filepath.Join(root, p+"-4", "precious"), "x")
	if err := build(out, Options{}, "x"); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{p + "-1": false, p + "-2": false, p + "-3": true, p + "-4": true} {
		if _, err := os.Stat(filepath.Join(root, name)); (err == nil) != want {
			t.Errorf("%s kept = %v, want %v", name, err == nil, want)
		}
	}
}

// buildMany writes a site of three pages holding text into out, so that
// removing it takes more than one step.
func buildMany(out, text string) error {
	d, err := Create(context.Background(), out, Options{})
	if err != nil {
		return err
	}
	for _, page := range []string{"a", "b", "c"} {
		if err := d.WriteFile(page+"/index.html", []byte(text)); err != nil {
			d.Abort()
			return err
		}
	}
	return d.Commit()
}

// TestStats: Stats counts the files and bytes written, whole and in
// parts, and names the largest (the first by name of two as large).
func TestStats(t *testing.T) {
	d := create(t, filepath.Join(t.TempDir(), "site"), Options{})
	defer d.Abort()
	for name, data := range map[string]string{"a/index.html": "12345", "b.md": "123", "z.md": "123456789", "y.md": "123456789"} {
		if err := d.WriteFile(name, []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	w, err := d.Create("llms-full.txt")
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := io.WriteString(w, "1234"); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	// Folders: the site's own and a/; each file fits one block.
	want := Stats{Bytes: 5 + 3 + 9 + 9 + 12, Files: 5, Largest: 12, LargestName: "llms-full.txt", Tar: 2*512 + 5*1024 + 1024}
	if got := d.Stats(); got != want {
		t.Errorf("Stats() = %+v, want %+v", got, want)
	}
	if err := d.WriteFile("big.html", make([]byte, 12)); err != nil {
		t.Fatal(err)
	}
	if got := d.Stats(); got.LargestName != "big.html" {
		t.Errorf("two largest files of 12 bytes: Stats names %q, want the first by name, big.html", got.LargestName)
	}
	if err := d.WriteFile("b/c/d.bin", make([]byte, 513)); err != nil {
		t.Fatal(err)
	}
	if got, want := d.Stats().Tar, want.Tar+1024+2*512+512+1024; got != want {
		t.Errorf("after a file of 513 bytes in two new folders: Tar %d, want %d", got, want)
	}
}
