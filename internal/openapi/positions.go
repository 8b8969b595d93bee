package openapi

import (
	yaml3 "github.com/oasdiff/yaml3"

	"github.com/navbuild/navbuild/internal/jsonv"
)

// TextPos is a line and column (from 1) in a spec's own file.
type TextPos struct{ Line, Col int }

// textKeys are the keys whose string values are Markdown shown to
// readers (description, x-mint's content): the texts whose links the
// link check reports.
func textKey(k string) bool { return k == "description" || k == "content" }

// textIndex returns where each description and x-mint content of the
// spec's text data is written, by its text: the first place. It reads
// data again, with positions, so that a warning about a link in a
// description takes the reader to it; nil when data does not parse.
func textIndex(data []byte) map[string]TextPos {
	idx := map[string]TextPos{}
	add := func(text string, line, col int) {
		if _, seen := idx[text]; !seen && text != "" {
			idx[text] = TextPos{line, col}
		}
	}
	if isJSONText(data) {
		f := jsonv.NewFile("spec", data)
		v, err := jsonv.Parse(f)
		if err != nil {
			return nil
		}
		var walk func(v *jsonv.Value, depth int)
		walk = func(v *jsonv.Value, depth int) {
			if v == nil || depth > 256 {
				return
			}
			for _, m := range v.Obj {
				if textKey(m.Key) && m.Value.Kind == jsonv.String {
					p := f.Pos(m.Value.Off)
					add(m.Value.Str, p.Line, p.Col)
				}
				walk(m.Value, depth+1)
			}
			for _, e := range v.Arr {
				walk(e, depth+1)
			}
		}
		walk(v, 0)
		return idx
	}
	var doc yaml3.Node
	if yaml3.Unmarshal(data, &doc) != nil {
		return nil
	}
	var walk func(n *yaml3.Node, depth int)
	walk = func(n *yaml3.Node, depth int) {
		if n == nil || depth > 256 {
			return
		}
		if n.Kind == yaml3.MappingNode {
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				if textKey(k.Value) && v.Kind == yaml3.ScalarNode {
					add(v.Value, v.Line, v.Column)
				}
			}
		}
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(&doc, 0)
	return idx
}
