package config

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// MaxDepth is the deepest nesting of arrays and objects in docs.json with
// its $ref includes spliced in. jsonv caps each file at the same depth;
// this caps the chain of files, which would otherwise nest a thousand
// levels per include.
const MaxDepth = jsonv.MaxDepth

// jpath is a JSON path built only when a diagnostic needs it, then kept.
type jpath struct {
	up    *jpath
	key   string // "" for an array element
	index int
	s     string
}

func (p *jpath) key1(k string) *jpath { return &jpath{up: p, key: k} }
func (p *jpath) elem(i int) *jpath    { return &jpath{up: p, index: i} }

// keyString is the path of key k of the object at p.
func (p *jpath) keyString(k string) string { return keyPath(p.String(), k) }

func (p *jpath) String() string {
	if p == nil {
		return ""
	}
	if p.s == "" {
		if p.key == "" {
			p.s = indexPath(p.up.String(), p.index)
		} else {
			p.s = keyPath(p.up.String(), p.key)
		}
	}
	return p.s
}

// maxPath bounds the length of a JSON path. Real ones are a few dozen
// bytes; on hostile input (groups nested hundreds deep, long keys) a full
// path per value would cost the square of the depth, and would bury the
// diagnostic.
const maxPath = 240

// pathMark stands for the middle of a path left out.
const pathMark = "…"

// clipPath shortens a path longer than maxPath by leaving out its middle:
// the head up to the mark (kept from an already clipped parent) and the
// last bytes.
func clipPath(s string) string {
	if len(s) <= maxPath {
		return s
	}
	var head string
	if i := strings.Index(s[:maxPath/2], pathMark); i >= 0 {
		head = s[:i+len(pathMark)]
	} else {
		n := maxPath / 3
		if k := strings.LastIndexAny(s[:n], ".["); k > n/2 { // end before a key or an index
			n = k
		}
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		head = s[:n] + pathMark
	}
	start := len(s) - (maxPath - len(head))
	for k := start; k < len(s) && k < start+maxPath/4; k++ {
		if s[k] == '.' || s[k] == '[' { // start at a key or an index
			start = k
			break
		}
	}
	for start < len(s) && !utf8.RuneStart(s[start]) {
		start++
	}
	return head + s[start:]
}

// dedupeKeys warns about every repeated key of every object in the tree
// of one file, at the repeated key and naming the first, and keeps what
// JSON.parse keeps: the key where it first appeared, with the last value.
// The decoder walks an object's members, so a repeated key left in place
// would be decoded twice (and the first one's problems reported).
func dedupeKeys(v *jsonv.Value, p *jpath, diags *diag.List) {
	switch v.Kind {
	case jsonv.Array:
		for i, el := range v.Arr {
			if el.Kind == jsonv.Array || el.Kind == jsonv.Object {
				dedupeKeys(el, p.elem(i), diags)
			}
		}
		return
	case jsonv.Object:
	default:
		return
	}
	if dup := firstDuplicates(v.Obj); dup != nil {
		at := make([]int, len(v.Obj)) // index in kept of each first member
		kept := v.Obj[:0]
		for i, m := range v.Obj {
			first := dup[i]
			if first == i {
				at[i] = len(kept)
				kept = append(kept, m)
				continue
			}
			fp := v.File.Pos(kept[at[first]].KeyOff)
			diags.Add(diag.Warning, m.KeyPos(v.File), p.keyString(m.Key),
				fmt.Sprintf("duplicate key %s (first at %d:%d); the last one is used, as JSON.parse does", quote(m.Key), fp.Line, fp.Col), "")
			kept[at[first]].Value = m.Value
		}
		clear(v.Obj[len(kept):])
		v.Obj = kept
	}
	for _, m := range v.Obj {
		if m.Value.Kind == jsonv.Array || m.Value.Kind == jsonv.Object {
			dedupeKeys(m.Value, p.key1(m.Key), diags)
		}
	}
}

// firstDuplicates returns, for each member, the index of the first member
// with its key, or nil when no key is repeated.
func firstDuplicates(obj []jsonv.Member) []int {
	if len(obj) < 2 {
		return nil
	}
	var dup []int
	mark := func(i, first int) {
		if dup == nil {
			dup = make([]int, len(obj))
			for k := range dup {
				dup[k] = k
			}
		}
		dup[i] = first
	}
	if len(obj) <= 16 {
		for i := 1; i < len(obj); i++ {
			for j := 0; j < i; j++ {
				if obj[j].Key == obj[i].Key {
					mark(i, j)
					break
				}
			}
		}
		return dup
	}
	seen := make(map[string]int, len(obj))
	for i, m := range obj {
		if j, ok := seen[m.Key]; ok {
			mark(i, j)
		} else {
			seen[m.Key] = i
		}
	}
	return dup
}
