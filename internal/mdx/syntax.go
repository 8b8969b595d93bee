package mdx

import (
	"bufio"
	"bytes"
	"sort"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/internal/mdnest"
)

// fragMDX is a fragment's [markdown.MDXSource]: its elements, expressions
// and ESM by start offset, which goldmark's MDX parsers make nodes of
// where they meet them (internal/markdown's mdxsyntax.go).
type fragMDX struct {
	st *state
	fr *frag
	// shape is set for a parse that only reads the fragment's shape:
	// inline constructs are not rendered.
	shape bool
	at    map[int]int // start offset → index in fr.nodes
	// gaps are what the parser left out between nodes (a closing tag
	// with no opening one), by start: they render as nothing.
	gaps map[int]int
}

func newFragMDX(st *state, fr *frag) *fragMDX {
	f := &fragMDX{st: st, fr: fr, at: make(map[int]int, len(fr.nodes))}
	for i, n := range fr.nodes {
		if n.kind != textNode {
			f.at[n.start] = i
		}
		if i > 0 && fr.nodes[i-1].end < n.start {
			if f.gaps == nil {
				f.gaps = map[int]int{}
			}
			f.gaps[fr.nodes[i-1].end] = n.start
		}
	}
	return f
}

// Block: an element or expression the parser found at the start of a
// line and alone on it, or with another tag after it, or ESM.
func (f *fragMDX) Block(off int) int {
	if end, ok := f.gaps[off]; ok && f.fr.src.atLineStart(off) && f.blankAfter(end) {
		return end
	}
	i, ok := f.at[off]
	if !ok {
		return -1
	}
	n := f.fr.nodes[i]
	if !n.block && n.kind != esmNode {
		return -1
	}
	return n.end
}

// Continues returns the end of the element or expression off is inside
// of, a line of which a paragraph ended before (a blank line in an
// expression): its rest is the construct's, rendered where it began;
// -1 when off is in text.
func (f *fragMDX) Continues(off int) int {
	nodes := f.fr.nodes
	i := sort.Search(len(nodes), func(i int) bool { return nodes[i].end > off })
	if i == len(nodes) || nodes[i].kind == textNode || nodes[i].start >= off {
		return -1
	}
	return nodes[i].end
}

// blankAfter reports whether only white space follows off on its line.
func (f *fragMDX) blankAfter(off int) bool {
	b := f.fr.src.b
	for ; off < len(b) && b[off] != '\n'; off++ {
		if !isSpace(b[off]) {
			return false
		}
	}
	return true
}

// Claims reports whether an element, an expression or a gap starts at
// off.
func (f *fragMDX) Claims(off int) bool {
	_, gap := f.gaps[off]
	_, ok := f.at[off]
	return ok || gap
}

// Inline renders the element or expression at off, inside text.
func (f *fragMDX) Inline(off int) (int, []byte, []byte) {
	if end, ok := f.gaps[off]; ok {
		return end, nil, nil
	}
	i, ok := f.at[off]
	if !ok || f.fr.nodes[i].kind == esmNode {
		return -1, nil, nil
	}
	n := f.fr.nodes[i]
	if f.shape {
		return n.end, nil, nil
	}
	var b bytes.Buffer
	f.st.node(&b, f.fr, n, !n.block)
	return n.end, b.Bytes(), []byte(textOf(b.Bytes()))
}

// renderBlock renders the node goldmark made a block of.
func (f *fragMDX) renderBlock(w *bytes.Buffer, start int) {
	if i, ok := f.at[start]; ok {
		f.st.node(w, f.fr, f.fr.nodes[i], false)
	}
}

