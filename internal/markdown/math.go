package markdown

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Math is kept verbatim, delimiters included, so that it reads as the
// author wrote it without a script (and a KaTeX or MathJax auto-render
// script finds it): Markdown must not turn "\\" into "\" or "a*b*c" into
// emphasis inside it.

var (
	kindMathBlock  = ast.NewNodeKind("MathBlock")
	kindMathInline = ast.NewNodeKind("MathInline")
)

// mathBlock is display math: lines from "$$" to "$$", or "$$…$$" on one line.
type mathBlock struct{ ast.BaseBlock }

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

var dollars = []byte("$$")

type mathBlockParser struct{}

func (mathBlockParser) Trigger() []byte { return []byte{'$'} }

func (mathBlockParser) Open(_ ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	pos := pc.BlockOffset()
	if pos < 0 || !bytes.HasPrefix(line[pos:], dollars) {
		return nil, parser.NoChildren
	}
	rest := util.TrimRightSpace(line[pos+2:])
	node := &mathBlock{}
	switch {
	case len(rest) >= 2 && bytes.HasSuffix(rest, dollars):
		node.Lines().Append(text.NewSegment(seg.Start+pos, seg.Stop))
		reader.AdvanceToEOL()
		return node, parser.Close
	case len(rest) > 0:
		// "$$ is a lot" is prose, not math.
		return nil, parser.NoChildren
	case !bytes.Contains(reader.Source()[seg.Stop:], dollars):
		// Unclosed: it would swallow the rest of the page.
		return nil, parser.NoChildren
	}
	node.Lines().Append(text.NewSegment(seg.Start+pos, seg.Stop))
	reader.AdvanceToEOL()
	return node, parser.NoChildren
}

func (mathBlockParser) Continue(node ast.Node, reader text.Reader, _ parser.Context) parser.State {
	line, seg := reader.PeekLine()
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	if bytes.HasSuffix(util.TrimRightSpace(line), dollars) {
		return parser.Close
	}
	return parser.Continue | parser.NoChildren
}

func (mathBlockParser) Close(ast.Node, text.Reader, parser.Context) {}
func (mathBlockParser) CanInterruptParagraph() bool                 { return true }
func (mathBlockParser) CanAcceptIndentedLine() bool                 { return false }

type mathInlineParser struct{}

func (mathInlineParser) Trigger() []byte { return []byte{'$'} }

func (mathInlineParser) Parse(_ ast.Node, block text.Reader, _ parser.Context) ast.Node {
	line, seg := block.PeekLine()
	end := inlineMathEnd(line)
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
