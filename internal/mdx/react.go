package mdx

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/dop251/goja"

	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
)

// This file renders what the engine's components return the way
// react-dom/server's renderToStaticMarkup does, and bridges the values of
// the old evaluator (props written in MDX) and JavaScript's.

// Limits on one component's render: elements nested (a component that
// renders itself) and the HTML it writes.
const (
	maxRenderDepth = 256
	maxRenderBytes = 8 << 20
	maxConvDepth   = 32 // JavaScript objects converted to props
)

var errRenderDeep = errors.New("components nested too deep (one renders itself?)")
var errRenderBig = errors.New("component renders too much HTML")

// renderCtx is one component render: where its HTML goes.
type renderCtx struct {
	st    *state
	en    *engine
	depth int
	src   *source // the module being rendered, for link positions
	// selected is the value of the select being rendered, which marks
	// its options; nil outside a select or without a value.
	selected goja.Value
}

// loadJSModule runs a .jsx snippet or a page's ESM (src, positions as in
// m.src) and binds its exports in m. It reports what stops the module and
// returns false then.
func (st *state) loadJSModule(m *module, code string) bool {
	jm := st.jsModule(m.path, code, m)
	m.jsm = jm
	if jm.err != nil {
		st.jsWarn(jm.err, m.src, 0, "%s; the module's exports are left out", jm.err.msg)
		return false
	}
	en := st.en
	for _, k := range jm.exports.Keys() {
		if k == "__esModule" {
			continue
		}
		if k == "default" && !m.js {
			// An MDX file's default export is its layout, which the
			// reference does not use.
			off := bytes.Index(m.src.b, []byte("export default"))
			st.warnf(m.src, off, "export not supported; dropped: %s", clip(string(m.src.b[off:off+bytes.IndexByte(append(m.src.b[off:], '\n'), '\n')]), 40))
			continue
		}
		v := jm.exports.Get(k)
		name := k
		if k == "default" {
			name = "default"
		}
		if f, ok := v.(*goja.Object); ok {
			if _, isFn := goja.AssertFunction(f); isFn {
				if ref, ok := en.ref(f); ok {
					// An import re-exported: the Go thing it stands for.
					if c, ok := ref.(*component); ok {
						m.comps[name] = c
						m.vars[name] = value{kind: funcVal, fn: &function{js: f, comp: c}}
						continue
					}
				}
				c := &component{name: name, mod: m, js: f, at: declOffset(m.src, name)}
				m.comps[name] = c
				m.vars[name] = value{kind: funcVal, fn: &function{js: f, comp: c}}
				continue
			}
		}
		m.vars[name] = st.fromJS(v, 0)
	}
	return true
}

// declOffset finds where name is declared in src, for diagnostics about
// the component; the module's start when it cannot be found.
func declOffset(src *source, name string) int {
	re, err := regexp.Compile(`(?:function\s*\*?\s*|(?:const|let|var|class)\s+)` + regexp.QuoteMeta(name) + `\b`)
	if err != nil {
		return src.start
	}
	if loc := re.FindIndex(src.b[src.start:]); loc != nil {
		k := src.start + loc[0]
		for k > src.start && src.b[k-1] != '\n' {
			k--
		}
		return k + bytes.IndexFunc(src.b[k:], func(r rune) bool { return r != ' ' && r != '\t' })
	}
	return src.start
}

// jsWarn reports a JavaScript error at its position, in the file it
// names when it is one of the page's, else at off of src.
func (st *state) jsWarn(e *jsError, src *source, off int, format string, args ...any) {
	s := src
	if e.file != src.file {
		if m, ok := st.mods[e.file]; ok {
			s = m.src
		} else if e.file == st.pageSrc.file {
			s = st.pageSrc
		} else {
			e.line = 0
		}
	}
	if e.line > 0 {
		off = s.offsetAt(e.line, e.col)
	}
	st.warnf(s, off, format, args...)
}

// offsetAt returns the offset of 1-based line and column (bytes).
func (s *source) offsetAt(line, col int) int {
	s.line(0)
	if line < 1 || line > len(s.lines) {
		return s.start
	}
	off := s.lines[line-1] + max(col-1, 0)
	if line < len(s.lines) {
		off = min(off, s.lines[line]-1)
	}
	return min(off, len(s.b))
}

// ref returns the Go thing a marker function stands for.
func (en *engine) ref(o *goja.Object) (any, bool) {
	v := o.Get("__nav_ref")
	if v == nil || goja.IsUndefined(v) {
		return nil, false
	}
	i := int(v.ToInteger())
	if i < 0 || i >= len(en.refs) {
		return nil, false
	}
	return en.refs[i], true
}

// mdxChildren is MDX content given to a JavaScript component as children.
type mdxChildren struct {
	fr       *frag
	phrasing bool
}

