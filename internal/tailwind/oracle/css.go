package oracle

import (
	"slices"
	"strings"
)

// ParseCSS returns the style rules of a style sheet, normalized as Load's
// are, each with the @media conditions around it (joined by " and ");
// @supports and @layer blocks are read through, @keyframes and other
// at-rules left out. Selector is the rule's selector list as written
// (SplitTop splits it).
func ParseCSS(css string) []Rule {
	return parseCSS(css, "")
}

func parseCSS(css, media string) []Rule {
	var out []Rule
	for len(css) > 0 {
		css = strings.TrimLeft(css, " \t\r\n;")
		if strings.HasPrefix(css, "/*") {
			end := strings.Index(css[2:], "*/")
			if end < 0 {
				break
			}
			css = css[end+4:]
			continue
		}
		open := indexTop(css, '{')
		if open < 0 {
			break
		}
		end := matchBrace(css, open)
		prelude, body := strings.TrimSpace(css[:open]), css[open+1:end]
		css = css[min(end+1, len(css)):]
		switch {
		case strings.HasPrefix(prelude, "@media"):
			m := Norm(strings.TrimPrefix(prelude, "@media"))
			if media != "" {
				m = media + " and " + m
			}
			out = append(out, parseCSS(body, m)...)
		case strings.HasPrefix(prelude, "@supports"), strings.HasPrefix(prelude, "@layer"):
			out = append(out, parseCSS(body, media)...)
		case strings.HasPrefix(prelude, "@"):
		default:
			var ds []string
			for _, d := range SplitTop(body, ';') {
				if p, v, ok := strings.Cut(d, ":"); ok {
					ds = append(ds, strings.TrimSpace(p)+":"+Norm(v))
				}
			}
			slices.Sort(ds)
			out = append(out, Rule{Media: media, Selector: prelude, Decls: ds})
		}
	}
	return out
}

// Lex walks s as CSS: it calls f with the index of each byte outside
// strings and escapes (quotes included, brackets too) and depth, the
// brackets and parentheses open before it, until f returns true, and
// returns that index (-1 if none) and whether every string closed and no
// backslash ended s.
func Lex(s string, f func(i, depth int) bool) (stop int, closed bool) {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			if i+1 >= len(s) {
				return -1, false
			}
			i++
			continue
		case quote != 0:
			if c == quote {
				quote = 0
			}
			continue
		case c == '"' || c == '\'':
			quote = c
			continue
		}
		if f(i, depth) {
			return i, true
		}
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		}
	}
	return -1, quote == 0
}

// TopLevel reports whether index i of s is outside strings, escapes,
// brackets and parentheses.
func TopLevel(s string, i int) bool {
	stop, _ := Lex(s, func(j, depth int) bool { return j >= i && (j > i || depth == 0) })
	return stop == i
}

func indexTop(s string, c byte) int {
	stop, _ := Lex(s, func(i, depth int) bool { return depth == 0 && s[i] == c })
	return stop
}

// matchBrace returns the index of the } that closes the { at open, or
// len(s).
func matchBrace(s string, open int) int {
	n := 0
	stop, _ := Lex(s[open:], func(i, depth int) bool {
		switch s[open+i] {
		case '{':
			n++
		case '}':
			n--
		}
		return n == 0
	})
	if stop < 0 {
		return len(s)
	}
	return open + stop
}

// SplitTop splits s at sep outside strings and brackets, leaving out
// blank parts.
func SplitTop(s string, sep byte) []string {
	var out []string
	for {
		i := indexTop(s, sep)
		if i < 0 {
			if strings.TrimSpace(s) != "" {
				out = append(out, s)
			}
			return out
		}
		if strings.TrimSpace(s[:i]) != "" {
			out = append(out, s[:i])
		}
		s = s[i+1:]
	}
}
