package markdown

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// tokeniseJSON highlights JSON the way chroma's JSON lexer does, a
// hundred times faster: API pages carry large JSON examples, and chroma's
// backtracking regular expressions made them most of a build's time. It
// reports false for anything that is not plain JSON (comments, a trailing
// text), which then goes to chroma.
func tokeniseJSON(code string) ([]chroma.Token, bool) {
	tokens := make([]chroma.Token, 0, len(code)/4)
	emit := func(t chroma.TokenType, v string) {
		tokens = append(tokens, chroma.Token{Type: t, Value: v})
	}
	i := 0
	for i < len(code) {
		c := code[i]
		switch {
		case isSpace(c):
			j := spaceEnd(code, i)
			emit(chroma.Text, code[i:j])
			i = j
		case strings.IndexByte("{}[],:", c) >= 0:
			emit(chroma.Punctuation, code[i:i+1])
			i++
		case c == '"':
			j := i + 1
			for j < len(code) && code[j] != '"' {
				if code[j] == '\\' {
					j++
				}
				if j < len(code) && code[j] == '\n' {
					return nil, false
				}
				j++
			}
			if j >= len(code) {
				return nil, false
			}
			j++
			// A key is a string followed by a colon.
			k := j
			for k < len(code) && (code[k] == ' ' || code[k] == '\t') {
				k++
			}
			t := chroma.LiteralStringDouble
			if k < len(code) && code[k] == ':' {
				t = chroma.NameTag
			}
			emit(t, code[i:j])
			i = j
		case c == '-' || c >= '0' && c <= '9':
			j := i + 1
			float := false
			for j < len(code) && strings.IndexByte("0123456789.eE+-", code[j]) >= 0 {
				float = float || strings.IndexByte(".eE", code[j]) >= 0
				j++
			}
			t := chroma.LiteralNumberInteger
			if float {
				t = chroma.LiteralNumberFloat
			}
			emit(t, code[i:j])
			i = j
		default:
			word := ""
			for _, w := range []string{"true", "false", "null"} {
				if strings.HasPrefix(code[i:], w) {
					word = w
				}
			}
			if word == "" {
				return nil, false
			}
			emit(chroma.KeywordConstant, word)
			i += len(word)
		}
	}
	return tokens, true
}

// isSpace reports whether c is white space between tokens.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// spaceEnd returns the end of the run of white space at code[i].
func spaceEnd(code string, i int) int {
	for i < len(code) && isSpace(code[i]) {
		i++
	}
	return i
}
