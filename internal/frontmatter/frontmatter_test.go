package frontmatter

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestBlock(t *testing.T) {
	// A page's source and its front matter block.
	for src, want := range map[string]string{
		"---\ntitle: A\n---\nbody":         "---\ntitle: A\n---",
		"\uFEFF---\r\ntitle: A\r\n---\r\n": "---\r\ntitle: A\r\n---\r",
		"---\n---\n":                       "---\n---",
	} {
		got, ok := Block([]byte(src))
		if !ok || string(got) != want {
			t.Errorf("Block(%q) = %q, %v; want %q, true", src, got, ok, want)
		}
	}
	// No block: one not closed, one not at the start, rules longer than "---".
	for _, src := range []string{"---\ntitle: A\n", "# no front matter\n---\n", "----\nx: 1\n----\n"} {
		if got, ok := Block([]byte(src)); len(got) != 0 || ok {
			t.Errorf("Block(%q) = %q, %v; want none", src, got, ok)
		}
	}
}

var samples = []string{
	"---\ntitle: Getting started\nsidebarTitle: Start\ndescription: How to begin (fast), with navbuild.\n---",
	"---\ntitle: \"Quoted: title\"\nicon: 'rocket'\n---",
	"---\ntitle: Über die Dokumentation\n---",
	"---\nhidden: true\ntitle: Yes\n---",
	"---\ntitle: no\n---",
	"---\nmode: wide\nopenapi: GET /plants\n---",
	"---\ntags: [a, b]\n---",
	"---\ntitle: A # comment\n---",
	"---\nog:title: X\n---",
	"---\nkeywords:\n  - a\n  - b\n---",
	"---\nversion: 2\n---",
	"---\ntitle: \"a \\\"b\\\"\"\n---",
	"---\ntitle: x\ntitle: y\n---",
}

// TestQuickMatchesYAML checks that the fast path, where it answers, gives
// what goldmark-meta gives.
func TestQuickMatchesYAML(t *testing.T) {
	answered := 0
	for _, s := range samples {
		if q, ok := quick([]byte(s)); ok {
			answered++
			slow, err := Slow([]byte(s))
			if err != nil || !reflect.DeepEqual(q, slow) {
				t.Errorf("%q: quick %v, yaml %v (%v)", s, q, slow, err)
			}
		}
	}
	if answered < 4 {
		t.Errorf("the fast path answered %d samples, want the plain ones", answered)
	}
}

func TestSlowError(t *testing.T) {
	_, err := Parse([]byte("---\ntitle: A\nbad: [\n---"))
	e, ok := err.(*Error)
	if !ok || e.Line < 2 {
		t.Fatalf("err = %#v, want an *Error with a line", err)
	}
}

func FuzzQuick(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		block, ok := Block([]byte(s))
		if !ok {
			return
		}
		q, ok := quick(block)
		if !ok {
			return
		}
		slow, err := Slow(block)
		if err != nil {
			t.Fatalf("quick accepted %q, yaml rejects it: %v", block, err)
		}
		if !reflect.DeepEqual(q, slow) {
			t.Fatalf("%q: quick %#v, yaml %#v", block, q, slow)
		}
	})
}

func TestKeyPos(t *testing.T) {
	block := []byte("---\n# a comment\ntitle: Intro\nseo:\n  noindex: true\nog:image: a.png\n\"og:title\": x\nnoindex:   true\nog: y\n---")
	for _, tc := range []struct {
		key               string
		offset, line, col int
	}{
		{"title", 16, 3, 1},
		{"noindex", 80, 8, 1}, // not the nested one
		{"og:image", 50, 6, 1},
		{"og:title", 66, 7, 1},
		{"og", 96, 9, 1}, // not og:image's prefix
		{"missing", 0, 1, 1},
	} {
		t.Run(tc.key, func(t *testing.T) {
			offset, line, col := KeyPos(block, tc.key)
			if offset != tc.offset || line != tc.line || col != tc.col {
				t.Errorf("KeyPos(%q) = %d %d:%d, want %d %d:%d", tc.key, offset, line, col, tc.offset, tc.line, tc.col)
			}
			if tc.offset > 0 && !bytes.HasPrefix(block[offset:], []byte(strings.Trim(tc.key, `"`))) && block[offset] != '"' {
				t.Errorf("offset %d is not at the key", offset)
			}
		})
	}
	indented := []byte("---\n  mode: wide\n---")
	if offset, line, col := KeyPos(indented, "mode"); offset != 6 || line != 2 || col != 3 {
		t.Errorf("indented: KeyPos = %d %d:%d, want 6 2:3", offset, line, col)
	}
}
