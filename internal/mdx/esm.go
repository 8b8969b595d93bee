package mdx

import (
	"bytes"
	"errors"
	"path"
	"regexp"
	"strings"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"

	"github.com/navbuild/navbuild/internal/docfs"
)

// module is a parsed file (the page or a snippet) with what its ESM
// binds: exported constants, components it defines, and imports.
type module struct {
	path    string
	src     *source
	nodes   []*node
	vars    map[string]value
	comps   map[string]*component
	imports map[string]binding
	scope   *scope
	depth   int // import depth from the page
	// js is set for a .jsx snippet: a JavaScript module, whose names are
	// its own unless exported (private).
	js      bool
	private map[string]bool
	jsm     *jsModule // what the engine made of it
	// esmOnly limits the old ESM reader to imports (esmImports) or
	// exports (esmExports) when the engine runs the rest; 0 reads all.
	esmOnly int
}

const (
	esmImports = 1 + iota
	esmExports
)

// binding is an imported name.
type binding struct {
	path string // resolved slash path from the docs root
	name string // exported name; "" for the default export (the file)
}

// component is something an element can name: a snippet file (default
// import), or a function component a file defines.
type component struct {
	name      string
	file      string // default import: the snippet path
	mod       *module
	fn        *function
	at        int // where it is defined in mod.src
	params    []param
	propsName string       // a props parameter that is not destructured
	js        *goja.Object // a JavaScript component, run by the engine
}

type param struct {
	name       string
	defA, defB int // default value's range, if defB > 0
}

// newModule parses src and reads its ESM. Imports are loaded at once, so
// a missing snippet is reported even where it is not used.
func (st *state) newModule(file string, src *source) *module {
	return st.buildModule(file, src, 0)
}

func (st *state) buildModule(file string, src *source, depth int) *module {
	m := &module{
		path:    file,
		src:     src,
		vars:    map[string]value{},
		comps:   map[string]*component{},
		imports: map[string]binding{},
		depth:   depth,
		js:      isJSX(file),
		private: map[string]bool{},
	}
	m.scope = &scope{mod: m}
	st.mods[file] = m
	if m.js {
		// A .jsx snippet is JavaScript: statements only, no content.
		// The engine runs it, its imports through require.
		st.loadJSModule(m, blankOutside(src, nil))
		return m
	}
	nodes, diags := parseFile(src)
	st.diags = append(st.diags, diags...)
	m.nodes = nodes
	var esm []*node
	exports := false
	for _, n := range nodes {
		if n.kind == esmNode {
			esm = append(esm, n)
			exports = exports || bytes.Contains(src.b[n.start:n.end], []byte("export"))
		}
	}
	if exports {
		// The engine runs the exports, the old reader the imports; if the
		// engine cannot, the old reader does what it can of the exports.
		m.esmOnly = esmImports
		for _, n := range esm {
			st.esm(m, n)
		}
		if st.loadJSModule(m, blankOutside(src, esm)) {
			return m
		}
		m.esmOnly = esmExports
	}
	for _, n := range esm {
		st.esm(m, n)
	}
	return m
}

// blankOutside returns src's text with everything but the ranges of the
// ESM nodes (all of the content when nodes is nil) turned into spaces,
// newlines kept, so that the module's positions are the file's.
func blankOutside(src *source, nodes []*node) string {
	b := []byte(string(src.b))
	blank := func(a, z int) {
		for i := a; i < z; i++ {
			if b[i] != '\n' && b[i] != '\r' {
				b[i] = ' '
			}
		}
	}
	if nodes == nil {
		blank(0, src.start)
		return string(b)
	}
	last := 0
	for _, n := range nodes {
		blank(last, n.start)
		last = n.end
	}
	blank(last, len(b))
	return string(b)
}

// isJSX reports whether file is a .jsx snippet.
func isJSX(file string) bool { return path.Ext(file) == ".jsx" }

// module returns the snippet at path (a clean slash path from the docs
// root), loading it once per page. A file that cannot be read is
// reported at off of from, and nil returned.
func (st *state) module(file string, from *source, off int, depth int) *module {
	m, err := st.load(file, depth)
	if err != nil {
		if st.reported[file] {
			return nil
		}
		st.reported[file] = true
		switch {
		case errors.Is(err, docfs.ErrRefused):
			st.refusedf(from, off, "snippet", file, err)
		case err == errTooMany:
			st.errorf(from, off, "too many snippets (more than %d); %s not loaded", maxModules, file)
		case err == errNoFiles:
			st.errorf(from, off, "snippet %s cannot be read (no files)", file)
		default:
			st.errorf(from, off, "snippet %s not found", file)
		}
	}
	return m
}

