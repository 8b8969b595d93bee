package render

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/resolve"
)

// A section's sidebar is written twice (see ARCHITECTURE.md, "Sidebar"):
//
//   - in full, once per section, as a script file under _navbuild/nav/
//     that every page of the section loads and the browser caches: it
//     replaces the page's short sidebar while the page is parsed, marks
//     the current page and opens the groups holding it (assets/sidebar.js);
//   - short, in every page, for readers without JavaScript: the section's
//     top-level entries, the groups holding the page open, the other groups
//     as links to their first page, and every open list cut to a window
//     around the page's entry, with a link past each cut.
//
// A page's size therefore no longer grows with its section's sidebar, and
// every page stays reachable by links alone: each short sidebar links to
// the first page of every collapsed group and past every cut.

// navWindow is how many entries of an open list the short sidebar keeps
// on each side of the entry holding the page.
const navWindow = 8

// sidebar is a section's sidebar: its tree of entries, each with its HTML
// written once, and the file holding the full sidebar.
type sidebar struct {
	top []*navNode
	// listings are the entries of each page: its links, and the groups
	// whose title opens it.
	listings map[*resolve.Page][]*navNode
	pages    []*resolve.Page // every page linked, in order (for the sitemap)
	file     string          // the full sidebar's script, "" when the sidebar is empty
	script   []byte          // its content
	loader   string          // the <script> element loading file
	// open, openShort and more are the <nav> openings and the cut
	// entries' link, with their names in the section's language.
	open, openShort, more string
}

// navNode is an entry of a sidebar: a page link or a group. Its HTML is
// head0 [ open] head1 [ aria-current="page"] head2 (the two attributes the
// other way round when linkFirst), then its children and end; collapsed is
// a group's HTML as a link to its first page.
type navNode struct {
	page              *resolve.Page
	group             *resolve.Group
	top               bool
	parent            *navNode
	kids              []*navNode
	head0, head1      string
	head2, end        string
	collapsed         string
	href              string // where a link past a cut to this entry goes, "" for none
	expanded, current bool   // an expanded nested group; a link that can be current
	// linkFirst: a nested group's root page link comes before its
	// <details> (beside its toggle, not inside it).
	linkFirst bool
}

// writeHead writes n's opening, its group open and its link marked as
// the current page as asked.
func (n *navNode) writeHead(o *navOut, open, current bool) {
	first, second := " open", ` aria-current=page`
	on1, on2 := open, current
	if n.linkFirst {
		first, second, on1, on2 = second, first, on2, on1
	}
	o.str(n.head0)
	if on1 {
		o.str(first)
	}
	o.str(n.head1)
	if on2 {
		o.str(second)
	}
	o.str(n.head2)
}

// newSidebar builds the sidebar of section d.
func (s *Site) newSidebar(d *resolve.Division, t *i18n.Texts) *sidebar {
	r := s.r
	name := escapeHTML(t.Get("sidebar"))
	sb := &sidebar{listings: map[*resolve.Page][]*navNode{},
		open:      `<nav class=sidebar-nav aria-label=` + attrValue(name) + `><ul>`,
		openShort: `<nav class="sidebar-nav nav-short" aria-label=` + attrValue(name) + `><ul>`,
		more:      ` aria-label=` + attrValue(escapeHTML(t.Get("more"))) + `>…</a></li>`}
	var items func(its []*resolve.Item, parent *navNode) []*navNode
	items = func(its []*resolve.Item, parent *navNode) []*navNode {
		var out []*navNode
		for _, it := range its {
			if it.Hidden {
				continue
			}
			var n *navNode
			if it.Group == nil {
				n = s.pageNode(it.Page)
				sb.listings[it.Page] = append(sb.listings[it.Page], n)
				sb.pages = append(sb.pages, it.Page)
			} else {
				n = s.groupNode(it.Group, parent == nil)
				if g := it.Group; g.Root != nil {
					sb.listings[g.Root] = append(sb.listings[g.Root], n)
					sb.pages = append(sb.pages, g.Root)
				}
			}
			n.parent = parent
			if it.Group != nil {
				n.kids = items(it.Group.Items, n)
			}
			out = append(out, n)
		}
		return out
	}
	sb.top = items(d.Items, nil)
	if len(sb.top) == 0 {
		return sb
	}
	// Sizes are measured first and buffers allocated once: the sidebar of
	// a deep or long section is large, and growing by doubling would cost
	// up to twice its size again.
	var full navOut
	sb.writeFull(&full)
	full.b = make([]byte, 0, full.n)
	sb.writeFull(&full)
	mark := strings.Index(r.navJS, navHTMLMark)
	data := make([]byte, 0, len(r.navJS)-len(navHTMLMark)+jsStringLen(full.b))
	data = append(data, r.navJS[:mark]...)
	data = appendJSString(data, full.b)
	data = append(data, r.navJS[mark+len(navHTMLMark):]...)
	sum := sha256.Sum256(data)
	sb.file = "_navbuild/nav/" + hex.EncodeToString(sum[:6]) + ".js"
	sb.script = data
	// The script replaces the short sidebar; the inline one after it shows
	// the short sidebar when the file could not be loaded.
	sb.loader = `<script src=` + attrValue(sb.file) + `></script>` + navFallback
	return sb
}

