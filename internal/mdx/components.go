package mdx

import (
	"bytes"
	"fmt"
	"github.com/navbuild/navbuild/internal/icons"
	"net/url"
	"strings"
)

// compFunc renders a built-in component.
type compFunc func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool)

// wrap renders children inside <tag class="class">.
func wrap(tag, class string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
		fmt.Fprintf(w, `<%s class="%s">`, tag, class)
		st.children(w, fr, n, false)
		fmt.Fprintf(w, "</%s>", tag)
	}
}

// lone renders an item component used outside its group inside a group of
// one.
func lone(open, close string, item func(*state, *bytes.Buffer, *frag, *node, int)) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
		w.WriteString(open)
		item(st, w, fr, n, 1)
		w.WriteString(close + "\n")
	}
}

// icon writes an icon given by name, URL or path, or inline SVG. A name
// is drawn from the icon sets (n's iconType picks Font Awesome's style);
// one that no set has is a warning at the icon attribute.
func (st *state) icon(w *bytes.Buffer, fr *frag, n *node, v value, class, style string) {
	if v.kind == jsxVal {
		fmt.Fprintf(w, `<span class="%s" aria-hidden="true">`, class)
		st.flow(w, v.frag, true)
		w.WriteString("</span>")
		return
	}
	name := strings.TrimSpace(v.String())
	if !v.scalar() || name == "" {
		return
	}
	if icons.IsName(name) {
		ref := icons.Ref{Name: name, Style: st.str(fr, n, "iconType")}
		g, ok := icons.Find(st.r.iconLib, ref)
		if !ok {
			st.warnf(fr.src, iconAttrOff(n), "%s", icons.Missing(name))
			h, _ := icons.HTML(st.r.iconLib, ref, class, style)
			w.WriteString(h)
			return
		}
		if g.For != "" {
			st.warnf(fr.src, iconAttrOff(n), "%s", g.Note(name))
		}
		w.WriteString(st.glyph(g, class, style))
		return
	}
	if !strings.HasPrefix(name, "<") {
		if st.fileIcon(w, fr, n, name, class, style) {
			return
		}
	}
	if style != "" {
		style = ` style="` + escape(style) + `"`
	}
	switch {
	case strings.HasPrefix(name, "<svg"):
		fmt.Fprintf(w, `<img class="%s" src="%s" alt="" aria-hidden="true"%s>`, strings.TrimSpace("icon-img "+class), escape("data:image/svg+xml,"+url.PathEscape(name)), style)
	default:
		fmt.Fprintf(w, `<img class="%s" src="%s" alt="" aria-hidden="true"%s>`, strings.TrimSpace("icon-img "+class), escape(st.link(name, true, fr.src, n.start)), style)
	}
}

// iconName keeps the characters a class name can have.
func iconName(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(s) {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-':
			b.WriteRune(c)
		case c == ' ' || c == '_':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// cssValue keeps a colour or size that cannot break out of a declaration.
func cssValue(s string) string {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("#(),.% -", c)) {
			return ""
		}
	}
	return s
}

// iconAttr writes n's icon attribute, if any.
func (st *state) iconAttr(w *bytes.Buffer, fr *frag, n *node, class, style string) bool {
	v, ok := st.attr(fr, n, "icon")
	if !ok || v.kind != jsxVal && strings.TrimSpace(v.String()) == "" {
		return false
	}
	st.icon(w, fr, n, v, class, style)
	return true
}

// calloutIcons are the icons of the callout kinds, which a Card of the
// same type shows too.
var calloutIcons = map[string]string{
	"note": "circle-info", "info": "circle-info", "tip": "lightbulb",
	"warning": "triangle-exclamation", "danger": "circle-exclamation", "check": "circle-check",
}

// callout renders Note, Tip, Warning, Info, Check, Danger and Callout.
func callout(kind, icon string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
		style := ""
		if c := cssValue(st.str(fr, n, "color")); c != "" {
			style = ` style="--callout-color: ` + escape(c) + `"`
		}
		fmt.Fprintf(w, `<div class="callout callout-%s" role="note"%s>`, kind, style)
		var ic bytes.Buffer
		if st.iconAttr(&ic, fr, n, "", "") || icon != "" {
			// A kind's own icon is the interface's: style.css draws it
			// in the empty .callout-icon (its ::before).
			w.WriteString(`<div class="callout-icon">`)
			w.Write(ic.Bytes())
			w.WriteString(`</div>`)
		}
		w.WriteString(`<div class="callout-body">`)
		if t := st.str(fr, n, "title"); t != "" {
			fmt.Fprintf(w, `<p class="callout-title">%s</p>`, escape(t))
		}
		st.children(w, fr, n, false)
		w.WriteString("</div></div>\n")
	}
}

