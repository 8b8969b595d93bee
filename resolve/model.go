package resolve

import (
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/fonts"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/openapi"
)

// Pos is a position in a file of the docs folder. Positions are computed
// when asked for, since a model of a large site holds many of them.
type Pos = diag.Pos

// Diagnostic is a problem found in the docs folder: an error stops the
// build, a warning does not (unless the build is strict).
type Diagnostic = diag.Diagnostic

// Severities of a [Diagnostic].
const (
	Warning = diag.Warning
	Error   = diag.Error
)

// Settings types, as docs.json holds them: plain data that internal/config
// decoded and checked (ARCHITECTURE.md, decisions).
type (
	Navbar = config.Navbar
	Link   = config.Link
	Footer = config.Footer
	Banner = config.Banner
	Icon   = config.Icon
	// ContextualOption is an option of the contextual menu: Builtin names
	// one ("copy", "view", "chatgpt"...), else it is a custom link.
	ContextualOption = config.ContextualOption
	// Redirect is an entry of `redirects`: Source may hold `:param`
	// segments and a trailing `*` or `:param*`.
	Redirect = config.Redirect
)

// Logo is the site's `logo` or `favicon`: one image for both modes
// (Light == Dark), or one each, with an optional link (logo only).
type Logo struct {
	Light, Dark, Href string
}

// Colors is docs.json's `colors`: hex strings, "" when unset (Primary
// holds navbuild's default green when the file has none), and where
// each is written (the zero Pos when unset), for render's contrast
// warnings.
type Colors struct {
	Primary, Light, Dark       string
	PrimaryAt, LightAt, DarkAt Pos
}

// Appearance is `appearance`: Default is "light" or "dark", "" for the
// reader's system setting; Strict hides the mode toggle.
type Appearance = config.Appearance

// Background is `background`: the page colour of each mode ("#rgb" or
// "#rrggbb", "" for navbuild's), an image for each mode (nil when unset
// or when no file of it exists; Light and Dark as [Logo]'s) and the
// decoration: "gradient", "grid", "windows" or "".
type Background struct {
	Light, Dark string
	Image       *Logo
	Decoration  string
}

// Site is a resolved docs folder.
type Site struct {
	Name        string
	Description string
	Theme       string
	Colors      Colors
	// Logo and Favicon are nil when unset or when none of their files
	// exists; a mode whose file is missing shows the other mode's.
	Logo       *Logo
	Favicon    *Logo
	Appearance Appearance
	Background Background
	Navbar     *Navbar
	Footer     *Footer
	Banner     *Banner
	// Breadcrumbs is true when styling.eyebrows is "breadcrumbs"; pages
	// then show their whole trail, else only the nearest section's name.
	Breadcrumbs bool
	// NoMath is true when styling.latex is false: "$…$", "$$…$$", "\(…\)"
	// and "\[…\]" are text, not math (a ```math fence and <Latex> still
	// are).
	NoMath bool
	// Drilldown is interaction.drilldown: nil when unset (the theme
	// decides), else whether selecting a group opens its first page.
	Drilldown *bool

	// Nav is the root of the navigation (Kind Root).
	Nav *Division
	// Pages holds every page to build, one per URL: the navigation's
	// pages in navigation order (endpoint pages included), then the pages
	// that are in no navigation, in path order.
	Pages []*Page
	// Home is the site's first page, served at "/".
	Home *Page
	// Drafts lists the page files left out of the build as drafts (front
	// matter `draft: true`), by path; nil with [Options.IncludeDrafts].
	Drafts []string
	// Static lists the files of the docs folder a site serves as they are
	// (images, media, fonts, downloads), by path.
	Static []string
	// Redirects are docs.json's `redirects`, in file order.
	Redirects []Redirect
	// API holds the `api` settings of endpoint pages.
	API API
	// SearchPrompt is docs.json's `search.prompt`, the label of the search
	// button in every language; "" for the default.
	SearchPrompt string
	// IconLibrary is docs.json's `icons.library`: "fontawesome" (or ""),
	// "lucide" or "tabler", the set icon names are drawn from.
	IconLibrary string
	// IndexAll is `seo.indexing: "all"`: search indexes hidden, noindex
	// and unsearchable pages too.
	IndexAll bool
	// Metatags is `seo.metatags` in file order: <meta> tags of every page.
	Metatags []config.Metatag
	// Thumbnail is `thumbnails.background`, every page's og:image unless
	// the page sets its own: a path in the docs folder or a URL; "" when
	// unset or when its file is missing.
	Thumbnail string
	// CardAppearance is `thumbnails.appearance`: "light" draws the social
	// cards light, else they are dark. CardFont is `thumbnails.fonts`'s
	// family when navbuild ships it (else nil: the site's font or Inter).
	CardAppearance string
	CardFont       *fonts.Family
	// Timestamp is `metadata.timestamp`: pages show when they were last
	// updated (a page's front matter `timestamp` overrides it).
	Timestamp bool
	// NotFound is `errors.404`: the 404 page's title, description
	// (Markdown) and whether it sends readers home.
	NotFound config.NotFound
	// Contextual is the contextual menu's options (`contextual.options`)
	// in file order, those a static site can offer; nil for no menu.
	Contextual []ContextualOption
	// Integrations is `integrations`, the analytics and chat scripts the
	// pages load (render/integrations.go).
	Integrations config.Integrations
	// Fonts is the fonts of headings and body text (`fonts`); nil keeps
	// navbuild's.
	Fonts *Fonts
	// Codeblocks is the colours of code blocks (`styling.codeblocks`);
	// the zero value is navbuild's default.
	Codeblocks Codeblocks
	// Diagnostics lists every problem found, sorted by position.
	Diagnostics []Diagnostic

	byPath map[string]*Page
}

