package render_test

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/internal/tailwind/oracle"
)

// TestCorpusPageCounts builds every corpus site and counts, per site, what
// a reader sees of the content navbuild does not render (issue 16): icons
// drawn as the generic fallback glyph, math left as source, Mermaid
// source with no diagram, unknown components and pages whose body is
// empty. The counting reads the written files only (HTML and CSS, with
// golang.org/x/net/html), never the code that wrote them, so a change in
// the renderer moves the counts; the golden records them per site
// (testdata/corpus/pages.txt, rewritten with -update: read the diff).
//
// What counts:
//   - icon-fallback: an element of class "icon" whose icon-NAME class no
//     CSS of the output (files or <style>) defines, or that has none: the
//     generic dot of style.css's .icon. An inline <svg class="icon"> is
//     drawn by its own paths and never counts.
//   - raw-math: "$$", "\(" and "\[" in text outside code, scripts and any
//     element whose class names math (math, katex, latex) or <math>, on
//     pages that load no math script (katex, mathjax in its address).
//   - raw-mermaid: a diagram's source (a code block of language mermaid,
//     <pre class="mermaid">) on a page that loads no script with
//     "mermaid" in its address, unless an element around it whose class
//     starts with "mermaid" holds a drawn <svg>.
//   - unknown-components: build warnings "unknown component".
//   - empty-bodies: pages (with an article) whose prose holds no text, no
//     image or embed, and that have no API reference.
//   - raw source (not counted: the test fails): text outside code that
//     looks like JavaScript or JSX left unrendered (rawSource: an arrow,
//     .map(, className=, a closing component tag, a {name} standing
//     alone), unless testdata/corpus/rawsource.txt explains it as the
//     page's own text.
//   - tailwind: S/K, of the K distinct class tokens inside the pages'
//     prose that Tailwind knows (the oracle it recorded for the corpus's
//     tokens, internal/tailwind/testdata/oracle.json), the S whose every
//     rule the output's CSS has alike (countTailwind). The test fails
//     under 95% on a site, as internal/tailwind's TestCoverage does over
//     the tokens.
func TestCorpusPageCounts(t *testing.T) {
	sites := corpus(t)
	recorded, err := oracle.Load(oracleFile)
	if err != nil {
		t.Fatal(err)
	}
	allowed := loadRawAllowed(t)
	used := make([]bool, len(allowed))
	var lines []string
	buildCorpus(t, sites, func(t *testing.T, b corpusBuild) {
		c := countPages(b.files)
		for _, d := range b.stats.Diagnostics {
			if strings.HasPrefix(d.Msg, "unknown component") {
				c.unknown++
			}
		}
		for _, ex := range c.examples {
			t.Log(ex)
		}
		for _, r := range c.raw {
			if i := allowedRaw(allowed, b.name, r); i >= 0 {
				used[i] = true
				continue
			}
			t.Errorf("source shown to the reader as text: %s (fix the renderer, or explain it in testdata/corpus/rawsource.txt)", r)
		}
		same, known, missing := countTailwind(b.files, recorded)
		if len(missing) > 0 {
			t.Logf("tailwind: not as Tailwind writes them: %q", missing)
		}
		if same*100 < known*95 {
			t.Errorf("tailwind: %d of %d utilities as Tailwind writes them, under 95%%", same, known)
		}
		lines = append(lines, fmt.Sprintf("%s pages=%d icon-fallback=%d raw-math=%d raw-mermaid=%d unknown-components=%d empty-bodies=%d tailwind=%d/%d",
			b.name, c.pages, c.icons, c.math, c.mermaid, c.unknown, c.empty, same, known))
	})
	checkCorpusLines(t, "../testdata/corpus/pages.txt", lines, len(lines) == len(sites))
	if len(lines) == len(sites) {
		for i, a := range allowed {
			if !used[i] {
				t.Errorf("testdata/corpus/rawsource.txt: %s  %s allows nothing now: remove it", a.page, a.piece)
			}
		}
	}
}

