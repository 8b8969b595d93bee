package mdx

import (
	"bytes"
	"github.com/dop251/goja"
	"math"
	"slices"
	"strconv"
	"strings"
)

// This file runs the functions of pages and snippets that components are
// made of, as React would render them once: arrow functions and function
// declarations, their parameters (destructured, with defaults), bodies of
// const declarations, ifs and a return, calls of functions they define,
// the array and string methods components use (map, filter, join...),
// comparisons and arithmetic. React's hooks return their initial values;
// effects do not run. What a static page cannot do (state, effects, event
// handlers, the browser's globals) marks the component as interactive
// (see running).

// function is a function value: an arrow function or a function
// expression or declaration of a page or snippet, with the scope it was
// defined in. noop is set for the functions hooks return (a state
// setter): calling one does nothing.
type function struct {
	src    *source
	pa, pb int // parameters: inside the parentheses, or the one name
	ba, bz int // body: an expression, or the statements inside { }
	block  bool
	sc     *scope
	noop   bool
	// js is a function of the JavaScript engine (a .jsx snippet's or an
	// export's), called there; comp is the component it is, if any.
	js   *goja.Object
	comp *component
}

// running is a function component being rendered: what it does that a
// static page cannot (hooks, event handlers, browser globals), and how
// many of its expressions could not be evaluated.
type running struct {
	c       *component
	reasons []string
	failed  int
}

// Limits on running code, per page: calls, the bytes they scan (once
// spent, every further call fails), and the
// length of a string a concatenation may build.
const (
	maxCalls     = 5000
	maxCallWork  = 16 << 20 // bytes scanned by the functions called
	maxStringLen = 1 << 20
)

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