// card renders a Card: a link when it has an href, unless its content
// has links of its own (nested links are not HTML); then its title is the
// link, stretched over the card by CSS.
func (st *state) card(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	title := st.str(fr, n, "title")
	href := st.str(fr, n, "href")
	if href != "" {
		href = st.href(st.link(href, false, fr.src, n.start))
	}
	img := st.str(fr, n, "img")
	if img != "" {
		img = st.link(img, true, fr.src, n.start)
	}
	body := st.childHTML(fr, n, false)
	classes := "card"
	if st.flag(fr, n, "horizontal") {
		classes += " card-horizontal"
	}
	if st.flag(fr, n, "disabled") {
		classes += " card-disabled"
	}
	// A typed card has the colour and icon of the callout of its type.
	typ := st.str(fr, n, "type")
	if _, ok := calloutIcons[typ]; ok {
		classes += " card-typed callout-" + typ
	} else {
		typ = ""
	}
	tag := "div"
	stretched := false
	if href != "" {
		if bytes.Contains(body, []byte("<a ")) {
			stretched = true
			classes += " card-link card-stretched"
		} else {
			tag = "a"
			classes += " card-link"
		}
	}
	w.WriteString("<" + tag + ` class="` + classes + `"`)
	if tag == "a" {
		w.WriteString(` href="` + escape(href) + `"`)
	}
	w.WriteString(">")
	if img != "" {
		fmt.Fprintf(w, `<img class="card-img" src="%s" alt="">`, escape(img))
	}
	style := ""
	if c := cssValue(st.str(fr, n, "color")); c != "" {
		style = "color: " + c
	}
	var ic bytes.Buffer
	if !st.iconAttr(&ic, fr, n, "", style) && typ != "" {
		st.icon(&ic, fr, n, value{kind: strVal, s: calloutIcons[typ]}, "", style)
	}
	if ic.Len() > 0 {
		w.WriteString(`<div class="card-icon">`)
		w.Write(ic.Bytes())
		w.WriteString(`</div>`)
	}
	w.WriteString(`<div class="card-body">`)
	if title != "" {
		if stretched {
			fmt.Fprintf(w, `<p class="card-title"><a href="%s">%s</a></p>`, escape(href), escape(title))
		} else {
			fmt.Fprintf(w, `<p class="card-title">%s</p>`, escape(title))
		}
	}
	if len(bytes.TrimSpace(body)) > 0 {
		w.WriteString(`<div class="card-content">`)
		w.Write(body)
		w.WriteString(`</div>`)
	}
	if cta := st.str(fr, n, "cta"); cta != "" {
		fmt.Fprintf(w, `<span class="card-cta">%s <span class="icon icon-arrow-right"></span></span>`, escape(cta))
	} else if href != "" && st.flag(fr, n, "arrow") {
		w.WriteString(`<span class="card-cta"><span class="icon icon-arrow-right"></span></span>`)
	}
	w.WriteString("</div></" + tag + ">\n")
}

// grid renders CardGroup and Columns: a grid of cols columns.
func grid(class string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
		cols := st.num(fr, n, "cols", 2, 1, 6)
		fmt.Fprintf(w, `<div class="%s cols-%d">`, class, cols)
		st.children(w, fr, n, false)
		w.WriteString("</div>\n")
	}
}

// items calls fn for each child element of n named name, with the
// fragment the element belongs to, and renders other content (that is
// not white space) with other. Items may come from snippets: a child that
// is a snippet is expanded in place, and its own top-level items (or
// those of a group element, name+"s", it holds) count as n's, so Steps
// numbers across snippets and draws one list.
func (st *state) items(fr *frag, n *node, name string, fn func(fr *frag, c *node), other func(h []byte)) {
	st.itemNodes(fr, n.children, name, false, fn, other)
}

