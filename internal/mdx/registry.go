package mdx

import (
	"bytes"
	"fmt"
	"strings"
)

// A libComponent is one entry of the platform's component library: how it
// renders on the page and in the page's Markdown twin, side by side, so
// that a component is written once and its twin cannot drift from it.
type libComponent struct {
	// html writes the component on the page.
	html compFunc
	// twin writes it in the Markdown twin; nil writes its children, for
	// components that only lay their content out (CardGroup, Columns,
	// AccordionGroup) or draw nothing a reader of Markdown needs (Icon
	// writes nothing: noTwin).
	twin compFunc
}

// library is the component library, by the name an MDX page uses. Every
// component navbuild knows is here and nowhere else: builtin and
// mdComponent look names up in it (TestRegistry). It is filled by init:
// renderers render their children, which looks components up again.
var library map[string]libComponent

func init() {
	library = map[string]libComponent{
		"Callout":        {callout("callout", ""), twinCallout("")},
		"Card":           {(*state).card, func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdCard(w, fr, n) }},
		"CardGroup":      {grid(kebab("CardGroup")), nil},
		"Columns":        {grid(kebab("Columns")), nil},
		"Column":         {wrap("div", kebab("Column")), nil},
		"AccordionGroup": {wrap("div", kebab("AccordionGroup")), nil},
		"Steps":          {(*state).steps, func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdSteps(w, fr, n) }},
		"Step":           {lone(`<ol class="steps">`, "</ol>", (*state).step), func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdStep(w, fr, n, 1) }},
		"Tabs":           {(*state).tabs, (*state).mdTabs},
		"Tab":            {lone(`<div class="tab-group tab-single">`, "</div>", (*state).tabPanel), twinSection("title", "")},
		"Accordion":      {(*state).accordion, twinSection("title", "description")},
		"Expandable":     {(*state).expandable, (*state).mdExpandable},
		"CodeGroup": {codeGroup("code-group"), func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) {
			st.mdCodeGroup(w, fr, n, st.sectionLevel())
		}},
		"RequestExample":  {aside(func(st *state) *bytes.Buffer { return &st.request }, codeGroup("code-group request-example")), twinExample("Request example")},
		"ResponseExample": {aside(func(st *state) *bytes.Buffer { return &st.response }, codeGroup("code-group response-example")), twinExample("Response example")},
		"Frame":           {(*state).frame, (*state).mdFrame},
		"ParamField":      {field(kebab("ParamField")), func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdField(w, fr, n) }},
		"ResponseField":   {field(kebab("ResponseField")), func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdField(w, fr, n) }},
		"Badge":           {(*state).badge, twinText},
		"Tooltip":         {(*state).tooltip, twinText},
		"Icon":            {(*state).iconElem, noTwin},
		"Update":          {(*state).update, func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdUpdate(w, fr, n) }},
		"Snippet":         {(*state).snippet, (*state).snippet},
		"Latex":           {(*state).latex, (*state).mdLatex},
		"Tree":            {(*state).tree, func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdTree(w, fr, n) }},
		"Tree.Folder":     {(*state).treeFolder, (*state).mdTreeFolder},
		"Tree.File":       {(*state).treeFile, (*state).mdTreeFile},
		"Link": {(*state).linkElem, func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) {
			st.mdLink(w, fr, n, st.str(fr, n, "href"))
		}},
		"Visibility": {(*state).visibility, (*state).mdVisibility},
		"Color":      {(*state).colorPalette, twinColors},
		"Color.Item": {lone(`<div class="color-palette color-compact">`, "</div>", func(st *state, w *bytes.Buffer, fr *frag, n *node, _ int) { st.colorItem(w, fr, n) }),
			twinColors},
		"Color.Row": {func(st *state, w *bytes.Buffer, fr *frag, n *node, inline bool) {
			w.WriteString(`<div class="color-palette color-table">`)
			st.colorItems(w, fr, &node{children: []*node{n}})
			w.WriteString("</div>\n")
		}, twinColors},
		"Prompt":      {(*state).prompt, (*state).mdPrompt},
		"Tile":        {(*state).tile, (*state).mdTile},
		"Panel":       {(*state).panel, nil},
		"View":        {(*state).view, twinSection("title", "")},
		"GitHub.Repo": {(*state).githubRepo, (*state).mdGitHubRepo},
	}
	for _, kind := range []string{"Note", "Info", "Tip", "Warning", "Danger", "Check"} {
		k := strings.ToLower(kind)
		library[kind] = libComponent{callout(k, calloutIcons[k]), twinCallout(kind)}
	}
	// Aliases: the reference's other names for a component.
	library["FileTree"] = library["Tree"]
}