// navFallback shows the short sidebar, hidden while scripts run (style.css,
// .nav-short), when the full one did not replace it.
const navFallback = `<script>(function(n){n&&n.classList.remove("nav-short")})(document.querySelector(".nav-short"))</script>`

// navOut writes HTML, or only counts its bytes while b is nil.
type navOut struct {
	b []byte
	n int
}

func (o *navOut) str(s string) {
	o.n += len(s)
	if o.b != nil {
		o.b = append(o.b, s...)
	}
}

// writeFull writes the full sidebar: every group, nested ones closed
// unless expanded, no current page.
func (sb *sidebar) writeFull(o *navOut) {
	o.str(sb.open)
	var all func(ns []*navNode)
	all = func(ns []*navNode) {
		for _, n := range ns {
			n.writeHead(o, n.expanded, false)
			all(n.kids)
			o.str(n.end)
		}
	}
	all(sb.top)
	o.str(navClose)
}

// jsStringLen is the length of s as a JavaScript string literal
// (appendJSString).
func jsStringLen(s []byte) int {
	n := 2
	for _, c := range s {
		switch {
		case c == '"' || c == '\\' || c == '\n' || c == '\r':
			n += 2
		case c < 0x20:
			n += 6
		default:
			n++
		}
	}
	return n
}

