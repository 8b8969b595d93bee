package openapi

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// DanglingRef is a local `$ref` of a spec that points at nothing, at its
// place in the spec's text (lines and columns from 1).
type DanglingRef struct {
	Ref       string
	Line, Col int
}

// danglingRefs finds the local references ("#/components/schemas/Pet") of
// a spec that resolve to nothing, so that the warning about a spec that
// kin-openapi could not resolve points at the line to fix. tree is the
// spec as generic JSON; data its text, where each reference is looked up.
// References into other files are left to kin-openapi's message.
func danglingRefs(data, js []byte) []DanglingRef {
	var tree any
	if json.Unmarshal(js, &tree) != nil {
		return nil
	}
	bad := map[string]bool{}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if r, ok := v["$ref"].(string); ok && strings.HasPrefix(r, "#") && !bad[r] && !resolves(tree, r) {
				bad[r] = true
			}
			for _, c := range v {
				walk(c)
			}
		case []any:
			for _, c := range v {
				walk(c)
			}
		}
	}
	walk(tree)
	var out []DanglingRef
	for r := range bad {
		// Every use of the reference in the text, quoted or not.
		for from := 0; ; {
			i := bytes.Index(data[from:], []byte(r))
			if i < 0 {
				break
			}
			off := from + i
			from = off + len(r)
			if end := off + len(r); end < len(data) && !bytes.ContainsAny(data[end:end+1], "\"' \t\r\n,}]") {
				continue // a longer reference that starts the same
			}
			line := 1 + bytes.Count(data[:off], []byte("\n"))
			start := bytes.LastIndexByte(data[:off], '\n') + 1
			out = append(out, DanglingRef{Ref: r, Line: line, Col: 1 + utf8.RuneCount(data[start:off])})
		}
	}
	slices.SortFunc(out, func(a, b DanglingRef) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return a.Col - b.Col
	})
	return out
}

// resolves reports whether the JSON pointer of a local reference ("#/a/b")
// names a value of tree.
func resolves(tree any, ref string) bool {
	p := strings.TrimPrefix(ref, "#")
	if u, err := url.PathUnescape(p); err == nil {
		p = u
	}
	if p == "" {
		return true
	}
	if !strings.HasPrefix(p, "/") {
		return false
	}
	cur := tree
	for _, tok := range strings.Split(p[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[tok]
			if !ok {
				return false
			}
			cur = v
		case []any:
			i := 0
			for _, ch := range tok {
				if ch < '0' || ch > '9' {
					return false
				}
				i = i*10 + int(ch-'0')
			}
			if tok == "" || i >= len(c) {
				return false
			}
			cur = c[i]
		default:
			return false
		}
	}
	return true
}
