package mdx

import (
	"bytes"
	"fmt"
	"github.com/navbuild/navbuild/internal/markdown"

	"github.com/navbuild/navbuild/internal/diag"
)

// nodeKind says what a node of the MDX tree is.
type nodeKind uint8

const (
	textNode nodeKind = iota // Markdown source, src[start:end]
	elemNode                 // a JSX element or fragment
	exprNode                 // {expression}; the code is src[start+1:end-1]
	esmNode                  // import/export statements
)

// node is one piece of an MDX file. Nodes keep offsets into their source,
// never copies of it.
type node struct {
	kind       nodeKind
	start, end int
	// block is set for an element or expression that stands on its own
	// line(s), outside any paragraph.
	block bool
	// Elements only. name is "" for a fragment.
	name     string
	attrs    []attr
	children []*node
	// phrasing is set when the children start on the opening tag's line,
	// as in <Note>Some **bold** text</Note>: MDX parses them as the inline
	// content of a paragraph, which renders without a <p>.
	phrasing       bool
	inStart, inEnd int // the children's source range
}

type attrKind uint8

const (
	attrBool   attrKind = iota // flag
	attrString                 // name="value"
	attrExpr                   // name={code}; code is src[start:end]
	attrSpread                 // {...code}
)

type attr struct {
	name       string
	kind       attrKind
	val        string
	start, end int
}

// Limits that keep hostile input linear and the stack shallow.
const (
	maxNest = 256 // elements, expressions and template literals nested
)

// frame is an element whose children are being parsed.
type frame struct {
	name string
	// para is set for an element opened inside a paragraph: unclosed, it
	// ends with the paragraph, at the next blank line.
	para bool
}

// parser turns MDX source into nodes. It never fails: what does not parse
// as JSX, an expression or ESM is Markdown text, and unclosed or stray
// tags are recovered from with a warning.
type parser struct {
	s     *source
	b     []byte
	pos   int
	end   int
	stack []frame
	esm   bool // import/export allowed at the top level
	inJS  int  // parsing JSX inside JavaScript: blank lines end nothing
	nest  int
	// budget bounds the bytes that lookaheads (quoted strings, expressions,
	// code spans, comments) may scan, so input crafted to make every
	// lookahead fail still parses in linear time.
	budget    int
	spanFail  map[int]int // backtick run length -> no closer before this offset
	noComment int         // no "-->" at or after this offset (-1: unknown)
	lastClose int         // start of the closing tag nodes() consumed last
	quiet     int         // >0: lookahead, no diagnostics
	jsMemo    map[int]scanResult
	jsxMemo   map[int]scanResult
	fenceFail map[[2]int]int // {char, length} -> no closing fence after this offset
	// noMathClose: no display math block opening at or after this offset
	// closes (0: unknown).
	noMathClose int
	diags       []diag.Diagnostic
	deep        bool // the nesting warning was given
}

func newParser(s *source, start, end int) *parser {
	return &parser{
		s:         s,
		b:         s.b,
		pos:       start,
		end:       end,
		budget:    16*(end-start) + 1<<16,
		noComment: -1,
	}
}

// parseFile parses a whole file (page or snippet), ESM included.
func parseFile(s *source) ([]*node, []diag.Diagnostic) {
	p := newParser(s, s.start, len(s.b))
	p.esm = true
	nodes, _ := p.nodes(true)
	return nodes, p.diags
}

// parseRange parses src[start:end] as JSX content (a component body or
// an expression's JSX), without ESM.
func parseRange(s *source, start, end int) ([]*node, []diag.Diagnostic) {
	p := newParser(s, start, end)
	p.inJS = 1
	nodes, _ := p.nodes(true)
	return nodes, p.diags
}

func (p *parser) warnf(off int, format string, args ...any) {
	if p.quiet > 0 {
		return
	}
	p.diags = append(p.diags, diag.Diagnostic{Severity: diag.Warning, Pos: p.s.pos(off), Msg: fmt.Sprintf(format, args...)})
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

func isNameStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c >= 0x80
}

func isNameChar(c byte) bool {
	return isNameStart(c) || c >= '0' && c <= '9' || c == '-' || c == '.' || c == ':'
}

func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c >= 0x80
}

// eol returns the offset of the newline ending the line at i, or p.end.
func (p *parser) eol(i int) int {
	if j := bytes.IndexByte(p.b[i:p.end], '\n'); j >= 0 {
		return i + j
	}
	return p.end
}

func (p *parser) skipSpaces(i int) int {
	for i < p.end && (p.b[i] == ' ' || p.b[i] == '\t') {
		i++
	}
	return i
}

