package diag

import (
	"errors"
	"testing"
)

func TestSuggest(t *testing.T) {
	cands := []string{"groups", "pages", "tabs", "quickstart", "anchors"}
	tests := []struct{ word, want string }{
		{"grups", "groups"},
		{"quickstrat", "quickstart"}, // a transposition is one edit
		{"tbas", "tabs"},
		{"pages", ""}, // itself is no suggestion
		{"xyz", ""},
		{"anchor", "anchors"},
		{"ab", ""},
	}
	for _, tt := range tests {
		if got := Suggest(tt.word, cands); got != tt.want {
			t.Errorf("Suggest(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
	if got := DidYouMean("grups", cands); got != `did you mean "groups"?` {
		t.Errorf("DidYouMean = %q", got)
	}
}

func TestFormatAndSort(t *testing.T) {
	var l List
	l.Add(Warning, Pos{File: "docs.json", Offset: 50, Line: 3, Col: 2}, "navigation.tabs[0]", "second", "")
	l.Add(Error, Pos{File: "docs.json", Offset: 10, Line: 1, Col: 11}, "navigation.tabs[2].pages[3]", `page "quickstrat" not found`, `did you mean "quickstart"?`)
	l.Add(Warning, Pos{File: "a.mdx", Line: 4, Col: 1}, "", "first by file", "")
	l.Sort()
	want := []string{
		"a.mdx:4:1: warning: first by file",
		`docs.json:1:11: error: navigation.tabs[2].pages[3]: page "quickstrat" not found (did you mean "quickstart"?)`,
		"docs.json:3:2: warning: navigation.tabs[0]: second",
	}
	for i, d := range l {
		if d.Error() != want[i] {
			t.Errorf("[%d] = %q, want %q", i, d.Error(), want[i])
		}
	}
	if e, w := l.Count(); e != 1 || w != 2 {
		t.Errorf("Count = %d, %d", e, w)
	}
	err := l.Err()
	var d Diagnostic
	if !errors.As(err, &d) || d.Severity != Error {
		t.Errorf("Err() does not unwrap to the error: %v", err)
	}
	l.Strict()
	if e, _ := l.Count(); e != 3 {
		t.Errorf("Strict left %d errors, want 3", e)
	}
	if (List{}).Err() != nil {
		t.Error("an empty list has an error")
	}
}
