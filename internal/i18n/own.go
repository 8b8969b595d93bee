package i18n

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
)

// ownFiles holds navbuild's own interface text, one file a language
// (own/fr.json), as translators and Starlight keep theirs: the keys
// Starlight has no message for (all of them for Uzbek, which Starlight
// lacks), the API playground's words (assets/playground.js) last. The
// English file names every key; fromStarlight's keys are taken from
// Starlight where it has the language. Counts that one pattern cannot
// inflect ("{n} results" in Russian) are written "Results: {n}".
// Written for navbuild, not vendored.
//
//go:embed own/*.json
var ownFiles embed.FS

// ownTables are the languages of the own files ("zh-TW"), each with its
// table, decoded on first use: a build pays for the languages its site
// has.
var ownTables = sync.OnceValue(func() map[string]func() map[string]string {
	files, _ := fs.Glob(ownFiles, "own/*.json") // the pattern is well formed
	out := make(map[string]func() map[string]string, len(files))
	for _, file := range files {
		out[strings.TrimSuffix(path.Base(file), ".json")] = sync.OnceValue(func() map[string]string { return decodeOwn(file) })
	}
	return out
})

// own returns navbuild's own table of lang, nil if it has none.
func own(lang string) map[string]string {
	if table, ok := ownTables()[lang]; ok {
		return table()
	}
	return nil
}

// decodeOwn returns the table of an own file; a malformed file is a
// broken build, and panics.
func decodeOwn(file string) map[string]string {
	data, err := ownFiles.ReadFile(file)
	if err != nil {
		panic(err)
	}
	table, err := decodeTable(data)
	if err != nil {
		panic(fmt.Sprintf("i18n: %s: %v", file, err))
	}
	return table
}

// decodeTable decodes a language's file: a JSON object of strings.
func decodeTable(data []byte) (map[string]string, error) {
	var table map[string]string
	if err := json.Unmarshal(data, &table); err != nil {
		return nil, err
	}
	if table == nil {
		return nil, errors.New("null, not an object")
	}
	return table, nil
}