// toJS converts a value of the old evaluator to JavaScript: MDX children
// become an element that renders them where the component puts them.
func (st *state) toJS(v value) goja.Value {
	en := st.en
	rt := en.rt
	switch v.kind {
	case undefVal, rawVal:
		return goja.Undefined()
	case nullVal:
		return goja.Null()
	case strVal:
		return rt.ToValue(v.s)
	case numVal:
		f, _ := strconv.ParseFloat(v.s, 64)
		return rt.ToValue(f)
	case boolVal:
		return rt.ToValue(v.b)
	case htmlVal:
		return st.jsElement(en.marker(&mdxHTML{v.s}), rt.NewObject())
	case jsxVal:
		return st.jsElement(en.marker(&mdxChildren{v.frag, v.phrasing}), rt.NewObject())
	case arrVal:
		items := make([]any, len(v.arr))
		for i, e := range v.arr {
			items[i] = st.toJS(e)
		}
		return rt.NewArray(items...)
	case objVal:
		o := rt.NewObject()
		for _, k := range v.keys {
			_ = o.Set(k, st.toJS(v.obj[k]))
		}
		return o
	case funcVal:
		if v.fn != nil && v.fn.js != nil {
			return v.fn.js
		}
	}
	return goja.Undefined()
}

// mdxHTML is HTML already rendered, given back to JavaScript.
type mdxHTML struct{ h string }

// jsElement returns a React element of type t with props.
func (st *state) jsElement(t goja.Value, props *goja.Object) goja.Value {
	o := st.en.rt.NewObject()
	_ = o.Set("$$typeof", st.en.el)
	_ = o.Set("type", t)
	_ = o.Set("props", props)
	_ = o.Set("key", goja.Null())
	return o
}

// fromJS converts a JavaScript value for the old evaluator and the
// built-in components: elements are rendered to HTML.
func (st *state) fromJS(v goja.Value, depth int) value {
	if v == nil || goja.IsUndefined(v) {
		return undef()
	}
	if goja.IsNull(v) {
		return value{kind: nullVal}
	}
	o, ok := v.(*goja.Object)
	if !ok {
		switch x := v.Export().(type) {
		case string:
			return str(x)
		case bool:
			return value{kind: boolVal, b: x}
		case int64:
			return num(float64(x))
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return str(v.String())
			}
			return num(x)
		}
		return undef()
	}
	if depth > maxConvDepth {
		return raw()
	}
	if _, ok := goja.AssertFunction(o); ok {
		fn := &function{js: o}
		if ref, ok := st.en.ref(o); ok {
			fn.comp, _ = ref.(*component)
		}
		return value{kind: funcVal, fn: fn}
	}
	if st.isElement(o) {
		var b bytes.Buffer
		rc := &renderCtx{st: st, en: st.en, src: st.pageSrc}
		if err := rc.render(&b, o, false); err != nil {
			return raw()
		}
		return value{kind: htmlVal, s: b.String()}
	}
	if o.ClassName() == "Array" {
		n := int(o.Get("length").ToInteger())
		arr := make([]value, 0, min(n, 1<<16))
		for i := 0; i < n && i < 1<<16; i++ {
			arr = append(arr, st.fromJS(o.Get(strconv.Itoa(i)), depth+1))
		}
		return value{kind: arrVal, arr: arr}
	}
	out := value{kind: objVal, obj: map[string]value{}}
	for _, k := range o.Keys() {
		out.keys = append(out.keys, k)
		out.obj[k] = st.fromJS(o.Get(k), depth+1)
	}
	return out
}

func (st *state) isElement(o *goja.Object) bool {
	t := o.Get("$$typeof")
	return t != nil && t.SameAs(st.en.el)
}

