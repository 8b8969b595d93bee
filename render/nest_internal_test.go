package render

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/mdnest"
	"github.com/navbuild/navbuild/resolve"
)

// nestSite is a docs folder with a page (MDX) and a spec description,
// each written by nest (empty: plain text).
func nestSite(page, desc string) fstest.MapFS {
	if desc == "" {
		desc = "Get a."
	}
	spec := fmt.Sprintf(`{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"summary":"A","description":%q,"responses":{"200":{"description":"ok"}}}}}}`, desc)
	return fstest.MapFS{
		"docs.json":    {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"groups":[{"group":"g","pages":["index"]},{"group":"API","openapi":"openapi.json","pages":["GET /a"]}]}}`)},
		"index.mdx":    {Data: []byte("---\ntitle: Home\n---\n\n" + page + "\n")},
		"openapi.json": {Data: []byte(spec)},
	}
}

// TestNestLinear: a page, and a spec description, of block quotes, lists
// and footnotes nested n deep, then 2n: rendering the site at 2n is at
// most 2.5 times the work (bytes goldmark's block parser is shown;
// docstest.Scanning), where goldmark alone does 4 times the work
// (internal/mdnest). Each warns once, at its place.
func TestNestLinear(t *testing.T) {
	for _, marker := range []string{"> ", "- ", "1. ", "[^a]: ", "> * [^b]: "} {
		// Two paragraphs: a description of one line without Markdown
		// punctuation is shown as text, without goldmark.
		deep := func(n int) string { return strings.Repeat(marker, n) + "x\n\nEnd." }
		for _, where := range []string{"page", "description"} {
			t.Run(fmt.Sprintf("%s %q", where, marker), func(t *testing.T) {
				var work [2]int64
				for i, n := range []int{1000, 2000} {
					fsys := nestSite(deep(n), "")
					want := `index.mdx:5:1: warning: block quotes, lists or footnotes nest more than 32 deep here`
					if where == "description" {
						fsys = nestSite("Home.", deep(n))
						want = fmt.Sprintf("openapi.json: warning: a description nests block quotes, lists or footnotes more than %d deep", mdnest.Max)
					}
					site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
					if err != nil {
						t.Fatal(err)
					}
					r := MustNew(t, Options{NoMinify: true})
					s := docstest.NewScanning(r.md)
					r.md = s
					st, err := r.Render(context.Background(), site, fsys, docstest.Discard{})
					if err != nil {
						t.Fatal(err)
					}
					if len(st.Diagnostics) != 1 || !strings.HasPrefix(st.Diagnostics[0].Error(), want) {
						t.Errorf("diagnostics %v, want one: %s", st.Diagnostics, want)
					}
					work[i] = s.Scanned()
				}
				if r := float64(work[1]) / float64(work[0]); r > 2.5 {
					t.Errorf("%d bytes scanned at size n, %d at 2n: %.2f times, want at most 2.5", work[0], work[1], r)
				}
			})
		}
	}
}
