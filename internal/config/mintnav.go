package config

import (
	"slices"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// The navigation of mint.json is a list of groups, with tabs, anchors and
// versions that claim the groups' pages by URL prefix or by a group's
// `version`. Its upgrade below follows the reference's
// (updateNavigationToDocsConfig) step by step, quirks included: the
// reference's own tests pin that function, and a folder must build to the
// pages the reference builds.

// mGroup is a navigation group of mint.json, or one the upgrade made
// (formatted: its icon holds the style, its version is gone).
type mGroup struct {
	v                                      *jsonv.Value
	group, public, icon, iconType, version *jsonv.Value
	pages                                  []mPage
	pagesAt                                *jsonv.Value
	formatted                              bool
}

// mPage is a group's entry: a page path (s) or a nested group (g).
type mPage struct {
	s *jsonv.Value
	g *mGroup
}

// mDiv is a tab or an anchor of mint.json.
type mDiv struct {
	v                                 *jsonv.Value
	name, url, version, hidden, openA *jsonv.Value
	icon, iconType, color             *jsonv.Value
	// lead and prefix are the URL with a leading slash, and with a
	// trailing one too, as the conversion compares them.
	lead, prefix string
}

// mVersion is an entry of mint.json's versions: a name (str) or an object.
type mVersion struct {
	v, name, url, def, locale *jsonv.Value
	str                       bool
}

var iconTypes = []string{"brands", "duotone", "light", "regular", "sharp-solid", "solid", "thin"}

// readNavigation reads and checks navigation, tabs, anchors and versions
// as the reference's mint.json schema does.
func (u *upgrader) readNavigation(v *jsonv.Value) {
	if nav := v.Get("navigation"); nav != nil && u.kind(nav, "navigation", jsonv.Array) {
		if len(nav.Arr) == 0 {
			u.errorf(nav, "navigation", "", "navigation needs at least one group")
		}
		for i, g := range nav.Arr {
			if mg := u.readGroup(g, indexPath("navigation", i)); mg != nil {
				u.groups = append(u.groups, mg)
			}
		}
	}
	u.tabsV, u.anchorsV = v.Get("tabs"), v.Get("anchors")
	u.tabs = u.readDivs(u.tabsV, "tabs", false)
	u.anchors = u.readDivs(u.anchorsV, "anchors", true)
	u.hasTabs, u.hasAnch = len(u.tabs) > 0, len(u.anchors) > 0
	u.primaryTab, u.topAnchor = v.Get("primaryTab"), v.Get("topAnchor")
	for _, k := range []string{"primaryTab", "topAnchor"} {
		if o := v.Get(k); o != nil && u.kind(o, k, jsonv.Object) {
			if n := o.Get("name"); n == nil {
				u.errorf(o, k+".name", "", quote(k)+" needs a name")
			} else {
				u.kind(n, k+".name", jsonv.String)
			}
		}
	}
	if vs := v.Get("versions"); vs != nil && u.kind(vs, "versions", jsonv.Array) {
		if len(vs.Arr) == 0 {
			u.errorf(vs, "versions", "", "versions needs at least one version")
		}
		defaults := 0
		for i, el := range vs.Arr {
			p := indexPath("versions", i)
			switch el.Kind {
			case jsonv.String:
				u.versions = append(u.versions, &mVersion{v: el, name: el, str: true})
			case jsonv.Object:
				mv := &mVersion{v: el, name: el.Get("name"), url: el.Get("url"), def: el.Get("default"), locale: el.Get("locale")}
				for _, m := range el.Obj {
					switch m.Key {
					case "name", "url", "locale":
						u.kind(m.Value, keyPath(p, m.Key), jsonv.String)
					case "default":
						if m.Value.Kind != jsonv.Bool || !m.Value.Bool {
							u.errorf(m.Value, keyPath(p, m.Key), "leave it out, or set it on one version", `"default" can only be true`)
						}
						defaults++
					default:
						u.errorf(m.Value, keyPath(p, m.Key), diag.DidYouMean(m.Key, []string{"name", "url", "default", "locale"}), "unknown key "+quote(m.Key)+" in a version")
					}
				}
				if mv.name == nil || strOf(mv.name) == "" {
					u.errorf(el, keyPath(p, "name"), "", "a version needs a name")
				}
				u.versions = append(u.versions, mv)
			default:
				u.errorf(el, p, "", "a version is a name or an object, got "+article(el.Kind))
			}
		}
		if defaults > 1 {
			u.errorf(vs, "versions", "", "only one version can be set as default")
		}
	}
	// A group's version must be one of versions (the reference's
	// refineMissingVersions).
	var names []string
	for _, mv := range u.versions {
		if mv.str || mv.url == nil {
			names = append(names, strOf(mv.name))
		}
	}
	var check func(gs []*mGroup)
	check = func(gs []*mGroup) {
		for _, g := range gs {
			for _, p := range g.pages {
				if p.g != nil {
					check([]*mGroup{p.g})
				}
			}
			if g.version != nil && !slices.Contains(names, g.version.Str) {
				u.errorf(g.version, "", "add it to versions", "version "+quote(g.version.Str)+" is used in the navigation but is not in versions")
			}
		}
	}
	check(u.groups)
}

func (u *upgrader) readGroup(v *jsonv.Value, p string) *mGroup {
	if !u.kind(v, p, jsonv.Object) {
		return nil
	}
	g := &mGroup{v: v}
	ok := true
	for _, m := range v.Obj {
		mp := keyPath(p, m.Key)
		switch m.Key {
		case "group":
			g.group = m.Value
			ok = u.kind(m.Value, mp, jsonv.String) && ok
		case "public":
			g.public = m.Value
			ok = u.kind(m.Value, mp, jsonv.Bool) && ok
		case "icon":
			g.icon = m.Value
			ok = u.kind(m.Value, mp, jsonv.String) && ok
		case "iconType":
			g.iconType = m.Value
			if u.kind(m.Value, mp, jsonv.String) && !slices.Contains(iconTypes, m.Value.Str) {
				u.errorf(m.Value, mp, diag.DidYouMean(m.Value.Str, iconTypes), quote(m.Value.Str)+" is not one of "+strings.Join(iconTypes, ", "))
				ok = false
			}
		case "version":
			g.version = m.Value
			ok = u.kind(m.Value, mp, jsonv.String) && ok
		case "pages":
			g.pagesAt = m.Value
			if !u.kind(m.Value, mp, jsonv.Array) {
				ok = false
				continue
			}
			if len(m.Value.Arr) == 0 {
				u.errorf(m.Value, mp, "", "a group needs at least one page")
				ok = false
			}
			for i, el := range m.Value.Arr {
				ep := indexPath(mp, i)
				switch el.Kind {
				case jsonv.String:
					if el.Str == "" {
						u.errorf(el, ep, "", "a page must not be empty")
						ok = false
					}
					g.pages = append(g.pages, mPage{s: newString(normalizeRelativePath(el.Str), el)})
				case jsonv.Object:
					if ng := u.readGroup(el, ep); ng != nil {
						g.pages = append(g.pages, mPage{g: ng})
					} else {
						ok = false
					}
				default:
					u.errorf(el, ep, "", "a page is a path or a group, got "+article(el.Kind))
					ok = false
				}
			}
		default:
			u.diags.Add(diag.Error, m.KeyPos(v.File), mp, "unknown key "+quote(m.Key)+" in a group (the reference refuses it)",
				diag.DidYouMean(m.Key, []string{"group", "pages", "icon", "iconType", "version", "public"}))
			ok = false
		}
	}
	if g.group == nil {
		u.errorf(v, keyPath(p, "group"), "", "a group needs a name (\"group\")")
		ok = false
	}
	if g.pagesAt == nil {
		u.errorf(v, keyPath(p, "pages"), "", "a group needs pages")
		ok = false
	}
	if !ok {
		return nil
	}
	return g
}

func (u *upgrader) readDivs(v *jsonv.Value, p string, anchor bool) []*mDiv {
	if v == nil || !u.kind(v, p, jsonv.Array) {
		return nil
	}
	var out []*mDiv
	for i, el := range v.Arr {
		ep := indexPath(p, i)
		if !u.kind(el, ep, jsonv.Object) {
			continue
		}
		d := &mDiv{v: el}
		req := func(k string) *jsonv.Value {
			x := el.Get(k)
			if x == nil {
				u.errorf(el, keyPath(ep, k), "", quote(k)+" is required")
				return nil
			}
			if !u.kind(x, keyPath(ep, k), jsonv.String) {
				return nil
			}
			if x = trimmed(x); x.Str == "" {
				u.errorf(x, keyPath(ep, k), "", "must not be blank")
			}
			return x
		}
		d.name, d.url = req("name"), req("url")
		for _, m := range el.Obj {
			mp := keyPath(ep, m.Key)
			switch m.Key {
			case "name", "url":
			case "version":
				d.version = m.Value
				u.kind(m.Value, mp, jsonv.String)
			case "isDefaultHidden":
				d.hidden = m.Value
				u.kind(m.Value, mp, jsonv.Bool)
			case "openapi":
				if u.kind(m.Value, mp, jsonv.String) {
					d.openA = trimmed(m.Value)
					s := d.openA.Str
					if !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "https:") && !strings.HasPrefix(s, "http:") {
						u.errorf(m.Value, mp, `write "/openapi.json" or an https:// URL`, "a file path must start with \"/\" or \"https://\"")
					}
				}
			case "icon", "iconType", "color":
				if !anchor {
					u.diags.Add(diag.Warning, m.KeyPos(el.File), mp, "unknown key "+quote(m.Key)+" of a tab is ignored", "")
					continue
				}
				switch m.Key {
				case "icon":
					if u.kind(m.Value, mp, jsonv.String) && strings.HasPrefix(m.Value.Str, "fa-") {
						u.errorf(m.Value, mp, "write "+quote(strings.TrimPrefix(m.Value.Str, "fa-")), "an icon name does not start with \"fa-\"")
					}
					d.icon = m.Value
				case "iconType":
					d.iconType = m.Value
				case "color":
					d.color = m.Value
					if m.Value.Kind == jsonv.Object {
						if from := m.Value.Get("from"); from == nil || from.Kind != jsonv.String {
							u.errorf(m.Value, mp+".from", "", "a gradient needs a \"from\" colour")
						}
					} else {
						u.kind(m.Value, mp, jsonv.String)
					}
				}
			default:
				u.diags.Add(diag.Warning, m.KeyPos(el.File), mp, "unknown key "+quote(m.Key)+" of mint.json is ignored", "")
			}
		}
		if d.name != nil && d.url != nil {
			d.lead, d.prefix = leadSlash(d.url.Str), prefixPath(d.url.Str)
			out = append(out, d)
		}
	}
	return out
}

