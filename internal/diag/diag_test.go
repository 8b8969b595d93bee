package diag

import "testing"

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
	l.Strict()
	if e, _ := l.Count(); e != 3 {
		t.Errorf("Strict left %d errors, want 3", e)
	}
}

func TestEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain \"text\" é 日本", "plain \"text\" é 日本"},
		{"a\x1b[2Jb", `a\x1b[2Jb`},
		{"x\ny\tz\r", `x\ny\tz\r`},
		{"nul\x00 del\x7f csi\u009b", `nul\x00 del\x7f csi\u009b`},
		{"bidi\u202eevil\u2066 sep\u2028", `bidi\u202eevil\u2066 sep\u2028`},
		{"bad\xffutf8", `bad\xffutf8`},
	}
	for _, tt := range tests {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	d := Diagnostic{Severity: Warning, Pos: Pos{File: "docs.json", Line: 1, Col: 2}, Path: "navigation.pages[0]",
		Msg: "page \x1b]0;pwned\a not found", Hint: "create \x1b[31mx.mdx"}
	want := `docs.json:1:2: warning: navigation.pages[0]: page \x1b]0;pwned\a not found (create \x1b[31mx.mdx)`
	if got := d.Error(); got != want {
		t.Errorf("Error() = %s, want %s", got, want)
	}
}
