// Package jsonv parses JSON into a tree of values that remember where they
// came from, so that every later diagnostic can name file, line and column.
//
// The parser is strict RFC 8259 JSON, as JavaScript's JSON.parse is (the
// reference platform reads docs.json with it): no comments, no trailing
// commas. A leading UTF-8 byte order mark is skipped. Duplicate object keys
// are kept in the tree; [Value.Get] returns the last one, as JSON.parse does.
//
// Stage: load.
package jsonv

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/navbuild/navbuild/internal/diag"
)

// MaxDepth is the deepest nesting of arrays and objects Parse accepts. Real
// docs.json files nest a few dozen levels; the limit keeps hostile input
// from exhausting the stack.
const MaxDepth = 1000

// Kind is the JSON type of a value.
type Kind uint8

// The JSON types.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{"null", "boolean", "number", "string", "array", "object"}

func (k Kind) String() string { return kindNames[k] }

// File is one parsed source file. Its line index is built on first use and is
// safe for concurrent use.
type File struct {
	Name string
	Src  []byte

	once   sync.Once
	lines  []int   // offsets of line starts
	blocks []int32 // characters before each block of blockSize bytes
}

// blockSize is the stride of the character-count index: a column is found
// by counting at most this many bytes, even on a minified one-line file.
const blockSize = 4096

// NewFile returns a File for src, named name in diagnostics.
func NewFile(name string, src []byte) *File { return &File{Name: name, Src: src} }

func (f *File) index() {
	f.lines = append(f.lines, 0)
	var chars int32
	for i, c := range f.Src {
		if i%blockSize == 0 {
			f.blocks = append(f.blocks, chars)
		}
		if c == '\n' {
			f.lines = append(f.lines, i+1)
		}
		if c&0xC0 != 0x80 { // not a UTF-8 continuation byte
			chars++
		}
	}
}

// charsBefore returns the number of characters in Src[:off].
func (f *File) charsBefore(off int) int {
	if off == 0 {
		return 0
	}
	b := off / blockSize
	if b >= len(f.blocks) {
		b = len(f.blocks) - 1
	}
	n := int(f.blocks[b])
	for _, c := range f.Src[b*blockSize : off] {
		if c&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

// Pos converts a byte offset into a position with line and column.
func (f *File) Pos(off int) diag.Pos {
	if f == nil {
		return diag.Pos{}
	}
	f.once.Do(f.index)
	off = min(max(off, 0), len(f.Src))
	line := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > off }) - 1
	col := f.charsBefore(off) - f.charsBefore(f.lines[line]) + 1
	return diag.Pos{File: f.Name, Offset: off, Line: line + 1, Col: col}
}

// Value is a parsed JSON value. Str holds a string's contents or a number's
// literal text; Arr and Obj hold the elements of arrays and objects.
type Value struct {
	Kind Kind
	Bool bool
	Str  string
	Arr  []*Value
	Obj  []Member
	File *File
	Off  int // byte offset of the value's first character in File
}

// Member is one key of an object.
type Member struct {
	Key    string
	KeyOff int
	Value  *Value
}

// Pos returns the position of v; the zero Pos for a nil v.
func (v *Value) Pos() diag.Pos {
	if v == nil {
		return diag.Pos{}
	}
	return v.File.Pos(v.Off)
}

// KeyPos returns the position of m's key.
func (m Member) KeyPos(f *File) diag.Pos { return f.Pos(m.KeyOff) }

// Get returns the value of key in object v (the last one if the key is
// repeated), or nil.
func (v *Value) Get(key string) *Value {
	if v == nil || v.Kind != Object {
		return nil
	}
	for i := len(v.Obj) - 1; i >= 0; i-- {
		if v.Obj[i].Key == key {
			return v.Obj[i].Value
		}
	}
	return nil
}

// Float returns a number's value.
func (v *Value) Float() float64 {
	f, _ := strconv.ParseFloat(v.Str, 64)
	return f
}

