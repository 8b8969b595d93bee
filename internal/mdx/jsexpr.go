package mdx

import (
	"bytes"
	"sort"
	"strings"

	"github.com/dop251/goja"
)

// jsExpr runs an MDX {expression} that the old evaluator could not, on
// the engine, with the names of its scope (props, the file's exports
// and imports) bound; it writes what the expression renders. ok is false
// when the expression does not compile (literal braces in prose, say),
// which the caller shows as written. A throw is a warning and renders
// nothing: the reader never sees the code.
func (st *state) jsExpr(w *bytes.Buffer, fr *frag, a, z int, inline bool) (ok bool) {
	code := strings.TrimSpace(string(fr.src.b[a:z]))
	var out bytes.Buffer
	ok = st.runExpr(fr, code, a, func(rc *renderCtx, v goja.Value) error {
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
	w.Write(out.Bytes())
	return ok
}

// jsValue evaluates an attribute's expression src[a:z] on the engine, as
// jsExpr does an expression; ok is false when it does not compile.
func (st *state) jsValue(fr *frag, a, z int) (v value, ok bool) {
	v = undef()
	code := strings.TrimSpace(string(fr.src.b[a:z]))
	ok = st.runExpr(fr, code, a, func(_ *renderCtx, res goja.Value) error {
		v = st.fromJS(res, 0)
		return nil
	})
	return v, ok
}

// runExpr compiles code, an expression at offset a of fr, in a function
// of the names of fr's scope, runs it and gives its value to use, all
// under the watchdog. A throw is a warning at a; false means the code
// does not compile.
func (st *state) runExpr(fr *frag, code string, a int, use func(*renderCtx, goja.Value) error) bool {
	if code == "" {
		return false
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
		return false
	}
	en := st.engine()
	en.definePlatform(code)
	bound := en.rt.NewObject()
	for _, name := range names {
		_ = bound.Set(name, st.scopeValue(fr.sc, name))
	}
	jm := st.runProgram(fr.src.file+"#expression", p, nil)
	if jm.err != nil {
		st.warnf(fr.src, a-1, "expression {%s}: %s; left out", clip(code, 40), jm.err.msg)
		return true
	}
	f, isFn := goja.AssertFunction(jm.exports.Get("default"))
	if !isFn {
		return false
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
		st.warnf(fr.src, a-1, "expression {%s}: %s; left out", clip(code, 40), toJSError(fr.src.file, err).msg)
	}
	return true
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
