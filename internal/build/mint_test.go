package build

import (
	"context"
	"io/fs"
	"maps"
	"os"
	"path"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// memOutput keeps the names written.
type memOutput struct {
	mu    sync.Mutex
	names map[string]bool
}

func (m *memOutput) WriteFile(name string, _ []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.names[name] = true
	return nil
}

func buildNames(t *testing.T, fsys fs.FS) map[string]bool {
	t.Helper()
	out := &memOutput{names: map[string]bool{}}
	b, _, err := Run(context.Background(), fsys, Options{
		Resolve: resolve.Options{Offline: true},
		Output:  func() (render.Output, error) { return out, nil },
	})
	if err != nil {
		t.Fatal(err)
	}
	if b.Failed() {
		t.Fatalf("the build failed: %v", b.Diagnostics)
	}
	return out.names
}

// navPages are the page paths of a docs.json navigation: the strings of
// every "pages" array.
func navPages(v *jsonv.Value, inPages bool, out *[]string) {
	switch v.Kind {
	case jsonv.String:
		if inPages {
			*out = append(*out, v.Str)
		}
	case jsonv.Array:
		for _, el := range v.Arr {
			navPages(el, inPages, out)
		}
	case jsonv.Object:
		for _, m := range v.Obj {
			navPages(m.Value, m.Key == "pages", out)
		}
	}
}

// TestMintFolder builds real-shaped mint.json folders (tabs under URL
// prefixes, anchors, versions, OpenAPI pages): every page of the
// converted navigation is written, and the docs.json `navbuild upgrade`
// writes builds to the same files.
func TestMintFolder(t *testing.T) {
	for _, name := range []string{"site", "versioned"} {
		t.Run(name, func(t *testing.T) {
			dir := "../config/testdata/mint/" + name
			fsys := os.DirFS(dir)
			got := buildNames(t, fsys)

			converted, diags := config.LoadMint(fsys, config.UpgradeOptions{})
			if converted == nil {
				t.Fatal(diags)
			}
			var pages []string
			navPages(converted.Get("navigation"), false, &pages)
			if len(pages) < 5 {
				t.Fatalf("the converted navigation lists %d pages: %v", len(pages), pages)
			}
			for _, p := range pages {
				if file := path.Join(p, "index.html"); !got[file] {
					t.Errorf("page %s of the converted navigation: no %s written", p, file)
				}
			}

			upgraded, diags := config.LoadMint(fsys, config.UpgradeOptions{Theme: true})
			if upgraded == nil {
				t.Fatal(diags)
			}
			docs := fstest.MapFS{"docs.json": {Data: jsonv.Indent(upgraded)}}
			err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() || p == config.MintName {
					return err
				}
				data, err := fs.ReadFile(fsys, p)
				docs[p] = &fstest.MapFile{Data: data}
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			if up := buildNames(t, docs); !maps.Equal(up, got) {
				diff := func(a, b map[string]bool) (d []string) {
					for k := range a {
						if !b[k] {
							d = append(d, k)
						}
					}
					slices.Sort(d)
					return d
				}
				t.Errorf("the upgraded docs.json builds other files: only from mint.json %s; only from docs.json %s",
					strings.Join(diff(got, up), " "), strings.Join(diff(up, got), " "))
			}
		})
	}
}