var (
	errTooMany = errors.New("too many snippets")
	errNoFiles = errors.New("no files")
)

// load reads and parses the snippet at file once per page.
func (st *state) load(file string, depth int) (*module, error) {
	if m, ok := st.mods[file]; ok {
		return m, nil
	}
	if err, ok := st.failed[file]; ok {
		return nil, err
	}
	var err error
	var b []byte
	switch {
	case st.nmods >= maxModules:
		err = errTooMany
	case st.r.readFile == nil:
		err = errNoFiles
	default:
		st.nmods++
		b, err = st.r.readFile(file)
	}
	if err != nil {
		st.failed[file] = err
		return nil, err
	}
	src := newSource(file, b)
	src.math = !st.r.noMath
	return st.buildModule(file, src, depth), nil
}

// resolve turns an import specifier of the file at from into a path from
// the docs root. ok is false for a specifier that is not a file of the
// docs folder (a package); outside reports one that leaves the folder.
func resolvePath(from, spec string) (p string, ok, outside bool) {
	switch {
	case strings.HasPrefix(spec, "/"):
		p = path.Clean(spec[1:])
	case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
		p = path.Join(path.Dir(from), spec)
	default:
		return "", false, false
	}
	if p == ".." || strings.HasPrefix(p, "../") || p == "." || p == "/" {
		return "", false, true
	}
	return strings.TrimPrefix(p, "/"), true, false
}

var (
	importRE = regexp.MustCompile(`^import\s+(?:type\s+)?(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\}\s*)?(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s*)?from\s*(?:"([^"]*)"|'([^']*)')\s*;?\s*$`)
	bareRE   = regexp.MustCompile(`^import\s*(?:"([^"]*)"|'([^']*)')\s*;?\s*$`)
	funcRE   = regexp.MustCompile(`^(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*([A-Za-z_$][\w$]*)?\s*`)
	identRE  = regexp.MustCompile(`^[A-Za-z_$][\w$]*$`)
)

// esm reads the statements of an ESM node into m.
func (st *state) esm(m *module, n *node) {
	p := newParser(m.src, n.start, n.end)
	for i := n.start; i < n.end; {
		i, _ = trimJS(p, i, n.end)
		if i >= n.end {
			break
		}
		e, ok := p.js(i, true)
		if !ok || e <= i {
			if m.js {
				st.warnf(m.src, i, "cannot find the end of this statement; the rest of the file is ignored")
			}
			e = n.end
		}
		st.statement(m, newParser(m.src, i, e), i, e)
		i = e
	}
}

func (st *state) statement(m *module, p *parser, a, b int) {
	stmt := strings.TrimSpace(string(m.src.b[a:b]))
	stmt = strings.TrimSpace(strings.TrimSuffix(stmt, ";"))
	switch {
	case m.esmOnly == esmImports && !strings.HasPrefix(stmt, "import"),
		m.esmOnly == esmExports && strings.HasPrefix(stmt, "import"):
	case strings.HasPrefix(stmt, "import"):
		st.importStmt(m, a, stmt)
	case strings.HasPrefix(stmt, "export"):
		st.exportStmt(m, p, a, b, stmt)
	case !m.js || stmt == "" || stmt[0] == '"' || stmt[0] == '\'':
		// MDX has nothing else in its ESM; "use client" is a directive.
	case st.declaration(m, p, a, b, false):
	default:
		st.warnf(m.src, a, "statement not supported in a .jsx snippet; ignored: %s", clip(stmt, 40))
	}
}

// esbuildImport returns the import statement stmt as esbuild prints it,
// after its own parse: comments and line breaks gone, one canonical form
// (import D, { a as b } from "x"; import * as ns from "x"; import "x";),
// a type-only import nothing. A syntax error comes back with its
// position, 1-based line and column in stmt.
func esbuildImport(stmt string) (out string, err *jsError) {
	res := api.Transform(stmt, api.TransformOptions{
		Loader: api.LoaderTSX, Format: api.FormatESModule, LogLevel: api.LogLevelSilent,
		// Keep imports whose names the statement alone does not use.
		TsconfigRaw: `{"compilerOptions":{"verbatimModuleSyntax":true}}`,
	})
	if len(res.Errors) > 0 {
		m := res.Errors[0]
		e := &jsError{msg: m.Text}
		if m.Location != nil {
			e.line, e.col = m.Location.Line, m.Location.Column+1
		}
		return "", e
	}
	return strings.TrimSpace(string(res.Code)), nil
}

