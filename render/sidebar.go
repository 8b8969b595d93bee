package render

import (
	"bytes"
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/resolve"
)

// sidebar is a section's sidebar HTML, rendered once, cut where per-page
// marks go: after each page link (aria-current) and each nested group
// (open).
type sidebar struct {
	chunks [][]byte // len(marks)+1 pieces of HTML around the marks
	marks  []mark
	// groupsOf lists, for each page, the innermost nested group holding
	// each of its listings, so the current page's groups (those and their
	// parents) are forced open. Ancestors are found through parent, not
	// copied per listing: a page listed 30,000 times 500 groups deep would
	// cost 15 million ids.
	groupsOf map[*resolve.Page][]int
	pages    []*resolve.Page // page of each page mark id
	expanded []bool          // configured state of each group mark id
	parent   []int           // enclosing group mark id of each group mark id, -1 for none
	size     int             // bytes of HTML
}

type mark struct {
	group bool
	id    int
}

// markerPrefix starts every marker. It cannot come from a label: the
// sidebar's text is escaped by html/template, which writes quotes as &#34;.
const markerPrefix = "data-nbm=\""

// newSidebar renders the sidebar of section d.
func (r *Renderer) newSidebar(d *resolve.Division) (*sidebar, error) {
	sb := &sidebar{groupsOf: map[*resolve.Page][]int{}}
	// in notes that page p is listed inside group mark id (-1: none).
	in := func(p *resolve.Page, id int) {
		if gs := sb.groupsOf[p]; id >= 0 && (len(gs) == 0 || gs[len(gs)-1] != id) {
			sb.groupsOf[p] = append(gs, id)
		}
	}
	var items func(its []*resolve.Item, group int, top bool) []*sidebarItem
	items = func(its []*resolve.Item, group int, top bool) []*sidebarItem {
		var out []*sidebarItem
		for _, it := range its {
			if it.Hidden {
				continue
			}
			if it.Group == nil {
				p := it.Page
				in(p, group)
				out = append(out, r.pageItem(p, sb))
				continue
			}
			g := it.Group
			gi := &sidebarItem{Group: true, TopLevel: top, Label: g.Label, Tag: g.Tag}
			if g.Icon != nil {
				gi.Icon = g.Icon.Name
			}
			if g.Root != nil {
				gi.RootHref = r.link.page(g.Root.URL)
			}
			if g.First != nil {
				gi.FirstHref = r.link.page(g.First.URL)
			}
			inner := group
			if !top {
				inner = len(sb.expanded)
				sb.expanded = append(sb.expanded, g.Expanded)
				sb.parent = append(sb.parent, group)
				gi.OpenMark = template.HTMLAttr(markerPrefix + "g" + strconv.Itoa(inner) + "\"")
			}
			if g.Root != nil {
				in(g.Root, inner)
			}
			gi.Items = items(g.Items, inner, false)
			out = append(out, gi)
		}
		return out
	}
	view := &sidebarView{Items: items(d.Items, -1, true)}
	var buf bytes.Buffer
	if err := r.tmpl.ExecuteTemplate(&buf, "sidebar", view); err != nil {
		return nil, fmt.Errorf("render sidebar of %s: %w", d.Path, err)
	}
	html := buf.Bytes()
	if !r.opts.NoMinify {
		// Minified once here, not again in every page (see placeholder).
		m, err := r.min.Bytes("text/html", html)
		if err != nil {
			return nil, fmt.Errorf("minify sidebar of %s: %w", d.Path, err)
		}
		html = m
	}
	for {
		i := bytes.Index(html, []byte(markerPrefix))
		if i < 0 {
			break
		}
		end := bytes.IndexByte(html[i+len(markerPrefix):], '"')
		code := string(html[i+len(markerPrefix) : i+len(markerPrefix)+end])
		id, _ := strconv.Atoi(code[1:])
		sb.chunks = append(sb.chunks, html[:i])
		sb.marks = append(sb.marks, mark{group: code[0] == 'g', id: id})
		html = html[i+len(markerPrefix)+end+1:]
	}
	sb.chunks = append(sb.chunks, html)
	for _, c := range sb.chunks {
		sb.size += len(c)
	}
	return sb, nil
}

func (r *Renderer) pageItem(p *resolve.Page, sb *sidebar) *sidebarItem {
	id := len(sb.pages)
	sb.pages = append(sb.pages, p)
	it := &sidebarItem{Label: p.SidebarTitle, Href: r.link.page(p.URL), Icon: p.Icon, Tag: p.Tag,
		PageMark: template.HTMLAttr(markerPrefix + "p" + strconv.Itoa(id) + "\"")}
	if e := p.Endpoint; e != nil {
		it.Method = strings.ToUpper(e.Method)
	} else if method, _, ok := handWrittenAPI(p); ok {
		it.Method = method
	}
	return it
}

// placeholder stands for the sidebar while a page is rendered and
// minified; renderPage then writes the section's sidebar, with the page's
// marks, in its place (sidebar.write).
const placeholder = "<nb-sidebar></nb-sidebar>"

// write writes the sidebar with the marks of page p: its links marked
// current, and the nested groups that hold it or are expanded, open.
func (sb *sidebar) write(b *bytes.Buffer, p *resolve.Page) {
	open := make([]bool, len(sb.expanded))
	for _, g := range sb.groupsOf[p] {
		for ; g >= 0 && !open[g]; g = sb.parent[g] {
			open[g] = true
		}
	}
	for i, m := range sb.marks {
		b.Write(sb.chunks[i])
		switch {
		case m.group && (open[m.id] || sb.expanded[m.id]):
			b.WriteString("open")
		case !m.group && sb.pages[m.id] == p:
			b.WriteString(`aria-current="page"`)
		}
	}
	b.Write(sb.chunks[len(sb.chunks)-1])
}
