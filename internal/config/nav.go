package config

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/link"
)

// nodeSpec describes one kind of navigation division as the reference's
// schema does: its label key, the child keys it may hold in the order its
// union tries them (the first that parses wins), and its other fields.
type nodeSpec struct {
	kind     string
	children []string
	fields   []string
	menu     bool // accepts `menu` (tabs and products)
}

// childKinds maps child keys to the kind of their items.
var childKinds = map[string]string{
	"tabs": Tab, "anchors": Anchor, "dropdowns": Dropdown, "products": Product,
	"versions": Version, "languages": Language, "menu": MenuItem,
}

// nonEmpty lists the child keys whose arrays need at least one item.
var nonEmpty = []string{"groups", "tabs", "anchors", "versions", "languages"}

var common = []string{"icon", "hidden", "openapi", "asyncapi", "directory", "global", "graphql", "sdk"}

var specs = map[string]*nodeSpec{
	Root: {kind: Root,
		children: []string{"products", "languages", "versions", "tabs", "dropdowns", "anchors", "groups", "pages"},
		fields:   []string{"global", "directory", "openapi", "graphql", "sdk"}},
	Tab: {kind: Tab, menu: true,
		children: []string{"languages", "versions", "dropdowns", "anchors", "products", "groups", "pages", "menu"},
		fields:   append([]string{"align", "searchable"}, common...)},
	Anchor: {kind: Anchor,
		children: []string{"languages", "versions", "dropdowns", "tabs", "products", "groups", "pages"},
		fields:   append([]string{"color"}, common...)},
	Dropdown: {kind: Dropdown,
		children: []string{"languages", "versions", "tabs", "anchors", "products", "groups", "pages"},
		fields:   append([]string{"color", "description"}, common...)},
	Product: {kind: Product, menu: true,
		children: []string{"languages", "versions", "tabs", "anchors", "dropdowns", "groups", "pages", "menu"},
		fields:   append([]string{"color", "description", "name"}, common...)},
	Version: {kind: Version,
		children: []string{"languages", "tabs", "dropdowns", "anchors", "products", "groups", "pages"},
		fields:   append([]string{"default", "tag"}, common...)},
	Language: {kind: Language,
		children: []string{"versions", "tabs", "dropdowns", "anchors", "products", "groups", "pages"},
		fields:   append([]string{"default", "banner", "footer", "navbar"}, common...)},
	MenuItem: {kind: MenuItem,
		children: []string{"languages", "versions", "dropdowns", "anchors", "products", "tabs", "groups", "pages"},
		fields:   append([]string{"description"}, common...)},
}

// Languages lists the language codes navbuild accepts: the reference's
// codes, plus "ua", which the format's own documentation lists.
var Languages = []string{"en", "cn", "zh", "zh-Hans", "zh-Hant", "zh-CN", "zh-TW", "es", "fr", "fr-CA", "fr-ca",
	"ja", "jp", "ja-jp", "ja-JP", "pt", "pt-BR", "de", "ko", "it", "ru", "ro", "cs", "id", "ar", "tr", "hi", "sv",
	"no", "da", "lv", "nl", "uk", "ua", "vi", "pl", "uz", "he", "ca", "fi", "hu"}

func (s *nodeSpec) known() []string {
	k := []string{"href"}
	if s.kind != Root {
		k = append(k, s.kind)
	}
	return append(append(k, s.children...), s.fields...)
}

