package search

import (
	"html"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Sections cuts the rendered HTML of a page body into its sections: the
// text before the first heading with an id (ID ""), then one section per
// heading with an id (h1 to h6). It reads what render wrote, not Markdown:
// a heading's anchor link is left out, and so are scripts, styles and
// SVG. Text is whitespace-collapsed and entity-decoded.
func Sections(body string) []Section {
	secs := []Section{{}}
	// One buffer for the whole page's text, whitespace collapsed as it is
	// written, kept between pages (a page's text is tens of kilobytes);
	// the sections' strings are cut from one copy of it.
	sc := sectionsPool.Get().(*sectionsScratch)
	defer sectionsPool.Put(sc)
	text := collapser{b: sc.text[:0]}
	defer func() { sc.text = text.b }()
	spans := append(sc.spans[:0], span{})
	defer func() { sc.spans = spans }()
	inHeading := false
	level := byte(0)
	skip := "" // the closing tag of an element whose content is not text
	for i := 0; i < len(body); {
		lt := strings.IndexByte(body[i:], '<')
		if lt < 0 {
			lt = len(body) - i
		}
		if skip == "" && lt > 0 {
			t := body[i : i+lt]
			if strings.IndexByte(t, '&') >= 0 {
				t = html.UnescapeString(t)
			}
			text.write(t)
		}
		i += lt
		if i >= len(body) {
			break
		}
		gt := strings.IndexByte(body[i:], '>')
		if gt < 0 {
			break
		}
		tag := body[i+1 : i+gt]
		i += gt + 1
		name := tagName(tag)
		if skip != "" {
			if name == skip {
				skip = ""
			}
			continue
		}
		switch name {
		case "script", "style", "svg", "template":
			if !strings.HasSuffix(tag, "/") {
				skip = "/" + name
			}
			continue
		case "a":
			if inHeading && strings.Contains(tag, `class="anchor"`) {
				skip = "/a"
				continue
			}
		}
		if len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6' {
			if id := attr(tag, "id"); id != "" {
				spans[len(spans)-1].text[1] = text.cut()
				inHeading, level = true, name[1]
				secs = append(secs, Section{ID: strings.Clone(id)})
				spans = append(spans, span{heading: [2]int{text.cut(), 0}})
				continue
			}
		}
		if inHeading && len(name) == 3 && name[0] == '/' && name[1] == 'h' && name[2] == level {
			sp := &spans[len(spans)-1]
			sp.heading[1] = text.cut()
			sp.text[0] = sp.heading[1]
			inHeading = false
			continue
		}
		// Block boundaries separate words that the markup joins.
		if isInline(strings.TrimPrefix(name, "/")) {
			continue
		}
		text.space = true
	}
	sp := &spans[len(spans)-1]
	if inHeading {
		sp.heading[1] = text.cut()
		sp.text[0] = sp.heading[1]
	}
	sp.text[1] = text.cut()
	all := string(text.b)
	for i, sp := range spans {
		secs[i].Heading = all[sp.heading[0]:sp.heading[1]]
		secs[i].Text = all[sp.text[0]:sp.text[1]]
	}
	return secs
}

type span struct{ heading, text [2]int }

// sectionsScratch is what Sections works in, kept between pages.
type sectionsScratch struct {
	text  []byte
	spans []span
}

var sectionsPool = sync.Pool{New: func() any { return new(sectionsScratch) }}

// collapser accumulates text with each run of white space written as one
// space, none at the start or end of a part (see cut).
type collapser struct {
	b     []byte
	space bool // a space is due before the next word
	start int  // where the current part starts in b
}

func (c *collapser) write(s string) {
	for i := 0; i < len(s); {
		// A run of ASCII that is not white space goes in at once.
		j := i
		for j < len(s) && s[j] < utf8.RuneSelf && !asciiSpace[s[j]] {
			j++
		}
		if j > i {
			if c.space && len(c.b) > c.start {
				c.b = append(c.b, ' ')
			}
			c.space = false
			c.b = append(c.b, s[i:j]...)
			i = j
			continue
		}
		r, n := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		if r < utf8.RuneSelf && asciiSpace[r] || r >= utf8.RuneSelf && unicode.IsSpace(r) {
			c.space = true
		} else {
			if c.space && len(c.b) > c.start {
				c.b = append(c.b, ' ')
			}
			c.space = false
			c.b = append(c.b, s[i:i+n]...)
		}
		i += n
	}
}

// cut ends the current part and returns its end in c.b, the start of
// the next.
func (c *collapser) cut() int {
	c.start, c.space = len(c.b), false
	return len(c.b)
}

var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// tagName returns the lower-case name of a tag's source ("/h2" for
// "</h2>").
func tagName(tag string) string {
	end := strings.IndexAny(tag, " \t\n\r/>")
	if strings.HasPrefix(tag, "/") {
		end = strings.IndexAny(tag[1:], " \t\n\r>")
		if end < 0 {
			return strings.ToLower(tag)
		}
		return strings.ToLower(tag[:end+1])
	}
	if end < 0 {
		end = len(tag)
	}
	return strings.ToLower(tag[:end])
}

// attr returns the value of a double-quoted attribute of a tag's source.
func attr(tag, name string) string {
	i := strings.Index(tag, " "+name+`="`)
	if i < 0 {
		return ""
	}
	v := tag[i+len(name)+3:]
	if j := strings.IndexByte(v, '"'); j >= 0 {
		return html.UnescapeString(v[:j])
	}
	return ""
}

// isInline reports whether an element sits inside a run of text: no
// word boundary. A switch, not a map: it is asked of every tag.
func isInline(name string) bool {
	switch name {
	case "a", "strong", "em", "b", "i", "code", "span", "mark", "sub", "sup", "kbd", "abbr", "s", "del", "ins", "u", "small":
		return true
	}
	return false
}