// vname is a version's name as the conversion passes it: nil stands for
// JavaScript's undefined.
type vname = *string

func eqVersion(v *jsonv.Value, name vname) bool {
	if v == nil || name == nil {
		return v == nil && name == nil
	}
	return v.Str == *name
}

func noVersion(name vname) bool { return name == nil || *name == "" }

func filterGroupsByVersion(gs []*mGroup, name vname) []*mGroup {
	var out []*mGroup
	for _, g := range gs {
		if eqVersion(g.version, name) || g.version == nil || noVersion(name) {
			out = append(out, g)
		}
	}
	return out
}

// formatGroup is a group as the conversion writes it: name, icon (with
// its style) and pages.
func formatGroup(g *mGroup, pages []mPage) *mGroup {
	var icon *jsonv.Value
	if truthy(g.icon) {
		icon = formatIcon(g.icon, g.iconType)
	}
	return &mGroup{v: g.v, group: g.group, icon: icon, pages: pages, pagesAt: g.pagesAt, formatted: true}
}

func (g *mGroup) json() *jsonv.Value {
	o := newObject(g.v)
	setFrom(o, "group", g.v, "group", g.group)
	if !g.formatted {
		setFrom(o, "public", g.v, "public", g.public)
	}
	setFrom(o, "icon", g.v, "icon", g.icon)
	if !g.formatted {
		setFrom(o, "iconType", g.v, "iconType", g.iconType)
		setFrom(o, "version", g.v, "version", g.version)
	}
	setFrom(o, "pages", g.v, "pages", pagesJSON(g.pages, g.pagesAt))
	return o
}

