package render

import (
	"html/template"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/resolve"
)

// The view structs below are what templates/ receives: typed, already
// resolved, with every link written relative to the site root (pages set
// <base href> to the root, so the same sidebar HTML works at any depth,
// under a sub-path, and from disk).

// pageView is the data of templates/page.html: one page of the site.
type pageView struct {
	Site *siteView
	// Base is the page's relative path back to the site root ("../../"),
	// the value of <base href>; "./" for the root page.
	Base string
	// FindBase, on a 404 page built without a base URL, is the stylesheet's
	// path from the root: a script finds the root by looking for it.
	FindBase string
	// Forward, on the 404 page, is the script that forwards the redirect
	// patterns the build could not list (redirects.go); "" for none.
	Forward template.JS
	// Refresh, on the 404 page with errors.404.redirect, is where it
	// sends the reader (the home page); PageList, else, is the file of
	// page links its script suggests from ("" for none).
	Refresh, PageList string
	Lang              string // <html lang>
	Dir               string // "rtl" or "ltr"
	// MermaidJS, MathJS and MathCSS are the renderers' files the page's
	// content needs (renderers.go); "" for none.
	MermaidJS, MathJS, MathCSS string
	Title                      string // <title>: page title and site name
	PageTitle                  string // the <h1>
	Draft                      bool   // the page is a draft, built on request (resolve.Options.IncludeDrafts)
	Description                string
	Canonical                  string // absolute URL with --base-url, else ""
	Twin                       string // the page's Markdown twin, from the root ("quickstart.md")
	// Menu is the contextual menu; nil for none.
	Menu        *menuView
	Self        string // the page's own link, for in-page anchors ("guides/intro/")
	Eyebrow     string // nearest section name, when breadcrumbs are off
	Breadcrumbs []string
	Banner      *bannerView
	Navbar      navbarView
	Tabs        []*linkView // top bar; Active marks the current tab
	Anchors     []*linkView // sidebar top: global anchors first, then anchors
	Selectors   []*selectorView
	// SwitchJS is the section's selectors file (switch.go), "" for none.
	SwitchJS   string
	Sidebar    template.HTML // the section's sidebar with this page's marks
	Body       template.HTML // rendered page content
	TOC        []tocItem     // "On this page": h2 and h3
	Endpoint   *endpointView // set on OpenAPI pages
	API        *apiView      // the generated reference of an OpenAPI page
	Prev, Next *linkView
	Footer     *footerView
	Drilldown  string // "true", "false" or "" (theme default)
	// Mode is the page's front matter mode: "", "wide" (no table of
	// contents), "center" (no sidebar), "custom" (neither, full width) or
	// "frame" (no article padding).
	Mode string
	// Bare is set for the modes "custom" and "frame": as in the
	// reference, the author's content stands alone, full width, with no
	// page header (title, description, Copy page) above it.
	Bare bool
	// Meta are the <meta> tags after charset and viewport: description,
	// Open Graph and Twitter, robots, keywords, seo.metatags and the front
	// matter's (seo.go).
	Meta []metaTag
	// Feed is the page's RSS feed from the root ("changelog/rss.xml"),
	// "" for none.
	Feed string
	// Alternates are the page in each language, for hreflang links.
	Alternates []alternateView
	// LD is the page's JSON-LD; nil for none (noindex pages).
	LD *ldGraph
	// Updated is the date of the page's last commit ("2026-01-02") when
	// it shows one (metadata.timestamp), else "".
	Updated string
	Reload  bool // serve mode: include the live-reload script
	// Search is the top bar's search button; nil when there is nothing
	// to search.
	Search *searchView
	// T is the interface text in the page's language (internal/i18n);
	// UI is the file that gives the scripts their part of it (uiScript),
	// "" in English.
	T  *i18n.Texts
	UI string
	// ThemeJS is the script of the reader's mode (themeScript); "" has
	// it inline (404.html).
	ThemeJS string
	// Chrome is the section's banner, top bar, drawer parts and footer,
	// rendered once per frame; nil renders them from the fields above
	// (the 404 page, and the frame itself when it renders them).
	Chrome *chromeView
}

// chromeView is the HTML every page of a section shares around its
// content: executing these templates per page was a third of the time of
// an API page.
type chromeView struct {
	Banner, Topbar, DrawerTabs, Anchors, DrawerNavbar, Footer template.HTML
	// minified holds, when pages are minified, the parts minified once:
	// the fields above are then their marks (chromeMark), which
	// renderPage replaces after minifying the page, like the sidebar's.
	minified []chromePart
}

