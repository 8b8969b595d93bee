// Package link classifies link targets: a path in the site, an in-page
// anchor, an external URL, or a URL that runs script when followed. It is
// the one place that decides whether a link leaves the site and whether
// it may be written into a page ([Allowed], navbuild's one URL rule:
// paths, anchors and http(s), mailto: and tel: URLs), and how a page's
// path is written so it never reads as a URL ([Relative]); docs.json
// validation, OpenAPI specs' x-mint.href, MDX pages, spec descriptions
// and the renderer all ask it.
//
// A target is read the way a browser reads an href attribute: HTML
// character references are decoded ("javascript&colon;", "&#106;..."),
// and whitespace and control characters are dropped where a browser
// drops them, before the scheme is looked at. Where browsers differ, or
// once differed, it errs towards [Script].
//
// Stage: shared. Validate, resolve, the content engines and render ask it.
package link

import (
	"html"
	"strings"
	"unicode"
)

// Kind is what a link target points at. The zero value is [Path].
type Kind int

const (
	// Path is a path in the site, from the root ("/guides/intro") or
	// relative ("intro", "../img/x.png"), possibly with a query or
	// fragment.
	Path Kind = iota
	// Anchor is a fragment of the current page: "#install".
	Anchor
	// External leaves the site: a URL with a scheme (https:, mailto:,
	// tel:, ...) or a protocol-relative URL ("//host/x").
	External
	// Script runs code when followed or loaded: javascript:, vbscript:
	// and data: URLs, except data: raster images (see [Classify]).
	Script
)

func (k Kind) String() string {
	switch k {
	case Path:
		return "path"
	case Anchor:
		return "anchor"
	case External:
		return "external"
	case Script:
		return "script"
	}
	return "invalid"
}

// Classify returns the kind of the link target raw.
//
// data: URLs are [Script], except PNG, GIF, JPEG, WebP and AVIF images,
// which are [External]: a raster image runs no code wherever it is
// loaded (an SVG can, and a data: document is a page of its own).
func Classify(raw string) Kind {
	s := decode(raw)
	scheme, ok := schemeOf(s)
	switch {
	case ok && (scheme == "javascript" || scheme == "vbscript" || scheme == "livescript"):
		return Script
	case ok && scheme == "data":
		if rasterData(s) {
			return External
		}
		return Script
	case ok:
		return External
	}
	s = strings.TrimLeftFunc(s, ignored)
	switch {
	case strings.HasPrefix(s, "#"):
		return Anchor
	case len(s) >= 2 && isSlash(s[0]) && isSlash(s[1]):
		// Browsers read a backslash as a slash: "\\host" and "/\host"
		// are protocol-relative too.
		return External
	}
	return Path
}

// Allowed reports whether raw may be written as a link (an href, a
// form's action, an SVG xlink:href): the one URL rule of navbuild,
// whatever the link's source (docs.json, an OpenAPI spec, a page path, an
// MDX page). Paths in the site, anchors, protocol-relative URLs and
// http:, https:, mailto: and tel: URLs may be; nothing else: no script
// URL, no data: URL (a raster image is an image, not a link: image
// sources ask [Classify]), and no other scheme (file:, ftp:, an app's
// deep link such as cursor:).
func Allowed(raw string) bool {
	switch Classify(raw) {
	case Path, Anchor:
		return true
	case External:
		scheme, ok := schemeOf(decode(raw))
		return !ok || scheme == "http" || scheme == "https" || scheme == "mailto" || scheme == "tel"
	}
	return false
}

// Authored reports whether raw, a link the author of a page wrote in it
// (MDX: a Markdown link or autolink, an <a href>, an SVG link, a form's
// action), may be written: what [Allowed] allows, and an app's deep link
// or another scheme (cursor://, vscode:, ftp:), never a script URL or a
// data: URL. A page is the site's own code, which runs as written (its
// <script> elements are kept), and real pages link to apps ("Add to
// Cursor"), as the reference renders them; what navbuild takes from data
// (a spec, docs.json, a path) must pass [Allowed].
func Authored(raw string) bool {
	return Classify(raw) != Script
}

// Relative returns p, a reference relative to a page or to the site's
// root ("guides/intro/", never a URL), in a form every browser and
// Markdown reader takes as a path: with "./" before it when p would read
// as a URL, because its first segment looks like a scheme (a folder
// named "javascript:") or it starts with two slashes.
func Relative(p string) string {
	if k := Classify(p); k == Path || k == Anchor {
		return p
	}
	return "./" + p
}

// IsExternal reports whether raw leaves the site: [Classify] is
// [External] or [Script].
func IsExternal(raw string) bool {
	k := Classify(raw)
	return k == External || k == Script
}

// decode decodes HTML character references until none is left: a target
// may reach a browser through more than one layer of HTML (an MDX
// attribute, then the page), and each layer decodes once.
func decode(s string) string {
	for range 4 {
		if !strings.Contains(s, "&") {
			break
		}
		d := html.UnescapeString(s)
		if d == s {
			break
		}
		s = d
	}
	return s
}

// ignored reports whether a browser ignores r where it reads a scheme:
// it strips leading C0 controls and spaces and removes tabs and newlines
// anywhere; older ones also skipped other controls, and invisible
// formatting characters are treated the same to be safe.
func ignored(r rune) bool {
	return r <= ' ' || r == 0x7f || unicode.IsSpace(r) || unicode.IsControl(r) || unicode.Is(unicode.Cf, r)
}

// schemeOf returns the lower-case scheme of s, skipping ignored
// characters, and whether s has one.
func schemeOf(s string) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case ignored(r):
			continue
		case r == ':':
			return b.String(), b.Len() > 0
		case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'):
			b.WriteByte(byte(unicode.ToLower(r)))
		case b.Len() > 0 && (r >= '0' && r <= '9' || r == '+' || r == '-' || r == '.'):
			b.WriteRune(r)
		default:
			return "", false
		}
	}
	return "", false
}

// rasterData reports whether the data: URL s holds a raster image.
func rasterData(s string) bool {
	_, rest, _ := strings.Cut(s, ":")
	rest = strings.ToLower(strings.TrimLeftFunc(rest, ignored))
	mime, _, _ := strings.Cut(rest, ",")
	mime, _, _ = strings.Cut(mime, ";")
	switch strings.TrimSpace(mime) {
	case "image/png", "image/gif", "image/jpeg", "image/jpg", "image/webp", "image/avif":
		return true
	}
	return false
}

func isSlash(c byte) bool { return c == '/' || c == '\\' }