// jsComponent renders a JavaScript component with props as React renders
// it the first time. One that throws is reported where it throws, and its
// children stand for it.
func (st *state) jsComponent(w *bytes.Buffer, c *component, props map[string]value, inline bool) {
	key, cacheable := callKey(c, props, inline, st.md)
	if cacheable {
		if h, ok := st.r.calls.get(key); ok {
			w.Write(h.html)
			for name, data := range h.icons {
				if st.icons == nil {
					st.icons = map[string][]byte{}
				}
				st.icons[name] = data
			}
			return
		}
	}
	en := st.engine()
	run := &running{c: c}
	st.running = append(st.running, run)
	ndiags, ntoc, nlinks := len(st.diags), len(st.toc), len(st.links)
	nrefused, nunknown, serial := len(st.refused), len(st.unknown), st.serial
	p := en.rt.NewObject()
	for _, k := range propKeys(props) {
		_ = p.Set(k, st.toJS(props[k]))
	}
	var b bytes.Buffer
	rc := &renderCtx{st: st, en: en, src: c.mod.src}
	err := en.guard(func() error {
		if !st.md {
			return rc.render(&b, st.jsElement(c.js, p), inline)
		}
		// The Markdown twin writes elements as what they mean, as
		// for MDX: the tree becomes nodes the twin's writer reads.
		sb := &synth{vars: map[string]value{}}
		nodes, err := rc.synthChildren(sb, st.jsElement(c.js, p), true)
		if err != nil {
			return err
		}
		src := &source{file: c.mod.src.file, b: sb.b.Bytes()}
		st.flow(&b, &frag{src: src, nodes: nodes, sc: &scope{vars: sb.vars}, jsx: true}, inline)
		return nil
	})
	st.running = st.running[:len(st.running)-1]
	if err != nil {
		st.diags, st.toc, st.links = st.diags[:ndiags], st.toc[:ntoc], st.links[:nlinks]
		e := toJSError(c.mod.path, err)
		st.jsWarn(e, c.mod.src, c.at, "React component %s: %s; its children are shown instead", c.name, e.msg)
		if ch, ok := props["children"]; ok {
			st.writeValue(w, ch, inline)
		}
		return
	}
	w.Write(b.Bytes())
	if len(run.reasons) > 0 {
		st.warnComponent(c, "interactive React component %s (%s): rendered as it first appears, without its behaviour", c.name, strings.Join(run.reasons, ", "))
		return
	}
	// The same output for the same props on another page, unless the
	// call left a mark on this page beyond its HTML and icons (a
	// diagnostic, a link, a heading, an id).
	if cacheable && len(st.diags) == ndiags && len(st.toc) == ntoc && len(st.links) == nlinks && len(st.refused) == nrefused &&
		len(st.unknown) == nunknown && st.serial == serial && !bytes.Contains(b.Bytes(), []byte(" id=")) {
		st.r.calls.put(key, call{html: bytes.Clone(b.Bytes()), icons: st.iconsIn(b.Bytes())})
	}
}

// iconsIn returns the icon files h draws from (its <use>s of the
// Renderer's IconDir), as the page recorded them.
func (st *state) iconsIn(h []byte) map[string][]byte {
	if st.r.iconDir == "" {
		return nil
	}
	var icons map[string][]byte
	mark := []byte(`<use href="` + st.r.iconDir)
	for i := bytes.Index(h, mark); i >= 0; i = bytes.Index(h, mark) {
		h = h[i+len(mark):]
		name, _, _ := bytes.Cut(h, []byte("#"))
		if data, ok := st.icons[string(name)]; ok {
			if icons == nil {
				icons = map[string][]byte{}
			}
			icons[string(name)] = data
		}
	}
	return icons
}

// callKey is the key of a call of component c with props in the
// Renderer's cache of calls, or false when the call is not one to cache:
// props holding content, a function or HTML.
func callKey(c *component, props map[string]value, inline, md bool) (string, bool) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%d\x00%s\x00%t%t", c.mod.path, c.at, c.name, inline, md)
	for _, k := range propKeys(props) {
		b.WriteString("\x00" + k + "=")
		if !appendKey(&b, props[k], 0) {
			return "", false
		}
	}
	return b.String(), true
}

func appendKey(b *strings.Builder, v value, depth int) bool {
	if depth > 8 {
		return false
	}
	switch v.kind {
	case undefVal, nullVal, strVal, numVal, boolVal:
		fmt.Fprintf(b, "%d:%q:%t", v.kind, v.s, v.b)
	case arrVal:
		b.WriteString("[")
		for _, e := range v.arr {
			if !appendKey(b, e, depth+1) {
				return false
			}
			b.WriteString(",")
		}
		b.WriteString("]")
	case objVal:
		b.WriteString("{")
		for _, k := range v.keys {
			fmt.Fprintf(b, "%q:", k)
			if !appendKey(b, v.obj[k], depth+1) {
				return false
			}
			b.WriteString(",")
		}
		b.WriteString("}")
	default:
		return false
	}
	return true
}

// calls caches the output of calls of JavaScript components by their
// component and props (callKey), across the pages of a build: a snippet's
// component used with the same props on many pages runs once. Safe for
// concurrent use; bounded.
type calls struct {
	mu sync.Mutex
	m  map[string]call
	n  int // bytes held
}

type call struct {
	html  []byte
	icons map[string][]byte
}

const maxCallBytes = 16 << 20

func (c *calls) get(key string) (call, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h, ok := c.m[key]
	return h, ok
}

func (c *calls) put(key string, h call) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n+len(h.html)+len(key) > maxCallBytes {
		return
	}
	if c.m == nil {
		c.m = map[string]call{}
	}
	if _, ok := c.m[key]; !ok {
		c.m[key] = h
		c.n += len(h.html) + len(key)
	}
}