func pagesJSON(ps []mPage, at *jsonv.Value) *jsonv.Value {
	a := newArray(at)
	for _, p := range ps {
		if p.g != nil {
			a.Arr = append(a.Arr, p.g.json())
		} else {
			a.Arr = append(a.Arr, p.s)
		}
	}
	return a
}

func groupsJSON(gs []*mGroup, at *jsonv.Value) *jsonv.Value {
	a := newArray(at)
	for _, g := range gs {
		a.Arr = append(a.Arr, g.json())
	}
	return a
}

func prefixPath(p string) string { return leadSlash(trailSlash(p)) }

// maxUpgradeWork bounds the steps of a navigation's conversion (a page
// or division compared with a division's URL). The reference's algorithm
// compares every page with every tab and anchor, once per version: a
// real site takes thousands of steps, a few hundred tabs over as many
// thousand pages a few million, while a hostile mint.json of a few
// megabytes could ask for billions.
const maxUpgradeWork = 50_000_000

// spend counts n steps of the conversion, and reports whether the budget
// is not spent; the first time it is, an error says so.
func (u *upgrader) spend(n int) bool {
	u.work += n
	if u.work <= maxUpgradeWork {
		return true
	}
	if !u.tooBig {
		u.tooBig = true
		u.errorf(u.root.Get("navigation"), "navigation", "real sites have far fewer tabs, anchors and versions; split the site",
			"the navigation is too large to convert: its tabs, anchors and versions times its pages exceed "+strconv.Itoa(maxUpgradeWork)+" steps")
	}
	return false
}

