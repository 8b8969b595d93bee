package mdx

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/navbuild/navbuild/internal/markdown"
)

// This file writes a page's Markdown twin: the same parsed tree the HTML
// is written from (modules, snippets, props and expressions are shared
// with the HTML pass), with each component written as what it means in
// plain Markdown. Markdown text is kept as the author wrote it (dedented
// out of the components it sits in); only JSX is rewritten.

// twin writes the Markdown of module m, the page. It leaves the page's
// diagnostics, links and table of contents as the HTML pass found them:
// the problems are the same and were reported there.
func (st *state) twin(m *module) []byte {
	nd, nr := len(st.diags), len(st.refused)
	st.md, st.level = true, 1
	var b bytes.Buffer
	st.flow(&b, &frag{src: m.src, nodes: m.nodes, sc: m.scope}, false)
	st.md = false
	st.diags, st.refused = st.diags[:nd], st.refused[:nr]
	out := bytes.TrimSpace(b.Bytes())
	if len(out) == 0 {
		return nil
	}
	return append(out, '\n')
}

// mdFlow is flow in Markdown: runs of text and inline nodes as Markdown,
// blocks between them separated by blank lines.
func (st *state) mdFlow(w *bytes.Buffer, fr *frag, phrasing bool) {
	if fr.jsx {
		for _, n := range fr.nodes {
			if n.kind == textNode {
				w.WriteString(jsxText(fr.src.b[n.start:n.end]))
				continue
			}
			// Inline for an element, not for an expression's value.
			st.mdNode(w, fr, n, n.kind == elemNode)
		}
		return
	}
	runs(fr, st.blocksInLists(fr), func(run []*node) { st.mdRun(w, fr, run, phrasing) }, func(n *node) {
		var b bytes.Buffer
		st.mdNode(&b, fr, n, false)
		mdBlock(w, b.Bytes())
	})
}

// mdBlock appends block b to w, a blank line between it and what is
// already there.
func mdBlock(w *bytes.Buffer, b []byte) {
	b = bytes.Trim(b, "\n")
	if len(bytes.TrimSpace(b)) == 0 {
		return
	}
	if w.Len() > 0 {
		h := w.Bytes()
		switch {
		case bytes.HasSuffix(h, []byte("\n\n")):
		case h[len(h)-1] == '\n':
			w.WriteByte('\n')
		default:
			w.WriteString("\n\n")
		}
	}
	w.Write(b)
	w.WriteByte('\n')
}

// mdRun writes a run of text and inline nodes: the Markdown as written,
// each inline node in place as Markdown.
func (st *state) mdRun(w *bytes.Buffer, fr *frag, run []*node, phrasing bool) {
	if blankRun(fr, run) {
		return
	}
	md := buildMarkdown(fr.src, run)
	items := make([][]byte, len(md.items))
	for i, n := range md.items {
		var b bytes.Buffer
		st.mdNode(&b, fr, n, !n.block)
		items[i] = bytes.Trim(b.Bytes(), "\n")
		if !n.block {
			items[i] = bytes.TrimSpace(items[i])
		}
	}
	out := substituteMarkdown(md.b, items)
	st.noteHeadings(out)
	if phrasing {
		w.Write(bytes.TrimSpace(out))
		return
	}
	mdBlock(w, out)
}

// substituteMarkdown replaces the placeholders of b by items, indenting
// the lines after the first of an item as the line it is on, so that a
// block inside a list item stays in it.
func substituteMarkdown(b []byte, items [][]byte) []byte {
	if !bytes.ContainsRune(b, phOpen) {
		return b
	}
	out := make([]byte, 0, len(b))
	lineStart := 0
	for i := 0; i < len(b); {
		if b[i] == '\n' {
			out = append(out, '\n')
			i++
			lineStart = len(out)
			continue
		}
		idx, n, ok := parsePlaceholder(b[i:])
		if !ok {
			out = append(out, b[i])
			i++
			continue
		}
		if idx < len(items) {
			line := out[lineStart:]
			indent := line[:len(line)-len(bytes.TrimLeft(line, " \t"))]
			out = append(out, indentLines(items[idx], string(indent))...)
		}
		i += n
	}
	return out
}