// lines returns the fragment's lines as goldmark reads them: source
// segments, the indentation common to the lines of its text left out
// (components are indented in the source, and their content is not
// code), as buildMarkdown's dedent does.
func (f *fragMDX) lines() *text.Segments {
	fr := f.fr
	b := fr.src.b
	start, end := fr.nodes[0].start, fr.nodes[len(fr.nodes)-1].end
	skipFirst := !fr.src.atLineStart(start)
	type line struct {
		s, e  int
		count bool // a line of text: its indentation counts
	}
	var ls []line
	// Which lines' indentation counts: those whose first character is
	// text, or an inline node's start, as in the runs the old renderer
	// dedented (block nodes and their insides were not in them).
	// Lines come in order: the node cursor k only moves forward.
	k := 0
	kind := func(off int) bool {
		for k < len(fr.nodes) && fr.nodes[k].end <= off && fr.nodes[k].start != off {
			k++
		}
		if k == len(fr.nodes) {
			return false
		}
		n := fr.nodes[k]
		switch {
		case off < n.start:
			return false
		case n.kind == textNode:
			return true
		}
		return off == n.start && !n.block && n.kind != esmNode
	}
	minIndent := -1
	var fences fenceTracker
	for i := start; i < end; {
		e := bytes.IndexByte(b[i:end], '\n')
		if e < 0 {
			e = end
		} else {
			e = i + e + 1
		}
		l := line{s: i, e: e}
		w, n := indentOf(b[i:e])
		fence := fences.inside(b[i+n : e])
		if w >= 0 && !fence && !(skipFirst && len(ls) == 0) && kind(i+n) {
			l.count = true
			if minIndent < 0 || w < minIndent {
				minIndent = w
			}
		}
		ls = append(ls, l)
		i = e
	}
	segs := text.NewSegments()
	for k, l := range ls {
		s := l.s
		if !(skipFirst && k == 0) {
			s = skipIndent(b, l.s, l.e, minIndent)
		}
		segs.Append(text.NewSegment(s, l.e))
	}
	return segs
}

// markdownAST renders fragment fr: goldmark parses its source in place,
// its elements, expressions and ESM nodes of the AST.
func (st *state) markdownAST(w *bytes.Buffer, fr *frag, phrasing bool) {
	if blankRun(fr, fr.nodes) {
		return
	}
	if len(fr.nodes) == 1 {
		if t := fr.src.b[fr.nodes[0].start:fr.nodes[0].end]; plainText(t) {
			start := w.Len()
			w.WriteString("<p>")
			w.WriteString(escape(string(bytes.TrimSpace(t))))
			w.WriteString("</p>\n")
			if phrasing {
				stripP(w, start)
			}
			return
		}
	}
	f := newFragMDX(st, fr)
	// A context of the parse's own (a node rendered during the parse
	// parses its own content), with the page's heading ids and link
	// reference definitions.
	pc := st.newContext(f, gparser.WithIDs(st.ids))
	for _, r := range st.parseContext().References() {
		pc.AddReference(r)
	}
	doc := st.r.md.Parser().Parse(text.NewBlockReader(fr.src.b, st.indentedLists(f, f.lines())), gparser.WithContext(pc))
	for _, r := range pc.References() {
		st.ctx.AddReference(r)
	}
	markdown.SetSelf(doc.OwnerDocument(), st.page.Self)
	markdown.SetAnchorLabel(doc.OwnerDocument(), st.page.AnchorLabel)
	markdown.SetPalette(doc.OwnerDocument(), st.page.Palette)
	if off, ok := mdnest.Cut(doc); ok {
		st.warnf(fr.src, lineOf(fr, off), "block quotes, lists or footnotes nest more than %d deep here: the deeper ones are shown as text", mdnest.Max)
	}
	if phrasing {
		phrase(doc)
	}
	src := fr.src.b
	var autolinks []*ast.AutoLink
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *markdown.MDXBlock:
			var b bytes.Buffer
			f.renderBlock(&b, n.Start)
			n.HTML = b.Bytes()
		case *markdown.MDXInline:
			_, inP := n.Parent().(*ast.Paragraph)
			n.Split = inP && isBlockHTML(n.HTML)
		case *ast.AutoLink:
			if u := string(n.URL(src)); n.AutoLinkType == ast.AutoLinkURL && !link.Authored(u) {
				st.dropped(fr.src, nodeOffset(fr, n.Parent()), u)
				autolinks = append(autolinks, n)
			}
		case *ast.Link:
			if markdown.IsAnchor(n) {
				return ast.WalkSkipChildren, nil
			}
			n.Destination = []byte(st.href(st.link(string(n.Destination), false, fr.src, nodeOffset(fr, n))))
		case *ast.Image:
			if n.FirstChild() == nil {
				st.warnf(fr.src, nodeOffset(fr, n), "image %s has no alt text: screen readers cannot say what it shows (write ![what it shows](%s); a decorative image: <img src=\"...\" alt=\"\" />)", n.Destination, n.Destination)
			}
			n.Destination = []byte(st.link(string(n.Destination), true, fr.src, nodeOffset(fr, n)))
		case *ast.Heading:
			if n.Level == 2 || n.Level == 3 {
				if id, ok := n.AttributeString("id"); ok && st.noTOC == 0 {
					if b, ok := id.([]byte); ok {
						txt := markdown.HeadingText(nil, n, src)
						st.toc = append(st.toc, Heading{Level: n.Level, ID: string(b), Text: string(bytes.Join(bytes.Fields(txt), []byte(" ")))})
					}
				}
			}
		}
		return ast.WalkContinue, nil
	})
	for _, n := range autolinks {
		n.Parent().ReplaceChild(n.Parent(), n, ast.NewString(n.Label(src)))
	}
	out := htmlPool.Get().(*bytes.Buffer)
	defer htmlPool.Put(out)
	out.Reset()
	if st.bw == nil {
		st.bw = bufio.NewWriterSize(out, 512)
	}
	st.bw.Reset(out)
	err := st.r.md.Renderer().Render(st.bw, src, doc)
	st.bw.Flush()
	if err != nil {
		st.errorf(fr.src, fr.nodes[0].start, "render Markdown: %v", err)
		return
	}
	h := out.Bytes()
	if bytes.Contains(h, []byte("<p></p>\n")) || bytes.Contains(h, []byte("<p>\n</p>\n")) {
		h = bytes.ReplaceAll(h, []byte("<p></p>\n"), nil)
		h = bytes.ReplaceAll(h, []byte("<p>\n</p>\n"), nil)
	}
	w.Write(h)
}

