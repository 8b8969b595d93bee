// Package fonts knows the font families navbuild ships for docs.json's
// `fonts` (vendored from their @fontsource npm packages by genfonts: the
// woff2 files of the latin and latin-ext subsets, weights 400 to 700, in
// assets/fonts), the generic CSS families that need no file, and how a
// family name or a URL is written into CSS so that no docs.json value
// can break out of its string.
//
// Stage: shared. Resolve looks families up; render writes @font-face.
package fonts

//go:generate go run ./genfonts

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Family is a family navbuild ships: its files are assets/fonts/<File>
// for each Face, from Package at Version under License (the text is
// assets/fonts/<LicenseFile>).
type Family struct {
	Name, ID                               string
	Package, Version, License, LicenseFile string
	Faces                                  []Face
}

// Face is one file of a family: one weight of one subset, normal style.
type Face struct {
	Weight       int
	Subset, File string
	UnicodeRange string
}

// faces lists the files of family id: each weight, and in each weight one
// file a subset (catalog.go, written by genfonts, holds both lists).
func faces(id string) []Face {
	var fs []Face
	for _, w := range weights {
		for _, s := range subsetRanges {
			fs = append(fs, Face{Weight: w, Subset: s.subset, File: fmt.Sprintf("%s-%s-%d-normal.woff2", id, s.subset, w), UnicodeRange: s.unicodeRange})
		}
	}
	return fs
}

// Lookup returns the shipped family named name (case and spacing
// ignored: "ibm plex sans", "IBM Plex Sans"), or nil.
func Lookup(name string) *Family {
	key := normalize(name)
	for i := range catalog {
		if normalize(catalog[i].Name) == key {
			return &catalog[i]
		}
	}
	return nil
}

// Names returns the names of the shipped families, in catalog order.
func Names() []string {
	var n []string
	for _, f := range catalog {
		n = append(n, f.Name)
	}
	return n
}

func normalize(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// generic are CSS's generic families, which the browser maps to fonts of
// the system: a family written so needs no file.
var generic = map[string]bool{
	"serif": true, "sans-serif": true, "monospace": true, "cursive": true, "fantasy": true,
	"system-ui": true, "ui-serif": true, "ui-sans-serif": true, "ui-monospace": true, "ui-rounded": true,
	"math": true, "emoji": true, "fangsong": true,
	"-apple-system": true, "blinkmacsystemfont": true,
}

// Generic reports whether name is a generic CSS family ("system-ui",
// "monospace") or the system font keyword of a browser
// ("-apple-system"), written as a keyword, not as a quoted name.
func Generic(name string) bool { return generic[strings.ToLower(strings.TrimSpace(name))] }

// Family writes name as a CSS font family: a generic family as its
// keyword, any other name as a quoted string.
func CSSFamily(name string) string {
	if Generic(name) {
		return strings.ToLower(strings.TrimSpace(name))
	}
	return Quote(name)
}

// QuoteURL returns the URL u as a CSS string in double quotes, as
// [Quote] does but leaving the characters of URLs (/ : ? & = % # + @ ! ,
// ~) as they are.
func QuoteURL(u string) string { return quote(u, "/:?&=%#+@!,~") }

// Quote returns s as a CSS string in double quotes. Every character
// outside letters, digits, space, '-', '_' and '.' (and any byte that is
// not valid UTF-8) is written as a CSS escape ("\22 " for '"'), so the
// result is one string token whatever s holds: no quote, backslash,
// newline, '<' or ';' of s reaches the stylesheet as itself.
func Quote(s string) string { return quote(s, "") }

// quote is Quote, leaving the characters of keep as they are too.
func quote(s, keep string) string {
	var b strings.Builder
	b.WriteByte('"')
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		switch {
		case r == utf8.RuneError && n <= 1:
			b.WriteString(`\fffd `)
		case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', '0' <= r && r <= '9',
			r == ' ', r == '-', r == '_', r == '.', r < utf8.RuneSelf && strings.ContainsRune(keep, r):
			b.WriteRune(r)
		case r == 0:
			b.WriteString(`\fffd `)
		default:
			fmt.Fprintf(&b, `\%x `, r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
