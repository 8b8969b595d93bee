package render_test

import (
	"encoding/json"
	"encoding/xml"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/navbuild/navbuild/render"
)

// seoSite has two languages, seo.metatags, thumbnails, metadata.timestamp,
// errors.404 and pages that set their own tags, noindex and canonical.
func seoSite(extra string) fstest.MapFS {
	return fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"Acme","description":"Acme docs","colors":{"primary":"#000000"},` +
			`"seo":{"metatags":{"google-site-verification":"tok","og:type":"article","twitter:site":"@acme"}},` +
			`"thumbnails":{"background":"/images/og.png"},"metadata":{"timestamp":true},` +
			`"errors":{"404":{"title":"Lost","description":"Try **search**."}},` + extra +
			`"navigation":{"languages":[` +
			`{"language":"en","groups":[{"group":"Start","pages":["index","guide","quiet","own"]}]},` +
			`{"language":"fr","groups":[{"group":"Début","pages":["fr/index","fr/guide"]}]}]}}`)},
		"index.mdx":      {Data: []byte("---\ntitle: Home\ndescription: The home page\n---\nHi.\n")},
		"guide.mdx":      {Data: []byte("---\ntitle: Guide\nkeywords: [a, b]\ntimestamp: false\n---\nHow.\n")},
		"quiet.mdx":      {Data: []byte("---\ntitle: Quiet\nnoindex: true\n---\nShh.\n")},
		"own.mdx":        {Data: []byte("---\ntitle: Own\n\"og:image\": /images/own.png\n\"og:title\": Own card\ncanonical: https://elsewhere.test/own\n---\nMine.\n")},
		"fr/index.mdx":   {Data: []byte("---\ntitle: Accueil\n---\nSalut.\n")},
		"fr/guide.mdx":   {Data: []byte("---\ntitle: Guide FR\n---\nComment.\n")},
		"images/og.png":  {Data: []byte("png")},
		"images/own.png": {Data: []byte("png")},
	}
}

func meta(page, key string) string {
	m := regexp.MustCompile(`<meta (?:name|property)="` + regexp.QuoteMeta(key) + `" content="([^"]*)">`).FindStringSubmatch(page)
	if m == nil {
		return "<none>"
	}
	return m[1]
}

