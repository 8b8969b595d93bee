package markdown

import (
	"strconv"
	"strings"
)

// fence is what a fenced code block's info string asks for, in the
// reference's syntax: ```lang [title words] [{ranges}] [flags] [key=value]…
// e.g. ```js index.js {1,3-5} lines, or ```js title="a b.js" highlight={2}.
type fence struct {
	lang      string
	title     string
	highlight []span // lines to highlight, 1-based, inclusive
	focus     []span // lines to focus (the others are dimmed)
	lines     bool   // show line numbers
	wrap      bool   // wrap long lines
	// A Mermaid diagram's controls: placement (top-left, top-right,
	// bottom-left, bottom-right) and actions ("true", "false"; "" for the
	// default, shown when the diagram is taller than 120px).
	placement, actions string
}

// marksLines reports whether f's block marks some lines (highlighted,
// focused or numbered), which takes a <span class="line"> per line.
func (f *fence) marksLines() bool {
	return f.highlight != nil || f.focus != nil || f.lines
}

// span is an inclusive range of 1-based line numbers.
type span struct{ from, to int }

// Limits that keep a malformed or hostile info string cheap.
const (
	maxSpans = 64
	maxLine  = 1 << 20
)

// parseFence parses an info string. It never fails: what it does not
// understand is ignored, and bare words it does not know form the title.
func parseFence(info string) fence {
	var f fence
	i := 0
	for i < len(info) && !isMetaSpace(info[i]) && info[i] != '{' {
		i++
	}
	f.lang = info[:i]
	var title []string
	explicitTitle := false
	for i < len(info) {
		if isMetaSpace(info[i]) {
			i++
			continue
		}
		var tok string
		tok, i = metaToken(info, i)
		switch {
		case tok[0] == '{':
			f.highlight = appendSpans(f.highlight, unwrap(tok))
		case tok[0] == '"' || tok[0] == '\'':
			title = append(title, unwrap(tok))
		default:
			key, value, ok := strings.Cut(tok, "=")
			if ok && isKey(key) {
				value = unwrap(value)
				switch key {
				case "title":
					f.title, explicitTitle = value, true
				case "highlight":
					f.highlight = appendSpans(f.highlight, value)
				case "focus":
					f.focus = appendSpans(f.focus, value)
				case "lines":
					f.lines = value != "false"
				case "wrap":
					f.wrap = value != "false"
				case "placement":
					f.placement = value
				case "actions":
					f.actions = value
				}
				// Other options (icon, theme, expandable…) change nothing here.
				continue
			}
			switch tok {
			case "lines":
				f.lines = true
			case "wrap":
				f.wrap = true
			case "expandable", "twoslash":
			default:
				title = append(title, tok)
			}
		}
	}
	if !explicitTitle {
		f.title = strings.Join(title, " ")
	}
	return f
}

func isMetaSpace(c byte) bool { return c == ' ' || c == '\t' }

// metaToken returns the token that starts at i and the index after it. A
// token is a quoted string, a {…} group, or a word, whose value after "="
// may itself be quoted or braced (and so contain spaces). Unclosed quotes
// and braces run to the end.
func metaToken(s string, i int) (string, int) {
	start := i
	if c := s[i]; c == '"' || c == '\'' || c == '{' {
		return s[start:closing(s, i)], closing(s, i)
	}
	for i < len(s) && !isMetaSpace(s[i]) && s[i] != '{' {
		if s[i] == '=' && i+1 < len(s) {
			if c := s[i+1]; c == '"' || c == '\'' || c == '{' {
				end := closing(s, i+1)
				return s[start:end], end
			}
		}
		i++
	}
	if i == start { // a lone "{" is handled above; never loop on nothing
		i++
	}
	return s[start:i], i
}

// closing returns the index after the quote or brace that closes the one
// at s[i], or len(s).
func closing(s string, i int) int {
	open := s[i]
	if open != '{' {
		if j := strings.IndexByte(s[i+1:], open); j >= 0 {
			return i + 1 + j + 1
		}
		return len(s)
	}
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(s)
}

// unwrap strips one pair of quotes or braces, closed or not.
func unwrap(s string) string {
	if s == "" {
		return s
	}
	var end byte
	switch s[0] {
	case '"', '\'':
		end = s[0]
	case '{':
		end = '}'
	default:
		return s
	}
	s = s[1:]
	if s != "" && s[len(s)-1] == end {
		s = s[:len(s)-1]
	}
	return s
}

func isKey(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// appendSpans parses "1,3-5" (also "[1,3,4]" and spaces) and appends its
// ranges; parts that are not positive line numbers are skipped, a
// reversed range is turned round.
func appendSpans(dst []span, s string) []span {
	s = strings.Trim(s, "[]{} ")
	for part := range strings.SplitSeq(s, ",") {
		if len(dst) >= maxSpans {
			break
		}
		a, b, isRange := strings.Cut(strings.TrimSpace(part), "-")
		from, ok := lineNumber(a)
		if !ok {
			continue
		}
		to := from
		if isRange {
			if to, ok = lineNumber(b); !ok {
				continue
			}
		}
		if to < from {
			from, to = to, from
		}
		dst = append(dst, span{from, to})
	}
	return dst
}

func lineNumber(s string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > maxLine {
		return 0, false
	}
	return n, true
}

// in reports whether line is in one of the spans.
func in(spans []span, line int) bool {
	for _, s := range spans {
		if s.from <= line && line <= s.to {
			return true
		}
	}
	return false
}
