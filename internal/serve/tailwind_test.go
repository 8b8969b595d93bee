package serve

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestServeTailwindClass edits a page to use a Tailwind class no page
// used: the site's stylesheet is the whole site's, so serve prepares the
// site again (a build, not a page refresh) and the page links a
// stylesheet with that class's rule. A later edit with only known
// classes is a page refresh again.
func TestServeTailwindClass(t *testing.T) {
	dir, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })

	atomicWrite(t, filepath.Join(dir, "guide.mdx"), "---\ntitle: Guide\n---\n\n<div className=\"grid-cols-7\">Seven.</div>\n")
	eventually(t, base+"guide/", "Seven.")
	// The old site may serve the new text before the build is done.
	if e, m := rec.waitFor(t, n, "the new class", func(e Event) bool { return e.Kind != Check }); e.Kind != Build {
		t.Errorf("a new class is a %s, want a build", e.Kind)
	} else {
		n = m
	}
	body := eventually(t, base+"guide/", "_navbuild/tailwind.")
	css := regexp.MustCompile(`_navbuild/tailwind\.[0-9a-f]+\.css`).FindString(body)
	if css == "" {
		t.Fatalf("guide/ links no Tailwind stylesheet:\n%s", body)
	}
	if code, data := get(t, base+css); code != 200 || !strings.Contains(data, `.grid-cols-7{grid-template-columns:repeat(7, minmax(0, 1fr))}`) {
		t.Errorf("%s: %d\n%s", css, code, data)
	}

	atomicWrite(t, filepath.Join(dir, "guide.mdx"), "---\ntitle: Guide\n---\n\n<div className=\"grid-cols-7\">Seven again.</div>\n")
	eventually(t, base+"guide/", "Seven again.")
	if e, _ := rec.waitFor(t, n, "the known class", func(e Event) bool { return e.Kind != Check }); e.Kind != Pages {
		t.Errorf("an edit with known classes is a %s, want a page refresh", e.Kind)
	}
}
