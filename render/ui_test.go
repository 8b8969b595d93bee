package render_test

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
)

// TestOrphanNoSidebarColumn builds a versioned site with a page that no
// version lists: its layout has no sidebar column (which stood empty),
// while a listed page keeps its sidebar.
func TestOrphanNoSidebarColumn(t *testing.T) {
	dir := t.TempDir()
	docstest.Write(t, dir, map[string]string{
		"docs.json": `{"theme":"mint","name":"S","colors":{"primary":"#0D9373"},"navigation":{"versions":[{"version":"v2","groups":[{"group":"G","pages":["index"]}]},{"version":"v1","pages":["old"]}]}}`,
		"old.mdx":   "---\ntitle: Old\n---\n\nListed in v1.\n",
		"index.mdx": "---\ntitle: Home\n---\n\nListed.\n",
		"extra.mdx": "---\ntitle: Extra\n---\n\nReached by its address only.\n",
	})
	files := build(t, dir, render.Options{NoMinify: true})
	for page, want := range map[string]bool{"extra/index.html": true, "index.html": false} {
		h := string(files[page])
		if h == "" {
			t.Fatalf("no %s", page)
		}
		if got := strings.Contains(h, `class="layout layout-nosidebar"`); got != want {
			t.Errorf("%s: layout-nosidebar %v, want %v", page, got, want)
		}
		if got := strings.Contains(h, `class="sidebar-nav`); got == want {
			t.Errorf("%s: a sidebar list %v, want %v", page, got, !want)
		}
	}
}
