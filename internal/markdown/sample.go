package markdown

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
)

// CodeBlock writes code as a highlighted block, the markup of a fenced
// code block. The request samples of API pages in cURL, Python and
// JavaScript/TypeScript, navbuild's own and the spec's alike, go through a
// small lexer (strings, numbers, comments, keywords, punctuation): chroma
// takes milliseconds per sample, and an API site has thousands. JSON
// always takes the fast path when it is plain JSON. Anything else goes
// through chroma. CodeBlock is safe for concurrent use.
//
// Only the first maxLines lines (all of them when maxLines is 0) are
// highlighted; the rest follows as plain text in one
// <span class="code-rest">. A browser lays out every span of a block, even
// where a scroll box hides it: a spec's 4,600-line example was 18,000
// spans, two thirds of its page's time to DOMContentLoaded, while the
// same text plain costs next to nothing.
//
// Tokens carry the classes p colours (every class when p is nil).
func CodeBlock(w *bytes.Buffer, p *Palette, lang, code string, maxLines int) {
	w.Grow(len(code)*2 + 256)
	bw := bufWriter{w}
	f := fence{lang: lang}
	_, _ = bw.WriteString(`<div class="code-block"`)
	if lang != "" {
		_, _ = bw.WriteString(` data-lang="`)
		writeAttr(bw, lang)
		_ = bw.WriteByte('"')
	}
	_, _ = bw.WriteString(`><pre class="chroma" tabindex="0"><code>`)
	lw := lineWriter{w: bw, f: &f, pal: p}
	head, rest := splitLines(code, maxLines)
	if rest != "" && strings.Contains(code, "\r\n") {
		// Lexers differ in what they make of a CR; the cut counts bytes.
		code = strings.ReplaceAll(code, "\r\n", "\n")
		head, rest = splitLines(code, maxLines)
	}
	tokens, ok := tokeniseSample(lang, code)
	if !ok {
		tokens, ok = blocks.tokenise(lang, code) // JSON takes its fast path there
	}
	if ok {
		for _, t := range tokens {
			if rest != "" && len(t.Value) >= len(head) {
				lw.write(p.class(t.Type), head)
				break
			}
			lw.write(p.class(t.Type), t.Value)
			if rest != "" {
				head = head[len(t.Value):]
			}
		}
	} else {
		lw.write("", head)
	}
	lw.end()
	if rest != "" {
		_, _ = bw.WriteString(`<span class="code-rest">`)
		writeEscaped(bw, rest)
		_, _ = bw.WriteString(`</span>`)
	}
	_, _ = bw.WriteString("</code></pre></div>\n")
}

// splitLines cuts code after its first n lines (never when n is 0).
func splitLines(code string, n int) (head, rest string) {
	if n <= 0 {
		return code, ""
	}
	at := 0
	for i := 0; i < n; i++ {
		nl := strings.IndexByte(code[at:], '\n')
		if nl < 0 {
			return code, ""
		}
		at += nl + 1
	}
	return code[:at], code[at:]
}

// bufWriter gives a bytes.Buffer the methods of goldmark's BufWriter,
// which the line writer takes, without a bufio.Writer's own buffer.
type bufWriter struct{ *bytes.Buffer }

func (b bufWriter) Available() int { return b.Cap() - b.Len() }
func (b bufWriter) Buffered() int  { return 0 }
func (b bufWriter) Flush() error   { return nil }

// blocks is the highlighter of CodeBlock, with its own lexer cache.
var blocks = &nodeRenderer{}

// sampleWords are the words the sample lexer colours, per language; a
// language without an entry goes to chroma.
var sampleWords = map[string]map[string]chroma.TokenType{
	"bash": {"curl": chroma.NameBuiltin},
	"python": {
		"import": chroma.KeywordNamespace, "from": chroma.KeywordNamespace, "as": chroma.Keyword,
		"def": chroma.Keyword, "class": chroma.Keyword, "return": chroma.Keyword, "if": chroma.Keyword,
		"else": chroma.Keyword, "elif": chroma.Keyword, "for": chroma.Keyword, "in": chroma.OperatorWord,
		"with": chroma.Keyword, "await": chroma.Keyword, "async": chroma.Keyword, "try": chroma.Keyword,
		"except": chroma.Keyword, "raise": chroma.Keyword, "not": chroma.OperatorWord, "and": chroma.OperatorWord,
		"or": chroma.OperatorWord, "is": chroma.OperatorWord, "lambda": chroma.Keyword,
		"True": chroma.KeywordConstant, "False": chroma.KeywordConstant, "None": chroma.KeywordConstant,
		"print": chroma.NameBuiltin,
	},
	"javascript": jsWords,
	"typescript": jsWords,
}