// propKeys returns the keys of props, children last, others sorted.
func propKeys(props map[string]value) []string {
	keys := make([]string, 0, len(props))
	for k := range props {
		if k != "children" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	if _, ok := props["children"]; ok {
		keys = append(keys, "children")
	}
	return keys
}

// render writes v, a React node, as HTML.
func (rc *renderCtx) render(w *bytes.Buffer, v goja.Value, inline bool) error {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return nil
	}
	if w.Len() > maxRenderBytes {
		return errRenderBig
	}
	o, ok := v.(*goja.Object)
	if !ok {
		switch v.Export().(type) {
		case string, int64, float64:
			w.WriteString(reactEscape(v.String()))
		}
		return nil
	}
	if _, isFn := goja.AssertFunction(o); isFn {
		return nil // React renders no function
	}
	if o.ClassName() == "Array" {
		n := int(o.Get("length").ToInteger())
		for i := 0; i < n; i++ {
			if err := rc.render(w, o.Get(strconv.Itoa(i)), inline); err != nil {
				return err
			}
		}
		return nil
	}
	if !rc.st.isElement(o) {
		return fmt.Errorf("objects are not valid as a React child (found: object with keys {%s})", strings.Join(o.Keys(), ", "))
	}
	if rc.depth++; rc.depth > maxRenderDepth {
		return errRenderDeep
	}
	defer func() { rc.depth-- }()
	t := o.Get("type")
	props, _ := o.Get("props").(*goja.Object)
	if props == nil {
		props = rc.en.rt.NewObject()
	}
	if t.SameAs(rc.en.frag) {
		return rc.render(w, props.Get("children"), inline)
	}
	tobj, isObj := t.(*goja.Object)
	if !isObj {
		if s, ok := t.Export().(string); ok {
			src, off := rc.pos(o)
			return rc.intrinsic(w, s, props, inline, src, off)
		}
		return nil
	}
	if ref, ok := rc.en.ref(tobj); ok {
		return rc.goRef(w, ref, props, inline)
	}
	if name := tobj.Get("__nav_platform"); name != nil && !goja.IsUndefined(name) {
		return rc.platform(w, name.String(), props, inline)
	}
	if ctx, ok := tobj.Get("__nav_provider").(*goja.Object); ok {
		// The context's value is the Provider's for its subtree.
		prev := ctx.Get("_currentValue")
		v := props.Get("value")
		if v == nil {
			v = goja.Undefined()
		}
		ctx.Set("_currentValue", v)
		defer ctx.Set("_currentValue", prev)
		return rc.render(w, props.Get("children"), inline)
	}
	res, err := rc.call(tobj, props)
	if err != nil {
		return err
	}
	return rc.render(w, res, inline)
}

// call runs the component t with props: a function, or a class with a
// render method. Any other type (a context's Provider given as an
// object) stands for its children.
func (rc *renderCtx) call(t, props *goja.Object) (goja.Value, error) {
	f, isFn := goja.AssertFunction(t)
	if !isFn {
		return props.Get("children"), nil
	}
	if proto, ok := t.Get("prototype").(*goja.Object); ok {
		if r := proto.Get("render"); r != nil && !goja.IsUndefined(r) {
			inst, err := rc.en.rt.New(t, props)
			if err != nil {
				return nil, err
			}
			inst.Set("props", props) // as React sets it, whatever the constructor did
			rf, ok := goja.AssertFunction(inst.Get("render"))
			if !ok {
				return nil, nil
			}
			return rf(inst)
		}
	}
	return f(goja.Undefined(), props)
}

// goRef renders an element whose type stands for a Go thing.
func (rc *renderCtx) goRef(w *bytes.Buffer, ref any, props *goja.Object, inline bool) error {
	st := rc.st
	switch r := ref.(type) {
	case *mdxChildren:
		st.flow(w, r.fr, inline || r.phrasing)
	case *mdxHTML:
		w.WriteString(r.h)
	case *component:
		pv, err := rc.props(props)
		if err != nil {
			return err
		}
		st.expandProps(w, r, pv, inline, rc.src, rc.src.start)
	}
	return nil
}

// props converts an element's props for a Go renderer: children are
// rendered to HTML.
func (rc *renderCtx) props(props *goja.Object) (map[string]value, error) {
	out := map[string]value{}
	for _, k := range props.Keys() {
		v := props.Get(k)
		if k == "children" {
			var b bytes.Buffer
			if err := rc.render(&b, v, false); err != nil {
				return nil, err
			}
			out[k] = value{kind: htmlVal, s: b.String()}
			continue
		}
		out[k] = rc.st.fromJS(v, 0)
	}
	return out, nil
}

// platform hands a platform component (Card, Tabs, Steps...) to its
// built-in renderer: the element becomes a node of a small source whose
// attributes name its props, and whose children are the element's
// children: platform elements as nodes (Tabs reads its Tab children),
// the rest rendered to HTML.
func (rc *renderCtx) platform(w *bytes.Buffer, name string, props *goja.Object, inline bool) error {
	sb := &synth{vars: map[string]value{}}
	n, err := rc.synthNode(sb, name, props, false)
	if err != nil {
		return err
	}
	src := &source{file: rc.src.file, b: sb.b.Bytes()}
	fr := &frag{src: src, nodes: []*node{n}, sc: &scope{vars: sb.vars}, jsx: true}
	rc.st.element(w, fr, n, inline)
	return nil
}

