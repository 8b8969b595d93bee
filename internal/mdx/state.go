package mdx

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/icons"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
)

// Limits on snippet and component expansion: nesting (a cycle is caught
// before that) and the total per page, which bounds a snippet that uses
// another twice, which uses another twice, and so on.
const (
	maxExpandDepth = 20
	maxExpansions  = 5000
	maxModules     = 500
	maxExpanded    = 2 << 20 // bytes of snippet source expanded
)

// state is what one Render call accumulates. It is never shared.
type state struct {
	r          *Renderer
	page       Page
	pageSrc    *source
	ids        *idGen
	toc        []Heading
	updates    []Update
	links      []Link
	unknown    map[string]diag.Pos // where each unknown component is first used
	diags      diag.List
	refused    []diag.Diagnostic
	mods       map[string]*module
	failed     map[string]error
	reported   map[string]bool
	nmods      int
	stack      []string
	expansions int
	expanded   int
	tooMany    bool
	noTOC      int // inside a component whose headings stay out of the TOC
	useLine    int // line of the page for links found inside an expansion
	serial     int
	jsx        map[jsxKey][]*node
	iconFiles  map[string]iconFile // icon files read, by path
	icons      map[string][]byte   // icon files drawn from (Result.Icons)
	views      map[string]bool     // titles of the page's <View>s
	running    []*running          // function components being rendered, innermost last
	warned     map[*component]bool // interactive components reported
	bw         *bufio.Writer
	en         *engine // the page's JavaScript runtime, made on first use
	ctx        gparser.Context
	// request and response collect <RequestExample> and <ResponseExample>,
	// shown beside the page (Result).
	request, response bytes.Buffer
	// md is set while the page's Markdown twin is written; level is the
	// level of the last heading written there.
	md    bool
	level int
}

type jsxKey struct {
	src  *source
	a, b int
}

func newState(r *Renderer, p Page) *state {
	return &state{
		r:        r,
		page:     p,
		ids:      &idGen{inner: markdown.NewIDs()},
		unknown:  map[string]diag.Pos{},
		mods:     map[string]*module{},
		failed:   map[string]error{},
		reported: map[string]bool{},
		jsx:      map[jsxKey][]*node{},
		warned:   map[*component]bool{},
	}
}

func (st *state) errorf(src *source, off int, format string, args ...any) {
	st.diags = append(st.diags, diag.Diagnostic{Severity: diag.Error, Pos: src.pos(off), Msg: fmt.Sprintf(format, args...)})
}

// refusedf reports a file (what: "snippet", "icon") that docfs refused
// to read.
func (st *state) refusedf(src *source, off int, what, file string, err error) {
	st.refused = append(st.refused, diag.Diagnostic{Severity: diag.Error, Pos: src.pos(off), Msg: fmt.Sprintf("%s %s cannot be read: %v", what, file, unwrapPath(err)), Hint: docfs.Hint(err)})
}

func (st *state) warnf(src *source, off int, format string, args ...any) {
	st.diags = append(st.diags, diag.Diagnostic{Severity: diag.Warning, Pos: src.pos(off), Msg: fmt.Sprintf(format, args...)})
}

// frag is content to render: nodes of a source, in a scope.
type frag struct {
	src   *source
	nodes []*node
	sc    *scope
	// jsx is set for content written inside JavaScript (a component's
	// body, JSX in an attribute or expression): its text is literal, not
	// Markdown.
	jsx bool
}

// scope binds names for expressions and components: a component's props,
// then the module (file) it was written in.
type scope struct {
	vars  map[string]value
	props bool // vars are props, reachable as props.name too
	// declared are the names a function component's props bind (nil: any
	// name, as in a snippet); propsName is its props parameter's name.
	declared  map[string]bool
	propsName string
	mod       *module
	parent    *scope
}

// idGen is the page's heading id generator, shared by every piece of
// Markdown of the page so ids stay unique.
type idGen struct {
	inner gparser.IDs
}

func (g *idGen) Generate(value []byte, kind ast.NodeKind) []byte {
	return g.inner.Generate(value, kind)
}

func (g *idGen) Put(value []byte) { g.inner.Put(value) }

