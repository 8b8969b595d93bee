package mdx

import (
	"bytes"
	"sort"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	jsparser "github.com/dop251/goja/parser"
)

// eval evaluates the expression src[a:z] in scope sc: a literal, a JSX
// element or a bound name directly (fastValue), anything else on the
// engine. rawVal means it could not be: a name bound nowhere, code that
// does not compile, or a throw (reported).
func (st *state) eval(src *source, a, z int, sc *scope) value {
	if v, ok := st.fastValue(src, a, z, sc); ok {
		return v
	}
	if !looksLikeCode(src.b[a:z]) && isSequence(strings.TrimSpace(string(src.b[a:z]))) {
		return raw() // {"tool", "prompt"}: a set written in prose
	}
	fr := &frag{src: src, sc: sc}
	v, ok := st.jsValue(fr, a, z)
	if !ok {
		return raw()
	}
	return v
}

// fastValue reads src[a:z] when it needs no evaluation: a string, number
// or boolean literal, null, undefined, a JSX element (MDX content, parsed
// as the page is) or a name bound in sc with members of it (props.title).
// A name bound nowhere that is no global of JavaScript is rawVal: prose
// such as {client_id} that MDX would reject. ok is false for anything
// else, which the engine runs.
func (st *state) fastValue(src *source, a, z int, sc *scope) (v value, ok bool) {
	p := newParser(src, a, z)
	b := src.b
	a, z = trimJS(p, a, z)
	if a >= z {
		return undef(), true
	}
	switch c := b[a]; {
	case c == '"' || c == '\'':
		if e := p.jsString(a); e == z && b[z-1] == c && z-a >= 2 {
			return value{kind: strVal, s: jsUnquote(string(b[a+1 : z-1]))}, true
		}
		return value{}, false
	case c == '<':
		if e, ok := p.skipJSX(a); ok && e == z {
			return value{kind: jsxVal, frag: &frag{src: src, nodes: st.parseJSX(src, a, z), sc: sc, jsx: true}}, true
		}
		return value{}, false
	case c >= '0' && c <= '9' || c == '.':
		if plainNumber(b[a:z]) {
			return value{kind: numVal, s: string(b[a:z])}, true
		}
		return value{}, false
	}
	word := string(b[a:z])
	switch word {
	case "true", "false":
		return value{kind: boolVal, b: word == "true"}, true
	case "null":
		return value{kind: nullVal}, true
	case "undefined":
		return undef(), true
	}
	path, isPath := memberPath(word)
	if !isPath {
		return value{}, false
	}
	if v := st.lookupPath(sc, path); v.kind != rawVal {
		return v, true
	}
	if jsGlobals[path[0]] || st.lookupComp(sc, path[0]) != nil {
		return value{}, false
	}
	return raw(), true
}

// plainNumber reports whether b is a decimal number as written: digits,
// one dot, no exponent, sign or other base.
func plainNumber(b []byte) bool {
	dots, digits := 0, 0
	for _, c := range b {
		switch {
		case c == '.':
			dots++
		case c >= '0' && c <= '9':
			digits++
		default:
			return false
		}
	}
	return dots <= 1 && digits > 0 && (len(b) == 1 || b[0] != '0' || b[1] == '.')
}

// jsGlobals are the names of the engine's global object that an
// expression may read: a bare name bound nowhere else runs on the engine
// only if it is one of these.
var jsGlobals = map[string]bool{
	"Math": true, "JSON": true, "Number": true, "String": true, "Object": true, "Array": true,
	"Boolean": true, "Date": true, "RegExp": true, "Symbol": true, "Map": true, "Set": true,
	"NaN": true, "Infinity": true, "globalThis": true, "parseInt": true, "parseFloat": true,
	"isNaN": true, "isFinite": true, "encodeURIComponent": true, "decodeURIComponent": true,
	"encodeURI": true, "decodeURI": true, "React": true, "console": true, "process": true,
	"window": true, "document": true, "navigator": true,
}

// jsExpr runs an MDX {expression} on the engine, with the names of its
// scope (props, the file's exports and imports) bound; it writes what
// the expression renders. ok is false when the expression does not
// compile (literal braces in prose), or when it is not code-like and
// reads a name bound nowhere ({a, b} in prose): the caller shows it as
// written. A throw is a warning and renders nothing: the reader never
// sees the code.
func (st *state) jsExpr(w *bytes.Buffer, fr *frag, a, z int, inline bool) (ok bool) {
	code := strings.TrimSpace(string(fr.src.b[a:z]))
	if !looksLikeCode(fr.src.b[a:z]) && isSequence(code) {
		return false // {"tool", "prompt"}: a set written in prose
	}
	var out bytes.Buffer
	ok, jerr := st.runExpr(fr, code, a, func(rc *renderCtx, v goja.Value) error {
		if !st.md {
			return rc.render(&out, v, inline)
		}
		sb := &synth{vars: map[string]value{}}
		nodes, err := rc.synthChildren(sb, v, true)
		if err != nil {
			return err
		}
		src := &source{file: fr.src.file, b: sb.b.Bytes()}
		st.flow(&out, &frag{src: src, nodes: nodes, sc: &scope{vars: sb.vars}, jsx: true}, inline)
		return nil
	})
	if jerr != nil {
		if strings.HasPrefix(jerr.msg, "ReferenceError") && !looksLikeCode(fr.src.b[a:z]) {
			return false
		}
		st.warnf(fr.src, a-1, "expression {%s}: %s; left out", clip(code, 40), jerr.msg)
	}
	w.Write(out.Bytes())
	return ok
}