func (st *state) importStmt(m *module, off int, stmt string) {
	var def, named, ns, spec string
	norm, jerr := esbuildImport(stmt)
	if jerr != nil {
		at := off
		if jerr.line > 0 {
			sub := &source{b: []byte(stmt)}
			at = off + sub.offsetAt(jerr.line, jerr.col)
		}
		st.warnf(m.src, at, "import not understood (%s); dropped", jerr.msg)
		return
	}
	if norm == "" {
		return // a type-only import binds nothing at run time
	}
	stmt = norm
	if g := importRE.FindStringSubmatch(stmt); g != nil {
		def, named, ns, spec = g[1], g[2], g[3], g[4]+g[5]
	} else if g := bareRE.FindStringSubmatch(stmt); g != nil {
		spec = g[1] + g[2]
	} else {
		st.warnf(m.src, off, "import not understood; dropped")
		return
	}
	file, ok, outside := resolvePath(m.path, spec)
	switch {
	case outside:
		st.errorf(m.src, off, "import of %s leaves the docs folder", spec)
		return
	case !ok && (spec == "react" || strings.HasPrefix(spec, "react/")):
		return // React and its hooks are there without an import, as on the reference
	case !ok:
		st.warnf(m.src, off, "import from %s dropped: only .mdx and .jsx snippets of the docs folder are supported", spec)
		return
	}
	if ext := path.Ext(file); ext != ".mdx" && ext != ".md" && ext != ".jsx" {
		st.warnf(m.src, off, "import from %s dropped: only .mdx, .md and .jsx snippets are supported, as on the reference", spec)
		return
	}
	if def == "" && named == "" && ns == "" {
		return // for its side effects, which a snippet has none of
	}
	if m.depth+1 > maxExpandDepth {
		st.errorf(m.src, off, "snippet imports nested more than %d deep; %s not loaded", maxExpandDepth, spec)
		return
	}
	// A snippet that cannot be read is reported here; its names stay
	// bound, so that using them renders nothing rather than an unknown
	// component.
	target := st.module(file, m.src, off, m.depth+1)
	if def != "" {
		if isJSX(file) {
			st.warnf(m.src, off, "import %s from %s: a .jsx snippet has no default export on the reference; import its components by name (import { %s } from ...)", def, spec, def)
		}
		m.imports[def] = binding{path: file}
	}
	if ns != "" {
		st.warnf(m.src, off, "namespace import * as %s dropped", ns)
	}
	for _, item := range strings.Split(named, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, local := item, item
		if k := strings.Index(item, " as "); k >= 0 {
			name, local = strings.TrimSpace(item[:k]), strings.TrimSpace(item[k+4:])
		}
		if !identRE.MatchString(name) || !identRE.MatchString(local) {
			continue
		}
		if name == "default" {
			name = ""
		}
		if target != nil && name != "" {
			_, isVar := target.vars[name]
			_, isComp := target.comps[name]
			_, isImport := target.imports[name]
			if !isVar && !isComp && !isImport || target.private[name] {
				st.warnf(m.src, off, "%s does not export %s", file, name)
			}
		}
		m.imports[local] = binding{path: file, name: name}
	}
}

func (st *state) exportStmt(m *module, p *parser, a, b int, stmt string) {
	if st.declaration(m, p, a, b, true) {
		return
	}
	if g := exportListRE.FindStringSubmatch(stmt); g != nil && m.js {
		for _, item := range strings.Split(g[1], ",") {
			name, alias, ok := strings.Cut(strings.TrimSpace(item), " as ")
			name, alias = strings.TrimSpace(name), strings.TrimSpace(alias)
			if !ok {
				alias = name
			}
			if name == "" {
				continue
			}
			v, isVar := m.vars[name]
			c, isComp := m.comps[name]
			if !isVar && !isComp {
				st.warnf(m.src, a, "export of %s, which this file does not define; dropped", name)
				continue
			}
			if isVar {
				m.vars[alias] = v
			}
			if isComp {
				m.comps[alias] = c
			}
			delete(m.private, alias)
		}
		return
	}
	st.warnf(m.src, a, "export not supported; dropped: %s", clip(stmt, 40))
}

var (
	declRE       = regexp.MustCompile(`^(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=\s*`)
	exportListRE = regexp.MustCompile(`^export\s*\{([^}]*)\}\s*;?$`)
)

