package mdx

import "bytes"

// This file scans JavaScript just well enough to find where an expression
// or an import/export statement ends: brackets, strings, template
// literals, comments and JSX. It evaluates nothing.

// js scans from i. With stmt false, p.b[i] is an opening bracket and js
// returns the offset after its matching closer. With stmt true, it returns
// the offset of the newline (or after the semicolon) ending the statement
// that starts at i.
func (p *parser) js(i int, stmt bool) (int, bool) {
	if !stmt {
		// Lookaheads nest (JSX in expressions in JSX...) and may fail and
		// be retried from an outer level: remember each result.
		if r, ok := p.jsMemo[i]; ok {
			return r.end, r.ok
		}
		end, ok := p.jsScan(i, false)
		if p.jsMemo == nil {
			p.jsMemo = map[int]scanResult{}
		}
		p.jsMemo[i] = scanResult{end, ok}
		return end, ok
	}
	return p.jsScan(i, true)
}

type scanResult struct {
	end int
	ok  bool
}

func (p *parser) jsScan(i int, stmt bool) (int, bool) {
	if p.nest >= maxNest {
		return i, false
	}
	p.nest++
	defer func() { p.nest-- }()
	depth := 0
	last := byte('(') // last significant character
	word := -1        // start of the identifier ending at last, or -1
	for i < p.end {
		if p.budget <= 0 {
			return i, false
		}
		p.budget--
		c := p.b[i]
		switch {
		case c == '"' || c == '\'':
			i = p.jsString(i)
			last, word = '"', -1
			continue
		case c == '`':
			e, ok := p.jsTemplate(i)
			if !ok {
				return e, false
			}
			i = e
			last, word = '"', -1
			continue
		case c == '/' && i+1 < p.end && p.b[i+1] == '/':
			i = p.eol(i)
			continue
		case c == '/' && i+1 < p.end && p.b[i+1] == '*':
			k := bytes.Index(p.b[i+2:p.end], []byte("*/"))
			if k < 0 {
				return p.end, false
			}
			p.budget -= k
			i += k + 4
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
			if depth == 0 && !stmt {
				return i + 1, true
			}
			if depth < 0 {
				return i, false
			}
		case c == '<' && jsxCan(p.b, last, word, i) && i+1 < p.end && (isNameStart(p.b[i+1]) || p.b[i+1] == '>'):
			if e, ok := p.skipJSX(i); ok {
				i = e
				last, word = 'a', -1
				continue
			}
		case c == ';' && stmt && depth == 0:
			return i + 1, true
		case c == '\n' && stmt && depth == 0 && !continues(last):
			return i, true
		}
		if isIdentChar(c) {
			if word < 0 || !isIdentChar(last) {
				word = i
			}
		} else if !isSpace(c) && c != '\n' {
			word = -1
		}
		if !isSpace(c) && c != '\n' {
			last = c
		}
		i++
	}
	return i, stmt && depth == 0
}

// jsxCan reports whether a '<' after last (and the word ending there) can
// start JSX rather than be a comparison.
func jsxCan(b []byte, last byte, word, i int) bool {
	if word >= 0 {
		w := bytes.TrimRight(b[word:i], " \t\r\n")
		return string(w) == "return" || string(w) == "default"
	}
	return bytes.IndexByte([]byte("([{,;=:?&|!~+-*%^><"), last) >= 0
}

// continues reports whether a line ending in last goes on on the next line.
func continues(last byte) bool {
	return bytes.IndexByte([]byte("=([{,+-*/%&|?:.><!"), last) >= 0
}

// jsString skips a quoted string at i. A newline ends it too, which keeps
// an apostrophe in JSX text from swallowing the rest of the file.
func (p *parser) jsString(i int) int {
	q := p.b[i]
	j := i + 1
	for j < p.end {
		switch p.b[j] {
		case '\\':
			j += 2
			continue
		case q:
			p.budget -= j - i
			return j + 1
		case '\n':
			p.budget -= j - i
			return j
		}
		j++
	}
	p.budget -= j - i
	return p.end
}

