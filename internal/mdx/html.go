package mdx

import (
	"bytes"
	"html"
	"strings"

	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
)

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// escape escapes text for HTML content and double-quoted attributes, as
// goldmark does.
func escape(s string) string { return escaper.Replace(s) }

func unescape(s string) string {
	if !strings.ContainsRune(s, '&') {
		return s
	}
	return html.UnescapeString(s)
}

// decodeEntities decodes the character references of a JSX attribute
// string, which JSX allows and JavaScript strings do not.
func decodeEntities(s string) string { return unescape(s) }

// writeValue writes an expression's value: text for scalars, rendered JSX,
// nothing for booleans, null and undefined.
func (st *state) writeValue(w *bytes.Buffer, v value, inline bool) {
	switch v.kind {
	case strVal, numVal:
		w.WriteString(escape(v.s))
	case jsxVal:
		st.flow(w, v.frag, inline || v.phrasing)
	case htmlVal:
		w.WriteString(v.s)
	case arrVal:
		for _, e := range v.arr {
			st.writeValue(w, e, inline)
		}
	}
}

// Elements whose content is phrasing: a lone paragraph inside them loses
// its <p> even when the content is on lines of its own.
var phrasingOnly = map[string]bool{
	"p": true, "span": true, "a": true, "strong": true, "em": true, "b": true, "i": true,
	"u": true, "s": true, "small": true, "sup": true, "sub": true, "code": true, "kbd": true,
	"label": true, "button": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true,
	"h6": true, "summary": true, "figcaption": true, "mark": true, "abbr": true, "cite": true,
	"q": true, "time": true, "dt": true, "th": true, "td": true, "li": true, "font": true,
	"center": true, "caption": true, "del": true, "ins": true, "var": true, "samp": true,
}

// Attributes holding a link or an asset, by element: a link is followed
// (an anchor's href, an SVG anchor's xlink:href, a form's action, a
// button's formaction), an asset loaded. HTML attribute names are
// case-insensitive ("formAction" is formaction).
func linkAttr(tag, name string) (isLink, asset bool) {
	switch strings.ToLower(name) {
	case "href":
		return true, tag != "a" && tag != "area"
	case "xlink:href":
		return tag == "a", false
	case "action", "formaction":
		return true, false
	case "src", "poster":
		return true, true
	}
	return false, false
}

// html renders a lower-case (intrinsic) element as HTML, its children
// rendered as MDX.
func (st *state) html(w *bytes.Buffer, fr *frag, n *node, inline bool) {
	tag := n.name
	switch tag {
	case "script":
		st.warnf(fr.src, n.start, "<script> is not run by the reference platform; dropped")
		return
	case "style":
		w.WriteString("<style>")
		var css strings.Builder
		for _, c := range n.children {
			switch c.kind {
			case textNode:
				css.Write(fr.src.b[c.start:c.end])
			case exprNode:
				css.WriteString(st.eval(fr.src, c.start+1, c.end-1, fr.sc).String())
			}
		}
		w.WriteString(strings.ReplaceAll(css.String(), "</", `<\/`))
		w.WriteString("</style>")
		return
	case "img":
		if !hasAttr(n, "alt") {
			// Content the author wrote: axe would flag it in the
			// browser; check says it here, with its position.
			st.warnf(fr.src, n.start, `<img> has no alt attribute: screen readers cannot say what it shows (add alt="what it shows", or alt="" for a decorative image)`)
		}
	}
	if tag == "table" {
		// In the scroll box Markdown's tables get, so that a table keeps
		// the width its author gives it (min-w-full, width: 100%).
		w.WriteString(markdown.TableWrapOpen)
		defer w.WriteString(markdown.TableWrapClose)
	}
	w.WriteByte('<')
	w.WriteString(tag)
	st.writeAttrs(w, fr, n, tag)
	w.WriteByte('>')
	if isVoid(tag) {
		return
	}
	st.children(w, fr, n, inline || phrasingOnly[tag])
	w.WriteString("</")
	w.WriteString(tag)
	w.WriteByte('>')
}

// hasAttr reports whether n has the attribute name, or a spread that
// may hold it.
func hasAttr(n *node, name string) bool {
	for _, a := range n.attrs {
		if a.kind == attrSpread || a.name == name {
			return true
		}
	}
	return false
}

// writeAttrs writes the attributes of an intrinsic element, turning JSX
// names and values into HTML ones.
func (st *state) writeAttrs(w *bytes.Buffer, fr *frag, n *node, tag string) {
	for _, a := range n.attrs {
		if a.kind == attrSpread {
			v := st.spread(fr, a)
			for _, k := range v.keys {
				st.writeAttr(w, fr, n, tag, k, v.obj[k], a.start)
			}
			continue
		}
		st.writeAttr(w, fr, n, tag, a.name, st.attrValue(fr, a), a.start)
	}
}

func (st *state) writeAttr(w *bytes.Buffer, fr *frag, n *node, tag, name string, v value, off int) {
	lower := strings.ToLower(name)
	if strings.HasPrefix(lower, "on") && len(name) > 2 && fr.jsx {
		st.interactive(name) // an event handler: behaviour a static page has not
	}
	if strings.HasPrefix(lower, "on") || name == "key" || name == "ref" || name == "dangerouslySetInnerHTML" || name == "children" {
		return
	}
	name = htmlAttrName(name)
	var val string
	switch v.kind {
	case boolVal:
		if !v.b {
			return
		}
		if name == "checked" || name == "open" || name == "disabled" || name == "hidden" || name == "selected" || name == "defer" || name == "async" ||
			strings.HasPrefix(lower, "allow") || lower == "autoplay" || lower == "controls" || lower == "loop" || lower == "muted" || lower == "playsinline" || lower == "required" || lower == "readonly" || lower == "multiple" {
			w.WriteByte(' ')
			w.WriteString(name)
			return
		}
		val = "true"
	case strVal, numVal:
		val = v.s
	case objVal:
		if name != "style" {
			return
		}
		val = cssText(v)
	default:
		return
	}
	switch isLink, asset := linkAttr(tag, name); {
	case isLink:
		val = st.link(val, asset, fr.src, off)
	case scriptable(strings.ToLower(name)) && scriptValues(val):
		// An SVG <use xlink:href>, or an <animate>/<set> that would
		// set an href to a script URL: neither is a link, neither may
		// run script.
		st.dropped(fr.src, off, val)
		val = "#"
	}
	if name == "href" {
		val = st.href(val)
	}
	w.WriteByte(' ')
	w.WriteString(name)
	w.WriteString(`="`)
	w.WriteString(escape(val))
	w.WriteByte('"')
}