// Page returns the page with the given page path ("guides/intro"), or nil.
func (s *Site) Page(path string) *Page { return s.byPath[path] }

// Kind is the kind of a navigation division.
type Kind uint8

// The kinds of divisions.
const (
	Root Kind = iota
	Tab
	Anchor
	Dropdown
	Product
	Version
	Language
	MenuItem
)

var kindNames = [...]string{"navigation", "tab", "anchor", "dropdown", "product", "version", "language", "item"}

// String returns the docs.json key of the kind: "tab", "anchor", ...
func (k Kind) String() string { return kindNames[k] }

// Division is a node of the navigation above the sidebar: the root, a tab,
// anchor, dropdown, product, version, language or menu item.
//
// A division holds either child divisions (all of one Kind), a Menu (tabs
// and products), or sidebar Items; a division with only Href is a link.
type Division struct {
	Kind        Kind
	Label       string // the tab/anchor/... label; the code for a language
	Name        string // product display name, "" if unset
	Description string
	Icon        *Icon
	Tag         string
	Href        string // own link target, "" if unset
	Hidden      bool
	Default     bool // the default version or language
	Align       string
	NoSearch    bool    // `searchable: false`: its pages are left out of search
	Banner      *Banner // languages only
	Footer      *Footer // languages only
	Navbar      *Navbar // languages only

	Parent   *Division
	Children []*Division // child divisions, one kind
	Menu     []*Division // menu items of a tab or product
	Global   []*Division // global links declared on this division
	Items    []*Item     // sidebar content: pages and groups in order

	// First is the first visible page inside the division (nil for a pure
	// link), preferring the default version and language.
	First *Page
	// Link is where the division's switcher entry points: its own absolute
	// or site-relative href, else its first page's URL, else "/".
	Link string
	// External is true when Link leaves the site.
	External bool

	Path string // JSON path in docs.json

	src *jsonv.Value
}

// Title is the label shown for the division: a product's Name if set.
func (d *Division) Title() string {
	if d.Name != "" {
		return d.Name
	}
	return d.Label
}

// DefaultChild returns the default version or language (kind) among d's
// children: the first with default: true, else the first of that kind;
// nil when there is none or d is nil.
func (d *Division) DefaultChild(kind Kind) *Division {
	if d == nil {
		return nil
	}
	var first *Division
	for _, c := range d.Children {
		if c.Kind != kind {
			continue
		}
		if c.Default {
			return c
		}
		if first == nil {
			first = c
		}
	}
	return first
}

// Item is one entry of a sidebar: a page or a group.
type Item struct {
	Page  *Page
	Group *Group
	// Hidden is true when the item is left out of the sidebar: a hidden
	// group, a page with hidden: true, or an endpoint with x-hidden.
	Hidden bool
	Path   string // JSON path in docs.json, "" for generated items

	src *jsonv.Value
}

// Group is a sidebar group.
type Group struct {
	Label string
	Icon  *Icon
	Tag   string
	// Root is the page the group's title opens, or nil.
	Root *Page
	// Expanded is the configured state of a nested group; top-level
	// groups (Depth 0) are always open.
	Expanded  bool
	Hidden    bool
	Depth     int
	Directory string
	NoSearch  bool    // `searchable: false`: its pages are left out of search
	Boost     float64 // `boost`: search ranks its pages higher; 0 when unset
	Items     []*Item
	// First is the group's first visible page (its Root if set): the
	// drilldown target.
	First *Page
	// Generated is true for a group made from an OpenAPI tag.
	Generated bool
	Path      string

	src *jsonv.Value
}