// A chromePart is a part of a chromeView minified once, its mark, and
// where the mark is.
type chromePart struct {
	mark string
	html []byte
	at   chromeAt
}

// chromeAt is where a part of the chrome is in a page.
type chromeAt int8

const (
	beforeNav    chromeAt = iota // before the sidebar
	afterNav                     // after the sidebar, before the content
	afterContent                 // after the content (the footer)
)

// siteView is shared by every page of a build.
type siteView struct {
	Name    string
	Theme   string // docs.json's theme: <html data-site-theme>
	Tabs    string // where the theme puts the tabs, "" for the row under the header (theme.go)
	Logo    *logoView
	Favicon *faviconView
	// Mode is appearance.default: "light", "dark", or "" for the reader's
	// system setting; Strict hides the toggle (appearance.strict).
	Mode    string
	Strict  bool
	CSS, JS string // asset paths relative to the root, content-hashed
	// FontPreload is the body font's file every page preloads
	// (typography.go), "" for none.
	FontPreload string
	// Integrations is the script that loads docs.json's `integrations`
	// (integrations.go), content-hashed; "" when there are none.
	Integrations string
	// Tailwind is the stylesheet of the Tailwind classes the pages use
	// (tailwind.go), content-hashed; "" when they use none.
	Tailwind string
	// OwnCSS and OwnJS are the docs folder's own .css and .js files, in
	// path order, linked after navbuild's so that they can override it.
	OwnCSS, OwnJS []string
	HomeLink      string

	api     resolve.API              // the settings of endpoint pages
	palette *markdown.Palette        // the token classes the stylesheet colours
	twins   map[string]*resolve.Page // the Markdown twins written, by file
}

// faviconView is the favicon of each mode; Dark is "" for one icon.
type faviconView struct {
	Light, Dark string
}

type logoView struct {
	Light, Dark, Href string
}

// linkView is any link: a tab, anchor, menu item, navbar link, prev/next.
type linkView struct {
	Label       string
	Href        string        // relative to the root, or an absolute URL
	Icon        template.HTML // the icon's markup (Site.icon), "" for none
	Description string
	Tag         string
	External    bool // opens another site: rel="noopener"
	Active      bool
	Default     bool // the default version or language, in a selector
	AlignEnd    bool
	Menu        []*linkView // a tab's menu items
	// Ask, on an assistant of the contextual menu, is the assistant's URL
	// that app.js appends the prompt with the page's address to.
	Ask string
}

// selectorView is a switcher: versions, languages, products or dropdowns.
type selectorView struct {
	Kind    string // "version", "language", "product", "dropdown"
	Label   string // accessible name, e.g. "Version"
	Current *linkView
	Options []*linkView // Tag holds a version's badge; Active marks current
	// DefaultLabel is the badge of the default option ("default").
	DefaultLabel string
	// Switch, on a selector too long to inline, is its index in the
	// section's selectors file (switch.go), "" otherwise; Except are the
	// page's options that the file's rules do not give, as JSON.
	Switch, Except string
}

type bannerView struct {
	Content     template.HTML // Markdown rendered inline
	Dismissible bool
	ID          string // storage key, changes when the content does
	// Style sets the banner's own background in each mode (`color` or
	// `type`), "" for the primary colour.
	Style template.CSS
}

type navbarView struct {
	Links   []*linkView
	Primary *linkView
	Label   string // the navbar's accessible name, in the page's language
}

type footerView struct {
	Socials []*linkView // Label is the network name, Icon its icon
	Columns []footerColumnView
}

type footerColumnView struct {
	Header string
	Links  []*linkView
}

type endpointView struct {
	Method     string // upper-case, "WEBHOOK" for webhooks
	Path       string
	Parts      []apiref.PathPart // Path with its {parameters} marked
	Spec       string
	Deprecated bool
	// Try is the API playground; nil where it does not show.
	Try *tryView
}

// tocItem is an entry of a page's table of contents.
type tocItem struct {
	Level int // 2 or 3
	Text  string
	// Href is the link's href attribute, the page's path and the
	// heading's id written as its anchor is (markdown.AppendFragment):
	// html/template would percent-encode every letter beyond ASCII.
	Href template.HTMLAttr
}

// metaTag is a <meta> element: Property for Open Graph, else Name.
type metaTag struct {
	Name, Property, Content string
}
