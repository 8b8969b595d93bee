package build

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

const docsJSON = `{
  "theme": "mint",
  "name": "Test docs",
  "colors": {"primary": "#047857"},
  "navigation": {"pages": ["index"]}
}`

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "docs.json")
	if err := os.WriteFile(file, []byte(docsJSON), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir); err != nil {
		t.Errorf("Open(folder): %v", err)
	}
	for _, tt := range []struct{ dir, want string }{
		{filepath.Join(dir, "nosuch"), "docs folder " + filepath.Join(dir, "nosuch") + " does not exist"},
		{file, file + " is not a folder"},
	} {
		if _, err := Open(tt.dir); err == nil || err.Error() != tt.want {
			t.Errorf("Open(%s) = %v, want %q", tt.dir, err, tt.want)
		}
	}
}

// TestRun checks the flow over a folder whose one page links to a page
// that does not exist: a content warning, an error under Strict; and over
// a folder with an error, which renders nothing.
func TestRun(t *testing.T) {
	content := fstest.MapFS{
		"docs.json": {Data: []byte(docsJSON)},
		"index.mdx": {Data: []byte("# Home\n\nSee [this](/nosuch).\n")},
	}
	broken := fstest.MapFS{"docs.json": {Data: []byte(`{"theme": "mint",`)}}
	for _, tt := range []struct {
		name    string
		fsys    fstest.MapFS
		strict  bool
		failed  bool
		reports int      // calls of Report
		want    []string // in the diagnostics, in order
		sev     diag.Severity
	}{
		{"content warning", content, false, false, 2, []string{"nosuch"}, diag.Warning},
		{"content warning, strict", content, true, true, 2, []string{"nosuch"}, diag.Error},
		{"folder error", broken, false, true, 1, []string{"docs.json"}, diag.Error},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var reported []diag.List
			b, _, err := Run(context.Background(), tt.fsys, Options{
				Resolve: resolve.Options{Strict: tt.strict, Offline: true},
				Report:  func(d diag.List) { reported = append(reported, d) },
			})
			if err != nil {
				t.Fatal(err)
			}
			if b.Failed() != tt.failed {
				t.Errorf("Failed() = %v, want %v", b.Failed(), tt.failed)
			}
			if len(reported) != tt.reports {
				t.Errorf("Report called %d times, want %d", len(reported), tt.reports)
			}
			if len(b.Diagnostics) != len(tt.want) {
				t.Fatalf("diagnostics %v, want %d", b.Diagnostics, len(tt.want))
			}
			for i, d := range b.Diagnostics {
				if !strings.Contains(d.Error(), tt.want[i]) || d.Severity != tt.sev {
					t.Errorf("diagnostic %d: %s (%v), want %q (%v)", i, d.Error(), d.Severity, tt.want[i], tt.sev)
				}
			}
		})
	}
}

func TestDiscard(t *testing.T) {
	if err := Discard.WriteFile("a/..x/index.html", nil); err != nil {
		t.Errorf("WriteFile(..x): %v", err)
	}
	if err := Discard.WriteFile("../escape.html", nil); err == nil {
		t.Error("WriteFile(../escape.html) = nil, want an error")
	}
}

// TestLimitMemory: a build's soft memory limit grows with its pages from a
// floor up to a ceiling, and GOMEMLIMIT, when set, is left in force.
func TestLimitMemory(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })

	t.Setenv("GOMEMLIMIT", "") // the runtime's unset
	small, large := LimitMemory(100), LimitMemory(25000)
	if small < memoryFloor+100*memoryPerPage {
		t.Errorf("100 pages: limit %d, want at least %d", small, memoryFloor+100*memoryPerPage)
	}
	if got, want := large-small, int64(24900*memoryPerPage); got < want*9/10 || got > want*11/10 {
		t.Errorf("25,000 pages less 100: the limit grew by %d, want about %d", got, want)
	}
	if got := debug.SetMemoryLimit(-1); got != large {
		t.Errorf("limit in force %d, want the last one set, %d", got, large)
	}
	// Past the ceiling the limit grows no more.
	if huge := LimitMemory(100000); huge != memoryCeiling {
		t.Errorf("100,000 pages: limit %d, want the ceiling %d", huge, int64(memoryCeiling))
	}

	debug.SetMemoryLimit(old)
	t.Setenv("GOMEMLIMIT", "1GiB")
	if got := LimitMemory(25000); got != old {
		t.Errorf("with GOMEMLIMIT set: limit %d, want the one in force, %d", got, old)
	}
}

// TestPagesReadOnce: a build reads each page file once (resolve reads it
// whole, Prepare's Tailwind pass takes its classes from that read, and
// Render its text; the home page, when rendered again at the root,
// twice); the files are those of a site that reads every file itself.
// With Reload (serve), where a page may change after it was resolved, a
// render reads the page again.
func TestPagesReadOnce(t *testing.T) {
	dir := "../../examples/docs"
	for _, reload := range []bool{false, true} {
		fsys := &docstest.Counting{FS: os.DirFS(dir)}
		b, err := Load(context.Background(), fsys, resolve.Options{Offline: true})
		if err != nil || b.Model == nil {
			t.Fatalf("Load: %v %v", err, b.Diagnostics)
		}
		r, err := render.New(render.Options{Reload: reload})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Prepare(r); err != nil {
			t.Fatal(err)
		}
		got := &docstest.Memory{}
		if _, err := b.Render(context.Background(), got); err != nil {
			t.Fatal(err)
		}
		pages := 0
		for name, n := range fsys.Opens() {
			if !strings.HasSuffix(name, ".mdx") || strings.HasPrefix(name, "snippets/") {
				continue
			}
			pages++
			want := 1
			if reload {
				want++
			}
			if b.Model.Home != nil && name == b.Model.Home.File && n == want+1 {
				continue // rendered again at the root
			}
			if n != want {
				t.Errorf("reload %v: %s opened %d times, want %d", reload, name, n, want)
			}
		}
		if pages == 0 {
			t.Fatal("no page opened")
		}
		whole, err := r.Prepare(b.Model, os.DirFS(dir))
		if err != nil {
			t.Fatal(err)
		}
		want := &docstest.Memory{}
		if _, err := whole.Render(context.Background(), want); err != nil {
			t.Fatal(err)
		}
		tw := 0
		for name := range want.Files {
			if strings.HasPrefix(name, "_navbuild/tailwind.") {
				tw++
			}
		}
		if tw != 1 {
			t.Errorf("%d Tailwind stylesheets, want one", tw)
		}
		if len(got.Files) != len(want.Files) {
			t.Errorf("reload %v: %d files, want %d", reload, len(got.Files), len(want.Files))
		}
		for name, data := range want.Files {
			if !bytes.Equal(got.Files[name], data) {
				t.Errorf("reload %v: %s differs from a render that reads every file", reload, name)
			}
		}
	}
}
