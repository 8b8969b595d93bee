package markdown

import "strings"

// CodeSpan returns s, one line of text, as a Markdown code span: between
// more backticks than any run in s, padded with a space where s starts or
// ends with one. The Markdown twins of pages and of endpoint references
// write their code this way.
func CodeSpan(s string) string {
	ticks := "`"
	for strings.Contains(s, ticks) {
		ticks += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return ticks + " " + s + " " + ticks
	}
	return ticks + s + ticks
}

// Fence returns code as a fenced code block of language lang, between
// more backticks than any run in code.
func Fence(code, lang string) string {
	ticks := "```"
	for strings.Contains(code, ticks) {
		ticks += "`"
	}
	return ticks + lang + "\n" + code + "\n" + ticks
}