// Pos returns where the group is written in docs.json (for a generated
// group, the `openapi` it comes from).
func (g *Group) Pos() Pos { return g.src.Pos() }

// Pos returns where the item is written in docs.json.
func (it *Item) Pos() Pos { return it.src.Pos() }

// Pos returns where the division is written in docs.json.
func (d *Division) Pos() Pos { return d.src.Pos() }

// Page is one page of the site, with one URL, whatever the number of
// places it is listed in.
type Page struct {
	// Path is the page path as the navigation names it, normalised
	// ("guides/intro"); for a generated endpoint page, its slug.
	Path string
	// URL is the page's address from the site root: "/guides/intro";
	// "/guides" for "guides/index"; "/" for "index".
	URL string
	// File is the source file in the docs folder, "" when there is none
	// (a generated endpoint page or a missing file).
	File string
	// FrontMatter holds what the page's front matter sets: Title,
	// SidebarTitle, Description, Icon, Hidden, Mode...
	FrontMatter
	// Content is what a page generated from a spec shows above its
	// reference: the operation's x-mint.content, MDX from the spec. It
	// is "" for a page with a File, which is its content.
	Content string
	// Endpoint is the OpenAPI operation the page documents, or nil.
	Endpoint *Endpoint

	// InNav is false for pages that are in no navigation (still built).
	InNav bool
	// Section is the innermost division whose sidebar lists the page (the
	// page's first listing, preferring default versions and languages);
	// nil outside the navigation.
	Section *Division
	// Group is the innermost group listing the page there, or nil.
	Group *Group
	// Trail holds the page's breadcrumbs: the titles of its enclosing
	// tabs, anchors, dropdowns, products, menu items and groups, outermost
	// first (never versions or languages), from its last listing as the
	// reference computes them.
	Trail []string
	// Prev and Next are the neighbouring visible pages in the sidebar
	// order of Section.
	Prev, Next *Page
	// Version and Language are the divisions the page belongs to, nil
	// outside versions or languages.
	Version, Language *Division

	counterparts []counterpart // only those that are not the division's first page
	translations []Translation
	fm           *frontMatter // nil without front matter
}

// FrontMatter is what a page's front matter sets on the page (for a page
// generated from a spec, its operation's x-mint.metadata); [Page] embeds
// it. Resolve completes some of it: a generated page's Title is its
// operation's summary when the front matter names none.
type FrontMatter struct {
	Title        string
	SidebarTitle string // label in the sidebar: front matter sidebarTitle, else Title
	Description  string
	Icon         string
	// IconType is the front matter `iconType`: Font Awesome's style of
	// Icon ("solid", "brands"...), "" for the default.
	IconType string
	Tag      string
	// Hidden is true for a page hidden by its front matter or by x-hidden.
	Hidden bool
	// Mode is the front matter `mode`, the page's layout: "" for the
	// default, else "wide", "center", "custom" or "frame".
	Mode string
	// Playground is the front matter `playground`, which overrides
	// [Playground.Display] for the page; "" when unset.
	Playground string
	// Draft is the front matter `draft: true`: the page is left out of
	// the build (navigation, search, sitemap, llms files, twins) unless
	// [Options.IncludeDrafts]; a page built with it is marked a draft.
	Draft bool
	// NoIndex is the front matter `noindex: true`: search engines are
	// asked not to index the page, and the site's search leaves it out.
	NoIndex bool
	// Keywords is the front matter `keywords`, a list or one string as
	// written; nil when unset.
	Keywords []string
	// Social holds the front matter `og:*` and `twitter:*` keys, the
	// page's Open Graph and Twitter card tags, sorted by key.
	Social []SocialTag
	// API is the front matter `api` of a hand-written API page, nil
	// without one. A page with an Endpoint shows the Endpoint's.
	API *APIRequest
	// LinkTo is the front matter `url`: the page is a link to this
	// address in the navigation (as on the reference), and its own
	// address forwards there; "" for a page with content.
	LinkTo string
	// Canonical is the front matter `canonical`, the page's canonical
	// URL as written; "" for the one navbuild builds.
	Canonical string
	// Robots is the front matter `robots`, the robots <meta> tag's
	// content; "" when unset.
	Robots string
	// Timestamp is the front matter `timestamp`: nil when unset (docs.json's
	// metadata.timestamp decides), else whether the page shows its last
	// update.
	Timestamp *bool
	// RSS is the front matter `rss: true`: the page's <Update> entries
	// are an RSS feed.
	RSS bool
}

