package markdown

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// selfAttr is the attribute of a document that holds SetSelf's path.
var selfAttr = []byte("navbuild-self")

// SetSelf makes the in-page links this package writes for doc (heading
// anchors, footnote references and their back links) start with self,
// the page's own path from the site root ("guides/intro/"): pages set
// <base href> to the site root, where "#id" alone would lead to the home
// page. Without it they are "#id". Links of the author ("[x](#id)") are
// the caller's: it rewrites their destinations as it does every link's.
func SetSelf(doc *gast.Document, self string) {
	if self != "" {
		doc.SetAttribute(selfAttr, []byte(self))
	}
}

// anchorLabelAttr is the attribute of a document that holds
// SetAnchorLabel's label.
var anchorLabelAttr = []byte("navbuild-anchor-label")

// defaultAnchorLabel names heading anchors without SetAnchorLabel.
const defaultAnchorLabel = "Link to this section"

// SetAnchorLabel makes label, in the page's language, the accessible name
// of doc's heading anchors (the "#" links); without it they are named
// "Link to this section".
func SetAnchorLabel(doc *gast.Document, label string) {
	if label != "" {
		doc.SetAttribute(anchorLabelAttr, []byte(label))
	}
}

// writeAnchorLabel writes the label SetAnchorLabel gave n's document,
// HTML-escaped.
func writeAnchorLabel(w util.BufWriter, n gast.Node) {
	if d := n.OwnerDocument(); d != nil {
		if v, ok := d.Attribute(anchorLabelAttr); ok {
			if b, ok := v.([]byte); ok {
				_, _ = w.Write(util.EscapeHTML(b))
				return
			}
		}
	}
	_, _ = w.WriteString(defaultAnchorLabel)
}

// writeSelf writes the path SetSelf gave n's document, as a link
// destination is written (URL- and HTML-escaped).
func writeSelf(w util.BufWriter, n gast.Node) {
	d := n.OwnerDocument()
	if d == nil {
		return
	}
	if v, ok := d.Attribute(selfAttr); ok {
		if b, ok := v.([]byte); ok {
			_, _ = w.Write(util.EscapeHTML(util.URLEscape(b, true)))
		}
	}
}

// footnoteHTML is goldmark's footnote renderer, whose references and
// back links start with the page's path (SetSelf). They write goldmark's
// HTML with its default configuration, the one Footnote uses.
type footnoteHTML struct {
	*extension.FootnoteHTMLRenderer
}

func (r footnoteHTML) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	r.FootnoteHTMLRenderer.RegisterFuncs(reg)
	reg.Register(ast.KindFootnoteLink, renderFootnoteLink)
	reg.Register(ast.KindFootnoteBacklink, renderFootnoteBacklink)
}

func renderFootnoteLink(w util.BufWriter, _ []byte, node gast.Node, entering bool) (gast.WalkStatus, error) {
	if entering {
		n := node.(*ast.FootnoteLink)
		ref := footnoteRef(n.RefIndex, n.Index)
		_, _ = w.WriteString(`<sup id="` + ref + `"><a href="`)
		writeSelf(w, n)
		_, _ = w.WriteString(`#fn:` + strconv.Itoa(n.Index) + `" class="footnote-ref" role="doc-noteref">` + strconv.Itoa(n.Index) + `</a></sup>`)
	}
	return gast.WalkContinue, nil
}

func renderFootnoteBacklink(w util.BufWriter, _ []byte, node gast.Node, entering bool) (gast.WalkStatus, error) {
	if entering {
		n := node.(*ast.FootnoteBacklink)
		_, _ = w.WriteString(`&#160;<a href="`)
		writeSelf(w, n)
		_, _ = w.WriteString(`#` + footnoteRef(n.RefIndex, n.Index) + `" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a>`)
	}
	return gast.WalkContinue, nil
}

// footnoteRef is the id of a reference to footnote index: "fnref:1",
// "fnref1:1" for the second reference to it.
func footnoteRef(refIndex, index int) string {
	s := "fnref"
	if refIndex > 0 {
		s += strconv.Itoa(refIndex)
	}
	return s + ":" + strconv.Itoa(index)
}

// AppendFragment appends link destination v ("#id", "page/#id") as an
// attribute value: percent-encoded as goldmark's util.URLEscape does and
// HTML-escaped, except that letters, marks and digits beyond ASCII stay
// as they are. HTML allows such a URL (an IRI: the URL standard's code
// points include them), and a browser encodes them itself when it
// follows the link, so "#安装" leads where "#%E5%AE%89%E8%A3%85" does in a
// third of the bytes (Arabic: a third), for every heading anchor and
// "On this page" link of a page in those scripts.
func AppendFragment(dst, v []byte) []byte {
	for len(v) > 0 {
		// The longest run of bytes that keep their escaping, then the
		// longest run of letters, marks and digits written as they are.
		i := 0
		for i < len(v) && !rawRune(v[i:]) {
			if v[i] < utf8.RuneSelf {
				i++
			} else {
				_, size := utf8.DecodeRune(v[i:])
				i += size
			}
		}
		if i > 0 {
			dst = append(dst, util.EscapeHTML(util.URLEscape(v[:i], true))...)
			v = v[i:]
		}
		for len(v) > 0 && rawRune(v) {
			_, size := utf8.DecodeRune(v)
			dst, v = append(dst, v[:size]...), v[size:]
		}
	}
	return dst
}

// rawRune reports whether v starts with a rune beyond ASCII that
// AppendFragment writes as it is: a letter, mark or digit.
func rawRune(v []byte) bool {
	if v[0] < utf8.RuneSelf {
		return false
	}
	r, size := utf8.DecodeRune(v)
	if r == utf8.RuneError && size == 1 {
		return false
	}
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsNumber(r)
}