// blankFrom reports whether only white space follows i on its line.
func (p *parser) blankFrom(i int) bool {
	for ; i < p.end && p.b[i] != '\n'; i++ {
		if !isSpace(p.b[i]) {
			return false
		}
	}
	return true
}

// realLineStart reports whether i starts a line of the file, not the rest
// of a line after a block element.
func (p *parser) realLineStart(i int) bool {
	return i == p.s.start || i > 0 && p.b[i-1] == '\n'
}

// nodes parses content until the closing tag of the innermost open element
// (consumed; closed is true), a closing tag of an outer element (left for
// it), the end of a paragraph for an element opened inside one, or p.end.
func (p *parser) nodes(lineStart bool) (out []*node, closed bool) {
	text := p.pos
	flush := func(end int) {
		if end > text {
			out = append(out, &node{kind: textNode, start: text, end: end})
		}
	}
	first := -1   // first non-blank offset of the current line
	para := false // the previous line was paragraph text
	lineText := false
	for p.pos < p.end {
		if lineStart {
			lineStart = false
			ls := p.pos
			real := p.realLineStart(ls)
			i := p.skipSpaces(ls)
			first = i
			if p.blankFrom(i) {
				if real && len(p.stack) > 0 && p.stack[len(p.stack)-1].para && p.inJS == 0 {
					// The paragraph ends here: leave its last newline to
					// the parent, so the blank line still separates.
					end := ls
					if end > text && p.b[end-1] == '\n' {
						end--
					}
					flush(end)
					p.pos = end
					return out, false
				}
				e := p.eol(i)
				if e < p.end {
					e++
				}
				p.pos = e
				if real {
					para = false
				}
				lineStart = true
				continue
			}
			if real {
				if e, ok := p.fence(ls); ok {
					p.pos = e
					para = false
					lineStart = true
					continue
				}
				if p.s.math && i >= p.noMathClose {
					n := markdown.DisplayMathLen(p.b[i:p.end])
					if n == -2 {
						p.noMathClose = p.end // no opener after i can close
					}
					if n > 0 {
						// Display math: its braces are TeX, not expressions.
						p.pos = i + n
						para = false
						lineStart = true
						continue
					}
				}
				if p.esm && len(p.stack) == 0 && i == ls && !para {
					if e, ok := p.esmAt(i); ok {
						flush(ls)
						out = append(out, &node{kind: esmNode, start: i, end: e, block: true})
						p.pos, text = e, e
						lineStart = true
						continue
					}
				}
			}
			lineText = p.b[i] != '#'
			p.pos = i
		}
		c := p.b[p.pos]
		switch c {
		case '\n':
			p.pos++
			lineStart = true
			para = lineText
			continue
		case '$':
			if n := p.mathLen(); n > 0 {
				p.pos += n
			} else {
				p.pos++
			}
			continue
		case '\\':
			if n := p.mathLen(); n > 0 {
				p.pos += n
				continue
			}
			if p.pos+1 < p.end && p.b[p.pos+1] != '\n' {
				p.pos += 2
			} else {
				p.pos++
			}
			continue
		case '`':
			n := 0
			for p.pos+n < p.end && p.b[p.pos+n] == '`' {
				n++
			}
			if e := p.codeSpanEnd(p.pos, n); e > 0 {
				p.pos = e
			} else {
				p.pos += n
			}
			continue
		case '<', '{':
		default:
			p.pos++
			continue
		}
		i := p.pos
		if c == '<' && p.pos+1 < p.end && p.b[p.pos+1] == '/' {
			name, e, ok := p.closeTag(i)
			if !ok {
				p.pos++
				continue
			}
			j := len(p.stack) - 1
			for j >= 0 && p.stack[j].name != name {
				j--
			}
			switch {
			case j == len(p.stack)-1 && j >= 0:
				flush(i)
				p.lastClose = i
				p.pos = e
				return out, true
			case j >= 0:
				flush(i)
				p.pos = i
				return out, false
			}
			flush(i)
			if !isVoid(name) {
				p.warnf(i, "closing tag </%s> has no opening tag; dropped", name)
			}
			p.pos, text = e, e
			if i == first {
				lineStart = true
			}
			continue
		}
		if c == '<' && bytes.HasPrefix(p.b[i:p.end], []byte("<!--")) {
			p.pos = p.commentEnd(i)
			continue
		}
		var n *node
		var ok bool
		if c == '<' {
			n, ok = p.element(i, i == first)
		} else {
			n, ok = p.expr(i)
		}
		if !ok {
			p.pos = i + 1
			continue
		}
		flush(i)
		out = append(out, n)
		p.pos, text = n.end, n.end
		if i == first && p.endsFlow(n.end, n.kind == elemNode) {
			n.block = true
			lineStart = true
			para = false
		}
	}
	flush(p.pos)
	return out, false
}

