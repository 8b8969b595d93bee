// Package shiki holds the code block themes the reference names in
// `styling.codeblocks`: Shiki's bundled themes (the npm package
// @shikijs/themes, MIT), vendored by `go generate` into themes.go with the
// package's version, licence and integrity (genshiki), each as a chroma
// style built from the theme's colours.
//
// Stage: shared (resolve checks names, internal/markdown draws them).
//
//go:generate go run ./genshiki -version 4.6.0 -o themes.go -license LICENSE.shiki
package shiki

import (
	"slices"
	"sync"

	"github.com/alecthomas/chroma/v2"
)

// theme is a bundled theme: its kind, its block's colours and its
// tokens' styles.
type theme struct {
	dark   bool
	block  string
	tokens tokenStyles
}

// tokenStyles are a theme's styles of tokenTypes, in order; "" leaves a
// token to inherit its parent's (KeywordType from Keyword...).
type tokenStyles [len(tokenTypes)]string

// entries returns th's chroma style entries.
func (th *theme) entries() chroma.StyleEntries {
	e := chroma.StyleEntries{chroma.Background: th.block}
	for i, s := range th.tokens {
		if s != "" {
			e[tokenTypes[i]] = s
		}
	}
	return e
}

// Names returns the names of Shiki's bundled themes, sorted.
func Names() []string {
	names := make([]string, 0, len(themes))
	for name := range themes {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// Dark reports whether the bundled theme name is a dark one, and whether
// it is a bundled theme.
func Dark(name string) (dark, ok bool) {
	th, ok := themes[name]
	return th.dark, ok
}

var built = sync.OnceValue(func() map[string]*chroma.Style {
	out := make(map[string]*chroma.Style, len(themes))
	for name, th := range themes {
		// The entries are generated from valid colours: a theme that
		// cannot be built is left out, and TestStyles fails.
		if s, err := chroma.NewStyle("shiki-"+name, th.entries()); err == nil {
			out[name] = s
		}
	}
	return out
})

// Style returns the chroma style of the bundled theme name, nil when
// there is none. The styles are built once; safe for concurrent use.
func Style(name string) *chroma.Style { return built()[name] }