// appendJSString appends s as a JavaScript string literal (U+2028 and
// U+2029 are allowed in string literals since ES2019).
func appendJSString(dst, s []byte) []byte {
	dst = append(dst, '"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\n':
			dst = append(dst, '\\', 'n')
		case c == '\r':
			dst = append(dst, '\\', 'r')
		case c < 0x20:
			dst = append(dst, fmt.Sprintf("\\u%04x", c)...)
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}

const navClose = `</ul></nav>`

func (s *Site) pageNode(p *resolve.Page) *navNode {
	href, external := s.r.pageLink(p)
	var b strings.Builder
	if external {
		b.WriteString(` target=_blank rel=noopener`)
	}
	b.WriteByte('>')
	method := ""
	if e := p.Endpoint; e != nil {
		method = strings.ToUpper(e.Method)
	} else if p.API != nil {
		method = p.API.Method
	}
	if method != "" {
		b.WriteString(`<span class="method method-sm method-` + methodClass(method) + `">` + escapeHTML(methodLabel(method)) + `</span>`)
	}
	icon := string(s.icon(&resolve.Icon{Name: p.Icon, Style: p.IconType}))
	b.WriteString(icon)
	b.WriteString(navLabel(escapeHTML(p.SidebarTitle), method == "" && icon == "" && p.Tag == ""))
	writeBadge(&b, p.Tag)
	b.WriteString(`</a></li>`)
	return &navNode{page: p, head1: `<li><a class=nav-link href=` + attrValue(escapeURL(href)), head2: b.String(), href: href, current: true}
}

func (s *Site) groupNode(g *resolve.Group, top bool) *navNode {
	r := s.r
	n := &navNode{group: g, top: top}
	var icon, label, badge strings.Builder
	icon.WriteString(string(s.icon(g.Icon)))
	label.WriteString(escapeHTML(g.Label))
	writeBadge(&badge, g.Tag)
	first := ""
	if g.First != nil {
		first = r.link.page(g.First.URL)
		n.href = first
	}
	root := ""
	if g.Root != nil {
		root = r.link.page(g.Root.URL)
		n.current = true
	}
	// The title: the root page's link (which can be current), else text.
	var head1, head2 string
	titleClass := `<span class=group-label>`
	if top {
		titleClass = `<span>`
	}
	if root != "" {
		head1 = `<a href=` + attrValue(escapeURL(root))
		head2 = `>` + label.String() + `</a>` + badge.String()
	} else {
		head2 = titleClass + label.String() + `</span>` + badge.String()
	}
	if top {
		// A top group's title is the <div> of its <li class="nav-top">:
		// written on every page's short sidebar, so it carries no class
		// of its own (style.css: .nav-top > div).
		n.head1 = `<li class=nav-top><div>` + icon.String() + head1
		n.head2 = head2 + `</div><ul>`
		n.end = `</ul></li>`
		if first != "" && root == "" {
			n.collapsed = `<li class=nav-top><div>` + icon.String() + `<a href=` + attrValue(escapeURL(first)) + `>` + label.String() + `</a>` + badge.String() + `</div></li>`
			if icon.Len() == 0 && badge.Len() == 0 {
				// The link alone is the title (style.css: .nav-top > a):
				// most collapsed groups of every short sidebar.
				n.collapsed = `<li class=nav-top><a href=` + attrValue(escapeURL(first)) + `>` + label.String() + `</a></li>`
			}
		} else {
			n.collapsed = n.head1 + head2 + `</div></li>`
		}
		return n
	}
	n.expanded = g.Expanded
	text := navLabel(label.String(), icon.Len() == 0 && badge.Len() == 0)
	summary := `<summary`
	if first != "" {
		summary += ` data-first=` + attrValue(escapeURL(first))
	}
	if root != "" {
		// The root page's link sits beside the group's toggle, not inside
		// its <summary>: a link inside a summary is a control inside a
		// control, which a screen reader or keyboard cannot tell apart
		// (axe nested-interactive). The summary keeps the label for its
		// name, visually hidden.
		n.linkFirst = true
		n.head0 = `<li class="nav-group nav-group-rooted"><a class="nav-link nav-group-root" href=` + attrValue(escapeURL(root))
		n.head1 = `>` + icon.String() + text + badge.String() + `</a><details`
		n.head2 = `>` + summary + `><span class=sr-only>` + label.String() + `</span></summary><ul>`
	} else {
		n.head0 = `<li class=nav-group><details`
		n.head1 = `>` + summary + `>` + icon.String()
		n.head2 = head2 + `</summary><ul>`
	}
	n.end = `</ul></details></li>`
	if first != "" {
		n.collapsed = `<li><a class="nav-link nav-group-link" href=` + attrValue(escapeURL(first)) + `>` + icon.String() + text + badge.String() + `</a></li>`
	} else {
		n.collapsed = `<li><span class="nav-link nav-group-link">` + navLabel(label.String(), badge.Len() == 0) + badge.String() + `</span></li>`
	}
	return n
}

// shortNav is the short sidebar of a page, measured.
type shortNav struct {
	sb   *sidebar
	p    *resolve.Page
	path map[*navNode]bool
	size int // bytes of HTML, the loading script included
}

// short measures the short sidebar of page p.
func (sb *sidebar) short(p *resolve.Page) *shortNav {
	sn := &shortNav{sb: sb, p: p, path: map[*navNode]bool{}}
	if sb.file == "" {
		sn.size = len(sb.open + navClose)
		return sn
	}
	// The entries holding p: its listings and the groups above them. The
	// walk stops at an entry already seen, so a page listed many times
	// deep costs what the tree does, not listings × depth.
	for _, n := range sb.listings[p] {
		for ; n != nil && !sn.path[n]; n = n.parent {
			sn.path[n] = true
		}
	}
	var o navOut
	sb.writeShort(&o, p, sn.path)
	sn.size = o.n
	return sn
}

// write writes the short sidebar and the script that replaces it with the
// full one.
func (sn *shortNav) write(b *bytes.Buffer) {
	if sn.sb.file == "" {
		b.WriteString(sn.sb.open + navClose)
		return
	}
	b.Grow(sn.size)
	o := navOut{b: b.AvailableBuffer()}
	sn.sb.writeShort(&o, sn.p, sn.path)
	b.Write(o.b)
}

func (sb *sidebar) writeShort(o *navOut, p *resolve.Page, path map[*navNode]bool) {
	o.str(sb.openShort)
	sb.writeList(o, sb.top, p, path)
	o.str(navClose)
	o.str(sb.loader)
}

// writeList writes the entries of an open list that lie within navWindow
// of an entry on p's path (the first entries when none is), with a link
// past each cut.
func (sb *sidebar) writeList(o *navOut, ns []*navNode, p *resolve.Page, path map[*navNode]bool) {
	// keep[i]: entry i is within navWindow of an entry on the path; two
	// sweeps, so that a long list costs its length.
	keep := make([]bool, len(ns))
	last := -1 << 30
	seen := false
	for i, n := range ns {
		if path[n] {
			last, seen = i, true
		}
		keep[i] = i-last <= navWindow
	}
	last = 1 << 30
	for i := len(ns) - 1; i >= 0; i-- {
		if path[ns[i]] {
			last = i
		}
		keep[i] = keep[i] || last-i <= navWindow || (!seen && i <= 2*navWindow)
	}
	for i := 0; i < len(ns); {
		if !keep[i] {
			j := i
			for j < len(ns) && !keep[j] {
				j++
			}
			// Before the first window, the link goes to the entry just
			// before it; after a window, to the entry just after it.
			k := i
			if i == 0 {
				k = j - 1
			}
			sb.writeMore(o, ns, k, i, j)
			i = j
			continue
		}
		n := ns[i]
		switch {
		case n.page != nil:
			n.writeHead(o, false, n.page == p)
		case path[n] || n.top && len(n.kids) == 0:
			n.writeHead(o, !n.top, n.group.Root == p)
			sb.writeList(o, n.kids, p, path)
			o.str(n.end)
		default:
			o.str(n.collapsed)
		}
		i++
	}
}

// writeMore writes the link standing for the cut entries ns[i:j]: to
// ns[k], or the nearest entry of the cut with a link.
func (sb *sidebar) writeMore(o *navOut, ns []*navNode, k, i, j int) {
	href := ""
	for d := 0; href == "" && (k-d >= i || k+d < j); d++ {
		if k-d >= i && ns[k-d].href != "" {
			href = ns[k-d].href
		} else if k+d < j && ns[k+d].href != "" {
			href = ns[k+d].href
		}
	}
	if href == "" {
		return
	}
	o.str(`<li><a class="nav-link nav-more" href=`)
	o.str(attrValue(escapeURL(href)))
	o.str(sb.more)
}

// navLabel is an entry's label (HTML): wrapped in <span
// class="nav-label">, which takes the row's free width, only when an
// icon, method or badge shares the row; alone, the text is the row's
// content as it is, 32 bytes less on every link of every short sidebar.
func navLabel(label string, alone bool) string {
	if alone {
		return label
	}
	return `<span class=nav-label>` + label + `</span>`
}

func writeBadge(b *strings.Builder, tag string) {
	if tag != "" {
		b.WriteString(`<span class=badge>` + escapeHTML(tag) + `</span>`)
	}
}

// methodClass and methodLabel are templates/page.html's method-class and
// method-label.
func methodClass(m string) string {
	switch m {
	case "GET", "POST", "PUT", "PATCH", "DELETE", "WEBHOOK", "HEAD", "OPTIONS":
		return strings.ToLower(m)
	}
	return "other"
}

func methodLabel(m string) string {
	switch m {
	case "DELETE":
		return "DEL"
	case "WEBHOOK":
		return "HOOK"
	case "OPTIONS":
		return "OPT"
	}
	return m
}

// htmlEscaper escapes text and attribute values as html/template does.
var htmlEscaper = strings.NewReplacer("\x00", "\uFFFD", `"`, "&#34;", "&", "&amp;", "'", "&#39;", "+", "&#43;", "<", "&lt;", ">", "&gt;")

func escapeHTML(s string) string { return htmlEscaper.Replace(s) }

// escapeURL writes a URL attribute as html/template does with a trusted
// URL: bytes outside RFC 3986's sets percent-encoded, then escaped.
func escapeURL(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			strings.IndexByte("-._~!#$&*+,/:;=?@[]%", c) >= 0:
			b.WriteByte(c)
		default:
			b.WriteString("%" + strings.ToUpper(hex.EncodeToString([]byte{c})))
		}
	}
	return escapeHTML(b.String())
}

// attrValue is an attribute value (HTML-escaped already) as the page's
// minifier writes it: without quotes where HTML allows (no white space,
// quote, backtick, "=", "<" or ">", and not empty). The sidebar's pieces
// are spliced into pages after minifying, and written once per section.
func attrValue(v string) string {
	if v == "" || strings.ContainsAny(v, " \t\n\f\r\"'`=<>") {
		return `"` + v + `"`
	}
	return v
}

// placeholder stands for the sidebar while a page is rendered and
// minified; renderPage then writes the page's short sidebar in its place
// (shortNav.write).
const placeholder = "<nb-sidebar></nb-sidebar>"

// navHTMLMark is where assets/sidebar.js takes the full sidebar's HTML.
const navHTMLMark = "NAVBUILD_SIDEBAR"