// synth builds the source of platform nodes: each value is a name bound
// in vars, written once in b so attributes and expressions can point at
// it.
type synth struct {
	b    bytes.Buffer
	vars map[string]value
}

// add binds v to a new name and returns the range of "{name}" in b.
func (sb *synth) add(v value) (start, end int) {
	name := fmt.Sprintf("__nav%d", len(sb.vars))
	sb.vars[name] = v
	start = sb.b.Len()
	sb.b.WriteString("{" + name + "}")
	return start, sb.b.Len()
}

// synthNode returns the node of an element named name (a platform
// component, or with all an intrinsic element) with props.
func (rc *renderCtx) synthNode(sb *synth, name string, props *goja.Object, all bool) (*node, error) {
	n := &node{kind: elemNode, name: name, block: true}
	for _, k := range props.Keys() {
		if k == "children" || all && (k == "key" || k == "ref" || k == "dangerouslySetInnerHTML" || len(k) > 2 && strings.EqualFold(k[:2], "on")) {
			continue
		}
		s, e := sb.add(rc.st.fromJS(props.Get(k), 0))
		n.attrs = append(n.attrs, attr{name: k, kind: attrExpr, start: s + 1, end: e - 1})
	}
	children, err := rc.synthChildren(sb, props.Get("children"), all)
	if err != nil {
		return nil, err
	}
	n.children = children
	if len(children) > 0 {
		n.inStart, n.inEnd = children[0].start, children[len(children)-1].end
	}
	return n, nil
}

// synthChildren turns the React node v into nodes of sb: platform
// elements always (Tabs reads its Tab children), and with all (the
// Markdown twin) intrinsic elements and text too, components run;
// without, what is not a platform element is rendered to HTML.
func (rc *renderCtx) synthChildren(sb *synth, v goja.Value, all bool) ([]*node, error) {
	var out []*node
	var html bytes.Buffer
	flush := func() {
		if html.Len() == 0 {
			return
		}
		s, e := sb.add(value{kind: htmlVal, s: html.String()})
		out = append(out, &node{kind: exprNode, start: s, end: e})
		html.Reset()
	}
	var walk func(v goja.Value) error
	walk = func(v goja.Value) error {
		if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
			return nil
		}
		o, ok := v.(*goja.Object)
		if !ok {
			if !all {
				return rc.render(&html, v, false)
			}
			switch v.Export().(type) {
			case string, int64, float64:
				s := sb.b.Len()
				sb.b.WriteString(v.String())
				out = append(out, &node{kind: textNode, start: s, end: sb.b.Len()})
			}
			return nil
		}
		if o.ClassName() == "Array" {
			for i, k := 0, int(o.Get("length").ToInteger()); i < k; i++ {
				if err := walk(o.Get(strconv.Itoa(i))); err != nil {
					return err
				}
			}
			return nil
		}
		if !rc.st.isElement(o) {
			return rc.render(&html, v, false) // its error
		}
		cp, _ := o.Get("props").(*goja.Object)
		if cp == nil {
			cp = rc.en.rt.NewObject()
		}
		t := o.Get("type")
		if t.SameAs(rc.en.frag) {
			return walk(cp.Get("children"))
		}
		tobj, isObj := t.(*goja.Object)
		if isObj {
			if pn := tobj.Get("__nav_platform"); pn != nil && !goja.IsUndefined(pn) {
				flush()
				c, err := rc.synthNode(sb, pn.String(), cp, all)
				if err != nil {
					return err
				}
				out = append(out, c)
				return nil
			}
		}
		if !all {
			return rc.render(&html, v, false)
		}
		if !isObj {
			tag, ok := t.Export().(string)
			if !ok || tag == "script" {
				return nil
			}
			flush()
			c, err := rc.synthNode(sb, tag, cp, true)
			if err != nil {
				return err
			}
			out = append(out, c)
			return nil
		}
		if rc.depth++; rc.depth > maxRenderDepth {
			return errRenderDeep
		}
		defer func() { rc.depth-- }()
		if ref, ok := rc.en.ref(tobj); ok {
			switch r := ref.(type) {
			case *mdxChildren:
				flush()
				s, e := sb.add(value{kind: jsxVal, frag: r.fr, phrasing: r.phrasing})
				out = append(out, &node{kind: exprNode, start: s, end: e})
				return nil
			}
			return rc.render(&html, v, false) // Markdown of a snippet
		}
		res, err := rc.call(tobj, cp)
		if err != nil {
			return err
		}
		return walk(res)
	}
	if err := walk(v); err != nil {
		return nil, err
	}
	flush()
	return out, nil
}

