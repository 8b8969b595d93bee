package resolve

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/frontmatter"
	"github.com/navbuild/navbuild/internal/link"
)

// frontMatter is a page's front matter (or an operation's
// x-mint.metadata), decoded once: every key navbuild honours. Values of
// the wrong type are reported when decoding and left out.
type frontMatter struct {
	FrontMatter
	// titled and sidebarTitled say that the keys are written, whatever
	// their value: a page with `openapi` keeps them over the summary.
	titled, sidebarTitled bool
	openapi               string
	openapiPos            diag.Pos
	iconPos               diag.Pos
	// block is the front matter as written, for [Page.SameFrontMatter]:
	// kept even when it is not valid YAML.
	block string
}

// playgrounds are the values of the front matter `playground`, as of
// docs.json's `api.playground.display`.
var playgrounds = []string{"interactive", "simple", "none", "auth"}

// joinOr returns hint, or else fallback when hint is "".
func joinOr(hint, fallback string) string {
	if hint != "" {
		return hint
	}
	return fallback
}

// modes are the values of the front matter `mode`; "default" is "".
var modes = []string{"default", "wide", "center", "custom", "frame"}

// decodeFrontMatter decodes parsed front matter. warn reports a value
// that navbuild cannot use (msg starts with the key); pos gives a key's
// position, for the values that are checked later (openapi).
func decodeFrontMatter(m map[string]any, warn func(key, msg, hint string), pos func(key string) diag.Pos) *frontMatter {
	fm := &frontMatter{}
	wrong := func(key string, v any, want string) {
		warn(key, fmt.Sprintf("%s is %s, not %s", key, describe(v), want), "it is ignored")
	}
	str := func(key string) string {
		v, ok := m[key]
		if !ok || v == nil {
			return ""
		}
		s, ok := scalar(v)
		if !ok {
			wrong(key, v, "a string")
		}
		return s
	}
	boolean := func(key string) bool {
		v, ok := m[key]
		if !ok || v == nil {
			return false
		}
		b, ok := v.(bool)
		if !ok {
			wrong(key, v, "true or false")
		}
		return b
	}
	fm.Title = str("title")
	fm.SidebarTitle = str("sidebarTitle")
	fm.Description = str("description")
	fm.Icon = str("icon")
	fm.IconType = str("iconType")
	if fm.Icon != "" {
		fm.iconPos = pos("icon")
	}
	fm.Tag = str("tag")
	_, fm.titled = m["title"]
	_, fm.sidebarTitled = m["sidebarTitle"]
	if u := strings.TrimSpace(str("url")); u != "" {
		switch {
		case link.Classify(u) == link.Script:
			warn("url", fmt.Sprintf("url %q runs a script", u), "it is ignored: write an http(s) address")
		case !link.Allowed(u):
			warn("url", fmt.Sprintf("url %q is not a link navbuild writes", u), "it is ignored: write an http(s), mailto: or tel: address or a path in the site")
		default:
			fm.LinkTo = u
		}
	}
	fm.Hidden = boolean("hidden")
	fm.NoIndex = boolean("noindex")
	fm.Draft = boolean("draft")
	if c := str("canonical"); c != "" {
		if u, err := url.Parse(c); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
			fm.Canonical = c
		} else {
			warn("canonical", fmt.Sprintf("canonical %q is not an absolute http(s) URL", c), "the page keeps the canonical URL navbuild builds")
		}
	}
	fm.Robots = str("robots")
	fm.RSS = boolean("rss")
	if _, ok := m["timestamp"]; ok {
		if v, ok := m["timestamp"].(bool); ok {
			fm.Timestamp = &v
		} else {
			boolean("timestamp") // warns
		}
	}
	switch v := m["mode"].(type) {
	case nil:
	case string:
		switch {
		case v == "default":
		case slices.Contains(modes, v):
			fm.Mode = v
		default:
			hint := diag.DidYouMean(v, modes)
			if hint == "" {
				hint = "write " + strings.Join(modes[:len(modes)-1], ", ") + " or " + modes[len(modes)-1]
			}
			warn("mode", fmt.Sprintf("mode %q is not a layout: the page has the default one", v), hint)
		}
	default:
		wrong("mode", v, "a string")
	}
	switch v := m["playground"].(type) {
	case nil:
	case string:
		if slices.Contains(playgrounds, v) {
			fm.Playground = v
		} else {
			warn("playground", fmt.Sprintf("playground %q is not a display: the site's applies", v),
				joinOr(diag.DidYouMean(v, playgrounds), "write "+strings.Join(playgrounds[:len(playgrounds)-1], ", ")+" or "+playgrounds[len(playgrounds)-1]))
		}
	default:
		wrong("playground", v, "a string")
	}
	switch v := m["keywords"].(type) {
	case nil:
	case string:
		fm.Keywords = []string{v}
	case []any:
		fm.Keywords = make([]string, 0, len(v))
		for i, w := range v {
			s, ok := scalar(w)
			if !ok {
				warn("keywords", fmt.Sprintf("keywords[%d] is %s, not a string", i, describe(w)), "it is left out")
				continue
			}
			fm.Keywords = append(fm.Keywords, s)
		}
	default:
		wrong("keywords", v, "a string or a list")
	}
	for k, v := range m {
		if (strings.HasPrefix(k, "og:") || strings.HasPrefix(k, "twitter:")) && v != nil {
			s, ok := scalar(v)
			if !ok {
				wrong(k, v, "a string")
				continue
			}
			fm.Social = append(fm.Social, SocialTag{Key: k, Value: s})
		}
	}
	// Sorted, since map order must not reach the output.
	slices.SortFunc(fm.Social, func(a, b SocialTag) int { return strings.Compare(a.Key, b.Key) })
	switch v := m["api"].(type) {
	case nil:
	case string:
		method, target, ok := strings.Cut(strings.TrimSpace(v), " ")
		if !ok {
			warn("api", fmt.Sprintf("api %q is not METHOD URL", v), `write api: "POST https://api.example.com/path"`)
			break
		}
		fm.API = &APIRequest{Method: strings.ToUpper(method), Target: strings.TrimSpace(target)}
	default:
		wrong("api", v, "a string")
	}
	switch v := m["openapi"].(type) {
	case nil:
	case string:
		fm.openapi = v
		fm.openapiPos = pos("openapi")
	default:
		wrong("openapi", v, "a string")
	}
	return fm
}