// phrase makes the paragraphs of doc that stand alone between MDX blocks
// text without <p>, as MDX renders inline content: a paragraph a list, a
// heading or another paragraph is beside keeps it.
func phrase(doc ast.Node) {
	alone := func(n ast.Node) bool {
		if n == nil {
			return true
		}
		_, ok := n.(*markdown.MDXBlock)
		return ok
	}
	for c := doc.FirstChild(); c != nil; {
		next := c.NextSibling()
		if p, ok := c.(*ast.Paragraph); ok && alone(c.PreviousSibling()) && alone(next) {
			t := ast.NewTextBlock()
			t.SetLines(p.Lines())
			for gc := p.FirstChild(); gc != nil; {
				n := gc.NextSibling()
				t.AppendChild(t, gc)
				gc = n
			}
			doc.ReplaceChild(doc, p, t)
		}
		c = next
	}
}

// blocksInLists returns the start offsets of fr's block elements that
// goldmark reads inside a list item (indented under one), for the
// Markdown twin, which writes them there; nil when fr has no indented
// block element, the common case, without parsing.
func (st *state) blocksInLists(fr *frag) map[int]bool {
	indented := false
	for _, n := range fr.nodes {
		if n.kind == elemNode && n.block && n.start > 0 && isSpace(fr.src.b[n.start-1]) {
			indented = true
			break
		}
	}
	if !indented || !hasListMarker(fr) {
		return nil
	}
	f := newFragMDX(st, fr)
	f.shape = true
	doc := st.parseShape(f, st.indentedLists(f, f.lines()))
	in := map[int]bool{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if b, ok := n.(*markdown.MDXBlock); ok && entering {
			for p := n.Parent(); p != nil; p = p.Parent() {
				if p.Kind() == ast.KindListItem {
					in[b.Start] = true
					break
				}
			}
		}
		return ast.WalkContinue, nil
	})
	return in
}

// hasListMarker reports whether a line of fr's text starts, after its
// indentation, with a list marker ("- ", "* ", "+ ", "1. ", "1) "):
// without one no block can be in a list item.
func hasListMarker(fr *frag) bool {
	b := fr.src.b
	for _, n := range fr.nodes {
		if n.kind != textNode {
			continue
		}
		for i := n.start; i < n.end; {
			e := bytes.IndexByte(b[i:n.end], '\n')
			if e < 0 {
				e = n.end - i
			}
			if w, k := indentOf(b[i : i+e]); w >= 0 && startsList(b[i+k:i+e]) {
				return true
			}
			i += e + 1
		}
	}
	return false
}

// newContext returns a parse context for fragment f's MDX, with the
// site's math setting.
func (st *state) newContext(f *fragMDX, opts ...gparser.ContextOption) gparser.Context {
	pc := gparser.NewContext(opts...)
	if st.r.noMath {
		markdown.WithoutMath(pc)
	}
	markdown.WithMDX(pc, f)
	return pc
}

