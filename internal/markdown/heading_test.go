package markdown

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

func TestSlug(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"words", "Getting Started", "getting-started"},
		{"punctuation", "Getting Started: 2. Install!", "getting-started-2-install"},
		{"inner punctuation", "Node.js & the Web's API", "nodejs-the-webs-api"},
		{"hyphen runs", "A -- B  -  C", "a-b-c"},
		{"edges", "  --Hello--  ", "hello"},
		{"underscore kept", "max_tokens", "max_tokens"},
		{"digits", "Version 2.0", "version-20"},
		{"accents", "Über Café", "über-café"},
		{"chinese", "快速开始：安装", "快速开始安装"},
		{"japanese", "はじめに ガイド", "はじめに-ガイド"},
		{"arabic", "البدء السريع", "البدء-السريع"},
		{"devanagari marks", "हिन्दी पाठ", "हिन्दी-पाठ"},
		{"ideographic space", "第一　第二", "第一-第二"},
		{"emoji only", "🚀", ""},
		{"emoji and words", "🚀 Launch", "launch"},
		{"invalid utf-8", "a\xffb", "ab"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(slug(nil, []byte(tt.in))); got != tt.want {
				t.Errorf("slug(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// headingIDsOf parses src and returns its headings' ids in document order.
func headingIDsOf(t *testing.T, src string) []string {
	t.Helper()
	doc := New().Parser().Parse(text.NewReader([]byte(src)))
	var ids []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			v, _ := h.AttributeString("id")
			b, _ := v.([]byte)
			ids = append(ids, string(b))
		}
		return ast.WalkContinue, nil
	})
	return ids
}

func TestHeadingIDs(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"reference example", "## Getting Started: 2. Install!", []string{"getting-started-2-install"}},
		{"duplicates", "# Intro\n## Intro\n### Intro\n", []string{"intro", "intro-1", "intro-2"}},
		{"duplicate of a suffixed id", "## A\n## A\n## A 1\n", []string{"a", "a-1", "a-1-1"}},
		{"text not markup", "## The [`run`](/cli) command, **now** _faster_", []string{"the-run-command-now-faster"}},
		{"entities", "## Q&amp;A &#169; 2024", []string{"qa-2024"}},
		{"escapes", `## \*Not\* emphasis`, []string{"not-emphasis"}},
		{"raw html dropped", "## Create <Badge>beta</Badge>", []string{"create-beta"}},
		{"autolink", "## See <https://example.com>", []string{"see-httpsexamplecom"}},
		{"image alt", "## ![Logo](x.png) Brand", []string{"logo-brand"}},
		{"math", "## Euler $e^i$", []string{"euler-ei"}},
		{"setext", "Title\n=====\n\nSub title\n---------\n", []string{"title", "sub-title"}},
		{"chinese", "## 快速开始\n## 快速开始\n", []string{"快速开始", "快速开始-1"}},
		{"arabic", "## البدء السريع", []string{"البدء-السريع"}},
		{"japanese", "## インストール方法", []string{"インストール方法"}},
		{"empty text", "## 🚀\n## !!!\n", []string{"heading", "heading-1"}},
		{"explicit id", "## Setup {#install}", []string{"install"}},
		{"empty or numeric explicit id", "# {#}\n## A {id=1}\n", []string{"heading", "a"}},
		{"explicit id reserved before generated", "## Install\n## Setup {#install}\n", []string{"install-1", "install"}},
		{"nested in containers", "> ## Quote\n\n- ## Item\n", []string{"quote", "item"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := headingIDsOf(t, tt.src); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ids = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSharedIDs parses a page in two pieces with one context, as a page
// rendered around its components is: ids stay unique across the pieces.
func TestSharedIDs(t *testing.T) {
	md := New()
	pc := parser.NewContext(parser.WithIDs(NewIDs()))
	var got []string
	for _, src := range []string{"## Setup\n## 安装\n", "## Setup {#x}\n## Setup\n## 安装\n"} {
		doc := md.Parser().Parse(text.NewReader([]byte(src)), parser.WithContext(pc))
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if h, ok := n.(*ast.Heading); ok && entering {
				v, _ := h.AttributeString("id")
				got = append(got, string(v.([]byte)))
			}
			return ast.WalkContinue, nil
		})
	}
	want := []string{"setup", "安装", "x", "setup-1", "安装-1"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ids = %q, want %q", got, want)
	}
}

