package markdown

import (
	"bytes"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// nodeRenderer renders fenced code blocks, math and heading anchors. Other
// links go to goldmark's own link renderer. Safe for concurrent use.
type nodeRenderer struct {
	html renderer.NodeRenderer // goldmark's, for ordinary links
	link renderer.NodeRendererFunc

	// lexers caches chroma lexers by lower-cased language name (nil for
	// none): lexers.Get falls back to matching file name patterns, which
	// is slow for names it does not know.
	lexers  sync.Map
	nLexers atomic.Int32

	// tokens caches the tokens of highlighted blocks by language and
	// code, when cacheTokens is set: chroma's lexers manage about 0.5 MB/s,
	// and sites repeat snippets (versions, translations). Entries are
	// never evicted; the cache stops growing at maxCachedCode bytes.
	cacheTokens bool
	tokens      sync.Map // string(lower-case lang + "\x00" + code) → []chroma.Token
	cachedCode  atomic.Int64

	disk *Cache   // highlighted code on disk, across builds; nil for none
	ids  sync.Map // lower-cased language → its lexer's identity in disk
}

// Bounds of the caches: a site names few languages, but its pages are
// input.
const (
	maxCachedLexers = 512
	maxCachedCode   = 4 << 20 // bytes of code
	maxCachedBlock  = 64 << 10
)

func newNodeRenderer(cacheTokens bool, disk *Cache) *nodeRenderer {
	r := &nodeRenderer{html: html.NewRenderer(), cacheTokens: cacheTokens, disk: disk}
	funcs := registry{}
	r.html.RegisterFuncs(funcs)
	r.link = funcs[ast.KindLink]
	return r
}

// registry captures the functions a NodeRenderer registers.
type registry map[ast.NodeKind]renderer.NodeRendererFunc

func (r registry) Register(k ast.NodeKind, f renderer.NodeRendererFunc) { r[k] = f }

// SetOption passes goldmark's renderer options (WithUnsafe, WithXHTML…)
// on to the link renderer.
func (r *nodeRenderer) SetOption(name renderer.OptionName, value any) {
	if s, ok := r.html.(renderer.SetOptioner); ok {
		s.SetOption(name, value)
	}
}

func (r *nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindFencedCodeBlock, r.renderFencedCodeBlock)
	reg.Register(ast.KindLink, r.renderLink)
	reg.Register(ast.KindHeading, renderHeading)
	reg.Register(kindMathBlock, renderMathBlock)
	reg.Register(kindMathInline, renderMathInline)
}

func (r *nodeRenderer) renderLink(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Link)
	if !IsAnchor(n) {
		return r.link(w, src, node, entering)
	}
	if wrapped(n.Parent()) {
		// The heading's text is the link (renderHeading opened it).
		if entering {
			_, _ = w.WriteString(`</a>`)
		}
		return ast.WalkContinue, nil
	}
	if entering {
		_, _ = w.WriteString(`<a class="anchor" href="`)
		writeSelf(w, n)
		_, _ = w.Write(AppendFragment(nil, n.Destination))
		_, _ = w.WriteString(`" aria-label="`)
		writeAnchorLabel(w, n)
		_, _ = w.WriteString(`">#</a>`)
	}
	return ast.WalkContinue, nil
}

// renderHeading writes a heading as goldmark does and, when its anchor
// can hold its text (wrapped), opens the anchor around the text: the
// heading links to itself, as the reference's does when clicked, and the
// link needs no name of its own, class or "#" (style.css draws the
// icon); a heading with a link or an image of its own keeps a separate
// anchor.
func renderHeading(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Heading)
	if !entering {
		_, _ = w.WriteString("</h")
		_ = w.WriteByte("0123456"[n.Level])
		_, _ = w.WriteString(">\n")
		return ast.WalkContinue, nil
	}
	_, _ = w.WriteString("<h")
	_ = w.WriteByte("0123456"[n.Level])
	if n.Attributes() != nil {
		html.RenderAttributes(w, node, html.HeadingAttributeFilter)
	}
	_ = w.WriteByte('>')
	if wrapped(n) {
		a := n.LastChild().(*ast.Link)
		_, _ = w.WriteString(`<a href="`)
		writeSelf(w, a)
		_, _ = w.Write(AppendFragment(nil, a.Destination))
		_, _ = w.WriteString(`">`)
	}
	return ast.WalkContinue, nil
}

