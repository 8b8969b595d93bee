// Package frontmatter finds and parses the YAML front matter of a page.
//
// Parsing uses goldmark-meta (YAML 1.1, as the reference platform's pages
// are written for). Most front matter is a few `key: plain text` lines;
// those take a fast path that gives the same result without a YAML parser,
// which matters when a site has thousands of pages.
//
// Stage: resolve. It reads each page's front matter for the model.
package frontmatter

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	meta "github.com/yuin/goldmark-meta"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Block returns the front matter of a page, from its opening "---" line
// through its closing one, and whether there is one. A leading byte order
// mark is skipped.
func Block(src []byte) ([]byte, bool) {
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	if !bytes.HasPrefix(src, []byte("---")) {
		return nil, false
	}
	first := bytes.IndexByte(src, '\n')
	if first < 0 || !isFence(src[:first]) {
		return nil, false
	}
	for i := first + 1; i < len(src); {
		end := bytes.IndexByte(src[i:], '\n')
		line := src[i:]
		if end >= 0 {
			line = src[i : i+end]
		}
		if isFence(line) {
			return src[:i+len(line)], true
		}
		if end < 0 {
			break
		}
		i += end + 1
	}
	return nil, false
}

// Opens reports whether src starts with an opening "---" line: when
// [Block] finds no front matter in such a page, its closing line is
// missing and the block shows as page text.
func Opens(src []byte) bool {
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	first := bytes.IndexByte(src, '\n')
	return first >= 0 && isFence(src[:first])
}

func isFence(line []byte) bool {
	return string(bytes.TrimRight(line, " \t\r")) == "---"
}

// Error is a YAML error in front matter. Line counts from the page's
// first line (the opening "---").
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return "front matter is not valid YAML: " + e.Msg }

// mdParser parses only front matter; goldmark's parser is safe for
// concurrent use.
var mdParser = goldmark.New(goldmark.WithExtensions(meta.Meta)).Parser()

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// Parse parses a block returned by [Block].
func Parse(block []byte) (map[string]any, error) {
	if m, ok := quick(block); ok {
		return m, nil
	}
	return Slow(block)
}

// Slow parses a block with goldmark-meta, without the fast path.
func Slow(block []byte) (map[string]any, error) {
	ctx := parser.NewContext()
	mdParser.Parse(text.NewReader(block), parser.WithContext(ctx))
	m, err := meta.TryGet(ctx)
	if err != nil {
		msg := err.Error()
		line := 1
		if sm := yamlLine.FindStringSubmatch(msg); sm != nil {
			n, _ := strconv.Atoi(sm[1])
			line = n + 1 // the opening "---" is line 1
			msg = msg[len(sm[0]):]
		}
		return nil, &Error{Line: line, Msg: strings.TrimPrefix(msg, "yaml: ")}
	}
	return m, nil
}

// special are plain scalars YAML 1.1 reads as something other than a
// string.
var special = map[string]bool{"true": true, "false": true, "yes": true, "no": true, "on": true, "off": true,
	"y": true, "n": true, "null": true}

// quick parses front matter made only of `key: value` lines whose values
// are unambiguous strings; ok is false for anything else, which then goes
// to the YAML parser.
func quick(block []byte) (map[string]any, bool) {
	lines := bytes.Split(block, []byte("\n"))
	if len(lines) < 2 || !utf8.Valid(block) {
		return nil, false
	}
	m := make(map[string]any, len(lines)-2)
	for _, l := range lines[1 : len(lines)-1] {
		line := string(bytes.TrimRight(l, "\r"))
		if strings.Trim(line, " ") == "" {
			continue
		}
		colon := strings.IndexByte(line, ':')
		if colon <= 0 || colon+1 >= len(line) || line[colon+1] != ' ' {
			return nil, false
		}
		key := line[:colon]
		for _, c := range key {
			if !(c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
				return nil, false
			}
		}
		v, ok := quickValue(strings.TrimSpace(line[colon+1:]))
		if _, dup := m[key]; dup || !ok {
			return nil, false
		}
		m[key] = v
	}
	return m, true
}

// unprintable reports whether YAML refuses c in a scalar (outside its
// printable set: C0 and C1 controls but tab, U+FFFE, U+FFFF), reads as a
// line break (NEL, U+2028, U+2029) or may trim (no-break space, byte order
// mark): such values take the YAML parser, which rejects or reads them its
// way.
func unprintable(c rune) bool {
	switch {
	case c == '\t':
		return false
	case c < 0x20, c >= 0x7F && c <= 0xA0:
		return true
	}
	return c == 0x2028 || c == 0x2029 || c == 0xFEFF || c == 0xFFFE || c == 0xFFFF
}

func quickValue(v string) (string, bool) {
	if v == "" {
		return "", false
	}
	switch q := v[0]; q {
	case '"', '\'':
		if len(v) < 2 || v[len(v)-1] != q {
			return "", false
		}
		inner := v[1 : len(v)-1]
		if strings.ContainsAny(inner, "\"'\\") || strings.IndexFunc(inner, unprintable) >= 0 {
			return "", false
		}
		return inner, true
	}
	if !(v[0] >= 'a' && v[0] <= 'z' || v[0] >= 'A' && v[0] <= 'Z' || v[0] >= 0x80) || special[strings.ToLower(v)] {
		return "", false
	}
	for _, c := range v {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.ContainsRune(" ,.!?()/&+-_'", c):
		case c >= 0x80 && !unprintable(c): // letters of other scripts
		default:
			return "", false
		}
	}
	if strings.HasSuffix(v, " ") {
		return "", false
	}
	return v, true
}

// KeyPos returns the byte offset in block, the line and the column of a
// top-level key of a block returned by [Block], counting lines from the
// page's first (the opening "---"), or 0, 1, 1 when the key is not written as `key:`, `"key":` or
// `'key':` at the mapping's indentation (a flow mapping, a complex key).
// Positions are looked for only when a value is reported, so this scans.
func KeyPos(block []byte, key string) (offset, line, col int) {
	lines := bytes.Split(block, []byte("\n"))
	indent := -1
	start := len(lines[0]) + 1
	for i := 1; i < len(lines)-1; start, i = start+len(lines[i])+1, i+1 {
		l := string(bytes.TrimRight(lines[i], "\r"))
		trimmed := strings.TrimLeft(l, " ")
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		n := len(l) - len(trimmed)
		if indent < 0 {
			indent = n
		}
		if n != indent {
			continue // nested, or a continuation line
		}
		for _, k := range []string{key, `"` + key + `"`, "'" + key + "'"} {
			rest, ok := strings.CutPrefix(trimmed, k)
			if rest = strings.TrimLeft(rest, " \t"); ok && (rest == ":" || strings.HasPrefix(rest, ": ") || strings.HasPrefix(rest, ":\t")) {
				return start + n, i + 1, n + 1
			}
		}
	}
	return 0, 1, 1
}