// Translation is a page in another language: the language division and
// the page that is the same page in it.
type Translation struct {
	Language *Division
	Page     *Page
}

// Translations returns the page in each language of its site that has
// it, its own language included, in the languages' order; nil for a page
// outside languages. A language whose counterpart is only its first page
// or a group's (see [Page.Counterpart]) is left out.
func (p *Page) Translations() []Translation { return p.translations }

// SocialTag is a front matter `og:*` or `twitter:*` key and its value,
// a number or a boolean as YAML wrote it.
type SocialTag struct {
	Key, Value string
}

// APIRequest is the front matter `api: "POST https://api.example.com/x"`
// of a hand-written API page.
type APIRequest struct {
	Method string // upper-case
	Target string // the URL or path as written
}

// Counterpart returns the page to show when the reader switches from p to
// the version or language d: the same page if d has it, else the closest
// page in d, else d's first page.
func (p *Page) Counterpart(d *Division) *Page {
	for _, c := range p.counterparts {
		if c.d == d {
			return c.p
		}
	}
	return d.First
}

// counterpart is a page's counterpart p in the division d. A slice of
// them (a few dozen at most: a page's sibling versions and languages) is
// a third of the size of a map, which mattered for the 25,000-page
// versioned site: 36 MB of maps (issue 13).
type counterpart struct {
	d *Division
	p *Page
}

// Endpoint is an OpenAPI operation documented by a page.
type Endpoint struct {
	Spec       *Spec
	Method     string // lower-case, "webhook" for a webhook
	Path       string // "/plants/{id}", or the webhook's name
	Operation  *openapi3.Operation
	PathItem   *openapi3.PathItem
	Deprecated bool
}

// Spec is a loaded OpenAPI document.
type Spec struct {
	// Source is the docs-relative path or the URL it was loaded from.
	Source string
	Doc    *openapi3.T
	// Order is the order of the keys of the spec's objects in its files,
	// which Doc's maps lose: the order fields and examples show in. Its
	// type is internal: packages of this module use it.
	Order *openapi.Order
	// Texts gives where each description is written in the spec's own
	// file (see [openapi.Spec]), for warnings about them; nil when not
	// known. Its type is internal too.
	Texts map[string]openapi.TextPos
}

// Redirected reports whether a site path ("/old/page") is the source of a
// redirect, and returns its destination with parameters filled in.
func (s *Site) Redirected(p string) (string, bool) {
	for _, r := range s.Redirects {
		if dest, ok := matchRedirect(r, p); ok {
			return dest, true
		}
	}
	return "", false
}

// MatchRedirect reports whether a site path matches r's source, and
// returns r's destination with the parameters filled in.
func MatchRedirect(r Redirect, p string) (string, bool) { return matchRedirect(r, p) }

// matchRedirect matches p against r.Source segment by segment: ":name"
// matches one segment, a last "*" or ":name*" the rest.
func matchRedirect(r Redirect, p string) (string, bool) {
	src := strings.Split(strings.Trim(r.Source, "/"), "/")
	segs := strings.Split(strings.Trim(p, "/"), "/")
	params := map[string]string{}
	for i, s := range src {
		last := i == len(src)-1
		switch {
		case last && (s == "*" || strings.HasPrefix(s, ":") && strings.HasSuffix(s, "*")):
			if i > len(segs) {
				return "", false
			}
			params[strings.TrimSuffix(strings.TrimPrefix(s, ":"), "*")] = strings.Join(segs[i:], "/")
			segs = segs[:i]
			src = src[:i]
		case i >= len(segs):
			return "", false
		case strings.HasPrefix(s, ":"):
			params[s[1:]] = segs[i]
		case s != segs[i]:
			return "", false
		}
	}
	if len(src) != len(segs) {
		return "", false
	}
	dest := r.Destination
	// Longest names first, so that ":id" does not eat ":identifier".
	names := make([]string, 0, len(params))
	for name := range params {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int { return len(b) - len(a) })
	for _, name := range names {
		if name != "" {
			dest = strings.ReplaceAll(dest, ":"+name+"*", params[name])
			dest = strings.ReplaceAll(dest, ":"+name, params[name])
		}
	}
	return strings.ReplaceAll(dest, "*", params[""]), true
}
