package main

import (
	"encoding/json"
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
	for _, want := range []string{
		`chroma.Background: "bg:#000000 #ffffff"`,
		`chroma.LiteralString: "#111111 italic nobold"`,
		`chroma.Keyword: "#222222"`,
		`chroma.Comment: "#808080"`,
	} {
		if !strings.Contains(strings.Join(strings.Fields(src), " "), want) {
			t.Errorf("no %s in\n%s", want, src)
		}
	}
}
