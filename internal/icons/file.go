package icons

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"html"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// FileSet is the [Glyph.Set] of an icon read from an SVG file of the
// docs folder ([ParseSVG]).
const FileSet = "file"

// svgElements are the SVG elements an icon file keeps: shapes, groups,
// paint servers, clips, masks and text. Anything else (script, style,
// foreignObject, image, a, animation, filters) is dropped with its
// content: it runs, loads or restyles something, or an icon does not
// need it.
var svgElements = map[string]bool{
	"svg": true, "g": true, "path": true, "circle": true, "ellipse": true, "line": true, "polyline": true,
	"polygon": true, "rect": true, "defs": true, "linearGradient": true, "radialGradient": true, "stop": true,
	"clipPath": true, "mask": true, "use": true, "symbol": true, "text": true, "tspan": true,
}

// svgAttrs are the attributes an icon file keeps: geometry and paint.
// Event handlers, style sheets' hooks (class), links and every other
// attribute are dropped; a url() may only name an element of the file.
var svgAttrs = map[string]bool{
	"d": true, "points": true, "x": true, "y": true, "x1": true, "y1": true, "x2": true, "y2": true,
	"cx": true, "cy": true, "r": true, "rx": true, "ry": true, "fx": true, "fy": true, "width": true, "height": true,
	"transform": true, "viewBox": true, "preserveAspectRatio": true, "id": true, "href": true,
	"fill": true, "fill-opacity": true, "fill-rule": true, "clip-rule": true, "clip-path": true, "mask": true,
	"stroke": true, "stroke-width": true, "stroke-linecap": true, "stroke-linejoin": true, "stroke-miterlimit": true,
	"stroke-dasharray": true, "stroke-dashoffset": true, "stroke-opacity": true, "opacity": true, "color": true,
	"offset": true, "stop-color": true, "stop-opacity": true, "gradientUnits": true, "gradientTransform": true,
	"spreadMethod": true, "clipPathUnits": true, "maskUnits": true, "maskContentUnits": true,
	"font-size": true, "font-family": true, "font-weight": true, "text-anchor": true, "dominant-baseline": true,
	"vector-effect": true, "display": true, "visibility": true, "style": true,
}

// rootPaint are the root's attributes that paint the whole icon: kept on
// the <svg> navbuild writes (its size is the icon's, not the file's).
var rootPaint = []string{"fill", "fill-rule", "clip-rule", "stroke", "stroke-width", "stroke-linecap",
	"stroke-linejoin", "stroke-miterlimit", "opacity", "color"}

// safeValue matches an attribute value that can neither run nor load
// anything: no url() but to an element of the file ("url(#a)"), no
// escapes, no expressions.
var (
	urlRE     = regexp.MustCompile(`(?i)url\(\s*['"]?([^)'"]*)`)
	unsafeRE  = regexp.MustCompile(`(?i)expression|javascript:|@import|\\`)
	styleProp = regexp.MustCompile(`^[a-z-]+$`)
)

func safeValue(v string) bool {
	if unsafeRE.MatchString(v) {
		return false
	}
	for _, m := range urlRE.FindAllStringSubmatch(v, -1) {
		if !strings.HasPrefix(strings.TrimSpace(m[1]), "#") {
			return false
		}
	}
	return true
}

// ErrNotSVG is returned by [ParseSVG] for a file that is not an SVG
// image.
var ErrNotSVG = errors.New("not an SVG image")

