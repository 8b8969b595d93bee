package mdx

import (
	"bytes"
	"errors"
	"path"
	"regexp"
	"strings"

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
}

// binding is an imported name.
type binding struct {
	path string // resolved slash path from the docs root
	name string // exported name; "" for the default export (the file)
}

// component is something an element can name: a snippet file (default
// import), or a function component exported by a file.
type component struct {
	name      string
	propsName string // a props parameter that is not destructured
	file      string // default import: the snippet path
	mod       *module
	params    []param
	start     int // body JSX range in mod.src
	end       int
	body      []*node
	parsed    bool
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
	nodes, diags := parseFile(src)
	st.diags = append(st.diags, diags...)
	m := &module{
		path:    file,
		src:     src,
		nodes:   nodes,
		vars:    map[string]value{},
		comps:   map[string]*component{},
		imports: map[string]binding{},
		depth:   depth,
	}
	m.scope = &scope{mod: m}
	st.mods[file] = m
	for _, n := range nodes {
		if n.kind == esmNode {
			st.esm(m, n)
		}
	}
	return m
}

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
	constRE  = regexp.MustCompile(`^export\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=\s*`)
	funcRE   = regexp.MustCompile(`^export\s+(?:default\s+)?(?:async\s+)?function\s*([A-Za-z_$][\w$]*)?\s*`)
	identRE  = regexp.MustCompile(`^[A-Za-z_$][\w$]*$`)
)

// esm reads the statements of an ESM node into m.
func (st *state) esm(m *module, n *node) {
	p := newParser(m.src, n.start, n.end)
	for i := n.start; i < n.end; {
		i = p.skipWS(i)
		if i >= n.end {
			break
		}
		e, ok := p.js(i, true)
		if !ok || e <= i {
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
	case strings.HasPrefix(stmt, "import"):
		st.importStmt(m, a, stmt)
	case strings.HasPrefix(stmt, "export"):
		st.exportStmt(m, p, a, b, stmt)
	}
}

func (st *state) importStmt(m *module, off int, stmt string) {
	var def, named, ns, spec string
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
	case !ok:
		st.warnf(m.src, off, "import from %s dropped: only .mdx snippets of the docs folder are supported", spec)
		return
	}
	if ext := path.Ext(file); ext != ".mdx" && ext != ".md" {
		st.warnf(m.src, off, "import from %s dropped: only .mdx snippets are supported", spec)
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
			if !isVar && !isComp && !isImport {
				st.warnf(m.src, off, "%s does not export %s", file, name)
			}
		}
		m.imports[local] = binding{path: file, name: name}
	}
}

func (st *state) exportStmt(m *module, p *parser, a, b int, stmt string) {
	body := m.src.b[a:b]
	if g := constRE.FindSubmatchIndex(body); g != nil {
		name := string(body[g[2]:g[3]])
		v := a + g[1]
		end := b
		for end > v && (isSpace(m.src.b[end-1]) || m.src.b[end-1] == '\n' || m.src.b[end-1] == ';') {
			end--
		}
		if c, ok := st.arrow(m, p, name, v, end); ok {
			m.comps[name] = c
			return
		}
		if val := st.eval(m.src, v, end, m.scope); val.kind != rawVal && val.kind != jsxVal {
			m.vars[name] = val
			return
		}
		st.warnf(m.src, a, "export %s is not a string, number or component; dropped", name)
		return
	}
	if g := funcRE.FindSubmatchIndex(body); g != nil && g[2] >= 0 {
		name := string(body[g[2]:g[3]])
		v := a + g[1]
		if v < b && m.src.b[v] == '(' {
			pe, ok := p.js(v, false)
			if ok {
				if c, ok := st.body(m, p, name, v+1, pe-1, p.skipWS(pe), b); ok {
					m.comps[name] = c
					return
				}
			}
		}
		st.warnf(m.src, a, "function %s does not return JSX; dropped", name)
		return
	}
	st.warnf(m.src, a, "export not supported; dropped: %s", clip(stmt, 40))
}