// SyntaxError is a JSON syntax error at a position.
type SyntaxError struct {
	Pos diag.Pos
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%s: invalid JSON: %s", e.Pos, e.Msg) }

// Parse parses src, which must hold exactly one JSON value.
func Parse(f *File) (*Value, error) {
	p := parser{f: f, src: f.Src}
	if strings.HasPrefix(string(p.src[:min(3, len(p.src))]), "\uFEFF") {
		p.i = 3
	}
	p.space()
	v := p.value(0)
	if p.err == nil {
		p.space()
		if p.i < len(p.src) {
			p.fail(p.i, "unexpected %s after the top-level value", p.what())
		}
	}
	if p.err != nil {
		return nil, p.err
	}
	return v, nil
}

type parser struct {
	f   *File
	src []byte
	i   int
	err *SyntaxError
}

func (p *parser) fail(off int, format string, args ...any) {
	if p.err == nil {
		p.err = &SyntaxError{Pos: p.f.Pos(off), Msg: fmt.Sprintf(format, args...)}
	}
}

// what describes the byte at p.i for error messages.
func (p *parser) what() string {
	if p.i >= len(p.src) {
		return "end of file"
	}
	r, _ := utf8.DecodeRune(p.src[p.i:])
	return strconv.QuoteRune(r)
}

func (p *parser) space() {
	for p.i < len(p.src) {
		switch p.src[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) value(depth int) *Value {
	if p.i >= len(p.src) {
		p.fail(p.i, "unexpected end of file, expected a value")
		return nil
	}
	start := p.i
	switch c := p.src[p.i]; {
	case c == '{':
		return p.object(depth + 1)
	case c == '[':
		return p.array(depth + 1)
	case c == '"':
		s, ok := p.str()
		if !ok {
			return nil
		}
		return &Value{Kind: String, Str: s, File: p.f, Off: start}
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case p.lit("true"):
		return &Value{Kind: Bool, Bool: true, File: p.f, Off: start}
	case p.lit("false"):
		return &Value{Kind: Bool, File: p.f, Off: start}
	case p.lit("null"):
		return &Value{Kind: Null, File: p.f, Off: start}
	case c == '/':
		p.fail(start, "comments are not allowed in JSON")
	case c == '\'':
		p.fail(start, "strings must use double quotes")
	default:
		p.fail(start, "unexpected %s, expected a value", p.what())
	}
	return nil
}

func (p *parser) lit(word string) bool {
	if strings.HasPrefix(string(p.src[p.i:min(len(p.src), p.i+len(word))]), word) {
		p.i += len(word)
		return true
	}
	return false
}

// at reports whether the next byte is c.
func (p *parser) at(c byte) bool {
	return p.i < len(p.src) && p.src[p.i] == c
}

// eat steps over the next byte if it is c, and reports whether it was.
func (p *parser) eat(c byte) bool {
	if p.at(c) {
		p.i++
		return true
	}
	return false
}

// open starts an object or array at its opening bracket: nil past
// [MaxDepth], else the value, with the bracket and the space after it
// read.
func (p *parser) open(kind Kind, depth int) *Value {
	v := &Value{Kind: kind, File: p.f, Off: p.i}
	if depth > MaxDepth {
		p.fail(p.i, "nesting is deeper than %d levels", MaxDepth)
		return nil
	}
	p.i++
	p.space()
	return v
}

// items reads the rest of the object or array v that open returned: its
// items, each read by item (which reports an error and returns false),
// separated by commas, up to close. starts holds the bytes an item may
// start with, items what they are called, for the error of a missing
// comma.
func (p *parser) items(v *Value, close byte, starts, items string, item func() bool) *Value {
	if v == nil || p.eat(close) {
		return v
	}
	for {
		p.space()
		if p.at(close) {
			p.fail(p.i, "trailing comma before '%c'", close)
			return nil
		}
		if !item() {
			return nil
		}
		p.space()
		if p.eat(',') {
			continue
		}
		if p.eat(close) {
			return v
		}
		if p.i < len(p.src) && strings.IndexByte(starts, p.src[p.i]) >= 0 {
			p.fail(p.i, "missing ',' between %s", items)
		} else {
			p.fail(p.i, "unexpected %s, expected ',' or '%c' (%s opened at %s)", p.what(), close, v.Kind, p.f.Pos(v.Off))
		}
		return nil
	}
}

func (p *parser) object(depth int) *Value {
	v := p.open(Object, depth)
	return p.items(v, '}', `"`, "object members", func() bool {
		if !p.at('"') {
			p.fail(p.i, "unexpected %s, expected an object key in double quotes", p.what())
			return false
		}
		keyOff := p.i
		key, ok := p.str()
		if !ok {
			return false
		}
		p.space()
		if !p.at(':') {
			p.fail(p.i, "unexpected %s after object key %q, expected ':'", p.what(), key)
			return false
		}
		p.i++
		p.space()
		val := p.value(depth)
		if p.err != nil {
			return false
		}
		v.Obj = append(v.Obj, Member{Key: key, KeyOff: keyOff, Value: val})
		return true
	})
}

func (p *parser) array(depth int) *Value {
	v := p.open(Array, depth)
	return p.items(v, ']', `"{[`, "array elements", func() bool {
		el := p.value(depth)
		if p.err != nil {
			return false
		}
		v.Arr = append(v.Arr, el)
		return true
	})
}

func (p *parser) number() *Value {
	start := p.i
	if p.src[p.i] == '-' {
		p.i++
	}
	digits := func() int {
		n := 0
		for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	intStart := p.i
	if n := digits(); n == 0 {
		p.fail(p.i, "invalid number: expected a digit")
		return nil
	} else if n > 1 && p.src[intStart] == '0' {
		p.fail(intStart, "invalid number: leading zero")
		return nil
	}
	if p.at('.') {
		p.i++
		if digits() == 0 {
			p.fail(p.i, "invalid number: expected a digit after '.'")
			return nil
		}
	}
	if p.i < len(p.src) && (p.src[p.i] == 'e' || p.src[p.i] == 'E') {
		p.i++
		if p.i < len(p.src) && (p.src[p.i] == '+' || p.src[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			p.fail(p.i, "invalid number: expected a digit in the exponent")
			return nil
		}
	}
	return &Value{Kind: Number, Str: string(p.src[start:p.i]), File: p.f, Off: start}
}

// str parses a string at p.i (which holds '"').
func (p *parser) str() (string, bool) {
	start := p.i
	p.i++
	// Fast path: no escapes, valid UTF-8, no control characters.
	for j := p.i; j < len(p.src); j++ {
		c := p.src[j]
		if c == '"' {
			s := p.src[p.i:j]
			if utf8.Valid(s) {
				p.i = j + 1
				return string(s), true
			}
			break
		}
		if c == '\\' || c < 0x20 {
			break
		}
	}
	var b strings.Builder
	for {
		if p.i >= len(p.src) {
			p.fail(start, "unterminated string")
			return "", false
		}
		c := p.src[p.i]
		switch {
		case c == '"':
			p.i++
			return b.String(), true
		case c < 0x20:
			if c == '\n' {
				p.fail(start, "unterminated string (a newline must be written \\n)")
			} else {
				p.fail(p.i, "control character %#02x in string", c)
			}
			return "", false
		case c == '\\':
			if p.i+1 >= len(p.src) {
				p.fail(start, "unterminated string")
				return "", false
			}
			e := p.src[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return "", false
				}
				if utf16.IsSurrogate(r) {
					if p.i+1 < len(p.src) && p.src[p.i] == '\\' && p.src[p.i+1] == 'u' {
						save := p.i
						p.i += 2
						r2, ok := p.hex4()
						if !ok {
							return "", false
						}
						if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
							r = dec
						} else {
							p.i = save
							r = utf8.RuneError
						}
					} else {
						r = utf8.RuneError
					}
				}
				b.WriteRune(r)
			default:
				p.fail(p.i-2, "invalid escape \\%c in string", e)
				return "", false
			}
		default:
			r, size := utf8.DecodeRune(p.src[p.i:])
			if r == utf8.RuneError && size == 1 {
				p.fail(p.i, "invalid UTF-8 in string")
				return "", false
			}
			b.Write(p.src[p.i : p.i+size])
			p.i += size
		}
	}
}

func (p *parser) hex4() (rune, bool) {
	if p.i+4 > len(p.src) {
		p.fail(p.i, "invalid \\u escape")
		return 0, false
	}
	n, err := strconv.ParseUint(string(p.src[p.i:p.i+4]), 16, 32)
	if err != nil {
		p.fail(p.i, "invalid \\u escape")
		return 0, false
	}
	p.i += 4
	return rune(n), true
}
