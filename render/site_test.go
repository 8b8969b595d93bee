package render_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

// reloadScript is the live-reload script tag, its attribute quoted or not
// (the minifier leaves out the quotes where HTML allows).
var reloadScript = regexp.MustCompile(`<script src="?_navbuild/reload\.js"?></script>`)

// TestSiteMatchesRender checks that a prepared Site lists and serves, one
// file at a time, exactly what Render writes, on every golden site.
func TestSiteMatchesRender(t *testing.T) {
	for _, docs := range golden.Glob(t, "../testdata/sites/*/docs") {
		name := filepath.Base(filepath.Dir(docs))
		t.Run(name, func(t *testing.T) {
			opts := caseOptions(name)
			opts.Reload = true
			want := build(t, docs, opts)
			fsys := os.DirFS(docs)
			site := load(t, fsys)
			r := render.MustNew(t, opts)
			s, err := r.Prepare(site, fsys)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Files(); !slices.Equal(got, keys(want)) {
				t.Fatalf("Files:\n got %q\nwant %q", got, keys(want))
			}
			for _, f := range s.Files() {
				data, err := s.File(f)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(data, want[f]) {
					t.Errorf("File(%q) differs from what Render writes", f)
				}
			}
			for _, p := range site.Pages {
				for _, f := range s.Outputs(p) {
					data, _, err := s.RenderPage(f)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(data, want[f]) {
						t.Errorf("RenderPage(%q) differs from what Render writes", f)
					}
					if !reloadScript.Match(data) {
						t.Errorf("%s: no live-reload script with Options.Reload", f)
					}
				}
			}
			if _, err := s.File("no/such/index.html"); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("File of an unknown name: %v, want fs.ErrNotExist", err)
			}
			if _, _, err := s.RenderPage("404.html"); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("RenderPage of a file that is not a page: %v, want fs.ErrNotExist", err)
			}
		})
	}
}

// TestRenderPageDiagnostics: a page rendered alone reports its own
// content's problems, an unknown component at its first use.
func TestRenderPageDiagnostics(t *testing.T) {
	dir := t.TempDir()
	docstest.Write(t, dir, map[string]string{
		"docs.json": `{"theme":"mint","name":"D","colors":{"primary":"#000000"},"navigation":{"pages":["a","b"]}}`,
		"a.mdx":     "---\ntitle: A\n---\n\n[to b](/b) and [nowhere](/nowhere) and <Blink>x</Blink>\n",
		"b.mdx":     "---\ntitle: B\n---\n\nB.\n",
	})
	_, s := prepare(t, os.DirFS(dir), render.Options{})
	_, diags, err := s.RenderPage("a/index.html")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags {
		got = append(got, d.Error())
	}
	want := []string{
		"a.mdx:5:1: warning: link to /nowhere: no such page",
		"a.mdx:5:40: warning: unknown component <Blink> (first used here): its content is shown without it",
	}
	if !slices.Equal(got, want) {
		t.Errorf("diagnostics:\n got %q\nwant %q", got, want)
	}
}

// BenchmarkPrepare10k prepares a synthetic 10,000-page site: what
// `navbuild serve` pays on each change to the navigation, after resolve
// (ten 1,000-link sidebars rendered and minified).
func BenchmarkPrepare10k(b *testing.B) {
	fsys := synth.Site(10000)
	site := load(b, fsys)
	r := render.MustNew(b, render.Options{})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Prepare(site, fsys); err != nil {
			b.Fatal(err)
		}
	}
}
