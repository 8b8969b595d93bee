package mdx

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
)

// element renders an element: a component of the scope (snippet or
// exported function), an intrinsic HTML element, a built-in component, or
// an unknown one; as Markdown when st.md.
func (st *state) element(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	if n.name == "" {
		st.children(w, fr, n, inline)
		return
	}
	if c := st.lookupComp(fr.sc, n.name); c != nil {
		st.expand(w, fr, n, inline, c)
		return
	}
	if c := n.name[0]; c >= 'a' && c <= 'z' && !strings.Contains(n.name, ".") {
		if st.md {
			st.mdHTML(w, fr, n, inline)
		} else {
			st.html(w, fr, n, inline)
		}
		return
	}
	if st.md {
		st.mdComponent(w, fr, n, inline)
		return
	}
	if f := builtin(n.name); f != nil {
		f(st, w, fr, n, inline)
		return
	}
	if hint := st.undefinedHint(fr.sc, n.name); hint != "" {
		st.warnf(fr.src, n.start, "<%s> is not defined: %s; its content is shown without it", n.name, hint)
	} else if _, seen := st.unknown[n.name]; !seen {
		st.unknown[n.name] = fr.src.pos(n.start)
	}
	tag := "div"
	if inline {
		tag = "span"
	}
	w.WriteString("<" + tag + ` class="mdx-unknown" data-component="` + escape(n.name) + `">`)
	st.children(w, fr, n, inline)
	w.WriteString("</" + tag + ">")
}

// children renders an element's children in the element's scope.
func (st *state) children(w *bytes.Buffer, fr *frag, n *node, phrasing bool) {
	st.flow(w, &frag{src: fr.src, nodes: n.children, sc: fr.sc, jsx: fr.jsx}, phrasing || n.phrasing)
}

// childHTML renders an element's children to a new slice.
func (st *state) childHTML(fr *frag, n *node, phrasing bool) []byte {
	var b bytes.Buffer
	st.children(&b, fr, n, phrasing)
	return b.Bytes()
}

// enter starts expanding key (a snippet path, or path#Component) used at
// off of src; false means it must not be: a cycle, too deep, too many.
func (st *state) enter(key string, src *source, off int) bool {
	for _, k := range st.stack {
		if k == key {
			st.errorf(src, off, "%s includes itself; not expanded", key)
			return false
		}
	}
	if len(st.stack) >= maxExpandDepth {
		st.errorf(src, off, "snippets nested more than %d deep; %s not expanded", maxExpandDepth, key)
		return false
	}
	if st.expansions++; st.expansions > maxExpansions || st.expanded > maxExpanded {
		if !st.tooMany {
			st.tooMany = true
			st.errorf(src, off, "snippets expand to too much content in one page (more than %d expansions or %d MB); the rest are left out", maxExpansions, maxExpanded>>20)
		}
		return false
	}
	st.stack = append(st.stack, key)
	return true
}

// expand renders a snippet or function component used by element n.
func (st *state) expand(w *bytes.Buffer, fr *frag, n *node, inline bool, c *component) {
	st.expandWith(w, c, func() map[string]value { return st.props(fr, n) }, inline, fr.src, n.start)
}

// expandProps renders a snippet or function component with props, used
// at off of src.
func (st *state) expandProps(w *bytes.Buffer, c *component, props map[string]value, inline bool, src *source, off int) {
	st.expandWith(w, c, func() map[string]value { return props }, inline, src, off)
}

// expandWith renders a snippet or function component used at off of src,
// with the props propsOf gives once the expansion is entered.
func (st *state) expandWith(w *bytes.Buffer, c *component, propsOf func() map[string]value, inline bool, src *source, off int) {
	if c.file == "" {
		if !st.enter(c.mod.path+"#"+c.name, src, off) {
			return
		}
		defer st.leave(st.useAt(src, off))
		st.component(w, c, propsOf(), inline)
		return
	}
	st.inSnippetAt(src, off, c, propsOf, func(sfr *frag) { st.flow(w, sfr, inline) })
}

// inSnippet calls fn with the fragment of snippet file c, used by element
// n, inside its expansion: bounded, and with n's props in scope.
func (st *state) inSnippet(fr *frag, n *node, c *component, fn func(*frag)) {
	st.inSnippetAt(fr.src, n.start, c, func() map[string]value { return st.props(fr, n) }, fn)
}

// inSnippetAt is inSnippet for a use at off of src, with the props
// propsOf gives.
func (st *state) inSnippetAt(src *source, off int, c *component, propsOf func() map[string]value, fn func(*frag)) {
	m := st.module(c.file, src, off, 0)
	if m == nil || !st.enter(m.path, src, off) {
		return
	}
	defer st.leave(st.useAt(src, off))
	sc := &scope{vars: propsOf(), props: true, parent: m.scope}
	st.expanded += len(m.src.b)
	fn(&frag{src: m.src, nodes: m.nodes, sc: sc})
}

// useAt records the line of off in src as where the snippets it expands
// are used (when src is the page) and returns what leave restores.
func (st *state) useAt(src *source, off int) int {
	saved := st.useLine
	if st.useLine == 0 && src == st.pageSrc {
		st.useLine = src.line(off)
	}
	return saved
}

// leave ends the innermost expansion.
func (st *state) leave(useLine int) {
	st.stack = st.stack[:len(st.stack)-1]
	st.useLine = useLine
}

// component renders a function component with props on the engine, as
// React renders it the first time (jsComponent); one that throws is
// reported and its children stand for it.
func (st *state) component(w *bytes.Buffer, c *component, props map[string]value, inline bool) {
	st.jsComponent(w, c, props, inline)
}

