package mdx

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// This file holds the values that built-in components read as props: what
// an attribute or {expression} evaluates to. The engine (engine.go,
// jsexpr.go) evaluates all code; value is the Go view of its result (see
// fromJS), plus MDX children (jsxVal) that are content, not code. Only
// literals, a JSX element and a name bound in scope (a prop, an export,
// an import, and members of it) are read without the engine (fastValue):
// they need no evaluation, only a lookup.

type valueKind uint8

const (
	undefVal valueKind = iota
	nullVal
	strVal
	numVal
	boolVal
	jsxVal
	objVal
	arrVal
	funcVal
	rawVal  // not evaluated
	htmlVal // HTML a JavaScript component rendered, in s
)

type value struct {
	kind     valueKind
	s        string // string, or number as written
	b        bool
	frag     *frag
	phrasing bool // jsx: children that start on the tag's line
	obj      map[string]value
	keys     []string // obj: keys in order
	arr      []value
	fn       *function
}

func (v value) truthy() bool {
	switch v.kind {
	case strVal:
		return v.s != ""
	case numVal:
		f, err := strconv.ParseFloat(v.s, 64)
		return err != nil || f != 0
	case boolVal:
		return v.b
	case jsxVal, objVal, arrVal, funcVal, htmlVal:
		return true
	}
	return false
}

// String returns the value as text, as JavaScript would concatenate it.
func (v value) String() string {
	switch v.kind {
	case strVal, numVal:
		return v.s
	case boolVal:
		return strconv.FormatBool(v.b)
	case nullVal:
		return "null"
	case arrVal:
		var parts []string
		for _, e := range v.arr {
			parts = append(parts, e.String())
		}
		return strings.Join(parts, ",")
	}
	return ""
}

func (v value) scalar() bool { return v.kind == strVal || v.kind == numVal || v.kind == boolVal }

// function is a function of the engine: an export's or a snippet's,
// or one a prop carries; comp is the component it is, if any.
type function struct {
	js   *goja.Object
	comp *component
}

// running is a function component being rendered: what it does that a
// static page cannot (hooks, event handlers, browser globals).
type running struct {
	c       *component
	reasons []string
}

// interactive notes that the component being rendered does something
// only a browser can (reason: a hook, an event handler, a global).
func (st *state) interactive(reason string) {
	if len(st.running) == 0 {
		return
	}
	r := st.running[len(st.running)-1]
	if !slices.Contains(r.reasons, reason) {
		r.reasons = append(r.reasons, reason)
	}
}

func undef() value { return value{kind: undefVal} }
func raw() value   { return value{kind: rawVal} }

func num(f float64) value {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return raw()
	}
	return value{kind: numVal, s: strconv.FormatFloat(f, 'f', -1, 64)}
}

func str(s string) value {
	return value{kind: strVal, s: s}
}

func member(v value, name string) value {
	switch v.kind {
	case rawVal:
		return v
	case objVal:
		if e, ok := v.obj[name]; ok {
			return e
		}
	case arrVal:
		if name == "length" {
			return num(float64(len(v.arr)))
		}
	case strVal:
		if name == "length" {
			return num(float64(len([]rune(v.s))))
		}
	}
	return undef()
}

// bound reports whether name is bound in sc by a declaration (a
// variable, a parameter, an export or import), not just possibly a prop.
func (st *state) bound(sc *scope, name string) bool {
	for s := sc; s != nil; s = s.parent {
		if _, ok := s.vars[name]; ok {
			return true
		}
	}
	_, ok := inModules(sc, name, st.modVar)
	return ok
}

// trimJS trims white space and comments around src[a:z].
func trimJS(p *parser, a, z int) (int, int) {
	b := p.b
	for {
		for a < z && (isSpace(b[a]) || b[a] == '\n') {
			a++
		}
		for z > a && (isSpace(b[z-1]) || b[z-1] == '\n') {
			z--
		}
		switch {
		case bytes.HasPrefix(b[a:z], []byte("/*")):
			k := bytes.Index(b[a+2:z], []byte("*/"))
			if k < 0 {
				return z, z
			}
			a += k + 4
		case bytes.HasPrefix(b[a:z], []byte("//")):
			k := bytes.IndexByte(b[a:z], '\n')
			if k < 0 {
				return z, z
			}
			a += k + 1
		default:
			return a, z
		}
	}
}

// memberPath splits a.b.c (also a?.b) into names.
func memberPath(s string) ([]string, bool) {
	parts := strings.Split(strings.ReplaceAll(s, "?.", "."), ".")
	for _, p := range parts {
		if !identRE.MatchString(p) {
			return nil, false
		}
	}
	return parts, true
}

