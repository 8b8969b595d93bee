package markdown

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// anchorClass marks the anchor link appended to h2–h4 headings.
const anchorClass = "anchor"

// headingIDs gives every heading an id and h2–h4 an anchor link. It runs
// after inline parsing so that ids come from the text a reader sees, not
// from the markup ("## The [`run`](/cli) command" is "the-run-command").
type headingIDs struct {
	noAnchors bool
}

// HeadingIDs is the AST transformer that gives every heading an id from
// its text ([HeadingText]: what a reader sees, MDX constructs included),
// by the parse context's [parser.IDs], as New's pages have them, without
// their anchor links.
func HeadingIDs() parser.ASTTransformer { return headingIDs{noAnchors: true} }

func (t headingIDs) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	var headings []*ast.Heading
	// The context's generator: one per Parse unless the caller shares one
	// between parses (see New).
	g := pc.IDs()
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			headings = append(headings, n)
			// Explicit ids are reserved first, so that a generated id
			// never takes one that a later heading asks for.
			if id := explicitID(n); id != nil {
				g.Put(id)
			}
			return ast.WalkSkipChildren, nil
		case *ast.Paragraph, *ast.TextBlock:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	for _, h := range headings {
		id := explicitID(h)
		if id == nil {
			id = g.Generate(HeadingText(nil, h, src), ast.KindHeading)
			h.SetAttributeString("id", id)
		}
		if h.Level >= 2 && h.Level <= 4 && !t.noAnchors {
			a := ast.NewLink()
			a.Destination = append([]byte{'#'}, id...)
			a.SetAttributeString("class", []byte(anchorClass))
			h.AppendChild(h, a)
		}
	}
}

// explicitID returns the id a heading was given ("## Title {#id}"), or
// nil if it has none or an empty or non-text one ("{#}", "{id=1}").
func explicitID(h *ast.Heading) []byte {
	v, ok := h.AttributeString("id")
	if !ok {
		return nil
	}
	id, _ := v.([]byte)
	if len(id) == 0 {
		return nil
	}
	return id
}

// IsAnchor reports whether n is a heading's anchor link, which this
// package writes with the page's path (SetSelf): a walk that rewrites the
// author's links leaves it.
func IsAnchor(n *ast.Link) bool {
	v, ok := n.AttributeString("class")
	if !ok || n.ChildCount() != 0 {
		return false
	}
	b, ok := v.([]byte)
	return ok && string(b) == anchorClass
}

// HeadingText appends the text of n's inline children as a reader sees it:
// no markup, link text without destinations, entities resolved, and
// nothing of a heading's anchor link (it has no text). Ids and tables of
// contents are made from it.
func HeadingText(dst []byte, n ast.Node, src []byte) []byte {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			v := c.Segment.Value(src)
			if _, code := c.Parent().(*ast.CodeSpan); !code {
				v = util.UnescapePunctuations(util.ResolveNumericReferences(util.ResolveEntityNames(v)))
			}
			dst = append(dst, v...)
			if c.SoftLineBreak() || c.HardLineBreak() {
				dst = append(dst, ' ')
			}
		case *ast.String:
			dst = append(dst, c.Value...)
		case *ast.AutoLink:
			dst = append(dst, c.Label(src)...)
		case *mathInline:
			dst = append(dst, c.Segment.Value(src)...)
		case *MDXInline:
			dst = append(dst, c.Plain...)
		case *ast.RawHTML:
			// Tags are not text; the text between them is a sibling.
		default:
			dst = HeadingText(dst, c, src)
		}
	}
	return dst
}

// NewIDs returns a [parser.IDs] that makes ids as the reference does from
// the text it is given: lower case, the words joined by single hyphens,
// punctuation and symbols dropped, letters of every script kept
// ("Getting Started: 2. Install!" is "getting-started-2-install", "快速开始"
// stays); an empty result becomes "heading"; "-1", "-2"… make repeats
// unique. It is not safe for concurrent use: one per page.
func NewIDs() parser.IDs {
	return &ids{used: map[string]bool{}, next: map[string]int{}}
}

type ids struct {
	used map[string]bool
	next map[string]int // last suffix tried for a base id
}

// Generate returns a new id for a node with the given text.
func (g *ids) Generate(value []byte, kind ast.NodeKind) []byte {
	base := slug(nil, value)
	if len(base) == 0 {
		if kind == ast.KindHeading {
			base = []byte("heading")
		} else {
			base = []byte("id")
		}
	}
	if !g.used[string(base)] {
		g.used[string(base)] = true
		return base
	}
	key := string(base)
	for i := g.next[key] + 1; ; i++ {
		id := strconv.AppendInt(append(append([]byte(nil), base...), '-'), int64(i), 10)
		if !g.used[string(id)] {
			g.used[string(id)] = true
			g.next[key] = i
			return id
		}
	}
}

// Put reserves an id.
func (g *ids) Put(value []byte) {
	g.used[string(value)] = true
}

// slug appends the id form of s to dst: letters (lower-cased), digits,
// combining marks and underscores are kept; runs of spaces and hyphens
// become one hyphen between words; everything else is dropped, so
// "Node.js" is "nodejs" and "Getting Started: 2. Install!" is
// "getting-started-2-install". Invalid UTF-8 is dropped.
func slug(dst, s []byte) []byte {
	start := len(dst)
	sep := false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(s[i:])
		}
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '_'):
			dst = appendWordRune(dst, start, &sep, r)
		case 'A' <= r && r <= 'Z':
			dst = appendWordRune(dst, start, &sep, r+'a'-'A')
		case r == '-' || unicode.IsSpace(r):
			sep = true
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r)):
			dst = appendWordRune(dst, start, &sep, unicode.ToLower(r))
		}
	}
	return dst
}

func appendWordRune(dst []byte, start int, sep *bool, r rune) []byte {
	if *sep && len(dst) > start {
		dst = append(dst, '-')
	}
	*sep = false
	return utf8.AppendRune(dst, r)
}
