package render

import (
	"bytes"
	"path"
	"strings"

	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/internal/mdnest"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// convert renders a short Markdown text of the settings (a banner),
// rewriting its links as rewrite does. Pages go through mdx.
func (r *Renderer) convert(src []byte, pageURL, self string) ([]byte, error) {
	c, err := r.convertLinks(src, pageURL, self)
	return c.html, err
}

// converted is Markdown converted by convertLinks.
type converted struct {
	html  []byte
	links []string // destinations, as written
	// inPage says the HTML has in-page links, which start with self (the
	// author's "#id" links, heading anchors, footnotes).
	inPage bool
	// deep says block quotes, lists or footnotes nest past mdnest.Max:
	// the deeper ones are shown as text.
	deep bool
}

// convertLinks is convert that also says what converted holds. A script
// link becomes "#", which the sanitizer drops with its <a>.
func (r *Renderer) convertLinks(src []byte, pageURL, self string) (c converted, err error) {
	doc := r.md.Parser().Parse(text.NewReader(src))
	_, c.deep = mdnest.Cut(doc)
	markdown.SetSelf(doc.OwnerDocument(), self)
	dir := path.Dir("/" + strings.Trim(pageURL, "/"))
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			if markdown.IsAnchor(n) {
				c.inPage = true
				return ast.WalkSkipChildren, nil
			}
			c.links = append(c.links, string(n.Destination))
			if link.Classify(string(n.Destination)) == link.Anchor {
				c.inPage = true
			}
			n.Destination = []byte(r.rewrite(string(n.Destination), dir, self, false))
		case *ast.Image:
			n.Destination = []byte(r.rewrite(string(n.Destination), dir, self, true))
		case *east.FootnoteLink, *east.FootnoteBacklink:
			c.inPage = true
		}
		return ast.WalkContinue, nil
	})
	var buf bytes.Buffer
	if err := r.md.Renderer().Render(&buf, src, doc); err != nil {
		return converted{}, err
	}
	c.html = buf.Bytes()
	return c, nil
}

func (r *Renderer) rewrite(dest, dir, self string, asset bool) string {
	if dest == "" {
		return dest
	}
	switch k := link.Classify(dest); {
	case k == link.Script || !asset && !link.Allowed(dest):
		return "#" // the sanitizer would drop it; say so in the output too
	case k == link.External:
		return dest
	case k == link.Anchor:
		return self + dest
	}
	if !strings.HasPrefix(dest, "/") {
		dest = path.Join(dir, dest)
	}
	if asset || path.Ext(strings.SplitN(dest, "#", 2)[0]) != "" {
		return strings.TrimPrefix(dest, "/")
	}
	// An "index" page is served at its folder (resolve's URLs), so a link
	// written to "/guides/index" goes there.
	p, rest := dest, ""
	if i := strings.IndexAny(p, "#?"); i >= 0 {
		p, rest = p[:i], p[i:]
	}
	if p == "/index" || strings.HasSuffix(p, "/index") {
		dest = strings.TrimSuffix(p, "index") + rest
	}
	return r.link.page(dest)
}