// TestSEOHead checks a page's head as the reference writes it: defaults,
// overridden by seo.metatags, overridden by front matter; og:image from
// thumbnails made absolute; canonical URLs from the CNAME file, the
// front matter, or seo.metatags' canonical; hreflang alternates; JSON-LD
// (none on a noindex page); the last-updated date from the dates given.
func TestSEOHead(t *testing.T) {
	fsys := seoSite("")
	fsys["CNAME"] = &fstest.MapFile{Data: []byte("docs.acme.test\n")}
	dates := map[string]time.Time{"index.mdx": time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC), "guide.mdx": time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC)}
	files := buildFS(t, fsys, render.Options{NoMinify: true, Dates: dates})
	home := string(files["en/index.html"])
	if home == "" {
		home = string(files["index.html"])
	}
	for key, want := range map[string]string{
		"description":              "The home page",
		"og:type":                  "article", // seo.metatags over the default
		"og:title":                 "Home",
		"og:description":           "The home page",
		"og:site_name":             "Acme",
		"og:url":                   "https://docs.acme.test/",
		"og:image":                 "https://docs.acme.test/images/og.png",
		"twitter:card":             "summary_large_image",
		"twitter:site":             "@acme",
		"google-site-verification": "tok",
		"robots":                   "<none>",
	} {
		if got := meta(home, key); got != want {
			t.Errorf("home %s = %q, want %q", key, got, want)
		}
	}
	for _, want := range []string{
		`<link rel="canonical" href="https://docs.acme.test/">`,
		`<link rel="alternate" hreflang="en" href="https://docs.acme.test/">`,
		`<link rel="alternate" hreflang="fr" href="https://docs.acme.test/fr/">`,
		`<link rel="alternate" hreflang="x-default" href="https://docs.acme.test/">`,
		`<p class="updated">Last updated: <time datetime="2025-03-04">2025-03-04</time></p>`,
	} {
		if !strings.Contains(home, want) {
			t.Errorf("home lacks %s", want)
		}
	}
	ld := regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(home)
	if ld == nil {
		t.Fatal("home has no JSON-LD")
	}
	var graph struct {
		Graph []map[string]any `json:"@graph"`
	}
	if err := json.Unmarshal([]byte(ld[1]), &graph); err != nil || len(graph.Graph) != 2 {
		t.Fatalf("JSON-LD %s: %v", ld[1], err)
	}
	if a := graph.Graph[0]; a["@type"] != "TechArticle" || a["headline"] != "Home" || a["dateModified"] != "2025-03-04T05:06:07Z" || a["url"] != "https://docs.acme.test/" {
		t.Errorf("article %v", a)
	}
	if b := graph.Graph[1]; b["@type"] != "BreadcrumbList" || !strings.Contains(ld[1], `"name":"Start"`) {
		t.Errorf("breadcrumbs %v", b)
	}

	guide := string(files["guide/index.html"])
	if got := meta(guide, "keywords"); got != "a, b" {
		t.Errorf("guide keywords %q", got)
	}
	if strings.Contains(guide, `class="updated"`) {
		t.Error("guide shows a date though its front matter says timestamp: false")
	}
	if !strings.Contains(guide, `hreflang="fr" href="https://docs.acme.test/fr/guide/"`) {
		t.Error("guide lacks its French alternate")
	}
	quiet := string(files["quiet/index.html"])
	if meta(quiet, "robots") != "noindex" || strings.Contains(quiet, "application/ld+json") {
		t.Error("a noindex page must say so and carry no structured data")
	}
	if strings.Contains(quiet, "hreflang") {
		t.Error("a page in one language has no alternates")
	}
	own := string(files["own/index.html"])
	if meta(own, "og:image") != "https://docs.acme.test/images/own.png" || meta(own, "og:title") != "Own card" ||
		!strings.Contains(own, `<link rel="canonical" href="https://elsewhere.test/own">`) {
		t.Errorf("front matter tags lost:\n%s", own[:min(len(own), 2000)])
	}

	sitemap := string(files["sitemap.xml"])
	for _, want := range []string{
		"<url><loc>https://docs.acme.test/</loc><lastmod>2025-03-04T05:06:07Z</lastmod></url>",
		"<url><loc>https://docs.acme.test/guide/</loc><lastmod>2024-01-02T00:00:00Z</lastmod></url>",
		"<url><loc>https://docs.acme.test/fr/</loc></url>",
	} {
		if !strings.Contains(sitemap, want) {
			t.Errorf("sitemap lacks %s:\n%s", want, sitemap)
		}
	}
	if strings.Contains(sitemap, "quiet") {
		t.Error("the sitemap lists a noindex page")
	}
	if robots := string(files["robots.txt"]); !strings.Contains(robots, "Sitemap: https://docs.acme.test/sitemap.xml") || !strings.Contains(robots, "Content-Signal:") {
		t.Errorf("robots.txt:\n%s", robots)
	}

	nf := string(files["404.html"])
	for _, want := range []string{"<title>Lost · Acme</title>", "<strong>search</strong>", `<base href="https://docs.acme.test/">`, `id="nb-suggest"`} {
		if !strings.Contains(nf, want) {
			t.Errorf("404.html lacks %s", want)
		}
	}
	list := regexp.MustCompile(`fetch\("(_navbuild/pages\.[0-9a-f]+\.txt)"\)`).FindStringSubmatch(nf)
	if list == nil || !strings.Contains(string(files[list[1]]), "guide/\n") || strings.Contains(string(files[list[1]]), "quiet") {
		t.Errorf("404 page list: %v", list)
	}
}

// TestSEOSiteURL: without --base-url nor CNAME there is no sitemap and
// no canonical link; seo.metatags' canonical is the base of canonical
// URLs and the sitemap's; errors.404.redirect sends the reader home;
// the docs folder's own sitemap.xml wins.
func TestSEOSiteURL(t *testing.T) {
	files := buildFS(t, seoSite(""), render.Options{NoMinify: true})
	if _, ok := files["sitemap.xml"]; ok {
		t.Error("a sitemap without a site URL")
	}
	if strings.Contains(string(files["guide/index.html"]), `rel="canonical"`) {
		t.Error("a canonical link without a site URL")
	}
	if strings.Contains(string(files["guide/index.html"]), "og:image") == false {
		t.Error("og:image left out without a site URL")
	}

	fsys := seoSite(`"seo":{"metatags":{"canonical":"https://acme.test/docs"}},`)
	fsys["docs.json"].Data = []byte(strings.Replace(string(fsys["docs.json"].Data), `"errors":{"404":{"title":"Lost","description":"Try **search**."}},`, `"errors":{"404":{"redirect":true}},`, 1))
	files = buildFS(t, fsys, render.Options{NoMinify: true})
	if !strings.Contains(string(files["guide/index.html"]), `<link rel="canonical" href="https://acme.test/docs/guide/">`) {
		t.Error("seo.metatags.canonical is not the base of canonical URLs")
	}
	if !strings.Contains(string(files["sitemap.xml"]), "<loc>https://acme.test/docs/guide/</loc>") {
		t.Errorf("sitemap:\n%s", files["sitemap.xml"])
	}
	if nf := string(files["404.html"]); !strings.Contains(nf, `<meta http-equiv="refresh" content="0; url=./">`) || strings.Contains(nf, "nb-suggest") {
		t.Error("errors.404.redirect does not send the reader home")
	}

	fsys = seoSite("")
	fsys["sitemap.xml"] = &fstest.MapFile{Data: []byte("mine")}
	files = buildFS(t, fsys, render.Options{NoMinify: true, BaseURL: "https://x.test/"})
	if string(files["sitemap.xml"]) != "mine" {
		t.Errorf("the folder's sitemap.xml was replaced: %q", files["sitemap.xml"])
	}
}