// node decodes a navigation division. It reports false when the node
// itself is invalid (its label or a shared field), which makes the
// enclosing union branch fail.
func (d *decoder) node(v *jsonv.Value, path string, spec *nodeSpec) (*Node, bool) {
	if !d.typeOK(v, path, jsonv.Object) {
		return nil, false
	}
	n := &Node{Kind: spec.kind, Path: path, V: v}
	ok := true
	if spec.kind != Root {
		lv := v.Get(spec.kind)
		switch {
		case lv == nil:
			d.errorf(v, keyPath(path, spec.kind), fmt.Sprintf(`add "%s": "..."`, spec.kind), "%s is required", quote(spec.kind))
			ok = false
		case spec.kind == Language:
			n.Label, ok = d.str(lv, keyPath(path, spec.kind))
			if ok && !slices.Contains(Languages, n.Label) {
				d.errorf(lv, keyPath(path, spec.kind), diag.DidYouMean(n.Label, Languages), "unknown language code %q", n.Label)
				ok = false
			}
		default:
			n.Label, ok = d.label(lv, keyPath(path, spec.kind))
		}
	}
	fields := map[string]setter{
		"icon": into(&n.Icon, d.icon), "openapi": into(&n.OpenAPI, d.openapi), "global": into(&n.Global, d.global),
		"hidden": into(&n.Hidden, d.boolean), "default": into(&n.Default, d.boolean), "searchable": into(&n.NoSearch, d.noSearch),
		"tag": into(&n.Tag, d.str), "description": into(&n.Description, d.str), "name": into(&n.Name, d.str),
		"align": into(&n.Align, d.oneOf("start", "end")), "directory": into(&n.Directory, d.oneOf("none", "accordion", "card")),
		"banner": into(&n.Banner, d.banner), "footer": into(&n.Footer, d.footer), "navbar": into(&n.Navbar, d.navbar),
		"color": func(v *jsonv.Value, p string) bool { _, _, ok := d.colorPair(v, p); return ok },
	}
	known := spec.known()
	present := map[string]jsonv.Member{}
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		switch {
		case m.Key == spec.kind && spec.kind != Root:
			// the label, decoded above
		case m.Key == "href" && spec.kind != Root, slices.Contains(spec.children, m.Key):
			present[m.Key] = m
		case !slices.Contains(spec.fields, m.Key):
			d.unknownKey(v, m, path, known)
		case fields[m.Key] != nil:
			ok = fields[m.Key](m.Value, p) && ok
		default: // asyncapi, graphql, sdk
			d.keyWarnf(v, m, p, "", "%s is not supported by navbuild; ignored", m.Key)
		}
	}
	if spec.kind == Root && v.Get("openapi") != nil {
		// Policy: the format's documentation allows openapi at the root,
		// the reference drops it; navbuild inherits it (see SEMANTICS.md).
	}
	d.children(n, spec, present)
	return n, ok
}

// children picks the child key the reference's union would use and decodes
// it; competing keys are dropped with a warning.
func (d *decoder) children(n *Node, spec *nodeSpec, present map[string]jsonv.Member) {
	if len(present) == 0 {
		if spec.kind == Root {
			d.errorf(n.V, n.Path, "add one of "+strings.Join(spec.children, ", "), "navigation has no primary pattern")
		}
		return
	}
	winner := ""
	v := n.V
	if m, has := present["href"]; has {
		s, kind, okh := d.href(m.Value, keyPath(n.Path, "href"))
		switch {
		case !okh:
		case kind == hrefInvalid:
			d.keyWarnf(v, m, keyPath(n.Path, "href"), "use an absolute URL (https://...) or a path starting with /",
				"href %q is neither a URL nor a path; the reference platform drops it", s)
		default:
			n.Href, winner = s, "href"
		}
	}
	var failed []string
	var failures []diag.List
	for _, key := range spec.children {
		m, has := present[key]
		if !has || winner != "" {
			continue
		}
		p := keyPath(n.Path, key)
		ok, list := d.try(func() { d.childArray(n, key, m, p) })
		if ok {
			*d.sink = append(*d.sink, list...)
			winner = key
			continue
		}
		failed = append(failed, key)
		failures = append(failures, list)
	}
	for i, key := range failed {
		if spec.kind == Root && winner == "" {
			// The root has no fallback: the file is invalid.
			*d.sink = append(*d.sink, failures[i]...)
			continue
		}
		d.dropped(failures[i], keyPath(n.Path, key))
	}
	for _, key := range append([]string{"href"}, spec.children...) {
		m, has := present[key]
		if !has || key == winner || slices.Contains(failed, key) || (key == "href" && winner == "") {
			continue
		}
		why := fmt.Sprintf("a %s holds one kind of children and %q comes first in the reference's order (%s)",
			kindName(spec.kind), winner, strings.Join(spec.children, " > "))
		if winner == "href" {
			why = fmt.Sprintf("a %s with an href is a link", kindName(spec.kind))
		}
		d.keyWarnf(v, m, keyPath(n.Path, key), "remove one of them", "%s is ignored: %s", quote(key), why)
	}
}

