package markdown

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Math is kept verbatim, delimiters included, so that it reads as the
// author wrote it without a script, and the page's KaTeX script
// (assets/math.js) typesets it: Markdown must not turn "\\" into "\" or
// "a*b*c" into emphasis inside it. Display math is "$$…$$" or "\[…\]"
// starting a line (and a ```math fence, render.go); inline math is "$…$",
// "$$…$$" and "\(…\)" inside a paragraph. "\[…\]" inside a line stays
// text: Markdown authors write "\[" for a bracket ("list\[str\]").

// noMath is the parser context key that turns "$" and "\(" "\[" math
// off, for a site whose docs.json sets styling.latex to false.
var noMath = parser.NewContextKey()

// WithoutMath marks pc so that the Parse it is passed to reads "$…$",
// "$$…$$", "\(…\)" and "\[…\]" as text, for a site whose docs.json sets
// styling.latex to false. A ```math fence is still math: it asks for it.
func WithoutMath(pc parser.Context) { pc.Set(noMath, true) }

func mathOff(pc parser.Context) bool { return pc != nil && pc.Get(noMath) != nil }

var (
	kindMathBlock  = ast.NewNodeKind("MathBlock")
	kindMathInline = ast.NewNodeKind("MathInline")
)

// mathBlock is display math: lines from "$$" to "$$" (or "\[" to "\]"),
// or "$$…$$" on one line.
type mathBlock struct {
	ast.BaseBlock
	close []byte // the closing delimiter
	done  bool   // closed on its first line
}

func (n *mathBlock) Kind() ast.NodeKind { return kindMathBlock }
func (n *mathBlock) IsRaw() bool        { return true }
func (n *mathBlock) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, nil, nil)
}

// mathInline is "$…$" or "$$…$$" inside a paragraph.
type mathInline struct {
	ast.BaseInline
	Segment text.Segment // the whole span, delimiters included
}

func (n *mathInline) Kind() ast.NodeKind { return kindMathInline }
func (n *mathInline) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Value": string(n.Segment.Value(src))}, nil)
}

var (
	dollars      = []byte("$$")
	openBracket  = []byte(`\[`)
	closeBracket = []byte(`\]`)
	openParen    = []byte(`\(`)
	closeParen   = []byte(`\)`)
)

type mathBlockParser struct{}

func (mathBlockParser) Trigger() []byte { return []byte{'$', '\\'} }

func (mathBlockParser) Open(_ ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	pos := pc.BlockOffset()
	if pos < 0 || mathOff(pc) {
		return nil, parser.NoChildren
	}
	var open, close []byte
	switch {
	case bytes.HasPrefix(line[pos:], dollars):
		open, close = dollars, dollars
	case bytes.HasPrefix(line[pos:], openBracket):
		open, close = openBracket, closeBracket
	default:
		return nil, parser.NoChildren
	}
	rest := util.TrimRightSpace(line[pos+len(open):])
	node := &mathBlock{close: close}
	switch {
	case len(rest) >= len(close) && bytes.HasSuffix(rest, close):
		node.Lines().Append(text.NewSegment(seg.Start+pos, seg.Stop))
		reader.AdvanceToEOL()
		// goldmark reads no state but children from Open: Continue ends it.
		node.done = true
		return node, parser.NoChildren
	case len(rest) > 0:
		// "$$ is a lot" is prose, not math.
		return nil, parser.NoChildren
	case unclosed(pc, reader.Source(), seg.Stop, close):
		// Unclosed: it would swallow the rest of the page.
		return nil, parser.NoChildren
	}
	node.Lines().Append(text.NewSegment(seg.Start+pos, seg.Stop))
	reader.AdvanceToEOL()
	return node, parser.NoChildren
}

func (mathBlockParser) Continue(node ast.Node, reader text.Reader, _ parser.Context) parser.State {
	if node.(*mathBlock).done {
		return parser.Close
	}
	line, seg := reader.PeekLine()
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	if bytes.HasSuffix(util.TrimRightSpace(line), node.(*mathBlock).close) {
		return parser.Close
	}
	return parser.Continue | parser.NoChildren
}

func (mathBlockParser) Close(ast.Node, text.Reader, parser.Context) {}
func (mathBlockParser) CanInterruptParagraph() bool                 { return true }
func (mathBlockParser) CanAcceptIndentedLine() bool                 { return false }

// unclosedKey holds, per closing delimiter, the offset of the source
// after which it does not occur, once a search failed: a later opener
// fails without searching again, so a page of unclosed openers costs
// linear time.
var unclosedKey = parser.NewContextKey()

// unclosed reports whether close occurs nowhere in src after offset from.
func unclosed(pc parser.Context, src []byte, from int, close []byte) bool {
	fails, _ := pc.Get(unclosedKey).(map[string]int)
	if at, ok := fails[string(close)]; ok && from >= at {
		return true
	}
	if bytes.Contains(src[from:], close) {
		return false
	}
	if fails == nil {
		fails = map[string]int{}
		pc.Set(unclosedKey, fails)
	}
	fails[string(close)] = from
	return true
}