var jsWords = map[string]chroma.TokenType{
	"const": chroma.KeywordDeclaration, "let": chroma.KeywordDeclaration, "var": chroma.KeywordDeclaration,
	"function": chroma.KeywordDeclaration, "new": chroma.KeywordReserved, "import": chroma.KeywordReserved,
	"export": chroma.KeywordReserved, "from": chroma.KeywordReserved, "default": chroma.KeywordReserved,
	"return": chroma.Keyword, "await": chroma.Keyword, "async": chroma.Keyword, "if": chroma.Keyword,
	"else": chroma.Keyword, "for": chroma.Keyword, "of": chroma.Keyword, "try": chroma.Keyword,
	"catch": chroma.Keyword, "throw": chroma.Keyword, "type": chroma.KeywordReserved, "interface": chroma.KeywordReserved,
	"true": chroma.KeywordConstant, "false": chroma.KeywordConstant, "null": chroma.KeywordConstant,
	"undefined": chroma.KeywordConstant, "fetch": chroma.NameOther, "JSON": chroma.NameBuiltin,
	"console": chroma.NameBuiltin, "FormData": chroma.NameBuiltin, "URLSearchParams": chroma.NameBuiltin,
}

// tokeniseSample highlights request samples: strings (with JavaScript's
// template literals and Python's triple quotes), numbers, comments,
// keywords and punctuation, which is what samples hold. It keeps every
// byte of code.
func tokeniseSample(lang, code string) ([]chroma.Token, bool) {
	words, ok := sampleWords[lang]
	if !ok {
		return nil, false
	}
	js := lang == "javascript" || lang == "typescript"
	bash := lang == "bash"
	tokens := make([]chroma.Token, 0, len(code)/4)
	emit := func(t chroma.TokenType, v string) {
		tokens = append(tokens, chroma.Token{Type: t, Value: v})
	}
	lineEnd := func(i int) int {
		if n := strings.IndexByte(code[i:], '\n'); n >= 0 {
			return i + n
		}
		return len(code)
	}
	word := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '$' && js
	}
	i := 0
	for i < len(code) {
		c := code[i]
		next := byte(0)
		if i+1 < len(code) {
			next = code[i+1]
		}
		switch {
		case isSpace(c):
			j := spaceEnd(code, i)
			emit(chroma.Text, code[i:j])
			i = j
		case js && c == '/' && next == '/', c == '#' && (lang == "python" || bash && (i == 0 || strings.IndexByte(" \t\n;", code[i-1]) >= 0)):
			// A shell comment starts a word ("a#b" and "/#x" are not).
			j := lineEnd(i)
			emit(chroma.CommentSingle, code[i:j])
			i = j
		case js && c == '/' && next == '*':
			j := len(code)
			if n := strings.Index(code[i+2:], "*/"); n >= 0 {
				j = i + 2 + n + 2
			}
			emit(chroma.CommentMultiline, code[i:j])
			i = j
		case lang == "python" && (strings.HasPrefix(code[i:], `"""`) || strings.HasPrefix(code[i:], "'''")):
			j := len(code)
			if n := strings.Index(code[i+3:], code[i:i+3]); n >= 0 {
				j = i + 3 + n + 3
			}
			emit(chroma.LiteralStringDoc, code[i:j])
			i = j
		case c == '\'' || c == '"' || c == '`' && js:
			j := i + 1
			for j < len(code) && code[j] != c {
				if code[j] == '\\' && !(bash && c == '\'') {
					j++
				}
				j++
			}
			j = min(j+1, len(code))
			t := chroma.LiteralStringDouble
			switch c {
			case '\'':
				t = chroma.LiteralStringSingle
			case '`':
				t = chroma.LiteralStringBacktick
			}
			emit(t, code[i:j])
			i = j
		case c == '\\' && bash:
			emit(chroma.LiteralStringEscape, code[i:i+1])
			i++
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(code) && (code[j] >= '0' && code[j] <= '9' || code[j] == '.') {
				j++
			}
			emit(chroma.LiteralNumberInteger, code[i:j])
			i = j
		case word(c) || c == '-' && bash:
			j := i + 1
			for j < len(code) && (word(code[j]) || code[j] == '-' && bash) {
				j++
			}
			t, known := words[code[i:j]]
			switch {
			case known && !(i > 0 && code[i-1] == '.'): // a property is no keyword
			case bash:
				t = chroma.Text
			default:
				t = chroma.Name
			}
			emit(t, code[i:j])
			i = j
		case strings.IndexByte("=>+-*/.!<&|%?", c) >= 0:
			emit(chroma.Operator, code[i:i+1])
			i++
		default:
			// One character, whole: a multi-byte rune stays intact.
			_, size := utf8.DecodeRuneInString(code[i:])
			emit(chroma.Punctuation, code[i:i+size])
			i += size
		}
	}
	return tokens, true
}