// TestRSSFeed: a page with `rss: true` gets a feed of its <Update>
// entries at its URL with rss.xml appended, linked from its head: the rss
// prop's title and description, else the label and the content; dates
// read from labels; XML that parses whatever the content holds; the same
// bytes from a prepared site's File as from Render.
func TestRSSFeed(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"Acme","colors":{"primary":"#000000"},"navigation":{"pages":["index","changelog"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Home\n---\nHi.\n")},
		"changelog.mdx": {Data: []byte("---\ntitle: Changelog\nrss: true\n---\n" +
			"<Update label=\"2026-07-29\" tags={[\"API\"]}>\n## Embeds\n\nHosts ]]> <b>x</b> & more. See [the home page](/index) or [the web](https://x.test/a).\n</Update>\n\n" +
			"<Update label=\"v2\" rss={{ title: \"Version 2 <out>\", description: \"Faster.\" }}>\nBody.\n</Update>\n")},
	}
	for _, base := range []string{"", "https://acme.test/"} {
		files := buildFS(t, fsys, render.Options{NoMinify: true, BaseURL: base})
		feed := string(files["changelog/rss.xml"])
		var doc struct {
			Items []struct {
				Title       string `xml:"title"`
				Link        string `xml:"link"`
				PubDate     string `xml:"pubDate"`
				Description string `xml:"description"`
				Category    string `xml:"category"`
			} `xml:"channel>item"`
		}
		if err := xml.Unmarshal([]byte(feed), &doc); err != nil || len(doc.Items) != 2 {
			t.Fatalf("base %q: feed does not parse (%v):\n%s", base, err, feed)
		}
		a, b := doc.Items[0], doc.Items[1]
		wantLink := "./#2026-07-29"
		if base != "" {
			wantLink = base + "changelog/#2026-07-29"
		}
		if a.Title != "2026-07-29" || a.Link != wantLink || a.PubDate != "Wed, 29 Jul 2026 00:00:00 +0000" || a.Category != "API" ||
			!strings.Contains(a.Description, "Hosts ]]&gt; <b>x</b> &amp; more.") {
			t.Errorf("base %q: first item %+v", base, a)
		}
		// The entry's links work in a feed reader: from the site's URL, else
		// from the feed's folder; external ones stay.
		wantHome := `<a href="../`
		if base != "" {
			wantHome = `<a href="` + base
		}
		if !strings.Contains(a.Description, wantHome) || !strings.Contains(a.Description, `href="https://x.test/a"`) {
			t.Errorf("base %q: the entry's links are not resolved for a feed reader: %s", base, a.Description)
		}
		if b.Title != "Version 2 <out>" || b.Description != "Faster." || b.PubDate != "" {
			t.Errorf("base %q: second item %+v", base, b)
		}
		if !strings.Contains(string(files["changelog/index.html"]), `<link rel="alternate" type="application/rss+xml" title="Changelog" href="changelog/rss.xml">`) {
			t.Errorf("base %q: the page does not link its feed", base)
		}
		if _, ok := files["rss.xml"]; ok {
			t.Error("a feed for a page without rss: true")
		}
	}
	_, s := prepare(t, fsys, render.Options{NoMinify: true})
	got, err := s.File("changelog/rss.xml")
	if want := buildFS(t, fsys, render.Options{NoMinify: true})["changelog/rss.xml"]; err != nil || string(got) != string(want) {
		t.Errorf("File gives another feed (%v):\n%s", err, got)
	}
}