// wrapped reports whether n is a heading whose anchor link holds its
// text: it ends with an anchor, and the rest is text, code and emphasis
// (no link, image or raw HTML, which a link cannot hold or which could
// hold a link).
func wrapped(n ast.Node) bool {
	h, ok := n.(*ast.Heading)
	if !ok {
		return false
	}
	a, ok := h.LastChild().(*ast.Link)
	if !ok || !IsAnchor(a) || h.FirstChild() == a {
		return false
	}
	plain := true
	for c := h.FirstChild(); c != a && plain; c = c.NextSibling() {
		_ = ast.Walk(c, func(d ast.Node, entering bool) (ast.WalkStatus, error) {
			switch d := d.(type) {
			case *ast.Text, *ast.String, *ast.CodeSpan, *ast.Emphasis:
				return ast.WalkContinue, nil
			case *MDXInline:
				// An element or expression: plain unless it holds a
				// link (a badge, an icon).
				if !bytes.Contains(d.HTML, []byte("<a ")) && !bytes.Contains(d.HTML, []byte("<a>")) {
					return ast.WalkSkipChildren, nil
				}
			}
			plain = false
			return ast.WalkStop, nil
		})
	}
	return plain
}

func (r *nodeRenderer) renderFencedCodeBlock(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.FencedCodeBlock)
	var info string
	if n.Info != nil {
		info = string(n.Info.Segment.Value(src))
	}
	f := parseFence(info)
	var code strings.Builder
	lines := n.Lines()
	for i := range lines.Len() {
		seg := lines.At(i)
		code.Write(seg.Value(src))
	}
	switch {
	case strings.EqualFold(f.lang, "mermaid"):
		writeMermaid(w, f, code.String())
		return ast.WalkSkipChildren, nil
	case strings.EqualFold(f.lang, "math"):
		_, _ = w.WriteString(`<div class="math math-display">`)
		writeEscaped(w, strings.TrimRight(code.String(), "\r\n"))
		_, _ = w.WriteString("</div>\n")
		return ast.WalkSkipChildren, nil
	}

	_, _ = w.WriteString(`<div class="code-block`)
	if f.lines {
		_, _ = w.WriteString(" lines")
	}
	if f.wrap {
		_, _ = w.WriteString(" wrap")
	}
	if len(f.focus) > 0 {
		_, _ = w.WriteString(" has-focus")
	}
	_ = w.WriteByte('"')
	if f.lang != "" {
		_, _ = w.WriteString(` data-lang="`)
		writeAttr(w, f.lang)
		_ = w.WriteByte('"')
	}
	_ = w.WriteByte('>')
	if f.title != "" {
		_, _ = w.WriteString(`<div class="code-title">`)
		writeEscaped(w, f.title)
		_, _ = w.WriteString(`</div>`)
	}
	_, _ = w.WriteString(`<pre class="chroma" tabindex="0"><code>`)
	pal := paletteOf(n)
	lw := lineWriter{w: w, f: &f, pal: pal}
	if tokens, ok := r.tokenise(f.lang, code.String()); ok {
		for _, t := range tokens {
			lw.write(pal.class(t.Type), t.Value)
		}
	} else {
		lw.write("", code.String())
	}
	lw.end()
	_, _ = w.WriteString("</code></pre></div>\n")
	return ast.WalkSkipChildren, nil
}

// tokenise highlights code as lang, or reports false for a language chroma
// does not know (or a lexer that fails), so that the code stays plain.
func (r *nodeRenderer) tokenise(lang, code string) (tokens []chroma.Token, ok bool) {
	if l := strings.ToLower(lang); l == "json" || l == "jsonc" || l == "json5" {
		if tokens, ok := tokeniseJSON(code); ok {
			return tokens, true
		}
	}
	lexer := r.lexer(lang)
	if lexer == nil {
		return nil, false
	}
	if len(code) > maxHighlighted {
		// Highlighting is superlinear on some lexers: a huge block stays
		// plain rather than hold the build.
		return nil, false
	}
	if !r.cacheTokens || len(code) > maxCachedBlock {
		return r.tokeniseDisk(lexer, lang, code)
	}
	key := strings.ToLower(lang) + "\x00" + code
	if v, ok := r.tokens.Load(key); ok {
		return v.([]chroma.Token), true
	}
	tokens, ok = r.tokeniseDisk(lexer, lang, code)
	if ok && r.cachedCode.Add(int64(len(key))) <= maxCachedCode {
		r.tokens.Store(key, tokens)
	}
	return tokens, ok
}

