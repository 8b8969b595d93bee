package mdx

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"regexp"
	"sort"
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
}

// binding is an imported name.
type binding struct {
	path string // resolved slash path from the docs root
	name string // exported name; "" for the default export (the file)
	at   int    // where the local name is written in the importing file
}

// component is something an element can name: a snippet file (default
// import), or a function component a file defines.
type component struct {
	name string
	file string // default import: the snippet path
	mod  *module
	at   int          // where it is defined in mod.src
	js   *goja.Object // a JavaScript component, run by the engine
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
	// The imports are read here, each loaded as a module of its own;
	// the engine runs the rest (exports), which it reports if it cannot.
	for _, n := range esm {
		st.esm(m, n)
	}
	if exports {
		st.loadJSModule(m, blankOutside(src, esm))
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
		st.statement(m, i, e)
		i = e
	}
}

func (st *state) statement(m *module, a, b int) {
	stmt := strings.TrimSpace(string(m.src.b[a:b]))
	stmt = strings.TrimSpace(strings.TrimSuffix(stmt, ";"))
	if strings.HasPrefix(stmt, "import") {
		st.importStmt(m, a, stmt)
	}
	// Exports run on the engine; MDX has nothing else in its ESM.
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
	orig := stmt
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
		m.imports[def] = binding{path: file, at: nameOffset(m.src, off, len(orig), def)}
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
		at := nameOffset(m.src, off, len(orig), local)
		if target != nil && name != "" {
			st.checkExport(m.src, nameOffset(m.src, off, len(orig), name), target, name)
		}
		m.imports[local] = binding{path: file, name: name, at: at}
	}
}

// nameOffset returns where the word name is first written in src's
// statement at off (n bytes) after its import keyword; off when it is not.
func nameOffset(src *source, off, n int, name string) int {
	stmt := src.b[off:min(off+n, len(src.b))]
	isWord := func(c byte) bool { return isIdentChar(c) || c == '$' }
	for k := min(len("import"), len(stmt)); k < len(stmt); {
		i := bytes.Index(stmt[k:], []byte(name))
		if i < 0 {
			break
		}
		i += k
		e := i + len(name)
		if (i == 0 || !isWord(stmt[i-1])) && (e == len(stmt) || !isWord(stmt[e])) {
			return off + i
		}
		k = i + 1
	}
	return off
}

// exportNames lists what module m exports, sorted.
func exportNames(m *module) []string {
	seen := map[string]bool{}
	for n := range m.vars {
		seen[n] = true
	}
	for n := range m.comps {
		seen[n] = true
	}
	for n := range m.imports {
		seen[n] = true
	}
	var names []string
	for n := range seen {
		if !m.private[n] && n != "default" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// checkExport warns at off of src, where name is imported from target,
// when target does not export it, naming the module and what it exports.
func (st *state) checkExport(src *source, off int, target *module, name string) {
	_, isVar := target.vars[name]
	_, isComp := target.comps[name]
	_, isImport := target.imports[name]
	if (isVar || isComp || isImport) && !target.private[name] {
		return
	}
	exports := exportNames(target)
	what := "it exports nothing"
	if len(exports) > 0 {
		what = "it exports " + strings.Join(exports, ", ")
	}
	if target.jsm != nil && target.jsm.err != nil {
		what = "its module stopped with an error, reported in it"
	}
	msg := fmt.Sprintf("%s does not export %s; %s", target.path, name, what)
	if near := nearest(name, exports); near != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", near)
	}
	st.warnf(src, off, "%s", msg)
}

// nearest returns the name of names closest to name when it is close
// enough to be a misspelling of it (case aside, or a few edits), or "".
func nearest(name string, names []string) string {
	best, bestD := "", max(2, len(name)/3)+1
	for _, n := range names {
		d := editDistance(strings.ToLower(name), strings.ToLower(n))
		if d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// editDistance is Levenshtein's distance between a and b (bytes).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// checkImports checks the names a .jsx module from imports from spec
// (resolved to target) against what target exports, as importStmt does
// for an MDX file's imports: the engine's require sees only the module.
func (st *state) checkImports(from *module, spec string, target *module) {
	b := from.src.b
	for _, q := range []string{`"`, `'`} {
		quoted := []byte(q + spec + q)
		for k := 0; ; {
			i := bytes.Index(b[k:], quoted)
			if i < 0 {
				break
			}
			end := k + i + len(quoted)
			k = end
			// The statement: from the last import keyword before the spec.
			start := bytes.LastIndex(b[:end-len(quoted)], []byte("import"))
			if start < 0 || bytes.ContainsAny(b[start:end-len(quoted)], ";") {
				continue
			}
			stmt := string(b[start:end])
			norm, jerr := esbuildImport(stmt)
			if jerr != nil {
				continue
			}
			g := importRE.FindStringSubmatch(norm)
			if g == nil {
				continue
			}
			for _, item := range strings.Split(g[2], ",") {
				name, _, _ := strings.Cut(strings.TrimSpace(item), " as ")
				if name = strings.TrimSpace(name); identRE.MatchString(name) && name != "default" {
					st.checkExport(from.src, nameOffset(from.src, start, len(stmt), name), target, name)
				}
			}
		}
	}
}
