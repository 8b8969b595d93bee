package render_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/rogpeppe/go-internal/txtar"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// wholePages are the pages the golden sites keep whole, byte for byte: a
// handful that between them show every frame (the plain one with its
// 404, a section's index, an endpoint page, a right-to-left language, a
// version, tabs and anchors, the appearance settings, a minified page
// with --base-url). Every other page is compared by its fragments
// (pages.txtar), so that a change to the frame's markup rewrites these
// pages, not every golden file.
var wholePages = map[string]bool{
	"basic/index.html":                                    true,
	"basic/quickstart/index.html":                         true,
	"basic/404.html":                                      true,
	"apiref/api-reference/pets/add-a-pet/index.html":      true,
	"languages/he/index.html":                             true,
	"versions/v2/index.html":                              true,
	"tabs-anchors/index.html":                             true,
	"appearance/index.html":                               true,
	"index-pages/index.html":                              true,
	"openapi/api-reference/plants/add-a-plant/index.html": true,
}

// fragmentsFile is the golden file of a site's other pages' fragments.
const fragmentsFile = "pages.txtar"

// splitPages moves every HTML page of files not in wholePages (site is the
// golden case's name) into one txtar archive of its fragments, under
// fragmentsFile: a page's <head> tags that are its own (title, meta, link,
// structured data; not the scripts every page has), its sidebar and its
// <main>, each re-serialized one element per line.
func splitPages(site string, files map[string][]byte) error {
	var ar txtar.Archive
	for _, name := range keys(files) {
		if !strings.HasSuffix(name, ".html") || wholePages[site+"/"+name] {
			continue
		}
		doc, err := html.Parse(bytes.NewReader(files[name]))
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		head, sidebar, main := fragments(doc)
		if head == "" && main == "" {
			continue // a forwarding page: kept whole, it is short
		}
		for _, f := range []struct{ part, text string }{{"head", head}, {"sidebar", sidebar}, {"main", main}} {
			if f.text == "" {
				continue
			}
			if strings.Contains("\n"+f.text, "\n-- ") {
				return fmt.Errorf("%s: its %s has a line that reads as a txtar marker: keep the page whole (wholePages)", name, f.part)
			}
			ar.Files = append(ar.Files, txtar.File{Name: name + " " + f.part, Data: []byte(f.text)})
		}
		delete(files, name)
	}
	if len(ar.Files) > 0 {
		files[fragmentsFile] = txtar.Format(&ar)
	}
	return nil
}

// fragments returns a page's own head tags, its sidebar navigation and
// its <main>, each rendered by x/net/html, "" for a part it lacks.
func fragments(doc *html.Node) (head, sidebar, main string) {
	var hb, sb, mb strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch {
			case n.DataAtom == atom.Head:
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					if ownHeadTag(c) {
						html.Render(&hb, c)
						hb.WriteByte('\n')
					}
				}
				return
			case n.DataAtom == atom.Nav && hasClass(n, "sidebar-nav"):
				html.Render(&sb, n)
				sb.WriteByte('\n')
				return
			case n.DataAtom == atom.Main:
				html.Render(&mb, n)
				mb.WriteByte('\n')
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return hb.String(), sb.String(), mb.String()
}

// ownHeadTag reports whether n is a head tag that differs from page to
// page: title, meta, link, structured data; not those every page has.
func ownHeadTag(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	switch n.DataAtom {
	case atom.Title:
		return true
	case atom.Meta:
		// Every page's: the charset, the viewport, the colour schemes.
		return attr(n, "charset") == "" && attr(n, "name") != "viewport" && attr(n, "name") != "color-scheme"
	case atom.Link:
		// Every page's: the stylesheets and the fonts' preloads.
		rel := attr(n, "rel")
		return rel != "stylesheet" && rel != "preload"
	case atom.Script:
		return attr(n, "type") == "application/ld+json"
	}
	return false
}
