package render

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/mdx"
	"github.com/navbuild/navbuild/resolve"
)

// What search engines and link previews read, as the reference writes it
// (its "SEO" page): <meta> tags from navbuild's defaults, docs.json's
// seo.metatags and the page's front matter, each overriding the one
// before; the canonical URL; hreflang alternates; JSON-LD; sitemap.xml
// and robots.txt.

// siteURLs returns the URL the site is served at (--base-url, else the
// docs folder's CNAME file as GitHub Pages reads it), and the base of
// canonical URLs (seo.metatags' "canonical", else the former); each ends
// in a slash, "" when unknown.
func siteURLs(opts Options, site *resolve.Site, fsys fs.FS) (served, canon string) {
	served = slashed(opts.BaseURL)
	if served == "" {
		if b, err := docfs.ReadFile(fsys, "CNAME", 1024); err == nil {
			host, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
			host = strings.TrimSpace(host)
			if u, err := url.Parse("https://" + host + "/"); err == nil && host != "" && u.Host == host && !strings.ContainsAny(host, "/?#@ ") {
				served = u.String()
			}
		}
	}
	canon = served
	for _, m := range site.Metatags {
		if m.Key == "canonical" {
			if u, err := url.Parse(m.Value); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
				canon = slashed(m.Value)
			}
		}
	}
	return served, canon
}

func slashed(u string) string {
	if u == "" {
		return ""
	}
	return strings.TrimSuffix(u, "/") + "/"
}

// pageURL is page p's clean URL under base ("" without a base).
func pageURL(base string, p *resolve.Page) string {
	if base == "" {
		return ""
	}
	return base + strings.TrimPrefix(linker{}.page(p.URL), "./")
}

// indexable reports whether search engines may index p: not noindex,
// and, unless seo.indexing is "all", in the navigation and not hidden.
func indexable(site *resolve.Site, p *resolve.Page) bool {
	if p.NoIndex {
		return false
	}
	return site.IndexAll || p.InNav && !p.Hidden
}

// ownMeta are the tags the template writes itself: a seo.metatags key of
// these names would repeat them.
var ownMeta = map[string]bool{"charset": true, "viewport": true, "color-scheme": true, "canonical": true}

// metaList is an ordered set of <meta> tags: setting a key again replaces
// its value where it first stood.
type metaList struct {
	tags []metaTag
	at   map[string]int
}

func (l *metaList) set(key, value string) {
	if l.at == nil {
		l.at = map[string]int{}
	}
	if i, ok := l.at[key]; ok {
		l.tags[i].Content = value
		return
	}
	t := metaTag{Content: value}
	if prefix, _, ok := strings.Cut(key, ":"); ok && ogPrefixes[prefix] {
		t.Property = key
	} else {
		t.Name = key
	}
	l.at[key] = len(l.tags)
	l.tags = append(l.tags, t)
}

func (l *metaList) get(key string) string {
	if i, ok := l.at[key]; ok {
		return l.tags[i].Content
	}
	return ""
}

// ogPrefixes are the Open Graph namespaces, written with property=.
var ogPrefixes = map[string]bool{"og": true, "article": true, "book": true, "profile": true, "music": true, "video": true, "fb": true}

