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
	if code, body := get(t, base+"_navbuild/search/d/0.json"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Fatalf("d/0.json: %d\n%s", code, body)
	}
	if code, body := get(t, base+"_navbuild/search/0/p0.json"); code != 200 || strings.Contains(body, `"zanzibar"`) {
		t.Fatalf("0/p0.json: %d\n%s", code, body)
	}

	atomicWrite(t, filepath.Join(dir, "guide.mdx"), "---\ntitle: Guide\n---\n\nSecond version of the guide, from Zanzibar.\n")
	eventually(t, base+"_navbuild/search/d/0.json", "Second version of the guide, from Zanzibar.")
	eventually(t, base+"_navbuild/search/0/p0.json", `"zanzibar"`)
	if after := hash(); after == before {
		t.Errorf("scopes.json's hash %s did not change with the index", after)
	}
}
