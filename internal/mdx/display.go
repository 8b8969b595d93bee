package mdx

import (
	"bytes"
	"fmt"
	"strings"
)

// This file renders the reference's display components that carry no
// behaviour of their own: Color (a palette), Prompt, Tile, Panel, View
// and GitHub.Repo. Each works without JavaScript.

// colorPalette renders <Color variant="compact|table">: its Color.Item
// children as swatches, each Color.Row as a labelled row of them.
func (st *state) colorPalette(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	variant := st.str(fr, n, "variant")
	if variant != "table" {
		variant = "compact"
	}
	fmt.Fprintf(w, `<div class="color-palette color-%s">`, variant)
	st.colorItems(w, fr, n)
	w.WriteString("</div>\n")
}

// colorItems writes n's Color.Item and Color.Row children; other content
// is rendered as it is.
func (st *state) colorItems(w *bytes.Buffer, fr *frag, n *node) {
	for _, c := range n.children {
		if c.kind != elemNode || st.lookupComp(fr.sc, c.name) != nil {
			if c.kind != textNode || len(bytes.TrimSpace(fr.src.b[c.start:c.end])) > 0 {
				st.node(w, fr, c, false)
			}
			continue
		}
		switch c.name {
		case "Color.Row":
			w.WriteString(`<div class="color-row">`)
			if t := st.str(fr, c, "title"); t != "" {
				fmt.Fprintf(w, `<p class="color-row-title">%s</p>`, escape(t))
			}
			w.WriteString(`<div class="color-items">`)
			st.colorItems(w, fr, c)
			w.WriteString("</div></div>")
		case "Color.Item":
			st.colorItem(w, fr, c)
		default:
			st.node(w, fr, c, false)
		}
	}
}

// colorValues returns a Color.Item's value: one colour, or a light and a
// dark one ({light, dark}); a value CSS could not take is "".
func (st *state) colorValues(fr *frag, n *node) (light, dark string) {
	v, _ := st.attr(fr, n, "value")
	if v.kind == objVal {
		return cssValue(strings.TrimSpace(v.obj["light"].String())), cssValue(strings.TrimSpace(v.obj["dark"].String()))
	}
	s := cssValue(strings.TrimSpace(v.String()))
	return s, s
}

// colorItem writes a swatch: the colour (light and dark mode's), its
// name and its value as text, which is what a reader of any contrast
// needs; the swatch itself is decoration.
func (st *state) colorItem(w *bytes.Buffer, fr *frag, n *node) {
	light, dark := st.colorValues(fr, n)
	w.WriteString(`<div class="color-item"><span class="color-swatch" aria-hidden="true"`)
	if light != "" || dark != "" {
		fmt.Fprintf(w, ` style="--swatch-light: %s; --swatch-dark: %s"`, escape(cmpOr(light, dark)), escape(cmpOr(dark, light)))
	}
	w.WriteString(`></span><span class="color-text">`)
	if name := st.str(fr, n, "name"); name != "" {
		fmt.Fprintf(w, `<span class="color-name">%s</span>`, escape(name))
	}
	if light != dark {
		fmt.Fprintf(w, `<code class="color-value">%s</code><code class="color-value">%s</code>`, escape(light), escape(dark))
	} else if light != "" {
		fmt.Fprintf(w, `<code class="color-value">%s</code>`, escape(light))
	}
	w.WriteString("</span></div>")
}

// prompt renders <Prompt description icon actions>: a card holding a
// prompt for an AI tool, its text selectable as it is. app.js adds a copy
// button unless actions leaves "copy" out (actions={[]} hides it, as on
// the reference).
func (st *state) prompt(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	copyable := true
	if v, ok := st.attr(fr, n, "actions"); ok && v.kind == arrVal {
		copyable = false
		for _, a := range v.arr {
			copyable = copyable || a.String() == "copy"
		}
	}
	if copyable {
		w.WriteString(`<div class="prompt" data-copy>`)
	} else {
		w.WriteString(`<div class="prompt">`)
	}
	var ic bytes.Buffer
	if !st.iconAttr(&ic, fr, n, "", "") {
		st.icon(&ic, fr, n, value{kind: strVal, s: "sparkles"}, "", "")
	}
	w.WriteString(`<div class="prompt-head">`)
	w.Write(ic.Bytes())
	if d := st.str(fr, n, "description"); d != "" {
		fmt.Fprintf(w, `<p class="prompt-description">%s</p>`, escape(d))
	}
	w.WriteString(`</div><div class="prompt-body">`)
	st.children(w, fr, n, false)
	w.WriteString("</div></div>\n")
}

