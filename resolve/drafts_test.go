package resolve_test

import (
	"context"
	"slices"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestDrafts checks that pages whose front matter says draft: true (in
// the navigation, as a group's root, in no navigation) are left out of
// the site: no page, no sidebar entry, no URL, listed in Drafts; and
// that IncludeDrafts keeps them, marked.
func TestDrafts(t *testing.T) {
	draft := "---\ndraft: true\n---\n"
	fsys := mapFS(map[string]string{
		"docs.json": head + `"navigation":{"groups":[{"group":"G","root":"root","pages":["a","b"]}]}}`,
		"a.mdx":     "# A",
		"b.mdx":     draft,
		"root.mdx":  draft,
		"loose.mdx": draft,
		"kept.mdx":  "---\ndraft: false\n---\n",
	})
	urls := func(site *resolve.Site) (nav, all []string) {
		for _, p := range site.Pages {
			all = append(all, p.URL)
			if p.InNav {
				nav = append(nav, p.URL)
			}
		}
		return nav, all
	}
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range site.Diagnostics {
		t.Errorf("unexpected diagnostic: %v", d)
	}
	nav, all := urls(site)
	if want := []string{"/a"}; !slices.Equal(nav, want) {
		t.Errorf("navigation pages %v, want %v", nav, want)
	}
	if want := []string{"/a", "/kept"}; !slices.Equal(all, want) {
		t.Errorf("pages %v, want %v", all, want)
	}
	if want := []string{"b.mdx", "loose.mdx", "root.mdx"}; !slices.Equal(site.Drafts, want) {
		t.Errorf("Drafts %v, want %v", site.Drafts, want)
	}
	for _, p := range []string{"b", "root", "loose"} {
		if site.Page(p) != nil {
			t.Errorf("the draft %s is a page of the site", p)
		}
	}
	if g := site.Nav.Items[0].Group; g == nil || g.Root != nil {
		t.Errorf("the group's draft root stays: %+v", g)
	}

	site, err = resolve.Load(context.Background(), fsys, resolve.Options{IncludeDrafts: true})
	if err != nil {
		t.Fatal(err)
	}
	nav, all = urls(site)
	if want := []string{"/root", "/a", "/b"}; !slices.Equal(nav, want) {
		t.Errorf("with drafts: navigation pages %v, want %v", nav, want)
	}
	if len(all) != 5 || site.Drafts != nil {
		t.Errorf("with drafts: pages %v, Drafts %v; want 5 pages, no Drafts", all, site.Drafts)
	}
	if p := site.Page("b"); p == nil || !p.Draft {
		t.Errorf("with drafts: page b %+v, want a page marked Draft", p)
	}
}