// arrow reads an arrow function component (props) => JSX, or
// function (props) { ... return JSX }, from src[v:end].
func (st *state) arrow(m *module, p *parser, name string, v, end int) (*component, bool) {
	b := m.src.b
	ws := func(k int) int { return min(p.skipWS(k), end) }
	if v >= end {
		return nil, false
	}
	i := v
	if bytes.HasPrefix(b[i:end], []byte("async ")) {
		i = ws(i + 6)
	}
	if bytes.HasPrefix(b[i:end], []byte("function")) {
		i = ws(i + len("function"))
		for i < end && isIdentChar(b[i]) {
			i++
		}
		i = ws(i)
		if i >= end || b[i] != '(' {
			return nil, false
		}
		pe, ok := p.js(i, false)
		if !ok {
			return nil, false
		}
		return st.body(m, p, name, i+1, pe-1, ws(pe), end)
	}
	var pa, pb int
	switch {
	case i < end && b[i] == '(':
		pe, ok := p.js(i, false)
		if !ok {
			return nil, false
		}
		pa, pb = i+1, pe-1
		i = pe
	case i < end && isNameStart(b[i]):
		pa = i
		for i < end && isIdentChar(b[i]) {
			i++
		}
		pb = i
	default:
		return nil, false
	}
	i = ws(i)
	if !bytes.HasPrefix(b[i:end], []byte("=>")) {
		return nil, false
	}
	return st.body(m, p, name, pa, pb, ws(i+2), end)
}

// body reads a component's parameters src[pa:pb] and body at bs: ( JSX ),
// JSX, or a block whose last top-level return gives JSX.
func (st *state) body(m *module, p *parser, name string, pa, pb, bs, end int) (*component, bool) {
	b := m.src.b
	c := &component{name: name, mod: m, params: st.params(m, p, pa, pb)}
	if id := strings.TrimSpace(string(b[pa:pb])); identRE.MatchString(id) {
		c.propsName = id
	}
	if bs >= end {
		return nil, false
	}
	switch b[bs] {
	case '(', '<':
		c.start, c.end = jsxRange(p, bs)
	case '{':
		be, ok := p.js(bs, false)
		if !ok {
			return nil, false
		}
		c.start, c.end = lastReturn(p, bs+1, be-1)
	}
	if c.end <= c.start {
		return nil, false
	}
	return c, true
}

// jsxRange returns the JSX of an expression at i: inside its parentheses,
// or the element itself.
func jsxRange(p *parser, i int) (int, int) {
	b := p.b
	for i < p.end && b[i] == '(' {
		e, ok := p.js(i, false)
		if !ok {
			return 0, 0
		}
		a := p.skipWS(i + 1)
		z := e - 1
		for z > a && (isSpace(b[z-1]) || b[z-1] == '\n') {
			z--
		}
		if a < z && b[a] == '(' {
			i = a
			continue
		}
		if a < z && b[a] == '<' {
			return a, z
		}
		return 0, 0
	}
	if i < p.end && b[i] == '<' {
		if e, ok := p.skipJSX(i); ok {
			return i, e
		}
	}
	return 0, 0
}

// lastReturn finds the return statements of a function body src[a:z] and
// picks the one at the smallest depth returning JSX, the last of those.
func lastReturn(p *parser, a, z int) (int, int) {
	b := p.b
	bestDepth := -1
	var ra, rz int
	depth := 0
	for i := a; i < z; {
		c := b[i]
		switch {
		case c == '"' || c == '\'':
			i = p.jsString(i)
			continue
		case c == '`':
			e, _ := p.jsTemplate(i)
			i = max(e, i+1)
			continue
		case c == '/' && i+1 < z && b[i+1] == '/':
			i = p.eol(i)
			continue
		case c == '/' && i+1 < z && b[i+1] == '*':
			k := bytes.Index(b[i+2:z], []byte("*/"))
			if k < 0 {
				return ra, rz
			}
			i += k + 4
			continue
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth--
		case c == '<' && i+1 < z && isNameStart(b[i+1]):
			if e, ok := p.skipJSX(i); ok {
				i = e
				continue
			}
		case c == 'r' && bytes.HasPrefix(b[i:z], []byte("return")) && (i == a || !isIdentChar(b[i-1])) && i+6 < z && !isIdentChar(b[i+6]):
			j := p.skipWS(i + 6)
			if s, e := jsxRange(p, j); e > s && (bestDepth < 0 || depth <= bestDepth) {
				bestDepth, ra, rz = depth, s, e
			}
			i += 6
			continue
		}
		if p.budget--; p.budget <= 0 {
			break
		}
		i++
	}
	return ra, rz
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