// glyph returns the markup of icon g: inline, or a <use> of its file in
// the Renderer's IconDir, which the page then lists.
func (st *state) glyph(g icons.Glyph, class, style string) string {
	if st.r.iconDir == "" {
		return g.SVG(class, style)
	}
	name, data := g.File()
	if st.icons == nil {
		st.icons = map[string][]byte{}
	}
	st.icons[name] = data
	return g.UseSVG(class, style, st.r.iconDir+name)
}

// newID returns a page-unique id starting with prefix.
func (st *state) newID(prefix string) string {
	st.serial++
	return string(st.ids.Generate(fmt.Appendf(nil, "%s-%d", prefix, st.serial), ast.KindHeading))
}

// lineOf returns the page line to report for offset off of src.
func (st *state) lineOf(src *source, off int) int {
	if st.useLine > 0 || src != st.pageSrc {
		return st.useLine
	}
	return src.line(off)
}

// link records an internal destination and rewrites it through Page.Link.
func (st *state) link(dest string, asset bool, src *source, off int) string {
	d := strings.TrimSpace(dest)
	if d == "" {
		return dest
	}
	switch {
	case !link.Authored(d):
		st.dropped(src, off, d)
		return "#"
	case link.Classify(d) == link.External:
		return dest
	}
	st.links = append(st.links, Link{Dest: dest, Line: st.lineOf(src, off)})
	if d[0] == '#' || st.page.Link == nil {
		return dest
	}
	return st.page.Link(dest, asset)
}

// dropped warns that the link d is left out by internal/link's rule for
// what a page's author wrote ([link.Authored]): a script URL.
func (st *state) dropped(src *source, off int, d string) {
	st.warnf(src, off, "link to %s dropped: scripts in links are not allowed", clip(d, 30))
}

// href is the value to write in an href attribute for v, a destination
// link has rewritten: an in-page link ("#id", or the "#" of a dropped
// one) starts with the page's path (Page.Self).
func (st *state) href(v string) string {
	if strings.HasPrefix(v, "#") {
		return st.page.Self + v
	}
	return v
}

// flow renders content: runs of Markdown text (with inline elements and
// expressions as placeholders) through goldmark, block elements and
// expressions in between. With phrasing set, a run that renders as
// exactly one paragraph loses its <p>, as MDX renders inline content.
func (st *state) flow(w *bytes.Buffer, fr *frag, phrasing bool) {
	if st.md {
		st.mdFlow(w, fr, phrasing)
		return
	}
	if fr.jsx {
		st.jsxFlow(w, fr)
		return
	}
	st.markdownAST(w, fr, phrasing)
}

// runs splits the nodes of fragment fr into runs of Markdown (text and
// inline nodes, written together) and the block nodes between them,
// calling run for each run (possibly empty) and block for each block
// node in order, for the Markdown twin. ESM ends a run and is itself left
// out. A block that goldmark reads inside a list item (listed in inList)
// stays in its run, indented there as in the page.
func runs(fr *frag, inList map[int]bool, run func([]*node), block func(*node)) {
	var r []*node
	for _, n := range fr.nodes {
		switch {
		case n.kind == textNode || !n.block && n.kind != esmNode:
			r = append(r, n)
		case n.kind == esmNode:
			run(r)
			r = r[:0]
		case n.kind == elemNode && inList[n.start]:
			r = append(r, n)
		default:
			run(r)
			r = r[:0]
			block(n)
		}
	}
	run(r)
}

// parseContext returns the page's goldmark context, made on first use:
// its heading ids, and no "$" math when the site turns it off.
func (st *state) parseContext() gparser.Context {
	if st.ctx == nil {
		st.ctx = gparser.NewContext(gparser.WithIDs(st.ids))
		if st.r.noMath {
			markdown.WithoutMath(st.ctx)
		}
	}
	return st.ctx
}

