package config

import (
	"fmt"
	"iter"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/icons"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/link"
)

// Decode checks the parsed (and $ref-resolved) docs.json v against the
// rules of the reference platform and decodes it. Problems go to diags;
// the result is nil when the navigation is unusable.
func Decode(v *jsonv.Value, diags *diag.List) *File {
	d := &decoder{sink: diags, hard: diags}
	return d.file(v)
}

// decodeMint is [Decode] for the docs.json upgraded from a mint.json.
func decodeMint(v *jsonv.Value, diags *diag.List) *File {
	d := &decoder{sink: diags, hard: diags, mint: true}
	return d.file(v)
}

// decoder walks the value tree. Problems that the reference's schema union
// may swallow (a malformed child below the root is dropped, not reported)
// go to sink, which callers swap for a scratch list while they try a
// union branch; problems that are navbuild's own (a page outside the docs
// folder, a script URL) go straight to hard, whatever the branch.
type decoder struct {
	sink *diag.List
	hard *diag.List
	// icons are the icon names read, checked against the sets once
	// `icons.library` is known (checkIcons).
	icons []namedIcon
	// files are the icons given as a path to a file.
	files []IconFile
	// mint is set for the docs.json upgraded from a mint.json.
	mint bool
}

// namedIcon is an icon name of docs.json and where it is.
type namedIcon struct {
	v    *jsonv.Value
	path string
	ref  icons.Ref
}

func (d *decoder) errorf(v *jsonv.Value, path, hint, format string, args ...any) {
	d.sink.Add(diag.Error, v.Pos(), path, fmt.Sprintf(format, args...), hint)
}

func (d *decoder) warnf(v *jsonv.Value, path, hint, format string, args ...any) {
	d.sink.Add(diag.Warning, v.Pos(), path, fmt.Sprintf(format, args...), hint)
}

func (d *decoder) keyWarnf(v *jsonv.Value, m jsonv.Member, path, hint, format string, args ...any) {
	d.sink.Add(diag.Warning, m.KeyPos(v.File), path, fmt.Sprintf(format, args...), hint)
}

// try runs fn with a scratch sink and reports whether it added no error,
// with what it added.
func (d *decoder) try(fn func()) (bool, diag.List) {
	saved := d.sink
	var scratch diag.List
	d.sink = &scratch
	fn()
	d.sink = saved
	return !scratch.HasErrors(), scratch
}

// dropped adds the problems of a union branch the reference discards,
// as warnings: the build goes on without that part, as the reference's does.
func (d *decoder) dropped(list diag.List, what string) {
	for _, p := range list {
		if p.Severity == diag.Error {
			p.Severity = diag.Warning
			p.Hint = joinHint(p.Hint, "the reference platform silently drops "+what+" because of this")
		}
		*d.sink = append(*d.sink, p)
	}
}

