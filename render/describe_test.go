package render

import (
	"strings"
	"testing"
)

// TestDescribeInPage: a spec's description is rendered for the page that
// shows it. Its in-page links (the author's "#id", heading anchors,
// footnotes) start with that page's path (a script link loses its <a>,
// as before), so a
// description shared by two pages is rendered for each and not cached;
// one without in-page links is rendered once and cached for every page.
func TestDescribeInPage(t *testing.T) {
	r := MustNew(t, Options{})
	inPage := "See [below](#limits) and [more](/guide#x).\n\n## Limits\n\nA note[^1] and [bad](javascript:x).\n\n[^1]: The note."
	for _, self := range []string{"pets/a/", "pets/b/"} {
		got := string(r.describe(inPage, self).html)
		for _, want := range []string{
			`href="` + self + `#limits">below`, `<h2 id="limits"><a href="` + self + `#limits">Limits</a></h2>`,
			`href="` + self + `#fn:1"`, `href="` + self + `#fnref:1"`, `</sup> and bad.`,
			`href="guide/#x">more`,
		} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: description lacks %s:\n%s", self, want, got)
			}
		}
		if strings.Contains(got, `href="#`) {
			t.Errorf("%s: an in-page link without the page's path:\n%s", self, got)
		}
	}
	if _, ok := r.descs.get(inPage); ok {
		t.Errorf("a description with in-page links is cached: it holds one page's path")
	}
	shared := "Uses **bold** and [a guide](/guide)."
	first := r.describe(shared, "pets/a/")
	if _, ok := r.descs.get(shared); !ok {
		t.Errorf("a description without in-page links is not cached")
	}
	if second := r.describe(shared, "pets/b/"); second.html != first.html {
		t.Errorf("the same description differs between pages: %s, %s", first.html, second.html)
	}
}
