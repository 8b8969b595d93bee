package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestEntries: each chroma token takes its colour and its font style from
// the most specific rule setting each (a later rule winning a tie),
// descendant selectors are left out, and a translucent colour is drawn
// over the background.
func TestEntries(t *testing.T) {
	var th theme
	err := json.Unmarshal([]byte(`{"type":"dark","colors":{"editor.background":"#000000","editor.foreground":"#ffffff"},"tokenColors":[
		{"scope":"string","settings":{"foreground":"#111111"}},
		{"scope":"string.quoted","settings":{"fontStyle":"italic"}},
		{"scope":["keyword","keyword.control"],"settings":{"foreground":"#222222"}},
		{"scope":"keyword","settings":{"foreground":"#333333"}},
		{"scope":"source.go keyword.control","settings":{"foreground":"#444444"}},
		{"scope":"comment","settings":{"foreground":"#ffffff80"}}]}`), &th)
	if err != nil {
		t.Fatal(err)
	}
	src, err := entries(&th)
	if err != nil {
		t.Fatal(err)
	}
	block, styles := parseEntry(t, src)
	if block != "bg:#000000 #ffffff" {
		t.Errorf("block %q, want %q", block, "bg:#000000 #ffffff")
	}
	for _, want := range []struct{ token, style string }{
		{"LiteralString", "#111111 italic nobold"},
		{"Keyword", "#222222"},
		{"Comment", "#808080"},
		{"NameTag", ""}, // no rule: inherits
	} {
		i := slices.IndexFunc(tokens, func(tk struct {
			name   string
			scopes []string
		}) bool {
			return tk.name == want.token
		})
		if i < 0 || i >= len(styles) || styles[i] != want.style {
			t.Errorf("%s: style %q, want %q in\n%s", want.token, at(styles, i), want.style, src)
		}
	}
}

// parseEntry reads the block colours and the token styles of a theme
// value written by entries.
func parseEntry(t *testing.T, src string) (block string, styles []string) {
	t.Helper()
	_, after, ok := strings.Cut(src, "block: ")
	if !ok {
		t.Fatalf("no block in %s", src)
	}
	block, err := strconv.QuotedPrefix(after)
	if err != nil {
		t.Fatalf("block: %v in %s", err, src)
	}
	block, _ = strconv.Unquote(block)
	_, list, ok := strings.Cut(after, "tokenStyles{")
	if !ok {
		t.Fatalf("no tokenStyles in %s", src)
	}
	list, _, _ = strings.Cut(list, "}")
	for _, f := range strings.Split(list, ",") {
		s, err := strconv.Unquote(strings.TrimSpace(f))
		if err != nil {
			t.Fatalf("token style %q: %v", f, err)
		}
		styles = append(styles, s)
	}
	if len(styles) != len(tokens) {
		t.Fatalf("%d token styles, want %d (one per token) in %s", len(styles), len(tokens), src)
	}
	return block, styles
}

func at(s []string, i int) string {
	if i < 0 || i >= len(s) {
		return "<none>"
	}
	return s[i]
}