func (st *state) itemNodes(fr *frag, nodes []*node, name string, inSnippet bool, fn func(*frag, *node), other func([]byte)) {
	var rest []*node
	flushRest := func() {
		if len(rest) == 0 {
			return
		}
		var b bytes.Buffer
		st.flow(&b, &frag{src: fr.src, nodes: rest, sc: fr.sc, jsx: fr.jsx}, false)
		rest = nil
		if len(bytes.TrimSpace(b.Bytes())) > 0 {
			other(b.Bytes())
		}
	}
	for _, c := range nodes {
		if c.kind == elemNode {
			comp := st.lookupComp(fr.sc, c.name)
			if comp == nil && c.name == "Snippet" {
				comp = st.snippetComp(fr, c)
				if comp == nil {
					continue
				}
			}
			switch {
			case comp == nil && c.name == name:
				flushRest()
				fn(fr, c)
				continue
			case comp == nil && inSnippet && c.name == name+"s":
				flushRest()
				st.itemNodes(fr, c.children, name, false, fn, other)
				continue
			case comp != nil && comp.file != "":
				flushRest()
				st.inSnippet(fr, c, comp, func(sfr *frag) {
					st.itemNodes(sfr, sfr.nodes, name, true, fn, other)
				})
				continue
			}
		}
		if c.kind == textNode && len(bytes.TrimSpace(fr.src.b[c.start:c.end])) == 0 {
			continue
		}
		c := *c
		c.block = true
		rest = append(rest, &c)
	}
	flushRest()
}

// steps renders Steps as a numbered list of Step.
func (st *state) steps(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	w.WriteString(`<ol class="steps">`)
	i := 0
	st.items(fr, n, "Step", func(fr *frag, c *node) {
		i++
		st.step(w, fr, c, i)
	}, func(h []byte) {
		w.WriteString(`<li class="step step-extra">`)
		w.Write(h)
		w.WriteString(`</li>`)
	})
	w.WriteString("</ol>\n")
}

// step writes the Step n, the i-th of its list. style.css draws i from
// the list's own counter (list-item, which counts the steps and not the
// text between them); a stepNumber other than i, or an icon, is drawn in
// a marker of its own over it.
func (st *state) step(w *bytes.Buffer, fr *frag, n *node, i int) {
	num := i
	if s := st.str(fr, n, "stepNumber"); s != "" {
		num = st.num(fr, n, "stepNumber", i, -1<<30, 1<<30)
	}
	w.WriteString(`<li class="step">`)
	var ic bytes.Buffer
	switch {
	case st.iconAttr(&ic, fr, n, "", ""):
		w.WriteString(`<div class="step-marker" aria-hidden="true">`)
		w.Write(ic.Bytes())
		w.WriteString(`</div>`)
	case num != i:
		fmt.Fprintf(w, `<div class="step-marker" aria-hidden="true">%d</div>`, num)
	}
	if t := st.str(fr, n, "title"); t != "" {
		switch size := st.str(fr, n, "titleSize"); size {
		case "h2", "h3":
			id := string(st.ids.Generate([]byte(t), 0))
			fmt.Fprintf(w, `<%s class="step-title" id="%s">%s</%s>`, size, escape(id), escape(t), size)
			if st.noTOC == 0 {
				st.toc = append(st.toc, Heading{Level: int(size[1] - '0'), ID: id, Text: t})
			}
		default:
			fmt.Fprintf(w, `<p class="step-title">%s</p>`, escape(t))
		}
	}
	w.WriteString(`<div class="step-content">`)
	st.children(w, fr, n, false)
	w.WriteString("</div></li>\n")
}

// tabs renders Tabs without JavaScript: a radio input per tab, its label,
// then its panel, shown by CSS when the input is checked.
func (st *state) tabs(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	group := st.newID("tabs")
	def := st.num(fr, n, "defaultTabIndex", 0, 0, 1<<20)
	var extra [][]byte
	type tab struct{ label, panel []byte }
	var tabs []tab
	// A tab is drawn while its fragment (perhaps a snippet's) is current.
	st.items(fr, n, "Tab", func(fr *frag, t *node) {
		label := st.str(fr, t, "title")
		if label == "" {
			label = fmt.Sprintf("Tab %d", len(tabs)+1)
		}
		var ic bytes.Buffer
		st.iconAttr(&ic, fr, t, "", "")
		tabs = append(tabs, tab{label: []byte(ic.String() + escape(label)), panel: st.childHTML(fr, t, false)})
	}, func(h []byte) { extra = append(extra, h) })
	for _, h := range extra {
		w.Write(h)
	}
	if def >= len(tabs) {
		def = 0
	}
	w.WriteString(`<div class="tab-group">`)
	for i, t := range tabs {
		st.tabHead(w, group, i, i == def, string(t.label))
		w.WriteString(`<div class="tab-panel">`)
		w.Write(t.panel)
		w.WriteString("</div>")
	}
	w.WriteString("</div>\n")
}

