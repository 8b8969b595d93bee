package openapi

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
)

// Find looks up an endpoint entry as the reference does: the exact path
// key first, then ignoring a trailing slash on either side; then the
// method on that path.
func (s *Spec) Find(method, p string) (*Operation, error) {
	if method == "webhook" {
		var names []string
		for _, o := range s.Operations {
			if o.Method == "webhook" {
				if o.Path == p {
					return o, nil
				}
				names = append(names, o.Path)
			}
		}
		return nil, &NotFoundError{What: "webhook " + p, Spec: s.Source, Near: nearest(p, names)}
	}
	key := ""
	if slices.Contains(s.Paths, p) {
		key = p
	} else {
		for _, k := range s.Paths {
			if strings.TrimSuffix(k, "/") == strings.TrimSuffix(p, "/") {
				key = k
				break
			}
		}
	}
	if key == "" {
		return nil, &NotFoundError{What: "endpoint " + p, Spec: s.Source, Near: nearest(p, s.Paths)}
	}
	var methods []string
	for _, o := range s.Operations {
		if o.Path == key && o.Method != "webhook" {
			if o.Method == method {
				return o, nil
			}
			methods = append(methods, strings.ToUpper(o.Method)+" "+key)
		}
	}
	return nil, &NotFoundError{What: fmt.Sprintf("method %s for endpoint %s", strings.ToUpper(method), p), Spec: s.Source, Near: methods}
}

// NotFoundError is an endpoint entry that names no operation of a spec.
type NotFoundError struct {
	What string   // "endpoint /pets", "method GET for endpoint /pets", "webhook x"
	Spec string   // the spec's Source
	Near []string // what the entry may have meant, for the hint
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("%s not found in %s", e.What, e.Spec) }

// Hint lists what the entry may have meant, "" when nothing comes close.
func (e *NotFoundError) Hint() string {
	if len(e.Near) == 0 {
		return ""
	}
	return "available: " + strings.Join(e.Near, ", ")
}

// nearest lists up to five candidates closest to p: typo matches first,
// then those sharing its first segment.
func nearest(p string, candidates []string) []string {
	var out []string
	if s := diag.Suggest(p, candidates); s != "" {
		out = append(out, s)
	}
	first := strings.SplitN(strings.TrimPrefix(p, "/"), "/", 2)[0]
	for _, c := range candidates {
		if len(out) == 5 {
			break
		}
		if !slices.Contains(out, c) && strings.SplitN(strings.TrimPrefix(c, "/"), "/", 2)[0] == first {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		out = candidates[:min(5, len(candidates))]
	}
	return out
}

// slugClean is the reference's slug cleaning of summaries, paths and tags.
func slugClean(s string) string {
	s = strings.ReplaceAll(s, " ", "-")
	// each {...} becomes "-"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '{' {
			if j := strings.IndexByte(s[i:], '}'); j >= 0 {
				b.WriteByte('-')
				i += j
				continue
			}
		}
		b.WriteByte(s[i])
	}
	s = b.String()
	s = strings.TrimPrefix(s, "-")
	s = strings.TrimSuffix(s, "-")
	s = strings.Map(func(r rune) rune {
		switch r {
		case '{', '}', '(', ')', ',', '.', '\'', '/', '\n':
			return -1
		}
		return r
	}, s)
	s = strings.ReplaceAll(s, "--", "-")
	return strings.ToLower(s)
}

// Slug returns the page slug of o under directory dir ("" for the
// default "api-reference"), as the reference makes it; its x-mint.href
// when it has one.
func (o *Operation) Slug(dir string) string {
	if o.Href != "" {
		return o.Href
	}
	var name string
	switch {
	case strings.TrimSpace(o.Op.Summary) != "":
		name = slugClean(o.Op.Summary)
	case o.Method == "webhook":
		name = slugClean(o.Path)
	default:
		name = o.Method + "-" + slugClean(o.Path)
	}
	if dir == "" {
		dir = "api-reference"
	}
	return strings.ToLower(path.Join(dir, slugClean(o.Tag), name))
}