// tile renders <Tile href title description>: a preview (its children,
// usually a light and a dark image) above a title and a description,
// the whole a link.
func (st *state) tile(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	href := st.str(fr, n, "href")
	if href != "" {
		href = st.href(st.link(href, false, fr.src, n.start))
	}
	body := st.childHTML(fr, n, false)
	tag := "div"
	if href != "" && !bytes.Contains(body, []byte("<a ")) {
		tag = "a"
	}
	w.WriteString("<" + tag + ` class="tile"`)
	if tag == "a" {
		w.WriteString(` href="` + escape(href) + `"`)
	}
	w.WriteString(`><div class="tile-preview">`)
	w.Write(body)
	w.WriteString(`</div>`)
	if t := st.str(fr, n, "title"); t != "" {
		fmt.Fprintf(w, `<p class="tile-title">%s</p>`, escape(t))
	}
	if d := st.str(fr, n, "description"); d != "" {
		fmt.Fprintf(w, `<p class="tile-description">%s</p>`, escape(d))
	}
	w.WriteString("</" + tag + ">\n")
}

// panel renders <Panel>, which the reference shows in the page's side
// column instead of its table of contents: here a box beside the
// content on wide screens (CSS floats it), in the flow on narrow ones.
func (st *state) panel(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	w.WriteString(`<div class="side-panel">`)
	st.children(w, fr, n, false)
	w.WriteString("</div>\n")
}

// view renders <View title icon>: content for one choice of the
// reference's multi-view menu. The page shows every view, each headed by
// its title; app.js turns them into a menu that shows one. As on the
// reference, a View without a title, or with the title of an earlier
// one, is left out with a warning.
func (st *state) view(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	title := strings.TrimSpace(st.str(fr, n, "title"))
	switch {
	case title == "":
		st.warnf(fr.src, n.start, "<View> needs a title: the reference never shows it, navbuild leaves it out")
		return
	case st.views[title]:
		st.warnf(fr.src, n.start, "a <View> titled %q is already on the page: the reference ignores this one, navbuild leaves it out", title)
		return
	}
	if st.views == nil {
		st.views = map[string]bool{}
	}
	st.views[title] = true
	fmt.Fprintf(w, `<section class="view" data-view="%s">`, escape(title))
	var ic bytes.Buffer
	st.iconAttr(&ic, fr, n, "", "")
	if title != "" || ic.Len() > 0 {
		w.WriteString(`<p class="view-title">`)
		w.Write(ic.Bytes())
		w.WriteString(escape(title) + "</p>")
	}
	st.children(w, fr, n, false)
	w.WriteString("</section>\n")
}

// githubRepo renders <GitHub.Repo repo="owner/name">: a card linking to
// the repository. The reference fetches its description, stars and forks
// when the page loads; a static build makes no network request, so the
// card names the repository only.
func (st *state) githubRepo(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	owner, name, ok := repoSlug(st.str(fr, n, "repo"))
	if !ok {
		st.warnf(fr.src, n.start, "<GitHub.Repo> needs repo=\"owner/name\" or a github.com URL, not %q", st.str(fr, n, "repo"))
		return
	}
	variant := "inset"
	if st.str(fr, n, "variant") == "flat" {
		variant = "flat"
	}
	fmt.Fprintf(w, `<a class="gh-repo gh-repo-%s" href="https://github.com/%s/%s">`, variant, escape(owner), escape(name))
	st.icon(w, fr, n, value{kind: strVal, s: "github"}, "", "")
	fmt.Fprintf(w, `<span class="gh-repo-name">%s/<strong>%s</strong></span></a>`+"\n", escape(owner), escape(name))
}

// repoSlug reads "owner/name" or a github.com URL of a repository.
func repoSlug(s string) (owner, name string, ok bool) {
	for _, p := range []string{"https://github.com/", "http://github.com/", "https://www.github.com/", "github.com/"} {
		s = strings.TrimPrefix(s, p)
	}
	parts := strings.Split(strings.Trim(s, "/"), "/")
	if len(parts) < 2 {
		return "", "", false
	}
	owner, name = parts[0], strings.TrimSuffix(parts[1], ".git")
	valid := func(s string) bool {
		if s == "" || s == "." || s == ".." {
			return false
		}
		for _, c := range s {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
				return false
			}
		}
		return true
	}
	return owner, name, valid(owner) && valid(name)
}