// tabHead writes the radio input and label of tab i of group.
func (st *state) tabHead(w *bytes.Buffer, group string, i int, checked bool, labelHTML string) {
	id := fmt.Sprintf("%s-%d", group, i+1)
	st.ids.Put([]byte(id))
	c := ""
	if checked {
		c = " checked"
	}
	fmt.Fprintf(w, `<input type="radio" class="tab-input" name="%s" id="%s"%s><label class="tab-label" for="%s">%s</label>`, group, id, c, id, labelHTML)
}

// tabPanel renders a Tab outside Tabs.
func (st *state) tabPanel(w *bytes.Buffer, fr *frag, n *node, _ int) {
	if t := st.str(fr, n, "title"); t != "" {
		fmt.Fprintf(w, `<p class="tab-title">%s</p>`, escape(t))
	}
	w.WriteString(`<div class="tab-panel">`)
	st.children(w, fr, n, false)
	w.WriteString("</div>")
}

// accordion renders an Accordion as <details>.
func (st *state) accordion(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	w.WriteString(`<details class="accordion"`)
	if st.flag(fr, n, "defaultOpen") {
		w.WriteString(" open")
	}
	w.WriteString("><summary>")
	var ic bytes.Buffer
	if st.iconAttr(&ic, fr, n, "", "") {
		w.WriteString(`<span class="accordion-icon">`)
		w.Write(ic.Bytes())
		w.WriteString(`</span>`)
	}
	w.WriteString(`<span class="accordion-heading"><span class="accordion-title">`)
	w.WriteString(escape(st.str(fr, n, "title")))
	w.WriteString(`</span>`)
	if d := st.str(fr, n, "description"); d != "" {
		fmt.Fprintf(w, `<span class="accordion-description">%s</span>`, escape(d))
	}
	w.WriteString(`</span></summary><div class="accordion-content">`)
	st.noTOC++
	st.children(w, fr, n, false)
	st.noTOC--
	w.WriteString("</div></details>\n")
}

// expandable renders an Expandable (nested fields) as <details>.
func (st *state) expandable(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	title := st.str(fr, n, "title")
	if title == "" {
		title = "properties"
	}
	w.WriteString(`<details class="expandable"`)
	if st.flag(fr, n, "defaultOpen") {
		w.WriteString(" open")
	}
	fmt.Fprintf(w, `><summary><span class="expandable-show">Show</span><span class="expandable-hide">Hide</span> %s</summary><div class="expandable-content">`, escape(title))
	st.noTOC++
	st.children(w, fr, n, false)
	st.noTOC--
	w.WriteString("</div></details>\n")
}

// codeGroup renders CodeGroup, RequestExample and ResponseExample: tabs of
// code blocks, labelled by each fence's title.
func codeGroup(class string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
		type panel struct {
			label string
			html  []byte
		}
		var panels []panel
		var rest bytes.Buffer
		for _, c := range n.children {
			if c.kind != textNode {
				var b bytes.Buffer
				st.node(&b, fr, c, false)
				if len(bytes.TrimSpace(b.Bytes())) == 0 {
					continue
				}
				label := ""
				if c.kind == elemNode {
					label = cmpOr(st.str(fr, c, "title"), st.str(fr, c, "filename"), c.name)
				}
				panels = append(panels, panel{label, b.Bytes()})
				continue
			}
			for _, part := range splitFences(fr.src.b, c.start, c.end) {
				var b bytes.Buffer
				if part.fence {
					// The title is the tab's label: the block itself goes
					// without it.
					src := untitledFence(fr.src, part)
					st.markdownAST(&b, &frag{src: src, sc: fr.sc, nodes: []*node{{kind: textNode, start: 0, end: len(src.b)}}}, false)
				} else {
					st.markdownAST(&b, &frag{src: fr.src, sc: fr.sc, nodes: []*node{{kind: textNode, start: part.start, end: part.end}}}, false)
				}
				if part.fence {
					panels = append(panels, panel{part.label, b.Bytes()})
				} else {
					rest.Write(b.Bytes())
				}
			}
		}
		if len(panels) == 0 {
			w.Write(rest.Bytes())
			return
		}
		group := st.newID("code")
		fmt.Fprintf(w, `<div class="%s">`, class)
		for i, p := range panels {
			label := p.label
			if label == "" {
				label = fmt.Sprintf("Code %d", i+1)
			}
			st.tabHead(w, group, i, i == 0, escape(label))
			w.WriteString(`<div class="tab-panel">`)
			w.Write(p.html)
			w.WriteString("</div>")
		}
		w.WriteString("</div>\n")
		w.Write(rest.Bytes())
	}
}

