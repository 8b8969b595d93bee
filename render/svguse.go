package render

import (
	"bytes"
	"strconv"
)

// Icons a page repeats are drawn once (issue 38). Cards, accordions and
// steps draw their icons as inline SVG, several hundred bytes each; a
// page whose cards repeat an icon repeated its drawing. useIcons keeps
// the first drawing of an icon that appears again, wrapped in a <g> with
// an id, and makes each later one a <use> of it: the <use> sits in the
// same <svg> start tag (class, viewBox, paint), so it inherits what the
// drawing did and looks the same, and no CSS rule reaches into an icon's
// shapes. Drawings with ids or references of their own (an author's SVG
// file) stay as they are.

// iconOpen is how icons.Glyph.SVG starts an icon's drawing.
var iconOpen = []byte(`<svg class="icon`)

// useIconsMin is the shortest drawing worth a <use>: a shorter one
// costs more in the <g id> than its copies save.
const useIconsMin = 120

// useIcons returns body with repeated icon drawings replaced by uses of
// the first; body itself when no drawing repeats.
func useIcons(body []byte) []byte {
	type icon struct{ start, inner, end int } // the drawing is body[inner:end-len("</svg>")]
	var all []icon
	count := map[string]int{}
	for i := 0; ; {
		j := bytes.Index(body[i:], iconOpen)
		if j < 0 {
			break
		}
		start := i + j
		gt := bytes.IndexByte(body[start:], '>')
		end := bytes.Index(body[start:], []byte("</svg>"))
		if gt < 0 || end < gt {
			break
		}
		ic := icon{start, start + gt + 1, start + end + len("</svg>")}
		i = ic.end
		d := body[ic.inner : ic.end-len("</svg>")]
		if len(d) < useIconsMin || bytes.Contains(d, []byte("id=")) || bytes.Contains(d, []byte("<svg")) || bytes.Contains(d, []byte("url(")) {
			continue
		}
		all = append(all, ic)
		count[string(d)]++
	}
	ids := map[string]string{}
	var out []byte
	last := 0
	for _, ic := range all {
		d := string(body[ic.inner : ic.end-len("</svg>")])
		if count[d] < 2 {
			continue
		}
		if out == nil {
			out = make([]byte, 0, len(body))
		}
		out = append(out, body[last:ic.inner]...)
		if id, ok := ids[d]; ok {
			out = append(out, `<use href="#`+id+`"/>`...)
		} else {
			id = "nb-icon-" + strconv.Itoa(len(ids)+1)
			ids[d] = id
			out = append(out, `<g id="`+id+`">`+d+`</g>`...)
		}
		out = append(out, "</svg>"...)
		last = ic.end
	}
	if out == nil {
		return body
	}
	return append(out, body[last:]...)
}
