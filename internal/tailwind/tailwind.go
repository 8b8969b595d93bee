package tailwind

import (
	"bytes"
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// Options configures [Generate]. The zero value writes unscoped rules.
type Options struct {
	// Scope is the selector every rule is put under (for navbuild, the
	// page content's container), so that a class can only style what a
	// page author wrote. It also lifts each rule's specificity by the
	// scope's, so a utility still beats a component's default rule, as
	// it does on the reference. "" puts rules at the top level.
	Scope string
}

// decl is one declaration.
type decl struct{ prop, value string }

// piece is what a utility writes: declarations for the class's element,
// or for the selector suffix sub (space-x's children, placeholder).
type piece struct {
	sub   string
	decls []decl
}

// rule is one CSS rule of a class.
type rule struct {
	media    string // the @media condition, "" for none
	selector string
	decls    []decl
}

// Generate returns the CSS of the classes Tailwind 3.4 knows, in
// Tailwind's order (utilities by plugin, then variants, responsive ones
// last and by breakpoint), each once; it returns nil when none is known.
// `dark:` follows navbuild's modes: <html data-theme="dark">, or the
// system's dark mode unless data-theme is "light".
func Generate(classes []string, opts Options) []byte {
	type item struct {
		token string
		order [3]int
		rules []rule
	}
	seen := map[string]bool{}
	var items []item
	vars := false
	var bordered []string
	frames := map[string]bool{}
	for _, c := range classes {
		if seen[c] {
			continue
		}
		seen[c] = true
		rs, order, ok := rulesFor(c, opts.Scope)
		if !ok {
			continue
		}
		border := false
		for _, r := range rs {
			for _, d := range r.decls {
				vars = vars || usesDefaults(d.value)
				border = border || strings.HasPrefix(d.prop, "border") && strings.HasSuffix(d.prop, "-width")
			}
		}
		if border {
			bordered = append(bordered, c)
		}
		for _, r := range rs {
			for _, d := range r.decls {
				if name, _, _ := strings.Cut(d.value, " "); d.prop == "animation" {
					frames[name] = true
				}
			}
		}
		items = append(items, item{c, order, rs})
	}
	if len(items) == 0 {
		return nil
	}
	slices.SortFunc(items, func(a, b item) int {
		for i := range a.order {
			if c := cmp.Compare(a.order[i], b.order[i]); c != 0 {
				return c
			}
		}
		return strings.Compare(a.token, b.token)
	})
	var b bytes.Buffer
	if vars {
		// Tailwind's defaults of its variables, which its base layer sets
		// on every element; here only on the content's.
		sel := "*,::before,::after,::backdrop"
		if opts.Scope != "" {
			sel = opts.Scope + " *," + opts.Scope + " ::before," + opts.Scope + " ::after"
		}
		b.WriteString(sel + "{" + twDefaults + "}\n")
	}
	if len(bordered) > 0 {
		// Tailwind's preflight gives every element a solid border of
		// width 0, which a border utility widens; here only the elements
		// of a border utility, under :where() so that any other rule wins.
		slices.Sort(bordered)
		b.WriteString(":where(")
		for i, c := range bordered {
			if i > 0 {
				b.WriteByte(',')
			}
			sel := "." + escape(c)
			if opts.Scope != "" {
				sel = opts.Scope + " " + sel
			}
			if strings.Contains(c, "divide-") {
				sel += " > *"
			}
			b.WriteString(sel)
		}
		b.WriteString("){border-width:0;border-style:solid;border-color:#e5e7eb}\n")
	}
	for _, it := range items {
		for _, r := range it.rules {
			writeRule(&b, r)
		}
	}
	for _, k := range keyframes {
		if frames[k.name] {
			b.WriteString("@keyframes " + k.name + "{" + k.frames + "}\n")
		}
	}
	return b.Bytes()
}

// twDefaults are Tailwind 3.4's initial values of the variables its
// utilities compose (transforms, shadows and rings, filters, gradients).
const twDefaults = "--tw-border-spacing-x:0;--tw-border-spacing-y:0;--tw-translate-x:0;--tw-translate-y:0;--tw-rotate:0;--tw-skew-x:0;--tw-skew-y:0;--tw-scale-x:1;--tw-scale-y:1;--tw-pan-x: ;--tw-pan-y: ;--tw-pinch-zoom: ;--tw-scroll-snap-strictness:proximity;--tw-gradient-from-position: ;--tw-gradient-via-position: ;--tw-gradient-to-position: ;--tw-ordinal: ;--tw-slashed-zero: ;--tw-numeric-figure: ;--tw-numeric-spacing: ;--tw-numeric-fraction: ;--tw-ring-inset: ;--tw-ring-offset-width:0px;--tw-ring-offset-color:#fff;--tw-ring-color:rgb(59 130 246 / 0.5);--tw-ring-offset-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-shadow:0 0 #0000;--tw-shadow-colored:0 0 #0000;--tw-blur: ;--tw-brightness: ;--tw-contrast: ;--tw-grayscale: ;--tw-hue-rotate: ;--tw-invert: ;--tw-saturate: ;--tw-sepia: ;--tw-drop-shadow: ;--tw-backdrop-blur: ;--tw-backdrop-brightness: ;--tw-backdrop-contrast: ;--tw-backdrop-grayscale: ;--tw-backdrop-hue-rotate: ;--tw-backdrop-invert: ;--tw-backdrop-opacity: ;--tw-backdrop-saturate: ;--tw-backdrop-sepia: ;--tw-contain-size: ;--tw-contain-layout: ;--tw-contain-paint: ;--tw-contain-style: "

// keyframes are the animations of Tailwind's default theme, in the order
// they are written: once each, when an animate-* class uses it.
var keyframes = []struct{ name, frames string }{
	{"spin", "to{transform:rotate(360deg)}"},
	{"ping", "75%,100%{transform:scale(2);opacity:0}"},
	{"pulse", "50%{opacity:.5}"},
	{"bounce", "0%,100%{transform:translateY(-25%);animation-timing-function:cubic-bezier(0.8,0,1,1)}50%{transform:none;animation-timing-function:cubic-bezier(0,0,0.2,1)}"},
}

// usesDefaults reports whether a value reads one of the variables whose
// initial values twDefaults sets (an opacity variable has its fallback).
func usesDefaults(v string) bool {
	for i := strings.Index(v, "var(--tw-"); i >= 0; {
		name := v[i+4:]
		if j := strings.IndexAny(name, ",)"); j >= 0 {
			name = name[:j]
		}
		if strings.Contains(twDefaults, name+":") {
			return true
		}
		k := strings.Index(v[i+1:], "var(--tw-")
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

func writeRule(b *bytes.Buffer, r rule) {
	if r.media != "" {
		b.WriteString("@media " + r.media + "{")
	}
	b.WriteString(r.selector)
	b.WriteByte('{')
	for i, d := range r.decls {
		if i > 0 {
			b.WriteByte(';')
		}
		b.WriteString(d.prop)
		b.WriteByte(':')
		b.WriteString(d.value)
	}
	b.WriteByte('}')
	if r.media != "" {
		b.WriteByte('}')
	}
	b.WriteByte('\n')
}

// candidate is a class token taken apart.
type candidate struct {
	variants  []string // as written, outermost first
	important bool
	negative  bool
	utility   string
}

// parse splits a class token into its variants (at colons outside
// brackets and parentheses), `!` and `-` prefixes and the utility.
func parse(token string) (candidate, bool) {
	var c candidate
	if token == "" || len(token) > 200 {
		return c, false
	}
	depth, start := 0, 0
	for i := 0; i < len(token); i++ {
		switch token[i] {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
			if depth < 0 {
				return c, false
			}
		case ':':
			if depth == 0 {
				if i == start {
					return c, false
				}
				c.variants = append(c.variants, token[start:i])
				start = i + 1
			}
		}
	}
	if depth != 0 {
		return c, false
	}
	u := token[start:]
	if strings.HasPrefix(u, "!") {
		c.important, u = true, u[1:]
	}
	if strings.HasPrefix(u, "-") {
		c.negative, u = true, u[1:]
	}
	if u == "" || strings.HasPrefix(u, "-") {
		return c, false
	}
	c.utility = u
	return c, true
}

// shape is where a class's rules go once its variants are applied.
type shape struct {
	media []string // @media conditions, joined with "and"
	pre   string   // selector before the class (".group:hover ")
	post  string   // selector after it (":hover", "::before")
	dark  bool
	order int
	// content is set by ::before and ::after: Tailwind adds
	// `content: var(--tw-content)` so that the element exists.
	content bool
}

var screens = []string{"sm", "md", "lg", "xl", "2xl"}

// pseudoClasses are Tailwind's pseudo-class variants, in its order.
var pseudoClasses = []struct{ name, sel string }{
	{"first", ":first-child"}, {"last", ":last-child"}, {"only", ":only-child"},
	{"odd", ":nth-child(odd)"}, {"even", ":nth-child(even)"},
	{"first-of-type", ":first-of-type"}, {"last-of-type", ":last-of-type"}, {"only-of-type", ":only-of-type"},
	{"visited", ":visited"}, {"target", ":target"}, {"open", "[open]"},
	{"default", ":default"}, {"checked", ":checked"}, {"indeterminate", ":indeterminate"},
	{"placeholder-shown", ":placeholder-shown"}, {"autofill", ":autofill"}, {"optional", ":optional"},
	{"required", ":required"}, {"valid", ":valid"}, {"invalid", ":invalid"}, {"in-range", ":in-range"},
	{"out-of-range", ":out-of-range"}, {"read-only", ":read-only"}, {"empty", ":empty"},
	{"focus-within", ":focus-within"}, {"hover", ":hover"}, {"focus", ":focus"},
	{"focus-visible", ":focus-visible"}, {"active", ":active"}, {"enabled", ":enabled"}, {"disabled", ":disabled"},
}

var pseudoElements = map[string]string{
	"before": "::before", "after": "::after", "placeholder": "::placeholder", "file": "::file-selector-button",
	"first-letter": "::first-letter", "first-line": "::first-line", "backdrop": "::backdrop",
}

var mediaVariants = map[string]string{
	"motion-safe": "(prefers-reduced-motion: no-preference)", "motion-reduce": "(prefers-reduced-motion: reduce)",
	"print": "print", "portrait": "(orientation: portrait)", "landscape": "(orientation: landscape)",
	"contrast-more": "(prefers-contrast: more)", "contrast-less": "(prefers-contrast: less)",
}

// applyVariants folds the variants into a shape, innermost (nearest the
// utility) first, as Tailwind does; false for a variant it cannot apply.
func applyVariants(vs []string) (shape, bool) {
	var s shape
	for i := len(vs) - 1; i >= 0; i-- {
		v := vs[i]
		if j := slices.Index(screens, v); j >= 0 {
			w, _ := loadTheme().value("screens", v)
			s.media = append([]string{"(min-width: " + w + ")"}, s.media...)
			s.order += 10000 * (j + 1)
			continue
		}
		if j := slices.Index(screens, strings.TrimPrefix(v, "max-")); j >= 0 && strings.HasPrefix(v, "max-") {
			w, _ := loadTheme().value("screens", screens[j])
			s.media = append([]string{"not all and (min-width: " + w + ")"}, s.media...)
			s.order += 9000 - 100*j // the narrowest last, so that it wins
			continue
		}
		if m, ok := mediaVariants[v]; ok {
			s.media = append([]string{m}, s.media...)
			s.order += 5000
			continue
		}
		if v == "dark" {
			s.dark = true
			s.order += 2000
			continue
		}
		if v == "rtl" || v == "ltr" {
			s.post += `:where([dir="` + v + `"], [dir="` + v + `"] *)`
			s.order += 1500
			continue
		}
		if pe, ok := pseudoElements[v]; ok {
			s.post += pe
			s.content = v == "before" || v == "after"
			s.order += 1
			continue
		}
		group, name := "", v
		for _, g := range []string{"group-", "peer-"} {
			if rest, ok := strings.CutPrefix(v, g); ok {
				group, name = g, rest
			}
		}
		j := slices.IndexFunc(pseudoClasses, func(p struct{ name, sel string }) bool { return p.name == name })
		if j < 0 {
			return s, false
		}
		sel := pseudoClasses[j].sel
		switch group {
		case "group-":
			s.pre = ".group" + sel + " " + s.pre
			s.order += 200 + j
		case "peer-":
			s.pre = ".peer" + sel + " ~ " + s.pre
			s.order += 400 + j
		default:
			s.post += sel
			s.order += 10 + j
		}
	}
	return s, true
}

// rulesFor returns the rules of one class token, and its place in
// Tailwind's order; false when Tailwind does not know the token.
func rulesFor(token, scope string) ([]rule, [3]int, bool) {
	var order [3]int
	c, ok := parse(token)
	if !ok {
		return nil, order, false
	}
	sh, ok := applyVariants(c.variants)
	if !ok {
		return nil, order, false
	}
	pieces, idx, ok := lookup(c.utility, c.negative)
	if !ok {
		return nil, order, false
	}
	order = [3]int{sh.order, idx, 0}
	prefix := ""
	if scope != "" {
		prefix = scope + " "
	}
	media := strings.Join(sh.media, " and ")
	var out []rule
	for _, p := range pieces {
		decls := p.decls
		if sh.content {
			if len(decls) == 0 || decls[0].prop != "--tw-content" {
				decls = append([]decl{{"content", "var(--tw-content)"}}, decls...)
			}
		}
		if c.important {
			imp := make([]decl, len(decls))
			for i, d := range decls {
				imp[i] = decl{d.prop, d.value + " !important"}
			}
			decls = imp
		}
		sel := sh.pre + "." + escape(token) + sh.post + p.sub
		if !sh.dark {
			out = append(out, rule{media, prefix + sel, decls})
			continue
		}
		dm := "(prefers-color-scheme: dark)"
		if media != "" {
			dm = media + " and " + dm
		}
		// A `not` query cannot take one more condition (`not` would
		// negate both): max-*:dark: follows the toggle only.
		if !strings.HasPrefix(media, "not ") {
			out = append(out, rule{dm, `:root:not([data-theme="light"]) ` + prefix + sel, decls})
		}
		out = append(out, rule{media, `:root[data-theme="dark"] ` + prefix + sel, decls})
	}
	return out, order, true
}

// escape escapes a class name for a selector as Tailwind does: every
// byte outside [A-Za-z0-9_-] gets a backslash, a comma and a leading
// digit become hex escapes.
func escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			b.WriteByte(c) // UTF-8 names stay as they are
		case c == '_' || c == '-' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			b.WriteByte(c)
		case '0' <= c && c <= '9':
			if i == 0 || i == 1 && s[0] == '-' {
				b.WriteString(`\3` + string(c))
				if i+1 < len(s) && isHex(s[i+1]) {
					b.WriteByte(' ')
				}
			} else {
				b.WriteByte(c)
			}
		case c == ',':
			b.WriteString(`\2c `)
		case c < 0x20 || c == 0x7f:
			b.WriteString(`\` + strconv.FormatInt(int64(c), 16) + " ")
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