// tokeniseDisk is tokenise through the disk cache, when there is one.
func (r *nodeRenderer) tokeniseDisk(lexer chroma.Lexer, lang, code string) ([]chroma.Token, bool) {
	var id string
	if v, ok := r.ids.Load(strings.ToLower(lang)); ok && r.disk != nil {
		id = v.(string)
	}
	if id == "" {
		return tokenise(lexer, code)
	}
	if tokens, ok := r.disk.get(id, code); ok {
		return tokens, true
	}
	tokens, ok := tokenise(lexer, code)
	if ok {
		r.disk.put(id, code, tokens)
	}
	return tokens, ok
}

// maxHighlighted is the largest code block chroma highlights.
const maxHighlighted = 256 << 10

func tokenise(lexer chroma.Lexer, code string) (tokens []chroma.Token, ok bool) {
	// A lexer bug must not take the build down with it: the block is
	// then shown plain.
	defer func() {
		if recover() != nil {
			tokens, ok = nil, false
		}
	}()
	it, err := lexer.Tokenise(nil, code)
	if err != nil {
		return nil, false
	}
	return it.Tokens(), true
}

// aliases maps the reference's language names that chroma lacks to a
// close chroma lexer.
var aliases = map[string]string{
	"mdx":          "markdown",
	"shellsession": "console",
	"curl":         "bash",
	"dotenv":       "bash",
}

func (r *nodeRenderer) lexer(lang string) chroma.Lexer {
	if lang == "" {
		return nil
	}
	key := strings.ToLower(lang)
	if v, ok := r.lexers.Load(key); ok {
		l, _ := v.(chroma.Lexer)
		return l
	}
	name := key
	if a, ok := aliases[key]; ok {
		name = a
	}
	var l chroma.Lexer
	var id string
	switch name {
	case "text", "txt", "plain", "plaintext":
		// nothing to highlight
	default:
		if l = lexers.Get(name); l != nil {
			untime(l)
			if r.disk != nil {
				id = lexerIdentity(l)
			}
			l = chroma.Coalesce(l)
		}
	}
	if r.nLexers.Add(1) <= maxCachedLexers {
		r.ids.Store(key, id)
		r.lexers.Store(key, l)
	}
	return l
}

// class returns the CSS class of a token type, as chroma's HTML formatter
// names it, or "" for plain text. Whitespace and lexer errors are left
// unstyled: errors mostly mark syntax the lexer does not know (JSX in
// JavaScript, comments in JSON), not mistakes.
func class(t chroma.TokenType) string {
	switch t {
	case chroma.Text, chroma.TextWhitespace, chroma.Error:
		return ""
	}
	for ; t != 0; t = t.Parent() {
		if c, ok := chroma.StandardTypes[t]; ok {
			return c
		}
	}
	return ""
}

// lineWriter writes highlighted code one <span class="line"> per line,
// each followed by a newline outside it, so that copying the text gives
// the code back without extra blank lines. Only a block that marks lines
// (highlighted, focused or numbered) needs the spans: a plain block's
// lines are its tokens and newlines alone, which look and copy the same.
//
// Adjacent tokens of one class share one <span>, and so do two of one
// class with only whitespace between them when the palette knows that
// class draws nothing on whitespace (no background, no underline): the
// block looks the same, and its markup is a fifth shorter (issue 38).
type lineWriter struct {
	w    util.BufWriter
	f    *fence
	pal  *Palette
	line int    // current line, 1-based
	open bool   // a line span is open
	span string // the class of the open token span, "" for none
	gap  string // whitespace after the open token span, not yet written
}

func (lw *lineWriter) write(cls, s string) {
	for s != "" {
		part, rest, nl := strings.Cut(s, "\n")
		if nl {
			// CRLF sources: a lone CR would read as a second line break.
			part = strings.TrimSuffix(part, "\r")
		}
		if part != "" {
			lw.start()
			lw.token(cls, part)
		}
		if !nl {
			return
		}
		lw.start()
		lw.finish()
		s = rest
	}
}

