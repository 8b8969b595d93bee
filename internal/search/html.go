package search

import (
	"html"
	"strings"
)

// Sections cuts the rendered HTML of a page body into its sections: the
// text before the first heading with an id (ID ""), then one section per
// heading with an id (h1 to h6). It reads what render wrote, not Markdown:
// a heading's anchor link is left out, and so are scripts, styles and
// SVG. Text is whitespace-collapsed and entity-decoded.
func Sections(body string) []Section {
	secs := []Section{{}}
	var text strings.Builder
	var heading *strings.Builder
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
			if heading != nil {
				heading.WriteString(t)
			} else {
				text.WriteString(t)
			}
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
			if heading != nil && strings.Contains(tag, `class="anchor"`) {
				skip = "/a"
				continue
			}
		}
		if len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6' {
			if id := attr(tag, "id"); id != "" {
				secs[len(secs)-1].Text = collapse(text.String())
				text.Reset()
				heading, level = &strings.Builder{}, name[1]
				secs = append(secs, Section{ID: id})
				continue
			}
		}
		if heading != nil && len(name) == 3 && name[0] == '/' && name[1] == 'h' && name[2] == level {
			secs[len(secs)-1].Heading = collapse(heading.String())
			heading = nil
			continue
		}
		// Block boundaries separate words that the markup joins.
		if inline[strings.TrimPrefix(name, "/")] {
			continue
		}
		if heading != nil {
			heading.WriteByte(' ')
		} else {
			text.WriteByte(' ')
		}
	}
	if heading != nil {
		secs[len(secs)-1].Heading = collapse(heading.String())
	}
	secs[len(secs)-1].Text = collapse(text.String())
	return secs
}

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

// inline are the elements inside a run of text: no word boundary.
var inline = map[string]bool{"a": true, "strong": true, "em": true, "b": true, "i": true, "code": true,
	"span": true, "mark": true, "sub": true, "sup": true, "kbd": true, "abbr": true, "s": true, "del": true,
	"ins": true, "u": true, "small": true}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