func joinHint(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// keyPath is the path of key in the object at path p (at most maxPath
// bytes long).
func keyPath(p, key string) string {
	if p == "" {
		return clipPath(key)
	}
	return clipPath(p + "." + key)
}

// indexPath is the path of element i of the array at path p (at most
// maxPath bytes long).
func indexPath(p string, i int) string { return clipPath(p + "[" + strconv.Itoa(i) + "]") }

func quote(s string) string { return strconv.Quote(s) }

// typeOK reports whether v has kind k, and reports an error if not.
func (d *decoder) typeOK(v *jsonv.Value, path string, k jsonv.Kind) bool {
	if v.Kind == k {
		return true
	}
	d.errorf(v, path, "", "expected %s, got %s", article(k), article(v.Kind))
	return false
}

func article(k jsonv.Kind) string {
	switch k {
	case jsonv.Array, jsonv.Object:
		return "an " + k.String()
	case jsonv.Null:
		return "null"
	}
	return "a " + k.String()
}

func (d *decoder) str(v *jsonv.Value, path string) (string, bool) {
	if !d.typeOK(v, path, jsonv.String) {
		return "", false
	}
	return v.Str, true
}

// label decodes a required, non-empty string. Like the reference, it
// accepts a blank one (" "), which real sites use for untitled groups.
func (d *decoder) label(v *jsonv.Value, path string) (string, bool) {
	s, ok := d.str(v, path)
	if ok && s == "" {
		d.errorf(v, path, "", "must not be empty")
		return "", false
	}
	return s, ok
}

func (d *decoder) boolean(v *jsonv.Value, path string) (bool, bool) {
	if !d.typeOK(v, path, jsonv.Bool) {
		return false, false
	}
	return v.Bool, true
}

func (d *decoder) enum(v *jsonv.Value, path string, allowed ...string) (string, bool) {
	s, ok := d.str(v, path)
	if !ok {
		return "", false
	}
	if !slices.Contains(allowed, s) {
		d.errorf(v, path, diag.DidYouMean(s, allowed), "%q is not one of %s", s, strings.Join(allowed, ", "))
		return "", false
	}
	return s, true
}

// oneOf returns the decoder of a string that must be one of allowed, as
// enum decodes it.
func (d *decoder) oneOf(allowed ...string) func(*jsonv.Value, string) (string, bool) {
	return func(v *jsonv.Value, path string) (string, bool) { return d.enum(v, path, allowed...) }
}

// noSearch decodes `searchable` into the model's NoSearch, its opposite.
func (d *decoder) noSearch(v *jsonv.Value, path string) (bool, bool) {
	b, ok := d.boolean(v, path)
	return ok && !b, ok
}

// unknownKey warns about a key the reference drops, with a typo hint.
func (d *decoder) unknownKey(obj *jsonv.Value, m jsonv.Member, path string, known []string) {
	d.keyWarnf(obj, m, keyPath(path, m.Key), diag.DidYouMean(m.Key, known), "unknown key %q is ignored", m.Key)
}

// members yields the members of the object v at path, each with its
// path, in the file's order. When v is not an object it reports an error
// and yields nothing.
func (d *decoder) members(v *jsonv.Value, path string) iter.Seq2[jsonv.Member, string] {
	return func(yield func(jsonv.Member, string) bool) {
		if !d.typeOK(v, path, jsonv.Object) {
			return
		}
		for _, m := range v.Obj {
			if !yield(m, keyPath(path, m.Key)) {
				return
			}
		}
	}
}

// fields yields the members of the object v at path whose keys are
// known, as members does, and warns about every other key (the reference
// drops it) with a typo hint.
func (d *decoder) fields(v *jsonv.Value, path string, known ...string) iter.Seq2[jsonv.Member, string] {
	return func(yield func(jsonv.Member, string) bool) {
		for m, p := range d.members(v, path) {
			if !slices.Contains(known, m.Key) {
				d.unknownKey(v, m, path, known)
			} else if !yield(m, p) {
				return
			}
		}
	}
}

// A setter decodes the value v at path into the Go value it was made for,
// and reports whether v is valid. A map from keys to setters describes the
// keys of an object that need no code of their own.
type setter func(v *jsonv.Value, path string) bool

// into returns the setter that decodes a value with dec into *dst, valid
// as dec reports it.
func into[T any](dst *T, dec func(*jsonv.Value, string) (T, bool)) setter {
	return func(v *jsonv.Value, path string) bool {
		var ok bool
		*dst, ok = dec(v, path)
		return ok
	}
}

// store returns the setter that decodes a value with dec into *dst, always
// valid: dec reports its own problems.
func store[T any](dst *T, dec func(*jsonv.Value, string) T) setter {
	return func(v *jsonv.Value, path string) bool {
		*dst = dec(v, path)
		return true
	}
}

// fill returns the setter that has dec decode a value into *dst in place,
// always valid: dec reports its own problems.
func fill[T any](dst *T, dec func(*jsonv.Value, string, *T)) setter {
	return func(v *jsonv.Value, path string) bool {
		dec(v, path, dst)
		return true
	}
}

// decodeObject decodes the object v at path into a new T: each member
// with the setter fields(t) holds for its key; the other keys are unknown
// (reported by fields, with a hint among the map's keys). Not an object:
// nil and false. Every member is decoded, the valid ones after one in
// error too.
func decodeObject[T any](d *decoder, v *jsonv.Value, path string, fields func(t *T) map[string]setter) (*T, bool) {
	if !d.typeOK(v, path, jsonv.Object) {
		return nil, false
	}
	t := new(T)
	set := fields(t)
	ok := true
	for m, p := range d.fields(v, path, slices.Sorted(maps.Keys(set))...) {
		ok = set[m.Key](m.Value, p) && ok
	}
	return t, ok
}

// objects yields the elements of the array v at path that are objects,
// each with its path. When v is not an array, or an element is not an
// object, it reports an error and sets *ok to false (ok may be nil).
func (d *decoder) objects(v *jsonv.Value, path string, ok *bool) iter.Seq2[*jsonv.Value, string] {
	fail := func() {
		if ok != nil {
			*ok = false
		}
	}
	return func(yield func(*jsonv.Value, string) bool) {
		if !d.typeOK(v, path, jsonv.Array) {
			fail()
			return
		}
		for i, el := range v.Arr {
			p := indexPath(path, i)
			if !d.typeOK(el, p, jsonv.Object) {
				fail()
			} else if !yield(el, p) {
				return
			}
		}
	}
}

var hexColor = regexp.MustCompile(`^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`)

func (d *decoder) color(v *jsonv.Value, path string) (string, bool) {
	s, ok := d.str(v, path)
	if ok && !hexColor.MatchString(s) {
		d.errorf(v, path, `write it as "#rrggbb" or "#rgb"`, "%q is not a hex colour", s)
		return "", false
	}
	return s, ok
}

// colorPair decodes the strict {light?, dark?} object of anchors,
// dropdowns, products and background.color: its colours ("" for one left
// out or in error) and whether all of it was valid.
func (d *decoder) colorPair(v *jsonv.Value, path string) (light, dark string, ok bool) {
	if !d.typeOK(v, path, jsonv.Object) {
		return "", "", false
	}
	ok = true
	for _, m := range v.Obj {
		var okc bool
		switch m.Key {
		case "light":
			light, okc = d.color(m.Value, keyPath(path, m.Key))
		case "dark":
			dark, okc = d.color(m.Value, keyPath(path, m.Key))
		default:
			d.errorf(m.Value, keyPath(path, m.Key), diag.DidYouMean(m.Key, []string{"light", "dark"}), "unknown key %q in a colour object", m.Key)
		}
		ok = ok && okc
	}
	return light, dark, ok
}

var iconStyles = []string{"brands", "duotone", "light", "regular", "sharp-duotone-solid", "sharp-light", "sharp-regular", "sharp-solid", "sharp-thin", "solid", "thin"}

func (d *decoder) icon(v *jsonv.Value, path string) (*Icon, bool) {
	switch v.Kind {
	case jsonv.String:
		if strings.HasPrefix(v.Str, "fa-") {
			d.errorf(v, path, fmt.Sprintf("write %q", strings.TrimPrefix(v.Str, "fa-")), "an icon name does not start with \"fa-\"")
			return nil, false
		}
		d.named(v, path, icons.Ref{Name: v.Str})
		return &Icon{Name: v.Str}, true
	case jsonv.Object:
		ic := &Icon{}
		ok := true
		for _, m := range v.Obj {
			p := keyPath(path, m.Key)
			switch m.Key {
			case "name":
				ic.Name, ok = d.str(m.Value, p)
			case "style":
				ic.Style, ok = d.enum(m.Value, p, iconStyles...)
			case "library":
				ic.Library, ok = d.enum(m.Value, p, "fontawesome", "lucide", "tabler")
			default:
				d.errorf(m.Value, p, diag.DidYouMean(m.Key, []string{"name", "style", "library"}), "unknown key %q in an icon object", m.Key)
				ok = false
			}
			if !ok {
				return nil, false
			}
		}
		if v.Get("name") == nil {
			d.errorf(v, keyPath(path, "name"), "", "an icon object needs a name")
			return nil, false
		}
		d.named(v.Get("name"), keyPath(path, "name"), icons.Ref(*ic))
		return ic, true
	}
	d.errorf(v, path, "", "an icon is a Font Awesome, Lucide or Tabler icon name, a URL or a path, got %s", article(v.Kind))
	return nil, false
}

// named records an icon given by name, for checkIcons, or by a path or
// URL, for resolve (File.IconFiles).
func (d *decoder) named(v *jsonv.Value, path string, r icons.Ref) {
	switch {
	case icons.IsName(r.Name):
		d.icons = append(d.icons, namedIcon{v, path, r})
	case !strings.HasPrefix(strings.TrimSpace(r.Name), "<"):
		d.files = append(d.files, IconFile{Name: r.Name, At: v, JPath: path})
	}
}

// iconLibrary decodes `icons`: {library: fontawesome|lucide|tabler}.
func (d *decoder) iconLibrary(v *jsonv.Value, path string) string {
	lib := ""
	for m, p := range d.fields(v, path, "library") {
		if s, ok := d.enum(m.Value, p, icons.FontAwesome, icons.Lucide, icons.Tabler); ok {
			lib = s
		}
	}
	return lib
}

// checkIcons warns about each icon name found in no set: the reference
// draws nothing there, navbuild a dot.
func (d *decoder) checkIcons(lib string) {
	for _, n := range d.icons {
		const hint = "see https://fontawesome.com/search?ic=free, https://lucide.dev/icons or https://tabler.io/icons"
		if g, ok := icons.Find(lib, n.ref); !ok {
			d.warnf(n.v, n.path, hint, "%s", icons.Missing(n.ref.Name))
		} else if note := g.Note(n.ref.Name); note != "" {
			d.warnf(n.v, n.path, hint, "%s", note)
		}
	}
}

// hrefKind classifies a link target the way the reference's schema does.
type hrefKind int

const (
	hrefInvalid  hrefKind = iota
	hrefAbsolute          // scheme:..., e.g. https://x or mailto:a@b
	hrefRelative          // /path or #fragment
)

var schemeRE = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.\-]*:`)

func classifyHref(s string) hrefKind {
	switch {
	case strings.HasPrefix(s, "/") || strings.HasPrefix(s, "#"):
		return hrefRelative
	case schemeRE.MatchString(s) && len(s) > len(schemeRE.FindString(s)):
		return hrefAbsolute
	}
	return hrefInvalid
}

// href decodes a link target; one that internal/link's URL rule refuses
// (a script URL, a scheme other than http(s), mailto: and tel:) is an
// error whatever the branch.
func (d *decoder) href(v *jsonv.Value, path string) (string, hrefKind, bool) {
	s, ok := d.str(v, path)
	if !ok {
		return "", hrefInvalid, false
	}
	if !link.Allowed(s) {
		d.hard.Add(diag.Error, v.Pos(), path, refusedLink(s), linkHint)
		return "", hrefInvalid, false
	}
	return s, classifyHref(s), true
}

// linkHint is the hint of a link internal/link's URL rule refuses.
const linkHint = "links must be http(s), mailto: or tel: URLs or paths inside the site"

// refusedLink says why the URL rule refuses the link s.
func refusedLink(s string) string {
	if link.Classify(s) == link.Script {
		return fmt.Sprintf("%q would run a script when clicked", s)
	}
	return fmt.Sprintf("%q is not a link navbuild writes", s)
}

// openapi decodes an `openapi` value: a string, an object {source,
// directory, overlays} or an array of either.
func (d *decoder) openapi(v *jsonv.Value, path string) (*OpenAPI, bool) {
	o := &OpenAPI{Path: path, V: v}
	one := func(v *jsonv.Value, path string) bool {
		switch v.Kind {
		case jsonv.String:
			src, ok := d.specSource(v, path)
			o.Specs = append(o.Specs, SpecRef{Source: src})
			return ok
		case jsonv.Object:
			var ref SpecRef
			ok := true
			for _, m := range v.Obj {
				p := keyPath(path, m.Key)
				switch m.Key {
				case "source":
					var okc bool
					ref.Source, okc = d.specSource(m.Value, p)
					ok = ok && okc
				case "directory":
					var okc bool
					ref.Directory, okc = d.str(m.Value, p)
					ok = ok && okc
					if dir, _ := NormalizePage(ref.Directory); okc && dir != "" {
						d.schemeFolder(m.Value, p, "OpenAPI directory", dir)
					}
				case "overlays":
					if d.typeOK(m.Value, p, jsonv.Array) {
						for i, el := range m.Value.Arr {
							_, okc := d.str(el, indexPath(p, i))
							ok = ok && okc
						}
					} else {
						ok = false
					}
				default:
					d.errorf(m.Value, p, diag.DidYouMean(m.Key, []string{"source", "directory", "overlays"}), "unknown key %q in an openapi object", m.Key)
					ok = false
				}
			}
			if v.Get("source") == nil {
				d.errorf(v, path, `{"source": "openapi.json"}`, "an openapi object needs a source")
				ok = false
			}
			o.Specs = append(o.Specs, ref)
			return ok
		}
		d.errorf(v, path, "", "openapi is a path or URL, an object with a source, or an array of them; got %s", article(v.Kind))
		return false
	}
	if v.Kind != jsonv.Array {
		return o, one(v, path)
	}
	ok := true
	for i, el := range v.Arr {
		ok = one(el, indexPath(path, i)) && ok
	}
	if len(v.Arr) == 0 {
		d.errorf(v, path, "", "an openapi array needs at least one spec")
		ok = false
	}
	return o, ok
}

func (d *decoder) specSource(v *jsonv.Value, path string) (string, bool) {
	s, ok := d.label(v, path)
	if !ok {
		return "", false
	}
	if schemeRE.MatchString(s) {
		if !strings.HasPrefix(s, "https://") && !strings.HasPrefix(s, "http://") {
			d.errorf(v, path, "", "an openapi URL must use http or https")
			return "", false
		}
		return s, true
	}
	return strings.TrimPrefix(s, "/"), true
}