// addReferences gives the page's context the link reference definitions
// ("[label]: /dest") of its text, components' content included, so that
// a reference resolves in any fragment of the page, as in one MDX
// document: goldmark reads each piece of text that may hold one.
func (st *state) addReferences(src *source, nodes []*node) {
	st.parseContext()
	for _, n := range nodes {
		if n.kind == elemNode {
			st.addReferences(src, n.children)
			continue
		}
		if n.kind != textNode || !bytes.Contains(src.b[n.start:n.end], []byte("]:")) {
			continue
		}
		f := newFragMDX(st, &frag{src: src, nodes: []*node{n}})
		f.shape = true
		pc := st.newContext(f)
		st.r.md.Parser().Parse(text.NewBlockReader(src.b, f.lines()), gparser.WithContext(pc))
		for _, r := range pc.References() {
			st.ctx.AddReference(r)
		}
	}
}

// stripP removes the <p> around w[start:] when it is a single paragraph.
func stripP(w *bytes.Buffer, start int) {
	h := w.Bytes()[start:]
	t := bytes.TrimRight(h, "\n")
	if !bytes.HasPrefix(t, []byte("<p>")) || !bytes.HasSuffix(t, []byte("</p>")) {
		return
	}
	inner := t[3 : len(t)-4]
	if bytes.Contains(inner, []byte("<p>")) || bytes.Contains(inner, []byte("</p>")) || bytes.Contains(inner, []byte("<p ")) {
		return
	}
	inner = append([]byte(nil), inner...)
	w.Truncate(start)
	w.Write(inner)
}

// node renders one element or expression.
func (st *state) node(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	switch n.kind {
	case elemNode:
		st.element(w, fr, n, inline)
	case exprNode:
		// A literal or a bound name is read directly; other code runs
		// on the engine.
		a, z := n.start+1, n.end-1
		v, fast := st.fastValue(fr.src, a, z, fr.sc)
		if !fast && st.jsExpr(w, fr, a, z, inline) {
			return
		}
		if !fast || v.kind == rawVal || v.kind == funcVal { // React renders no function
			// Showing the code keeps the text readable where a page
			// meant literal braces.
			st.warnf(fr.src, n.start, "expression {%s} cannot be evaluated; shown as written", clip(string(fr.src.b[a:z]), 40))
			w.WriteString(escape(string(fr.src.b[n.start:n.end])))
			return
		}
		st.writeValue(w, v, inline)
	case textNode:
		st.markdownAST(w, &frag{src: fr.src, nodes: []*node{n}, sc: fr.sc}, false)
	}
}

