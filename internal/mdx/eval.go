package mdx

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file evaluates the small JavaScript that docs pages put in
// expressions and attributes: literals, names bound by exports, imports
// and props, member access on props, &&, ||, ??, ?:, !, template literals,
// object and array literals, and JSX. Anything else is left unevaluated.

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

const maxEvalDepth = 64

// eval evaluates src[a:z] in scope sc.
func (st *state) eval(src *source, a, z int, sc *scope) value {
	p := newParser(src, a, z)
	return st.evalIn(p, a, z, sc, 0)
}

func (st *state) evalIn(p *parser, a, z int, sc *scope, depth int) value {
	b := p.b
	a, z = trimJS(p, a, z)
	if a >= z {
		return value{kind: undefVal}
	}
	if depth > maxEvalDepth || p.budget <= 0 {
		return value{kind: rawVal}
	}
	depth++
	if c := b[a]; c == '(' || isNameStart(c) {
		if fn, end, ok := parseFunc(p, a, z, sc); ok && end == z {
			return value{kind: funcVal, fn: fn}
		}
	}
	// Operators, lowest precedence first.
	if q := findOp(p, a, z, "?"); q >= 0 {
		if c := findOp(p, q+1, z, ":"); c >= 0 {
			if st.evalIn(p, a, q, sc, depth).truthy() {
				return st.evalIn(p, q+1, c, sc, depth)
			}
			return st.evalIn(p, c+1, z, sc, depth)
		}
		return value{kind: rawVal}
	}
	if k, op := findLastOp(p, a, z, "||", "??"); k >= 0 {
		l := st.evalIn(p, a, k, sc, depth)
		if l.kind == rawVal {
			return l
		}
		if op == "||" && l.truthy() || op == "??" && l.kind != undefVal && l.kind != nullVal {
			return l
		}
		return st.evalIn(p, k+2, z, sc, depth)
	}
	if k, _ := findLastOp(p, a, z, "&&"); k >= 0 {
		l := st.evalIn(p, a, k, sc, depth)
		if l.kind == rawVal || !l.truthy() {
			return l
		}
		return st.evalIn(p, k+2, z, sc, depth)
	}
	if k, op := findBinary(p, a, z, "===", "!==", "==", "!="); k >= 0 {
		l := st.evalIn(p, a, k, sc, depth)
		r := st.evalIn(p, k+len(op), z, sc, depth)
		if l.kind == rawVal || r.kind == rawVal {
			return raw()
		}
		eq := strictEqual(l, r)
		if len(op) == 2 {
			eq = looseEqual(l, r)
		}
		return value{kind: boolVal, b: eq == (op[0] == '=')}
	}
	if k, op := findBinary(p, a, z, "<", ">", "<=", ">="); k >= 0 {
		l := st.evalIn(p, a, k, sc, depth)
		r := st.evalIn(p, k+len(op), z, sc, depth)
		if l.kind == rawVal || r.kind == rawVal {
			return raw()
		}
		return compare(op, l, r)
	}
	if k, op := findBinary(p, a, z, "+", "-"); k >= 0 {
		l := st.evalIn(p, a, k, sc, depth)
		r := st.evalIn(p, k+1, z, sc, depth)
		switch {
		case l.kind == rawVal || r.kind == rawVal:
			return raw()
		case op == "+" && (l.kind == strVal || r.kind == strVal):
			return str(l.String() + r.String())
		}
		x, ok1 := l.float()
		y, ok2 := r.float()
		switch {
		case !ok1 || !ok2:
			return raw()
		case op == "+":
			return num(x + y)
		}
		return num(x - y)
	}
	if k, op := findBinary(p, a, z, "*", "/", "%"); k >= 0 {
		x, ok1 := st.evalIn(p, a, k, sc, depth).float()
		y, ok2 := st.evalIn(p, k+1, z, sc, depth).float()
		switch {
		case !ok1 || !ok2:
			return raw()
		case op == "*":
			return num(x * y)
		case op == "/":
			return num(x / y)
		}
		return num(math.Mod(x, y))
	}
	switch c := b[a]; {
	case c == '!':
		v := st.evalIn(p, a+1, z, sc, depth)
		if v.kind == rawVal {
			return v
		}
		return value{kind: boolVal, b: !v.truthy()}
	case c == '-' && a+1 < z && !(b[a+1] >= '0' && b[a+1] <= '9' || b[a+1] == '.'):
		if f, ok := st.evalIn(p, a+1, z, sc, depth).float(); ok {
			return num(-f)
		}
		return raw()
	case c == '(':
		if e, ok := p.js(a, false); ok && e == z {
			return st.evalIn(p, a+1, z-1, sc, depth)
		}
	case c == '"' || c == '\'':
		if e := p.jsString(a); e == z && b[z-1] == c && z-a >= 2 {
			return value{kind: strVal, s: jsUnquote(string(b[a+1 : z-1]))}
		}
	case c == '`':
		if e, ok := p.jsTemplate(a); ok && e == z {
			return st.template(p, a, z, sc, depth)
		}
	case c == '<':
		if e, ok := p.skipJSX(a); ok && e == z {
			return value{kind: jsxVal, frag: &frag{src: p.s, nodes: st.parseJSX(p.s, a, z), sc: sc, jsx: true}}
		}
	case c == '{':
		if e, ok := p.js(a, false); ok && e == z {
			return st.object(p, a+1, z-1, sc, depth)
		}
	case c == '[':
		if e, ok := p.js(a, false); ok && e == z {
			var arr []value
			for _, r := range splitTop(p, a+1, z-1, ',') {
				if s, e := trimJS(p, r[0], r[1]); s < e {
					v := st.evalIn(p, s, e, sc, depth)
					if v.kind == rawVal {
						return v
					}
					arr = append(arr, v)
				}
			}
			return value{kind: arrVal, arr: arr}
		}
	case c >= '0' && c <= '9' || c == '-' || c == '.':
		s := string(b[a:z])
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return value{kind: numVal, s: s}
		}
	}
	word := string(b[a:z])
	switch word {
	case "true", "false":
		return value{kind: boolVal, b: word == "true"}
	case "null":
		return value{kind: nullVal}
	case "undefined":
		return value{kind: undefVal}
	}
	if path, ok := memberPath(word); ok {
		if v := st.lookupPath(sc, path); v.kind != rawVal {
			return v
		}
	}
	return st.chain(p, a, z, sc, depth)
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

