package search

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Index reads the files [Build] wrote, for tests and benchmarks: the
// browser reads them with assets/search.js, which holds the ranking. The
// zero Index is empty; Open fills one.
type Index struct {
	files map[string][]byte
	Per   int               // pages per documents file
	Meta  map[string][3]int // by scope: documents, dictionary files, postings files
	Dirs  map[string]string // by scope, and "d" for the documents: the folder
	// Folders are the scopes' folders of shared documents (share.go).
	Folders map[string]string
	Hash    string
}

// Open reads scopes.json of files, the index files by name.
func Open(files map[string][]byte) (*Index, error) {
	var m struct {
		V int
		G int
		S map[string][]json.RawMessage
		D string
		H string
	}
	if err := json.Unmarshal(files["scopes.json"], &m); err != nil {
		return nil, fmt.Errorf("scopes.json: %w", err)
	}
	if m.V != 2 {
		return nil, fmt.Errorf("scopes.json: version %d, want 2", m.V)
	}
	x := &Index{files: files, Per: m.G, Meta: map[string][3]int{}, Dirs: map[string]string{"d": "d"}, Folders: map[string]string{}, Hash: m.H}
	if m.D != "" {
		x.Dirs["d"] = "d." + m.D
	}
	for id, v := range m.S {
		if len(v) < 3 {
			return nil, fmt.Errorf("scopes.json: scope %s: %d fields", id, len(v))
		}
		var meta [3]int
		for i := range meta {
			if err := json.Unmarshal(v[i], &meta[i]); err != nil {
				return nil, fmt.Errorf("scopes.json: scope %s: %w", id, err)
			}
		}
		x.Meta[id] = meta
		x.Dirs[id] = id
		if len(v) > 3 {
			var h string
			if err := json.Unmarshal(v[3], &h); err != nil {
				return nil, fmt.Errorf("scopes.json: scope %s: %w", id, err)
			}
			x.Dirs[id] = id + "." + h
		}
		if len(v) > 4 {
			var f string
			if err := json.Unmarshal(v[4], &f); err != nil {
				return nil, fmt.Errorf("scopes.json: scope %s: %w", id, err)
			}
			x.Folders[id] = f
		}
	}
	return x, nil
}

// Posting is a term's weight in a document: section Sec of page Doc.
type Posting struct{ Doc, Sec, Weight int }

// DictFile returns the name of the dictionary file of term's shard in
// scope.
func (x *Index) DictFile(scope, term string) string {
	return x.Dirs[scope] + "/w" + strconv.Itoa(bucket(shardKey(term), x.Meta[scope][1])) + ".json"
}

// PostFile returns the name of the postings file of term in scope.
func (x *Index) PostFile(scope, term string) string {
	return x.Dirs[scope] + "/p" + strconv.Itoa(bucket(shardKey(term), x.Meta[scope][2])) + ".json"
}

// DocFile returns the name of the documents file of page doc.
func (x *Index) DocFile(doc int) string {
	return x.Dirs["d"] + "/" + strconv.Itoa(doc/x.Per) + ".json"
}

// Dict returns the terms of a dictionary file with their document
// frequencies.
func (x *Index) Dict(name string) (map[string]int, error) {
	var m map[string]int
	err := json.Unmarshal(x.files[name], &m)
	return m, err
}

// Postings returns term's postings in scope, by page then section.
func (x *Index) Postings(scope, term string) ([]Posting, error) {
	name := x.PostFile(scope, term)
	var m map[string]string
	if err := json.Unmarshal(x.files[name], &m); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return decodePostings(m[term])
}

func decodePostings(s string) ([]Posting, error) {
	var nums []int
	n := 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(numDigits, s[i])
		if d < 0 {
			return nil, fmt.Errorf("postings: bad digit %q", s[i])
		}
		if d >= 32 {
			n = n*32 + d - 32
			continue
		}
		nums = append(nums, n*32+d)
		n = 0
	}
	if len(nums)%3 != 0 {
		return nil, fmt.Errorf("postings: %d numbers", len(nums))
	}
	var out []Posting
	doc := 0
	for i := 0; i < len(nums); i += 3 {
		doc += nums[i]
		out = append(out, Posting{doc, nums[i+1], nums[i+2]})
	}
	return out, nil
}