// pageCounts is what countPages found in one site's output.
type pageCounts struct {
	pages, icons, math, mermaid, unknown, empty int
	examples                                    []string // the first few of each kind, for the log
	raw                                         []string // source shown as text (rawSource), page: snippet
}

var iconRuleRE = regexp.MustCompile(`\.icon-([A-Za-z0-9_-]+)`)

// countPages scans a built site's files.
func countPages(files map[string][]byte) pageCounts {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	defined := map[string]bool{}
	for _, name := range names {
		if strings.HasSuffix(name, ".css") {
			addIconRules(defined, files[name])
		}
	}
	var c pageCounts
	shown := map[string]int{}
	note := func(kind, name, what string) {
		if shown[kind] < 3 {
			shown[kind]++
			c.examples = append(c.examples, fmt.Sprintf("%s: %s: %s", kind, name, what))
		}
	}
	for _, name := range names {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		doc, err := html.Parse(bytes.NewReader(files[name]))
		if err != nil {
			continue
		}
		local := defined
		if styles := collect(doc, func(n *html.Node) bool { return n.Type == html.ElementNode && n.Data == "style" }); len(styles) > 0 {
			local = map[string]bool{}
			for k := range defined {
				local[k] = true
			}
			for _, s := range styles {
				addIconRules(local, []byte(textOf(s)))
			}
		}
		// An inline <svg class="icon"> draws itself (internal/icons).
		for _, n := range collect(doc, func(n *html.Node) bool { return hasClass(n, "icon") && n.Data != "svg" }) {
			icon := ""
			for _, cl := range classes(n) {
				if strings.HasPrefix(cl, "icon-") && cl != "icon-img" {
					icon = strings.TrimPrefix(cl, "icon-")
				}
			}
			if icon == "" || !local[icon] {
				c.icons++
				note("icon-fallback", name, "icon-"+icon)
			}
		}
		for _, r := range rawSource(doc) {
			c.raw = append(c.raw, name+": "+r)
		}
		mathScript := loads(doc, "katex") || loads(doc, "mathjax")
		walkText(doc, func(s string) {
			if mathScript {
				return
			}
			k := strings.Count(s, "$$") + strings.Count(s, `\(`) + strings.Count(s, `\[`)
			if k > 0 {
				c.math += k
				note("raw-math", name, strings.TrimSpace(s[:min(len(s), 60)]))
			}
		})
		if !loads(doc, "mermaid") {
			for _, n := range collect(doc, isMermaidSource) {
				if !drawnMermaid(n) {
					c.mermaid++
					note("raw-mermaid", name, "diagram source")
				}
			}
		}
		articles := collect(doc, func(n *html.Node) bool { return n.Type == html.ElementNode && n.Data == "article" })
		if len(articles) == 0 {
			continue
		}
		c.pages++
		api := len(collect(doc, func(n *html.Node) bool {
			return n.Type == html.ElementNode && (n.Data == "nb-api-main" || hasClass(n, "api-ref"))
		})) > 0
		prose := collect(articles[0], func(n *html.Node) bool { return hasClass(n, "prose") })
		if !api && (len(prose) == 0 || emptyNode(prose[0])) {
			c.empty++
			note("empty-body", name, "")
		}
	}
	return c
}

func addIconRules(defined map[string]bool, css []byte) {
	for _, m := range iconRuleRE.FindAllSubmatch(css, -1) {
		defined[string(m[1])] = true
	}
}

