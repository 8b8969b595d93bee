package mdx

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/markdown"
)

// Options configure a [Renderer]. The zero value works: no snippets, links
// untouched.
type Options struct {
	// Markdown converts Markdown to HTML; nil means a default goldmark with
	// GFM, footnotes, auto heading ids and raw HTML passed through
	// (html.WithUnsafe), and without indented code blocks, which MDX does
	// not have. Heading ids come from the parser.Context's IDs, which the
	// Renderer sets to one generator per page.
	Markdown goldmark.Markdown
	// ReadFile reads a file of the docs folder by slash path from its root
	// ("snippets/note.mdx"); nil means snippets cannot be read.
	ReadFile func(name string) ([]byte, error)
	// NoMath reads "$…$", "$$…$$", "\(…\)" and "\[…\]" as text
	// (docs.json's styling.latex false); the zero value reads them as math.
	NoMath bool
	// IconLibrary is docs.json's `icons.library`, which icon names are
	// looked up in ([icons.Find]); "" is Font Awesome.
	IconLibrary string
	// IconDir, if set, is the folder (a URL path from the site's root,
	// ending in "/") the pages' icons are drawn from: an icon is a <use>
	// of its file there ([icons.Glyph.UseSVG]), and Result.Icons holds
	// the files. "" draws every icon inline, as a page read from disk
	// needs.
	IconDir string
	// JSTimeBudget bounds the time one JavaScript evaluation may take (a
	// snippet's or a page's module top level, one component's render):
	// past it a watchdog stops the evaluation, which is a warning at the
	// module, the component's children shown instead. 0 is 2 seconds.
	JSTimeBudget time.Duration
	// JSCallDepth bounds JavaScript's call stack (recursion): a deeper
	// call throws a RangeError, a warning at its position. 0 is 1024.
	JSCallDepth int
	// JSMemory bounds the bytes one JavaScript evaluation may make the
	// heap grow by (a huge array or string): past it the evaluation is
	// stopped, a warning at its position, the component's children shown
	// instead. 0 is 256 MiB.
	JSMemory int64
}

// Renderer renders MDX pages. It holds no per-page state and is safe for
// concurrent use as long as Options.Markdown and Options.ReadFile are.
type Renderer struct {
	md       goldmark.Markdown
	readFile func(string) ([]byte, error)
	noMath   bool
	iconLib  string
	iconDir  string
	progs    *programs     // JavaScript modules compiled in this build
	calls    *calls        // JavaScript components' output by props
	budget   time.Duration // per JavaScript evaluation; 0 is evalBudget
	depth    int           // JavaScript's call stack; 0 is maxCallStack
	memory   int64         // per JavaScript evaluation; 0 is defaultMemory
}

// New returns a Renderer configured by opts.
func New(opts Options) *Renderer {
	md := opts.Markdown
	if md == nil {
		md = defaultMarkdown()
	}
	return &Renderer{md: md, readFile: opts.ReadFile, noMath: opts.NoMath, iconLib: opts.IconLibrary, iconDir: opts.IconDir, progs: &programs{}, calls: &calls{},
		budget: opts.JSTimeBudget, depth: opts.JSCallDepth, memory: opts.JSMemory}
}

// defaultMarkdown is goldmark as MDX reads Markdown: GFM, footnotes, heading
// ids, and no indented code (MDX turns it off so that JSX can be indented).
func defaultMarkdown() goldmark.Markdown {
	p := gparser.NewParser(
		gparser.WithBlockParsers(markdown.BlockParsers()...),
		gparser.WithInlineParsers(gparser.DefaultInlineParsers()...),
		gparser.WithParagraphTransformers(gparser.DefaultParagraphTransformers()...),
		gparser.WithASTTransformers(util.Prioritized(markdown.HeadingIDs(), 100)),
	)
	return goldmark.New(
		goldmark.WithParser(p),
		goldmark.WithExtensions(extension.GFM, markdown.TableWrap, markdown.Footnote, markdown.MDX),
		goldmark.WithRendererOptions(html.WithUnsafe()),
	)
}

// Page is one page to render.
type Page struct {
	// File is the slash path of the page in the docs folder, for
	// diagnostics and relative snippet paths.
	File string
	// Src is the whole file, front matter included.
	Src []byte
	// Link rewrites a link (asset false) or an image or other asset (asset
	// true) destination; nil leaves them. It is called for internal
	// destinations only, never for "#fragment" ones.
	Link func(dest string, asset bool) string
	// Self is the page's own path from the site root ("guides/intro/"),
	// which every in-page link (href="#id": heading anchors, footnotes,
	// changelog labels, the author's "#id" links) starts with: pages set
	// <base href> to the site root, where "#id" alone would lead to the
	// home page. Empty leaves "#id".
	Self string
	// AnchorLabel names the "#" links of the page's headings for screen
	// readers, in the page's language; empty: "Link to this section".
	AnchorLabel string
	// Palette is the token classes the site's stylesheet colours, which
	// code blocks write (markdown.SetPalette); nil writes every class.
	Palette *markdown.Palette
	// Markdown asks for the page's Markdown twin too (Result.Markdown).
	Markdown bool
}