// Pages returns the pages of scope that hold a term, in document order.
func (x *Index) Pages(scope string) ([]int, error) {
	seen := map[int]bool{}
	for i := range x.Meta[scope][2] {
		name := x.Dirs[scope] + "/p" + strconv.Itoa(i) + ".json"
		var m map[string]string
		if err := json.Unmarshal(x.files[name], &m); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, s := range m {
			ps, err := decodePostings(s)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			for _, p := range ps {
				seen[p.Doc] = true
			}
		}
	}
	var out []int
	for d := range seen {
		out = append(out, d)
	}
	slices.Sort(out)
	return out, nil
}

// Doc is a page's results metadata.
type Doc struct {
	URL, Title, Crumb, Method string
	Sections                  [][3]string // anchor, heading, snippet
	// Folder is the folder URL starts with when the entry is shared by
	// the pages at the same path in other scopes' folders (share.go).
	Folder string
}

// DocIn returns page doc's results metadata as scope shows it: a shared
// entry's URL in the scope's folder, as assets/search.js writes it.
func (x *Index) DocIn(scope string, doc int) (Doc, error) {
	d, err := x.Doc(doc)
	if f := x.Folders[scope]; err == nil && d.Folder != "" && f != "" && strings.HasPrefix(d.URL, d.Folder) {
		d.URL = f + d.URL[len(d.Folder):]
	}
	return d, err
}

// Doc returns page doc's results metadata.
func (x *Index) Doc(doc int) (Doc, error) {
	name := x.DocFile(doc)
	var pages [][]json.RawMessage
	if err := json.Unmarshal(x.files[name], &pages); err != nil {
		return Doc{}, fmt.Errorf("%s: %w", name, err)
	}
	i := doc % x.Per
	if i >= len(pages) {
		return Doc{}, fmt.Errorf("%s: no page %d", name, doc)
	}
	if n := len(pages[i]); n < 5 {
		return Doc{}, fmt.Errorf("%s: page %d has %d fields", name, doc, n)
	}
	var d Doc
	for k, f := range []*string{&d.URL, &d.Title, &d.Crumb, &d.Method} {
		if err := json.Unmarshal(pages[i][k], f); err != nil {
			return Doc{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	if err := json.Unmarshal(pages[i][4], &d.Sections); err != nil {
		return Doc{}, fmt.Errorf("%s: %w", name, err)
	}
	if len(pages[i]) > 5 {
		if err := json.Unmarshal(pages[i][5], &d.Folder); err != nil {
			return Doc{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	return d, nil
}

// QueryBytes returns the bytes assets/search.js downloads for query q in
// scope, one-typo neighbours left out: scopes.json, the dictionary file
// of each word, the postings files of the words and of the last word's
// eight most frequent completions (index), then the documents files of
// ten results, bounded by the ten largest documents files holding pages
// of the scope (docs).
func (x *Index) QueryBytes(scope, q string) (index, docs int, err error) {
	fetched := map[string]bool{"scopes.json": true}
	words := Terms(nil, q)
	for i, w := range words {
		dict := x.DictFile(scope, w)
		fetched[dict] = true
		df, err := x.Dict(dict)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %w", dict, err)
		}
		var prefix []string
		for t := range df {
			if t == w {
				fetched[x.PostFile(scope, t)] = true
			} else if i == len(words)-1 && strings.HasPrefix(t, w) && shardKey(t) == shardKey(w) {
				prefix = append(prefix, t)
			}
		}
		slices.SortFunc(prefix, func(a, b string) int { return df[b] - df[a] })
		for _, t := range prefix[:min(8, len(prefix))] {
			fetched[x.PostFile(scope, t)] = true
		}
	}
	for f := range fetched {
		index += len(x.files[f])
	}
	pages, err := x.Pages(scope)
	if err != nil {
		return 0, 0, err
	}
	var sizes []int
	seen := map[string]bool{}
	for _, p := range pages {
		if f := x.DocFile(p); !seen[f] {
			seen[f] = true
			sizes = append(sizes, len(x.files[f]))
		}
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	for _, d := range sizes[:min(10, len(sizes))] {
		docs += d
	}
	return index, docs, nil
}