// endsFlow reports whether what follows a construct ending at i keeps it
// out of a paragraph: nothing, or (after a tag) another tag, as MDX has it.
func (p *parser) endsFlow(i int, tag bool) bool {
	i = p.skipSpaces(i)
	return i >= p.end || p.b[i] == '\n' || p.b[i] == '\r' || tag && p.b[i] == '<'
}

// fence reports whether a fenced code block opens on the line at ls and
// returns the offset after its closing line. A code block left open ends
// at the closing tag of the element around it, or at the end of input.
func (p *parser) fence(ls int) (int, bool) {
	i := p.fenceIndent(ls)
	if i+3 > p.end || (p.b[i] != '`' && p.b[i] != '~') {
		return 0, false
	}
	ch := p.b[i]
	n := 0
	for i+n < p.end && p.b[i+n] == ch {
		n++
	}
	if n < 3 {
		return 0, false
	}
	e := p.eol(i)
	if ch == '`' && bytes.IndexByte(p.b[i+n:e], '`') >= 0 {
		return 0, false
	}
	key := [2]int{int(ch), n}
	if f, ok := p.fenceFail[key]; !ok || i < f {
		if j, ok := p.fenceClose(e, ch, n); ok {
			return j, true
		}
		if p.fenceFail == nil {
			p.fenceFail = map[[2]int]int{}
		}
		p.fenceFail[key] = i
	}
	if len(p.stack) > 0 {
		closing := "</" + p.stack[len(p.stack)-1].name + ">"
		for j := e; j < p.end; {
			j++
			k := p.skipSpaces(j)
			if bytes.HasPrefix(p.b[k:p.end], []byte(closing)) {
				p.warnf(i, "code block is not closed before %s", closing)
				return j, true
			}
			j = p.eol(j)
		}
	}
	return p.end, true
}

// fenceClose finds the line closing a fence of n ch after offset e.
func (p *parser) fenceClose(e int, ch byte, n int) (int, bool) {
	for j := e; j < p.end; {
		j++ // past the newline
		k := p.fenceIndent(j)
		le := p.eol(j)
		m := 0
		for k+m < le && p.b[k+m] == ch {
			m++
		}
		if m >= n && p.blankFrom(k+m) {
			if le < p.end {
				le++
			}
			return le, true
		}
		j = le
	}
	return 0, false
}

// fenceIndent skips the indentation and blockquote markers of a line.
func (p *parser) fenceIndent(i int) int {
	for i < p.end && (p.b[i] == ' ' || p.b[i] == '\t' || p.b[i] == '>') {
		i++
	}
	return i
}

// mathLen returns the length of the inline math at p.pos, whose braces
// are TeX, not expressions, or 0.
func (p *parser) mathLen() int {
	if !p.s.math {
		return 0
	}
	return max(markdown.InlineMathLen(p.b[p.pos:p.end]), 0)
}

// codeSpanEnd returns the offset after the backtick run of length n that
// closes the code span opening at i, or 0. The search stops at the end of
// the paragraph.
func (p *parser) codeSpanEnd(i, n int) int {
	if p.spanFail == nil {
		p.spanFail = map[int]int{}
	}
	if i < p.spanFail[n] {
		return 0
	}
	j := i + n
	for j < p.end {
		c := p.b[j]
		if c == '`' {
			m := 0
			for j+m < p.end && p.b[j+m] == '`' {
				m++
			}
			if m == n {
				p.budget -= j - i
				return j + m
			}
			j += m
			continue
		}
		if c == '\n' && p.blankFrom(j+1) {
			break
		}
		j++
	}
	p.budget -= j - i
	p.spanFail[n] = j
	return 0
}

// commentEnd returns the offset after the HTML comment at i, which MDX
// does not have but pages use; what is inside is left alone.
func (p *parser) commentEnd(i int) int {
	if p.noComment >= 0 && i >= p.noComment {
		return i + 1
	}
	if k := bytes.Index(p.b[i+4:p.end], []byte("-->")); k >= 0 {
		return i + 4 + k + 3
	}
	p.noComment = i
	return i + 1
}

// closeTag parses </Name> at i.
func (p *parser) closeTag(i int) (name string, end int, ok bool) {
	j := p.skipWS(i + 2)
	s := j
	for j < p.end && isNameChar(p.b[j]) {
		j++
	}
	name = string(p.b[s:j])
	j = p.skipWS(j)
	if j >= p.end || p.b[j] != '>' {
		return "", 0, false
	}
	if name != "" && !isNameStart(p.b[s]) {
		return "", 0, false
	}
	return name, j + 1, true
}

// skipWS skips white space including newlines (inside tags).
func (p *parser) skipWS(i int) int {
	for i < p.end && (isSpace(p.b[i]) || p.b[i] == '\n') {
		i++
	}
	return i
}

