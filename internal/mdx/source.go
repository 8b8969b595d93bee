package mdx

import (
	"bytes"
	"sort"
	"unicode/utf8"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/frontmatter"
)

// source is one file of the docs folder: its bytes, where its content
// starts (after a byte order mark and front matter) and a line index built
// only when a position is needed.
type source struct {
	file  string
	b     []byte
	start int
	lines []int
	math  bool // math spans ("$…$", "\(…\)", "$$" blocks) hold no expressions
	// last is the last position pos returned: the next one on its line
	// counts characters from it. counted is the bytes counted so far.
	last    diag.Pos
	counted int
}

func newSource(file string, b []byte) *source {
	s := &source{file: file, b: b}
	if block, ok := frontmatter.Block(b); ok {
		s.start = len(b) - len(bytes.TrimPrefix(b, []byte("\uFEFF"))) + len(block)
	} else if bytes.HasPrefix(b, []byte("\uFEFF")) {
		s.start = 3
	}
	return s
}

// line returns the 1-based line of offset off.
func (s *source) line(off int) int {
	if s.lines == nil {
		s.lines = append(make([]int, 0, 64), 0)
		for i, c := range s.b {
			if c == '\n' {
				s.lines = append(s.lines, i+1)
			}
		}
	}
	return sort.Search(len(s.lines), func(i int) bool { return s.lines[i] > off })
}

// pos returns the position of offset off; the column counts characters.
//
// Positions are asked for mostly in source order, and a hostile line
// holds thousands (a stray closing tag after each element nested past
// maxNest): counting from the last one on the line, not from the line's
// start, keeps their cost linear in the line.
func (s *source) pos(off int) diag.Pos {
	off = max(0, min(off, len(s.b)))
	l := s.line(off)
	from, col := s.lines[l-1], 1
	if s.last.Line == l && s.last.Offset <= off {
		from, col = s.last.Offset, s.last.Col
	}
	s.counted += off - from
	s.last = diag.Pos{File: s.file, Offset: off, Line: l, Col: col + utf8.RuneCount(s.b[from:off])}
	return s.last
}
