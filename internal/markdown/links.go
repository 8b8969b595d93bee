package markdown

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// InlineParsers are goldmark's inline parsers, its link parser held to
// the limits micromark (MDX's parser, the reference's) puts on an inline
// link's destination and title: a raw destination nests
// maxDestinationNest parentheses at most, one in angle brackets holds no
// "<", a title in parentheses holds no "(". goldmark has no such limits,
// and for each "](" it meets it reads the rest of the line (a title,
// the rest of the paragraph) before it knows there is no link: a line of
// 80,000 "[a](" took 15 s, quadratic in its length. Where micromark reads
// no link, the link parser is shown a "]" with no "(" after it: it then
// reads "[a]" as the shortcut reference it may be, as before.
func InlineParsers() []util.PrioritizedValue {
	ps := parser.DefaultInlineParsers()
	link := string(parser.NewLinkParser().Trigger())
	for i, p := range ps {
		if ip, ok := p.Value.(parser.InlineParser); ok && string(ip.Trigger()) == link {
			if _, ok := ip.(parser.CloseBlocker); !ok {
				panic("markdown: goldmark's link parser is no longer a CloseBlocker")
			}
			ps[i].Value = linkParser{ip}
		}
	}
	return ps
}

// maxDestinationNest is micromark's linkResourceDestinationBalanceMax.
const maxDestinationNest = 32

// linkParser is goldmark's link parser, held to micromark's limits. It is
// a parser.CloseBlocker as goldmark's is: that is where the brackets a
// block left open are closed.
type linkParser struct{ parser.InlineParser }

func (p linkParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	p.InlineParser.(parser.CloseBlocker).CloseBlock(parent, block, pc)
}

func (p linkParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if line, seg := block.PeekLine(); len(line) > 1 && line[0] == ']' && line[1] == '(' && !resourceFits(block) {
		block = &noResource{Reader: block, at: seg.Start + 1}
	}
	return p.InlineParser.Parse(parent, block, pc)
}

// noResource is block with no "(" at offset at: what Peek gives there.
type noResource struct {
	text.Reader
	at int
}

func (r *noResource) Peek() byte {
	if _, seg := r.Reader.Position(); seg.Start == r.at {
		return 0
	}
	return r.Reader.Peek()
}

// resourceFits reports whether the "(" after the "]" block is at starts
// a destination and title within micromark's limits (false when it does
// not), reading no further than where the first limit is crossed or
// goldmark would stop reading. It leaves block where it was.
func resourceFits(block text.Reader) bool {
	l, pos := block.Position()
	defer block.SetPosition(l, pos)
	block.Advance(2)
	block.SkipSpaces()
	line, _ := block.PeekLine()
	if len(line) > 0 && line[0] == '<' {
		for i := 1; i < len(line); i++ {
			switch c := line[i]; {
			case escaped(line, i):
				i++
			case c == '>':
				return titleFits(block, i+1)
			case c == '<':
				return false
			}
		}
		return true // goldmark reads no further than the line
	}
	opened := 0
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case escaped(line, i):
			i++
		case c == '(':
			if opened == maxDestinationNest {
				return false
			}
			opened++
		case c == ')':
			if opened--; opened < 0 {
				return titleFits(block, i)
			}
		case util.IsSpace(c):
			return titleFits(block, i)
		}
	}
	return true
}

// titleFits reports whether what follows a destination ending n bytes
// into the line block is at is not a title in parentheses holding a "(".
func titleFits(block text.Reader, n int) bool {
	block.Advance(n)
	block.SkipSpaces()
	if block.Peek() != '(' {
		return true // none, or in quotes: read to the next quote of its kind
	}
	block.Advance(1)
	for {
		line, _ := block.PeekLine()
		if line == nil {
			return true
		}
		for i := 0; i < len(line); i++ {
			switch c := line[i]; {
			case escaped(line, i):
				i++
			case c == ')':
				return true
			case c == '(':
				return false
			}
		}
		block.AdvanceLine()
	}
}

// escaped reports whether line[i] is a backslash escaping the next byte,
// as goldmark reads destinations and titles.
func escaped(line []byte, i int) bool {
	return line[i] == '\\' && i < len(line)-1 && util.IsPunct(line[i+1])
}