// token writes part, a piece of one line of a token of class cls.
func (lw *lineWriter) token(cls, part string) {
	if lw.span != "" {
		switch {
		case cls == lw.span && (lw.gap == "" || lw.pal.spaces(cls)):
			_, _ = lw.w.WriteString(lw.gap)
			lw.gap = ""
			writeEscaped(lw.w, part)
			return
		case cls == "" && blank(part) && lw.pal.spaces(lw.span):
			lw.gap += part
			return
		}
		lw.closeSpan()
	}
	if cls == "" {
		writeEscaped(lw.w, part)
		return
	}
	_, _ = lw.w.WriteString(`<span class="`)
	_, _ = lw.w.WriteString(cls)
	_, _ = lw.w.WriteString(`">`)
	writeEscaped(lw.w, part)
	lw.span = cls
}

// closeSpan closes the open token span, if any, and writes the
// whitespace held after it.
func (lw *lineWriter) closeSpan() {
	if lw.span != "" {
		_, _ = lw.w.WriteString("</span>")
		lw.span = ""
	}
	_, _ = lw.w.WriteString(lw.gap)
	lw.gap = ""
}

// blank tells whether s is spaces and tabs only.
func blank(s string) bool {
	return strings.Trim(s, " \t") == ""
}

func (lw *lineWriter) start() {
	if lw.open {
		return
	}
	lw.open = true
	lw.line++
	if !lw.f.marksLines() {
		return
	}
	_, _ = lw.w.WriteString(`<span class="line`)
	if in(lw.f.highlight, lw.line) {
		_, _ = lw.w.WriteString(" hl")
	}
	if in(lw.f.focus, lw.line) {
		_, _ = lw.w.WriteString(" focus")
	}
	_, _ = lw.w.WriteString(`">`)
}

func (lw *lineWriter) finish() {
	lw.open = false
	if lw.f.marksLines() {
		lw.closeSpan()
		_, _ = lw.w.WriteString("</span>\n")
		return
	}
	if lw.span != "" && lw.pal.spaces(lw.span) {
		// The newline may end up inside the span, if the next line
		// starts with a token of its class.
		lw.gap += "\n"
		return
	}
	lw.closeSpan()
	_ = lw.w.WriteByte('\n')
}

// end closes a last line that had no newline, and the open token span.
func (lw *lineWriter) end() {
	if lw.open {
		lw.finish()
	}
	lw.closeSpan()
}

// writeEscaped writes s, text, with &, < and > escaped. A quote needs
// no escape in text: a code block's strings are a sixth of its markup
// as &quot; (160 bytes a page of the 25k versioned synthetic site).
func writeEscaped(w util.BufWriter, s string) {
	writeEscapedSet(w, s, false)
}

// writeAttr writes s, an attribute's value in quotes, with &, <, > and "
// escaped.
func writeAttr(w util.BufWriter, s string) {
	writeEscapedSet(w, s, true)
}

func writeEscapedSet(w util.BufWriter, s string, quote bool) {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '"':
			if !quote {
				continue
			}
			esc = "&quot;"
		default:
			continue
		}
		_, _ = w.WriteString(s[last:i])
		_, _ = w.WriteString(esc)
		last = i + 1
	}
	_, _ = w.WriteString(s[last:])
}

// writeMermaid writes a Mermaid diagram: its source in a <pre>, readable
// without a script, inside the container that the page's Mermaid script
// (assets/diagrams.js) draws the diagram into. The fence's placement and
// actions, the reference's options for the zoom and pan controls, become
// data attributes.
func writeMermaid(w util.BufWriter, f fence, code string) {
	_, _ = w.WriteString(`<div class="mermaid"`)
	switch f.placement {
	case "top-left", "top-right", "bottom-left", "bottom-right":
		_, _ = w.WriteString(` data-placement="` + f.placement + `"`)
	}
	switch f.actions {
	case "true", "false":
		_, _ = w.WriteString(` data-actions="` + f.actions + `"`)
	}
	_, _ = w.WriteString(`><pre class="mermaid-source" tabindex="0"><code>`)
	writeEscaped(w, code)
	_, _ = w.WriteString("</code></pre></div>\n")
}
