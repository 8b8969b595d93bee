package resolve_test

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestIconFiles: an icon of docs.json or front matter given as a path to
// a file that is missing is a warning at its position (file:line:col and
// the JSON path); a file that exists, a URL and inline SVG are not.
func TestIconFiles(t *testing.T) {
	fsys := mapFS(map[string]string{
		"docs.json": head + `"navigation":{"groups":[` +
			`{"group":"A","icon":"/images/a.svg","pages":["index","b"]},` +
			`{"group":"B","icon":{"name":"/images/gone.svg"},"pages":["c"]},` +
			`{"group":"C","icon":"https://example.com/x.svg","pages":["d"]}]}}`,
		"index.mdx":    "# Home",
		"b.mdx":        "---\nicon: /images/missing.svg\n---\n# B",
		"c.mdx":        "---\nicon: \"<svg></svg>\"\n---\n# C",
		"d.mdx":        "---\nicon: /images/a.svg\n---\n# D",
		"images/a.svg": "<svg/>",
	})
	_, got := diagnostics(t, fsys, resolve.Options{})
	for _, want := range []string{
		`docs.json:1:`, `navigation.groups[1].icon.name: icon "/images/gone.svg" does not exist (navbuild leaves the icon out)`,
		`b.mdx:2:1: warning: icon "/images/missing.svg" does not exist (navbuild leaves the icon out)`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if n := strings.Count(got, "does not exist"); n != 2 {
		t.Errorf("%d missing files reported, want 2:\n%s", n, got)
	}
}