// scriptable reports whether the attribute name (lower-case) can hold a
// URL other than a link that script could run from: an SVG element's
// xlink:href, and the values an SVG animation sets an attribute to.
func scriptable(name string) bool {
	return name == "xlink:href" || name == "to" || name == "from" || name == "values" || name == "by"
}

// scriptValues reports whether v, or one of its ";"-separated values (an
// SVG animation's values), is a script URL.
func scriptValues(v string) bool {
	for part := range strings.SplitSeq(v, ";") {
		if link.Classify(part) == link.Script {
			return true
		}
	}
	return false
}

// reactHTML are React's camel-cased names of HTML attributes, which HTML
// spells in lower case.
var reactHTML = map[string]bool{
	"allowFullScreen": true, "autoPlay": true, "autoComplete": true, "autoFocus": true,
	"frameBorder": true, "tabIndex": true, "readOnly": true, "maxLength": true, "minLength": true,
	"crossOrigin": true, "referrerPolicy": true, "srcSet": true, "colSpan": true, "rowSpan": true,
	"cellPadding": true, "cellSpacing": true, "contentEditable": true, "spellCheck": true,
	"playsInline": true, "encType": true, "noValidate": true, "dateTime": true, "useMap": true,
	"accessKey": true, "accept-charset": true, "acceptCharset": true, "hrefLang": true,
	"inputMode": true, "marginHeight": true, "marginWidth": true, "noModule": true,
	"controlsList": true, "loading": true, "fetchPriority": true, "enterKeyHint": true,
}

// htmlAttrName maps a JSX attribute name to HTML: className, htmlFor,
// and the camel-cased SVG presentation attributes.
func htmlAttrName(name string) string {
	if reactHTML[name] {
		return strings.ToLower(name)
	}
	switch name {
	case "className":
		return "class"
	case "htmlFor":
		return "for"
	case "xlinkHref":
		return "xlink:href"
	case "xmlnsXlink":
		return "xmlns:xlink"
	case "viewBox", "preserveAspectRatio", "gradientUnits", "gradientTransform", "patternUnits", "clipPathUnits", "markerWidth", "markerHeight", "refX", "refY", "stdDeviation", "tableValues":
		return name
	}
	for _, p := range []string{"stroke", "fill", "clip", "stop", "font", "text", "flood", "lighting", "marker", "color", "dominant", "alignment", "baseline", "pointer", "shape", "vector", "image", "letter", "word", "writing", "glyph", "paint", "unicode", "overline", "underline", "strikethrough", "enable"} {
		if strings.HasPrefix(name, p) && len(name) > len(p) && name[len(p)] >= 'A' && name[len(p)] <= 'Z' {
			return kebab(name)
		}
	}
	if strings.HasPrefix(name, "aria") || strings.HasPrefix(name, "data") {
		if len(name) > 4 && name[4] >= 'A' && name[4] <= 'Z' {
			return kebab(name)
		}
	}
	return name
}

// kebab returns a camel-cased name in lower case with a hyphen before
// each inner capital ("CardGroup": "card-group", "strokeWidth":
// "stroke-width").
func kebab(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 3) // one allocation for up to three hyphens
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// Style properties whose numbers take no unit, as React knows them.
var unitless = map[string]bool{
	"opacity": true, "zIndex": true, "flex": true, "flexGrow": true, "flexShrink": true,
	"fontWeight": true, "lineHeight": true, "order": true, "zoom": true, "gridRow": true,
	"gridColumn": true, "aspectRatio": true, "columnCount": true, "orphans": true, "widows": true,
}

// cssText turns a style object into CSS declarations.
func cssText(v value) string {
	var b strings.Builder
	for _, k := range v.keys {
		e := v.obj[k]
		if !e.scalar() {
			continue
		}
		val := e.String()
		if e.kind == numVal && !unitless[k] && val != "0" {
			val += "px"
		}
		if strings.ContainsAny(val, ";{}<>") {
			continue
		}
		prop := k
		if !strings.HasPrefix(k, "--") {
			prop = kebab(k)
		}
		b.WriteString(prop)
		b.WriteByte(':')
		b.WriteString(val)
		b.WriteByte(';')
	}
	return strings.TrimSuffix(b.String(), ";")
}

// attrValue evaluates an attribute.
func (st *state) attrValue(fr *frag, a attr) value {
	switch a.kind {
	case attrBool:
		return value{kind: boolVal, b: true}
	case attrString:
		return value{kind: strVal, s: a.val}
	case attrExpr:
		v := st.eval(fr.src, a.start, a.end, fr.sc)
		if v.kind == rawVal && !fr.jsx {
			st.warnf(fr.src, a.start-1, "attribute %s={%s} cannot be evaluated; left out", a.name, clip(string(fr.src.b[a.start:a.end]), 30))
		}
		return v
	}
	return value{kind: undefVal}
}
