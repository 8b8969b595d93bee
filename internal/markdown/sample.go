package markdown

import (
	"bytes"
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// CodeBlock writes code as a highlighted block, the markup of a fenced
// code block. Code that navbuild generates itself (Generated: the request
// samples of API pages) is highlighted by a small lexer for cURL, Python
// and JavaScript: chroma takes milliseconds per sample, and an API site
// has thousands. JSON always takes the fast path when it is plain JSON.
// Anything else goes through chroma. CodeBlock is safe for concurrent use.
func CodeBlock(w *bytes.Buffer, lang, code string, generated bool) {
	w.Grow(len(code)*2 + 256)
	bw := bufWriter{w}
	f := fence{lang: lang}
	_, _ = bw.WriteString(`<div class="code-block"`)
	if lang != "" {
		_, _ = bw.WriteString(` data-lang="`)
		writeEscaped(bw, lang)
		_ = bw.WriteByte('"')
	}
	_, _ = bw.WriteString(`><pre class="chroma"><code>`)
	lw := lineWriter{w: bw, f: &f}
	var tokens []chroma.Token
	ok := false
	if generated {
		tokens, ok = tokeniseSample(lang, code)
	}
	if !ok {
		tokens, ok = blocks.tokenise(lang, code) // JSON takes its fast path there
	}
	if ok {
		for _, t := range tokens {
			lw.write(class(t.Type), t.Value)
		}
	} else {
		lw.write("", code)
	}
	lw.end()
	_, _ = bw.WriteString("</code></pre></div>\n")
}

// bufWriter gives a bytes.Buffer the methods of goldmark's BufWriter,
// which the line writer takes, without a bufio.Writer's own buffer.
type bufWriter struct{ *bytes.Buffer }

func (b bufWriter) Available() int { return b.Cap() - b.Len() }
func (b bufWriter) Buffered() int  { return 0 }
func (b bufWriter) Flush() error   { return nil }

// blocks is the highlighter of CodeBlock, with its own lexer cache.
var blocks = &nodeRenderer{}

var sampleWords = map[string]map[string]chroma.TokenType{
	"bash": {"curl": chroma.NameBuiltin},
	"python": {
		"import": chroma.KeywordNamespace, "from": chroma.KeywordNamespace,
		"True": chroma.KeywordConstant, "False": chroma.KeywordConstant, "None": chroma.KeywordConstant,
		"print": chroma.NameBuiltin,
	},
	"javascript": {
		"const": chroma.KeywordDeclaration, "let": chroma.KeywordDeclaration, "new": chroma.KeywordReserved,
		"return": chroma.Keyword, "true": chroma.KeywordConstant, "false": chroma.KeywordConstant,
		"null": chroma.KeywordConstant, "fetch": chroma.NameOther, "JSON": chroma.NameBuiltin,
		"console": chroma.NameBuiltin, "FormData": chroma.NameBuiltin, "URLSearchParams": chroma.NameBuiltin,
	},
}

// tokeniseSample highlights the request samples navbuild writes: strings,
// numbers, keywords and punctuation, which is all they hold.
func tokeniseSample(lang, code string) ([]chroma.Token, bool) {
	words, ok := sampleWords[lang]
	if !ok {
		return nil, false
	}
	tokens := make([]chroma.Token, 0, len(code)/4)
	emit := func(t chroma.TokenType, v string) {
		tokens = append(tokens, chroma.Token{Type: t, Value: v})
	}
	i := 0
	for i < len(code) {
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			j := i + 1
			for j < len(code) && (code[j] == ' ' || code[j] == '\t' || code[j] == '\n') {
				j++
			}
			emit(chroma.Text, code[i:j])
			i = j
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(code) && code[j] != c {
				if code[j] == '\\' && lang != "bash" {
					j++
				}
				j++
			}
			j = min(j+1, len(code))
			t := chroma.LiteralStringDouble
			if c == '\'' {
				t = chroma.LiteralStringSingle
			}
			emit(t, code[i:j])
			i = j
		case c == '\\' && lang == "bash":
			emit(chroma.LiteralStringEscape, code[i:i+1])
			i++
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(code) && (code[j] >= '0' && code[j] <= '9' || code[j] == '.') {
				j++
			}
			emit(chroma.LiteralNumberInteger, code[i:j])
			i = j
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' && lang == "bash":
			j := i + 1
			for j < len(code) && (code[j] == '_' || code[j] == '-' && lang == "bash" || code[j] >= 'a' && code[j] <= 'z' || code[j] >= 'A' && code[j] <= 'Z' || code[j] >= '0' && code[j] <= '9') {
				j++
			}
			t, known := words[code[i:j]]
			switch {
			case known:
			case lang == "bash":
				t = chroma.Text
			default:
				t = chroma.Name
			}
			emit(t, code[i:j])
			i = j
		case strings.IndexByte("=>+-*/.!", c) >= 0:
			emit(chroma.Operator, code[i:i+1])
			i++
		default:
			emit(chroma.Punctuation, code[i:i+1])
			i++
		}
	}
	return tokens, true
}