// collect returns the nodes under n (n included) that match, in document
// order.
func collect(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func classes(n *html.Node) []string {
	if n.Type != html.ElementNode {
		return nil
	}
	return strings.Fields(attr(n, "class"))
}

func hasClass(n *html.Node, class string) bool {
	for _, c := range classes(n) {
		if c == class {
			return true
		}
	}
	return false
}

func textOf(n *html.Node) string {
	var b strings.Builder
	for _, t := range collect(n, func(n *html.Node) bool { return n.Type == html.TextNode }) {
		b.WriteString(t.Data)
	}
	return b.String()
}

// walkText calls f with every text node a reader sees as prose: not in
// code, scripts, styles, or an element that holds math.
func walkText(n *html.Node, f func(string)) {
	if n.Type == html.ElementNode {
		switch n.Data {
		case "pre", "code", "script", "style", "textarea", "math", "template", "noscript":
			return
		}
		for _, c := range classes(n) {
			if strings.Contains(c, "math") || strings.Contains(c, "katex") || strings.Contains(c, "latex") {
				return
			}
		}
	}
	if n.Type == html.TextNode {
		f(n.Data)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walkText(c, f)
	}
}

// isMermaidSource reports a Mermaid diagram's source: a code block of
// language mermaid, or mermaid.js's own <pre class="mermaid">.
func isMermaidSource(n *html.Node) bool {
	return n.Type == html.ElementNode && (attr(n, "data-lang") == "mermaid" || hasClass(n, "language-mermaid") ||
		n.Data == "pre" && hasClass(n, "mermaid"))
}

// drawnMermaid reports whether the source n sits in an element whose
// class starts with "mermaid" and that holds a drawn <svg>.
func drawnMermaid(n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		for _, c := range classes(p) {
			if strings.HasPrefix(c, "mermaid") && len(collect(p, func(n *html.Node) bool { return n.Type == html.ElementNode && n.Data == "svg" })) > 0 {
				return true
			}
		}
	}
	return false
}

// loads reports whether the page loads a script whose address names
// what (a renderer that draws in the browser).
func loads(doc *html.Node, what string) bool {
	return len(collect(doc, func(n *html.Node) bool {
		return n.Type == html.ElementNode && n.Data == "script" && strings.Contains(strings.ToLower(attr(n, "src")), what)
	})) > 0
}

// emptyNode reports whether n shows nothing: no text, no image, media or
// embed.
func emptyNode(n *html.Node) bool {
	return len(collect(n, func(n *html.Node) bool {
		if n.Type == html.TextNode {
			return strings.TrimSpace(n.Data) != ""
		}
		if n.Type != html.ElementNode {
			return false
		}
		switch n.Data {
		case "img", "svg", "iframe", "video", "audio", "picture", "embed", "object", "canvas", "input":
			return true
		}
		return false
	})) == 0
}

// TestCountPages checks each detector of countPages on a page that has
// one of each and on one that has none.
func TestCountPages(t *testing.T) {
	page := func(body string) []byte {
		return []byte(`<!doctype html><html><head></head><body><article class="article"><div class="prose">` + body + `</div></article></body></html>`)
	}
	files := map[string][]byte{
		"_navbuild/style.css": []byte(`.icon-book,.icon-rocket{--icon:url(x)}`),
		"bad/index.html": page(`<span class="icon icon-book"></span><span class="icon icon-nope"></span><span class="icon"></span><svg class="icon" viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>` +
			`<p>$$x$$ and \(y\)</p><pre><code>$$ in code</code></pre><span class="math">\[z\]</span>` +
			`<pre class="mermaid">graph TD</pre><div class="code-block" data-lang="mermaid"><pre>graph</pre></div>`),
		"empty/index.html": page(" \n "),
		"good/index.html":  page(`<p>text</p><div class="mermaid"><pre class="mermaid">graph</pre><svg></svg></div><style>.icon-nope{}</style><span class="icon icon-nope"></span>`),
		"drawn/index.html": page(`<script src="_navbuild/mermaid.js"></script><pre class="mermaid">graph</pre><img src="a.png" alt="">`),
		"not-a-page.html":  []byte(`<p>no article</p>`),
	}
	c := countPages(files)
	got := fmt.Sprintf("pages=%d icons=%d math=%d mermaid=%d empty=%d", c.pages, c.icons, c.math, c.mermaid, c.empty)
	if want := "pages=4 icons=2 math=3 mermaid=2 empty=1"; got != want {
		t.Errorf("countPages = %s, want %s\n%s", got, want, strings.Join(c.examples, "\n"))
	}
}