// ParseSVG reads an icon given as a path to an SVG file: it keeps the
// shapes and paint of the file (the allowlists above: no script, event
// handler, style sheet or external reference survives) and returns them
// as a glyph of [FileSet] that draws with the file's own colours, sized
// as other icons. The file's width and height are dropped; its viewBox
// is kept (made from width and height when it has none).
func ParseSVG(data []byte) (Glyph, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	var (
		body      strings.Builder
		g         = Glyph{Set: FileSet}
		depth     int // elements open inside the root
		skip      int // > 0 inside a dropped element
		seenRoot  bool
		rootWidth string
		rootHigh  string
	)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return Glyph{}, fmt.Errorf("%w: %v", ErrNotSVG, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if !seenRoot {
				if t.Name.Local != "svg" {
					return Glyph{}, ErrNotSVG
				}
				seenRoot = true
				var paint strings.Builder
				for _, a := range t.Attr {
					v := strings.TrimSpace(a.Value)
					switch name := a.Name.Local; {
					case name == "viewBox" && a.Name.Space == "":
						g.ViewBox = html.EscapeString(v)
					case name == "width":
						rootWidth = v
					case name == "height":
						rootHigh = v
					case a.Name.Space == "" && slices.Contains(rootPaint, name) && safeValue(v):
						paint.WriteString(" " + name + `="` + html.EscapeString(v) + `"`)
					}
				}
				g.paint = paint.String()
				continue
			}
			if skip > 0 || !svgElements[t.Name.Local] {
				skip++
				continue
			}
			depth++
			body.WriteString("<" + t.Name.Local)
			for _, a := range t.Attr {
				if attr, ok := keepAttr(a); ok {
					body.WriteString(attr)
				}
			}
			body.WriteString(">")
		case xml.EndElement:
			switch {
			case skip > 0:
				skip--
			case depth > 0:
				depth--
				body.WriteString("</" + t.Name.Local + ">")
			}
		case xml.CharData:
			if skip == 0 && depth > 0 {
				body.WriteString(html.EscapeString(string(t)))
			}
		}
	}
	if !seenRoot {
		return Glyph{}, ErrNotSVG
	}
	if g.ViewBox == "" {
		w, errW := strconv.ParseFloat(strings.TrimSuffix(rootWidth, "px"), 64)
		h, errH := strconv.ParseFloat(strings.TrimSuffix(rootHigh, "px"), 64)
		if errW != nil || errH != nil || w <= 0 || h <= 0 {
			w, h = 24, 24
		}
		g.ViewBox = "0 0 " + strconv.FormatFloat(w, 'g', -1, 64) + " " + strconv.FormatFloat(h, 'g', -1, 64)
	}
	g.Body = body.String()
	return g, nil
}

// keepAttr returns a (space-led) attribute of an element of an icon
// file, and false when the allowlists drop it.
func keepAttr(a xml.Attr) (string, bool) {
	name, v := a.Name.Local, strings.TrimSpace(a.Value)
	if a.Name.Space != "" && a.Name.Space != "http://www.w3.org/1999/xlink" && a.Name.Space != "xlink" {
		return "", false
	}
	if a.Name.Space != "" && name != "href" {
		return "", false
	}
	if name == "style" {
		v = safeStyle(v)
	}
	if !svgAttrs[name] || v == "" || !safeValue(v) {
		return "", false
	}
	switch name {
	case "href":
		if !strings.HasPrefix(v, "#") {
			return "", false // only an element of the file
		}
	}
	return " " + name + `="` + html.EscapeString(v) + `"`, true
}

// safeStyle keeps the declarations of a style attribute that set one of
// the kept presentation attributes.
func safeStyle(s string) string {
	var keep []string
	for _, decl := range strings.Split(s, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		prop = strings.TrimSpace(strings.ToLower(prop))
		if ok && styleProp.MatchString(prop) && svgAttrs[prop] && prop != "style" && prop != "href" && safeValue(val) {
			keep = append(keep, prop+":"+strings.TrimSpace(val))
		}
	}
	return strings.Join(keep, ";")
}

// FollowsText reports whether g is drawn in the text's colour: a glyph
// of the sets, or a file that paints with currentColor. A file that
// paints with colours of its own is shown with them, as the reference
// shows an icon file (as an image).
func (g Glyph) FollowsText() bool {
	return g.Set != FileSet || strings.Contains(g.paint+g.Body, "currentColor")
}

// HasIDs reports whether g names elements by id: such a file is not
// inlined twice in one page (its ids would clash).
func (g Glyph) HasIDs() bool {
	return strings.Contains(g.Body, ` id="`)
}
