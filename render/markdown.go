package render

import (
	"bytes"
	"path"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"

	"github.com/navbuild/navbuild/internal/frontmatter"
)

// newMarkdown builds the goldmark instance shared by all workers: GFM,
// footnotes, heading ids. Raw HTML passes through: the pages are the
// site's own, written for a platform that renders their JSX.
func newMarkdown() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(extension.GFM, extension.Footnote),
		goldmark.WithParserOptions(parser.WithAutoHeadingID()),
		goldmark.WithRendererOptions(html.WithUnsafe()),
	)
}

// pageSource returns the Markdown of a page: without front matter, and
// without MDX import/export lines, which have no Markdown meaning.
func pageSource(src []byte) []byte {
	if block, ok := frontmatter.Block(src); ok {
		src = bytes.TrimPrefix(src, []byte("\uFEFF"))
		src = src[len(block):]
	}
	var out bytes.Buffer
	fence := ""
	for _, line := range bytes.SplitAfter(src, []byte("\n")) {
		trimmed := strings.TrimSpace(string(line))
		switch {
		case fence != "":
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
		case strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~"):
			fence = trimmed[:3]
		case strings.HasPrefix(string(line), "import ") || strings.HasPrefix(string(line), "export "):
			continue
		}
		out.Write(line)
	}
	return out.Bytes()
}

// convert renders a page's Markdown, rewriting its links and images to the
// output's form: site paths and paths relative to the page become links
// relative to the site root, fragments point at the page itself. This is
// the one place page content becomes HTML.
func (r *Renderer) convert(src []byte, pageURL, self string) ([]byte, error) {
	doc := r.md.Parser().Parse(text.NewReader(src))
	dir := path.Dir("/" + strings.Trim(pageURL, "/"))
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			n.Destination = []byte(r.rewrite(string(n.Destination), dir, self, false))
		case *ast.Image:
			n.Destination = []byte(r.rewrite(string(n.Destination), dir, self, true))
		}
		return ast.WalkContinue, nil
	})
	var buf bytes.Buffer
	if err := r.md.Renderer().Render(&buf, src, doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (r *Renderer) rewrite(dest, dir, self string, asset bool) string {
	switch {
	case dest == "" || isExternal(dest) || strings.HasPrefix(dest, "//"):
		return dest
	case strings.HasPrefix(dest, "#"):
		return self + dest
	}
	if !strings.HasPrefix(dest, "/") {
		dest = path.Join(dir, dest)
	}
	if asset || path.Ext(strings.SplitN(dest, "#", 2)[0]) != "" {
		return strings.TrimPrefix(dest, "/")
	}
	return r.link.page(dest)
}