// looksLikeCode reports whether an expression the old evaluator could not
// read is code (a call, an arrow function, a template, JSX) rather than
// a placeholder written in prose ({client_id}, a Python set), which is
// shown as written: MDX would throw on it, and the text reads as meant.
func looksLikeCode(b []byte) bool {
	return bytes.ContainsAny(b, "(`<") || bytes.Contains(b, []byte("=>"))
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// Placeholders stand for inline elements and expressions in the text of
// a run of the Markdown twin (mdRun), until each is replaced by its
// Markdown: characters of the Unicode private use area, which no page
// has.
const (
	phOpen  = '\uE000'
	phClose = '\uE001'
	phDigit = '\uE010'
)

func appendPlaceholder(b []byte, i int) []byte {
	b = utf8.AppendRune(b, phOpen)
	for _, d := range fmt.Sprint(i) {
		b = utf8.AppendRune(b, phDigit+(d-'0'))
	}
	return utf8.AppendRune(b, phClose)
}

// parsePlaceholder reads a placeholder at the start of b: its index and
// length.
func parsePlaceholder(b []byte) (idx, size int, ok bool) {
	r, n := utf8.DecodeRune(b)
	if r != phOpen {
		return 0, 0, false
	}
	size = n
	digits := 0
	for size < len(b) {
		r, n := utf8.DecodeRune(b[size:])
		size += n
		switch {
		case r == phClose && digits > 0:
			return idx, size, true
		case r >= phDigit && r <= phDigit+9 && digits < 8:
			idx = idx*10 + int(r-phDigit)
			digits++
		default:
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// mdText is Markdown built from a run of nodes, dedented, with the source
// offset of each of its lines for link positions.
type mdText struct {
	b      []byte
	starts []int // offset in b of each line
	srcOff []int // source offset of each line
	items  []*node
}

// build concatenates the run, placeholders standing for inline nodes,
// and removes the indentation common to its lines: components are
// indented in the source, and their content is not code.
func buildMarkdown(src *source, run []*node) *mdText {
	size, lines := 0, 1
	for _, n := range run {
		if n.kind == textNode {
			size += n.end - n.start
			lines += bytes.Count(src.b[n.start:n.end], []byte{'\n'})
		} else {
			size += 16
		}
	}
	md := &mdText{srcOff: make([]int, 0, lines), starts: make([]int, 0, lines)}
	raw := make([]byte, 0, size)
	for _, n := range run {
		if n.kind != textNode {
			if len(md.srcOff) == 0 || len(raw) > 0 && raw[len(raw)-1] == '\n' {
				md.srcOff = append(md.srcOff, n.start)
			}
			raw = appendPlaceholder(raw, len(md.items))
			md.items = append(md.items, n)
			continue
		}
		seg := src.b[n.start:n.end]
		if len(md.srcOff) == 0 || len(raw) > 0 && raw[len(raw)-1] == '\n' {
			md.srcOff = append(md.srcOff, n.start)
		}
		for k := 0; k < len(seg); {
			j := bytes.IndexByte(seg[k:], '\n')
			if j < 0 {
				raw = append(raw, seg[k:]...)
				break
			}
			raw = append(raw, seg[k:k+j+1]...)
			k += j + 1
			if k < len(seg) {
				md.srcOff = append(md.srcOff, n.start+k)
			}
		}
	}
	// A line that starts in the middle of a source line (after a tag) has
	// no indentation of its own to count.
	skipFirst := len(run) > 0 && run[0].kind == textNode && !src.atLineStart(run[0].start)
	md.b = dedent(raw, skipFirst, &md.starts)
	for len(md.srcOff) < len(md.starts) {
		md.srcOff = append(md.srcOff, md.srcOff[len(md.srcOff)-1])
	}
	return md
}

func (s *source) atLineStart(i int) bool {
	if i <= s.start {
		return true
	}
	for i > s.start && (s.b[i-1] == ' ' || s.b[i-1] == '\t') {
		i--
	}
	return i == s.start || s.b[i-1] == '\n'
}

// indentOf returns the width of the indentation of line (tabs to 4) and
// its length in bytes; blank lines report -1.
func indentOf(line []byte) (width, n int) {
	for n < len(line) {
		switch line[n] {
		case ' ':
			width++
		case '\t':
			width += 4 - width%4
		case '\n', '\r':
			return -1, n
		default:
			return width, n
		}
		n++
	}
	return -1, n
}

// dedent removes the smallest indentation of the lines of raw (fenced
// code content aside) from every line, and records line starts.
func dedent(raw []byte, skipFirst bool, starts *[]int) []byte {
	type line struct {
		s, e  int
		fence bool // inside a fenced code block
	}
	lines := make([]line, 0, cap(*starts))
	minIndent := -1
	var fences fenceTracker
	for i := 0; i <= len(raw); {
		e := lineEnd(raw, i, len(raw))
		l := line{s: i, e: e}
		w, n := indentOf(raw[i:e])
		l.fence = fences.inside(raw[i+n : e])
		if w >= 0 && !l.fence && !(skipFirst && len(lines) == 0) && (minIndent < 0 || w < minIndent) {
			minIndent = w
		}
		lines = append(lines, l)
		if e == len(raw) {
			break
		}
		i = e
	}
	if minIndent <= 0 {
		for _, l := range lines {
			*starts = append(*starts, l.s)
		}
		return raw
	}
	out := make([]byte, 0, len(raw))
	for k, l := range lines {
		*starts = append(*starts, len(out))
		s := l.s
		if !(skipFirst && k == 0) {
			s = skipIndent(raw, l.s, l.e, minIndent)
		}
		out = append(out, raw[s:l.e]...)
	}
	return out
}

// fenceTracker follows fenced code blocks from line to line, for the
// dedent of a fragment (code keeps its indentation out of the count).
type fenceTracker struct {
	ch byte
	n  int // length of the open fence; 0 outside one
}

// inside reports whether the line whose text (indentation left out) is
// body is inside a fenced code block, its opening line not, its closing
// line not.
func (f *fenceTracker) inside(body []byte) bool {
	switch {
	case f.n > 0:
		if m := countRun(body, f.ch); m >= f.n && len(bytes.TrimSpace(body[m:])) == 0 {
			f.n = 0
			return false
		}
		return true
	default:
		if m := countRun(body, '`'); m >= 3 && !bytes.ContainsRune(body[m:], '`') {
			f.ch, f.n = '`', m
		} else if m := countRun(body, '~'); m >= 3 {
			f.ch, f.n = '~', m
		}
		return false
	}
}

// skipIndent returns the offset in b[s:e] after up to n columns of its
// indentation (tabs to 4).
func skipIndent(b []byte, s, e, n int) int {
	w := 0
	for s < e && w < n && (b[s] == ' ' || b[s] == '\t') {
		if b[s] == '\t' {
			w += 4 - w%4
		} else {
			w++
		}
		s++
	}
	return s
}

func countRun(b []byte, c byte) int {
	n := 0
	for n < len(b) && b[n] == c {
		n++
	}
	return n
}

// blankRun reports whether run is empty or only text that is white space:
// nothing to render.
func blankRun(fr *frag, run []*node) bool {
	for _, n := range run {
		if n.kind != textNode || len(bytes.TrimSpace(fr.src.b[n.start:n.end])) > 0 {
			return false
		}
	}
	return true
}

// htmlPool holds the buffers markdown renders a piece of Markdown into
// before substituting its inline items.
var htmlPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// plainText reports whether b is one line of text that Markdown would
// render as is, so goldmark can be skipped.
func plainText(b []byte) bool {
	t := bytes.TrimSpace(b)
	if len(t) == 0 || len(t) > 200 {
		return false
	}
	for _, c := range t {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ' ' || c >= 0x80:
		case c >= '0' && c <= '9':
		case c == ',' || c == '.' || c == ';' || c == '?' || c == '\'' || c == '(' || c == ')' || c == '"' || c == '/' || c == '%' || c == '=':
		default:
			return false
		}
	}
	if bytes.ContainsRune(t, phOpen) || bytes.Contains(t, []byte("www.")) || t[0] >= '0' && t[0] <= '9' || t[0] == '=' {
		return false
	}
	return true
}

// isBlockHTML reports whether h starts with an element that cannot be in
// a paragraph.
func isBlockHTML(h []byte) bool {
	for _, t := range []string{"<div", "<ol", "<ul", "<figure", "<details", "<pre", "<table", "<p", "<h1", "<h2", "<h3", "<h4", "<h5", "<h6", "<blockquote", "<hr", "<section", "<aside"} {
		if bytes.HasPrefix(h, []byte(t)) && len(h) > len(t) && (h[len(t)] == ' ' || h[len(t)] == '>') {
			return true
		}
	}
	return false
}

// textOf returns the text of HTML: tags dropped, entities decoded, white
// space collapsed.
func textOf(h []byte) string {
	var b strings.Builder
	in := false
	for _, c := range h {
		switch {
		case c == '<':
			in = true
		case c == '>' && in:
			in = false
		case !in:
			b.WriteByte(c)
		}
	}
	return strings.Join(strings.Fields(unescape(b.String())), " ")
}

// jsxFlow renders JSX content: text as React does (lines trimmed, blank
// ones dropped, the rest joined by a space), elements and expressions in
// place.
func (st *state) jsxFlow(w *bytes.Buffer, fr *frag) {
	for _, n := range fr.nodes {
		switch n.kind {
		case elemNode:
			st.element(w, fr, n, true)
			continue
		case exprNode:
			// {children} keeps the paragraphs its MDX has.
			st.node(w, fr, n, false)
			continue
		}
		w.WriteString(escape(jsxText(fr.src.b[n.start:n.end])))
	}
}

// jsxText applies JSX's white space rules to a text child.
func jsxText(b []byte) string {
	lines := strings.Split(string(b), "\n")
	var out []string
	for i, l := range lines {
		if i > 0 {
			l = strings.TrimLeft(l, " \t\r")
		}
		if i < len(lines)-1 {
			l = strings.TrimRight(l, " \t\r")
		}
		if l != "" {
			out = append(out, l)
		}
	}
	return unescape(strings.Join(out, " "))
}