func kindName(kind string) string {
	if kind == MenuItem {
		return "menu item"
	}
	return kind
}

// childArray decodes the array under a child key into n.
func (d *decoder) childArray(n *Node, key string, m jsonv.Member, path string) {
	v := m.Value
	if !d.typeOK(v, path, jsonv.Array) {
		return
	}
	if len(v.Arr) == 0 && slices.Contains(nonEmpty, key) {
		d.errorf(v, path, "", "at least one %s must be specified", strings.TrimSuffix(key, "s"))
		return
	}
	switch key {
	case "pages":
		n.Pages = d.entries(v, path)
	case "groups":
		for i, el := range v.Arr {
			if g, ok := d.group(el, indexPath(path, i)); ok {
				n.Groups = append(n.Groups, g)
			}
		}
	default:
		kind := childKinds[key]
		for i, el := range v.Arr {
			c, ok := d.node(el, indexPath(path, i), specs[kind])
			if ok {
				if key == "menu" {
					n.Menu = append(n.Menu, c)
				} else {
					n.Children = append(n.Children, c)
				}
			}
		}
		if key != "menu" {
			n.ChildKind = kind
		}
		if kind == Version || kind == Language {
			d.defaults(n.Children)
		}
	}
}

var groupKeys = []string{"group", "pages", "icon", "tag", "root", "expanded", "openapi", "asyncapi", "hidden", "public", "boost", "searchable", "directory", "sdk", "graphql"}

// groupLabel decodes a group's name: not empty, except in a mint.json
// folder, whose groups the reference builds with an empty name (no title)
// without checking the docs.json it upgraded them to.
func (d *decoder) groupLabel(v *jsonv.Value, path string) (string, bool) {
	if d.mint {
		return d.str(v, path)
	}
	return d.label(v, path)
}

// group decodes a group object. Groups are plain objects in the reference's
// schema: any problem inside one fails it.
func (d *decoder) group(v *jsonv.Value, path string) (*Group, bool) {
	if !d.typeOK(v, path, jsonv.Object) {
		return nil, false
	}
	g := &Group{Path: path, V: v}
	ok := true
	if v.Get("group") == nil {
		hint := `add "group": "..."`
		if v.Get("title") != nil || v.Get("href") != nil {
			hint = "pages entries are page paths or groups; link objects are not accepted"
		}
		d.errorf(v, keyPath(path, "group"), hint, `"group" is required`)
		ok = false
	}
	fields := map[string]setter{
		"group": into(&g.Label, d.groupLabel), "icon": into(&g.Icon, d.icon), "tag": into(&g.Tag, d.str),
		"expanded": into(&g.Expanded, d.boolean), "hidden": into(&g.Hidden, d.boolean), "public": into(new(bool), d.boolean),
		"searchable": into(&g.NoSearch, d.noSearch), "directory": into(&g.Directory, d.oneOf("none", "accordion", "card")),
	}
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		if set := fields[m.Key]; set != nil {
			ok = set(m.Value, p) && ok
			continue
		}
		okf := true
		switch m.Key {
		case "pages":
			if okf = d.typeOK(m.Value, p, jsonv.Array); okf {
				before := len(*d.sink)
				g.Pages = d.entries(m.Value, p)
				okf = !diag.List((*d.sink)[before:]).HasErrors()
			}
		case "root":
			var s string
			if s, okf = d.label(m.Value, p); okf {
				g.Root = d.pagePath(m.Value, p, s)
				g.RootV = m.Value
			}
		case "boost":
			if okf = d.typeOK(m.Value, p, jsonv.Number); okf {
				g.Boost, _ = strconv.ParseFloat(m.Value.Str, 64)
			}
		case "openapi":
			// The reference discards an invalid openapi on a group
			// instead of failing it.
			o, okOA, list := (*OpenAPI)(nil), false, diag.List(nil)
			okOA, list = d.try(func() { o, okOA = d.openapi(m.Value, p) })
			if okOA {
				g.OpenAPI = o
				*d.sink = append(*d.sink, list...)
			} else {
				d.dropped(list, p)
			}
		case "asyncapi", "sdk", "graphql":
			d.keyWarnf(v, m, p, "", "%s is not supported by navbuild; ignored", m.Key)
		default:
			if v.Get("group") != nil { // else the missing label says it all
				d.unknownKey(v, m, path, groupKeys)
			}
		}
		ok = ok && okf
	}
	return g, ok
}