// findOp returns the first offset of op at the top level of src[a:z].
// A "?" is not part of "?." or "??".
func findOp(p *parser, a, z int, op string) int {
	found := -1
	walkTop(p, a, z, func(i int) bool {
		if !bytes.HasPrefix(p.b[i:z], []byte(op)) {
			return false
		}
		if op == "?" && (i+1 < z && (p.b[i+1] == '?' || p.b[i+1] == '.') || i > a && p.b[i-1] == '?') {
			return false
		}
		found = i
		return true
	})
	return found
}

// findLastOp returns the last top-level offset of any of ops.
func findLastOp(p *parser, a, z int, ops ...string) (int, string) {
	found, which := -1, ""
	walkTop(p, a, z, func(i int) bool {
		for _, op := range ops {
			if bytes.HasPrefix(p.b[i:z], []byte(op)) && i > a {
				found, which = i, op
			}
		}
		return false
	})
	return found, which
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

// template evaluates a template literal src[a:z].
func (st *state) template(p *parser, a, z int, sc *scope, depth int) value {
	b := p.b
	var out strings.Builder
	for i := a + 1; i < z-1; {
		switch {
		case b[i] == '\\' && i+1 < z-1:
			out.WriteString(jsUnquote(string(b[i : i+2])))
			i += 2
		case b[i] == '$' && i+1 < z-1 && b[i+1] == '{':
			e, ok := p.js(i+1, false)
			if !ok {
				return value{kind: rawVal}
			}
			v := st.evalIn(p, i+2, e-1, sc, depth)
			if !v.scalar() && v.kind != nullVal && v.kind != undefVal {
				return value{kind: rawVal}
			}
			if v.kind == undefVal {
				out.WriteString("undefined")
			} else {
				out.WriteString(v.String())
			}
			i = e
		default:
			out.WriteByte(b[i])
			i++
		}
	}
	return value{kind: strVal, s: out.String()}
}

// object evaluates an object literal's body src[a:z].
func (st *state) object(p *parser, a, z int, sc *scope, depth int) value {
	v := value{kind: objVal, obj: map[string]value{}}
	for _, r := range splitTop(p, a, z, ',') {
		s, e := trimJS(p, r[0], r[1])
		if s >= e {
			continue
		}
		colon := -1
		walkTop(p, s, e, func(i int) bool {
			if p.b[i] == ':' {
				colon = i
				return true
			}
			return false
		})
		var key string
		var val value
		if colon < 0 {
			key = string(p.b[s:e])
			if !identRE.MatchString(key) {
				return value{kind: rawVal}
			}
			val = st.evalIn(p, s, e, sc, depth)
		} else {
			ks, ke := trimJS(p, s, colon)
			key = string(p.b[ks:ke])
			if len(key) >= 2 && (key[0] == '"' || key[0] == '\'') {
				key = jsUnquote(key[1 : len(key)-1])
			} else if !identRE.MatchString(key) {
				return value{kind: rawVal}
			}
			val = st.evalIn(p, colon+1, e, sc, depth)
		}
		if _, dup := v.obj[key]; !dup {
			v.keys = append(v.keys, key)
		}
		v.obj[key] = val
	}
	return v
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