// warnComponent reports a component once per page, where it is defined.
func (st *state) warnComponent(c *component, format string, args ...any) {
	if st.warned[c] {
		return
	}
	st.warned[c] = true
	st.diags = append(st.diags, diag.Diagnostic{Severity: diag.Warning, Pos: c.mod.src.pos(c.at), Msg: fmt.Sprintf(format, args...),
		Hint: "navbuild builds static pages and runs no React: state, effects and event handlers do nothing there"})
}

// spread evaluates a spread attribute {...value}.
func (st *state) spread(fr *frag, a attr) value {
	p := newParser(fr.src, a.start, a.end)
	s, e := trimJS(p, a.start, a.end)
	if !bytes.HasPrefix(fr.src.b[s:e], []byte("...")) {
		return raw()
	}
	return st.eval(fr.src, s+3, e, fr.sc)
}

// props evaluates an element's attributes, and its children, as props.
func (st *state) props(fr *frag, n *node) map[string]value {
	props := map[string]value{}
	for _, a := range n.attrs {
		if a.kind == attrSpread {
			v := st.spread(fr, a)
			for _, k := range v.keys {
				props[k] = v.obj[k]
			}
			continue
		}
		props[a.name] = st.attrValue(fr, a)
	}
	if len(n.children) > 0 {
		props["children"] = value{kind: jsxVal, frag: &frag{src: fr.src, nodes: n.children, sc: fr.sc, jsx: fr.jsx}, phrasing: n.phrasing}
	}
	return props
}

// attr returns the value of attribute name of n.
func (st *state) attr(fr *frag, n *node, name string) (value, bool) {
	for _, a := range n.attrs {
		if a.name == name && a.kind != attrSpread {
			return st.attrValue(fr, a), true
		}
	}
	return value{}, false
}

// str returns attribute name as text ("" when missing or not a scalar).
func (st *state) str(fr *frag, n *node, name string) string {
	v, ok := st.attr(fr, n, name)
	if !ok || !v.scalar() {
		return ""
	}
	return strings.TrimSpace(v.String())
}

// flag reports whether attribute name is set and not false.
func (st *state) flag(fr *frag, n *node, name string) bool {
	v, ok := st.attr(fr, n, name)
	if !ok {
		return false
	}
	if v.kind == strVal {
		return v.s != "false"
	}
	return v.truthy()
}

// num returns attribute name as an integer in [lo, hi], or def.
func (st *state) num(fr *frag, n *node, name string, def, lo, hi int) int {
	s := st.str(fr, n, name)
	if s == "" {
		return def
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return def
	}
	return max(lo, min(hi, int(f)))
}

// snippet renders <Snippet file="x.mdx" />: a file of snippets/ (or of
// _snippets/, the older folder).
func (st *state) snippet(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	if c := st.snippetComp(fr, n); c != nil {
		st.expand(w, fr, n, inline, c)
	}
}

// snippetComp finds the file of <Snippet file="x.mdx" />, or reports why
// there is none and returns nil.
func (st *state) snippetComp(fr *frag, n *node) *component {
	file := st.str(fr, n, "file")
	if file == "" {
		st.warnf(fr.src, n.start, "<Snippet> without a file")
		return nil
	}
	candidates := []string{path.Join("snippets", file), path.Join("_snippets", file)}
	if strings.HasPrefix(file, "/") {
		candidates = []string{strings.TrimPrefix(path.Clean(file), "/")}
	}
	for _, c := range candidates {
		if c == ".." || c == "." || c == "" || strings.HasPrefix(c, "../") {
			st.errorf(fr.src, n.start, "snippet %s leaves the docs folder", file)
			return nil
		}
	}
	for _, c := range candidates {
		m, err := st.load(c, 1)
		if err == nil {
			return &component{name: "Snippet", file: m.path}
		}
		if errors.Is(err, docfs.ErrRefused) {
			st.refusedf(fr.src, n.start, "snippet", c, err)
			return nil
		}
	}
	st.errorf(fr.src, n.start, "snippet %s not found", candidates[0])
	return nil
}

// undefinedHint names the import that should have provided the component
// name, which is not defined in sc: the import of name itself, from a
// module that does not export it, or the nearest imported name (a
// misspelling); "" when there is none.
func (st *state) undefinedHint(sc *scope, name string) string {
	type imp struct {
		m     *module
		local string
		b     binding
	}
	var imps []imp
	var locals []string
	for s := sc; s != nil; s = s.parent {
		if s.mod == nil {
			continue
		}
		for local, b := range s.mod.imports {
			imps = append(imps, imp{s.mod, local, b})
			locals = append(locals, local)
		}
	}
	where := func(i imp) string {
		p := i.m.src.pos(i.b.at)
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	}
	for _, i := range imps {
		if i.local == name {
			what := "its default export"
			if i.b.name != "" {
				what = i.b.name
			}
			if t := st.mods[i.b.path]; t != nil && t.jsm != nil && t.jsm.err != nil {
				return fmt.Sprintf("it is imported at %s from %s, whose module stopped with an error", where(i), i.b.path)
			}
			return fmt.Sprintf("it is imported at %s from %s, which does not export %s", where(i), i.b.path, what)
		}
	}
	near := nearest(name, locals)
	for _, i := range imps {
		if i.local == near {
			return fmt.Sprintf("the nearest import is %s, at %s from %s", near, where(i), i.b.path)
		}
	}
	return ""
}