func (u *upgrader) findPagesForPrefix(groups []*mGroup, div *mDiv, name vname, ignored []*mDiv) (matched, unmatched []*mGroup) {
	prefix := ""
	if div != nil {
		prefix = div.url.Str
	}
	if isRemoteURL(prefix) {
		return nil, groups
	}
	for _, g := range groups {
		var gp, up []mPage
		if eqVersion(g.version, name) || g.version == nil || noVersion(name) {
			for _, p := range g.pages {
				if !u.spend(1 + len(ignored)) {
					return nil, nil
				}
				if p.g == nil {
					s := prefixPath(p.s.Str)
					in := prefix == "" || strings.HasPrefix(s, div.prefix)
					for _, d := range ignored {
						if strings.HasPrefix(s, d.prefix) {
							in = false
						}
					}
					if in {
						gp = append(gp, p)
					} else {
						up = append(up, p)
					}
					continue
				}
				nm, nu := u.findPagesForPrefix([]*mGroup{p.g}, div, name, ignored)
				for _, ng := range nm {
					gp = append(gp, mPage{g: ng})
				}
				if len(nu) > 0 {
					up = append(up, p)
				}
			}
		}
		if len(gp) > 0 {
			matched = append(matched, formatGroup(g, gp))
		}
		if len(up) > 0 {
			c := *g
			c.pages = up
			unmatched = append(unmatched, &c)
		}
	}
	return matched, unmatched
}

// primary is the division the conversion adds for the groups no tab (or
// anchor) claims.
func (u *upgrader) primary(tab bool, at *jsonv.Value) *jsonv.Value {
	if !tab {
		ta := u.topAnchor
		o := newObject(at)
		if n := ta.Get("name"); truthy(n) {
			setFrom(o, "anchor", ta, "name", n)
		} else {
			set(o, "anchor", nil, newString("Documentation", at))
			set(o, "icon", nil, newString("book-open", at))
		}
		if ic := ta.Get("icon"); truthy(ic) {
			setFrom(o, "icon", ta, "icon", formatIcon(ic, ta.Get("iconType")))
		}
		return o
	}
	pt := u.primaryTab
	if pt == nil {
		o := newObject(at)
		set(o, "tab", nil, newString("Documentation", at))
		return o
	}
	o := newObject(pt)
	setFrom(o, "tab", pt, "name", pt.Get("name"))
	setFrom(o, "hidden", pt, "isDefaultHidden", pt.Get("isDefaultHidden"))
	return o
}