// maxParenMath bounds the search for "\)": a line of unclosed "\(" would
// otherwise cost its length squared.
const maxParenMath = 4 << 10

type mathInlineParser struct{}

func (mathInlineParser) Trigger() []byte { return []byte{'$', '\\'} }

func (mathInlineParser) Parse(_ ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if mathOff(pc) {
		return nil
	}
	line, seg := block.PeekLine()
	end := inlineMathEnd(line)
	if bytes.HasPrefix(line, openParen) {
		end = parenMathEnd(line)
	}
	if end < 0 {
		return nil
	}
	block.Advance(end)
	return &mathInline{Segment: text.NewSegment(seg.Start, seg.Start+end)}
}

// inlineMathEnd returns the length of the math span at the start of line,
// or -1. As in Pandoc, "$" opens only before a non-space and closes only
// after a non-space and not before a digit, so prices ("$5 or $10") stay
// text. The span ends on its line.
func inlineMathEnd(line []byte) int {
	if len(line) < 3 || line[0] != '$' {
		return -1
	}
	if line[1] == '$' {
		rest := line[2:]
		if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
			rest = rest[:nl]
		}
		if j := bytes.Index(rest, dollars); j > 0 {
			return 2 + j + 2
		}
		return -1
	}
	if util.IsSpace(line[1]) {
		return -1
	}
	for j := 1; j < len(line); j++ {
		switch line[j] {
		case '\\':
			j++
		case '\n':
			return -1
		case '$':
			// As in TeX, the next unescaped "$" ends the span: if it
			// cannot close, this "$" did not open math.
			if util.IsSpace(line[j-1]) || j+1 < len(line) && '0' <= line[j+1] && line[j+1] <= '9' {
				return -1
			}
			return j + 1
		}
	}
	return -1
}

// parenMathEnd returns the length of the "\(…\)" span at the start of
// line, or -1: it ends at the first "\)" of the line and holds more
// than spaces.
func parenMathEnd(line []byte) int {
	if nl := bytes.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl]
	}
	if len(line) > maxParenMath {
		line = line[:maxParenMath]
	}
	j := bytes.Index(line[2:], closeParen)
	if j < 0 || len(bytes.TrimSpace(line[2:2+j])) == 0 {
		return -1
	}
	return 2 + j + 2
}

// InlineMathLen returns the length of the inline math ("$…$", "$$…$$",
// "\(…\)") that starts b, as the page's Markdown reads it, or -1. It
// looks no further than b's first line. internal/mdx skips such spans
// rather than read their braces as expressions, as MDX with math does.
func InlineMathLen(b []byte) int {
	if bytes.HasPrefix(b, openParen) {
		return parenMathEnd(b)
	}
	return inlineMathEnd(b)
}

// DisplayMathLen returns the length of the display math block ("$$" …
// "$$", "\[" … "\]", on one line or from an opening line to a line
// ending with the closing delimiter) that starts b, the start of a line
// after its indentation, through the end of its last line; or -1.
//
// A search for the closing line that fails returns -2: no block that
// opens later in b can close either, and a caller that remembers it
// keeps a page of unclosed openers linear.
func DisplayMathLen(b []byte) int {
	var close []byte
	switch {
	case bytes.HasPrefix(b, dollars):
		close = dollars
	case bytes.HasPrefix(b, openBracket):
		close = closeBracket
	default:
		return -1
	}
	eol := func(i int) int {
		if j := bytes.IndexByte(b[i:], '\n'); j >= 0 {
			return i + j
		}
		return len(b)
	}
	e := eol(0)
	rest := util.TrimRightSpace(b[len(close):e])
	switch {
	case len(rest) >= len(close) && bytes.HasSuffix(rest, close):
		return e
	case len(rest) > 0:
		return -1
	}
	for i := e; i < len(b); {
		e := eol(i + 1)
		if bytes.HasSuffix(util.TrimRightSpace(b[i+1:e]), close) {
			return e
		}
		i = e
	}
	return -2
}

func renderMathBlock(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	var b []byte
	lines := node.Lines()
	for i := range lines.Len() {
		seg := lines.At(i)
		b = append(b, seg.Value(src)...)
	}
	_, _ = w.WriteString(`<div class="math math-display">`)
	writeEscaped(w, string(bytes.TrimRight(b, "\r\n")))
	_, _ = w.WriteString("</div>\n")
	return ast.WalkSkipChildren, nil
}

func renderMathInline(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	_, _ = w.WriteString(`<span class="math math-inline">`)
	writeEscaped(w, string(node.(*mathInline).Segment.Value(src)))
	_, _ = w.WriteString("</span>")
	return ast.WalkSkipChildren, nil
}
