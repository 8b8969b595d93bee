package markdown

import (
	"cmp"
	"slices"

	"github.com/navbuild/navbuild/internal/mdnest"
	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Footnote is goldmark's footnote extension (same syntax, same nodes, same
// HTML) in time linear in the page. goldmark finds a reference's
// definition by walking the list of definitions, and sorts the list by
// insertion: 50,000 footnotes took 22 s. Here goldmark's block parser and
// HTML renderer do their work; the references and the final pass are
// goldmark's (extension/footnote.go, MIT licence) with an index of the
// definitions by label and a sort of a slice.
var Footnote goldmark.Extender = footnoteExtension{}

type footnoteExtension struct{}

func (footnoteExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(util.Prioritized(footnoteBlocks{mdnest.Wrap(extension.NewFootnoteBlockParser())}, 999)),
		parser.WithInlineParsers(util.Prioritized(footnoteRefs{}, 101)),
		parser.WithASTTransformers(util.Prioritized(footnoteFinish{}, 999)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(footnoteHTML{extension.NewFootnoteHTMLRenderer().(*extension.FootnoteHTMLRenderer)}, 500)))
}

var footnoteIndexKey = parser.NewContextKey()

// footnoteIndex is the list of definitions of one parse, the first
// definition of each label (the one goldmark's walk finds) and the
// references in the order they were read.
type footnoteIndex struct {
	list    *ast.FootnoteList
	byLabel map[string]*ast.Footnote
	links   []*ast.FootnoteLink
}

func indexOf(pc parser.Context) *footnoteIndex {
	ix, _ := pc.Get(footnoteIndexKey).(*footnoteIndex)
	return ix
}

// footnoteBlocks notes every definition goldmark's block parser closes
// (and so appends to its list).
type footnoteBlocks struct{ parser.BlockParser }

func (b footnoteBlocks) Close(node gast.Node, reader text.Reader, pc parser.Context) {
	b.BlockParser.Close(node, reader, pc)
	fn, ok := node.(*ast.Footnote)
	list, okl := node.Parent().(*ast.FootnoteList)
	if !ok || !okl {
		return
	}
	ix := indexOf(pc)
	if ix == nil {
		ix = &footnoteIndex{list: list, byLabel: map[string]*ast.Footnote{}}
		pc.Set(footnoteIndexKey, ix)
	}
	if _, dup := ix.byLabel[string(fn.Ref)]; !dup {
		ix.byLabel[string(fn.Ref)] = fn
	}
}

// footnoteRefs reads a reference "[^label]" (or "![^label]") whose label
// has a definition, as goldmark's footnote parser does.
type footnoteRefs struct{}

// Trigger is goldmark's: '!' too, as "![^x]" is no image.
func (footnoteRefs) Trigger() []byte { return []byte{'!', '['} }

func (footnoteRefs) Parse(parent gast.Node, block text.Reader, pc parser.Context) gast.Node {
	const labelLimit = 999 // goldmark's footnoteLabelLimit
	line, segment := block.PeekLine()
	pos := 1
	if len(line) > 0 && line[0] == '!' {
		pos++
	}
	if pos >= len(line) || line[pos] != '^' {
		return nil
	}
	pos++
	if pos >= len(line) {
		return nil
	}
	closure := util.FindClosure(line[pos:min(len(line), pos+labelLimit)], '[', ']', false, false) //nolint:staticcheck // as goldmark calls it
	if closure < 0 {
		return nil
	}
	label := block.Value(text.NewSegment(segment.Start+pos, segment.Start+pos+closure))
	block.Advance(pos + closure + 1)
	ix := indexOf(pc)
	if ix == nil {
		return nil
	}
	fn := ix.byLabel[string(label)]
	if fn == nil {
		return nil
	}
	if fn.Index < 0 {
		ix.list.Count++
		fn.Index = ix.list.Count
	}
	link := ast.NewFootnoteLink(fn.Index)
	ix.links = append(ix.links, link)
	if line[0] == '!' {
		parent.AppendChild(parent, gast.NewTextSegment(text.NewSegment(segment.Start, segment.Start+1)))
	}
	return link
}

// footnoteFinish is goldmark's final pass: it numbers each reference among
// those to its definition, adds the back links, drops definitions never
// referenced, and moves the list, in reference order, to the end.
type footnoteFinish struct{}

func (footnoteFinish) Transform(doc *gast.Document, _ text.Reader, pc parser.Context) {
	ix := indexOf(pc)
	if ix == nil {
		return
	}
	pc.Set(footnoteIndexKey, nil)
	list := ix.list
	counter := map[int]int{}
	for _, l := range ix.links {
		counter[l.Index]++
	}
	refIndex := map[int]int{}
	for _, l := range ix.links {
		l.RefCount = counter[l.Index]
		l.RefIndex = refIndex[l.Index]
		refIndex[l.Index]++
	}
	var kept []*ast.Footnote
	for n := list.FirstChild(); n != nil; {
		next := n.NextSibling()
		fn := n.(*ast.Footnote)
		if fn.Index < 0 {
			list.RemoveChild(list, fn)
			n = next
			continue
		}
		var container gast.Node = fn
		if last := fn.LastChild(); last != nil && gast.IsParagraph(last) {
			container = last
		}
		refCount := counter[fn.Index]
		for i := range max(refCount, 1) {
			back := ast.NewFootnoteBacklink(fn.Index)
			back.RefCount, back.RefIndex = refCount, i
			container.AppendChild(container, back)
		}
		kept = append(kept, fn)
		n = next
	}
	slices.SortFunc(kept, func(a, b *ast.Footnote) int { return cmp.Compare(a.Index, b.Index) })
	for _, fn := range kept {
		list.RemoveChild(list, fn)
	}
	for _, fn := range kept {
		list.AppendChild(list, fn)
	}
	if list.Count <= 0 {
		list.Parent().RemoveChild(list.Parent(), list)
		return
	}
	doc.AppendChild(doc, list)
}
