// Package mdnest bounds how deep goldmark nests Markdown's container
// blocks: block quotes, lists and footnote definitions.
//
// goldmark's work on a line grows with the number of blocks opened on it
// times the line's length (each block measures the line from its start,
// and a list looks for a thematic break in the rest of it), so a line of
// 100,000 "> " or "- " markers, 200 KB, took 17 seconds, and the 8 MB a
// page may hold, hours. Past [Max] levels the parsers [Wrap] returns open
// nothing: the rest of the line is read as the text of a paragraph (the
// markers shown as written), and the parse stays linear in its input.
// Real documents nest a few levels (the corpus's deepest, 5), so their
// output is unchanged.
//
// Stage: shared. The Markdown of pages and spec descriptions
// (internal/markdown) and of docs.json's banner (internal/config) is
// parsed through it.
package mdnest

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Max is how many block quotes, lists and footnote definitions nest at
// most, counted from the document (a list and its items are one level).
const Max = 32

// Limit returns the block parsers ps with its block quote and list
// parsers (goldmark's) limited by [Wrap].
func Limit(ps []util.PrioritizedValue) []util.PrioritizedValue {
	out := make([]util.PrioritizedValue, len(ps))
	for i, p := range ps {
		if p.Value == parser.NewBlockquoteParser() || p.Value == parser.NewListParser() {
			p.Value = Wrap(p.Value.(parser.BlockParser))
		}
		out[i] = p
	}
	return out
}

// Wrap returns the parser of container blocks bp opening nothing [Max]
// levels deep. The first block it leaves unopened in a document is noted
// there, for [Cut]. A list item is no level of its own: wrap the list's
// parser, not the item's (a list must have items).
func Wrap(bp parser.BlockParser) parser.BlockParser { return limited{bp} }

type limited struct{ parser.BlockParser }

func (b limited) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if depth(parent) < Max {
		return b.BlockParser.Open(parent, reader, pc)
	}
	// Ask bp, so that a line it would not open a block on is read as
	// without the limit; undo what it opens.
	line, pos := reader.Position()
	node, state := b.BlockParser.Open(parent, reader, pc)
	if node == nil || state&parser.HasChildren == 0 {
		return node, state
	}
	reader.SetPosition(line, pos)
	if doc := parent.OwnerDocument(); doc != nil {
		if _, seen := doc.Attribute(cutAttr); !seen {
			doc.SetAttribute(cutAttr, pos.Start+max(pc.BlockOffset(), 0))
		}
	}
	return nil, parser.NoChildren
}

// depth counts the levels n is at, up to Max: n and its ancestors but
// list items and the document.
func depth(n ast.Node) int {
	d := 0
	for ; n != nil && d < Max; n = n.Parent() {
		switch n.(type) {
		case *ast.ListItem, *ast.Document:
		default:
			d++
		}
	}
	return d
}

// cutAttr is the attribute of a document that holds the offset of the
// first block left unopened.
var cutAttr = []byte("navbuild-nest-cut")

// Cut returns the offset in the source of n's document of the first
// block a parser of [Wrap] left unopened for being [Max] levels deep; ok
// is false when none was.
func Cut(n ast.Node) (off int, ok bool) {
	doc := n.OwnerDocument()
	if doc == nil {
		return 0, false
	}
	v, ok := doc.Attribute(cutAttr)
	if !ok {
		return 0, false
	}
	off, ok = v.(int)
	return off, ok
}