// lookupPath resolves a name (and members of it) in sc.
func (st *state) lookupPath(sc *scope, path []string) value {
	var v value
	if ps := propsScope(sc); ps != nil && (path[0] == "props" && ps.propsName == "" || path[0] == ps.propsName) {
		v = value{kind: objVal, obj: ps.vars}
	} else {
		var ok bool
		if v, ok = st.lookup(sc, path[0]); !ok {
			return value{kind: rawVal}
		}
	}
	for _, name := range path[1:] {
		if v = member(v, name); v.kind == rawVal {
			return value{kind: undefVal}
		}
	}
	return v
}

// lookup finds a variable: props, then module exports and imports.
func (st *state) lookup(sc *scope, name string) (value, bool) {
	for s := sc; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			return v, true
		}
		if s.props && (s.declared == nil || s.declared[name]) {
			// A prop the page did not pass is undefined, not an error.
			if _, isComp := st.modComp(s.parentMod(), name, 0); !isComp {
				if _, ok := st.modVar(s.parentMod(), name, 0); !ok {
					return value{kind: undefVal}, true
				}
			}
		}
		if s.mod != nil {
			if v, ok := st.modVar(s.mod, name, 0); ok {
				return v, true
			}
		}
	}
	return value{}, false
}

// propsScope returns the innermost props scope of sc.
func propsScope(sc *scope) *scope {
	for s := sc; s != nil; s = s.parent {
		if s.props {
			return s
		}
	}
	return nil
}

func (s *scope) parentMod() *module {
	for ; s != nil; s = s.parent {
		if s.mod != nil {
			return s.mod
		}
	}
	return nil
}

// modVar finds an exported or imported constant of m.
func (st *state) modVar(m *module, name string, depth int) (value, bool) {
	if m == nil || depth > maxExpandDepth {
		return value{}, false
	}
	if v, ok := m.vars[name]; ok {
		return v, true
	}
	if b, ok := m.imports[name]; ok && b.name != "" {
		if t := st.mods[b.path]; t != nil {
			return st.modVar(t, b.name, depth+1)
		}
	}
	return value{}, false
}

// modComp finds a component of m: one it defines or imports.
func (st *state) modComp(m *module, name string, depth int) (*component, bool) {
	if m == nil || depth > maxExpandDepth {
		return nil, false
	}
	if c, ok := m.comps[name]; ok {
		return c, true
	}
	if b, ok := m.imports[name]; ok {
		if b.name == "" {
			return &component{name: name, file: b.path}, true
		}
		if t := st.mods[b.path]; t != nil {
			return st.modComp(t, b.name, depth+1)
		}
		if st.failed[b.path] != nil {
			return &component{name: name, file: b.path}, true
		}
	}
	return nil, false
}

// lookupComp finds the component an element name refers to in sc.
func (st *state) lookupComp(sc *scope, name string) *component {
	c, _ := inModules(sc, name, st.modComp)
	return c
}

// inModules asks the module of sc and of each enclosing scope, innermost
// first, for name with find (modComp or modVar), and returns the first
// answer.
func inModules[T any](sc *scope, name string, find func(*module, string, int) (T, bool)) (T, bool) {
	for s := sc; s != nil; s = s.parent {
		if s.mod != nil {
			if v, ok := find(s.mod, name, 0); ok {
				return v, true
			}
		}
	}
	var zero T
	return zero, false
}

// parseJSX parses JSX at src[a:z], once per page.
func (st *state) parseJSX(src *source, a, z int) []*node {
	k := jsxKey{src, a, z}
	if n, ok := st.jsx[k]; ok {
		return n
	}
	n, _ := parseRange(src, a, z)
	st.jsx[k] = n
	return n
}

// jsUnquote decodes the escapes of a JavaScript string's body.
func jsUnquote(s string) string {
	if !strings.ContainsRune(s, '\\') {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '0':
			b.WriteByte(0)
		case 'u':
			hex := ""
			if i+1 < len(s) && s[i+1] == '{' {
				if e := strings.IndexByte(s[i:], '}'); e > 0 {
					hex = s[i+2 : i+e]
					i += e
				}
			} else if i+4 < len(s) {
				hex = s[i+1 : i+5]
				i += 4
			}
			if r, err := strconv.ParseUint(hex, 16, 32); err == nil && utf8.ValidRune(rune(r)) {
				b.WriteRune(rune(r))
			}
		case '\n':
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