// processDivisions converts the tabs (or anchors) divs, claiming the pages
// of groups under their URLs; others are the anchors (or tabs) that may
// nest inside them.
func (u *upgrader) processDivisions(tabs bool, divs []*mDiv, groups []*mGroup, insertRemaining bool, name vname, others []*mDiv) (result []*jsonv.Value, remaining []*mGroup) {
	remaining = filterGroupsByVersion(groups, name)
	kind := "anchor"
	if tabs {
		kind = "tab"
	}
	for _, d := range divs {
		if !noVersion(name) && truthy(d.version) && d.version.Str != *name {
			continue
		}
		var openapi *jsonv.Value
		if truthy(d.openA) {
			if isRemoteURL(d.url.Str) {
				openapi = d.openA
			} else {
				openapi = newObject(d.openA)
				set(openapi, "source", nil, d.openA)
				setFrom(openapi, "directory", d.v, "url", d.url)
			}
		}
		base := newObject(d.v)
		setFrom(base, kind, d.v, "name", d.name)
		setFrom(base, "href", d.v, "url", d.url)
		if truthy(d.hidden) {
			setFrom(base, "hidden", d.v, "isDefaultHidden", d.hidden)
		}
		setFrom(base, "openapi", d.v, "openapi", openapi)
		if !tabs {
			if truthy(d.icon) {
				setFrom(base, "icon", d.v, "icon", formatIcon(d.icon, d.iconType))
			}
			if truthy(d.color) {
				c := d.color
				if c.Kind == jsonv.Object {
					c = c.Get("from")
				}
				pair := newObject(d.color)
				set(pair, "light", nil, c)
				set(pair, "dark", nil, c)
				setFrom(base, "color", d.v, "color", pair)
			}
		}
		var ignored []*mDiv
		// A comparison costs as much as the URL is long.
		if !u.spend((len(divs) + len(others)) * (1 + len(d.lead)/64)) {
			return nil, nil
		}
		for _, o := range divs {
			if o.url.Str != "" && strings.HasPrefix(o.lead, d.lead) && o.url.Str != d.url.Str {
				ignored = append(ignored, o)
			}
		}
		var more []*jsonv.Value
		if len(others) > 0 {
			var inner []*mDiv
			for _, o := range others {
				if strings.HasPrefix(o.lead, d.lead) {
					inner = append(inner, o)
				}
			}
			if len(inner) > 0 {
				more, _ = u.processDivisions(!tabs, inner, groups, false, name, nil)
			}
		}
		matched, unmatched := u.findPagesForPrefix(remaining, d, name, ignored)
		remaining = unmatched
		noHref := spread(base, "href")
		switch {
		case len(more) > 0:
			key := "anchors"
			if !tabs {
				key = "tabs"
			}
			o := spread(noHref)
			set(o, key, nil, arrayOf(more, d.v))
			result = append(result, o)
		case len(matched) > 0:
			o := spread(noHref)
			set(o, "groups", nil, groupsJSON(matched, d.v))
			result = append(result, o)
		case !isAbsoluteURL(d.url.Str) && !truthy(d.openA):
		case truthy(d.openA) && !isRemoteURL(d.url.Str):
			result = append(result, noHref)
		default:
			result = append(result, base)
		}
	}
	if len(remaining) > 0 && insertRemaining {
		matched, _ := u.findPagesForPrefix(remaining, nil, name, nil)
		at := u.anchorsV
		if tabs {
			at = u.tabsV
		}
		o := u.primary(tabs, at)
		set(o, "groups", nil, groupsJSON(matched, at))
		result = append([]*jsonv.Value{o}, result...)
	}
	return result, remaining
}

func arrayOf(els []*jsonv.Value, at *jsonv.Value) *jsonv.Value {
	a := newArray(at)
	a.Arr = els
	return a
}

// mostInclusive reports whether tabs, rather than anchors, make the top
// level of the navigation.
func (u *upgrader) mostInclusive(tabs, anchors []*mDiv) bool {
	if len(tabs) == 0 {
		return false
	}
	if len(anchors) == 0 {
		return true
	}
	if !u.spend(2 * len(tabs) * len(anchors)) {
		return true
	}
	within := func(a, b []*mDiv) int {
		n := 0
		for _, x := range a {
			for _, y := range b {
				if strings.HasPrefix(x.lead, y.lead) {
					n++
					break
				}
			}
		}
		return n
	}
	it, ia := within(tabs, anchors), within(anchors, tabs)
	if it == len(tabs) {
		return true
	}
	if ia == len(anchors) {
		return false
	}
	return it > ia
}