// builtin returns the renderer of a built-in component, or nil.
func builtin(name string) compFunc {
	return library[name].html
}

// noTwin writes nothing in the twin.
func noTwin(*state, *bytes.Buffer, *frag, *node, bool) {}

// twinText writes a component's inline content as text (a badge's, a
// tooltip's trigger).
func twinText(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) {
	w.Write(bytes.TrimSpace(st.mdChildren(fr, n, true)))
}

// twinCallout writes a callout as a quote headed by its kind ("" for a
// plain Callout).
func twinCallout(kind string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdCallout(w, fr, n, kind) }
}

// twinSection writes a component as a section one level below the
// heading it is under, titled by its attribute title (and described by
// desc, "" for none).
func twinSection(title, desc string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) {
		d := ""
		if desc != "" {
			d = st.str(fr, n, desc)
		}
		st.mdSection(w, fr, n, st.sectionLevel(), st.str(fr, n, title), d)
	}
}

// twinExample writes a request or response example as a section titled
// title over its code group.
func twinExample(title string) compFunc {
	return func(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) {
		level := st.sectionLevel()
		mdBlock(w, []byte(strings.Repeat("#", level)+" "+title))
		st.mdCodeGroup(w, fr, n, min(level+1, 6))
	}
}

func twinColors(st *state, w *bytes.Buffer, fr *frag, n *node, _ bool) { st.mdColors(w, fr, n) }

// mdTabs writes each tab as a section, numbered when it has no title.
func (st *state) mdTabs(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	level := st.sectionLevel()
	var extra [][]byte
	i := 0
	st.items(fr, n, "Tab", func(fr *frag, c *node) {
		i++
		st.mdSection(w, fr, c, level, cmpOr(st.str(fr, c, "title"), fmt.Sprintf("Tab %d", i)), "")
	}, func(h []byte) { extra = append(extra, h) })
	for _, h := range extra {
		mdBlock(w, h)
	}
}

func (st *state) mdExpandable(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	title := cmpOr(st.str(fr, n, "title"), "properties")
	mdBlock(w, []byte("**"+mdInline(title)+"**"))
	mdBlock(w, st.mdChildren(fr, n, false))
}

// mdFrame writes a Frame as the page shows it: its hint, its content,
// its caption.
func (st *state) mdFrame(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	if h := st.str(fr, n, "hint"); h != "" {
		mdBlock(w, []byte(mdInline(h)))
	}
	mdBlock(w, st.mdChildren(fr, n, false))
	if c := st.str(fr, n, "caption"); c != "" {
		mdBlock(w, []byte("*"+mdInline(c)+"*"))
	}
}

func (st *state) mdLatex(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	src := strings.TrimSpace(string(fr.src.b[n.inStart:n.inEnd]))
	if inline || !strings.Contains(src, "\n") {
		w.WriteString("$" + src + "$")
	} else {
		w.WriteString("$$\n" + src + "\n$$")
	}
}

func (st *state) mdTreeFolder(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	w.WriteString("- " + mdInline(st.str(fr, n, "name")) + "/\n")
	w.Write(indentAll(st.mdChildren(fr, n, false), "  "))
	w.WriteByte('\n')
}

func (st *state) mdTreeFile(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	w.WriteString("- " + mdInline(st.str(fr, n, "name")))
	if c := st.str(fr, n, "comment"); c != "" {
		w.WriteString(": " + mdInline(c))
	}
	w.WriteByte('\n')
}

func (st *state) mdPrompt(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	var b bytes.Buffer
	if d := st.str(fr, n, "description"); d != "" {
		b.WriteString("**" + mdInline(d) + "**\n\n")
	}
	b.Write(st.mdChildren(fr, n, false))
	mdBlock(w, quote(bytes.TrimSpace(b.Bytes())))
}

func (st *state) mdTile(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	st.mdCard(w, fr, n)
	if d := st.str(fr, n, "description"); d != "" {
		mdBlock(w, []byte(mdInline(d)))
	}
}

func (st *state) mdGitHubRepo(w *bytes.Buffer, fr *frag, n *node, _ bool) {
	if owner, name, ok := repoSlug(st.str(fr, n, "repo")); ok {
		w.WriteString("[" + owner + "/" + name + "](https://github.com/" + owner + "/" + name + ")")
	}
}

// mdVisibility writes content for agents: it is only in the twin, as
// content for humans is only on the page.
func (st *state) mdVisibility(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	if st.str(fr, n, "for") == "agents" {
		st.children(w, fr, n, inline)
	}
}
