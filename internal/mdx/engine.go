package mdx

import (
	"cmp"
	"errors"
	"fmt"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
	jsparser "github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/api"
)

// This file runs the JavaScript of .jsx snippets and of a page's exports
// on a real engine: esbuild parses JSX and ESM and turns them into plain
// CommonJS, goja runs it. Both are pure Go, need no cgo and no Node at
// build time. esbuild's transform is the parser the reference's bundler
// family uses; goja is an ES2015+ interpreter whose compiled programs are
// reusable across runtimes, so a snippet is compiled once per build.

// evalBudget bounds the time one evaluation (a module's top level, one
// component's render) may take; then the watchdog interrupts it
// (Options.JSTimeBudget sets another).
const evalBudget = 2 * time.Second

// maxCallStack bounds recursion in JavaScript (Options.JSCallDepth sets
// another).
const maxCallStack = 1024

// program is a module compiled once per build: its goja program, or the
// error that stopped it, at a position of its file.
type program struct {
	prog *goja.Program
	err  *jsError
}

// jsError is an error of JavaScript at a position of its file (1-based
// line and column; 0 when unknown).
type jsError struct {
	file      string
	line, col int
	msg       string
}

func (e *jsError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.file, e.line, e.col, e.msg)
}

// programs caches compiled modules by file and source; it is shared by
// the pages of a build.
type programs struct {
	mu       sync.Mutex
	m        map[string]*program
	compiled int // modules compiled, for tests
}

// compile transforms and compiles the module src of file, once per build.
func (ps *programs) compile(file, src string) *program {
	key := file + "\x00" + src
	ps.mu.Lock()
	if p, ok := ps.m[key]; ok {
		ps.mu.Unlock()
		return p
	}
	ps.mu.Unlock()
	p := compileModule(file, src)
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.m == nil {
		ps.m = map[string]*program{}
	}
	if q, ok := ps.m[key]; ok {
		return q
	}
	ps.compiled++
	ps.m[key] = p
	return p
}

var errNoSourceMapFile = errors.New("source maps are read from the module itself only")

