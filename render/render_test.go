package render_test

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

func build(t testing.TB, docs string, opts render.Options) map[string][]byte {
	t.Helper()
	return buildFS(t, os.DirFS(docs), opts)
}

// buildFS is build for the docs folder fsys.
func buildFS(t testing.TB, fsys fs.FS, opts render.Options) map[string][]byte {
	t.Helper()
	r := render.MustNew(t, opts)
	_, files, _ := renderSite(t, r, fsys)
	return files
}

// prepare resolves the docs folder fsys offline and prepares it with
// opts, failing the test on an error.
func prepare(t testing.TB, fsys fs.FS, opts render.Options) (*resolve.Site, *render.Site) {
	t.Helper()
	r := render.MustNew(t, opts)
	site := load(t, fsys)
	s, err := r.Prepare(site, fsys)
	if err != nil {
		t.Fatal(err)
	}
	return site, s
}

// load resolves the docs folder fsys offline, failing the test on an error.
func load(t testing.TB, fsys fs.FS) *resolve.Site {
	t.Helper()
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	return site
}

// caseOptions: goldens stay readable (unminified), except index-pages,
// which also covers --base-url (canonical links, sitemap.xml) and the
// social cards (their og:image; TestCards checks the pictures).
func caseOptions(name string) render.Options {
	if name == "index-pages" {
		return render.Options{BaseURL: "https://example.com/docs/"}
	}
	return render.Options{NoMinify: true, NoSocialCards: true}
}

// TestGoldenSites builds each testdata/sites/<case>/docs and compares the
// file list and every byte with want/ (go test -update rewrites want/):
// the pages of wholePages as they are, the others' fragments in
// want/pages.txtar (see splitPages).
func TestGoldenSites(t *testing.T) {
	for _, dir := range golden.Glob(t, "../testdata/sites/*") {
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			if _, err := os.Stat(filepath.Join(dir, "docs")); err != nil {
				t.Fatalf("golden %s has no docs folder: %v", name, err)
			}
			got := normalizeAssets(build(t, filepath.Join(dir, "docs"), caseOptions(name)))
			if err := splitPages(name, got); err != nil {
				t.Fatal(err)
			}
			want := filepath.Join(dir, "want")
			if golden.Update() {
				os.RemoveAll(want)
				for f, data := range got {
					p := filepath.Join(want, filepath.FromSlash(f))
					os.MkdirAll(filepath.Dir(p), 0o755)
					if err := os.WriteFile(p, data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				return
			}
			wantFiles := map[string][]byte{}
			err := filepath.WalkDir(want, func(p string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				rel, _ := filepath.Rel(want, p)
				data, err := os.ReadFile(p)
				wantFiles[filepath.ToSlash(rel)] = data
				return err
			})
			if err != nil {
				t.Fatalf("%v (go test ./render -update writes want/)", err)
			}
			if g, w := keys(got), keys(wantFiles); !slices.Equal(g, w) {
				t.Fatalf("files:\n got %q\nwant %q", g, w)
			}
			for _, f := range keys(got) {
				golden.Equal(t, f, wantFiles[f], got[f])
			}
		})
	}
}

var (
	hashedRE    = regexp.MustCompile(`_navbuild/(\w+)\.[0-9a-f]{10}\.(css|js)`)
	hashedDirRE = regexp.MustCompile(`_navbuild/(\w+)\.[0-9a-f]{10}/`)
)

// normalizeAssets keeps the embedded stylesheet and script out of the
// goldens: their names lose the content hash and their content is not
// compared, so that a style change does not rewrite every golden site.
// TestAssetsHashed covers the hashing.
func normalizeAssets(files map[string][]byte) map[string][]byte {
	out := map[string][]byte{}
	for name, data := range files {
		if hashedRE.MatchString(name) {
			out[hashedRE.ReplaceAllString(name, "_navbuild/$1.$2")] = nil
			continue
		}
		if hashedDirRE.MatchString(name) {
			// A renderer's folder (KaTeX's stylesheet and fonts): one
			// entry for its fonts.
			name = hashedDirRE.ReplaceAllString(name, "_navbuild/$1/")
			if dir, _, ok := strings.Cut(name, "/fonts/"); ok {
				name = dir + "/fonts"
			}
			out[name] = nil
			continue
		}
		if strings.HasPrefix(name, "_navbuild/cards/") {
			out[name] = nil // pictures: TestCards
			continue
		}
		if strings.HasSuffix(name, ".html") {
			data = hashedRE.ReplaceAll(data, []byte("_navbuild/$1.$2"))
			data = hashedDirRE.ReplaceAll(data, []byte("_navbuild/$1/"))
		}
		out[name] = data
	}
	return out
}

// TestAssetsHashed checks that the stylesheet and script are written once,
// under names that change with their content, and minified by default.
func TestAssetsHashed(t *testing.T) {
	files := build(t, "../testdata/sites/basic/docs", render.Options{})
	plain := build(t, "../testdata/sites/basic/docs", render.Options{NoMinify: true})
	var names, plainNames []string
	for name := range files {
		if hashedRE.MatchString(name) {
			names = append(names, name)
		}
	}
	for name := range plain {
		if hashedRE.MatchString(name) {
			plainNames = append(plainNames, name)
		}
	}
	// The basic site has endpoint pages: the playground's script too;
	// and the script of the reader's mode.
	if len(names) != 4 || len(plainNames) != 4 {
		t.Fatalf("hashed assets: %q and %q, want a stylesheet, a script, the playground's script and the mode's each", names, plainNames)
	}
	sort.Strings(names)
	sort.Strings(plainNames)
	for i := range names {
		if names[i] == plainNames[i] || len(files[names[i]]) >= len(plain[plainNames[i]]) {
			t.Errorf("%s (%d bytes) vs unminified %s (%d bytes): the name must follow the content and minifying must shrink it",
				names[i], len(files[names[i]]), plainNames[i], len(plain[plainNames[i]]))
		}
		page := "index.html"
		if strings.Contains(names[i], "playground.") {
			page = "manual-api/index.html" // API pages only
		}
		if !bytes.Contains(files[page], []byte(names[i])) {
			t.Errorf("%s does not link %s", page, names[i])
		}
	}
}

func keys(m map[string][]byte) []string {
	var k []string
	for f := range m {
		k = append(k, f)
	}
	sort.Strings(k)
	return k
}

// TestDeterministic builds the same site twice with several workers.
func TestDeterministic(t *testing.T) {
	a := build(t, "../testdata/sites/basic/docs", render.Options{Workers: 4})
	b := build(t, "../testdata/sites/basic/docs", render.Options{Workers: 3})
	if !slices.Equal(keys(a), keys(b)) {
		t.Fatal("file lists differ")
	}
	for f := range a {
		if !bytes.Equal(a[f], b[f]) {
			t.Errorf("%s differs between two builds", f)
		}
	}
}

// TestLinksResolve checks that every internal link and asset of every
// golden site points at a file of the output, from the page's <base>.
func TestLinksResolve(t *testing.T) {
	for _, docs := range append(golden.Glob(t, "../testdata/sites/*/docs"), "../examples/docs") {
		files := build(t, docs, render.Options{NoMinify: true})
		for _, bad := range brokenLinks(files) {
			if strings.HasSuffix(bad, " links to guides/not-written-yet/") {
				continue // a page entry without its file: a 404 by design
			}
			t.Errorf("%s: %s", docs, bad)
		}
	}
}
