package render

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/resolve"
)

// content is what rendering a page's source found out about it: its
// anchors and links, for the link check, and its problems.
type content struct {
	ids     []string
	links   []contentLink
	unknown []string
	// unknownAt is where each of unknown is first used.
	unknownAt map[string]diag.Pos
	diags     []diag.Diagnostic
	refused   []diag.Diagnostic // snippets refused by docfs: errors
	api       *apiView          // an endpoint page's reference, spliced in by renderPage
	search    *search.Record    // the page's search record, if the index has it
	twin      []byte            // the page's Markdown twin
	// twinN bytes at twinAt of a build's spill file are the twin, when
	// twinN > 0 (twin is then nil): llms-full.txt reads it from there.
	twinAt int64
	twinN  int
	uses   uses   // the renderers it needs (renderers.go)
	feed   []byte // the page's RSS feed (rss: true), until written
}

// pageContents is what rendering found, by index in site.Pages: every
// page's after [Site.Render], one page's after [Site.RenderPage].
type pageContents struct {
	all []*content // every page's (nil entries: not written); nil when only one is known
	i   int        // the one page
	one *content
}

// at returns page i's content, or nil when it is not known.
func (pc pageContents) at(i int) *content {
	if pc.all != nil {
		return pc.all[i]
	}
	if i == pc.i {
		return pc.one
	}
	return nil
}

// each yields every known content with its page's index, in page order.
func (pc pageContents) each(yield func(int, *content) bool) {
	if pc.all == nil {
		if pc.one != nil {
			yield(pc.i, pc.one)
		}
		return
	}
	for i, c := range pc.all {
		if c != nil && !yield(i, c) {
			return
		}
	}
}

// linkTargets are the site's page URLs, for the link check: built once
// per [Site], so that checking one page's links does not cost the size
// of the site.
type linkTargets struct {
	byURL map[string]int // URL → index in site.Pages
	urls  []string       // in page order
}

func newLinkTargets(pages []*resolve.Page) *linkTargets {
	t := &linkTargets{byURL: make(map[string]int, len(pages)), urls: make([]string, 0, len(pages))}
	for i, p := range pages {
		t.byURL[p.URL] = i
		t.urls = append(t.urls, p.URL)
	}
	return t
}

type contentLink struct {
	dest string
	line int
	// file is where the link is written when not in the page's file (a
	// spec), at line and col (0 when not known), in the operation at the
	// JSON pointer ptr.
	file string
	col  int
	ptr  string
}

// specContentLink is a link to dest in text, a description (or the
// x-mint content) of e's operation: at the text's place in the spec.
func specContentLink(e *resolve.Endpoint, dest, text string) contentLink {
	at := e.Spec.Texts[text]
	return contentLink{dest: dest, file: e.Spec.Source, line: at.Line, col: at.Col, ptr: operationPointer(e)}
}

// operationPointer is the JSON pointer of e's operation in its spec:
// "/paths/~1pets/get", "/webhooks/newPet".
func operationPointer(e *resolve.Endpoint) string {
	if e.Method == "webhook" {
		return "/webhooks/" + pointerEscaper.Replace(e.Path)
	}
	return "/paths/" + pointerEscaper.Replace(e.Path) + "/" + e.Method
}