// updated is the navigation of groups (of version name): its members.
func (u *upgrader) updated(groups []*mGroup, name vname, tabs, anchors []*mDiv, at *jsonv.Value) []jsonv.Member {
	member := func(key string, v *jsonv.Value) []jsonv.Member {
		return []jsonv.Member{{Key: key, KeyOff: v.Off, Value: v}}
	}
	top, others := anchors, tabs
	has, hasOther := u.hasAnch, u.hasTabs
	topV, otherV := u.anchorsV, u.tabsV
	isTabs := u.mostInclusive(tabs, anchors)
	if isTabs {
		top, others, has, hasOther, topV, otherV = tabs, anchors, u.hasTabs, u.hasAnch, u.tabsV, u.anchorsV
	}
	key, otherKey := "anchors", "tabs"
	if isTabs {
		key, otherKey = "tabs", "anchors"
	}
	if has {
		res, remaining := u.processDivisions(isTabs, top, groups, false, name, others)
		if len(remaining) > 0 || len(others) > 0 {
			p := u.primary(isTabs, topV)
			if len(others) > 0 {
				from := remaining
				if len(from) == 0 {
					from = groups
				}
				inner, _ := u.processDivisions(!isTabs, others, from, true, name, nil)
				set(p, otherKey, nil, arrayOf(inner, otherV))
			} else {
				matched, _ := u.findPagesForPrefix(remaining, nil, name, nil)
				set(p, "groups", nil, groupsJSON(matched, topV))
			}
			res = append([]*jsonv.Value{p}, res...)
		}
		return member(key, arrayOf(res, topV))
	}
	if hasOther {
		res, _ := u.processDivisions(!isTabs, others, groups, true, name, nil)
		return member(otherKey, arrayOf(res, otherV))
	}
	if len(groups) == 0 {
		return nil
	}
	a := newArray(at)
	for _, g := range filterGroupsByVersion(groups, name) {
		o := newObject(g.v)
		setFrom(o, "group", g.v, "group", g.group)
		setFrom(o, "pages", g.v, "pages", pagesJSON(g.pages, g.pagesAt))
		if truthy(g.icon) {
			setFrom(o, "icon", g.v, "icon", formatIcon(g.icon, g.iconType))
		}
		a.Arr = append(a.Arr, o)
	}
	return member("groups", a)
}

// navigation is the docs.json navigation of mint.json.
func (u *upgrader) navigation() *jsonv.Value {
	navV := u.root.Get("navigation")
	nav := newObject(navV)
	tabs, anchors := u.tabs, u.anchors

	// Divisions that all link elsewhere become global links; versions
	// that all do are dropped.
	var globalTabs, globalAnchors []*jsonv.Value
	globalVersions := len(u.versions) > 0
	for _, mv := range u.versions {
		if mv.str || !isRemoteURL(strOf(mv.url)) {
			globalVersions = false
		}
	}
	if globalVersions {
		u.diags.Add(diag.Warning, u.root.Get("versions").Pos(), "versions", "versions that all link to other sites are dropped",
			"the reference's upgrade leaves them out of docs.json")
	}
	allRemote := func(ds []*mDiv) bool {
		for _, d := range ds {
			if truthy(d.version) || !isRemoteURL(d.url.Str) {
				return false
			}
		}
		return len(ds) > 0
	}
	if allRemote(u.tabs) {
		for _, d := range u.tabs {
			o := newObject(d.v)
			setFrom(o, "tab", d.v, "name", d.name)
			setFrom(o, "href", d.v, "url", d.url)
			if truthy(d.hidden) {
				setFrom(o, "hidden", d.v, "isDefaultHidden", d.hidden)
			}
			globalTabs = append(globalTabs, o)
		}
		tabs = nil
	}
	if allRemote(u.anchors) {
		for _, d := range u.anchors {
			o := newObject(d.v)
			setFrom(o, "anchor", d.v, "name", d.name)
			setFrom(o, "href", d.v, "url", d.url)
			if truthy(d.icon) {
				setFrom(o, "icon", d.v, "icon", formatIcon(d.icon, d.iconType))
			}
			if d.color != nil && d.color.Kind == jsonv.String {
				pair := newObject(d.color)
				set(pair, "light", nil, d.color)
				set(pair, "dark", nil, d.color)
				setFrom(o, "color", d.v, "color", pair)
			}
			if truthy(d.hidden) {
				setFrom(o, "hidden", d.v, "isDefaultHidden", d.hidden)
			}
			globalAnchors = append(globalAnchors, o)
		}
		anchors = nil
	}
	addGlobal := func() {
		if len(globalTabs) == 0 && len(globalAnchors) == 0 {
			return
		}
		g := newObject(navV)
		if len(globalTabs) > 0 {
			set(g, "tabs", nil, arrayOf(globalTabs, u.tabsV))
		}
		if len(globalAnchors) > 0 {
			set(g, "anchors", nil, arrayOf(globalAnchors, u.anchorsV))
		}
		set(nav, "global", nil, g)
	}

	if len(u.versions) > 0 && !globalVersions {
		nav = u.versioned(navV, tabs, anchors)
		addGlobal()
		return nav
	}
	nav.Obj = u.updated(u.groups, nil, tabs, anchors, navV)
	if nav.Obj == nil {
		set(nav, "groups", nil, newArray(navV))
	}
	addGlobal()
	return nav
}

