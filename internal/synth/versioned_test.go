package synth_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/resolve"
)

// TestVersioned checks a scaled-down versioned site: its counts of
// versions, languages and pages, a right-to-left and a CJK language, the
// spec's endpoint pages, and that it resolves without a diagnostic.
func TestVersioned(t *testing.T) {
	o := synth.Versioned{Versions: 3, Languages: 3, Pages: 10, SpecEvery: 2}
	fsys := o.Site()
	if _, ok := fsys["openapi.json"]; !ok {
		t.Fatal("no openapi.json")
	}
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range site.Diagnostics {
		t.Errorf("diagnostic: %v", d)
	}
	type key struct{ v, l string }
	pages, endpoints := map[key]int{}, map[key]int{}
	for _, p := range site.Pages {
		if p.Version == nil || p.Language == nil {
			t.Fatalf("%s: no version or language", p.URL)
		}
		k := key{p.Version.Label, p.Language.Label}
		if p.Endpoint != nil {
			endpoints[k]++
		} else {
			pages[k]++
		}
	}
	langs := map[string]bool{}
	for k, n := range pages {
		langs[k.l] = true
		if n != o.Pages {
			t.Errorf("%v: %d pages, want %d", k, n, o.Pages)
		}
	}
	if len(pages) != o.Versions*o.Languages {
		t.Errorf("%d version/language pairs, want %d", len(pages), o.Versions*o.Languages)
	}
	if !langs["ar"] || !langs["zh"] {
		t.Errorf("languages %v: want ar (right-to-left) and zh (CJK)", langs)
	}
	// SpecEvery 2 over 3 versions: the newest and the oldest have the tab.
	for k, n := range endpoints {
		if n != synth.SpecOperations || k.v == "v2.0" {
			t.Errorf("%v: %d endpoint pages, want %d and not in v2.0", k, n, synth.SpecOperations)
		}
	}
	if len(endpoints) != 2*o.Languages {
		t.Errorf("%d version/language pairs with endpoint pages, want %d", len(endpoints), 2*o.Languages)
	}
	ar := string(fsys["v3/ar/authentication/overview.mdx"].Data)
	zh := string(fsys["v3/zh/authentication/overview.mdx"].Data)
	arCode := false
	for name, f := range fsys {
		arCode = arCode || strings.HasPrefix(name, "v3/ar/") && strings.Contains(string(f.Data), "```")
	}
	if !strings.ContainsRune(ar, 'ب') || !strings.ContainsRune(zh, '请') || !arCode {
		t.Errorf("pages lack Arabic, Chinese or code:\n%s\n%s", ar, zh)
	}
	if a, b := string(o.Site()["v1/zh/api-keys/quickstart.mdx"].Data), string(fsys["v1/zh/api-keys/quickstart.mdx"].Data); a != b {
		t.Error("two sites differ")
	}
}

// TestVersionedRealism checks that the versioned site weighs what the
// largest real one does (issue 38: 24,667 pages whose Markdown twins
// total 201 MB, about 8 KB a page, code blocks on most pages) and that
// its pages mostly repeat from version to version, which is what decides
// a versioned site's output size.
func TestVersionedRealism(t *testing.T) {
	o := synth.Versioned{Versions: 6, Pages: 28, SpecEvery: -1}
	fsys := o.Site()
	var pages, bytes, withCode, same, pairs int
	for name, f := range fsys {
		if !strings.HasSuffix(name, ".mdx") {
			continue
		}
		pages++
		bytes += len(f.Data)
		if strings.Contains(string(f.Data), "```") {
			withCode++
		}
		// The same page one version older: its text, but for the link to
		// the next page, which names its own version.
		v, rest, _ := strings.Cut(name, "/")
		var n int
		if _, err := fmt.Sscanf(v, "v%d", &n); err != nil || n < 2 {
			continue
		}
		old := fsys[fmt.Sprintf("v%d/%s", n-1, rest)]
		pairs++
		if strings.ReplaceAll(string(f.Data), v+"/", "") == strings.ReplaceAll(string(old.Data), fmt.Sprintf("v%d/", n-1), "") {
			same++
		}
	}
	if avg := bytes / pages; avg < 7500 || avg > 10500 {
		t.Errorf("%d bytes of Markdown a page, want about 9 KB, indented components included (7,500 to 10,500)", avg)
	}
	if share := float64(withCode) / float64(pages); share < 0.7 || share > 0.95 {
		t.Errorf("%.2f of pages have a code block, want most but not all (0.7 to 0.95)", share)
	}
	if share := float64(same) / float64(pairs); share < 0.75 || share > 0.97 {
		t.Errorf("%.2f of pages repeat the previous version's text, want most but not all (0.75 to 0.97)", share)
	}
}