// entries decodes a `pages` array.
func (d *decoder) entries(v *jsonv.Value, path string) []*Entry {
	out := make([]*Entry, 0, len(v.Arr))
	for i, el := range v.Arr {
		p := indexPath(path, i)
		switch el.Kind {
		case jsonv.String:
			if el.Str == "" {
				d.errorf(el, p, "", "a page path must not be empty")
				continue
			}
			e := &Entry{Raw: el.Str, Path: p, V: el, Endpoint: ParseEndpoint(el.Str)}
			if e.Endpoint == nil {
				e.Page = d.pagePath(el, p, el.Str)
			}
			out = append(out, e)
		case jsonv.Object:
			if g, ok := d.group(el, p); ok {
				out = append(out, &Entry{Group: g, Path: p, V: el})
			}
		default:
			d.errorf(el, p, "", "a pages entry is a page path or a group object, got %s", article(el.Kind))
		}
	}
	return out
}

// pagePath normalises a page entry as the reference does: resolved against
// the docs root ("/a", "./a" and "x/../a" all mean "a"), a trailing ".mdx"
// or ".md" dropped. An entry that climbs out of the docs folder is an error.
func (d *decoder) pagePath(v *jsonv.Value, jpath, s string) string {
	p, ok := NormalizePage(s)
	switch {
	case !ok:
		d.hard.Add(diag.Error, v.Pos(), jpath, fmt.Sprintf("page %q is outside the docs folder", s), "page paths are relative to the folder that holds docs.json")
	case BadPathChar(s):
		d.hard.Add(diag.Error, v.Pos(), jpath, fmt.Sprintf("page %q holds a backslash or a control character", s), "page paths are slash-separated file names")
	default:
		d.schemeFolder(v, jpath, "page", p)
	}
	return p
}

// schemeFolder warns about a page path or an OpenAPI directory p whose
// first folder is named like a URL scheme ("javascript:"): the reference
// serves its pages at /javascript:/..., and so does navbuild, which links
// them as paths ("./javascript:/x/", internal/link's Relative) so no link
// runs script; but such a name in a pull request deserves a look.
func (d *decoder) schemeFolder(v *jsonv.Value, jpath, what, p string) {
	if link.Classify(p) == link.Path {
		return
	}
	first, _, _ := strings.Cut(p, "/")
	d.warnf(v, jpath, "navbuild links its pages as paths, never as URLs; rename the folder unless the name is meant",
		"%s %q starts with a folder named like a URL scheme (%q)", what, p, first)
}

// BadPathChar reports whether s holds a character no page path or URL
// path of a site may hold: a backslash (a separator on Windows, a literal
// on Unix, so never portable) or a control character (NUL cannot be in a
// file name at all).
func BadPathChar(s string) bool {
	return strings.ContainsFunc(s, func(c rune) bool { return c == '\\' || c < 0x20 || c == 0x7F })
}

