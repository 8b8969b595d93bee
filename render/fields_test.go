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
	got := string(fieldsHTML(i18n.For(""), false, []*apiref.Field{f}))
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
		got := string(fieldsHTML(i18n.For(""), open, []*apiref.Field{f}))
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
