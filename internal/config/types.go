// Package config reads docs.json: it parses the file (following "$ref"
// includes), checks it against the rules of the reference platform and
// decodes it into the typed structs below, which mirror the file and hold no
// logic. Resolution into the model that rendering uses lives in package
// resolve.
//
// Stage: validate (and load: docs.json and its $ref includes are read here,
// parsed by internal/jsonv).
package config

import (
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// File is a decoded docs.json. Fields the file leaves out hold the defaults
// navbuild uses (theme "mint", eyebrows "section").
type File struct {
	Theme       string
	Name        string
	Description string
	Colors      Colors
	Logo        *Logo
	Favicon     *Logo
	Navbar      *Navbar
	Footer      *Footer
	Banner      *Banner
	Styling     Styling
	// Fonts is `fonts`; nil when unset or when no font is left after
	// its problems.
	Fonts *Fonts
	// IconLibrary is `icons.library`: "fontawesome" (also when unset),
	// "lucide" or "tabler", the set icon names are looked up in.
	IconLibrary string
	// IconFiles are the icons given as a path to a file of the docs
	// folder, in file order, for resolve to check that they exist.
	IconFiles   []IconFile
	Interaction Interaction
	Redirects   []Redirect
	API         API
	// SearchPrompt is `search.prompt`, the search button's label; "" when
	// unset.
	SearchPrompt string
	// IndexAll is `seo.indexing: "all"`: hidden, noindex and unsearchable
	// pages are searchable too.
	IndexAll bool
	// Metatags is `seo.metatags` in file order: every page's <meta> tags
	// (a "canonical" key is the base of canonical URLs).
	Metatags []Metatag
	// Thumbnail is `thumbnails.background`, the image every page names as
	// its og:image ("" when unset); ThumbnailAt is its value.
	Thumbnail   string
	ThumbnailAt *jsonv.Value
	// CardAppearance is `thumbnails.appearance`, "light" or "dark" ("" when
	// unset), and CardFont `thumbnails.fonts.family`: how render draws
	// the pages' social cards.
	CardAppearance, CardFont string
	// Timestamp is `metadata.timestamp`: pages show their last update.
	Timestamp bool
	// NotFound is `errors.404`; zero when unset.
	NotFound NotFound
	// Contextual is `contextual.options`: the contextual menu's options
	// navbuild builds, in file order; nil when unset or none is left.
	Contextual []ContextualOption
	// Integrations is `integrations`: the vendors' scripts the pages load
	// (integrations.go); zero when unset.
	Integrations Integrations
	// Appearance is `appearance`; its zero value is the reference's
	// default (the reader's system mode, with a toggle).
	Appearance Appearance
	// Background is `background`; zero when unset.
	Background Background
	Navigation *Node
}

// Metatag is a key of `seo.metatags` and its value.
type Metatag struct{ Key, Value string }

// NotFound is `errors.404`: the 404 page's title and description
// (Markdown), "" for navbuild's; Redirect sends readers to the home page.
type NotFound struct {
	Title, Description string
	Redirect           bool
}

// Appearance is `appearance`: Default is "light" or "dark", "" for the
// reader's system setting; Strict hides the mode toggle.
type Appearance struct {
	Default string
	Strict  bool
}

// Background is `background`: the page colour of each mode ("" for
// navbuild's), an image for each mode (nil when unset; Light == Dark for
// one image) and the decoration ("gradient", "grid", "windows" or "").
type Background struct {
	Light, Dark string
	Image       *Logo
	Decoration  string
}

// ContextualOption is an option of the contextual menu: a built-in one
// (Builtin is "copy", "view", "chatgpt", "claude", "perplexity", "grok"
// or "aistudio") or, with Builtin "", a custom link.
type ContextualOption struct {
	Builtin                        string
	Title, Description, Icon, Href string
}

// API holds the `api` settings navbuild uses.
type API struct {
	Examples APIExamples
	// ParamsExpanded is `params.expanded: "all"`: nested fields show open.
	ParamsExpanded bool
	// FullURL is `url: "full"`: endpoint headers show the base URL.
	FullURL bool
	// Playground is `playground.display`: "interactive", "simple",
	// "none" or "auth"; "" when unset (interactive).
	Playground string
	// Credentials is `playground.credentials`: the playground's requests
	// send the reader's cookies to the API.
	Credentials bool
	// MDXServers is `mdx.server`, the base URLs of hand-written `api:`
	// pages whose target is a path; MDXAuth is `mdx.auth`.
	MDXServers []string
	MDXAuth    APIAuth
	// OpenAPI is `api.openapi`: the specs that pages' front matter
	// `openapi` can name (with or without the file's extension); nil
	// when unset.
	OpenAPI *OpenAPI
}

// APIAuth is `api.mdx.auth`: how hand-written `api:` pages authenticate.
// The zero value is none.
type APIAuth struct {
	Method string // "bearer", "basic", "key" or "cobo"; "" for none
	Name   string // the header of a "key"
}

// APIExamples is `api.examples`: which request samples endpoint pages
// show. The zero value is the reference's default: every parameter, the
// default languages, generated samples on.
type APIExamples struct {
	// Languages are the languages of generated samples, in order, as the
	// file spells them ("curl", "python"); nil for the default.
	Languages []string
	// LanguagesV is `languages`' value, for diagnostics; nil when unset.
	LanguagesV *jsonv.Value
	// RequiredOnly is `defaults: "required"`: samples leave optional
	// parameters and properties out.
	RequiredOnly bool
	// NoAutogenerate is `autogenerate: false`: only the spec's own samples.
	NoAutogenerate bool
	// Prefill is `prefill`: the playground's fields start with the
	// spec's examples; nil when unset.
	Prefill *bool
}

// Redirect is an entry of `redirects`: Source may hold `:param` segments
// and a trailing `*` or `:param*`.
type Redirect struct {
	Source, Destination string
	Permanent           bool
	// At and Path are where the source is written in docs.json, and its
	// JSON path ("redirects[2].source"), for the problems of its output
	// file; the zero Pos and "" when built in code.
	At   diag.Pos
	Path string
}

// Colors is the `colors` object: hex strings, "" when unset, with the
// values they were read from (nil when unset), for positions.
type Colors struct {
	Primary, Light, Dark       string
	PrimaryAt, LightAt, DarkAt *jsonv.Value
}

// Logo is `logo` or `favicon`: one image for both modes (Light == Dark), or
// one each, with an optional link (logo only).
type Logo struct {
	Light, Dark, Href string
	// LightAt and DarkAt are the values Light and Dark were read from,
	// for positions (the same value for a logo written as one string).
	LightAt, DarkAt *jsonv.Value
}

// Styling holds the `styling` settings navbuild uses.
type Styling struct {
	Eyebrows string // "section" or "breadcrumbs"
	// Latex is `latex`: nil for the default (math wherever the content
	// has it), false to read "$" and "\(" "\[" as text.
	Latex *bool
	// Codeblocks is `codeblocks`; nil for the default, "system".
	Codeblocks *Codeblocks
}

// Codeblocks is `styling.codeblocks` other than "system": "dark" (Dark),
// or a theme for each mode, named as the reference names them (Shiki's
// names, such as "github-light"); one theme for both modes is written
// into both fields.
type Codeblocks struct {
	Dark bool
	// Light and DarkTheme are the themes' names, "" when not given;
	// LightAt and DarkAt the values they were read from.
	Light, DarkTheme string
	LightAt, DarkAt  *jsonv.Value
	// LanguagesAt is `languages` (custom TextMate grammars); nil when
	// unset.
	LanguagesAt *jsonv.Value
	// At is the setting's value, for positions.
	At *jsonv.Value
}

// Fonts is `fonts`: the site's font, which headings and body text use
// unless Heading or Body (nil when unset) says otherwise. Font.Family is
// "" when only heading and body are set.
type Fonts struct {
	Font
	Heading, Body *Font
}

// Font is one font setting. Family is the CSS family name as written;
// Weight is 0 when unset; Source is an http(s) URL or a path in the docs
// folder, "" when the family is to be found by name; Format is "woff",
// "woff2" or "" when unset.
type Font struct {
	Family, Source, Format string
	Weight                 float64
	// At, FamilyAt and SourceAt are the values read, for positions.
	At, FamilyAt, SourceAt *jsonv.Value
}

// Interaction holds `interaction`. Drilldown is nil when unset (the theme
// decides).
type Interaction struct {
	Drilldown *bool
}

// Navbar is a site's or a language's `navbar`.
type Navbar struct {
	Links   []Link
	Primary *Link // Type is "button", "github" or "discord"
}

// Link is a labelled link, with an optional icon and type.
type Link struct {
	Label, Href, Icon, Type string
}

// Footer is a site's or a language's `footer`.
type Footer struct {
	Socials []Social // in file order
	Links   []FooterColumn
}

// Social is one entry of `footer.socials`.
type Social struct {
	Network, URL string
}

// FooterColumn is one column of `footer.links`.
type FooterColumn struct {
	Header string
	Items  []Link
}

// Banner is a site's or a language's `banner`.
type Banner struct {
	Content     string
	Dismissible bool
	Type        string
	// Light and Dark are the banner's background in each mode: `color`,
	// else the colour `type` implies ("" for info: the primary colour).
	// White text reads on them at 4.5:1: a colour that does not is
	// darkened, with a warning.
	Light, Dark string
}

// Banner backgrounds of `type`, as on the reference: amber and red, dark
// enough for its white text.
const (
	BannerWarning  = "#b45309"
	BannerCritical = "#b91c1c"
)

// Icon is an icon name, URL or path, with an optional style and library.
type Icon struct {
	Name, Style, Library string
}

// IconFile is an icon of docs.json given as a path to a file: the path
// as written, its value and JSON path.
type IconFile struct {
	Name  string
	At    *jsonv.Value
	JPath string
}

// Node kinds: the label key of each navigation division. The root of the
// navigation has kind Root.
const (
	Root     = "navigation"
	Tab      = "tab"
	Anchor   = "anchor"
	Dropdown = "dropdown"
	Product  = "product"
	Version  = "version"
	Language = "language"
	MenuItem = "item"
)

// Node is a navigation division (the root, a tab, anchor, dropdown,
// product, version, language or menu item). At most one of its child
// fields is set: Href, Children, Groups, Pages or Menu, as the reference's
// precedence picked it.
type Node struct {
	Kind        string
	Label       string // value of the label key; the language code for languages
	Name        string // product display name
	Description string
	Icon        *Icon
	Tag         string
	Href        string
	Hidden      bool
	Default     bool
	Align       string
	Directory   string
	NoSearch    bool // `searchable: false`
	Banner      *Banner
	Footer      *Footer
	Navbar      *Navbar
	OpenAPI     *OpenAPI

	ChildKind string  // kind of Children
	Children  []*Node // child divisions, all of one kind
	Groups    []*Group
	Pages     []*Entry
	Menu      []*Node
	Global    []*Node // global items (each with Href), from this node's `global`

	Path string       // JSON path, e.g. navigation.tabs[2]
	V    *jsonv.Value // the object in the file
}

// Group is a sidebar group.
type Group struct {
	Label     string
	Icon      *Icon
	Tag       string
	Root      string // normalised page path, or ""
	RootV     *jsonv.Value
	Expanded  bool
	Hidden    bool
	Directory string
	NoSearch  bool    // `searchable: false`
	Boost     float64 // `boost`, 0 when unset
	OpenAPI   *OpenAPI
	Pages     []*Entry
	Path      string
	V         *jsonv.Value
}

// Entry is one item of a `pages` array: a page path, an endpoint reference,
// or a nested group.
type Entry struct {
	Raw      string    // the string as written
	Page     string    // normalised page path ("" for groups)
	Endpoint *Endpoint // set when Raw has the shape of an endpoint reference
	Group    *Group
	Path     string
	V        *jsonv.Value
}

// Endpoint is a page entry of the form `METHOD /path` or
// `SPEC METHOD /path`. Method is lower-case; "webhook" names a webhook.
type Endpoint struct {
	Spec, Method, Path string
}

// OpenAPI is an `openapi` value: one or more specs.
type OpenAPI struct {
	Specs []SpecRef
	Path  string
	V     *jsonv.Value
}

// SpecRef is one spec of an `openapi` value: a path relative to the docs
// folder (leading "/" removed) or an http(s) URL, and the folder generated
// pages go to ("" for the default "api-reference").
type SpecRef struct {
	Source    string
	Directory string
}
