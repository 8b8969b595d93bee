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

// FieldItem returns the first line of a Markdown list item for a field:
// "- `name` (marks): desc", leaving out what is empty. name is folded to
// one line. The twins of pages (ParamField, ResponseField) and of endpoint
// references list fields this way.
func FieldItem(name string, marks []string, desc string) string {
	line := "-"
	if name != "" {
		line += " " + CodeSpan(strings.Join(strings.Fields(name), " "))
	}
	if len(marks) > 0 {
		line += " (" + strings.Join(marks, ", ") + ")"
	}
	if desc != "" {
		line += ": " + desc
	}
	return line
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