// isSequence reports whether code is a comma expression (a, b).
func isSequence(code string) bool {
	prog, err := jsparser.ParseFile(nil, "", code, 0)
	if err != nil || len(prog.Body) != 1 {
		return false
	}
	st, ok := prog.Body[0].(*ast.ExpressionStatement)
	if !ok {
		return false
	}
	_, ok = st.Expression.(*ast.SequenceExpression)
	return ok
}

// jsValue evaluates an attribute's expression src[a:z] on the engine, as
// jsExpr does an expression; ok is false when it does not compile or
// is prose that reads a name bound nowhere. A throw is reported and
// undefined.
func (st *state) jsValue(fr *frag, a, z int) (v value, ok bool) {
	v = undef()
	code := strings.TrimSpace(string(fr.src.b[a:z]))
	ok, jerr := st.runExpr(fr, code, a, func(_ *renderCtx, res goja.Value) error {
		v = st.fromJS(res, 0)
		return nil
	})
	if jerr != nil {
		if strings.HasPrefix(jerr.msg, "ReferenceError") && !looksLikeCode(fr.src.b[a:z]) {
			return raw(), false // prose: {{index}}
		}
		st.warnf(fr.src, a-1, "expression {%s}: %s; left out", clip(code, 40), jerr.msg)
		return undef(), true
	}
	return v, ok
}

// runExpr compiles code, an expression at offset a of fr, in a function
// of the names of fr's scope, runs it and gives its value to use, all
// under the watchdog. compiled is false when the code does not compile;
// err is what it threw.
func (st *state) runExpr(fr *frag, code string, a int, use func(*renderCtx, goja.Value) error) (compiled bool, jerr *jsError) {
	if code == "" {
		return false, nil
	}
	names := scopeNames(st, fr.sc)
	var b strings.Builder
	b.WriteString("export default function (__nav_scope) {\n")
	if len(names) > 0 {
		b.WriteString("  const { " + strings.Join(names, ", ") + " } = __nav_scope;\n")
	}
	b.WriteString("  return (<>{" + code + "\n}</>);\n}\n")
	p := st.r.progs.compile(fr.src.file+"#expression", b.String())
	if p.err != nil {
		return false, nil
	}
	en := st.engine()
	en.definePlatform(code)
	bound := en.rt.NewObject()
	for _, name := range names {
		_ = bound.Set(name, st.scopeValue(fr.sc, name))
	}
	jm := st.runProgram(fr.src.file+"#expression", p, nil)
	if jm.err != nil {
		return true, jm.err
	}
	f, isFn := goja.AssertFunction(jm.exports.Get("default"))
	if !isFn {
		return false, nil
	}
	rc := &renderCtx{st: st, en: en, src: fr.src}
	err := en.guard(func() error {
		v, err := f(goja.Undefined(), bound)
		if err != nil {
			return err
		}
		// The fragment around the code: its one child is the value.
		if o, ok := v.(*goja.Object); ok && st.isElement(o) {
			if props, ok := o.Get("props").(*goja.Object); ok {
				v = props.Get("children")
			}
		}
		return use(rc, v)
	})
	if err != nil {
		return true, toJSError(fr.src.file, err)
	}
	return true, nil
}

// jsReserved are words that cannot be bound as names.
var jsReserved = map[string]bool{
	"break": true, "case": true, "catch": true, "class": true, "const": true, "continue": true,
	"debugger": true, "default": true, "delete": true, "do": true, "else": true, "export": true,
	"extends": true, "false": true, "finally": true, "for": true, "function": true, "if": true,
	"import": true, "in": true, "instanceof": true, "new": true, "null": true, "return": true,
	"super": true, "switch": true, "this": true, "throw": true, "true": true, "try": true,
	"typeof": true, "var": true, "void": true, "while": true, "with": true, "yield": true,
	"let": true, "static": true, "enum": true, "await": true, "implements": true, "package": true,
	"protected": true, "interface": true, "private": true, "public": true, "arguments": true, "eval": true,
}

// scopeNames returns the names bound in sc, sorted: props (and props
// itself in a snippet), the exports, components and imports of its
// modules.
func scopeNames(st *state, sc *scope) []string {
	seen := map[string]bool{}
	add := func(n string) {
		if identRE.MatchString(n) && !jsReserved[n] && !strings.HasPrefix(n, "__nav") {
			seen[n] = true
		}
	}
	for s := sc; s != nil; s = s.parent {
		for n := range s.vars {
			add(n)
		}
		if s.props {
			add("props")
		}
		if m := s.mod; m != nil {
			for n := range m.vars {
				add(n)
			}
			for n := range m.comps {
				add(n)
			}
			for n := range m.imports {
				add(n)
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// scopeValue returns name's value in sc for JavaScript.
func (st *state) scopeValue(sc *scope, name string) goja.Value {
	if ps := propsScope(sc); name == "props" && ps != nil && !st.bound(sc, name) {
		o := st.en.rt.NewObject()
		for _, k := range sortedKeys(ps.vars) {
			_ = o.Set(k, st.toJS(ps.vars[k]))
		}
		return o
	}
	if v, ok := st.lookup(sc, name); ok && v.kind != funcVal {
		return st.toJS(v)
	}
	if c := st.lookupComp(sc, name); c != nil {
		if c.js != nil {
			return c.js
		}
		return st.en.marker(c)
	}
	if v, ok := st.lookup(sc, name); ok {
		return st.toJS(v)
	}
	return goja.Undefined()
}

func sortedKeys(m map[string]value) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