// indentLines prefixes every line of b but the first with indent (blank
// lines stay empty).
func indentLines(b []byte, indent string) []byte {
	if indent == "" || !bytes.ContainsRune(b, '\n') {
		return b
	}
	lines := strings.Split(string(b), "\n")
	for i := 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != "" {
			lines[i] = indent + lines[i]
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

// noteHeadings records the level of the last ATX heading of Markdown b
// (outside fenced code), the level a component's sections go below.
func (st *state) noteHeadings(b []byte) {
	outsideFences(b, " ", func(_, t []byte) {
		if c := countRun(t, '#'); c >= 1 && c <= 6 && (len(t) == c || t[c] == ' ' || t[c] == '\t') {
			st.level = c
		}
	})
}

// outsideFences calls f for each line of Markdown b that is not part of a
// fenced code block (a run of three or more backticks or tildes opens it,
// a line of as many or more of the same closes it), with t the line less
// the leading bytes in cut.
func outsideFences(b []byte, cut string, f func(line, t []byte)) {
	var fence byte
	fenceN := 0
	for _, line := range bytes.Split(b, []byte("\n")) {
		t := bytes.TrimLeft(line, cut)
		if fenceN > 0 {
			if countRun(t, fence) >= fenceN && len(bytes.TrimSpace(bytes.Trim(t, string(fence)))) == 0 {
				fenceN = 0
			}
			continue
		}
		if c := countRun(t, '`'); c >= 3 {
			fence, fenceN = '`', c
			continue
		}
		if c := countRun(t, '~'); c >= 3 {
			fence, fenceN = '~', c
			continue
		}
		f(line, t)
	}
}

// mdNode writes an element or expression as Markdown.
func (st *state) mdNode(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	switch n.kind {
	case elemNode:
		st.element(w, fr, n, inline)
	case exprNode:
		st.mdExpr(w, fr, n, inline)
	case textNode:
		w.Write(fr.src.b[n.start:n.end])
	}
}

// mdExpr writes an expression's value.
func (st *state) mdExpr(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	v := st.eval(fr.src, n.start+1, n.end-1, fr.sc)
	if v.kind == rawVal {
		w.Write(fr.src.b[n.start:n.end])
		return
	}
	st.mdValue(w, v, inline)
}

func (st *state) mdValue(w *bytes.Buffer, v value, inline bool) {
	switch v.kind {
	case strVal, numVal:
		w.WriteString(v.s)
	case jsxVal:
		st.flow(w, v.frag, inline || v.phrasing)
	case htmlVal:
		w.WriteString(v.s) // Markdown keeps HTML
	case arrVal:
		for _, e := range v.arr {
			st.mdValue(w, e, inline)
		}
	}
}

// mdChildren returns n's children as Markdown.
func (st *state) mdChildren(fr *frag, n *node, phrasing bool) []byte {
	var b bytes.Buffer
	st.children(&b, fr, n, phrasing)
	return bytes.Trim(b.Bytes(), "\n")
}

// mdComponent writes a built-in component as Markdown, as what it means
// (its twin renderer in library), and one without a twin renderer or
// an unknown one as its content (element handles the rest).
func (st *state) mdComponent(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	if c := library[n.name]; c.twin != nil {
		c.twin(st, w, fr, n, inline)
		return
	}
	st.children(w, fr, n, inline)
}

// mdColors writes a Color palette, row or item as a list: an item as
// its name and value (light and dark), a row as its title over its
// items.
func (st *state) mdColors(w *bytes.Buffer, fr *frag, n *node) {
	switch n.name {
	case "Color.Item":
		light, dark := st.colorValues(fr, n)
		v := "`" + light + "`"
		if light != dark {
			v = "light `" + light + "`, dark `" + dark + "`"
		}
		if name := mdInline(st.str(fr, n, "name")); name != "" {
			v = name + ": " + v
		}
		w.WriteString("- " + v + "\n")
		return
	case "Color.Row":
		if t := mdInline(st.str(fr, n, "title")); t != "" {
			w.WriteString("- **" + t + "**\n")
			var b bytes.Buffer
			st.mdColorChildren(&b, fr, n)
			w.Write(indentAll(b.Bytes(), "  "))
			return
		}
	}
	st.mdColorChildren(w, fr, n)
}

func (st *state) mdColorChildren(w *bytes.Buffer, fr *frag, n *node) {
	for _, c := range n.children {
		if c.kind == elemNode && (c.name == "Color.Item" || c.name == "Color.Row") && st.lookupComp(fr.sc, c.name) == nil {
			st.mdColors(w, fr, c)
		}
	}
}

// sectionLevel is the heading level of a section a component opens
// (a tab, an accordion): one below the last heading written.
func (st *state) sectionLevel() int { return min(st.level+1, 6) }

// mdSection writes a headed section: title at level, the description,
// then n's content, whose own headings do not move the level of the
// sections after it.
func (st *state) mdSection(w *bytes.Buffer, fr *frag, n *node, level int, title, desc string) {
	saved := st.level
	if title != "" {
		mdBlock(w, []byte(strings.Repeat("#", level)+" "+mdInline(title)))
		st.level = level
	}
	if desc != "" {
		mdBlock(w, []byte(mdInline(desc)))
	}
	mdBlock(w, st.mdChildren(fr, n, false))
	st.level = saved
}

var calloutLabels = map[string]string{"Note": "Note", "Info": "Info", "Tip": "Tip", "Warning": "Warning", "Danger": "Danger", "Check": "Check"}

// mdCallout writes a callout as a blockquote whose first line is its
// label (and title).
func (st *state) mdCallout(w *bytes.Buffer, fr *frag, n *node, kind string) {
	label := calloutLabels[kind]
	if t := st.str(fr, n, "title"); t != "" {
		label = strings.TrimPrefix(label+": "+t, ": ")
	}
	var b bytes.Buffer
	if label != "" {
		b.WriteString("**" + mdInline(label) + "**\n\n")
	}
	b.Write(st.mdChildren(fr, n, false))
	w.Write(quote(bytes.TrimSpace(b.Bytes())))
}

// quote prefixes every line of b with "> ".
func quote(b []byte) []byte {
	var out bytes.Buffer
	for i, line := range bytes.Split(b, []byte("\n")) {
		if i > 0 {
			out.WriteByte('\n')
		}
		if len(bytes.TrimSpace(line)) == 0 {
			out.WriteString(">")
			continue
		}
		out.WriteString("> ")
		out.Write(line)
	}
	return out.Bytes()
}

// mdCard writes a card as its title linked to its destination, then its
// content.
func (st *state) mdCard(w *bytes.Buffer, fr *frag, n *node) {
	title := mdInline(st.str(fr, n, "title"))
	href := st.str(fr, n, "href")
	var head string
	switch {
	case title != "" && href != "":
		head = "**[" + title + "](" + mdDest(href) + ")**"
	case title != "":
		head = "**" + title + "**"
	case href != "":
		head = "[" + mdDest(href) + "](" + mdDest(href) + ")"
	}
	mdBlock(w, []byte(head))
	mdBlock(w, st.mdChildren(fr, n, false))
}

// mdSteps writes Steps as a numbered list.
func (st *state) mdSteps(w *bytes.Buffer, fr *frag, n *node) {
	i := 0
	st.items(fr, n, "Step", func(fr *frag, c *node) {
		i++
		var b bytes.Buffer
		st.mdStep(&b, fr, c, i)
		mdBlock(w, b.Bytes())
	}, func(h []byte) { mdBlock(w, h) })
}

func (st *state) mdStep(w *bytes.Buffer, fr *frag, n *node, i int) {
	if s := st.str(fr, n, "stepNumber"); s != "" {
		i = st.num(fr, n, "stepNumber", i, -1<<30, 1<<30)
	}
	var b bytes.Buffer
	if t := st.str(fr, n, "title"); t != "" {
		b.WriteString("**" + mdInline(t) + "**\n\n")
	}
	b.Write(st.mdChildren(fr, n, false))
	marker := fmt.Sprintf("%d. ", i)
	w.WriteString(marker)
	w.Write(indentLines(bytes.TrimSpace(b.Bytes()), strings.Repeat(" ", len(marker))))
}

// mdCodeGroup writes each code block of a group under a heading of its
// label.
func (st *state) mdCodeGroup(w *bytes.Buffer, fr *frag, n *node, level int) {
	body := st.mdChildren(fr, n, false)
	parts := splitFences(body, 0, len(body))
	for i, p := range parts {
		b := body[p.start:p.end]
		if !p.fence {
			mdBlock(w, b)
			continue
		}
		label := cmpOr(p.label, fmt.Sprintf("Code %d", i+1))
		mdBlock(w, []byte(strings.Repeat("#", level)+" "+mdInline(label)))
		mdBlock(w, b)
	}
}

// mdField writes a ParamField or ResponseField as a list item: name,
// location, type and marks, then its description indented under it.
func (st *state) mdField(w *bytes.Buffer, fr *frag, n *node) {
	if st.flag(fr, n, "hidden") {
		return
	}
	name, loc := st.fieldName(fr, n)
	var marks []string
	if loc != "" && loc != "body" {
		marks = append(marks, loc)
	}
	if t := st.str(fr, n, "type"); t != "" {
		marks = append(marks, mdInline(t))
	}
	if st.flag(fr, n, "required") {
		marks = append(marks, "required")
	}
	if d, ok := st.attr(fr, n, "default"); ok && (d.scalar() || d.kind == nullVal) {
		marks = append(marks, "default: "+mdCode(d.String()))
	}
	if st.flag(fr, n, "deprecated") {
		marks = append(marks, "deprecated")
	}
	w.WriteString(markdown.FieldItem(name, marks, ""))
	if body := bytes.TrimSpace(st.mdChildren(fr, n, false)); len(body) > 0 {
		w.WriteString("\n\n  ")
		w.Write(indentLines(body, "  "))
	}
	w.WriteByte('\n')
}

// mdUpdate writes a changelog entry as a section of its label.
func (st *state) mdUpdate(w *bytes.Buffer, fr *frag, n *node) {
	saved := st.level
	if label := st.str(fr, n, "label"); label != "" {
		mdBlock(w, []byte("## "+mdInline(label)))
		st.level = 2
	}
	if d := st.str(fr, n, "description"); d != "" {
		mdBlock(w, []byte("*"+mdInline(d)+"*"))
	}
	if v, ok := st.attr(fr, n, "tags"); ok && v.kind == arrVal && len(v.arr) > 0 {
		var tags []string
		for _, t := range v.arr {
			tags = append(tags, mdInline(t.String()))
		}
		mdBlock(w, []byte("Tags: "+strings.Join(tags, ", ")))
	}
	mdBlock(w, st.mdChildren(fr, n, false))
	st.level = saved
}

// mdLink writes n's content as a link to href.
func (st *state) mdLink(w *bytes.Buffer, fr *frag, n *node, href string) {
	text := bytes.Join(bytes.Fields(st.mdChildren(fr, n, true)), []byte(" "))
	switch {
	case href == "":
		w.Write(text)
	case len(text) == 0:
		w.WriteString("<" + mdDest(href) + ">")
	default:
		w.WriteString("[" + string(text) + "](" + mdDest(href) + ")")
	}
}

// mdHTML writes an intrinsic HTML element as Markdown: links, images,
// headings, emphasis, code, lists and tables as their Markdown forms,
// other elements as their content.
func (st *state) mdHTML(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	switch tag := n.name; tag {
	case "script", "style", "svg":
	case "a":
		st.mdLink(w, fr, n, st.str(fr, n, "href"))
	case "img":
		if src := st.str(fr, n, "src"); src != "" {
			w.WriteString("![" + mdInline(st.str(fr, n, "alt")) + "](" + mdDest(src) + ")")
		}
	case "iframe", "video", "audio", "source":
		if src := st.str(fr, n, "src"); src != "" {
			title := cmpOr(st.str(fr, n, "title"), src)
			w.WriteString("[" + mdInline(title) + "](" + mdDest(src) + ")")
		}
	case "br":
		w.WriteString("\n")
	case "hr":
		mdBlock(w, []byte("---"))
	case "h1", "h2", "h3", "h4", "h5", "h6":
		level := int(tag[1] - '0')
		text := bytes.Join(bytes.Fields(st.mdChildren(fr, n, true)), []byte(" "))
		mdBlock(w, append([]byte(strings.Repeat("#", level)+" "), text...))
		st.level = level
	case "strong", "b":
		mdWrap(w, "**", st.mdChildren(fr, n, true))
	case "em", "i":
		mdWrap(w, "*", st.mdChildren(fr, n, true))
	case "code":
		w.WriteString(mdCode(textOf(st.mdChildren(fr, n, true))))
	case "pre":
		var b strings.Builder
		for _, c := range n.children {
			if c.kind == textNode {
				b.Write(fr.src.b[c.start:c.end])
			} else if c.kind == elemNode {
				b.Write(c.textIn(fr.src))
			}
		}
		mdBlock(w, []byte(markdown.Fence(strings.Trim(b.String(), "\n"), "")))
	case "ul", "ol":
		var b bytes.Buffer
		i := 0
		for _, c := range n.children {
			if c.kind != elemNode || c.name != "li" {
				continue
			}
			i++
			marker := "- "
			if tag == "ol" {
				marker = fmt.Sprintf("%d. ", i)
			}
			item := bytes.TrimSpace(st.mdChildren(fr, c, false))
			b.WriteString(marker)
			b.Write(indentLines(item, strings.Repeat(" ", len(marker))))
			b.WriteByte('\n')
		}
		mdBlock(w, b.Bytes())
	case "table":
		mdBlock(w, st.mdTable(fr, n))
	case "details":
		mdBlock(w, st.mdChildren(fr, n, false))
	case "summary":
		mdWrap(w, "**", st.mdChildren(fr, n, true))
	default:
		if inline || phrasingOnly[tag] {
			w.Write(bytes.TrimSpace(st.mdChildren(fr, n, true)))
			return
		}
		mdBlock(w, st.mdChildren(fr, n, false))
	}
}

// textIn returns the raw source of n's content.
func (n *node) textIn(src *source) []byte { return src.b[n.inStart:n.inEnd] }

func mdWrap(w *bytes.Buffer, mark string, b []byte) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return
	}
	w.WriteString(mark)
	w.Write(b)
	w.WriteString(mark)
}