var voids = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "param": true,
	"source": true, "track": true, "wbr": true,
}

func isVoid(name string) bool { return voids[name] }

// element parses the element whose opening tag is at i. atLine says the
// tag starts its line.
func (p *parser) element(i int, atLine bool) (*node, bool) {
	if p.nest >= maxNest {
		if !p.deep {
			p.deep = true
			p.warnf(i, "elements nested more than %d deep are left as text", maxNest)
		}
		return nil, false
	}
	name, attrs, end, self, ok := p.openTag(i)
	if !ok {
		return nil, false
	}
	n := &node{kind: elemNode, start: i, name: name, attrs: attrs, inStart: end, inEnd: end, end: end}
	if self || isVoid(name) {
		return n, true
	}
	// Content after the tag on its line makes the children inline, unless
	// it is another tag or an expression: then they are flow content.
	n.phrasing = !p.endsFlow(end, true)
	p.nest++
	p.stack = append(p.stack, frame{name: name, para: (!atLine || n.phrasing) && p.inJS == 0})
	p.pos = end
	kids, closed := p.nodes(!n.phrasing)
	p.stack = p.stack[:len(p.stack)-1]
	p.nest--
	n.children = kids
	if closed {
		n.inEnd = p.lastClose
	} else {
		n.inEnd = p.pos
		label := "<" + name + ">"
		if name == "" {
			label = "fragment <>"
		}
		p.warnf(i, "%s is not closed", label)
	}
	n.end = p.pos
	return n, true
}

// openTag parses an opening tag at i: <Name attr="x" attr={code} flag {...spread} />,
// or the fragment <>. Tags may span lines.
func (p *parser) openTag(i int) (name string, attrs []attr, end int, self, ok bool) {
	j := i + 1
	if j < p.end && p.b[j] == '>' {
		return "", nil, j + 1, false, true
	}
	if j >= p.end || !isNameStart(p.b[j]) {
		return "", nil, 0, false, false
	}
	s := j
	for j < p.end && isNameChar(p.b[j]) {
		j++
	}
	name = string(p.b[s:j])
	// JSX reads tokens: after a quoted or {braced} value the next
	// attribute needs no white space (type="str"required), as on the
	// reference; after a name it does, or it would be part of the name.
	afterValue := false
	for {
		k := p.skipWS(j)
		if k >= p.end {
			return "", nil, 0, false, false
		}
		if k == j && !afterValue && p.b[k] != '/' && p.b[k] != '>' {
			return "", nil, 0, false, false // attributes need white space before them
		}
		afterValue = false
		j = k
		switch c := p.b[j]; {
		case c == '/':
			if j+1 < p.end && p.b[j+1] == '>' {
				return name, attrs, j + 2, true, true
			}
			return "", nil, 0, false, false
		case c == '>':
			return name, attrs, j + 1, false, true
		case c == '{':
			e, ok := p.js(j, false)
			if !ok {
				return "", nil, 0, false, false
			}
			attrs = append(attrs, attr{kind: attrSpread, start: j + 1, end: e - 1})
			j, afterValue = e, true
			continue
		case !isNameStart(c):
			return "", nil, 0, false, false
		}
		as := j
		for j < p.end && (isNameChar(p.b[j])) {
			j++
		}
		a := attr{name: string(p.b[as:j])}
		k = p.skipWS(j)
		if k < p.end && p.b[k] == '=' {
			k = p.skipWS(k + 1)
			if k >= p.end {
				return "", nil, 0, false, false
			}
			switch q := p.b[k]; q {
			case '"', '\'':
				e := bytes.IndexByte(p.b[k+1:p.end], q)
				if e < 0 || e > p.budget {
					p.budget = 0
					return "", nil, 0, false, false
				}
				p.budget -= e
				a.kind = attrString
				a.val = decodeEntities(string(p.b[k+1 : k+1+e]))
				a.start, a.end = k+1, k+1+e
				j, afterValue = k+e+2, true
			case '{':
				e, ok := p.js(k, false)
				if !ok {
					return "", nil, 0, false, false
				}
				a.kind = attrExpr
				a.start, a.end = k+1, e-1
				j, afterValue = e, true
			default:
				return "", nil, 0, false, false
			}
		}
		attrs = append(attrs, a)
	}
}

// expr parses {code} at i.
func (p *parser) expr(i int) (*node, bool) {
	if p.nest >= maxNest {
		return nil, false
	}
	e, ok := p.js(i, false)
	if !ok {
		p.warnf(i, "expression { is not closed; left as text")
		return nil, false
	}
	return &node{kind: exprNode, start: i, end: e}, true
}
