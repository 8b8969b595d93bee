package config

import (
	"cmp"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

//go:generate go run ./genmint

// MintName is the name of the settings file that docs.json replaced,
// which the reference still builds: a folder without docs.json is read
// from its mint.json, upgraded to docs.json as the reference upgrades it.
const MintName = "mint.json"

// UpgradeOptions says how [LoadMint] converts mint.json. The zero value
// converts it as the reference's build does.
type UpgradeOptions struct {
	// Theme maps mint.json's `theme` and `layout` to a docs.json theme,
	// as the reference's CLI does when it writes docs.json (`upgrade`);
	// the reference's build uses the theme "mint" whatever mint.json says.
	Theme bool
}

// upgradeMint converts the parsed (and $ref-resolved) mint.json v into the
// docs.json that the reference's upgrade (upgradeToDocsConfig) makes of
// it, field by field and in the same order. Every value of the result
// keeps the position of the mint.json value it came from, so diagnostics
// about the docs.json point into mint.json. Problems go to diags: an
// error where the reference rejects mint.json, a warning at each key the
// upgrade drops. The result is nil when mint.json is unusable.
func upgradeMint(v *jsonv.Value, opts UpgradeOptions, diags *diag.List) *jsonv.Value {
	u := &upgrader{diags: diags, opts: opts}
	return u.upgrade(v)
}

// upgrader is one conversion of a mint.json.
type upgrader struct {
	diags *diag.List
	opts  UpgradeOptions
	root  *jsonv.Value

	// What the navigation's conversion reads, as the reference's schema
	// leaves it: strings trimmed, page paths normalised.
	groups           []*mGroup
	tabs, anchors    []*mDiv
	versions         []*mVersion
	tabsV, anchorsV  *jsonv.Value
	primaryTab       *jsonv.Value
	topAnchor        *jsonv.Value
	hasTabs, hasAnch bool

	// work counts the navigation's conversion steps (spend).
	work   int
	tooBig bool
}

func (u *upgrader) errorf(v *jsonv.Value, path, hint, msg string) {
	u.diags.Add(diag.Error, v.Pos(), path, msg, hint)
}

// drop warns about the key m of obj, which the upgrade leaves out.
func (u *upgrader) drop(obj *jsonv.Value, m jsonv.Member, path, why string) {
	u.diags.Add(diag.Warning, m.KeyPos(obj.File), path, quote(m.Key)+" of mint.json has no docs.json equivalent and is ignored",
		why)
}

// Values of the result.

func newObject(at *jsonv.Value) *jsonv.Value {
	return &jsonv.Value{Kind: jsonv.Object, File: at.File, Off: at.Off}
}

func newArray(at *jsonv.Value) *jsonv.Value {
	return &jsonv.Value{Kind: jsonv.Array, File: at.File, Off: at.Off}
}

func newString(s string, at *jsonv.Value) *jsonv.Value {
	return &jsonv.Value{Kind: jsonv.String, Str: s, File: at.File, Off: at.Off}
}

func newBool(b bool, at *jsonv.Value) *jsonv.Value {
	return &jsonv.Value{Kind: jsonv.Bool, Bool: b, File: at.File, Off: at.Off}
}

// set sets key of the object o to val, where it is if o has the key (as
// JavaScript's Object.assign does), else last; a nil val (undefined) sets
// nothing. keyAt is the value whose position the key takes.
func set(o *jsonv.Value, key string, keyAt, val *jsonv.Value) {
	if val == nil {
		return
	}
	for i := range o.Obj {
		if o.Obj[i].Key == key {
			o.Obj[i].Value = val
			return
		}
	}
	off := val.Off
	if keyAt != nil {
		off = keyAt.Off
	}
	o.Obj = append(o.Obj, jsonv.Member{Key: key, KeyOff: off, Value: val})
}

// setFrom sets key of o to val with the position of the key src had in
// from (a renamed key keeps the old name's position).
func setFrom(o *jsonv.Value, key string, from *jsonv.Value, src string, val *jsonv.Value) {
	if val == nil {
		return
	}
	off := val.Off
	if from != nil {
		for _, m := range from.Obj {
			if m.Key == src {
				off = m.KeyOff
			}
		}
	}
	set(o, key, nil, val)
	for i := range o.Obj {
		if o.Obj[i].Key == key {
			o.Obj[i].KeyOff = off
		}
	}
}

// spread returns a copy of o (JavaScript's {...o}) without the keys
// omitted.
func spread(o *jsonv.Value, omit ...string) *jsonv.Value {
	c := *o
	c.Obj = nil
	for _, m := range o.Obj {
		if !slices.Contains(omit, m.Key) {
			c.Obj = append(c.Obj, m)
		}
	}
	return &c
}

// truthy reports whether v is truthy in JavaScript; nil is undefined.
func truthy(v *jsonv.Value) bool {
	if v == nil {
		return false
	}
	switch v.Kind {
	case jsonv.Null:
		return false
	case jsonv.Bool:
		return v.Bool
	case jsonv.String:
		return v.Str != ""
	case jsonv.Number:
		f := v.Float()
		return f != 0 && f == f
	}
	return true
}

func strOf(v *jsonv.Value) string {
	if v == nil {
		return ""
	}
	return v.Str
}

// at returns the value of key path p (dot-separated) in v, or nil.
func at(v *jsonv.Value, p string) *jsonv.Value {
	for k := range strings.SplitSeq(p, ".") {
		v = v.Get(k)
	}
	return v
}

func isRemoteURL(s string) bool {
	return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://")
}

// isAbsoluteURL approximates JavaScript's URL.canParse, which the
// reference uses: a scheme, and for the schemes that need a host, one.
func isAbsoluteURL(s string) bool {
	scheme := schemeRE.FindString(s)
	if scheme == "" {
		return false
	}
	switch strings.ToLower(strings.TrimSuffix(scheme, ":")) {
	case "http", "https", "ws", "wss", "ftp":
		_, err := url.Parse(s)
		return err == nil && strings.Trim(s[len(scheme):], `/\`) != ""
	}
	return true
}

func leadSlash(p string) string {
	if strings.HasPrefix(p, "/") {
		return p
	}
	return "/" + p
}

func trailSlash(p string) string {
	if strings.HasSuffix(p, "/") {
		return p
	}
	return p + "/"
}

// normalizeRelativePath is the reference's transform of page paths:
// resolved against "/" without the leading slash, a trailing slash kept.
func normalizeRelativePath(s string) string {
	n := strings.TrimPrefix(path.Clean("/"+s), "/")
	if strings.HasSuffix(s, "/") && n != "" && !strings.HasSuffix(n, "/") {
		n += "/"
	}
	return n
}

// capitalize is lodash's: the first character upper case, the rest lower.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(strings.ToLower(s))
	r[0] = []rune(strings.ToUpper(string(r[0])))[0]
	return string(r)
}

// formatIcon is an icon with its style as docs.json writes it.
func formatIcon(icon, iconType *jsonv.Value) *jsonv.Value {
	if !truthy(iconType) {
		return icon
	}
	o := newObject(icon)
	set(o, "name", icon, icon)
	set(o, "style", iconType, iconType)
	return o
}

// mintKeys are mint.json's top-level keys (the reference's mint.json
// schema); dropped are those the upgrade leaves out, with why.
var mintKeys = []string{"$schema", "mintlify", "name", "logo", "theme", "layout", "favicon", "openapi", "topbar", "sidebar",
	"rounded", "api", "modeToggle", "versions", "metadata", "codeBlock", "colors", "eyebrow", "topbarCtaButton", "topbarLinks",
	"navigation", "primaryTab", "topAnchor", "anchors", "tabs", "footer", "background", "backgroundImage", "font", "feedback",
	"analytics", "integrations", "isWhiteLabeled", "search", "redirects", "seo", "footerSocials"}

var mintDropped = map[string]string{
	"mintlify":       "",
	"topbar":         "docs.json styles the top bar through its theme",
	"sidebar":        "docs.json styles the sidebar through its theme",
	"rounded":        "docs.json rounds corners through its theme",
	"feedback":       "the reference's docs.json has no feedback setting",
	"isWhiteLabeled": "",
}

func (u *upgrader) upgrade(v *jsonv.Value) *jsonv.Value {
	if v.Kind != jsonv.Object {
		u.errorf(v, "", "mint.json holds one object", "expected an object, got "+article(v.Kind))
		return nil
	}
	u.root = v
	for _, m := range v.Obj {
		switch {
		case !slices.Contains(mintKeys, m.Key):
			u.diags.Add(diag.Warning, m.KeyPos(v.File), m.Key, "unknown key "+quote(m.Key)+" of mint.json is ignored",
				joinHint(diag.DidYouMean(m.Key, mintKeys), "the reference drops it"))
		case m.Key == "layout" && !u.opts.Theme, m.Key == "theme" && !u.opts.Theme:
			u.drop(v, m, m.Key, "the reference builds a mint.json folder with the theme \"mint\"; `navbuild upgrade` maps it to a docs.json theme")
		default:
			if why, ok := mintDropped[m.Key]; ok {
				u.drop(v, m, m.Key, why)
			}
		}
	}
	for _, req := range []string{"name", "favicon", "colors", "navigation"} {
		if v.Get(req) == nil {
			u.errorf(v, req, "the reference refuses a mint.json without it", quote(req)+" is required in mint.json")
		}
	}
	if n := v.Get("name"); n != nil && u.kind(n, "name", jsonv.String) && strings.TrimSpace(n.Str) == "" {
		u.errorf(n, "name", "", "must not be blank")
	}
	if c := v.Get("colors"); c != nil && u.kind(c, "colors", jsonv.Object) && c.Get("primary") == nil {
		u.errorf(c, "colors.primary", "", `"primary" is required in colors`)
	}
	u.readNavigation(v)
	if u.diags.HasErrors() {
		return nil
	}

	out := newObject(v)
	set(out, "$schema", v.Get("$schema"), newString("https://mintlify.com/docs.json", v))
	set(out, "theme", v.Get("theme"), u.theme(v))
	setFrom(out, "name", v, "name", trimmed(v.Get("name")))
	u.colors(out, v.Get("colors"))
	setFrom(out, "favicon", v, "favicon", v.Get("favicon"))
	nav := u.navigation()
	if u.tooBig {
		return nil
	}
	setFrom(out, "navigation", v, "navigation", nav)
	u.styling(out)
	setFrom(out, "logo", v, "logo", v.Get("logo"))
	u.api(out)
	u.appearance(out)
	u.background(out)
	u.navbar(out)
	if p := at(v, "search.prompt"); truthy(p) {
		s := newObject(v.Get("search"))
		setFrom(s, "prompt", v.Get("search"), "prompt", p)
		setFrom(out, "search", v, "search", s)
	}
	u.dropIn(v, "search", "location")
	u.seo(out)
	u.footer(out)
	u.integrations(out)
	u.fonts(out)
	setFrom(out, "redirects", v, "redirects", v.Get("redirects"))
	return out
}

// kind reports whether v has kind k, and reports an error if not.
func (u *upgrader) kind(v *jsonv.Value, path string, k jsonv.Kind) bool {
	if v.Kind == k {
		return true
	}
	u.errorf(v, path, "", "expected "+article(k)+", got "+article(v.Kind))
	return false
}

// dropIn warns about each of keys in the object at p, which the upgrade
// leaves out.
func (u *upgrader) dropIn(v *jsonv.Value, p string, keys ...string) {
	u.dropKeys(at(v, p), p, keys...)
}

// dropKeys warns about each of keys in the object o at path p, which the
// upgrade leaves out.
func (u *upgrader) dropKeys(o *jsonv.Value, p string, keys ...string) {
	if o == nil || o.Kind != jsonv.Object {
		return
	}
	for _, m := range o.Obj {
		if slices.Contains(keys, m.Key) {
			u.drop(o, m, p+"."+m.Key, "")
		}
	}
}

func trimmed(v *jsonv.Value) *jsonv.Value {
	if v == nil || v.Kind != jsonv.String {
		return v
	}
	return newString(strings.TrimSpace(v.Str), v)
}

func (u *upgrader) theme(v *jsonv.Value) *jsonv.Value {
	theme := "mint"
	if u.opts.Theme {
		switch strOf(v.Get("theme")) {
		case "":
		case "venus":
			theme = "palm"
		case "quill":
			theme = "willow"
		}
		switch strOf(v.Get("layout")) {
		case "sidenav":
			theme = "maple"
		case "solidSidenav":
			theme = "willow"
		}
	}
	at := v
	if t := v.Get("theme"); t != nil && u.opts.Theme {
		at = t
	}
	return newString(theme, at)
}

func (u *upgrader) colors(out, c *jsonv.Value) {
	o := newObject(c)
	for _, k := range []string{"primary", "light", "dark"} {
		setFrom(o, k, c, k, c.Get(k))
	}
	setFrom(out, "colors", u.root, "colors", o)
	u.dropIn(u.root, "colors", "anchors", "ultraLight", "ultraDark")
}

func (u *upgrader) styling(out *jsonv.Value) {
	v := u.root
	var eyebrows, codeblocks *jsonv.Value
	if d := at(v, "eyebrow.display"); d != nil {
		s := "section"
		if d.Str == "breadcrumbs" {
			s = "breadcrumbs"
		}
		eyebrows = newString(s, d)
	}
	if m := at(v, "codeBlock.mode"); m != nil {
		s := "system"
		if m.Str == "dark" {
			s = "dark"
		}
		codeblocks = newString(s, m)
	}
	if eyebrows == nil && codeblocks == nil {
		return
	}
	o := newObject(v)
	setFrom(o, "eyebrows", v.Get("eyebrow"), "display", eyebrows)
	setFrom(o, "codeblocks", v.Get("codeBlock"), "mode", codeblocks)
	setFrom(out, "styling", v, "eyebrow", o)
}

func (u *upgrader) api(out *jsonv.Value) {
	v := u.root
	api := v.Get("api")
	mode, proxy := at(v, "api.playground.mode"), at(v, "api.playground.disableProxy")
	if pg := at(v, "api.playground"); pg != nil && pg.Kind == jsonv.Object && mode == nil {
		mode = newString("show", pg) // the schema's default
	}
	var display *jsonv.Value
	if truthy(mode) {
		switch mode.Str {
		case "show":
			display = newString("interactive", mode)
		case "hide":
			display = newString("none", mode)
		default:
			display = mode
		}
	}
	langs, base, method, name := at(v, "api.request.example.languages"), at(v, "api.baseUrl"), at(v, "api.auth.method"), at(v, "api.auth.name")
	playground := truthy(mode) || proxy != nil
	u.dropIn(v, "api", "maintainOrder", "paramFields")
	u.dropIn(v, "api.auth", "inputPrefix")
	u.dropIn(v, "api.request.example", "showOptionalParams")
	if !playground && !truthy(langs) && !truthy(base) && !truthy(method) && !truthy(v.Get("openapi")) {
		return
	}
	at0 := api
	if at0 == nil {
		at0 = v.Get("openapi")
	}
	o := newObject(at0)
	if oa := v.Get("openapi"); truthy(oa) {
		setFrom(o, "openapi", v, "openapi", normalizeOpenAPI(oa))
	}
	if playground {
		pg := at(v, "api.playground")
		p := newObject(pg)
		setFrom(p, "display", pg, "mode", display)
		if proxy != nil && proxy.Kind == jsonv.Bool {
			setFrom(p, "proxy", pg, "disableProxy", newBool(!proxy.Bool, proxy))
		}
		setFrom(o, "playground", api, "playground", p)
	}
	if truthy(langs) {
		ex := newObject(langs)
		setFrom(ex, "languages", at(v, "api.request.example"), "languages", langs)
		setFrom(o, "examples", api, "request", ex)
	}
	if truthy(base) || truthy(method) || truthy(name) {
		mdx := newObject(api)
		setFrom(mdx, "server", api, "baseUrl", base)
		if truthy(method) || truthy(name) {
			auth := at(v, "api.auth")
			a := newObject(auth)
			setFrom(a, "method", auth, "method", method)
			setFrom(a, "name", auth, "name", name)
			setFrom(mdx, "auth", api, "auth", a)
		}
		setFrom(o, "mdx", api, "baseUrl", mdx)
	}
	setFrom(out, "api", v, "api", o)
}

// normalizeOpenAPI is the root `openapi` as the reference's schema leaves
// it: trimmed, and paths normalised.
func normalizeOpenAPI(v *jsonv.Value) *jsonv.Value {
	one := func(v *jsonv.Value) *jsonv.Value {
		if v.Kind != jsonv.String {
			return v
		}
		s := strings.TrimSpace(v.Str)
		if !isAbsoluteURL(s) {
			s = normalizeRelativePath(s)
		}
		return newString(s, v)
	}
	if v.Kind != jsonv.Array {
		return one(v)
	}
	a := newArray(v)
	for _, el := range v.Arr {
		a.Arr = append(a.Arr, one(el))
	}
	return a
}

func (u *upgrader) appearance(out *jsonv.Value) {
	mt := u.root.Get("modeToggle")
	def, hidden := at(u.root, "modeToggle.default"), at(u.root, "modeToggle.isHidden")
	if !truthy(def) && hidden == nil {
		return
	}
	o := newObject(mt)
	setFrom(o, "default", mt, "default", def)
	setFrom(o, "strict", mt, "isHidden", hidden)
	setFrom(out, "appearance", u.root, "modeToggle", o)
}

func (u *upgrader) background(out *jsonv.Value) {
	v := u.root
	bg, img, colors := v.Get("background"), v.Get("backgroundImage"), at(v, "colors.background")
	if !truthy(bg) && !truthy(img) && !truthy(colors) {
		return
	}
	o := newObject(cmp.Or(bg, img, colors))
	if truthy(img) {
		setFrom(o, "image", v, "backgroundImage", img)
	}
	setFrom(o, "decoration", bg, "style", at(v, "background.style"))
	if truthy(colors) {
		c := newObject(colors)
		setFrom(c, "light", colors, "light", colors.Get("light"))
		setFrom(c, "dark", colors, "dark", colors.Get("dark"))
		setFrom(o, "color", v.Get("colors"), "background", c)
	}
	key := "background"
	if bg == nil {
		key = "backgroundImage"
		if img == nil {
			key = "colors"
		}
	}
	setFrom(out, "background", v, key, o)
}

func (u *upgrader) navbar(out *jsonv.Value) {
	v := u.root
	links, cta := v.Get("topbarLinks"), v.Get("topbarCtaButton")
	if !truthy(links) && !truthy(cta) {
		return
	}
	o := newObject(cmp.Or(links, cta))
	if truthy(links) && u.kind(links, "topbarLinks", jsonv.Array) {
		a := newArray(links)
		for i, l := range links.Arr {
			p := indexPath("topbarLinks", i)
			if !u.kind(l, p, jsonv.Object) {
				continue
			}
			u.dropKeys(l, p, "style", "arrow")
			e := newObject(l)
			if t := l.Get("type"); t == nil || t.Str == "link" {
				setFrom(e, "label", l, "name", l.Get("name"))
			} else {
				setFrom(e, "label", l, "type", newString(capitalize(t.Str), t))
			}
			setFrom(e, "href", l, "url", l.Get("url"))
			a.Arr = append(a.Arr, e)
		}
		setFrom(o, "links", v, "topbarLinks", a)
	}
	if truthy(cta) && u.kind(cta, "topbarCtaButton", jsonv.Object) {
		u.dropIn(v, "topbarCtaButton", "style", "arrow")
		p := newObject(cta)
		if t := cta.Get("type"); t == nil || t.Str == "link" {
			setFrom(p, "type", cta, "type", newString("button", cta))
			setFrom(p, "label", cta, "name", cta.Get("name"))
		} else {
			setFrom(p, "type", cta, "type", newString("github", t))
		}
		setFrom(p, "href", cta, "url", cta.Get("url"))
		setFrom(o, "primary", v, "topbarCtaButton", p)
	}
	key := "topbarLinks"
	if links == nil {
		key = "topbarCtaButton"
	}
	setFrom(out, "navbar", v, key, o)
}

func (u *upgrader) seo(out *jsonv.Value) {
	v := u.root
	meta, hidden := v.Get("metadata"), at(v, "seo.indexHiddenPages")
	if !truthy(meta) && hidden == nil {
		return
	}
	first := cmp.Or(meta, v.Get("seo"))
	o := newObject(first)
	if truthy(meta) {
		setFrom(o, "metatags", v, "metadata", meta)
	}
	indexing := "navigable"
	if truthy(hidden) {
		indexing = "all"
	}
	setFrom(o, "indexing", v.Get("seo"), "indexHiddenPages", newString(indexing, cmp.Or(hidden, first)))
	key := "metadata"
	if meta == nil {
		key = "seo"
	}
	setFrom(out, "seo", v, key, o)
}

func (u *upgrader) footer(out *jsonv.Value) {
	v := u.root
	footer, old := v.Get("footer"), v.Get("footerSocials")
	if !truthy(footer) && !truthy(old) {
		return
	}
	o := newObject(cmp.Or(footer, old))
	socials, key := at(v, "footer.socials"), "socials"
	if !truthy(socials) {
		socials, key = old, "footerSocials"
	}
	if truthy(socials) {
		s := socials
		if socials.Kind == jsonv.Array {
			s = newObject(socials)
			for i, el := range socials.Arr {
				if !u.kind(el, indexPath(key, i), jsonv.Object) || el.Get("type") == nil || el.Get("type").Kind != jsonv.String {
					continue
				}
				setFrom(s, el.Get("type").Str, el, "type", el.Get("url"))
			}
		}
		from := footer
		if key == "footerSocials" {
			from = v
		}
		setFrom(o, "socials", from, key, s)
	}
	if links := at(v, "footer.links"); truthy(links) && u.kind(links, "footer.links", jsonv.Array) {
		a := newArray(links)
		for i, col := range links.Arr {
			p := indexPath("footer.links", i)
			if !u.kind(col, p, jsonv.Object) {
				continue
			}
			c := newObject(col)
			setFrom(c, "header", col, "title", col.Get("title"))
			items := newArray(col)
			if ls := col.Get("links"); ls != nil && u.kind(ls, p+".links", jsonv.Array) {
				items = newArray(ls)
				for j, l := range ls.Arr {
					if !u.kind(l, indexPath(p+".links", j), jsonv.Object) {
						continue
					}
					e := newObject(l)
					setFrom(e, "label", l, "label", l.Get("label"))
					setFrom(e, "href", l, "url", l.Get("url"))
					items.Arr = append(items.Arr, e)
				}
			}
			setFrom(c, "items", col, "links", items)
			a.Arr = append(a.Arr, c)
		}
		setFrom(o, "links", footer, "links", a)
	}
	k := "footer"
	if footer == nil {
		k = "footerSocials"
	}
	setFrom(out, "footer", v, k, o)
}

func (u *upgrader) integrations(out *jsonv.Value) {
	v := u.root
	in, an := v.Get("integrations"), v.Get("analytics")
	if !truthy(in) && !truthy(an) {
		return
	}
	o := newObject(cmp.Or(an, in))
	if an != nil && an.Kind == jsonv.Object {
		o.Obj = append(o.Obj, an.Obj...)
	}
	for _, vendor := range []struct{ key, field string }{{"intercom", "appId"}, {"frontchat", "snippetId"}} {
		if id := at(v, "integrations."+vendor.key); truthy(id) {
			e := newObject(id)
			setFrom(e, vendor.field, in, vendor.key, id)
			setFrom(o, vendor.key, in, vendor.key, e)
		}
	}
	if in != nil && in.Kind == jsonv.Object {
		for _, m := range in.Obj {
			if m.Key != "intercom" && m.Key != "frontchat" {
				u.diags.Add(diag.Warning, m.KeyPos(in.File), "integrations."+m.Key, "unknown key "+quote(m.Key)+" of mint.json's integrations is ignored",
					"mint.json's integrations are intercom and frontchat; analytics vendors go in analytics")
			}
		}
	}
	k := "analytics"
	if an == nil {
		k = "integrations"
	}
	setFrom(out, "integrations", v, k, o)
}

func (u *upgrader) fonts(out *jsonv.Value) {
	v := u.root
	font := v.Get("font")
	if font == nil || font.Kind != jsonv.Object {
		if font != nil {
			u.kind(font, "font", jsonv.Object)
		}
		return
	}
	details := func(d *jsonv.Value) *jsonv.Value {
		o := newObject(d)
		for _, k := range []string{"family", "weight", "format"} {
			setFrom(o, k, d, k, d.Get(k))
		}
		if src := d.Get("url"); truthy(src) {
			setFrom(o, "source", d, "url", src)
		}
		return o
	}
	var o *jsonv.Value
	if font.Get("family") != nil {
		o = details(font)
	} else {
		o = newObject(font)
		for _, k := range [][2]string{{"heading", "headings"}, {"body", "body"}} {
			if d := font.Get(k[1]); truthy(d) && u.kind(d, "font."+k[1], jsonv.Object) {
				setFrom(o, k[0], font, k[1], details(d))
			}
		}
	}
	setFrom(out, "fonts", v, "font", o)
}
