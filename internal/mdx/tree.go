package mdx

import (
	"bytes"
	"fmt"
	"strings"
)

// This file renders a file tree: <Tree> (and its alias <FileTree>) with
// <Tree.Folder> and <Tree.File> items, or with a nested Markdown list
// inside. A folder is a <details> like Accordion and Expandable, so it
// opens and closes by mouse and keyboard (Enter, Space) without script,
// and shows its state without script.

// treeItem is an entry of a file tree written as a Markdown list.
type treeItem struct {
	name, comment string
	highlight     bool
	folder        bool // has items, or its name ends in "/"
	items         []*treeItem
}

// tree renders <Tree> or <FileTree>: its Tree.Folder and Tree.File
// children, or the nested Markdown list written inside it.
func (st *state) tree(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	w.WriteString(`<ul class="tree">`)
	if items, ok := treeList(fr, n); ok {
		for _, it := range items {
			treeItemHTML(w, it)
		}
	} else {
		st.children(w, fr, n, false)
	}
	w.WriteString("</ul>\n")
}

// mdTree writes a Tree's Markdown twin: the list as an indented list,
// folders marked by a trailing slash.
func (st *state) mdTree(w *bytes.Buffer, fr *frag, n *node) {
	items, ok := treeList(fr, n)
	if !ok {
		st.children(w, fr, n, false)
		return
	}
	var b bytes.Buffer
	var write func(items []*treeItem, indent string)
	write = func(items []*treeItem, indent string) {
		for _, it := range items {
			b.WriteString(indent + "- " + it.name)
			if it.folder && !strings.HasSuffix(it.name, "/") {
				b.WriteByte('/')
			}
			if it.comment != "" {
				b.WriteString(": " + it.comment)
			}
			b.WriteByte('\n')
			write(it.items, indent+"  ")
		}
	}
	write(items, "")
	mdBlock(w, bytes.TrimRight(b.Bytes(), "\n"))
}

// treeFolder renders a Tree.Folder: closed unless defaultOpen, as on
// the reference; one that is not openable is a plain entry.
func (st *state) treeFolder(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	name := escape(st.str(fr, n, "name"))
	if _, ok := st.attr(fr, n, "openable"); ok && !st.flag(fr, n, "openable") {
		fmt.Fprintf(w, `<li class="tree-folder"><span class="tree-entry"><span class="icon icon-folder"></span>%s</span></li>`+"\n", name)
		return
	}
	w.WriteString(`<li class="tree-folder"><details`)
	if st.flag(fr, n, "defaultOpen") {
		w.WriteString(" open")
	}
	fmt.Fprintf(w, `><summary><span class="icon icon-folder"></span>%s</summary><ul>`, name)
	st.children(w, fr, n, false)
	w.WriteString("</ul></details></li>\n")
}

// treeFile renders a Tree.File, with its comment and highlight.
func (st *state) treeFile(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	class := "tree-file"
	if st.flag(fr, n, "highlight") {
		class += " tree-highlight"
	}
	fmt.Fprintf(w, `<li class="%s"><span class="icon icon-file"></span>%s`, class, escape(st.str(fr, n, "name")))
	if c := st.str(fr, n, "comment"); c != "" {
		fmt.Fprintf(w, ` <span class="tree-comment">%s</span>`, escape(c))
	}
	w.WriteString("</li>\n")
}

// treeItemHTML renders an entry of a Markdown-list tree. A folder with
// entries is open, as a list written out in full is meant to be read.
func treeItemHTML(w *bytes.Buffer, it *treeItem) {
	class := "tree-file"
	if it.folder {
		class = "tree-folder"
	}
	if it.highlight {
		class += " tree-highlight"
	}
	icon := `<span class="icon icon-file"></span>`
	if it.folder {
		icon = `<span class="icon icon-folder"></span>`
	}
	label := icon + escape(it.name)
	if it.comment != "" {
		label += ` <span class="tree-comment">` + escape(it.comment) + `</span>`
	}
	if len(it.items) == 0 {
		fmt.Fprintf(w, `<li class="%s"><span class="tree-entry">%s</span></li>`+"\n", class, label)
		return
	}
	fmt.Fprintf(w, `<li class="%s"><details open><summary>%s</summary><ul>`, class, label)
	for _, c := range it.items {
		treeItemHTML(w, c)
	}
	w.WriteString("</ul></details></li>\n")
}

// treeList parses the Markdown list inside a Tree; false when the Tree
// holds anything else (Tree.Folder and Tree.File elements).
func treeList(fr *frag, n *node) ([]*treeItem, bool) {
	var src []byte
	for _, c := range n.children {
		if c.kind != textNode {
			return nil, false
		}
		src = append(src, fr.src.b[c.start:c.end]...)
		src = append(src, '\n')
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return nil, false
	}
	type level struct {
		indent int
		items  *[]*treeItem
		parent *treeItem
	}
	var root []*treeItem
	stack := []level{{indent: -1, items: &root}}
	var last *treeItem
	for _, line := range strings.Split(string(src), "\n") {
		text := strings.TrimLeft(line, " \t")
		if text == "" {
			continue
		}
		indent := 0
		for _, r := range line[:len(line)-len(text)] {
			if r == '\t' {
				indent += 4
			} else {
				indent++
			}
		}
		if len(text) < 2 || !strings.ContainsRune("-*+", rune(text[0])) || text[1] != ' ' && text[1] != '\t' {
			if last == nil {
				return nil, false // not a list
			}
			last.comment = strings.TrimSpace(last.comment + " " + plainTreeText(text))
			continue
		}
		for len(stack) > 1 && indent <= stack[len(stack)-1].indent {
			stack = stack[:len(stack)-1]
		}
		it := parseTreeEntry(strings.TrimSpace(text[2:]))
		top := stack[len(stack)-1]
		*top.items = append(*top.items, it)
		if top.parent != nil {
			top.parent.folder = true
		}
		stack = append(stack, level{indent: indent, items: &it.items, parent: it})
		last = it
	}
	return root, len(root) > 0
}

// parseTreeEntry reads a list item's text: a name (bold when
// highlighted), then a comment.
func parseTreeEntry(s string) *treeItem {
	it := &treeItem{}
	if rest, ok := strings.CutPrefix(s, "**"); ok {
		if i := strings.Index(rest, "**"); i > 0 {
			it.highlight = true
			it.name, s = rest[:i], rest[i+2:]
		}
	}
	if it.name == "" {
		name, rest, _ := strings.Cut(s, " ")
		it.name, s = name, rest
	}
	it.name = strings.Trim(it.name, "`")
	if it.name == "..." {
		it.name = "…"
	}
	it.folder = strings.HasSuffix(it.name, "/")
	it.comment = plainTreeText(strings.TrimSpace(s))
	return it
}

// plainTreeText drops the Markdown emphasis and code marks of a comment.
func plainTreeText(s string) string {
	return strings.Join(strings.Fields(strings.NewReplacer("**", "", "`", "").Replace(s)), " ")
}
