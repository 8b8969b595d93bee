package search

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Scope is a set of pages searched together: one version × language ×
// product of a site, or the whole site.
type Scope struct {
	ID    string  // file-name safe: "0", "1", …, "all"
	Pages []Entry // in navigation order
}

// Entry is a page of a scope.
type Entry struct {
	Rec *Record
	// Boost multiplies the page's scores (a group's `boost`); 0 means 1.
	Boost float64
}

// Ranking constants, shared with assets/search.js only through the
// weights written in the index.
const (
	k1          = 1.2
	bodyB       = 0.75
	titleWeight = 3   // the page's title, on its first section
	crumbTitle  = 1   // the page's title on its other sections
	headWeight  = 1.5 // a section's heading; an endpoint's fields
	quantum     = 10  // weights are written as integers: weight × quantum
	// maxPostings bounds a term's postings to its best-weighted documents:
	// a term in more documents than that is too common to rank by.
	maxPostings = 500
	// pagesPerDocFile pages' results metadata share one file.
	pagesPerDocFile = 16
)

// layout is the number of files of each kind of a scope, from its page
// count alone, so that the names of the index files are known before any
// page is rendered (render.Site lists them up front).
type layout struct{ dict, post, docs int }

func layoutOf(pages int) layout {
	return layout{dict: pow2(pages / 64), post: pow2(pages / 8), docs: max(1, (pages+pagesPerDocFile-1)/pagesPerDocFile)}
}

func pow2(n int) int {
	p := 1
	for p < n {
		p <<= 1
	}
	return p
}

// Files returns the names of the files [Build] writes for scopes, sorted:
// only the scopes' IDs and page counts are read.
func Files(scopes []Scope) []string {
	out := []string{"scopes.json"}
	for _, s := range scopes {
		l := layoutOf(len(s.Pages))
		for _, k := range []struct {
			prefix string
			n      int
		}{{"w", l.dict}, {"p", l.post}, {"d", l.docs}} {
			for i := range k.n {
				out = append(out, fmt.Sprintf("%s/%s%d.json", s.ID, k.prefix, i))
			}
		}
	}
	slices.Sort(out)
	return out
}

// posting is one document (a page's section) holding a term, with the
// term's weight there.
type posting struct {
	page, sec int32
	q         int32
}

// Build returns the index files of scopes by name (see [Files]). Its
// output depends only on its input: no map order reaches the bytes.
//
// scopes.json carries a hash of the other files ("h"), which the client
// adds to their URLs: their names stay known before any page renders, and
// a browser holding cached files of an earlier build never mixes them
// with this one's.
func Build(scopes []Scope) map[string][]byte {
	out := map[string][]byte{}
	var meta strings.Builder
	meta.WriteString(`{"v":1,"s":{`)
	for i, s := range scopes {
		n := buildScope(s, out)
		l := layoutOf(len(s.Pages))
		if i > 0 {
			meta.WriteByte(',')
		}
		fmt.Fprintf(&meta, "%q:[%d,%d,%d,%d]", s.ID, n, l.dict, l.post, l.docs)
	}
	fmt.Fprintf(&meta, `},"h":%q}`+"\n", contentHash(out))
	out["scopes.json"] = []byte(meta.String())
	return out
}