// declaration reads a constant or function declaration at src[a:b] into
// m: a value, or a function (which elements can name as a component).
// Without exported, the name is the file's own (a .jsx snippet's helper).
func (st *state) declaration(m *module, p *parser, a, b int, exported bool) bool {
	body := m.src.b[a:b]
	if g := declRE.FindSubmatchIndex(body); g != nil {
		name := string(body[g[2]:g[3]])
		v := a + g[1]
		end := b
		for end > v && (isSpace(m.src.b[end-1]) || m.src.b[end-1] == '\n' || m.src.b[end-1] == ';') {
			end--
		}
		val := st.eval(m.src, v, end, m.scope)
		if val.kind == rawVal {
			st.warnf(m.src, a, "%s is not a value or component navbuild can evaluate; dropped", name)
			return true
		}
		st.define(m, name, val, a, exported)
		return true
	}
	if g := funcRE.FindSubmatchIndex(body); g != nil && (exported || !bytes.HasPrefix(body, []byte("export"))) {
		if g[2] < 0 {
			return false // export default function () {}: no name to import
		}
		name := string(body[g[2]:g[3]])
		k := a + bytes.Index(body, []byte("function"))
		if fn, _, ok := parseFunc(p, k, b, m.scope); ok {
			st.define(m, name, value{kind: funcVal, fn: fn}, a, exported)
			return true
		}
		st.warnf(m.src, a, "function %s cannot be read; dropped", name)
		return true
	}
	return false
}

// define binds name to val in m; a function is a component too.
func (st *state) define(m *module, name string, val value, at int, exported bool) {
	m.vars[name] = val
	if !exported {
		m.private[name] = true
	}
	if val.kind != funcVal {
		return
	}
	fn := val.fn
	p := newParser(fn.src, fn.pa, fn.bz)
	c := &component{name: name, mod: m, fn: fn, at: at, params: st.params(m, p, fn.pa, fn.pb)}
	if id := strings.TrimSpace(string(fn.src.b[fn.pa:fn.pb])); identRE.MatchString(id) {
		c.propsName = id
	}
	m.comps[name] = c
}

// params reads a parameter list: (), (props), ({ a, b = "x" }).
func (st *state) params(m *module, p *parser, a, b int) []param {
	src := m.src.b
	a = p.skipWS(a)
	for b > a && (isSpace(src[b-1]) || src[b-1] == '\n') {
		b--
	}
	if a >= b || src[a] != '{' {
		return nil
	}
	e, ok := p.js(a, false)
	if !ok {
		return nil
	}
	var ps []param
	for _, r := range splitTop(p, a+1, e-1, ',') {
		s, z := r[0], r[1]
		s = p.skipWS(s)
		k := s
		for k < z && isIdentChar(src[k]) {
			k++
		}
		if k == s {
			continue
		}
		pr := param{name: string(src[s:k])}
		if eq := p.skipWS(k); eq < z && src[eq] == '=' {
			pr.defA, pr.defB = eq+1, z
		}
		ps = append(ps, pr)
	}
	return ps
}

// splitTop splits src[a:z] at sep outside brackets, strings and JSX.
func splitTop(p *parser, a, z int, sep byte) [][2]int {
	var out [][2]int
	start := a
	walkTop(p, a, z, func(i int) bool {
		if p.b[i] == sep {
			out = append(out, [2]int{start, i})
			start = i + 1
		}
		return false
	})
	return append(out, [2]int{start, z})
}

// walkTop calls fn for each offset of src[a:z] at bracket depth 0 outside
// strings, comments, templates and JSX, until fn returns true.
func walkTop(p *parser, a, z int, fn func(i int) bool) {
	saved := p.end
	p.end = z
	defer func() { p.end = saved }()
	b := p.b
	last := byte('(')
	for i := a; i < z; {
		if p.budget--; p.budget <= 0 {
			return
		}
		c := b[i]
		switch {
		case c == '"' || c == '\'':
			i = p.jsString(i)
			last = '"'
			continue
		case c == '`':
			e, _ := p.jsTemplate(i)
			i = max(e, i+1)
			last = '"'
			continue
		case c == '/' && i+1 < z && b[i+1] == '*':
			k := bytes.Index(b[i+2:z], []byte("*/"))
			if k < 0 {
				return
			}
			i += k + 4
			continue
		case c == '/' && i+1 < z && b[i+1] == '/':
			k := bytes.IndexByte(b[i:z], '\n')
			if k < 0 {
				return
			}
			i += k
			continue
		case c == '(' || c == '[' || c == '{':
			e, ok := p.js(i, false)
			if !ok {
				return
			}
			i = e
			last = ')'
			continue
		case c == '<' && jsxCan(b, last, -1, i) && i+1 < z && (isNameStart(b[i+1]) || b[i+1] == '>'):
			if e, ok := p.skipJSX(i); ok {
				i = e
				last = ')'
				continue
			}
		}
		if fn(i) {
			return
		}
		if !isSpace(c) && c != '\n' {
			last = c
			if isIdentChar(c) {
				last = 'a'
			}
		}
		i++
	}
}
