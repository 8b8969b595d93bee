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
	// groupsOf lists, for each page, the nested groups holding it, so the
	// current page's groups are forced open.
	groupsOf map[*resolve.Page][]int
	pages    []*resolve.Page // page of each page mark id
	expanded []bool          // configured state of each group mark id
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
	var items func(its []*resolve.Item, groups []int, top bool) []*sidebarItem
	items = func(its []*resolve.Item, groups []int, top bool) []*sidebarItem {
		var out []*sidebarItem
		for _, it := range its {
			if it.Hidden {
				continue
			}
			if it.Group == nil {
				p := it.Page
				sb.groupsOf[p] = append(sb.groupsOf[p], groups...)
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
			inner := groups
			if !top {
				id := len(sb.expanded)
				sb.expanded = append(sb.expanded, g.Expanded)
				gi.OpenMark = template.HTMLAttr(markerPrefix + "g" + strconv.Itoa(id) + "\"")
				inner = append(groups[:len(groups):len(groups)], id)
			}
			if g.Root != nil {
				sb.groupsOf[g.Root] = append(sb.groupsOf[g.Root], inner...)
			}
			gi.Items = items(g.Items, inner, false)
			out = append(out, gi)
		}
		return out
	}
	view := &sidebarView{Items: items(d.Items, nil, true)}
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
	open := map[int]bool{}
	for _, g := range sb.groupsOf[p] {
		open[g] = true
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