// fileFrontMatter decodes the front matter of a page file from block, its
// text, and m, its parsed value: problems are warnings at their key.
func fileFrontMatter(file string, block []byte, m map[string]any) (*frontMatter, diag.List) {
	var problems diag.List
	pos := func(key string) diag.Pos {
		offset, line, col := frontmatter.KeyPos(block, key)
		return diag.Pos{File: file, Offset: offset, Line: line, Col: col}
	}
	fm := decodeFrontMatter(m, func(key, msg, hint string) {
		problems.Add(diag.Warning, pos(key), "", "front matter "+msg, hint)
	}, pos)
	fm.block = string(block)
	return fm, problems
}

// scalar returns a front matter value as text: a string as it is, a
// number or a boolean as YAML wrote it. ok is false for a list or a
// mapping.
func scalar(v any) (s string, ok bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case []any, map[string]any, map[any]any, nil:
		return "", false
	}
	return fmt.Sprint(v), true
}

// describe names a front matter value in a message: `the string "yes"`,
// "the number 3", "a list".
func describe(v any) string {
	switch v := v.(type) {
	case string:
		return fmt.Sprintf("the string %q", v)
	case bool:
		return fmt.Sprintf("the boolean %t", v)
	case int, int64, uint64, float64:
		return fmt.Sprintf("the number %v", v)
	case []any:
		return "a list"
	case map[string]any, map[any]any:
		return "a mapping"
	case nil:
		return "empty"
	}
	return fmt.Sprintf("%v", v)
}

// SameFrontMatter reports whether src, the page's source, starts with the
// front matter p was resolved from, byte for byte: then an edit that
// gave src changed only the page's body. It is false for a page without a
// file.
func (p *Page) SameFrontMatter(src []byte) bool {
	if p.File == "" {
		return false
	}
	block, _ := frontmatter.Block(src)
	if p.fm == nil {
		return block == nil
	}
	return string(block) == p.fm.block
}
