package render

import (
	"bytes"
	"encoding/xml"
	"html"
	"image"
	_ "image/gif" // image.DecodeConfig reads each format registered
	_ "image/jpeg"
	_ "image/png"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"sync"

	_ "golang.org/x/image/webp"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/tailwind"
)

// An image without width and height takes no room until it has loaded:
// then the text under it moves (layout shift), most on a phone on a slow
// network, where a screenshot arrives long after the text. The docs
// folder has the images, so the build knows their sizes: sizeImages
// writes them on each <img> of a page's content, and the stylesheet's
// max-width: 100% and height: auto keep the image in the column at its
// own aspect ratio, room reserved before it arrives.

// imageHead is how much of an image file is read for its size: enough
// for a PNG, GIF or WebP header, a JPEG's frame header after its
// metadata (which a camera's can make long), and an SVG's root element.
const imageHead = 256 << 10

// imageSizes caches the size of each image file of a build, by its path
// in the docs folder; a file whose size cannot be read has a zero size.
type imageSizes struct {
	fsys fs.FS
	mu   sync.Mutex
	m    map[string][2]int
}

// size returns the width and height of the image file name, or false.
func (c *imageSizes) size(name string) (w, h int, ok bool) {
	c.mu.Lock()
	wh, seen := c.m[name]
	c.mu.Unlock()
	if !seen {
		if fi, err := fs.Stat(c.fsys, name); err == nil && fi.Mode().IsRegular() {
			head, _ := docfs.Head(c.fsys, name, imageHead)
			if strings.EqualFold(path.Ext(name), ".svg") {
				wh = svgSize(head)
			} else if cfg, _, err := image.DecodeConfig(bytes.NewReader(head)); err == nil && cfg.Width > 0 && cfg.Height > 0 {
				wh = [2]int{cfg.Width, cfg.Height}
			}
		}
		c.mu.Lock()
		if c.m == nil {
			c.m = map[string][2]int{}
		}
		c.m[name] = wh
		c.mu.Unlock()
	}
	return wh[0], wh[1], wh[0] > 0
}

// sizeImages returns h with width and height written on every <img>
// whose src is an image of the docs folder (PNG, JPEG, GIF, WebP, SVG) and
// which says nothing of its size: no width, height or style, and no class
// but Tailwind utilities that size nothing (sizeless), as the author's
// sizing rules would fight the attributes (h-8 with a width attribute
// stretches the image). h is HTML the page's
// renderer wrote: attributes double-quoted, src a path from the site's
// root (pages set <base href> to it).
func (c *imageSizes) sizeImages(h []byte) []byte {
	var out []byte
	from := 0
	for i := 0; ; {
		k := bytes.Index(h[i:], []byte("<img "))
		if k < 0 {
			break
		}
		start := i + k
		end := tagEnd(h, start)
		if end < 0 {
			break
		}
		i = end
		tag := string(h[start:end])
		if strings.Contains(tag, " width=") || strings.Contains(tag, " height=") || strings.Contains(tag, " style=") {
			continue
		}
		if class, ok := tagAttr(tag, "class"); ok && !sizeless(html.UnescapeString(class)) {
			continue
		}
		src, ok := tagAttr(tag, "src")
		if !ok {
			continue
		}
		name := html.UnescapeString(src)
		if k := strings.IndexAny(name, "?#"); k >= 0 {
			name = name[:k]
		}
		if link.Classify(name) != link.Path || strings.HasPrefix(name, "/") || !fs.ValidPath(name) {
			continue
		}
		w, ht, ok := c.size(name)
		if !ok {
			continue
		}
		at := end
		if h[at-1] == '/' {
			at-- // <img ... />
			if h[at-1] == ' ' {
				at--
			}
		}
		out = append(out, h[from:at]...)
		out = append(out, ` width="`...)
		out = strconv.AppendInt(out, int64(w), 10)
		out = append(out, `" height="`...)
		out = strconv.AppendInt(out, int64(ht), 10)
		out = append(out, '"')
		from = at
	}
	if out == nil {
		return h
	}
	return append(out, h[from:]...)
}

// sizeless reports whether every class of class is a Tailwind utility
// that sets no width, height or aspect ratio (hidden, dark:block,
// rounded-lg, mx-auto): a class of the site's own stylesheet may size
// the image, and is not known here.
func sizeless(class string) bool {
	for _, c := range strings.Fields(class) {
		ok, seen := sizelessClasses.Load(c)
		if !seen {
			css := string(tailwind.Generate([]string{c}, tailwind.Options{}))
			ok = css != "" && !strings.Contains(css, "width:") && !strings.Contains(css, "height:") &&
				!strings.Contains(css, "aspect-ratio:") && !strings.Contains(css, "inline-size:") && !strings.Contains(css, "block-size:")
			sizelessClasses.Store(c, ok)
		}
		if !ok.(bool) {
			return false
		}
	}
	return true
}

var sizelessClasses sync.Map // class -> bool

// tagEnd returns the offset of the '>' that ends the tag starting at
// start, past quoted attribute values; -1 if there is none.
func tagEnd(h []byte, start int) int {
	var quote byte
	for i := start; i < len(h); i++ {
		switch c := h[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			return i
		}
	}
	return -1
}

// svgSize returns the size an SVG file's root element gives: its width
// and height in pixels, or else its viewBox's (as a browser sizes an
// <img> of it); zero when it gives neither (a width of 100%).
func svgSize(head []byte) [2]int {
	d := xml.NewDecoder(bytes.NewReader(head))
	d.Strict = false
	for {
		tok, err := d.Token()
		if err != nil {
			return [2]int{}
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if el.Name.Local != "svg" {
			return [2]int{}
		}
		var w, h float64
		var box []string
		for _, a := range el.Attr {
			switch a.Name.Local {
			case "width":
				w = pixels(a.Value)
			case "height":
				h = pixels(a.Value)
			case "viewBox":
				box = strings.FieldsFunc(a.Value, func(r rune) bool { return r == ' ' || r == ',' })
			}
		}
		if (w <= 0 || h <= 0) && len(box) == 4 {
			w, _ = strconv.ParseFloat(box[2], 64)
			h, _ = strconv.ParseFloat(box[3], 64)
		}
		if w < 1 || h < 1 || w > 1e5 || h > 1e5 {
			return [2]int{}
		}
		return [2]int{int(w + 0.5), int(h + 0.5)}
	}
}

// pixels reads an SVG length in pixels ("640", "640px"); 0 for another
// unit or a percentage.
func pixels(v string) float64 {
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), "px"), 64)
	if err != nil {
		return 0
	}
	return f
}

// tagAttr returns the value of the double-quoted attribute name of an
// HTML start tag.
func tagAttr(tag, name string) (string, bool) {
	k := strings.Index(tag, " "+name+`="`)
	if k < 0 {
		return "", false
	}
	v := tag[k+len(name)+3:]
	e := strings.IndexByte(v, '"')
	if e < 0 {
		return "", false
	}
	return v[:e], true
}