func compileModule(file, src string) *program {
	res := api.Transform(src, api.TransformOptions{
		Loader: api.LoaderJSX,
		Format: api.FormatCommonJS,
		Target: api.ES2017,
		// The development runtime gives each element the position of
		// its tag, for diagnostics and link lines.
		JSX:             api.JSXAutomatic,
		JSXDev:          true,
		JSXImportSource: "react",
		// goja resolves the map's source against the module's name.
		Sourcefile: path.Base(file),
		Sourcemap:  api.SourceMapInline,
		LogLevel:   api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		m := res.Errors[0]
		e := &jsError{file: file, msg: m.Text}
		if m.Location != nil {
			e.line, e.col = m.Location.Line, m.Location.Column+1
		}
		return &program{err: e}
	}
	// The module is wrapped as a function of its CommonJS bindings; the
	// wrapper starts on the first line so that positions hold.
	code := "(function (exports, require, module) {" + string(res.Code) + "\n})"
	ast, err := goja.Parse(file, code, jsparser.WithSourceMapLoader(func(string) ([]byte, error) {
		// Never a file of the machine: esbuild's inline map is read
		// before any loader is asked.
		return nil, errNoSourceMapFile
	}))
	if err != nil {
		return &program{err: &jsError{file: file, msg: err.Error()}}
	}
	prog, err := goja.CompileAST(ast, false)
	if err != nil {
		return &program{err: &jsError{file: file, msg: err.Error()}}
	}
	return &program{prog: prog}
}

// throwError turns what goja returned or panicked with into a jsError
// at the innermost position of file's code, or of the module file.
func toJSError(file string, err error) *jsError {
	var ex *goja.Exception
	var ie *goja.InterruptedError
	var so *goja.StackOverflowError
	var stack []goja.StackFrame
	msg := err.Error()
	switch {
	case errors.As(err, &so):
		stack = so.Stack()
		msg = "RangeError: Maximum call stack size exceeded"
	case errors.As(err, &ie):
		stack = ie.Stack()
		msg = fmt.Sprint(ie.Value())
	case errors.As(err, &ex):
		stack = ex.Stack()
		msg = ex.Value().String()
	}
	e := &jsError{file: file, msg: msg}
	for _, f := range stack {
		pos := f.Position()
		if pos.Filename == "" || pos.Line == 0 {
			continue
		}
		e.file, e.line, e.col = pos.Filename, pos.Line, pos.Column
		break
	}
	return e
}

// errBudget is what the watchdog interrupts a runaway evaluation with.
var errBudget = errors.New("took too long (an endless loop?); stopped")

// guard runs f with the engine's watchdog armed: after evalBudget the
// runtime is interrupted and f's JavaScript throws where it is.
func (en *engine) guard(f func() error) (err error) {
	if en.depth > 0 {
		return f()
	}
	en.depth++
	t := time.AfterFunc(en.budget, func() { en.rt.Interrupt(errBudget) })
	stopMem := en.watchMemory()
	defer func() {
		t.Stop()
		stopMem()
		en.rt.ClearInterrupt()
		en.depth--
		if r := recover(); r != nil {
			if ie, ok := r.(*goja.InterruptedError); ok {
				err = ie
				return
			}
			if ex, ok := r.(*goja.Exception); ok {
				err = ex
				return
			}
			if so, ok := r.(*goja.StackOverflowError); ok {
				err = so
				return
			}
			panic(r)
		}
	}()
	return f()
}

// A jsModule is a module run in a page's engine: its exports.
type jsModule struct {
	exports *goja.Object
	err     *jsError
}

// preludeSrc defines React's element factory and hooks as React renders
// them on the server, first render only, and the globals the platform
// gives snippets without import.
const preludeSrc = `(function (g, note) {
  var EL = Symbol.for("react.element");
  var Fragment = Symbol.for("react.fragment");
  function createElement(type, config) {
    var props = {}, key = null;
    if (config != null) {
      for (var k in config) {
        if (k === "key") key = config[k];
        else if (k !== "ref" && k !== "__self" && k !== "__source") props[k] = config[k];
      }
    }
    var n = arguments.length - 2;
    if (n === 1) props.children = arguments[2];
    else if (n > 1) props.children = Array.prototype.slice.call(arguments, 2);
    if (type && type.defaultProps) {
      for (var d in type.defaultProps) if (props[d] === undefined) props[d] = type.defaultProps[d];
    }
    return { $$typeof: EL, type: type, props: props, key: key };
  }
  function isValidElement(x) { return x != null && typeof x === "object" && x.$$typeof === EL; }
  function cloneElement(el, config) {
    var props = Object.assign({}, el.props), key = el.key;
    if (config != null) for (var k in config) { if (k === "key") key = config[k]; else if (k !== "ref") props[k] = config[k]; }
    var n = arguments.length - 2;
    if (n === 1) props.children = arguments[2];
    else if (n > 1) props.children = Array.prototype.slice.call(arguments, 2);
    return { $$typeof: EL, type: el.type, props: props, key: key };
  }
  function noop() {}
  function hook(name, f) { return function () { note(name); return f.apply(null, arguments); }; }
  function toArray(c) {
    var out = [];
    (function walk(c) {
      if (c == null || typeof c === "boolean") return;
      if (Array.isArray(c)) { c.forEach(walk); return; }
      out.push(c);
    })(c);
    return out;
  }
  // each calls f with every child, nested arrays flattened, as React's
  // mapChildren does: null, undefined and booleans count, given as null.
  function each(c, f) {
    var i = 0;
    (function walk(c) {
      if (Array.isArray(c)) { c.forEach(walk); return; }
      f(c == null || typeof c === "boolean" ? null : c, i++);
    })(c);
    return i;
  }
  var Children = {
    toArray: toArray,
    map: function (c, f, ctx) {
      if (c == null) return c;
      var out = [];
      each(c, function (x, i) { var r = f.call(ctx, x, i); if (Array.isArray(r)) out.push.apply(out, toArray(r)); else if (r != null) out.push(r); });
      return out;
    },
    forEach: function (c, f, ctx) { each(c, function (x, i) { f.call(ctx, x, i); }); },
    count: function (c) { return each(c, noop); },
    only: function (c) { if (!isValidElement(c)) throw new Error("React.Children.only expected to receive a single React element child."); return c; },
  };
  // A Provider is rendered by the renderer, which sets the context's
  // value for its subtree (__nav_provider).
  function createContext(def) {
    var ctx = { _currentValue: def };
    ctx.Provider = function (p) { return p.children; };
    ctx.Provider.__nav_provider = ctx;
    ctx.Consumer = function (p) { return typeof p.children === "function" ? p.children(ctx._currentValue) : null; };
    return ctx;
  }
  function Component(props) { this.props = props; this.state = null; }
  Component.prototype.isReactComponent = {};
  Component.prototype.setState = noop;
  Component.prototype.forceUpdate = noop;
  function PureComponent(props) { Component.call(this, props); }
  PureComponent.prototype = Object.create(Component.prototype);
  PureComponent.prototype.constructor = PureComponent;
  var ids = 0;
  var React = {
    createElement: createElement, Fragment: Fragment, isValidElement: isValidElement, cloneElement: cloneElement,
    Children: Children, createContext: createContext, Component: Component, PureComponent: PureComponent,
    memo: function (c) { return c; },
    forwardRef: function (f) { return function (p) { return f(p, null); }; },
    useState: hook("useState", function (i) { return [typeof i === "function" ? i() : i, noop]; }),
    useReducer: hook("useReducer", function (r, i, init) { return [init ? init(i) : i, noop]; }),
    useEffect: hook("useEffect", noop),
    useLayoutEffect: hook("useLayoutEffect", noop),
    useInsertionEffect: noop,
    useMemo: hook("useMemo", function (f) { return f(); }),
    useCallback: hook("useCallback", function (f) { return f; }),
    useRef: hook("useRef", function (i) { return { current: i }; }),
    useContext: hook("useContext", function (c) { return c ? c._currentValue : undefined; }),
    useId: hook("useId", function () { return ":r" + (ids++).toString(32) + ":"; }),
    useTransition: hook("useTransition", function () { return [false, function (f) { f(); }]; }),
    useDeferredValue: function (v) { return v; },
    useSyncExternalStore: function (s, get, server) { return server ? server() : get(); },
    useImperativeHandle: hook("useImperativeHandle", noop),
    useDebugValue: noop,
  };
  // The JSX development runtime of one module: elements carry their
  // module and position.
  g.__nav_jsxdev = function (mod) {
    function jsxDEV(type, config, key, isStatic, source) {
      var props = {};
      for (var k in config) if (k !== "key" && k !== "ref" && k !== "__self" && k !== "__source") props[k] = config[k];
      if (type && type.defaultProps) {
        for (var d in type.defaultProps) if (props[d] === undefined) props[d] = type.defaultProps[d];
      }
      var el = { $$typeof: EL, type: type, props: props, key: key === undefined ? null : "" + key };
      if (source) el._nav = [mod, source.lineNumber, source.columnNumber];
      return el;
    }
    return { jsxDEV: jsxDEV, jsx: jsxDEV, jsxs: jsxDEV, Fragment: Fragment };
  };
  g.React = React;
  g.__nav_h = createElement;
  g.__nav_F = Fragment;
  for (var k in React) if (k.indexOf("use") === 0) g[k] = React[k];
  g.Fragment = Fragment;
  g.process = { env: {} };
  g.console = { log: noop, warn: noop, error: noop, info: noop, debug: noop };
  return [EL, Fragment];
})`

var prelude = goja.MustCompile("prelude.js", preludeSrc, true)

// platformNames are the platform components that snippets use without
// importing them, handed to the built-in renderers. Dotted names hang on
// their root (Tree.Folder on Tree), which comes first.
var platformNames = []string{
	"Note", "Info", "Tip", "Warning", "Danger", "Check", "Callout", "Card", "CardGroup", "Columns",
	"Column", "AccordionGroup", "Steps", "Step", "Tabs", "Tab", "Accordion", "CodeGroup",
	"RequestExample", "ResponseExample", "Frame", "ParamField", "ResponseField", "Expandable",
	"Badge", "Icon", "Tooltip", "Update", "Snippet", "Latex", "Tree", "Tree.Folder", "Tree.File",
	"Link", "Visibility", "Color", "Color.Item", "Color.Row", "Prompt", "Tile", "Panel", "View",
	"GitHub", "GitHub.Repo",
}

// engine is a page's JavaScript runtime; it is created when the page
// first needs one and never shared.
type engine struct {
	rt   *goja.Runtime
	el   goja.Value // Symbol.for("react.element")
	frag goja.Value // Symbol.for("react.fragment")
	mods map[string]*jsModule
	refs []any     // Go things JavaScript holds markers of (*frag, *component)
	srcs []*source // the modules run, by the index their elements carry
	// platform are the platform components defined as globals so far:
	// only those a module names, since making all costs more than a
	// page's render.
	platform map[string]bool
	depth    int
	budget   time.Duration
	memory   int64 // bytes one evaluation may grow the heap by
	objects  int
}

// engine returns the page's JavaScript runtime, making it on first use.
func (st *state) engine() *engine {
	if st.en != nil {
		return st.en
	}
	rt := goja.New()
	if st.r.depth > 0 {
		rt.SetMaxCallStackSize(st.r.depth)
	} else {
		rt.SetMaxCallStackSize(maxCallStack)
	}
	rt.SetFieldNameMapper(goja.UncapFieldNameMapper())
	// Math.random is seeded: a page builds the same every time.
	seed := uint64(0x9e3779b97f4a7c15)
	rt.SetRandSource(func() float64 {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return float64(seed>>11) / (1 << 53)
	})
	en := &engine{rt: rt, mods: map[string]*jsModule{}, budget: evalBudget}
	if st.r.budget > 0 {
		en.budget = st.r.budget
	}
	en.memory = cmp.Or(st.r.memory, defaultMemory)
	st.en = en
	// The sandbox: no require but the modules', no timers, no clock.
	for _, name := range []string{"Date", "setTimeout", "setInterval", "clearTimeout", "clearInterval", "queueMicrotask", "fetch", "XMLHttpRequest"} {
		_ = rt.GlobalObject().Delete(name)
	}
	en.boundBuiltins()
	f, err := rt.RunProgram(prelude)
	if err != nil {
		panic(err)
	}
	fn, _ := goja.AssertFunction(f)
	note := rt.ToValue(func(name string) { st.interactive(name) })
	syms, err := fn(goja.Undefined(), rt.GlobalObject(), note)
	if err != nil {
		panic(err)
	}
	en.el = syms.(*goja.Object).Get("0")
	en.frag = syms.(*goja.Object).Get("1")
	en.platform = map[string]bool{}
	return en
}

// jsModule runs the module of file (source src) in the page's engine once
// per page, its imports through require; its exports, or the error that
// stopped it.
func (st *state) jsModule(file, src string, m *module) *jsModule {
	en := st.engine()
	if jm, ok := en.mods[file]; ok {
		return jm
	}
	p := st.r.progs.compile(file, src)
	en.definePlatform(src)
	jm := st.runProgram(file, p, m)
	en.mods[file] = jm
	return jm
}

// runProgram runs a compiled module; m, its module, resolves its imports
// (nil: it has none).
func (st *state) runProgram(file string, p *program, m *module) *jsModule {
	en := st.engine()
	jm := &jsModule{}
	if p.err != nil {
		jm.err = p.err
		return jm
	}
	rt := en.rt
	exports := rt.NewObject()
	jm.exports = exports
	mod := rt.NewObject()
	_ = mod.Set("exports", exports)
	require := rt.ToValue(func(spec string) goja.Value {
		if m == nil {
			return st.require(&module{path: file, src: st.pageSrc}, spec)
		}
		return st.require(m, spec)
	})
	err := en.guard(func() error {
		v, err := rt.RunProgram(p.prog)
		if err != nil {
			return err
		}
		fn, _ := goja.AssertFunction(v)
		_, err = fn(goja.Undefined(), exports, require, mod)
		return err
	})
	if err != nil {
		jm.err = toJSError(file, err)
		return jm
	}
	if o, ok := mod.Get("exports").(*goja.Object); ok {
		jm.exports = o
	}
	return jm
}

// require gives a module what it imports: React, another .jsx snippet's
// exports, or an .mdx snippet as components. Anything else is an empty
// module, reported where the import is read.
func (st *state) require(from *module, spec string) goja.Value {
	en := st.en
	rt := en.rt
	switch {
	case spec == "react/jsx-dev-runtime":
		dev, _ := goja.AssertFunction(rt.GlobalObject().Get("__nav_jsxdev"))
		en.srcs = append(en.srcs, from.src)
		v, err := dev(goja.Undefined(), rt.ToValue(len(en.srcs)-1))
		if err != nil {
			panic(err)
		}
		return v
	case spec == "react" || strings.HasPrefix(spec, "react/"):
		return rt.GlobalObject().Get("React")
	}
	off := specOffset(from.src, spec)
	file, ok, outside := resolvePath(from.path, spec)
	switch {
	case outside:
		st.errorf(from.src, off, "import of %s leaves the docs folder", spec)
		return rt.NewObject()
	case !ok:
		if from.js {
			st.warnf(from.src, off, "import from %s dropped: only .mdx and .jsx snippets of the docs folder are supported", spec)
		}
		return rt.NewObject()
	case from.depth+1 > maxExpandDepth:
		st.errorf(from.src, off, "snippet imports nested more than %d deep; %s not loaded", maxExpandDepth, spec)
		return rt.NewObject()
	}
	target := st.module(file, from.src, off, from.depth+1)
	if target == nil {
		return rt.NewObject()
	}
	if from.js {
		st.checkImports(from, spec, target)
	}
	if target.js && target.jsm != nil && target.jsm.exports != nil {
		return target.jsm.exports
	}
	o := rt.NewObject()
	if !target.js {
		_ = o.Set("default", en.marker(&component{name: "default", file: target.path}))
		_ = o.Set("__esModule", true)
	}
	for name, c := range target.comps {
		if !target.private[name] {
			_ = o.Set(name, en.marker(c))
		}
	}
	for name, v := range target.vars {
		if _, isComp := target.comps[name]; !isComp && !target.private[name] {
			_ = o.Set(name, st.toJS(v))
		}
	}
	return o
}

// marker returns a function JavaScript can use as an element's type that
// stands for a Go thing: a snippet, a component of the old evaluator, or
// MDX children.
func (en *engine) marker(ref any) goja.Value {
	f := en.rt.ToValue(func(goja.FunctionCall) goja.Value { return goja.Null() }).(*goja.Object)
	_ = f.Set("__nav_ref", len(en.refs))
	en.refs = append(en.refs, ref)
	return f
}

// specOffset finds where the import of spec is written in src.
func specOffset(src *source, spec string) int {
	for _, q := range []string{`"`, `'`} {
		if k := strings.Index(string(src.b), q+spec+q); k >= 0 {
			for k > 0 && src.b[k-1] != '\n' {
				k--
			}
			return k
		}
	}
	return src.start
}

// definePlatform defines, as globals, the platform components that the
// JavaScript code names and that are not defined yet: markers that the
// renderer hands to the built-in renderers.
func (en *engine) definePlatform(code string) {
	g := en.rt.GlobalObject()
	for _, name := range platformNames {
		root, sub, dotted := strings.Cut(name, ".")
		if en.platform[name] || !strings.Contains(code, root) || !containsWord(code, root) {
			continue
		}
		en.platform[name] = true
		m := en.rt.NewObject()
		_ = m.Set("__nav_platform", name)
		if !dotted {
			if v := g.Get(name); v == nil || goja.IsUndefined(v) {
				_ = g.Set(name, m)
			}
			continue
		}
		if r, ok := g.Get(root).(*goja.Object); ok {
			_ = r.Set(sub, m)
		}
	}
}

// containsWord reports whether w occurs in s as a whole identifier.
func containsWord(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		a, z := i+k, i+k+len(w)
		if (a == 0 || !isIdentChar(s[a-1])) && (z == len(s) || !isIdentChar(s[z])) {
			return true
		}
		i = z
	}
}
