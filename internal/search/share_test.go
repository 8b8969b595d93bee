package search

import "testing"

// TestShareDocs: pages that repeat from version to version (the same
// entry at the same path under each version's folder) share one
// document, shown in each version at its own URL and in "all" once, at
// the first version's; a page that differs keeps its own, and so does a
// page outside the folders. Without HashNames nothing is shared (the
// files are named before the pages render).
func TestShareDocs(t *testing.T) {
	page := func(url, text string) *Record {
		return NewRecord(Page{URL: url, Title: "Limits", Sections: []Section{{Text: text}}})
	}
	recs := []*Record{
		page("v2/limits/", "Quotas apply per project."),     // 0: shared with 3
		page("v2/changes/", "New in version two."),          // 1: its own
		page("api/pets/", "Lists the pets."),                // 2: outside the folders, in both scopes
		page("v1/limits/", "Quotas apply per project."),     // 3
		page("v1/changes/", "New in version one."),          // 4
		page("v1/limits-old/", "Quotas apply per project."), // 5: another path: its own
	}
	entries := func(docs ...int) []Entry {
		var es []Entry
		for _, d := range docs {
			es = append(es, Entry{Doc: d, Rec: recs[d]})
		}
		return es
	}
	scopes := []Scope{
		{ID: "0", Pages: entries(0, 1, 2)},
		{ID: "1", Pages: entries(3, 4, 2, 5)},
		{ID: "all", Pages: entries(0, 1, 2, 3, 4, 5), Union: true},
	}
	x, err := Open(Build(scopes, Options{HashNames: true}))
	if err != nil {
		t.Fatal(err)
	}
	if got := []string{x.Folders["0"], x.Folders["1"], x.Folders["all"]}; got[0] != "v2/" || got[1] != "v1/" || got[2] != "" {
		t.Errorf("folders %q, want v2/, v1/ and none for all", got)
	}
	urls := func(scope string) []string {
		docs, err := x.Pages(scope)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, d := range docs {
			doc, err := x.DocIn(scope, d)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, doc.URL)
		}
		return out
	}
	for scope, want := range map[string][]string{
		"0":   {"v2/limits/", "v2/changes/", "api/pets/"},
		"1":   {"v1/limits/", "api/pets/", "v1/changes/", "v1/limits-old/"},
		"all": {"v2/limits/", "v2/changes/", "api/pets/", "v1/changes/", "v1/limits-old/"},
	} {
		got := urls(scope)
		if len(got) != len(want) {
			t.Errorf("scope %s: %q, want %q", scope, got, want)
			continue
		}
		for _, w := range want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("scope %s: %q, want %q", scope, got, want)
			}
		}
	}
	n := 0
	for name := range Build(scopes, Options{HashNames: true}) {
		if len(name) > 2 && name[0] == 'd' && name[1] == '.' {
			n++
		}
	}
	if n != 5 {
		t.Errorf("%d documents files, want 5 (six pages, two sharing)", n)
	}
	plain, err := Open(Build(scopes, Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Folders) != 0 {
		t.Errorf("without HashNames, folders %q", plain.Folders)
	}
}
