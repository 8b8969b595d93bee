package search

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"strings"
)

// The pages of a versioned site mostly repeat from version to version:
// the same title, breadcrumb and sections at the same path under each
// version's folder ("v34/en/billing/limits/", "v35/en/billing/limits/").
// Their documents-file entries differ only in that folder, so a build
// stores each such entry once (shareDocs): the pages that repeat it share
// its document number, and the entry keeps the folder of the first
// ("v35/en/") beside its URL. Each scope has its folder (scopes.json);
// the dialog writes a result's URL with the folder of the scope it
// searches, so that v34's results lead into v34. In "all", which has no
// folder, a shared entry is one result, at the first page's URL. On the
// 25,000-page synthetic site (35 versions x 4 languages) 24,836 entries
// are 3,640: the index went from 146.5 to 76.4 MB.

// docRef is a documents-file entry: a page's record, and the folder its
// URL starts with when the entry is shared by the pages at the same path
// under other folders ("" for none).
type docRef struct {
	rec    *Record
	folder string
}

// scopeFolder returns the folder most of urls are in: the longest of
// their first one or two path segments ("v34/", "v34/en/") that more
// than half of them start with; "" when none does.
func scopeFolder(urls []string) string {
	count := map[string]int{}
	for _, u := range urls {
		for n, i := 0, 0; n < 2; n++ {
			k := strings.IndexByte(u[i:], '/')
			if k < 0 {
				break
			}
			i += k + 1
			count[u[:i]]++
		}
	}
	best := ""
	for f, c := range count {
		if 2*c > len(urls) && (len(f) > len(best) || len(f) == len(best) && f < best) {
			best = f
		}
	}
	return best
}

// docURL returns the URL of a documents-file entry and the rest of the
// entry after it.
func docURL(doc []byte) (url string, rest []byte, ok bool) {
	d := json.NewDecoder(bytes.NewReader(doc))
	if t, err := d.Token(); err != nil || t != json.Delim('[') {
		return "", nil, false
	}
	t, err := d.Token()
	s, isString := t.(string)
	if err != nil || !isString {
		return "", nil, false
	}
	return s, doc[d.InputOffset():], true
}

// shareDocs numbers the documents of scopes so that the pages whose
// entries differ only in their scope's folder share one: it returns the
// scopes with their pages' Doc renumbered (a scope lists a shared
// document once), the documents by their new number, and each scope's
// folder. Reading a spilled record's entry can fail.
func shareDocs(scopes []Scope, docs []*Record) ([]Scope, []docRef, []string, error) {
	// A document's URL, and a hash of the rest of its entry: entries are
	// compared by it, not held (a 25,000-page site's are 74 MB).
	urls := make([]string, len(docs))
	rests := make([][sha256.Size]byte, len(docs))
	var buf []byte
	for i, r := range docs {
		if r == nil {
			continue
		}
		doc, _, b, err := r.load(buf)
		if err != nil {
			return nil, nil, nil, err
		}
		buf = b
		u, rest, ok := docURL(doc)
		if !ok {
			u, rest = "", doc
		}
		urls[i], rests[i] = u, sha256.Sum256(rest)
	}
	// Each scope's folder, and each document's: the folder of the first
	// scope holding it whose folder its URL is in ("" for none).
	folders := make([]string, len(scopes))
	home := make([]string, len(docs))
	for si, s := range scopes {
		if s.Union {
			continue
		}
		us := make([]string, len(s.Pages))
		for j, e := range s.Pages {
			us[j] = urls[e.Doc]
		}
		f := scopeFolder(us)
		folders[si] = f
		for _, e := range s.Pages {
			if f != "" && home[e.Doc] == "" && strings.HasPrefix(urls[e.Doc], f) {
				home[e.Doc] = f
			}
		}
	}
	// Documents in their old order, each keyed by its URL without its
	// folder and the rest of its entry: the first of a key gives its
	// number and its entry, which keeps its folder if another shares it.
	type key struct {
		homed bool
		path  string
		rest  [sha256.Size]byte
	}
	num := make([]int, len(docs))
	byKey := map[key]int{}
	var out []docRef
	var sharers []int
	for i, r := range docs {
		num[i] = -1
		if r == nil {
			continue
		}
		k := key{home[i] != "", strings.TrimPrefix(urls[i], home[i]), rests[i]}
		n, ok := byKey[k]
		if !ok {
			n = len(out)
			byKey[k] = n
			out = append(out, docRef{rec: r, folder: home[i]})
			sharers = append(sharers, 0)
		}
		sharers[n]++
		num[i] = n
	}
	for n := range out {
		if sharers[n] == 1 {
			out[n].folder = ""
		}
	}
	res := make([]Scope, len(scopes))
	for si, s := range scopes {
		seen := map[int]bool{}
		res[si] = Scope{ID: s.ID, Pages: make([]Entry, 0, len(s.Pages)), Union: s.Union}
		for _, e := range s.Pages {
			n := num[e.Doc]
			if seen[n] {
				continue
			}
			seen[n] = true
			e.Doc = n
			res[si].Pages = append(res[si].Pages, e)
		}
	}
	return res, out, folders, nil
}