// seo fills v's canonical URL, <meta> tags, hreflang alternates, JSON-LD
// and last-updated date for page p.
func (s *Site) seo(v *pageView, p *resolve.Page, lang string) {
	site := s.site
	v.Canonical = pageURL(s.canonBase, p)
	if p.Canonical != "" {
		v.Canonical = p.Canonical
	}
	var l metaList
	if v.Description != "" {
		l.set("description", v.Description)
	}
	l.set("og:type", "website")
	l.set("og:site_name", site.Name)
	l.set("og:title", p.Title)
	if v.Description != "" {
		l.set("og:description", v.Description)
	}
	if v.Canonical != "" {
		l.set("og:url", v.Canonical)
	}
	if site.Thumbnail != "" {
		l.set("og:image", site.Thumbnail)
	}
	l.set("twitter:card", "summary_large_image")
	if !indexable(site, p) {
		l.set("robots", "noindex")
	}
	if p.Keywords != nil {
		l.set("keywords", strings.Join(p.Keywords, ", "))
	}
	for _, m := range site.Metatags {
		if !ownMeta[m.Key] {
			l.set(m.Key, m.Value)
		}
	}
	for _, t := range p.Social {
		l.set(t.Key, t.Value)
	}
	if p.Robots != "" {
		l.set("robots", p.Robots)
	}
	if p.NoIndex {
		// Front matter noindex wins over any robots value.
		l.set("robots", "noindex")
	}
	card := ""
	if s.cardOf != nil && l.get("og:image") == "" && l.get("twitter:image") == "" {
		card = s.cardOf[s.index[p]]
	}
	if card != "" {
		// Only og:image: X's cards read it when there is no
		// twitter:image, and 24,838 copies of the URL are 2 MB.
		l.set("og:image", card)
	}
	for _, k := range []string{"og:image", "twitter:image"} {
		if i, ok := l.at[k]; ok {
			l.tags[i].Content = s.absolute(l.tags[i].Content)
			if card != "" && l.tags[i].Content == card {
				// No site URL: relative to the page, for what reads
				// it there; link previews need --base-url.
				l.tags[i].Content = base(file(p.URL)) + card
			}
		}
	}
	v.Meta = l.tags
	if tr := p.Translations(); len(tr) > 1 {
		// x-default is the default language's page, else the first's.
		def := 0
		for i, t := range tr {
			href := pageURL(s.canonBase, t.Page)
			if href == "" {
				href = s.r.link.page(t.Page.URL)
			}
			v.Alternates = append(v.Alternates, alternateView{Lang: htmlLang(t.Language.Label), Href: href})
			if t.Language.Default && !tr[def].Language.Default {
				def = i
			}
		}
		v.Alternates = append(v.Alternates, alternateView{Lang: "x-default", Href: v.Alternates[def].Href})
	}
	modified := s.modified(p)
	if show := site.Timestamp; !modified.IsZero() && (p.Timestamp == nil && show || p.Timestamp != nil && *p.Timestamp) {
		v.Updated = modified.Format(time.DateOnly)
	}
	if strings.Contains(l.get("robots"), "noindex") {
		return // the reference gives noindex pages no structured data
	}
	kind := "TechArticle"
	if p.Endpoint != nil || p.API != nil {
		kind = "APIReference"
	}
	ld := &ldGraph{Context: "https://schema.org"}
	art := ldNode{Type: kind, Headline: p.Title, Description: p.Description, URL: v.Canonical, InLanguage: lang,
		Keywords: strings.Join(p.Keywords, ", "), IsPartOf: &ldNode{Type: "WebSite", Name: site.Name, URL: s.canonBase}}
	if !modified.IsZero() {
		art.DateModified = modified.Format(time.RFC3339)
	}
	crumbs := &ldNode{Type: "BreadcrumbList"}
	for i, name := range append(append([]string(nil), p.Trail...), p.Title) {
		crumbs.Items = append(crumbs.Items, ldItem{Type: "ListItem", Position: i + 1, Name: name})
	}
	if n := len(crumbs.Items); v.Canonical != "" {
		crumbs.Items[n-1].Item = v.Canonical
	}
	ld.Graph = []*ldNode{&art, crumbs}
	v.LD = ld
}

// absolute makes a site path absolute with the site's URL, for the
// images link previews fetch; URLs, and paths without a known site URL,
// stay as written.
func (s *Site) absolute(ref string) string {
	if ref == "" || link.IsExternal(ref) || strings.HasPrefix(ref, "//") {
		return ref
	}
	base := cmpOr(s.servedURL, s.canonBase)
	if base == "" {
		return ref
	}
	return base + strings.TrimPrefix(strings.TrimPrefix(ref, "./"), "/")
}

// modified is the date of p's last commit (its file, or its spec's for a
// page generated from one); zero when unknown.
func (s *Site) modified(p *resolve.Page) time.Time {
	f := p.File
	if f == "" && p.Endpoint != nil && p.Endpoint.Spec != nil {
		f = p.Endpoint.Spec.Source
	}
	return s.r.opts.Dates[f]
}

// ldGraph is a page's JSON-LD: html/template writes it as JSON escaped
// for a script element, so no value can end it.
type ldGraph struct {
	Context string    `json:"@context"`
	Graph   []*ldNode `json:"@graph"`
}

// ldNode is a schema.org entity; empty fields are left out, as the
// reference leaves out fields without a value.
type ldNode struct {
	Type         string   `json:"@type"`
	Headline     string   `json:"headline,omitempty"`
	Name         string   `json:"name,omitempty"`
	Description  string   `json:"description,omitempty"`
	URL          string   `json:"url,omitempty"`
	InLanguage   string   `json:"inLanguage,omitempty"`
	Keywords     string   `json:"keywords,omitempty"`
	DateModified string   `json:"dateModified,omitempty"`
	IsPartOf     *ldNode  `json:"isPartOf,omitempty"`
	Items        []ldItem `json:"itemListElement,omitempty"`
}

type ldItem struct {
	Type     string `json:"@type"`
	Position int    `json:"position"`
	Name     string `json:"name"`
	Item     string `json:"item,omitempty"`
}

// alternateView is an hreflang alternate of a page.
type alternateView struct {
	Lang, Href string
}