// jsTemplate skips a template literal at i, substitutions included.
func (p *parser) jsTemplate(i int) (int, bool) {
	j := i + 1
	for j < p.end {
		if p.budget <= 0 {
			return j, false
		}
		p.budget--
		switch p.b[j] {
		case '\\':
			j += 2
			continue
		case '`':
			return j + 1, true
		case '$':
			if j+1 < p.end && p.b[j+1] == '{' {
				e, ok := p.js(j+1, false)
				if !ok {
					return e, false
				}
				j = e
				continue
			}
		}
		j++
	}
	return p.end, false
}

// skipJSX returns the end of the JSX element at i, inside JavaScript.
func (p *parser) skipJSX(i int) (int, bool) {
	if r, ok := p.jsxMemo[i]; ok {
		return r.end, r.ok
	}
	end, ok := p.skipJSXScan(i)
	if p.jsxMemo == nil {
		p.jsxMemo = map[int]scanResult{}
	}
	p.jsxMemo[i] = scanResult{end, ok}
	return end, ok
}

func (p *parser) skipJSXScan(i int) (int, bool) {
	stack, pos := p.stack, p.pos
	p.stack = nil
	p.quiet++
	p.inJS++
	n, ok := p.element(i, true)
	p.inJS--
	p.quiet--
	p.stack = stack
	p.pos = pos
	if !ok {
		return i, false
	}
	return n.end, true
}

// esmAt reports whether an import or export statement block starts at i
// (the start of a line) and returns its end: the end of the last line of
// consecutive statements.
func (p *parser) esmAt(i int) (int, bool) {
	if !esmStart(p.b[i:p.eol(i)]) {
		return 0, false
	}
	j := i
	for {
		e, ok := p.js(j, true)
		if !ok {
			// An unbalanced statement would swallow the page: end it at
			// the next blank line instead.
			k := i
			for k < p.end {
				k = p.eol(k)
				if k < p.end {
					k++
				}
				if p.blankFrom(k) {
					break
				}
			}
			p.warnf(i, "cannot find the end of this import/export statement; it ends at the next blank line")
			return k, true
		}
		e = p.skipSpaces(e)
		if e < p.end && p.b[e] != '\n' && p.b[e] != '\r' && !bytes.HasPrefix(p.b[e:], []byte("//")) {
			j = e // another statement on the same line
			continue
		}
		e = p.eol(e)
		if e < p.end {
			e++
		}
		if e < p.end && esmStart(p.b[e:p.eol(e)]) {
			j = e
			continue
		}
		return e, true
	}
}

// esmStart reports whether line starts an import or export statement, as
// opposed to prose or a shell line that happens to begin with the word.
func esmStart(line []byte) bool {
	switch {
	case bytes.HasPrefix(line, []byte("import")):
		rest := line[len("import"):]
		if len(rest) == 0 || !(rest[0] == ' ' || rest[0] == '{' || rest[0] == '\t') {
			return false
		}
		rest = bytes.TrimSpace(rest)
		if len(rest) > 0 && (rest[0] == '"' || rest[0] == '\'') {
			return true
		}
		return bytes.Contains(rest, []byte(" from ")) || bytes.Contains(rest, []byte("}from")) ||
			bytes.HasPrefix(rest, []byte("{")) && !bytes.Contains(rest, []byte("}")) ||
			bytes.HasSuffix(rest, []byte("{"))
	case bytes.HasPrefix(line, []byte("export")):
		rest := line[len("export"):]
		if len(rest) == 0 || !(rest[0] == ' ' || rest[0] == '\t' || rest[0] == '{') {
			return false
		}
		rest = bytes.TrimSpace(rest)
		for _, w := range []string{"const ", "let ", "var ", "function ", "function*", "default ", "class ", "async ", "{", "* "} {
			if bytes.HasPrefix(rest, []byte(w)) {
				return true
			}
		}
	}
	return false
}