// Boolean attributes of HTML as React writes them: present when true.
var reactBoolAttrs = map[string]bool{
	"allowFullScreen": true, "async": true, "autoFocus": true, "autoPlay": true, "controls": true,
	"default": true, "defer": true, "disabled": true, "disablePictureInPicture": true,
	"disableRemotePlayback": true, "formNoValidate": true, "hidden": true, "loop": true,
	"noModule": true, "noValidate": true, "open": true, "playsInline": true, "readOnly": true,
	"required": true, "reversed": true, "scoped": true, "seamless": true, "itemScope": true,
	"checked": true, "multiple": true, "muted": true, "selected": true, "inert": true,
}

// Attributes that take "true" and "false" as strings.
var reactBooleanish = map[string]bool{"contentEditable": true, "draggable": true, "spellCheck": true, "value": true}

// intrinsic writes an HTML element.
func (rc *renderCtx) intrinsic(w *bytes.Buffer, tag string, props *goja.Object, inline bool, src *source, off int) error {
	st := rc.st
	if !validTag.MatchString(tag) {
		// React throws on such a tag; written, it would be markup.
		return fmt.Errorf("invalid tag %q", clip(tag, 30))
	}
	switch strings.ToLower(tag) {
	case "script":
		st.warnf(src, off, "<script> is not run by the reference platform; dropped")
		return nil
	case "img":
		if alt := props.Get("alt"); alt == nil || goja.IsUndefined(alt) {
			st.warnf(src, off, `<img> has no alt attribute: screen readers cannot say what it shows (add alt="what it shows", or alt="" for a decorative image)`)
		}
	case "table":
		// In the scroll box Markdown's tables get, as on the MDX path.
		w.WriteString(markdown.TableWrapOpen)
		defer w.WriteString(markdown.TableWrapClose)
	}
	w.WriteByte('<')
	w.WriteString(tag)
	lower := strings.ToLower(tag)
	// React writes a form element's value as its state: an input's checked
	// and value last, a textarea's value as its content, a select's value
	// as its option marked selected.
	var value, checked goja.Value
	for _, k := range props.Keys() {
		v := props.Get(k)
		switch {
		case k == "children" || k == "key" || k == "ref" || k == "suppressContentEditableWarning" || k == "suppressHydrationWarning":
			continue
		case k == "dangerouslySetInnerHTML":
			// Raw HTML computed by a script is not written: page content
			// is cleaned of scripts and handlers, whatever wrote it.
			continue
		case len(k) > 2 && strings.EqualFold(k[:2], "on"):
			if k[2] >= 'A' && k[2] <= 'Z' {
				st.interactive(k)
			}
			continue
		case k == "style":
			if o, ok := v.(*goja.Object); ok {
				if css := rc.style(o); css != "" {
					w.WriteString(` style="` + reactEscape(css) + `"`)
				}
			}
			continue
		}
		switch lower {
		case "input", "textarea", "select":
			switch k {
			case "value":
				value = orNull(v, value)
				continue
			case "defaultValue":
				if isNull(value) {
					value = orNull(v, nil)
				}
				continue
			case "checked":
				if lower == "input" {
					checked = orNull(v, checked)
					continue
				}
			case "defaultChecked":
				if lower == "input" {
					if isNull(checked) {
						checked = orNull(v, nil)
					}
					continue
				}
			}
		case "option":
			if k == "selected" && rc.selected != nil {
				continue
			}
		}
		rc.attr(w, tag, k, v, src, off)
	}
	switch lower {
	case "input":
		if !isNull(checked) {
			rc.attr(w, tag, "checked", checked, src, off)
		}
		if !isNull(value) {
			rc.attr(w, tag, "value", value, src, off)
		}
	case "option":
		if rc.selected != nil && rc.optionSelected(props) {
			w.WriteString(` selected=""`)
		}
	}
	if isVoid(tag) {
		w.WriteString("/>")
		return nil
	}
	w.WriteByte('>')
	children := props.Get("children")
	switch lower {
	case "textarea":
		if !isNull(value) {
			children = value
		}
	case "select":
		prev := rc.selected
		rc.selected = value
		if isNull(value) {
			rc.selected = nil
		}
		defer func() { rc.selected = prev }()
	}
	if err := rc.render(w, children, inline); err != nil {
		return err
	}
	w.WriteString("</" + tag + ">")
	return nil
}

func isNull(v goja.Value) bool { return v == nil || goja.IsUndefined(v) || goja.IsNull(v) }

// orNull returns v, or def when v is null or undefined.
func orNull(v, def goja.Value) goja.Value {
	if isNull(v) {
		return def
	}
	return v
}