// sitemap lists the pages search engines may index (see indexable;
// pages some sidebar shows, unless seo.indexing is "all"), each with the
// date of its last commit when the folder is in a git repository.
func (s *Site) sitemap(shown map[*resolve.Page]bool) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range s.site.Pages {
		if !written(p) || !indexable(s.site, p) || !s.site.IndexAll && !shown[p] {
			continue
		}
		fmt.Fprintf(&b, "  <url><loc>%s</loc>", template.HTMLEscapeString(pageURL(s.canonBase, p)))
		if t := s.modified(p); !t.IsZero() {
			fmt.Fprintf(&b, "<lastmod>%s</lastmod>", t.Format(time.RFC3339))
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}

// robotsTxt allows every crawler with the reference's Content-Signal
// directives, and names the sitemap when there is one.
func (s *Site) robotsTxt() []byte {
	b := []byte("User-agent: *\nContent-Signal: ai-train=yes, search=yes, ai-input=yes\nAllow: /\n")
	if _, ok := s.extra["sitemap.xml"]; ok {
		b = append(b, "\nSitemap: "+s.canonBase+"sitemap.xml\n"...)
	}
	return b
}

// feedFile is the RSS feed of the page at URL u, at the page's URL with
// /rss.xml appended, as on the reference ("changelog/rss.xml").
func feedFile(u string) string {
	return strings.TrimSuffix(file(u), "index.html") + "rss.xml"
}

// planFeeds names the feed of every page with front matter `rss: true`,
// claiming each in out.
func (s *Site) planFeeds(out *outputs, srcs *sources) {
	for _, p := range s.site.Pages {
		if !p.RSS || !written(p) || s.pages[file(p.URL)] != p {
			continue
		}
		name := feedFile(p.URL)
		if !out.claim(name, srcs.as("the RSS feed", p)) {
			continue
		}
		if s.feeds == nil {
			s.feeds = map[string]*resolve.Page{}
		}
		s.feeds[name] = p
	}
}

// feedRoot is the site root as an entry's links need it in the feed of
// the page at URL u: the site's URL where it is known (feed readers show
// entries away from the site), else the path from the feed's folder.
func feedRoot(canonBase, u string) string {
	if canonBase != "" {
		return canonBase
	}
	return strings.Repeat("../", strings.Count(feedFile(u), "/"))
}

// feedLinks rewrites the links and images of an entry's HTML, which are
// written from the site root (pages resolve them with <base href>, which a
// feed has not), from root instead. Links with a scheme or from the host's
// root stay.
func feedLinks(frag []byte, root string) string {
	var b strings.Builder
	z := html.NewTokenizer(bytes.NewReader(frag))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return b.String()
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			b.Write(z.Raw())
			continue
		}
		t := z.Token()
		changed := false
		for i, a := range t.Attr {
			if (a.Key == "href" || a.Key == "src") && a.Val != "" && link.Classify(a.Val) == link.Path && !strings.HasPrefix(a.Val, "/") {
				t.Attr[i].Val = root + strings.TrimPrefix(a.Val, "./")
				changed = true
			}
		}
		if changed {
			b.WriteString(t.String())
		} else {
			b.Write(z.Raw())
		}
	}
}

// feedDates are the label formats read as an entry's date (pubDate).
var feedDates = []string{time.DateOnly, "January 2, 2006", "Jan 2, 2006", "2 January 2006", time.RFC3339}

// rssFeed writes the RSS 2.0 feed of page p's <Update> entries: each
// entry's rss title or label, its rss description or its content's HTML,
// and a link to its anchor (absolute with a site URL, else relative to
// the feed, which sits in the page's folder).
func (s *Site) rssFeed(p *resolve.Page, canonical string, updates []mdx.Update) []byte {
	pageLink := canonical
	if pageLink == "" {
		pageLink = "./"
	}
	var b bytes.Buffer
	esc := template.HTMLEscapeString
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<rss version="2.0"><channel>` + "\n")
	fmt.Fprintf(&b, "<title>%s</title>\n<link>%s</link>\n<description>%s</description>\n", esc(p.Title+" · "+s.site.Name), esc(pageLink), esc(cmpOr(p.Description, s.site.Description, p.Title)))
	for _, u := range updates {
		b.WriteString("<item>")
		fmt.Fprintf(&b, "<title>%s</title>", esc(cmpOr(u.RSSTitle, u.Label, p.Title)))
		if u.ID != "" {
			l := esc(pageLink + "#" + u.ID)
			fmt.Fprintf(&b, "<link>%s</link><guid isPermaLink=\"%t\">%s</guid>", l, canonical != "", l)
		}
		for _, layout := range feedDates {
			if t, err := time.Parse(layout, strings.TrimSpace(u.Label)); err == nil {
				fmt.Fprintf(&b, "<pubDate>%s</pubDate>", t.UTC().Format(time.RFC1123Z))
				break
			}
		}
		for _, t := range u.Tags {
			fmt.Fprintf(&b, "<category>%s</category>", esc(t))
		}
		desc := u.RSSText
		if desc == "" {
			desc = feedLinks(u.HTML, feedRoot(s.canonBase, p.URL))
		}
		fmt.Fprintf(&b, "<description>%s</description>", esc(desc))
		b.WriteString("</item>\n")
	}
	b.WriteString("</channel></rss>\n")
	return b.Bytes()
}
