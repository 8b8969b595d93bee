package markdown

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// MDX in goldmark's AST. internal/mdx reads MDX (JSX elements,
// {expressions}, import/export) with its parser and renders it; these
// goldmark parsers put what it found in its place in the Markdown around
// it, as the math parsers do for math: goldmark parses a fragment of an
// MDX file in place, and where the [MDXSource] of the parse context
// ([WithMDX]) has a construct at an offset, a block parser (an element or
// expression on lines of its own, or ESM) or an inline parser (one inside
// text) makes it a node. Markdown's own structure, the lists, block
// quotes, code and paragraphs around and between them, is goldmark's.
// Without an MDXSource in the context the parsers do nothing.

// MDXSource says what MDX constructs a fragment has, by offset in the
// source being parsed.
type MDXSource interface {
	// Block returns the end of the MDX block that starts at off: an
	// element or expression at the start of its line, or ESM; -1 for
	// none.
	Block(off int) int
	// Continues returns the end of the construct off is inside of (a
	// line of it after a blank one, which ended the paragraph it began
	// in), -1 for none.
	Continues(off int) int
	// Inline returns the MDX construct inside text at off: its end, its
	// HTML, and its text (for heading ids and alt text); end is -1 for
	// none.
	Inline(off int) (end int, html, text []byte)
	// Claims reports whether an MDX construct starts at off: then the
	// line is not an HTML block, which MDX does not have.
	Claims(off int) bool
}

var mdxKey = parser.NewContextKey()

// WithMDX makes the parses with context pc read the constructs of s.
func WithMDX(pc parser.Context, s MDXSource) { pc.Set(mdxKey, s) }

func mdxOf(pc parser.Context) MDXSource {
	s, _ := pc.Get(mdxKey).(MDXSource)
	return s
}

// KindMDXBlock and KindMDXInline are the kinds of [MDXBlock] and
// [MDXInline].
var (
	KindMDXBlock  = ast.NewNodeKind("MDXBlock")
	KindMDXInline = ast.NewNodeKind("MDXInline")
)

// MDXBlock is MDX that starts a line: source[Start:End]. Its HTML is
// set by the MDX renderer after the parse, before the document renders.
// Its children are the Markdown after it on its last line, if any.
type MDXBlock struct {
	ast.BaseBlock
	Start, End int
	HTML       []byte
}

func (*MDXBlock) Kind() ast.NodeKind { return KindMDXBlock }

func (n *MDXBlock) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

// MDXInline is MDX inside text: source[Start:End], rendered as HTML.
type MDXInline struct {
	ast.BaseInline
	Start, End  int
	HTML, Plain []byte
	// Split is set when HTML is a block (a callout, a card) inside a
	// paragraph, which cannot hold one: the paragraph closes before it
	// and opens again after it.
	Split bool
}

func (*MDXInline) Kind() ast.NodeKind { return KindMDXInline }

// Text is the construct's text, for what reads a node's text (an image's
// alt attribute).
func (n *MDXInline) Text([]byte) []byte { return n.Plain }

func (n *MDXInline) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

type mdxBlockParser struct{}

// Every line is asked: MDX's flow constructs start with <, { (elements,
// expressions), i or e (import, export), and a line of any start may be
// the rest of a construct a paragraph began ({`a` and, after a blank
// line, `b`}), which is the construct's, not Markdown.
func (mdxBlockParser) Trigger() []byte { return anyByte }

var anyByte = func() []byte {
	b := make([]byte, 0, 255)
	for c := 0; c < 256; c++ {
		if c != '\n' {
			b = append(b, byte(c))
		}
	}
	return b
}()

func (mdxBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	s := mdxOf(pc)
	if _, list := parent.(*ast.List); s == nil || list {
		return nil, parser.NoChildren // a list holds list items only
	}
	line, seg := reader.PeekLine()
	i := util.FirstNonSpacePosition(line)
	if i < 0 {
		return nil, parser.NoChildren
	}
	off := seg.Start + i
	end := s.Block(off)
	if last := pc.LastOpenedBlock().Node; end < 0 && (last == nil || !ast.IsParagraph(last)) {
		end = s.Continues(off)
	}
	if end < 0 {
		return nil, parser.NoChildren
	}
	n := &MDXBlock{Start: off, End: end}
	// To the construct's end, which may be lines below.
	for {
		line, seg := reader.PeekLine()
		if line == nil {
			return n, parser.NoChildren
		}
		if end >= seg.Start && end < seg.Stop {
			reader.Advance(end - seg.Start)
			break
		}
		reader.AdvanceLine()
	}
	if line, _ := reader.PeekLine(); util.IsBlank(line) {
		reader.AdvanceToEOL()
		return n, parser.NoChildren
	}
	// Text after it on its line (<Icon /> text, a tag the parser left
	// for text) is Markdown: a paragraph in it, which lines below may
	// continue.
	return n, parser.HasChildren
}

func (mdxBlockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	if line == nil || util.IsBlank(line) || node.LastChild() == nil {
		return parser.Close
	}
	if _, ok := node.LastChild().(*ast.Paragraph); !ok {
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

func (mdxBlockParser) Close(ast.Node, text.Reader, parser.Context) {}

func (mdxBlockParser) CanInterruptParagraph() bool { return true }

// CanAcceptIndentedLine: MDX has no indented code; JSX may be indented.
func (mdxBlockParser) CanAcceptIndentedLine() bool { return true }

// htmlBlockParser is goldmark's HTML block parser, which does not open
// where an MDX construct starts: MDX reads every tag as JSX.
type htmlBlockParser struct{ parser.BlockParser }

func (p htmlBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if s := mdxOf(pc); s != nil {
		line, seg := reader.PeekLine()
		if i := util.FirstNonSpacePosition(line); i >= 0 && s.Claims(seg.Start+i) {
			return nil, parser.NoChildren
		}
	}
	return p.BlockParser.Open(parent, reader, pc)
}

type mdxInlineParser struct{}

func (mdxInlineParser) Trigger() []byte { return []byte{'<', '{'} }

func (mdxInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	s := mdxOf(pc)
	if s == nil {
		return nil
	}
	_, seg := block.PeekLine()
	end, h, t := s.Inline(seg.Start)
	if end < 0 {
		return nil
	}
	n := &MDXInline{Start: seg.Start, End: end, HTML: h, Plain: t}
	// The construct may span lines: move to its end, line by line.
	for {
		line, seg := block.PeekLine()
		if line == nil {
			break
		}
		if end <= seg.Stop && end >= seg.Start {
			block.Advance(end - seg.Start)
			break
		}
		block.AdvanceLine()
	}
	return n
}

type mdxRenderer struct{}

func (mdxRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindMDXBlock, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.Write(n.(*MDXBlock).HTML)
		}
		return ast.WalkContinue, nil
	})
	reg.Register(KindMDXInline, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkSkipChildren, nil
		}
		m := n.(*MDXInline)
		if m.Split {
			_, _ = w.WriteString("</p>\n")
			_, _ = w.Write(m.HTML)
			_, _ = w.WriteString("<p>")
		} else {
			_, _ = w.Write(m.HTML)
		}
		return ast.WalkSkipChildren, nil
	})
}

// MDX is the goldmark extension of the MDX parsers and their nodes'
// renderer.
var MDX goldmark.Extender = mdxExtension{}

type mdxExtension struct{}

func (mdxExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(util.Prioritized(mdxBlockParser{}, 10)),
		parser.WithInlineParsers(util.Prioritized(mdxInlineParser{}, 150)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(mdxRenderer{}, 100)))
}
