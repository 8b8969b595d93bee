package render

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/internal/i18n"
)

// TestFieldsEscape: every value of a field tree comes from the spec and is
// escaped; descriptions are HTML already made safe and pass as they are.
func TestFieldsEscape(t *testing.T) {
	bad := `<script>alert("x")</script>`
	f := &apiref.Field{
		Name: bad, Type: bad, Default: bad, Example: bad, Enum: []string{bad}, Constraints: []string{bad},
		Description:  "<p>safe</p>",
		Alternatives: []*apiref.Field{{Title: bad, Type: bad, Enum: []string{bad}}},
		Choice:       "one of",
	}
	got := string(fieldsHTML(&fieldOpts{T: i18n.For("")}, []*apiref.Field{f}))
	if strings.Contains(got, "<script>") {
		t.Errorf("a value from the spec is not escaped:\n%s", got)
	}
	if n := strings.Count(got, "&lt;script&gt;"); n != 9 {
		t.Errorf("%d escaped values, want 9:\n%s", n, got)
	}
	if !strings.Contains(got, "<p>safe</p>") {
		t.Errorf("the description is not kept as HTML:\n%s", got)
	}
}

// TestFieldsOpen: with api.params.expanded "all", every nested field's
// <details> is written open, and no other; without it, none.
func TestFieldsOpen(t *testing.T) {
	f := &apiref.Field{Name: "a", Type: "object", Children: []*apiref.Field{
		{Name: "b", Type: "object", Children: []*apiref.Field{{Name: "c", Type: "string"}}},
	}, Alternatives: []*apiref.Field{{Title: "x", Type: "object"}}, Choice: "one of"}
	for _, open := range []bool{false, true} {
		got := string(fieldsHTML(&fieldOpts{T: i18n.For(""), Open: open}, []*apiref.Field{f}))
		want := 0
		if open {
			want = 2
		}
		if n := strings.Count(got, `<details class="expandable" open>`); n != want {
			t.Errorf("open=%v: %d open nested fields, want %d:\n%s", open, n, want, got)
		}
		if n := strings.Count(got, `<details class="expandable`); n != 3 {
			t.Errorf("open=%v: %d <details>, want 3 (two fields, one alternative):\n%s", open, n, got)
		}
	}
}

// TestFieldsLazy: with a Markdown twin and trees closed, every nested
// tree's fields are in a <template class="lazy-fields"> (alternatives
// too), each outer one with a link to the twin for a reader without
// JavaScript;
// written open (api.params.expanded "all") or without a twin, no
// template: the fields are in the page.
func TestFieldsLazy(t *testing.T) {
	f := &apiref.Field{Name: "a", Type: "object", ID: "body-a", Children: []*apiref.Field{
		{Name: "b", Type: "object", ID: "body-a-b", Children: []*apiref.Field{{Name: "c", Type: "string", ID: "body-a-b-c"}}},
	}, Alternatives: []*apiref.Field{{Title: "x", Type: "object"}}, Choice: "one of"}
	for _, o := range []fieldOpts{{Twin: "api/a.md"}, {Twin: "api/a.md", Open: true}, {}} {
		o.T = i18n.For("")
		got := string(fieldsHTML(&o, []*apiref.Field{f}))
		want := 0
		if o.Twin != "" && !o.Open {
			want = 3
		}
		if n := strings.Count(got, `<div class="expandable-content"><template class="lazy-fields">`); n != want || strings.Count(got, "<template") != want {
			t.Errorf("%+v: %d lazy trees, want %d:\n%s", o, n, want, got)
		}
		// Only the outer tree (a's) links to the twin: without
		// JavaScript, nothing in a template shows.
		if n := strings.Count(got, `</template><noscript><p class="api-muted"><a href="api/a.md">View as Markdown</a></p></noscript></div></details>`); n != min(want, 1) {
			t.Errorf("%+v: %d links to the twin:\n%s", o, n, got)
		}
		// The top level is never in a template; what is nested is in one
		// exactly when the trees are lazy.
		top, nested, _ := strings.Cut(got, "<template")
		if !strings.Contains(top, `id="body-a"`) || want > 0 && strings.Contains(top, `id="body-a-b"`) {
			t.Errorf("%+v: the top-level field is not before the first template:\n%s", o, got)
		}
		if want > 0 && !strings.Contains(nested, `id="body-a-b-c"`) {
			t.Errorf("%+v: the deepest field is missing:\n%s", o, got)
		}
	}
}