// optionSelected reports whether an option is its select's value (one of
// its values, for an array): its value prop, or its children as a string.
func (rc *renderCtx) optionSelected(props *goja.Object) bool {
	var s string
	if v := props.Get("value"); !isNull(v) {
		s = v.String()
	} else {
		var flat func(v goja.Value)
		flat = func(v goja.Value) {
			if o, ok := v.(*goja.Object); ok && o.ClassName() == "Array" {
				for i, n := 0, int(o.Get("length").ToInteger()); i < n; i++ {
					flat(o.Get(strconv.Itoa(i)))
				}
				return
			}
			if !isNull(v) {
				s += v.String()
			}
		}
		flat(props.Get("children"))
	}
	if o, ok := rc.selected.(*goja.Object); ok && o.ClassName() == "Array" {
		for i, n := 0, int(o.Get("length").ToInteger()); i < n; i++ {
			if o.Get(strconv.Itoa(i)).String() == s {
				return true
			}
		}
		return false
	}
	return rc.selected.String() == s
}

// attr writes attribute k of element tag as React does.
func (rc *renderCtx) attr(w *bytes.Buffer, tag, k string, v goja.Value, src *source, off int) {
	st := rc.st
	if isNull(v) || !validAttr.MatchString(k) || strings.EqualFold(k, "srcdoc") {
		// React skips a name that is not an attribute's; srcdoc is a
		// document of its own, with scripts.
		return
	}
	if _, ok := v.(*goja.Object); ok {
		if _, isFn := goja.AssertFunction(v); isFn {
			return
		}
	}
	name := reactAttrName(k)
	var val string
	switch x := v.Export().(type) {
	case bool:
		switch {
		case reactBoolAttrs[k] || (k == "download" || k == "capture") && x:
			if x {
				w.WriteString(" " + name + `=""`)
			}
			return
		case reactBooleanish[k] || strings.HasPrefix(k, "aria-") || strings.HasPrefix(k, "data-"):
			val = strconv.FormatBool(x)
		default:
			return
		}
	default:
		if reactBoolAttrs[k] {
			if v.ToBoolean() {
				w.WriteString(" " + name + `=""`)
			}
			return
		}
		val = v.String()
	}
	if isLink, asset := linkAttr(tag, name); isLink {
		val = st.link(val, asset, src, off)
	} else if link.Classify(strings.TrimSpace(val)) == link.Script {
		// action, formAction, xlink:href, data...: no attribute
		// carries a script link, whatever its name.
		st.warnf(src, off, "attribute %s=%q dropped: scripts in links are not allowed", name, clip(val, 30))
		return
	}
	if strings.EqualFold(name, "href") {
		val = st.href(val)
	}
	w.WriteString(" " + name + `="` + reactEscape(val) + `"`)
}

// reactAttrName is the attribute React 18 writes for prop k: its own
// spelling for the properties it knows (class, for, the boolean
// attributes and tabindex in lower case, SVG's hyphenated attributes,
// xlink: and xml:), the prop's name otherwise, case kept (HTML reads
// attribute names in any case).
func reactAttrName(k string) string {
	if n, ok := reactAttrNames[k]; ok {
		return n
	}
	if reactBoolAttrs[k] {
		return strings.ToLower(k)
	}
	return k
}

var reactAttrNames = func() map[string]string {
	m := map[string]string{
		"className": "class", "htmlFor": "for", "acceptCharset": "accept-charset", "httpEquiv": "http-equiv",
		"rowSpan": "rowspan", "start": "start", "contentEditable": "contenteditable", "draggable": "draggable",
		"spellCheck": "spellcheck", "tabIndex": "tabindex", "crossOrigin": "crossorigin",
		"xlinkActuate": "xlink:actuate", "xlinkArcrole": "xlink:arcrole", "xlinkHref": "xlink:href",
		"xlinkRole": "xlink:role", "xlinkShow": "xlink:show", "xlinkTitle": "xlink:title", "xlinkType": "xlink:type",
		"xmlBase": "xml:base", "xmlLang": "xml:lang", "xmlSpace": "xml:space",
	}
	// React's camelized SVG attributes, written hyphenated.
	for _, a := range strings.Fields(`accent-height alignment-baseline arabic-form baseline-shift cap-height
		clip-path clip-rule color-interpolation color-interpolation-filters color-profile color-rendering
		dominant-baseline enable-background fill-opacity fill-rule flood-color flood-opacity font-family
		font-size font-size-adjust font-stretch font-style font-variant font-weight glyph-name
		glyph-orientation-horizontal glyph-orientation-vertical horiz-adv-x horiz-origin-x image-rendering
		letter-spacing lighting-color marker-end marker-mid marker-start overline-position overline-thickness
		paint-order panose-1 pointer-events rendering-intent shape-rendering stop-color stop-opacity
		strikethrough-position strikethrough-thickness stroke-dasharray stroke-dashoffset stroke-linecap
		stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration
		text-rendering underline-position underline-thickness unicode-bidi unicode-range units-per-em
		v-alphabetic v-hanging v-ideographic v-mathematical vector-effect vert-adv-y vert-origin-x
		vert-origin-y word-spacing writing-mode xmlns:xlink x-height`) {
		var b strings.Builder
		for i := 0; i < len(a); i++ {
			if (a[i] == '-' || a[i] == ':') && i+1 < len(a) && a[i+1] >= 'a' && a[i+1] <= 'z' {
				b.WriteByte(a[i+1] - 'a' + 'A')
				i++
				continue
			}
			b.WriteByte(a[i])
		}
		m[b.String()] = a
	}
	return m
}()

