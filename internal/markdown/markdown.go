// Package markdown holds the goldmark configuration every page is rendered
// with, matching what the reference platform shows: GitHub Flavored
// Markdown, footnotes, raw HTML passed through, heading ids and anchor
// links, highlighted code blocks, and math left readable.
//
// Heading ids are set while parsing, after inline parsing (an AST
// transformer, through the parse context's [parser.IDs]), so after
// Parse every *ast.Heading carries its final, document-unique id as its
// "id" attribute ([]byte).
// h2 to h4 headings end with an anchor link: an *ast.Link child with no
// children whose Destination is "#" + id and whose "class" attribute is
// "anchor" ([IsAnchor]). It is written with the page's own path before
// "#" ([SetSelf]), as footnote references and back links are, so code that
// rewrites the author's link destinations leaves it; code that collects
// heading text sees no text from it.
//
// Fenced code blocks render as
//
//	<div class="code-block" data-lang="js"><div class="code-title">index.js</div><pre class="chroma" tabindex="0"><code>…</code></pre></div>
//
// with one <span class="line"> per line (class "line hl" when
// highlighted) and chroma's CSS classes on tokens; assets/code.css styles
// them, and assets/chroma.css colours the tokens (go generate rewrites it).
//
// Stage: content. The Markdown engine under internal/mdx.
package markdown

//go:generate go run ./gencss -o ../../assets/chroma.css

import (
	"github.com/navbuild/navbuild/internal/mdnest"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// New returns the goldmark instance for pages: GFM (tables, strikethrough,
// task lists, autolinks), footnotes, raw HTML passed through (the pages
// are the site's own MDX), heading ids (explicit "{#id}" or made from the
// text by [NewIDs]), heading anchor links, highlighted code blocks, and
// "$…$" and "$$…$$" math kept verbatim. As in MDX, indented code is not
// code. The result is safe for concurrent use: each Parse keeps its own
// state, and the instance caches highlighted code (bounded) for the
// snippets pages repeat.
//
// Heading ids are unique within one Parse. To keep them unique across
// several parses (a page rendered in pieces), pass them one context:
// parser.WithContext(parser.NewContext(parser.WithIDs(markdown.NewIDs()))).
func New() goldmark.Markdown {
	return newMarkdown(true, nil)
}

// NewCached is [New] highlighting through the disk cache c as well: a
// block c holds is not highlighted again.
func NewCached(c *Cache) goldmark.Markdown {
	return newMarkdown(true, c)
}

// newMarkdown is New, with or without the cache of highlighted code in
// memory, and with the disk cache disk unless nil.
func newMarkdown(cacheTokens bool, disk *Cache) goldmark.Markdown {
	p := parser.NewParser(
		parser.WithBlockParsers(BlockParsers()...),
		parser.WithInlineParsers(InlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
		// Heading attributes give the reference's explicit ids ("## Title
		// {#id}"); the automatic ids come from headingIDs, not from
		// goldmark's WithAutoHeadingID, which slugs the raw line (markup
		// included) and drops every non-ASCII letter.
		parser.WithHeadingAttribute(),
	)
	return goldmark.New(
		goldmark.WithParser(pageParser{p}),
		goldmark.WithExtensions(extension.GFM, TableWrap, Footnote, pageExtension{cacheTokens, disk}, MDX),
		goldmark.WithRendererOptions(html.WithUnsafe()),
	)
}

// BlockParsers are goldmark's block parsers as MDX reads Markdown: with
// no indented code (MDX turns it off so that JSX can be indented), and
// block quotes and lists nested [mdnest.Max] levels at most (deeper
// ones read as text, so that the parse stays linear in its input).
func BlockParsers() []util.PrioritizedValue {
	var blocks []util.PrioritizedValue
	for _, b := range parser.DefaultBlockParsers() {
		switch b.Value {
		case parser.NewCodeBlockParser():
			b.Value = indentedParagraphParser{parser.NewParagraphParser()}
		case parser.NewFencedCodeBlockParser():
			b.Value = indentedFenceParser{b.Value.(parser.BlockParser)}
		case parser.NewHTMLBlockParser():
			b.Value = htmlBlockParser{b.Value.(parser.BlockParser)}
		}
		blocks = append(blocks, b)
	}
	return mdnest.Limit(blocks)
}

// indentedParagraphParser takes the place of indented code: a line
// indented by four spaces or more starts a paragraph, as in MDX, where
// CommonMark would start code (and goldmark, without a code parser, would
// drop the line).
type indentedParagraphParser struct{ parser.BlockParser }

func (p indentedParagraphParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if pc.BlockIndent() < 4 {
		return nil, parser.NoChildren
	}
	return p.BlockParser.Open(parent, reader, pc)
}

func (indentedParagraphParser) CanAcceptIndentedLine() bool { return true }

// indentedFenceParser is goldmark's fenced code with MDX's indentation:
// with indented code off, a fence opens and closes at any indent (micromark
// lets a code fence's line prefix be as long as it likes then), so
// "Example:" followed by a fence indented four spaces is a paragraph and a
// code block, not a paragraph holding the code as text.
type indentedFenceParser struct{ parser.BlockParser }

var indentedFenceKey = parser.NewContextKey()

// openFence is the opening fence of the block being read: its character and
// length.
type openFence struct {
	char byte
	n    int
}

func (p indentedFenceParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	n, st := p.BlockParser.Open(parent, reader, pc)
	if n != nil {
		line, _ := reader.PeekLine()
		pos := pc.BlockOffset()
		f := openFence{char: line[pos]}
		for i := pos; i < len(line) && line[i] == f.char; i++ {
			f.n++
		}
		pc.Set(indentedFenceKey, f)
	}
	return n, st
}

func (p indentedFenceParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	if w, pos := util.IndentWidth(line, reader.LineOffset()); w >= 4 {
		// goldmark closes a fence indented less than four; MDX any.
		f, _ := pc.Get(indentedFenceKey).(openFence)
		i := pos
		for i < len(line) && line[i] == f.char {
			i++
		}
		if f.n > 0 && i-pos >= f.n && util.IsBlank(line[i:]) {
			reader.AdvanceToEOL()
			return parser.Close
		}
	}
	return p.BlockParser.Continue(node, reader, pc)
}

func (indentedFenceParser) CanAcceptIndentedLine() bool { return true }

// pageParser gives each Parse without a context one whose ids are made by
// NewIDs, rather than goldmark's default.
type pageParser struct{ parser.Parser }

func (p pageParser) Parse(r text.Reader, opts ...parser.ParseOption) ast.Node {
	var c parser.ParseConfig
	for _, o := range opts {
		o(&c)
	}
	if c.Context == nil {
		opts = append(opts, parser.WithContext(parser.NewContext(parser.WithIDs(NewIDs()))))
	}
	return p.Parser.Parse(r, opts...)
}

// pageExtension adds what the reference does beyond GFM and footnotes.
type pageExtension struct {
	cacheTokens bool
	disk        *Cache
}

func (e pageExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithASTTransformers(util.Prioritized(headingIDs{}, 100)),
		parser.WithBlockParsers(util.Prioritized(mathBlockParser{}, 650)),
		parser.WithInlineParsers(util.Prioritized(mathInlineParser{}, 500)),
	)
	// Priority below goldmark's html renderer (1000): ours register last
	// and win for the kinds they share.
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(newNodeRenderer(e.cacheTokens, e.disk), 100)))
}