// mdTable writes an HTML table as a GFM table, its first row the header.
func (st *state) mdTable(fr *frag, n *node) []byte {
	var rows [][]string
	// Rows and cells may come from expressions ({rows.map(...)}), each
	// value's JSX in its own fragment.
	var each func(fr *frag, nodes []*node, fn func(fr *frag, n *node))
	each = func(fr *frag, nodes []*node, fn func(fr *frag, n *node)) {
		for _, c := range nodes {
			switch c.kind {
			case elemNode:
				fn(fr, c)
			case exprNode:
				var values func(v value)
				values = func(v value) {
					switch v.kind {
					case jsxVal:
						each(v.frag, v.frag.nodes, fn)
					case arrVal:
						for _, e := range v.arr {
							values(e)
						}
					}
				}
				values(st.eval(fr.src, c.start+1, c.end-1, fr.sc))
			}
		}
	}
	var walk func(fr *frag, n *node)
	walk = func(fr *frag, c *node) {
		if c.name != "tr" {
			each(fr, c.children, walk)
			return
		}
		var row []string
		var cells func(fr *frag, cell *node)
		cells = func(fr *frag, cell *node) {
			switch cell.name {
			case "td", "th":
				t := string(bytes.Join(bytes.Fields(st.mdChildren(fr, cell, true)), []byte(" ")))
				row = append(row, strings.ReplaceAll(t, "|", `\|`))
			case "":
				each(fr, cell.children, cells) // a fragment
			}
		}
		each(fr, c.children, cells)
		rows = append(rows, row)
	}
	each(fr, n.children, walk)
	if len(rows) == 0 {
		return nil
	}
	cols := 0
	for _, r := range rows {
		cols = max(cols, len(r))
	}
	var b bytes.Buffer
	for i, r := range rows {
		for len(r) < cols {
			r = append(r, "")
		}
		b.WriteString("| " + strings.Join(r, " | ") + " |\n")
		if i == 0 {
			b.WriteString("|" + strings.Repeat(" --- |", cols) + "\n")
		}
	}
	return b.Bytes()
}

// indentAll prefixes every non-blank line of b with indent.
func indentAll(b []byte, indent string) []byte {
	if len(b) == 0 {
		return b
	}
	return append([]byte(indent), indentLines(b, indent)...)
}

// mdInline makes text from an attribute one line of Markdown text.
func mdInline(s string) string { return strings.Join(strings.Fields(s), " ") }

// mdDest writes a link destination that Markdown reads whole.
func mdDest(s string) string {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, " ()<>") {
		return "<" + strings.NewReplacer("<", "%3C", ">", "%3E").Replace(s) + ">"
	}
	return s
}

// mdCode writes s as a code span.
func mdCode(s string) string { return markdown.CodeSpan(mdInline(s)) }
