package config

import (
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/mdnest"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"golang.org/x/net/html"
)

// markdown decodes a string rendered as Markdown with HTML (a banner's
// content). A script URL among its links is an error, as in any href:
// render sanitizes the HTML too, but the author should hear of it.
func (d *decoder) markdown(v *jsonv.Value, path string) (string, bool) {
	s, ok := d.label(v, path)
	if !ok {
		return s, ok
	}
	urls, deep := markupURLs(s)
	for _, u := range urls {
		if !link.Allowed(u) {
			d.hard.Add(diag.Error, v.Pos(), path, "link "+refusedLink(u), linkHint)
			return "", false
		}
	}
	if deep {
		d.warnf(v, path, "", "block quotes or lists nest more than %d deep: the deeper ones are shown as text", mdnest.Max)
	}
	return s, true
}

// urlAttrs are the HTML attributes that hold a URL a browser follows or
// loads.
var urlAttrs = map[string]bool{"href": true, "src": true, "action": true, "formaction": true, "data": true,
	"poster": true, "background": true, "cite": true, "xlink:href": true, "srcset": true}

// bannerMarkdown is goldmark with GFM, its block quotes and lists nested
// mdnest.Max levels at most: a banner of deeply nested ones would cost
// time quadratic in its length (internal/mdnest).
var bannerMarkdown = goldmark.New(
	goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(mdnest.Limit(parser.DefaultBlockParsers())...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
	)),
	goldmark.WithExtensions(extension.GFM),
)

// markupURLs returns the link and image destinations of the Markdown
// src and the URL attributes of its raw HTML, and whether its blocks nest
// past mdnest.Max.
func markupURLs(src string) (urls []string, deep bool) {
	b := []byte(src)
	doc := bannerMarkdown.Parser().Parse(text.NewReader(b))
	_, deep = mdnest.Cut(doc)
	var raw strings.Builder
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			urls = append(urls, string(n.Destination))
		case *ast.Image:
			urls = append(urls, string(n.Destination))
		case *ast.AutoLink:
			urls = append(urls, string(n.URL(b)))
		case *ast.RawHTML:
			for i := 0; i < n.Segments.Len(); i++ {
				seg := n.Segments.At(i)
				raw.Write(seg.Value(b))
			}
		case *ast.HTMLBlock:
			for i := 0; i < n.Lines().Len(); i++ {
				seg := n.Lines().At(i)
				raw.Write(seg.Value(b))
			}
		}
		return ast.WalkContinue, nil
	})
	z := html.NewTokenizer(strings.NewReader(raw.String()))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return urls, deep
		case html.StartTagToken, html.SelfClosingTagToken:
			for _, a := range z.Token().Attr {
				if urlAttrs[strings.ToLower(a.Key)] {
					urls = append(urls, a.Val)
				}
			}
		}
	}
}