// evalFailed notes an expression of the component being rendered that
// could not be evaluated.
func (st *state) evalFailed() {
	if len(st.running) > 0 {
		st.running[len(st.running)-1].failed++
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
	if len(s) > maxStringLen {
		return raw()
	}
	return value{kind: strVal, s: s}
}

func (v value) float() (float64, bool) {
	switch v.kind {
	case numVal, strVal:
		f, err := strconv.ParseFloat(strings.TrimSpace(v.s), 64)
		if v.kind == strVal && strings.TrimSpace(v.s) == "" {
			return 0, true
		}
		return f, err == nil
	case boolVal:
		if v.b {
			return 1, true
		}
		return 0, true
	case nullVal:
		return 0, true
	}
	return 0, false
}

// keyword reports whether the word kw starts at b[i:z].
func keyword(b []byte, i, z int, kw string) bool {
	return bytes.HasPrefix(b[i:z], []byte(kw)) && (i+len(kw) >= z || !isIdentChar(b[i+len(kw)]))
}

// parseFunc reads a function expression at src[a:z]: (params) => body,
// name => body, async forms, or function name?(params) { body }. end is
// where the function ends.
func parseFunc(p *parser, a, z int, sc *scope) (fn *function, end int, ok bool) {
	b := p.b
	skip := func(k int) int { k, _ = trimJS(p, k, z); return k }
	i := a
	if keyword(b, i, z, "async") {
		i = skip(i + 5)
	}
	if i < z && keyword(b, i, z, "function") {
		i = skip(i + 8)
		for i < z && isIdentChar(b[i]) {
			i++
		}
		i = skip(i)
		if i >= z || b[i] != '(' {
			return nil, 0, false
		}
		pe, ok := p.js(i, false)
		if !ok {
			return nil, 0, false
		}
		j := skip(pe)
		if j >= z || b[j] != '{' {
			return nil, 0, false
		}
		be, ok := p.js(j, false)
		if !ok || be > z {
			return nil, 0, false
		}
		return &function{src: p.s, pa: i + 1, pb: pe - 1, ba: j + 1, bz: be - 1, block: true, sc: sc}, be, true
	}
	var pa, pb int
	switch {
	case i < z && b[i] == '(':
		pe, ok := p.js(i, false)
		if !ok || pe > z {
			return nil, 0, false
		}
		pa, pb, i = i+1, pe-1, pe
	case i < z && isNameStart(b[i]):
		pa = i
		for i < z && isIdentChar(b[i]) {
			i++
		}
		pb = i
	default:
		return nil, 0, false
	}
	i = skip(i)
	if !bytes.HasPrefix(b[i:z], []byte("=>")) {
		return nil, 0, false
	}
	i = skip(i + 2)
	if i >= z {
		return nil, 0, false
	}
	if b[i] == '{' {
		be, ok := p.js(i, false)
		if !ok || be > z {
			return nil, 0, false
		}
		return &function{src: p.s, pa: pa, pb: pb, ba: i + 1, bz: be - 1, block: true, sc: sc}, be, true
	}
	_, e := trimJS(p, i, z)
	return &function{src: p.s, pa: pa, pb: pb, ba: i, bz: e, sc: sc}, z, true
}

// call runs fn with args, its parameters bound in a scope whose parent is
// parent (nil: where fn was defined).
func (st *state) call(fn *function, args []value, parent *scope, depth int) value {
	if fn.noop {
		return undef()
	}
	if fn.js != nil {
		return st.callJS(fn, args)
	}
	st.calls++
	if st.calls > maxCalls || st.callWork >= maxCallWork || depth > maxEvalDepth {
		return raw()
	}
	if parent == nil {
		parent = fn.sc
	}
	// The call's scanning is charged to the page's allowance: a parser's
	// own budget is per parser, and a function may be called many times.
	p := newParser(fn.src, fn.pa, max(fn.bz, fn.pb))
	p.budget = min(p.budget, maxCallWork-st.callWork)
	start := p.budget
	defer func() { st.callWork += start - p.budget }()
	sc := &scope{vars: map[string]value{}, parent: parent}
	if s, e := trimJS(p, fn.pa, fn.pb); s < e {
		for k, r := range splitTop(p, s, e, ',') {
			arg := undef()
			if k < len(args) {
				arg = args[k]
			}
			st.bind(p, r[0], r[1], arg, sc, depth)
		}
	}
	if !fn.block {
		return st.evalIn(p, fn.ba, fn.bz, sc, depth)
	}
	v, _ := st.run(p, fn.ba, fn.bz, sc, depth)
	return v
}

// run runs the statements of a function body src[a:z] until a return:
// its value, and whether there was one.
func (st *state) run(p *parser, a, z int, sc *scope, depth int) (value, bool) {
	saved := p.end
	p.end = z
	defer func() { p.end = saved }()
	b := p.b
	depth++
	if depth > maxEvalDepth {
		return raw(), true
	}
	stmtEnd := func(i int) int {
		e, ok := p.js(i, true)
		if !ok || e <= i || e > z {
			return z
		}
		return e
	}
	// blockEnd is the end of the statement or { block } at i.
	blockEnd := func(i int) int {
		if i < z && b[i] == '{' {
			if e, ok := p.js(i, false); ok && e <= z {
				return e
			}
			return z
		}
		return stmtEnd(i)
	}
	skip := func(k int) int { k, _ = trimJS(p, k, z); return k }
	for i := a; i < z; {
		if p.budget <= 0 || st.callWork >= maxCallWork {
			return raw(), true
		}
		i = skip(i)
		if i >= z {
			break
		}
		switch {
		case b[i] == ';':
			i++
		case b[i] == '{':
			e := blockEnd(i)
			if v, ret := st.run(p, i+1, max(i+1, e-1), &scope{vars: map[string]value{}, parent: sc}, depth); ret {
				return v, true
			}
			i = e
		case keyword(b, i, z, "if"):
			j := skip(i + 2)
			if j >= z || b[j] != '(' {
				st.evalFailed()
				return raw(), true
			}
			ce, ok := p.js(j, false)
			if !ok {
				st.evalFailed()
				return raw(), true
			}
			cond := st.evalIn(p, j+1, ce-1, sc, depth)
			if cond.kind == rawVal {
				st.evalFailed()
			}
			k := skip(ce)
			ke := blockEnd(k)
			if !cond.truthy() {
				// Run the else branch, if any, as the next statement.
				if m := skip(ke); m < z && keyword(b, m, z, "else") {
					i = m + 4
				} else {
					i = ke
				}
				continue
			}
			if v, ret := st.run(p, k, ke, sc, depth); ret {
				return v, true
			}
			// Skip the else branches.
			i = ke
			for {
				m := skip(i)
				if m >= z || !keyword(b, m, z, "else") {
					break
				}
				n := skip(m + 4)
				if keyword(b, n, z, "if") {
					c := skip(n + 2)
					ce, ok := p.js(c, false)
					if !ok {
						return raw(), true
					}
					i = blockEnd(skip(ce))
					continue
				}
				i = blockEnd(n)
				break
			}
		case keyword(b, i, z, "return"):
			e := stmtEnd(i)
			s, t := trimJS(p, i+6, e)
			for t > s && b[t-1] == ';' {
				s, t = trimJS(p, s, t-1)
			}
			if s >= t {
				return undef(), true
			}
			v := st.evalIn(p, s, t, sc, depth)
			if v.kind == rawVal {
				st.evalFailed()
			}
			return v, true
		case keyword(b, i, z, "const") || keyword(b, i, z, "let") || keyword(b, i, z, "var"):
			e := stmtEnd(i)
			k := i + 3
			if b[i] == 'c' {
				k = i + 5
			}
			st.declare(p, k, e, sc, depth)
			i = e
		case keyword(b, i, z, "function") || keyword(b, i, z, "async") && keyword(b, skip(i+5), z, "function"):
			k := i
			if b[k] == 'a' {
				k = skip(k + 5)
			}
			n := skip(k + 8)
			s := n
			for n < z && isIdentChar(b[n]) {
				n++
			}
			fn, end, ok := parseFunc(p, i, z, sc)
			if !ok || s == n {
				st.evalFailed()
				return raw(), true
			}
			sc.vars[string(b[s:n])] = value{kind: funcVal, fn: fn}
			i = end
		default:
			e := stmtEnd(i)
			st.exprStatement(p, i, e, sc, depth)
			i = e
		}
	}
	return undef(), false
}

// Statements a static render cannot run: loops change what a component
// renders, the rest have no value to show.
var unrunnable = []string{"for", "while", "do", "switch", "try", "throw", "class"}

// exprStatement runs an expression statement: a hook call such as
// useEffect (which marks the component interactive), console output.
// What cannot be run fails the component's static render.
func (st *state) exprStatement(p *parser, a, z int, sc *scope, depth int) {
	b := p.b
	for _, kw := range unrunnable {
		if keyword(b, a, z, kw) {
			st.interactive(kw)
			st.evalFailed()
			return
		}
	}
	s, e := trimJS(p, a, z)
	for e > s && b[e-1] == ';' {
		s, e = trimJS(p, s, e-1)
	}
	if s >= e || b[s] == '"' || b[s] == '\'' {
		return // a directive such as "use client"
	}
	if k := findAssign(p, s, e); k >= 0 {
		st.interactive("assignment")
		st.evalFailed()
		return
	}
	if st.evalIn(p, s, e, sc, depth).kind == rawVal {
		st.evalFailed()
	}
}

// declare binds the declarators of a const, let or var statement
// src[a:z] in sc.
func (st *state) declare(p *parser, a, z int, sc *scope, depth int) {
	b := p.b
	for z > a && (b[z-1] == ';' || isSpace(b[z-1]) || b[z-1] == '\n') {
		z--
	}
	for _, r := range splitTop(p, a, z, ',') {
		eq := findAssign(p, r[0], r[1])
		if eq < 0 {
			st.bind(p, r[0], r[1], undef(), sc, depth)
			continue
		}
		v := st.evalIn(p, eq+1, r[1], sc, depth)
		if v.kind == rawVal {
			st.evalFailed()
		}
		st.bindPattern(p, r[0], eq, v, sc, depth)
	}
}

// findAssign returns the first top-level "=" of src[a:z] that assigns
// (not ==, ===, !=, <=, >= or =>), or -1.
func findAssign(p *parser, a, z int) int {
	b := p.b
	found := -1
	walkTop(p, a, z, func(i int) bool {
		if b[i] != '=' {
			return false
		}
		if i+1 < z && (b[i+1] == '=' || b[i+1] == '>') || i > a && bytes.IndexByte([]byte("=!<>+-*/%&|?"), b[i-1]) >= 0 {
			return false
		}
		found = i
		return true
	})
	return found
}

// bind binds a parameter or declarator src[a:z] (a pattern, with an
// optional "= default") to v in sc.
func (st *state) bind(p *parser, a, z int, v value, sc *scope, depth int) {
	a, z = trimJS(p, a, z)
	if a >= z {
		return
	}
	if eq := findAssign(p, a, z); eq >= 0 {
		if v.kind == undefVal {
			v = st.evalIn(p, eq+1, z, sc, depth)
		}
		z = eq
	}
	st.bindPattern(p, a, z, v, sc, depth)
}

// bindPattern binds a name, {object} or [array] pattern src[a:z] to v.
func (st *state) bindPattern(p *parser, a, z int, v value, sc *scope, depth int) {
	b := p.b
	a, z = trimJS(p, a, z)
	if a >= z {
		return
	}
	switch b[a] {
	case '{':
		e, ok := p.js(a, false)
		if !ok {
			return
		}
		taken := map[string]bool{}
		for _, r := range splitTop(p, a+1, e-1, ',') {
			s, t := trimJS(p, r[0], r[1])
			if s >= t {
				continue
			}
			if bytes.HasPrefix(b[s:t], []byte("...")) {
				rest := value{kind: objVal, obj: map[string]value{}}
				for _, k := range v.keys {
					if !taken[k] {
						rest.keys = append(rest.keys, k)
						rest.obj[k] = v.obj[k]
					}
				}
				st.bindPattern(p, s+3, t, rest, sc, depth)
				continue
			}
			colon := -1
			walkTop(p, s, t, func(i int) bool {
				if b[i] == ':' {
					colon = i
					return true
				}
				return false
			})
			var key string
			ps, pt := s, t
			if colon >= 0 {
				ks, ke := trimJS(p, s, colon)
				key = string(b[ks:ke])
				if len(key) >= 2 && (key[0] == '"' || key[0] == '\'') {
					key = jsUnquote(key[1 : len(key)-1])
				}
				ps = colon + 1
			} else {
				k := s
				for k < t && isIdentChar(b[k]) {
					k++
				}
				key = string(b[s:k])
			}
			taken[key] = true
			st.bind(p, ps, pt, member(v, key), sc, depth)
		}
	case '[':
		e, ok := p.js(a, false)
		if !ok {
			return
		}
		for k, r := range splitTop(p, a+1, e-1, ',') {
			s, t := trimJS(p, r[0], r[1])
			if s >= t {
				continue
			}
			if bytes.HasPrefix(b[s:t], []byte("...")) {
				rest := value{kind: arrVal}
				if v.kind == arrVal && k < len(v.arr) {
					rest.arr = v.arr[k:]
				}
				st.bindPattern(p, s+3, t, rest, sc, depth)
				continue
			}
			el := undef()
			if v.kind == arrVal && k < len(v.arr) {
				el = v.arr[k]
			}
			st.bind(p, s, t, el, sc, depth)
		}
	default:
		k := a
		for k < z && isIdentChar(b[k]) {
			k++
		}
		if k > a {
			sc.vars[string(b[a:k])] = v // a TypeScript annotation after it is ignored
		}
	}
}

// member returns v.name as JavaScript would, undefined where it would
// throw.
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

// index returns v[key].
func index(v, key value) value {
	switch v.kind {
	case rawVal:
		return v
	case arrVal, strVal:
		if key.kind == numVal {
			f, _ := key.float()
			k := int(f)
			if float64(k) != f || k < 0 {
				return undef()
			}
			if v.kind == arrVal {
				if k < len(v.arr) {
					return v.arr[k]
				}
				return undef()
			}
			if r := []rune(v.s); k < len(r) {
				return str(string(r[k]))
			}
			return undef()
		}
	}
	if key.scalar() {
		return member(v, key.String())
	}
	return raw()
}

// Browser globals: a component that reads one renders what only a
// browser can.
var browserGlobals = map[string]bool{
	"window": true, "document": true, "navigator": true, "localStorage": true, "sessionStorage": true,
	"fetch": true, "setTimeout": true, "setInterval": true, "location": true, "history": true,
	"alert": true, "XMLHttpRequest": true, "IntersectionObserver": true, "requestAnimationFrame": true,
	"globalThis": true, "self": true, "Date": true,
}

// Globals of JavaScript that builtin knows.
var builtinRoots = map[string]bool{
	"React": true, "Object": true, "Math": true, "Array": true, "console": true, "String": true,
	"Number": true, "Boolean": true, "parseInt": true, "parseFloat": true, "encodeURIComponent": true,
}

// isHook reports whether name is a React hook's: use and a capital.
func isHook(name string) bool {
	name = strings.TrimPrefix(name, "React.")
	return len(name) > 3 && strings.HasPrefix(name, "use") && name[3] >= 'A' && name[3] <= 'Z'
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

// chain evaluates a primary expression followed by member accesses,
// index accesses and calls: items.map((x) => <li>{x}</li>).join(""),
// useState(0), Object.keys(o).
func (st *state) chain(p *parser, a, z int, sc *scope, depth int) value {
	b := p.b
	i := a
	var v value
	global := "" // a name bound nowhere: a global of JavaScript or the browser
	switch c := b[a]; {
	case isNameStart(c):
		for i < z && isIdentChar(b[i]) {
			i++
		}
		name := string(b[a:i])
		switch name {
		case "new", "typeof", "await", "void", "delete", "this", "super", "import":
			return raw()
		}
		switch {
		case (builtinRoots[name] || browserGlobals[name] || isHook(name)) && !st.bound(sc, name):
			// A snippet's props scope holds every name: not these.
			global = name
		default:
			if v = st.lookupPath(sc, []string{name}); v.kind == rawVal {
				global = name
			}
		}
	case c == '(' || c == '[' || c == '{':
		e, ok := p.js(a, false)
		if !ok || e > z {
			return raw()
		}
		v, i = st.evalIn(p, a, e, sc, depth), e
	case c == '"' || c == '\'':
		e := p.jsString(a)
		v, i = st.evalIn(p, a, e, sc, depth), e
	case c == '`':
		e, ok := p.jsTemplate(a)
		if !ok || e > z {
			return raw()
		}
		v, i = st.evalIn(p, a, e, sc, depth), e
	default:
		return raw()
	}
	var recv value
	method := ""
	for {
		i, _ = trimJS(p, i, z)
		if i >= z {
			break
		}
		switch {
		case b[i] == '.' || b[i] == '?' && i+1 < z && b[i+1] == '.':
			if b[i] == '?' {
				i++
			}
			i++
			if i < z && (b[i] == '[' || b[i] == '(') {
				continue // ?.[key] and ?.(args)
			}
			s := i
			for i < z && isIdentChar(b[i]) {
				i++
			}
			if s == i {
				return raw()
			}
			name := string(b[s:i])
			if global != "" {
				global += "." + name
				continue
			}
			recv, method, v = v, name, member(v, name)
		case b[i] == '[':
			e, ok := p.js(i, false)
			if !ok || global != "" {
				return raw()
			}
			v, method = index(v, st.evalIn(p, i+1, e-1, sc, depth)), ""
			i = e
		case b[i] == '(':
			e, ok := p.js(i, false)
			if !ok {
				return raw()
			}
			args, ok := st.args(p, i+1, e-1, sc, depth)
			if !ok {
				return raw()
			}
			switch {
			case global != "":
				v = st.builtin(global, args, depth)
				global = ""
			case v.kind == funcVal:
				v = st.call(v.fn, args, nil, depth+1)
			case method != "":
				v = st.method(recv, method, args, depth)
			default:
				return raw()
			}
			method = ""
			i = e
		default:
			return raw()
		}
		if v.kind == rawVal && global == "" {
			return v
		}
	}
	if global != "" {
		if root, _, _ := strings.Cut(global, "."); browserGlobals[root] {
			st.interactive(root)
		}
		return raw()
	}
	return v
}

// args evaluates the arguments of a call, src[a:z].
func (st *state) args(p *parser, a, z int, sc *scope, depth int) ([]value, bool) {
	var out []value
	if s, e := trimJS(p, a, z); s >= e {
		return nil, true
	}
	for _, r := range splitTop(p, a, z, ',') {
		s, e := trimJS(p, r[0], r[1])
		if s >= e {
			continue
		}
		if bytes.HasPrefix(p.b[s:e], []byte("...")) {
			return nil, false
		}
		out = append(out, st.evalIn(p, s, e, sc, depth))
	}
	return out, true
}

func arg(args []value, k int) value {
	if k < len(args) {
		return args[k]
	}
	return undef()
}

// hookState is what a state hook returns: the initial value and a setter
// that does nothing.
func hookState(v value) value {
	return value{kind: arrVal, arr: []value{v, {kind: funcVal, fn: &function{noop: true}}}}
}

// builtin calls a global function: a React hook (its first render), or a
// function of JavaScript's standard library.
func (st *state) builtin(name string, args []value, depth int) value {
	name = strings.TrimPrefix(name, "React.")
	first := arg(args, 0)
	if isHook(name) {
		st.interactive(name)
	}
	switch name {
	case "useState":
		if first.kind == funcVal {
			first = st.call(first.fn, nil, nil, depth+1)
		}
		return hookState(first)
	case "useReducer":
		init := arg(args, 1)
		if f := arg(args, 2); f.kind == funcVal {
			init = st.call(f.fn, []value{init}, nil, depth+1)
		}
		return hookState(init)
	case "useTransition":
		return hookState(value{kind: boolVal})
	case "useRef":
		return value{kind: objVal, obj: map[string]value{"current": first}, keys: []string{"current"}}
	case "useMemo":
		if first.kind == funcVal {
			return st.call(first.fn, nil, nil, depth+1)
		}
		return raw()
	case "useCallback", "useDeferredValue":
		return first
	case "useId":
		return str(":" + st.newID("r") + ":")
	case "useEffect", "useLayoutEffect", "useInsertionEffect", "useImperativeHandle", "useContext", "useDebugValue":
		return undef()
	case "console.log", "console.warn", "console.error", "console.info", "console.debug":
		return undef()
	case "String":
		return str(first.String())
	case "Number", "parseFloat", "parseInt":
		f, ok := first.float()
		if !ok {
			return raw()
		}
		if name == "parseInt" {
			f = math.Trunc(f)
		}
		return num(f)
	case "Boolean":
		return value{kind: boolVal, b: first.truthy()}
	case "encodeURIComponent":
		return str(strings.ReplaceAll(urlEscape(first.String()), "+", "%20"))
	case "Array.isArray":
		return value{kind: boolVal, b: first.kind == arrVal}
	case "Object.keys", "Object.values", "Object.entries":
		if first.kind != objVal {
			return raw()
		}
		out := value{kind: arrVal}
		for _, k := range first.keys {
			switch name {
			case "Object.keys":
				out.arr = append(out.arr, str(k))
			case "Object.values":
				out.arr = append(out.arr, first.obj[k])
			default:
				out.arr = append(out.arr, value{kind: arrVal, arr: []value{str(k), first.obj[k]}})
			}
		}
		return out
	case "Math.min", "Math.max", "Math.round", "Math.floor", "Math.ceil", "Math.abs":
		var fs []float64
		for _, a := range args {
			f, ok := a.float()
			if !ok {
				return raw()
			}
			fs = append(fs, f)
		}
		switch {
		case name == "Math.min" && len(fs) > 0:
			return num(slices.Min(fs))
		case name == "Math.max" && len(fs) > 0:
			return num(slices.Max(fs))
		case len(fs) == 0:
			return raw()
		case name == "Math.round":
			return num(math.Floor(fs[0] + 0.5))
		case name == "Math.floor":
			return num(math.Floor(fs[0]))
		case name == "Math.ceil":
			return num(math.Ceil(fs[0]))
		default:
			return num(math.Abs(fs[0]))
		}
	}
	if root, _, _ := strings.Cut(name, "."); browserGlobals[root] {
		st.interactive(root)
	}
	return raw()
}

func urlEscape(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteString("%" + strings.ToUpper(strconv.FormatUint(uint64(c)>>4, 16)+strconv.FormatUint(uint64(c)&15, 16)))
	}
	return b.String()
}

// method calls recv.name(args) for the methods of arrays, strings and
// numbers that components use, and functions stored in objects.
func (st *state) method(recv value, name string, args []value, depth int) value {
	first := arg(args, 0)
	if recv.kind == objVal {
		if f := recv.obj[name]; f.kind == funcVal {
			return st.call(f.fn, args, nil, depth+1)
		}
		return raw()
	}
	switch recv.kind {
	case arrVal:
		return st.arrayMethod(recv, name, args, depth)
	case strVal:
		s := recv.s
		switch name {
		case "toUpperCase":
			return str(strings.ToUpper(s))
		case "toLowerCase":
			return str(strings.ToLower(s))
		case "trim":
			return str(strings.TrimSpace(s))
		case "trimStart":
			return str(strings.TrimLeft(s, " \t\n\r"))
		case "trimEnd":
			return str(strings.TrimRight(s, " \t\n\r"))
		case "toString":
			return recv
		case "includes":
			return value{kind: boolVal, b: strings.Contains(s, first.String())}
		case "startsWith":
			return value{kind: boolVal, b: strings.HasPrefix(s, first.String())}
		case "endsWith":
			return value{kind: boolVal, b: strings.HasSuffix(s, first.String())}
		case "indexOf":
			k := strings.Index(s, first.String())
			if k > 0 {
				k = len([]rune(s[:k]))
			}
			return num(float64(k))
		case "split":
			if first.kind != strVal {
				return value{kind: arrVal, arr: []value{recv}}
			}
			out := value{kind: arrVal}
			for _, part := range strings.Split(s, first.s) {
				out.arr = append(out.arr, str(part))
			}
			return out
		case "replace", "replaceAll":
			if first.kind != strVal || !arg(args, 1).scalar() {
				return raw() // a regular expression or a function
			}
			n := 1
			if name == "replaceAll" {
				n = -1
			}
			return str(strings.Replace(s, first.s, arg(args, 1).String(), n))
		case "slice", "substring", "charAt":
			r := []rune(s)
			lo, hi := sliceBounds(len(r), args, name == "substring")
			if name == "charAt" {
				lo, hi = sliceBounds(len(r), []value{first, num(floatOr(first, 0) + 1)}, false)
			}
			return str(string(r[lo:hi]))
		case "repeat":
			f, _ := first.float()
			if f < 0 || f*float64(len(s)) > maxStringLen {
				return raw()
			}
			return str(strings.Repeat(s, int(f)))
		case "padStart", "padEnd":
			f, _ := first.float()
			pad := " "
			if p := arg(args, 1); p.kind == strVal && p.s != "" {
				pad = p.s
			}
			n := int(f) - len([]rune(s))
			if n <= 0 {
				return recv
			}
			if n > maxStringLen {
				return raw()
			}
			fill := []rune(strings.Repeat(pad, n/len([]rune(pad))+1))[:n]
			if name == "padStart" {
				return str(string(fill) + s)
			}
			return str(s + string(fill))
		}
	case numVal:
		f, _ := recv.float()
		switch name {
		case "toString":
			return str(recv.s)
		case "toFixed":
			d, _ := first.float()
			if d < 0 || d > 100 {
				return raw()
			}
			return str(strconv.FormatFloat(f, 'f', int(d), 64))
		}
	}
	return raw()
}

func floatOr(v value, def float64) float64 {
	if f, ok := v.float(); ok && v.kind != undefVal {
		return f
	}
	return def
}

// sliceBounds returns the bounds slice(args...) selects of n elements.
func sliceBounds(n int, args []value, substring bool) (int, int) {
	fix := func(f float64) int {
		if f < 0 {
			if substring {
				return 0
			}
			f += float64(n)
		}
		return max(0, min(n, int(f)))
	}
	lo := fix(floatOr(arg(args, 0), 0))
	hi := fix(floatOr(arg(args, 1), float64(n)))
	if substring && lo > hi {
		lo, hi = hi, lo
	}
	return lo, max(lo, hi)
}

func (st *state) arrayMethod(recv value, name string, args []value, depth int) value {
	first := arg(args, 0)
	each := func(fn func(k int, r value) bool) value {
		if first.kind != funcVal {
			return raw()
		}
		for k, e := range recv.arr {
			r := st.call(first.fn, []value{e, num(float64(k)), recv}, nil, depth+1)
			if r.kind == rawVal {
				return r
			}
			if !fn(k, r) {
				break
			}
		}
		return value{}
	}
	switch name {
	case "map":
		out := value{kind: arrVal, arr: make([]value, 0, len(recv.arr))}
		if r := each(func(_ int, r value) bool { out.arr = append(out.arr, r); return true }); r.kind == rawVal {
			return r
		}
		return out
	case "filter":
		out := value{kind: arrVal}
		if r := each(func(k int, r value) bool {
			if r.truthy() {
				out.arr = append(out.arr, recv.arr[k])
			}
			return true
		}); r.kind == rawVal {
			return r
		}
		return out
	case "find", "findIndex", "some", "every":
		found := -1
		if r := each(func(k int, r value) bool {
			if r.truthy() != (name == "every") {
				found = k
				return false
			}
			return true
		}); r.kind == rawVal {
			return r
		}
		switch name {
		case "find":
			if found < 0 {
				return undef()
			}
			return recv.arr[found]
		case "findIndex":
			return num(float64(found))
		case "some":
			return value{kind: boolVal, b: found >= 0}
		}
		return value{kind: boolVal, b: found < 0}
	case "join":
		sep := ","
		if first.kind != undefVal {
			sep = first.String()
		}
		parts := make([]string, 0, len(recv.arr))
		for _, e := range recv.arr {
			if !e.scalar() && e.kind != nullVal && e.kind != undefVal {
				return raw()
			}
			if e.kind == nullVal || e.kind == undefVal {
				parts = append(parts, "")
				continue
			}
			parts = append(parts, e.String())
		}
		return str(strings.Join(parts, sep))
	case "slice":
		lo, hi := sliceBounds(len(recv.arr), args, false)
		return value{kind: arrVal, arr: recv.arr[lo:hi]}
	case "includes", "indexOf":
		k := slices.IndexFunc(recv.arr, func(e value) bool { return strictEqual(e, first) })
		if name == "includes" {
			return value{kind: boolVal, b: k >= 0}
		}
		return num(float64(k))
	case "concat":
		out := value{kind: arrVal, arr: slices.Clone(recv.arr)}
		for _, a := range args {
			if a.kind == arrVal {
				out.arr = append(out.arr, a.arr...)
			} else {
				out.arr = append(out.arr, a)
			}
		}
		return out
	case "reverse":
		out := value{kind: arrVal, arr: slices.Clone(recv.arr)}
		slices.Reverse(out.arr)
		return out
	}
	return raw()
}

// strictEqual is JavaScript's === for the values a static render has;
// objects, arrays and functions are never equal (their identity is
// unknown).
func strictEqual(x, y value) bool {
	if x.kind != y.kind {
		return false
	}
	switch x.kind {
	case undefVal, nullVal:
		return true
	case strVal:
		return x.s == y.s
	case numVal:
		f, _ := x.float()
		g, _ := y.float()
		return f == g
	case boolVal:
		return x.b == y.b
	}
	return false
}

// looseEqual is JavaScript's == for the same values.
func looseEqual(x, y value) bool {
	nullish := func(v value) bool { return v.kind == undefVal || v.kind == nullVal }
	switch {
	case nullish(x) || nullish(y):
		return nullish(x) && nullish(y)
	case x.kind == y.kind:
		return strictEqual(x, y)
	case x.scalar() && y.scalar():
		f, ok1 := x.float()
		g, ok2 := y.float()
		return ok1 && ok2 && f == g
	}
	return false
}

// compare evaluates a relational operator.
func compare(op string, x, y value) value {
	var c int
	if x.kind == strVal && y.kind == strVal {
		c = strings.Compare(x.s, y.s)
	} else {
		f, ok1 := x.float()
		g, ok2 := y.float()
		if !ok1 || !ok2 {
			return value{kind: boolVal}
		}
		switch {
		case f < g:
			c = -1
		case f > g:
			c = 1
		}
	}
	var r bool
	switch op {
	case "<":
		r = c < 0
	case "<=":
		r = c <= 0
	case ">":
		r = c > 0
	case ">=":
		r = c >= 0
	}
	return value{kind: boolVal, b: r}
}

// Operator tokens, longest first, for findBinary.
var opTokens = []string{"===", "!==", "**", "==", "!=", "<=", ">=", "=>", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "+", "-", "*", "/", "%", "<", ">", "=", "!", "?", ":", "~"}

// findBinary returns the last top-level binary operator of src[a:z] that
// is one of ops (as a whole token, with an operand before it), or -1.
func findBinary(p *parser, a, z int, ops ...string) (int, string) {
	b := p.b
	found, which := -1, ""
	skipTo := a
	walkTop(p, a, z, func(i int) bool {
		if i < skipTo || isSpace(b[i]) || b[i] == '\n' {
			return false
		}
		for _, t := range opTokens {
			if bytes.HasPrefix(b[i:z], []byte(t)) {
				if slices.Contains(ops, t) && hasOperand(b, a, i) {
					found, which = i, t
				}
				skipTo = i + len(t)
				return false
			}
		}
		return false
	})
	return found, which
}

// hasOperand reports whether an operand ends before offset k of src[a:].
func hasOperand(b []byte, a, k int) bool {
	j := k - 1
	for j >= a && (isSpace(b[j]) || b[j] == '\n') {
		j--
	}
	return j >= a && bytes.IndexByte([]byte("+-*/%=<>!&|?:,([{~^"), b[j]) < 0
}
