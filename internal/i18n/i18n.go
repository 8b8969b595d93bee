package i18n

import (
	"maps"
	"slices"
	"strings"
	"sync"
)

// Texts is the interface text of one language, every key filled (English
// where the language has no text of its own, which the tests forbid for
// the languages docs.json accepts). A *Texts is shared and read-only:
// safe for concurrent use.
type Texts struct {
	lang string
	m    map[string]string
}

// fromStarlight maps our keys onto Starlight's where its English is
// ours word for word: its translations then serve every language it has.
var fromStarlight = map[string]string{
	"skip":    "skipLink.label",
	"toc":     "tableOfContents.onThisPage",
	"prev":    "page.previousLink",
	"next":    "page.nextLink",
	"menu":    "menuButton.accessibleLabel",
	"updated": "page.lastUpdated",
}

// starlightLang names the language of our table in Starlight's files.
func starlightLang(lang string) string {
	switch lang {
	case "zh":
		return "zh-CN"
	case "no":
		return "nb"
	}
	return lang
}

// Lang returns the language of the table t reads ("en", "zh-TW").
func (t *Texts) Lang() string { return t.lang }

// Get returns the text of key; an unknown key is returned as it is, so a
// typo shows on the page (and TestKeysUsed fails).
func (t *Texts) Get(key string) string {
	if s, ok := t.m[key]; ok {
		return s
	}
	return key
}

// Fill returns the text of key with each "{name}" placeholder replaced:
// pairs are name, value, name, value...
func (t *Texts) Fill(key string, pairs ...string) string {
	s := t.Get(key)
	for i := 0; i+1 < len(pairs); i += 2 {
		s = strings.ReplaceAll(s, "{"+pairs[i]+"}", pairs[i+1])
	}
	return s
}

// English reports whether t is the English table.
func (t *Texts) English() bool { return t.lang == "en" }

// lookup returns the text of key in lang's own table (Starlight's first,
// then ours), "" when it has none.
func lookup(lang, key string) string {
	if sk, ok := fromStarlight[key]; ok {
		if s := starlight[starlightLang(lang)][sk]; s != "" {
			return s
		}
	}
	return own(lang)[key]
}

// texts are the Texts of every language of the own files, each built on
// first use.
var texts = sync.OnceValue(func() map[string]func() *Texts {
	out := make(map[string]func() *Texts, len(ownTables()))
	for lang := range ownTables() {
		out[lang] = sync.OnceValue(func() *Texts { return newTexts(lang) })
	}
	return out
})

// newTexts builds lang's table: every English key, in lang's text or
// else in English.
func newTexts(lang string) *Texts {
	en := own("en")
	t := &Texts{lang: lang, m: make(map[string]string, len(en))}
	for key := range en {
		s := lookup(lang, key)
		if s == "" {
			s = lookup("en", key)
		}
		t.m[key] = s
	}
	return t
}

// table returns the language of our table that serves code, a docs.json
// language code or a BCP 47 tag: the same, then its base ("pt-BR" →
// "pt"), then "en".
func table(code string) string {
	switch strings.ToLower(code) {
	case "", "en":
		return "en"
	case "cn", "zh", "zh-hans", "zh-cn":
		return "zh"
	case "zh-hant", "zh-tw":
		return "zh-TW"
	case "jp", "ja", "ja-jp":
		return "ja"
	case "ua":
		return "uk"
	}
	if _, ok := ownTables()[code]; ok {
		return code
	}
	base, _, _ := strings.Cut(code, "-")
	if _, ok := ownTables()[strings.ToLower(base)]; ok {
		return strings.ToLower(base)
	}
	return "en"
}

// For returns the texts of the language code (docs.json's, or BCP 47);
// "" and languages navbuild has no table for get English.
func For(code string) *Texts {
	return texts()[table(code)]()
}

// Languages returns the languages of the table, sorted.
func Languages() []string {
	return slices.Sorted(maps.Keys(ownTables()))
}

// RTL reports whether code is written right to left.
func RTL(code string) bool {
	base, _, _ := strings.Cut(strings.ToLower(code), "-")
	return base == "ar" || base == "he"
}