func convert(t testing.TB, src string) string {
	t.Helper()
	var b bytes.Buffer
	if err := New().Convert([]byte(src), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestAnchors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"h1 has none", "# Page", `<h1 id="page">Page</h1>` + "\n"},
		{"h2", "## Setup", `<h2 id="setup"><a href="#setup">Setup</a></h2>` + "\n"},
		{"h3", "### Setup", `<h3 id="setup"><a href="#setup">Setup</a></h3>` + "\n"},
		{"h4", "#### Setup", `<h4 id="setup"><a href="#setup">Setup</a></h4>` + "\n"},
		{"h5 has none", "##### Setup", `<h5 id="setup">Setup</h5>` + "\n"},
		{"explicit id", "## Setup {#install}", `<h2 id="install"><a href="#install">Setup</a></h2>` + "\n"},
		{"code and emphasis in the link", "## The `run` *command*", `<h2 id="the-run-command"><a href="#the-run-command">The <code>run</code> <em>command</em></a></h2>` + "\n"},
		{"letters beyond ASCII stay as they are in href", "## 安装 über", `<h2 id="安装-über"><a href="#安装-über">安装 über</a></h2>` + "\n"},
		{"other characters are percent-encoded in href", "## Setup {#a“b}", `<h2 id="a“b"><a href="#a%E2%80%9Cb">Setup</a></h2>` + "\n"},
		{"goldmark's options reach ordinary links", "[x](javascript:go())", `<p><a href="javascript:go()">x</a></p>` + "\n"},
		{"a heading with a link keeps a separate anchor", "## [Docs](/docs \"T\")", `<h2 id="docs"><a href="/docs" title="T">Docs</a><a class="anchor" href="#docs" aria-label="Link to this section">#</a></h2>` + "\n"},
		{"and so does one with an image", "## ![i](i.png) Setup", `<h2 id="i-setup"><img src="i.png" alt="i"> Setup<a class="anchor" href="#i-setup" aria-label="Link to this section">#</a></h2>` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := convert(t, tt.src); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

// TestAnchorIsALink checks what the package documents for callers that
// rewrite links: the anchor is an *ast.Link whose destination they can
// prefix, and what they set is what is rendered.
func TestAnchorIsALink(t *testing.T) {
	md := New()
	src := []byte("## Setup\n")
	doc := md.Parser().Parse(text.NewReader(src))
	var links int
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := n.(*ast.Link); ok && entering {
			links++
			if string(l.Destination) != "#setup" {
				t.Errorf("destination %q", l.Destination)
			}
			l.Destination = append([]byte("guides/intro/"), l.Destination...)
		}
		return ast.WalkContinue, nil
	})
	if links != 1 {
		t.Fatalf("%d links, want 1", links)
	}
	var b bytes.Buffer
	if err := md.Renderer().Render(&b, src, doc); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `href="guides/intro/#setup"`) {
		t.Errorf("rewritten destination not rendered: %s", b.String())
	}
}

// TestAnchorLabel: SetAnchorLabel names a document's heading anchors in
// the page's language, escaped.
func TestAnchorLabel(t *testing.T) {
	md := New()
	src := []byte("## [Setup](/setup)\n")
	doc := md.Parser().Parse(text.NewReader(src))
	SetAnchorLabel(doc.OwnerDocument(), `Lien vers "cette" section`)
	var b bytes.Buffer
	if err := md.Renderer().Render(&b, src, doc); err != nil {
		t.Fatal(err)
	}
	if want := `aria-label="Lien vers &quot;cette&quot; section">#</a>`; !strings.Contains(b.String(), want) {
		t.Errorf("got %s, want it to hold %s", b.String(), want)
	}
}
