package docstest

import (
	"io"
	"sync/atomic"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Scanning is a goldmark converter that counts the bytes its block
// parser is shown: for each line it peeks at, the rest of the line, and
// for each column it asks for, the line up to it (goldmark counts a
// column from the line's start). Block parsing costs at most a constant
// times that count, so a test can check that it grows linearly with the
// input, where a clock would say as much about the machine's load. It is
// safe for concurrent use, as the converter it wraps is.
type Scanning struct {
	goldmark.Markdown
	n atomic.Int64
}

// NewScanning returns md, counting.
func NewScanning(md goldmark.Markdown) *Scanning { return &Scanning{Markdown: md} }

// Scanned returns the bytes counted so far.
func (s *Scanning) Scanned() int64 { return s.n.Load() }

// Parser returns md's parser, counting.
func (s *Scanning) Parser() parser.Parser { return scanParser{s.Markdown.Parser(), &s.n} }

// Convert is md's Convert, counting.
func (s *Scanning) Convert(src []byte, w io.Writer, opts ...parser.ParseOption) error {
	return s.Renderer().Render(w, src, s.Parser().Parse(text.NewReader(src), opts...))
}

type scanParser struct {
	parser.Parser
	n *atomic.Int64
}

func (p scanParser) Parse(r text.Reader, opts ...parser.ParseOption) ast.Node {
	return p.Parser.Parse(&scanReader{Reader: r, n: p.n}, opts...)
}

type scanReader struct {
	text.Reader
	n *atomic.Int64
}

func (r *scanReader) PeekLine() ([]byte, text.Segment) {
	line, seg := r.Reader.PeekLine()
	r.n.Add(int64(len(line)))
	return line, seg
}

func (r *scanReader) LineOffset() int {
	off := r.Reader.LineOffset()
	r.n.Add(int64(off))
	return off
}