// versioned is the navigation of a mint.json with versions (or locales).
func (u *upgrader) versioned(navV *jsonv.Value, tabs, anchors []*mDiv) *jsonv.Value {
	vsV := u.root.Get("versions")
	// prefixes maps the URL of each division given a version to the
	// versions that own it.
	type prefix struct {
		href     string
		versions []string
	}
	var prefixes []*prefix
	add := func(href, version string) {
		for _, p := range prefixes {
			if p.href == href {
				p.versions = append(p.versions, version)
				return
			}
		}
		prefixes = append(prefixes, &prefix{href, []string{version}})
	}
	for _, mv := range u.versions {
		name := strOf(mv.name)
		for _, ds := range [][]*mDiv{anchors, tabs} {
			for _, d := range ds {
				if eqVersion(d.version, &name) && !isRemoteURL(d.url.Str) {
					add(d.url.Str, name)
				}
			}
		}
	}
	var forVersion func(groups []*mGroup, version string) []*mGroup
	forVersion = func(groups []*mGroup, version string) []*mGroup {
		var matched []*mGroup
		for _, g := range groups {
			var gp []mPage
			if g.version == nil || g.version.Str == version {
				for _, p := range g.pages {
					if !u.spend(1 + len(prefixes)) {
						return nil
					}
					if p.g != nil {
						for _, ng := range forVersion([]*mGroup{p.g}, version) {
							gp = append(gp, mPage{g: ng})
						}
						continue
					}
					gated, nowhere := false, true
					for _, pr := range prefixes {
						if strings.HasPrefix(p.s.Str, pr.href) {
							nowhere = false
							if slices.Contains(pr.versions, version) {
								gated = true
							}
						}
					}
					if gated || nowhere {
						gp = append(gp, p)
					}
				}
			}
			if len(gp) > 0 {
				matched = append(matched, formatGroup(g, gp))
			}
		}
		return matched
	}

	isLocale := true
	for _, mv := range u.versions {
		if mv.str || !truthy(mv.locale) {
			isLocale = false
		}
	}
	list := newArray(vsV)
	for _, mv := range u.versions {
		o := newObject(mv.v)
		var name string
		if isLocale {
			setFrom(o, "language", mv.v, "locale", mv.locale)
			if truthy(mv.def) {
				setFrom(o, "default", mv.v, "default", mv.def)
			}
			name = strOf(mv.name)
			if name == "" {
				name = mv.locale.Str
			}
		} else {
			if mv.str {
				set(o, "version", nil, mv.name)
			} else {
				setFrom(o, "version", mv.v, "name", mv.name)
				setFrom(o, "default", mv.v, "default", mv.def)
			}
			name = strOf(mv.name)
		}
		if truthy(mv.url) {
			setFrom(o, "href", mv.v, "url", mv.url)
			list.Arr = append(list.Arr, o)
			continue
		}
		var vgroups []*mGroup
		if isLocale {
			vgroups = forVersion(u.groups, strOf(mv.name))
		} else {
			vgroups = forVersion(u.groups, name)
		}
		from := vgroups
		if len(vgroups) == 0 {
			from = u.groups
		}
		if ms := u.updated(from, &name, tabs, anchors, navV); ms != nil {
			o.Obj = append(o.Obj, ms...)
		} else {
			setFrom(o, "groups", mv.v, "name", groupsJSON(vgroups, mv.v))
		}
		list.Arr = append(list.Arr, o)
	}
	nav := newObject(navV)
	key := "versions"
	if isLocale {
		key = "languages"
	}
	set(nav, key, vsV, list)
	return nav
}
