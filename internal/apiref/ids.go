package apiref

import (
	"strconv"
	"strings"
	"unicode"
)

// assignIDs gives each parameter and each field of a body or a response
// the anchor the reference platform gives it, so that links written for
// it land: "parameter-limit", "body-hits-per-page",
// "response-one-of-0-hits-per-page" (names in kebab case, alternatives by
// position). An id already used on the page is not given again: the
// first field with it (parameters, then the body, then the responses in
// order) keeps it.
func assignIDs(ref *Reference) {
	used := map[string]bool{}
	var walk func(f *Field, id string)
	walk = func(f *Field, id string) {
		if id != "" && !used[id] {
			used[id] = true
			f.ID = id
		}
		for _, c := range f.Children {
			walk(c, id+"-"+kebab(c.Name))
		}
		kind := "one-of"
		if f.Choice == "any of" {
			kind = "any-of"
		}
		for i, a := range f.Alternatives {
			walk(a, id+"-"+kind+"-"+strconv.Itoa(i))
		}
	}
	for _, g := range ref.Params {
		for _, f := range g.Fields {
			walk(f, "parameter-"+kebab(f.Name))
		}
	}
	roots := func(prefix string, media []Media) {
		for _, m := range media {
			if m.Schema == nil {
				continue
			}
			// The root is the body itself: its fields start the ids.
			for _, c := range m.Schema.Children {
				walk(c, prefix+"-"+kebab(c.Name))
			}
			kind := "one-of"
			if m.Schema.Choice == "any of" {
				kind = "any-of"
			}
			for i, a := range m.Schema.Alternatives {
				walk(a, prefix+"-"+kind+"-"+strconv.Itoa(i))
			}
		}
	}
	if ref.Body != nil {
		roots("body", ref.Body.Media)
	}
	for _, r := range ref.Responses {
		roots("response", r.Media)
	}
}

// IDs returns the anchors of the reference's fields, in page order.
func (ref *Reference) IDs() []string {
	var out []string
	var walk func(f *Field)
	walk = func(f *Field) {
		if f.ID != "" {
			out = append(out, f.ID)
		}
		for _, c := range f.Children {
			walk(c)
		}
		for _, a := range f.Alternatives {
			walk(a)
		}
	}
	for _, g := range ref.Params {
		for _, f := range g.Fields {
			walk(f)
		}
	}
	media := func(ms []Media) {
		for _, m := range ms {
			if m.Schema != nil {
				walk(m.Schema)
			}
		}
	}
	if ref.Body != nil {
		media(ref.Body.Media)
	}
	for _, r := range ref.Responses {
		media(r.Media)
	}
	return out
}

// kebab writes a name in kebab case as the reference's anchors do:
// "hitsPerPage" and "hits_per_page" are "hits-per-page", "oneOf0" is
// "one-of-0", "HTTPServer" is "http-server".
func kebab(s string) string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
			continue
		case len(cur) > 0:
			prev := cur[len(cur)-1]
			next := rune(0)
			if i+1 < len(rs) {
				next = rs[i+1]
			}
			switch {
			case unicode.IsDigit(r) != unicode.IsDigit(prev):
				flush()
			case unicode.IsUpper(r) && unicode.IsLower(prev):
				flush()
			case unicode.IsUpper(r) && unicode.IsUpper(prev) && unicode.IsLower(next):
				flush() // the last capital of an acronym starts a word
			}
		}
		cur = append(cur, r)
	}
	flush()
	return strings.Join(words, "-")
}
