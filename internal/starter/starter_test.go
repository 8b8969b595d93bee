package starter_test

import (
	"context"
	"io/fs"
	"testing"

	"github.com/navbuild/navbuild/internal/starter"
	"github.com/navbuild/navbuild/resolve"
)

// TestStarterResolvesClean loads the starter: no diagnostic at all, both
// tabs, and the two endpoint pages from its OpenAPI spec. The CLI test
// (cmd/navbuild/testdata/script/init.txtar) checks and builds it too.
func TestStarterResolvesClean(t *testing.T) {
	site, err := resolve.Load(context.Background(), starter.FS, resolve.Options{Offline: true, Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(site.Diagnostics) != 0 {
		t.Fatalf("diagnostics: %v", site.Diagnostics)
	}
	if n := len(site.Nav.Children); n != 2 {
		t.Errorf("%d tabs, want 2", n)
	}
	endpoints := 0
	for _, p := range site.Pages {
		if p.Endpoint != nil {
			endpoints++
		}
		if !p.InNav {
			t.Errorf("page %s is in no navigation", p.URL)
		}
	}
	if endpoints != 2 {
		t.Errorf("%d endpoint pages, want 2", endpoints)
	}
}

// TestStarterFiles checks that FS holds docs.json at its root and nothing
// hidden that init would write by surprise.
func TestStarterFiles(t *testing.T) {
	if _, err := fs.Stat(starter.FS, "docs.json"); err != nil {
		t.Fatal(err)
	}
	fs.WalkDir(starter.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		if name != "." && name[0] == '.' {
			t.Errorf("hidden file %s", name)
		}
		return nil
	})
}
