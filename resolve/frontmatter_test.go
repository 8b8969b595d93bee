package resolve_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestFrontMatterFields checks that every front matter key navbuild
// honours lands in its typed field of the page, and x-mint's in the
// generated page's.
func TestFrontMatterFields(t *testing.T) {
	spec := `{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/plants":{"get":{"summary":"List plants",` +
		`"x-mint":{"content":"Intro **words**","metadata":{"title":"Plants","mode":"wide","noindex":true,"og:title":"P"}},` +
		`"responses":{"200":{"description":"ok"}}}}}}`
	fsys := mapFS(map[string]string{
		"docs.json": head + `"navigation":{"tabs":[{"tab":"A","pages":["a","b","c"]},{"tab":"B","openapi":"o.json"}]}}`,
		"a.mdx": "---\ntitle: 2024\nsidebarTitle: Short\ndescription: About a\nicon: rocket\ntag: NEW\nhidden: true\nmode: center\n" +
			"noindex: true\nplayground: simple\nkeywords: [plants, 3, true]\ntwitter:card: summary\nog:title: A page\n\"og:image\": a.png\nog:empty:\n" +
			"api: \"post https://api.example.com/x \"\n---\n# A",
		"b.mdx":  "---\nmode: default\nkeywords: one, two\n---\n",
		"c.mdx":  "# no front matter",
		"o.json": spec,
	})
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range site.Diagnostics {
		t.Errorf("unexpected diagnostic: %v", d)
	}
	type fields struct {
		Title, SidebarTitle, Description, Icon, Tag, Mode, Content, Playground string
		Hidden, NoIndex                                                        bool
		Keywords                                                               []string
		Social                                                                 []resolve.SocialTag
		API                                                                    *resolve.APIRequest
	}
	of := func(p *resolve.Page) fields {
		return fields{p.Title, p.SidebarTitle, p.Description, p.Icon, p.Tag, p.Mode, p.Content, p.Playground,
			p.Hidden, p.NoIndex, p.Keywords, p.Social, p.API}
	}
	for path, want := range map[string]fields{
		"a": {Title: "2024", SidebarTitle: "Short", Description: "About a", Icon: "rocket", Tag: "NEW", Mode: "center", Playground: "simple",
			Hidden: true, NoIndex: true, Keywords: []string{"plants", "3", "true"},
			Social: []resolve.SocialTag{{Key: "og:image", Value: "a.png"}, {Key: "og:title", Value: "A page"}, {Key: "twitter:card", Value: "summary"}},
			API:    &resolve.APIRequest{Method: "POST", Target: "https://api.example.com/x"}},
		"b": {Title: "B", SidebarTitle: "B", Keywords: []string{"one, two"}},
		"c": {Title: "C", SidebarTitle: "C"},
		"api-reference/list-plants": {Title: "Plants", SidebarTitle: "Plants", Mode: "wide", NoIndex: true,
			Social: []resolve.SocialTag{{Key: "og:title", Value: "P"}}, Content: "Intro **words**"},
	} {
		p := site.Page(path)
		if p == nil {
			t.Errorf("no page %q", path)
			continue
		}
		if got := of(p); !reflect.DeepEqual(got, want) {
			t.Errorf("page %q:\n got %+v\nwant %+v", path, got, want)
		}
	}
}

// TestFrontMatterWrongType checks that a front matter value navbuild
// cannot use is a warning at its key, and is left out.
func TestFrontMatterWrongType(t *testing.T) {
	fsys := mapFS(map[string]string{
		"docs.json": head + `"navigation":{"pages":["a","b"]}}`,
		"a.mdx": "---\ntitle: A\nnoindex: \"yes\"\nmode: 3\nhidden: 1\nseo:\n  mode: nested\ndescription: [a, b]\n" +
			"keywords: [ok, {a: b}]\nog:image: {url: x}\napi: GET\nopenapi: 7\n---\n",
		"b.mdx": "---\n  mode: wde\n  tag:\n    x: y\n  playground: interactiv\n---\n",
	})
	site, got := diagnostics(t, fsys, resolve.Options{})
	if site == nil {
		t.Fatalf("Load failed:\n%s", got)
	}
	want := []string{
		`a.mdx:3:1: warning: front matter noindex is the string "yes", not true or false (it is ignored)`,
		`a.mdx:4:1: warning: front matter mode is the number 3, not a string (it is ignored)`,
		`a.mdx:5:1: warning: front matter hidden is the number 1, not true or false (it is ignored)`,
		`a.mdx:8:1: warning: front matter description is a list, not a string (it is ignored)`,
		`a.mdx:9:1: warning: front matter keywords[1] is a mapping, not a string (it is left out)`,
		`a.mdx:10:1: warning: front matter og:image is a mapping, not a string (it is ignored)`,
		`a.mdx:11:1: warning: front matter api "GET" is not METHOD URL (write api: "POST https://api.example.com/path")`,
		`a.mdx:12:1: warning: front matter openapi is the number 7, not a string (it is ignored)`,
		`b.mdx:2:3: warning: front matter mode "wde" is not a layout: the page has the default one (did you mean "wide"?)`,
		`b.mdx:3:3: warning: front matter tag is a mapping, not a string (it is ignored)`,
		`b.mdx:5:3: warning: front matter playground "interactiv" is not a display: the site's applies (did you mean "interactive"?)`,
	}
	if g := strings.TrimSpace(got); g != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", g, strings.Join(want, "\n"))
	}
	a := site.Page("a")
	if a.NoIndex || a.Mode != "" || a.Hidden || a.Description != "" || a.API != nil || a.Social != nil ||
		!reflect.DeepEqual(a.Keywords, []string{"ok"}) {
		t.Errorf("wrong-typed values were used: %+v", a)
	}
}

// TestSameFrontMatter checks what serve asks to tell a body edit from a
// front matter edit.
func TestSameFrontMatter(t *testing.T) {
	fsys := mapFS(map[string]string{
		"docs.json": head + `"navigation":{"pages":["a","b","c"]}}`,
		"a.mdx":     "---\ntitle: A\n---\nbody",
		"b.mdx":     "no front matter",
		"c.mdx":     "---\ntitle: [\n---\nnot YAML",
	})
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Each page's source after an edit of its body only.
	bodyEdits := map[string]string{
		"a": "---\ntitle: A\n---\nnew body",
		"b": "new body",
		"c": "---\ntitle: [\n---\nnew body",
	}
	for page, src := range bodyEdits {
		if !site.Page(page).SameFrontMatter([]byte(src)) {
			t.Errorf("%s.SameFrontMatter(%q) = false, want true", page, src)
		}
	}
	// Each page's sources after edits that change, add or remove its front matter.
	frontMatterEdits := map[string][]string{
		"a": {"---\ntitle: B\n---\nbody", "body"},
		"b": {"---\ntitle: B\n---\nbody"},
		"c": {"---\ntitle: C\n---\nnot YAML"},
	}
	for page, srcs := range frontMatterEdits {
		for _, src := range srcs {
			if site.Page(page).SameFrontMatter([]byte(src)) {
				t.Errorf("%s.SameFrontMatter(%q) = true, want false", page, src)
			}
		}
	}
}