// style writes a style object as React does: hyphenated names, px after
// numbers but for unitless properties, empty and boolean values left out.
func (rc *renderCtx) style(o *goja.Object) string {
	var b strings.Builder
	for _, k := range o.Keys() {
		v := o.Get(k)
		if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
			continue
		}
		var val string
		switch x := v.Export().(type) {
		case bool:
			continue
		case int64, float64:
			val = v.String()
			if !strings.HasPrefix(k, "--") && !isUnitless(k) && val != "0" {
				val += "px"
			}
			_ = x
		default:
			val = strings.TrimSpace(v.String())
		}
		if val == "" {
			continue
		}
		prop := k
		if !strings.HasPrefix(k, "--") {
			prop = hyphenateStyle(k)
		}
		if b.Len() > 0 {
			b.WriteByte(';')
		}
		b.WriteString(prop + ":" + val)
	}
	return b.String()
}

// React 18's unitless style properties (isUnitlessNumber), each also
// with the prefixes Webkit, ms, Moz and O.
var reactUnitless = map[string]bool{
	"animationIterationCount": true, "aspectRatio": true, "borderImageOutset": true,
	"borderImageSlice": true, "borderImageWidth": true, "boxFlex": true, "boxFlexGroup": true,
	"boxOrdinalGroup": true, "columnCount": true, "columns": true, "flex": true, "flexGrow": true,
	"flexPositive": true, "flexShrink": true, "flexNegative": true, "flexOrder": true,
	"gridArea": true, "gridRow": true, "gridRowEnd": true, "gridRowSpan": true,
	"gridRowStart": true, "gridColumn": true, "gridColumnEnd": true, "gridColumnSpan": true,
	"gridColumnStart": true, "fontWeight": true, "lineClamp": true, "lineHeight": true,
	"opacity": true, "order": true, "orphans": true, "tabSize": true, "widows": true,
	"zIndex": true, "zoom": true, "fillOpacity": true, "floodOpacity": true, "stopOpacity": true,
	"strokeDasharray": true, "strokeDashoffset": true, "strokeMiterlimit": true,
	"strokeOpacity": true, "strokeWidth": true,
}

// isUnitless reports whether React writes a number for style property k
// without px.
func isUnitless(k string) bool {
	if reactUnitless[k] {
		return true
	}
	for _, p := range []string{"Webkit", "ms", "Moz", "O"} {
		if len(k) > len(p) && strings.HasPrefix(k, p) && k[len(p)] >= 'A' && k[len(p)] <= 'Z' {
			return reactUnitless[strings.ToLower(k[len(p):len(p)+1])+k[len(p)+1:]]
		}
	}
	return false
}

// Names React writes: a tag, and an attribute (React's
// isAttributeNameSafe, ASCII only).
var (
	validTag  = regexp.MustCompile(`^[a-zA-Z][a-zA-Z:_.\-\d]*$`)
	validAttr = regexp.MustCompile(`^[:A-Z_a-z][:A-Z_a-z\-.0-9]*$`)
)

var reactEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#x27;")

// reactEscape escapes text as React does, apostrophes included.
func reactEscape(s string) string { return reactEscaper.Replace(s) }

// pos returns where element o is written: its module and offset, from
// the position the JSX runtime gave it; the module rendered otherwise.
func (rc *renderCtx) pos(o *goja.Object) (*source, int) {
	p, ok := o.Get("_nav").(*goja.Object)
	if !ok {
		return rc.src, rc.src.start
	}
	i := int(p.Get("0").ToInteger())
	if i < 0 || i >= len(rc.en.srcs) {
		return rc.src, rc.src.start
	}
	src := rc.en.srcs[i]
	return src, src.offsetAt(int(p.Get("1").ToInteger()), int(p.Get("2").ToInteger()))
}

// hyphenateStyle spells a style property as React does: a hyphen before
// each capital, the first included (WebkitTransition:
// -webkit-transition), and ms- prefixed as -ms-.
func hyphenateStyle(k string) string {
	var b strings.Builder
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c >= 'A' && c <= 'Z' {
			b.WriteByte('-')
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	s := b.String()
	if strings.HasPrefix(s, "ms-") {
		s = "-" + s
	}
	return s
}
