// Edits that change what the whole site shares: the search index and
// the Tailwind stylesheet.

package serve

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestServeSearch: the served site's search index is there, and a page
// edit reaches it (its text, its terms and the build hash the client puts
// in the files' URLs).
func TestServeSearch(t *testing.T) {
	dir, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })

	if _, body := get(t, base+"guide/"); !regexp.MustCompile(`class="?search-button"? data-search="?0[" >]`).MatchString(body) {
		t.Errorf("guide/ has no search button for scope 0:\n%s", body)
	}
	hash := func() string {
		t.Helper()
		code, body := get(t, base+"_navbuild/search/scopes.json")
		var meta struct {
			S map[string][4]int
			H string
		}
		if err := json.Unmarshal([]byte(body), &meta); code != 200 || err != nil || meta.S["0"][0] == 0 || meta.H == "" {
			t.Fatalf("scopes.json: %d %v\n%s", code, err, body)
		}
		return meta.H
	}
	before := hash()
	if code, body := get(t, base+"_navbuild/search/d/1.json"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Fatalf("d/1.json: %d\n%s", code, body)
	}
	if code, body := get(t, base+"_navbuild/search/0/p0.json"); code != 200 || strings.Contains(body, `"zanzibar"`) {
		t.Fatalf("0/p0.json: %d\n%s", code, body)
	}

	atomicWrite(t, filepath.Join(dir, "guide.mdx"), "---\ntitle: Guide\n---\n\nSecond version of the guide, from Zanzibar.\n")
	eventually(t, base+"_navbuild/search/d/1.json", "Second version of the guide, from Zanzibar.")
	eventually(t, base+"_navbuild/search/0/p0.json", `"zanzibar"`)
	if after := hash(); after == before {
		t.Errorf("scopes.json's hash %s did not change with the index", after)
	}
}

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