// aside renders a component into one of the page's side buffers instead
// of the content.
func aside(buf func(*state) *bytes.Buffer, f compFunc) compFunc {
	return func(st *state, _ *bytes.Buffer, fr *frag, n *node, inline bool) {
		f(st, buf(st), fr, n, inline)
	}
}

func cmpOr(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

type fencePart struct {
	start, end int
	fence      bool
	label      string
}

// splitFences splits src[a:z] into fenced code blocks and other text.
func splitFences(src []byte, a, z int) []fencePart {
	var parts []fencePart
	textStart := a
	for i := a; i < z; {
		e := lineEnd(src, i, z)
		line := bytes.TrimLeft(src[i:e], " \t")
		ch := byte(0)
		if len(line) > 0 {
			ch = line[0]
		}
		if n := countRun(line, ch); (ch == '`' || ch == '~') && n >= 3 {
			info := strings.TrimSpace(string(line[n:]))
			end := z
			for j := e; j < z; {
				k := lineEnd(src, j, z)
				l := bytes.TrimSpace(src[j:k])
				if countRun(l, ch) >= n && len(bytes.Trim(l, string(ch))) == 0 {
					end = k
					break
				}
				j = k
			}
			if i > textStart {
				parts = append(parts, fencePart{start: textStart, end: i})
			}
			parts = append(parts, fencePart{start: i, end: end, fence: true, label: fenceLabel(info)})
			i, textStart = end, end
			continue
		}
		i = e
	}
	if z > textStart && len(bytes.TrimSpace(src[textStart:z])) > 0 {
		parts = append(parts, fencePart{start: textStart, end: z})
	}
	return parts
}

// lineEnd returns the end of the line of b[:z] that starts at i: past its
// newline, or z.
func lineEnd(b []byte, i, z int) int {
	if e := bytes.IndexByte(b[i:z], '\n'); e >= 0 {
		return i + e + 1
	}
	return z
}

// untitledFence returns the fence of part as a source of its own, its
// info string without the title: language, line ranges and options stay.
func untitledFence(src *source, part fencePart) *source {
	b := src.b[part.start:part.end]
	nl := bytes.IndexByte(b, '\n')
	if nl < 0 {
		nl = len(b)
	}
	line := b[:nl]
	ind := len(line) - len(bytes.TrimLeft(line, " \t"))
	n := countRun(line[ind:], line[ind])
	info := strings.TrimSpace(string(line[ind+n:]))
	lang, meta, _ := strings.Cut(info, " ")
	keep := []string{lang}
	depth := 0
	for _, f := range strings.Fields(meta) {
		if strings.HasPrefix(f, "{") {
			depth++
		}
		switch {
		case depth > 0, f == "lines", f == "wrap", f == "expandable":
			keep = append(keep, f)
		case strings.Contains(f, "=") && !strings.HasPrefix(f, "title=") && !strings.HasPrefix(f, "filename="):
			keep = append(keep, f)
		}
		if strings.HasSuffix(f, "}") && depth > 0 {
			depth--
		}
	}
	out := append([]byte(nil), line[:ind+n]...)
	out = append(out, strings.Join(keep, " ")...)
	out = append(out, b[nl:]...)
	s := &source{file: src.file, b: out, math: src.math}
	return s
}

// fenceLabel returns the tab label of a fence's info string: a title= or
// filename= option, else the words after the language, else the language.
func fenceLabel(info string) string {
	lang, meta, _ := strings.Cut(info, " ")
	for _, key := range []string{"title=", "filename="} {
		if k := strings.Index(meta, key); k >= 0 {
			v := meta[k+len(key):]
			if len(v) > 0 && (v[0] == '"' || v[0] == '\'') {
				if e := strings.IndexByte(v[1:], v[0]); e >= 0 {
					return v[1 : e+1]
				}
			}
			f, _, _ := strings.Cut(v, " ")
			return f
		}
	}
	var words []string
	depth := 0
	for _, f := range strings.Fields(meta) {
		switch {
		case strings.HasPrefix(f, "{"):
			depth++
		}
		if depth == 0 && !strings.Contains(f, "=") && f != "lines" && f != "wrap" && f != "expandable" && f != "twoslash" {
			words = append(words, f)
		}
		if strings.HasSuffix(f, "}") && depth > 0 {
			depth--
		}
	}
	if len(words) > 0 {
		return strings.Join(words, " ")
	}
	lang = strings.TrimPrefix(lang, "{")
	if k := strings.IndexAny(lang, "{,"); k >= 0 {
		lang = lang[:k]
	}
	return lang
}

// frame renders a Frame: a figure with an optional caption.
func (st *state) frame(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	w.WriteString(`<figure class="frame">`)
	if h := st.str(fr, n, "hint"); h != "" {
		fmt.Fprintf(w, `<p class="frame-hint">%s</p>`, escape(h))
	}
	w.WriteString(`<div class="frame-content">`)
	st.children(w, fr, n, false)
	w.WriteString(`</div>`)
	if c := st.str(fr, n, "caption"); c != "" {
		fmt.Fprintf(w, `<figcaption>%s</figcaption>`, escape(c))
	}
	w.WriteString("</figure>\n")
}

// fieldName is the name of a ParamField or ResponseField and where the
// parameter goes: the first of query, path, body, header and cookie
// that is set, else name (with no location).
func (st *state) fieldName(fr *frag, n *node) (name, loc string) {
	for _, k := range []string{"query", "path", "body", "header", "cookie"} {
		if v := st.str(fr, n, k); v != "" {
			return v, k
		}
	}
	return st.str(fr, n, "name"), ""
}

// field renders ParamField and ResponseField: a parameter row with name,
// location, type, default, required and deprecated marks.
func field(class string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
		if st.flag(fr, n, "hidden") {
			return
		}
		name, loc := st.fieldName(fr, n)
		fmt.Fprintf(w, `<div class="field %s"><div class="field-head">`, class)
		if name != "" {
			fmt.Fprintf(w, `<span class="field-name">%s</span>`, escape(name))
		}
		if loc != "" && loc != "body" {
			fmt.Fprintf(w, `<span class="field-location">%s</span>`, loc)
		}
		if t := st.str(fr, n, "type"); t != "" {
			fmt.Fprintf(w, `<span class="field-type">%s</span>`, escape(t))
		}
		if d, ok := st.attr(fr, n, "default"); ok && (d.scalar() || d.kind == nullVal) {
			fmt.Fprintf(w, `<span class="field-default">default: <code>%s</code></span>`, escape(d.String()))
		}
		if st.flag(fr, n, "required") {
			w.WriteString(`<span class="field-required">required</span>`)
		}
		if st.flag(fr, n, "deprecated") {
			w.WriteString(`<span class="field-deprecated">deprecated</span>`)
		}
		w.WriteString(`</div>`)
		body := st.childHTML(fr, n, false)
		if len(bytes.TrimSpace(body)) > 0 {
			w.WriteString(`<div class="field-body">`)
			w.Write(body)
			w.WriteString(`</div>`)
		}
		w.WriteString("</div>\n")
	}
}

