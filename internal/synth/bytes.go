package synth

import (
	"fmt"
	"html"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strings"
)

// Bytes is what the files of a built site weigh, by kind. An HTML page
// splits into its frame (what every page repeats: head, top bar,
// sidebar, selectors, table of contents, footer) and its body (the
// article); the body's highlighted code blocks split again into their
// text and their markup (the spans that colour it). The zero value is
// an empty site.
type Bytes struct {
	Files, Pages int // files, and HTML pages with an article

	Head       int64 // <head> of every HTML page
	Selectors  int64 // the version and language selectors
	Sidebar    int64 // the sidebar's navigation list
	FrameOther int64 // the rest of the frame: top bar, tabs, table of contents, footer, scripts
	Body       int64 // the article, less its code blocks' markup
	CodeMarkup int64 // the highlighted code blocks' markup: their bytes less their text
	OtherHTML  int64 // HTML files without an article: redirects, the 404 page

	Twins  int64 // Markdown twins of the pages (*.md)
	Search int64 // the search index (_navbuild/search)
	LLMs   int64 // llms.txt and llms-full.txt
	Assets int64 // the rest of _navbuild: CSS, JavaScript, fonts, navigation
	Other  int64 // everything else: sitemap, robots.txt, images, specs

	MaxFile     int64  // the largest file's size
	MaxFileName string // and its name
}

// Frame is the bytes of the pages' frames: head, selectors, sidebar and
// the rest.
func (b Bytes) Frame() int64 { return b.Head + b.Selectors + b.Sidebar + b.FrameOther }

// Total is the bytes of every file.
func (b Bytes) Total() int64 {
	return b.Frame() + b.Body + b.CodeMarkup + b.OtherHTML + b.Twins + b.Search + b.LLMs + b.Assets + b.Other
}

// String prints the breakdown one kind a line, in MB (10^6 bytes) with
// the share of the total and, for the pages' parts, the bytes a page.
func (b Bytes) String() string {
	var s strings.Builder
	total := b.Total()
	pages := max(b.Pages, 1)
	line := func(name string, n int64, perPage bool) {
		fmt.Fprintf(&s, "%-22s %9.1f MB %5.1f%%", name, float64(n)/1e6, 100*float64(n)/float64(max(total, 1)))
		if perPage {
			fmt.Fprintf(&s, " %7d B/page", n/int64(pages))
		}
		s.WriteByte('\n')
	}
	line("html frame: head", b.Head, true)
	line("html frame: selectors", b.Selectors, true)
	line("html frame: sidebar", b.Sidebar, true)
	line("html frame: other", b.FrameOther, true)
	line("html frame (all)", b.Frame(), true)
	line("html body: text", b.Body, true)
	line("html body: code markup", b.CodeMarkup, true)
	line("html, no article", b.OtherHTML, false)
	line("markdown twins", b.Twins, true)
	line("search index", b.Search, false)
	line("llms.txt, llms-full", b.LLMs, false)
	line("assets (_navbuild)", b.Assets, false)
	line("other", b.Other, false)
	fmt.Fprintf(&s, "%-22s %9.1f MB in %d files, %d pages; largest file %s (%.1f MB)\n", "total", float64(total)/1e6,
		b.Files, b.Pages, b.MaxFileName, float64(b.MaxFile)/1e6)
	return s.String()
}

// Measure weighs the files of the built site fsys by kind.
func Measure(fsys fs.FS) (Bytes, error) {
	var b Bytes
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		n := info.Size()
		b.Files++
		if n > b.MaxFile {
			b.MaxFile, b.MaxFileName = n, name
		}
		switch {
		case strings.HasPrefix(name, "_navbuild/search/"):
			b.Search += n
		case strings.HasPrefix(name, "_navbuild/"):
			b.Assets += n
		case name == "llms.txt" || name == "llms-full.txt":
			b.LLMs += n
		case path.Ext(name) == ".md":
			b.Twins += n
		case path.Ext(name) == ".html":
			f, err := fsys.Open(name)
			if err != nil {
				return err
			}
			data, err := io.ReadAll(f)
			f.Close()
			if err != nil {
				return err
			}
			b.page(string(data))
		default:
			b.Other += n
		}
		return nil
	})
	return b, err
}

var (
	headRe      = regexp.MustCompile(`<head>`)
	articleRe   = regexp.MustCompile(`<article[ >]`)
	selectorsRe = regexp.MustCompile(`<div class="?selectors"?[ >]`)
	sidebarRe   = regexp.MustCompile(`<nav class="?sidebar-nav[" >]`)
	preRe       = regexp.MustCompile(`<pre[ >]`)
	tagRe       = regexp.MustCompile(`<[^>]*>`)
)

// page adds an HTML page's parts to b.
func (b *Bytes) page(s string) {
	body := element(s, articleRe, "article")
	if body == "" {
		b.OtherHTML += int64(len(s))
		return
	}
	b.Pages++
	head, sel, side := element(s, headRe, "head"), element(s, selectorsRe, "div"), element(s, sidebarRe, "nav")
	b.Head += int64(len(head))
	b.Selectors += int64(len(sel))
	b.Sidebar += int64(len(side))
	b.FrameOther += int64(len(s) - len(body) - len(head) - len(sel) - len(side))
	var markup int64
	for rest := body; ; {
		pre := element(rest, preRe, "pre")
		if pre == "" {
			break
		}
		text := html.UnescapeString(tagRe.ReplaceAllString(pre, ""))
		markup += int64(len(pre) - len(text))
		rest = rest[strings.Index(rest, pre)+len(pre):]
	}
	b.CodeMarkup += markup
	b.Body += int64(len(body)) - markup
}

// element returns the first element of s whose start tag open matches,
// up to its matching end tag </name>, or "" when there is none.
func element(s string, open *regexp.Regexp, name string) string {
	loc := open.FindStringIndex(s)
	if loc == nil {
		return ""
	}
	start, depth := loc[0], 0
	for i := start; i < len(s); {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			break
		}
		i += j
		switch {
		case strings.HasPrefix(s[i+1:], name) && len(s) > i+1+len(name) && strings.IndexByte(" >", s[i+1+len(name)]) >= 0:
			depth++
		case strings.HasPrefix(s[i+1:], "/"+name+">"):
			depth--
			if depth == 0 {
				return s[start : i+len(name)+3]
			}
		}
		i++
	}
	return s[start:]
}