// pointerEscaper escapes a key for a JSON pointer (RFC 6901).
var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// checkLinks reports every internal link of the pages that points at no
// page, file or anchor of the site, with a "did you mean" where one is
// close. They are warnings: real sites have broken links, and the build
// goes on (--strict makes them errors).
func checkLinks(site *resolve.Site, targets *linkTargets, contents pageContents, exists func(string) bool) []diag.Diagnostic {
	var out []diag.Diagnostic
	// A spec's description shows on many pages: one warning per spec and
	// target, at the first page showing it.
	type specUse struct {
		diag, uses int
		page       string
	}
	specLinks := map[string]int{} // spec file and target: index in specList
	var specList []specUse
	for i, c := range contents.each {
		p := site.Pages[i]
		// One warning per broken target and page, at its first use:
		// generated pages repeat a broken link hundreds of times.
		uses := map[string]int{}
		for _, l := range c.links {
			uses[l.dest]++
		}
		for _, l := range c.links {
			n := uses[l.dest]
			if n == 0 {
				continue // reported at its first use
			}
			uses[l.dest] = 0
			msg, hint := checkLink(site, p, l.dest, i, targets, contents, exists)
			if msg == "" {
				continue
			}
			if l.file != "" {
				k := l.file + "\x00" + l.dest
				if i, seen := specLinks[k]; seen {
					specList[i].uses++
					continue
				}
				specLinks[k] = len(specList)
				specList = append(specList, specUse{diag: len(out), uses: 1, page: p.URL})
				out = append(out, diag.Diagnostic{Severity: diag.Warning, Pos: diag.Pos{File: l.file, Line: l.line, Col: l.col}, Path: l.ptr, Msg: msg, Hint: hint})
				continue
			}
			if n > 1 {
				msg += fmt.Sprintf(" (%d uses in this page)", n)
			}
			out = append(out, diag.Diagnostic{Severity: diag.Warning, Pos: diag.Pos{File: p.File, Line: l.line, Col: 1}, Msg: msg, Hint: hint})
		}
	}
	for _, u := range specList {
		d := &out[u.diag]
		if u.uses > 1 {
			d.Msg += fmt.Sprintf(" (in a description shown on %s and %d other pages)", u.page, u.uses-1)
		} else {
			d.Msg += " (in a description shown on " + u.page + ")"
		}
	}
	return out
}

func checkLink(site *resolve.Site, p *resolve.Page, dest string, self int, targets *linkTargets, contents pageContents, exists func(string) bool) (msg, hint string) {
	target, frag, _ := strings.Cut(dest, "#")
	target, _, _ = strings.Cut(target, "?")
	page := self
	if target != "" {
		if !strings.HasPrefix(target, "/") {
			target = path.Join(path.Dir("/"+strings.Trim(p.URL, "/")), target)
		}
		target = path.Clean(target)
		if ext := path.Ext(target); ext != "" && ext != ".mdx" && ext != ".md" {
			if exists(strings.TrimPrefix(target, "/")) {
				return "", ""
			}
			return fmt.Sprintf("link to %s: no such file", dest), ""
		}
		u := strings.TrimSuffix(strings.TrimSuffix(target, ".mdx"), ".md")
		u = strings.TrimSuffix(u, "/index")
		if u == "" || u == "/index" {
			u = "/"
		}
		i, ok := targets.byURL[u]
		if !ok {
			if _, redirected := site.Redirected(u); redirected {
				return "", ""
			}
			if isDraft(site, u) {
				return fmt.Sprintf("link to %s: the page is a draft, left out of the build", dest), "--include-drafts builds it"
			}
			return fmt.Sprintf("link to %s: no such page", dest), diag.DidYouMean(u, nearURLs(u, targets.urls))
		}
		page = i
	}
	c := contents.at(page)
	if frag == "" || c == nil {
		return "", ""
	}
	if slices.Contains(c.ids, frag) {
		return "", ""
	}
	return fmt.Sprintf("link to %s: no #%s on that page", dest, frag), diag.DidYouMean(frag, c.ids)
}

// nearURLs narrows the candidates for a "did you mean" to the URLs in the
// same top folder: comparing a broken link with every URL of a large site
// would cost pages × links edit distances.
func nearURLs(u string, urls []string) []string {
	top := func(s string) string {
		s = strings.TrimPrefix(s, "/")
		if i := strings.IndexByte(s, '/'); i >= 0 {
			return s[:i]
		}
		return s
	}
	t := top(u)
	var out []string
	for _, c := range urls {
		if top(c) == t {
			out = append(out, c)
			if len(out) == 500 {
				break
			}
		}
	}
	return out
}

// isDraft reports whether u is the URL of a page left out as a draft.
func isDraft(site *resolve.Site, u string) bool {
	for _, f := range site.Drafts {
		stem := strings.TrimSuffix(strings.TrimSuffix(f, ".mdx"), ".md")
		if d := strings.TrimSuffix("/"+stem, "/index"); d == u || d == "" && u == "/" {
			return true
		}
	}
	return false
}