// buildScope writes scope s's files into out and returns its number of
// documents.
func buildScope(s Scope, out map[string][]byte) int {
	l := layoutOf(len(s.Pages))
	var docs, bodyTotal int
	for _, e := range s.Pages {
		for _, sec := range e.Rec.secs {
			docs++
			bodyTotal += sec.bodyLen
		}
	}
	avg := max(1, float64(bodyTotal)/float64(max(docs, 1)))
	post := map[string][]posting{}
	for pi, e := range s.Pages {
		boost := e.Boost
		if boost <= 0 {
			boost = 1
		}
		for si, sec := range e.Rec.secs {
			tw := float64(titleWeight)
			if si > 0 {
				tw = crumbTitle
			}
			norm := 1 - bodyB + bodyB*float64(sec.bodyLen)/avg
			for _, t := range sec.terms {
				w := tw*sat(float64(t.title), 1) + headWeight*sat(float64(t.heading), 1) + sat(float64(t.body), norm)
				q := int32(math.Round(w * boost * quantum))
				post[t.term] = append(post[t.term], posting{page: int32(pi), sec: int32(si), q: max(q, 1)})
			}
		}
	}
	terms := make([]string, 0, len(post))
	for t := range post {
		terms = append(terms, t)
	}
	slices.Sort(terms)

	dict := make([][]string, l.dict)
	postFiles := make([][]string, l.post)
	var b []byte
	for _, t := range terms {
		ps := post[t]
		df := len(ps)
		if len(ps) > maxPostings {
			slices.SortStableFunc(ps, func(a, b posting) int { return cmp.Compare(b.q, a.q) })
			ps = ps[:maxPostings]
			slices.SortFunc(ps, func(a, b posting) int {
				return cmp.Or(cmp.Compare(a.page, b.page), cmp.Compare(a.sec, b.sec))
			})
		}
		b = appendString(b[:0], t)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(df), 10)
		i := bucket(shardKey(t), l.dict)
		dict[i] = append(dict[i], string(b))

		b = appendString(b[:0], t)
		b = append(b, ":["...)
		prev := int32(0)
		for k, p := range ps {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(p.page-prev), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(p.sec), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(p.q), 10)
			prev = p.page
		}
		b = append(b, ']')
		i = bucket(t, l.post)
		postFiles[i] = append(postFiles[i], string(b))
	}
	for i, entries := range dict {
		out[fmt.Sprintf("%s/w%d.json", s.ID, i)] = jsonObject(entries)
	}
	for i, entries := range postFiles {
		out[fmt.Sprintf("%s/p%d.json", s.ID, i)] = jsonObject(entries)
	}
	for f := range l.docs {
		b = append(b[:0], '[')
		for pi := f * pagesPerDocFile; pi < min(len(s.Pages), (f+1)*pagesPerDocFile); pi++ {
			r := s.Pages[pi].Rec
			if pi > f*pagesPerDocFile {
				b = append(b, ",\n"...)
			}
			b = append(b, '[')
			for _, str := range []string{r.url, r.title, r.crumb, r.method} {
				b = appendString(b, str)
				b = append(b, ',')
			}
			b = append(b, '[')
			for si, sec := range r.secs {
				if si > 0 {
					b = append(b, ',')
				}
				b = append(b, '[')
				b = appendString(b, sec.id)
				b = append(b, ',')
				b = appendString(b, sec.heading)
				b = append(b, ',')
				b = appendString(b, sec.snippet)
				b = append(b, ']')
			}
			b = append(b, "]]"...)
		}
		b = append(b, "]\n"...)
		out[fmt.Sprintf("%s/d%d.json", s.ID, f)] = slices.Clone(b)
	}
	return docs
}

// sat is BM25's saturation of a term frequency, scaled so that one
// occurrence in a field of average length weighs 1; norm is the field's
// length normalisation (1 for titles and headings).
func sat(tf, norm float64) float64 {
	if tf == 0 {
		return 0
	}
	return tf * (k1 + 1) / (tf + k1*norm)
}

// jsonObject joins "key":value entries into a JSON object, one a line.
func jsonObject(entries []string) []byte {
	var n int
	for _, e := range entries {
		n += len(e) + 2
	}
	b := make([]byte, 0, n+3)
	b = append(b, '{')
	for i, e := range entries {
		if i > 0 {
			b = append(b, ",\n"...)
		}
		b = append(b, e...)
	}
	return append(b, "}\n"...)
}

// appendString appends s as a JSON string: only quotes, backslashes and
// control characters are escaped, the rest stays UTF-8.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, fmt.Sprintf(`\u%04x`, c)...)
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// contentHash returns the first 12 hex digits of the SHA-256 of files,
// names and contents, in name order.
func contentHash(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(files[name]))
		h.Write(files[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}