// NormalizePage cleans a page path; ok is false when it leaves the folder.
func NormalizePage(s string) (p string, ok bool) {
	depth := 0
	ok = true
	for _, seg := range strings.Split(s, "/") {
		switch seg {
		case "", ".":
		case "..":
			if depth == 0 {
				ok = false
			} else {
				depth--
			}
		default:
			depth++
		}
	}
	trailing := strings.HasSuffix(s, "/") && len(s) > 1
	p = strings.TrimPrefix(path.Clean("/"+s), "/")
	if trailing && p != "" {
		p += "/"
	}
	return p, ok
}

// Methods lists the HTTP methods an endpoint entry may start with, in the
// order the reference generates them.
var Methods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// ParseEndpoint parses "METHOD /path" and "SPEC METHOD /path" page entries
// the way the reference does: split on whitespace, method
// case-insensitive, "webhook NAME" for webhooks. It returns nil for an
// ordinary page.
func ParseEndpoint(s string) *Endpoint {
	f := strings.Fields(s)
	var e Endpoint
	switch len(f) {
	case 2:
		e.Method, e.Path = f[0], f[1]
	case 3:
		e.Spec, e.Method, e.Path = strings.TrimPrefix(f[0], "/"), f[1], f[2]
	default:
		return nil
	}
	e.Method = strings.ToLower(e.Method)
	if e.Method != "webhook" && !slices.Contains(Methods, e.Method) {
		return nil
	}
	return &e
}

var globalKinds = []string{"anchors", "tabs", "dropdowns", "versions", "languages", "products"}

// global decodes a `global` object: lists of link items shown in every
// section. It is strict in the reference: unknown keys are errors.
func (d *decoder) global(v *jsonv.Value, path string) ([]*Node, bool) {
	if !d.typeOK(v, path, jsonv.Object) {
		return nil, false
	}
	var out []*Node
	ok := true
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		kind, isKind := childKinds[m.Key]
		if !isKind || m.Key == "menu" {
			d.errorf(m.Value, p, diag.DidYouMean(m.Key, globalKinds), "unknown key %q in global: global holds %s", m.Key, strings.Join(globalKinds, ", "))
			ok = false
			continue
		}
		for el, ip := range d.objects(m.Value, p, &ok) {
			n := &Node{Kind: kind, Path: ip, V: el}
			for _, im := range el.Obj {
				fp := keyPath(ip, im.Key)
				okf := true
				switch im.Key {
				case kind:
					n.Label, okf = d.label(im.Value, fp)
				case "href":
					var hk hrefKind
					n.Href, hk, okf = d.href(im.Value, fp)
					if okf && hk == hrefInvalid {
						d.errorf(im.Value, fp, "use an absolute URL (https://...) or a path starting with /", "%q is neither a URL nor a path", n.Href)
						okf = false
					}
				case "icon":
					n.Icon, okf = d.icon(im.Value, fp)
				case "hidden":
					n.Hidden, okf = d.boolean(im.Value, fp)
				case "color":
					_, _, okf = d.colorPair(im.Value, fp)
				case "description", "tag", "name", "default", "align":
				default:
					d.unknownKey(el, im, ip, []string{kind, "href", "icon", "hidden", "color", "description"})
				}
				ok = ok && okf
			}
			for _, req := range []string{kind, "href"} {
				if el.Get(req) == nil {
					d.errorf(el, keyPath(ip, req), "", "%s is required in a global %s", quote(req), kind)
					ok = false
				}
			}
			out = append(out, n)
		}
	}
	return out, ok
}

// defaults warns about a second `default: true` among versions or
// languages: the reference silently takes the first.
func (d *decoder) defaults(nodes []*Node) {
	var first *Node
	for _, c := range nodes {
		if !c.Default {
			continue
		}
		if first == nil {
			first = c
			continue
		}
		v := c.V.Get("default")
		d.warnf(v, keyPath(c.Path, "default"), "keep default: true on one of them",
			"%s %q is also marked default; %q, the first, is the default", c.Kind, c.Label, first.Label)
	}
}