// Result is what rendering a page produced and found out.
type Result struct {
	HTML []byte
	// TOC lists the h2 and h3 headings in order, and changelog entries
	// (Update) at level 2. Headings inside Update, Accordion and Expandable
	// are left out: they are collapsed or belong to their entry.
	TOC []Heading
	// IDs lists every id attribute of HTML, in order.
	IDs []string
	// Links lists every internal link and asset destination as written,
	// fragments included; external ones (a scheme, //) are left out.
	Links []Link
	// Unknown lists the names of unknown components used, sorted, unique.
	Unknown []string
	// UnknownAt gives where each of Unknown is first used (in the page or
	// a snippet it includes).
	UnknownAt map[string]diag.Pos
	// Diagnostics are the problems found, sorted by position.
	Diagnostics []diag.Diagnostic
	// Refused are the snippets that were not read because reading them is
	// unsafe (docfs.ErrRefused: a link leading out of the docs folder, a
	// special file, a file too large), at the import or use: errors, where
	// the other problems are the page's own and may be warnings.
	Refused []diag.Diagnostic
	// RequestExample and ResponseExample are the code groups of the
	// page's <RequestExample> and <ResponseExample>, which the reference
	// shows beside the content, not in it (nil without one). Their ids
	// and links are in IDs and Links.
	RequestExample, ResponseExample []byte
	// Markdown is the page as plain Markdown when Page.Markdown is set:
	// components written as what they mean (a callout as a labelled
	// blockquote, tabs and code groups as headed sections, cards as links,
	// steps as a numbered list, fields as a list), snippets inlined, ESM
	// gone, <Visibility for="agents"> content only here. Links are as
	// written.
	Markdown []byte
	// Updates are the page's <Update> entries in order, for a changelog's
	// RSS feed.
	Updates []Update
	// Icons are the icon files the page draws from, by name in
	// Options.IconDir; nil without IconDir or icons.
	Icons map[string][]byte
}

// Update is a changelog entry (<Update>): its label, anchor, description
// and tags, its `rss` prop's title and description ("" when unset), and
// its content as the page's HTML.
type Update struct {
	Label, ID, Description string
	Tags                   []string
	RSSTitle, RSSText      string
	HTML                   []byte
}

// Heading is an entry of a page's table of contents.
type Heading struct {
	Level    int
	ID, Text string
}

// Link is an internal link of a page. Line is the line of the page where
// it is written; for a link inside a snippet, the line that uses the
// snippet.
type Link struct {
	Dest string
	Line int
}

// Render renders one page. It never fails; problems are in
// Result.Diagnostics.
func (r *Renderer) Render(p Page) (res Result) {
	defer func() {
		// A bug must not take the build down with it: report it and show
		// the page's source.
		if e := recover(); e != nil {
			res = Result{
				HTML: append(append([]byte("<pre>"), escape(string(p.Src))...), "</pre>"...),
				Diagnostics: []diag.Diagnostic{{
					Severity: diag.Error, Pos: diag.Pos{File: p.File},
					Msg: fmt.Sprintf("internal error rendering MDX: %v", e),
				}},
			}
		}
	}()
	return r.render(p)
}

// render is Render without the safety net, for tests to see panics.
func (r *Renderer) render(p Page) (res Result) {
	st := newState(r, p)
	src := newSource(p.File, p.Src)
	src.math = !r.noMath
	st.pageSrc = src
	st.stack = []string{p.File}
	var w bytes.Buffer
	m := st.newModule(p.File, src)
	st.addReferences(src, m.nodes)
	st.flow(&w, &frag{src: src, nodes: m.nodes, sc: m.scope}, false)
	res.HTML = w.Bytes()
	res.TOC = st.toc
	res.Updates = st.updates
	res.Icons = st.icons
	res.IDs = collectIDs(res.HTML)
	if st.request.Len() > 0 {
		res.RequestExample = st.request.Bytes()
		res.IDs = append(res.IDs, collectIDs(res.RequestExample)...)
	}
	if st.response.Len() > 0 {
		res.ResponseExample = st.response.Bytes()
		res.IDs = append(res.IDs, collectIDs(res.ResponseExample)...)
	}
	res.Links = st.links
	if p.Markdown {
		res.Markdown = st.twin(m)
	}
	for name := range st.unknown {
		res.Unknown = append(res.Unknown, name)
	}
	if len(st.unknown) > 0 {
		res.UnknownAt = st.unknown
	}
	sort.Strings(res.Unknown)
	res.Diagnostics = dedupe(st.diags)
	res.Refused = st.refused
	return res
}

func dedupe(ds diag.List) []diag.Diagnostic {
	ds.Sort()
	return slices.CompactFunc(ds, func(a, b diag.Diagnostic) bool {
		return a.Pos == b.Pos && a.Msg == b.Msg && a.Severity == b.Severity
	})
}

// collectIDs returns the values of the id attributes in h. Text and
// attribute values never hold a raw `"`, so ` id="` only starts an id.
func collectIDs(h []byte) []string {
	var ids []string
	for i := 0; ; {
		k := bytes.Index(h[i:], []byte(` id="`))
		if k < 0 {
			return ids
		}
		s := i + k + len(` id="`)
		e := bytes.IndexByte(h[s:], '"')
		if e < 0 {
			return ids
		}
		ids = append(ids, unescape(string(h[s:s+e])))
		i = s + e
	}
}