// parseShape parses f's lines segs for their shape only (f.shape: no
// construct is rendered).
func (st *state) parseShape(f *fragMDX, segs *text.Segments) ast.Node {
	return st.r.md.Parser().Parse(text.NewBlockReader(f.fr.src.b, segs), gparser.WithContext(st.newContext(f)))
}

// indentedLists returns segs with the lists MDX reads at any indentation
// brought within goldmark's reach. With indented code off, a list marker
// may be indented as much as an author likes ("    - item" after a
// paragraph is a list); goldmark reads one indented four columns or more
// past its context as a paragraph's text. Where a shape-only parse shows
// such a paragraph at the top level after a blank line, its line and the
// lines after it indented as much (or blank) lose that indentation, so
// that goldmark reads the list, its items and their content as MDX does.
// Fragments without a candidate line are not parsed twice.
func (st *state) indentedLists(f *fragMDX, segs *text.Segments) *text.Segments {
	b := f.fr.src.b
	indent := func(i int) (w int, blank bool) {
		seg := segs.At(i)
		w, _ = indentOf(b[seg.Start:seg.Stop])
		return w, w < 0
	}
	candidate := false
	for i := 1; i < segs.Len() && !candidate; i++ {
		w, _ := indentOf(b[segs.At(i).Start:segs.At(i).Stop])
		_, prevBlank := indent(i - 1)
		candidate = w >= 4 && prevBlank && startsList(b[skipIndent(b, segs.At(i).Start, segs.At(i).Stop, w):segs.At(i).Stop])
	}
	if !candidate {
		return segs
	}
	shape := *f
	shape.shape = true
	doc := st.parseShape(&shape, segs)
	var starts []int
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		p, ok := c.(*ast.Paragraph)
		if !ok || p.Lines().Len() == 0 {
			continue
		}
		// The paragraph's first line starts at its text: find its line.
		first := p.Lines().At(0).Start
		i := sort.Search(segs.Len(), func(i int) bool { return segs.At(i).Stop > first })
		if i == 0 || i == segs.Len() {
			continue
		}
		if w, _ := indent(i); w >= 4 && startsList(b[first:segs.At(i).Stop]) {
			if _, blank := indent(i - 1); blank {
				starts = append(starts, i)
			}
		}
	}
	if len(starts) == 0 {
		return segs
	}
	out := text.NewSegments()
	shift := make([]int, segs.Len())
	for _, i := range starts {
		if shift[i] > 0 {
			continue // in the list of an earlier start: goldmark nests it
		}
		k, _ := indent(i)
		for j := i; j < segs.Len(); j++ {
			w, blank := indent(j)
			if !blank && w < k {
				break
			}
			shift[j] = max(shift[j], k)
		}
	}
	for i := range segs.Len() {
		seg := segs.At(i)
		if shift[i] > 0 {
			seg = text.NewSegment(skipIndent(b, seg.Start, seg.Stop, shift[i]), seg.Stop)
		}
		out.Append(seg)
	}
	return out
}

// startsList reports whether line starts with a list marker and a space.
func startsList(line []byte) bool {
	k := 0
	for k < len(line) && k < 9 && line[k] >= '0' && line[k] <= '9' {
		k++
	}
	switch {
	case k > 0:
		return k+1 < len(line) && (line[k] == '.' || line[k] == ')') && (line[k+1] == ' ' || line[k+1] == '\t')
	case len(line) > 1:
		return (line[0] == '-' || line[0] == '*' || line[0] == '+') && (line[1] == ' ' || line[1] == '\t')
	}
	return false
}

// nodeOffset returns the source offset of the line where n is, for a
// diagnostic: the start of its line, or of the fragment.
func nodeOffset(fr *frag, n ast.Node) int {
	off := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			off = t.Segment.Start
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	for p := n; off < 0 && p != nil; p = p.Parent() {
		if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
			off = p.Lines().At(0).Start
		}
	}
	return lineOf(fr, off)
}

// lineOf returns the start of the line of fr's source where off is, or
// the fragment's start when that comes later.
func lineOf(fr *frag, off int) int {
	first := fr.nodes[0].start
	if off < first {
		return first
	}
	ls := bytes.LastIndexByte(fr.src.b[:off], '\n') + 1
	return max(ls, first)
}