// badge renders an inline Badge.
func (st *state) badge(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	classes := "mdx-badge"
	for _, k := range []string{"color", "size", "shape"} {
		if v := iconName(st.str(fr, n, k)); v != "" {
			classes += " badge-" + v
		}
	}
	if st.flag(fr, n, "stroke") {
		classes += " badge-stroke"
	}
	if st.flag(fr, n, "disabled") {
		classes += " badge-disabled"
	}
	if c := iconName(st.str(fr, n, "className")); c != "" {
		classes += " " + c
	}
	fmt.Fprintf(w, `<span class="%s">`, classes)
	st.iconAttr(w, fr, n, "", "")
	st.children(w, fr, n, true)
	w.WriteString("</span>")
}

// iconElem renders <Icon icon="name" size={16} color="#f00" />.
func (st *state) iconElem(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	var style []string
	if c := cssValue(st.str(fr, n, "color")); c != "" {
		style = append(style, "color: "+c)
	}
	if s := st.num(fr, n, "size", 0, 0, 512); s > 0 {
		style = append(style, fmt.Sprintf("font-size: %dpx", s))
	}
	st.iconAttr(w, fr, n, "mdx-icon", strings.Join(style, "; "))
}

// tooltip renders a Tooltip: its children with a popup shown on hover and
// focus, and a title for the rest.
func (st *state) tooltip(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	tip := st.str(fr, n, "tip")
	fmt.Fprintf(w, `<span class="tooltip" tabindex="0" title="%s">`, escape(tip))
	st.children(w, fr, n, true)
	w.WriteString(`<span class="tooltip-popup" role="tooltip">`)
	if h := st.str(fr, n, "headline"); h != "" {
		fmt.Fprintf(w, `<strong class="tooltip-headline">%s</strong> `, escape(h))
	}
	w.WriteString(escape(tip))
	if cta, href := st.str(fr, n, "cta"), st.str(fr, n, "href"); cta != "" && href != "" {
		fmt.Fprintf(w, ` <a class="tooltip-cta" href="%s">%s</a>`, escape(st.href(st.link(href, false, fr.src, n.start))), escape(cta))
	}
	w.WriteString("</span></span>")
}

// update renders a changelog entry: label (its anchor), description and
// tags beside the content. The label goes into the TOC, the headings of
// the content do not.
func (st *state) update(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	label := st.str(fr, n, "label")
	id := ""
	if label != "" {
		id = string(st.ids.Generate([]byte(label), 0))
		if st.noTOC == 0 {
			st.toc = append(st.toc, Heading{Level: 2, ID: id, Text: label})
		}
		fmt.Fprintf(w, `<div class="update" id="%s">`, escape(id))
	} else {
		w.WriteString(`<div class="update">`)
	}
	w.WriteString(`<div class="update-meta">`)
	if label != "" {
		fmt.Fprintf(w, `<a class="update-label" href="%s">%s</a>`, escape(st.href("#"+id)), escape(label))
	}
	if d := st.str(fr, n, "description"); d != "" {
		fmt.Fprintf(w, `<p class="update-description">%s</p>`, escape(d))
	}
	u := Update{Label: label, ID: id, Description: st.str(fr, n, "description")}
	if v, ok := st.attr(fr, n, "tags"); ok && v.kind == arrVal && len(v.arr) > 0 {
		w.WriteString(`<div class="update-tags">`)
		for _, t := range v.arr {
			fmt.Fprintf(w, `<span class="update-tag">%s</span>`, escape(t.String()))
			u.Tags = append(u.Tags, t.String())
		}
		w.WriteString(`</div>`)
	}
	if v, ok := st.attr(fr, n, "rss"); ok && v.kind == objVal {
		u.RSSTitle, u.RSSText = v.obj["title"].String(), v.obj["description"].String()
	}
	w.WriteString(`</div><div class="update-content">`)
	st.noTOC++
	start := w.Len()
	st.children(w, fr, n, false)
	u.HTML = bytes.Clone(w.Bytes()[start:])
	st.noTOC--
	w.WriteString("</div></div>\n")
	st.updates = append(st.updates, u)
}

// latex writes a Latex formula as math, which the page's KaTeX script
// typesets (internal/markdown marks "$…$" the same way): inline in a line
// of text, display math on its own. Without a script it reads as its
// source.
func (st *state) latex(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	src := strings.TrimSpace(string(fr.src.b[n.inStart:n.inEnd]))
	if inline {
		fmt.Fprintf(w, `<span class="math math-inline">%s</span>`, escape(src))
		return
	}
	fmt.Fprintf(w, `<div class="math math-display">%s</div>`, escape(src))
}

// linkElem renders <Link href>, the framework's link, as <a>.
func (st *state) linkElem(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	nn := *n
	nn.name = "a"
	st.html(w, fr, &nn, inline)
}

// visibility renders <Visibility for="humans"> content; content for
// agents is only in the page's Markdown twin.
func (st *state) visibility(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	if st.str(fr, n, "for") != "agents" {
		st.children(w, fr, n, inline)
	}
}
