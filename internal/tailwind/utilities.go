package tailwind

import (
	"strconv"
	"strings"
	"sync"
)

// A handler writes a utility's declarations for value v (a theme key,
// "" for the bare root, or an arbitrary "[…]"), with its modifier (after
// a slash) still attached; nil when v is not a value it takes.
type handler func(v string, neg bool) []piece

// entry is a utility: a fixed class (decls) or a root taking values
// (fn). Entries are in Tailwind's plugin order, which is the order of
// the rules.
type entry struct {
	name  string
	decls string // "prop:value;prop:value"
	fn    handler
}

// registry indexes entries by name; built on first use.
type registry struct {
	static map[string]int
	roots  map[string]int
	all    []entry
}

var loadRegistry = sync.OnceValue(func() *registry {
	r := &registry{static: map[string]int{}, roots: map[string]int{}, all: entries()}
	for i, e := range r.all {
		if e.fn != nil {
			r.roots[e.name] = i
		} else {
			r.static[e.name] = i
		}
	}
	return r
})

// lookup returns the pieces of utility u (without variants and
// prefixes) and its order; false when no utility takes it.
func lookup(u string, neg bool) ([]piece, int, bool) {
	r := loadRegistry()
	if i, ok := r.static[u]; ok && !neg {
		return []piece{{decls: parseDecls(r.all[i].decls)}}, i, true
	}
	// An arbitrary value: the root is what stands before "-[".
	if j := strings.Index(u, "-["); j > 0 {
		if i, ok := r.roots[u[:j]]; ok {
			if p := r.all[i].fn(u[j+1:], neg); p != nil {
				return p, i, true
			}
		}
		return nil, 0, false
	}
	// The longest root that takes the rest as its value.
	for j := len(u); j > 0; j = strings.LastIndexByte(u[:j], '-') {
		root, v := u[:j], ""
		if j < len(u) {
			v = u[j+1:]
		}
		if i, ok := r.roots[root]; ok {
			if p := r.all[i].fn(v, neg); p != nil {
				return p, i, true
			}
		}
	}
	return nil, 0, false
}

func parseDecls(s string) []decl {
	var out []decl
	for _, d := range strings.Split(s, ";") {
		p, v, _ := strings.Cut(d, ":")
		out = append(out, decl{p, v})
	}
	return out
}

func one(decls ...decl) []piece { return []piece{{decls: decls}} }

// arbitrary returns the CSS value of "[…]" (underscores are spaces, a
// type hint "length:" is dropped) and its hint.
func arbitrary(v string) (val, hint string, ok bool) {
	if len(v) < 3 || v[0] != '[' || v[len(v)-1] != ']' {
		return "", "", false
	}
	v = v[1 : len(v)-1]
	if h, rest, found := strings.Cut(v, ":"); found && isHint(h) {
		hint, v = h, rest
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '\\' && i+1 < len(v) && v[i+1] == '_':
			b.WriteByte('_')
			i++
		case v[i] == '_':
			b.WriteByte(' ')
		default:
			b.WriteByte(v[i])
		}
	}
	val = b.String()
	// A value must not end its declaration or rule early: no ; { } or
	// backslash, balanced quotes and brackets (the fuzz test checks it).
	if val == "" || strings.ContainsAny(val, ";{}\\\n\r\f<>") || !balanced(val) {
		return "", "", false
	}
	// Tailwind puts spaces around the operators of calc().
	if strings.Contains(val, "calc(") {
		val = spaceCalc(val)
	}
	return val, hint, true
}

func isHint(h string) bool {
	switch h {
	case "length", "color", "url", "image", "percentage", "number", "position", "size", "line-width", "family-name", "absolute-size", "relative-size", "any", "shadow", "integer", "ratio", "angle", "vector", "generic-name", "bg-size", "lookup":
		return true
	}
	return false
}

// spaceCalc puts spaces around + and - between operands of calc(), as
// Tailwind normalises `calc(100%-2rem)` to `calc(100% - 2rem)`.
func spaceCalc(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		if (c == '+' || c == '-' || c == '*' || c == '/') && i > 0 && i+1 < len(v) {
			prev, next := v[i-1], v[i+1]
			if (isOperand(prev) || prev == ')') && (isOperand(next) || next == '(' || next == '-' && c != '-') && !(c == '-' && isLetter(prev)) {
				b.WriteString(" " + string(c) + " ")
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isOperand(c byte) bool { return '0' <= c && c <= '9' || c == '%' || c == '.' || isLetter(c) }
func isLetter(c byte) bool  { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isColourLike reports whether an arbitrary value reads as a colour.
func isColourLike(v, hint string) bool {
	if hint != "" {
		return hint == "color"
	}
	if strings.HasPrefix(v, "#") || strings.HasPrefix(v, "rgb") || strings.HasPrefix(v, "hsl") || strings.HasPrefix(v, "color-mix(") || strings.HasPrefix(v, "oklch(") || strings.HasPrefix(v, "var(--") && false {
		return true
	}
	_, ok := loadTheme().colors[v]
	return ok || v == "currentColor" || v == "transparent"
}

// isLengthLike reports whether an arbitrary value reads as a length.
func isLengthLike(v, hint string) bool {
	if hint != "" {
		return hint == "length" || hint == "percentage" || hint == "absolute-size" || hint == "relative-size"
	}
	if strings.HasPrefix(v, "calc(") || strings.HasPrefix(v, "min(") || strings.HasPrefix(v, "max(") || strings.HasPrefix(v, "clamp(") {
		return true
	}
	n := strings.TrimLeft(v, "-+.0123456789")
	if n == v {
		return false
	}
	switch n {
	case "", "px", "rem", "em", "%", "vh", "vw", "dvh", "dvw", "svh", "lvh", "ch", "ex", "pt", "pc", "in", "cm", "mm", "vmin", "vmax", "lh", "rlh", "cqw", "cqh":
		return n != "" || v == "0"
	}
	return false
}

// themed returns the value of v in section (or an arbitrary value),
// negated when neg; ok false when v is neither.
func themed(section, v string, neg bool) (string, bool) {
	if val, _, ok := arbitrary(v); ok {
		if neg {
			return negate(val), true
		}
		return val, true
	}
	val, ok := loadTheme().value(section, v)
	if !ok {
		return "", false
	}
	if neg {
		return negate(val), true
	}
	return val, true
}

func negate(v string) string {
	if v == "0" || v == "0px" {
		return "-" + v
	}
	if v != "" && (v[0] >= '0' && v[0] <= '9' || v[0] == '.') {
		return "-" + v
	}
	if strings.HasPrefix(v, "-") {
		return v[1:]
	}
	return "calc(" + v + " * -1)"
}

// withValue is the handler of a utility whose value is v in section
// (or an arbitrary value, negated on a minus when negOK allows one):
// write turns the value into its pieces.
func withValue(section string, negOK bool, write func(val string) []piece) handler {
	return func(v string, neg bool) []piece {
		if neg && !negOK {
			return nil
		}
		val, ok := themed(section, v, neg)
		if !ok {
			return nil
		}
		return write(val)
	}
}

// props sets each of props to the themed value; neg says whether the
// utility takes a minus.
func props(section string, negOK bool, ps ...string) handler {
	return withValue(section, negOK, func(val string) []piece {
		ds := make([]decl, len(ps))
		for i, p := range ps {
			ds[i] = decl{p, val}
		}
		return one(ds...)
	})
}

// colour resolves a colour value with an optional opacity modifier
// ("red-500/50", "[#123456]", "black/[0.35]") into its CSS for prop.
// opacityVar, when not "", is Tailwind's variable that an opacity
// utility can change (--tw-bg-opacity).
func colour(v string, prop, opacityVar string) ([]decl, bool) {
	base, mod := splitModifier(v)
	var c string
	if val, hint, ok := arbitrary(base); ok {
		if !isColourLike(val, hint) {
			return nil, false
		}
		c = val
	} else {
		var ok bool
		if c, ok = loadTheme().colors[base]; !ok {
			return nil, false
		}
	}
	alpha := ""
	if mod != "" {
		if a, _, ok := arbitrary(mod); ok {
			alpha = a
		} else if a, ok := loadTheme().value("opacity", mod); ok {
			alpha = a
		} else {
			return nil, false
		}
	}
	rgb, ok := hexRGB(c)
	switch {
	case !ok:
		if alpha != "" {
			return nil, false
		}
		return []decl{{prop, c}}, true
	case alpha != "":
		return []decl{{prop, "rgb(" + rgb + " / " + alpha + ")"}}, true
	case opacityVar != "":
		return []decl{{opacityVar, "1"}, {prop, "rgb(" + rgb + " / var(" + opacityVar + ", 1))"}}, true
	}
	return []decl{{prop, c}}, true
}

// splitModifier splits "red-500/50" at its last slash outside brackets.
func splitModifier(v string) (string, string) {
	depth := 0
	for i := len(v) - 1; i >= 0; i-- {
		switch v[i] {
		case ']', ')':
			depth++
		case '[', '(':
			depth--
		case '/':
			if depth == 0 {
				return v[:i], v[i+1:]
			}
		}
	}
	return v, ""
}

// hexRGB returns "r g b" of a #rgb or #rrggbb colour, or of an opaque
// rgb() with three numbers, which Tailwind takes apart the same way.
func hexRGB(c string) (string, bool) {
	if inner, ok := strings.CutPrefix(c, "rgb("); ok && strings.HasSuffix(inner, ")") {
		parts := strings.FieldsFunc(strings.TrimSuffix(inner, ")"), func(r rune) bool { return r == ',' || r == ' ' })
		if len(parts) != 3 {
			return "", false
		}
		for _, p := range parts {
			if n, err := strconv.Atoi(p); err != nil || n < 0 || n > 255 {
				return "", false
			}
		}
		return strings.Join(parts, " "), true
	}
	if !strings.HasPrefix(c, "#") {
		return "", false
	}
	h := c[1:]
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if len(h) != 6 {
		return "", false
	}
	n, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return "", false
	}
	return strconv.Itoa(int(n>>16)) + " " + strconv.Itoa(int(n>>8&0xff)) + " " + strconv.Itoa(int(n&0xff)), true
}

// colourProp writes a colour value to prop (colour's opacityVar).
func colourProp(prop, opacityVar string) handler { return colourIn("", prop, opacityVar) }

// colourIn writes a colour value to prop in the selector suffix sub
// ("" the class's element).
func colourIn(sub, prop, opacityVar string) handler {
	return func(v string, neg bool) []piece {
		if neg {
			return nil
		}
		ds, ok := colour(v, prop, opacityVar)
		if !ok {
			return nil
		}
		return []piece{{sub: sub, decls: ds}}
	}
}

// named leaves the bare root (v "") out: text, ring and divide without a
// value are another utility or none.
func named(h handler) handler {
	return func(v string, neg bool) []piece {
		if v == "" {
			return nil
		}
		return h(v, neg)
	}
}

// widthOrColour is a root whose lengths (theme keys of section, or an
// arbitrary length) set widthProp and whose colours set colourProp.
func widthOrColour(section, widthProp, colour string) handler {
	return first(lengthOnly(props(section, false, widthProp)), colourProp(colour, ""))
}

// first tries each handler in turn.
func first(hs ...handler) handler {
	return func(v string, neg bool) []piece {
		for _, h := range hs {
			if p := h(v, neg); p != nil {
				return p
			}
		}
		return nil
	}
}

// lengthOnly and colourOnly route an arbitrary value of a shared root
// (text-[14px], text-[#123]) by its kind; theme keys pass.
func lengthOnly(h handler) handler {
	return func(v string, neg bool) []piece {
		if val, hint, ok := arbitrary(v); ok && !isLengthLike(val, hint) {
			return nil
		}
		return h(v, neg)
	}
}

const (
	transform = "translate(var(--tw-translate-x), var(--tw-translate-y)) rotate(var(--tw-rotate)) skewX(var(--tw-skew-x)) skewY(var(--tw-skew-y)) scaleX(var(--tw-scale-x)) scaleY(var(--tw-scale-y))"
	filter    = "var(--tw-blur) var(--tw-brightness) var(--tw-contrast) var(--tw-grayscale) var(--tw-hue-rotate) var(--tw-invert) var(--tw-saturate) var(--tw-sepia) var(--tw-drop-shadow)"
	backdrop  = "var(--tw-backdrop-blur) var(--tw-backdrop-brightness) var(--tw-backdrop-contrast) var(--tw-backdrop-grayscale) var(--tw-backdrop-hue-rotate) var(--tw-backdrop-invert) var(--tw-backdrop-opacity) var(--tw-backdrop-saturate) var(--tw-backdrop-sepia)"
	children  = " > :not([hidden]) ~ :not([hidden])"
)

// transformVar sets Tailwind's transform variables and the transform.
func transformVar(section string, negOK bool, vars ...string) handler {
	return withValue(section, negOK, func(val string) []piece {
		var ds []decl
		for _, x := range vars {
			ds = append(ds, decl{x, val})
		}
		return one(append(ds, decl{"transform", transform})...)
	})
}

// filterVar sets one filter function's variable and the filter.
func filterVar(section, fn, variable, prop, chain string, negOK bool) handler {
	return withValue(section, negOK, func(val string) []piece {
		if prop == "backdrop-filter" {
			return one(decl{variable, fn + "(" + val + ")"}, decl{"-webkit-" + prop, chain}, decl{prop, chain})
		}
		return one(decl{variable, fn + "(" + val + ")"}, decl{prop, chain})
	})
}

func fontSize(v string, neg bool) []piece {
	if neg {
		return nil
	}
	base, mod := splitModifier(v)
	if val, hint, ok := arbitrary(base); ok {
		if !isLengthLike(val, hint) || mod != "" {
			return nil
		}
		return one(decl{"font-size", val})
	}
	t := loadTheme()
	size, ok := t.value("fontSize", base)
	if !ok {
		return nil
	}
	ds := []decl{{"font-size", size}}
	if mod != "" {
		lh, ok := themed("lineHeight", mod, false)
		if !ok {
			return nil
		}
		return one(append(ds, decl{"line-height", lh})...)
	}
	if lh, ok := t.fontLeading[base]; ok {
		ds = append(ds, decl{"line-height", lh})
	}
	return one(ds...)
}

func fontWeightOrFamily(v string, neg bool) []piece {
	if neg {
		return nil
	}
	if val, hint, ok := arbitrary(v); ok {
		if hint == "family-name" || strings.ContainsAny(val, `"',`) || hint == "" && !isNumber(val) {
			return one(decl{"font-family", val})
		}
		return one(decl{"font-weight", val})
	}
	if w, ok := loadTheme().value("fontWeight", v); ok {
		return one(decl{"font-weight", w})
	}
	if f, ok := loadTheme().value("fontFamily", v); ok && v != "" {
		return one(decl{"font-family", f})
	}
	return nil
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

// between writes space-x/y and divide-x/y, which style the
// children after the first.
func between(section, axis, kind string) handler {
	return func(v string, neg bool) []piece {
		if v == "reverse" && !neg {
			return []piece{{sub: children, decls: []decl{{"--tw-" + kind + "-" + axis + "-reverse", "1"}}}}
		}
		if kind == "divide" && neg {
			return nil
		}
		val, ok := themed(section, v, neg)
		if !ok {
			return nil
		}
		if kind == "divide" {
			if _, _, arb := arbitrary(v); arb && !isLengthLike(val, "") {
				return nil
			}
		}
		start, end := "left", "right"
		if axis == "y" {
			start, end = "top", "bottom"
		}
		if kind == "space" {
			r := "var(--tw-space-" + axis + "-reverse)"
			return []piece{{sub: children, decls: []decl{
				{"--tw-space-" + axis + "-reverse", "0"},
				{"margin-" + start, "calc(" + val + " * calc(1 - " + r + "))"},
				{"margin-" + end, "calc(" + val + " * " + r + ")"},
			}}}
		}
		r := "var(--tw-divide-" + axis + "-reverse)"
		return []piece{{sub: children, decls: []decl{
			{"--tw-divide-" + axis + "-reverse", "0"},
			{"border-" + end + "-width", "calc(" + val + " * " + r + ")"},
			{"border-" + start + "-width", "calc(" + val + " * calc(1 - " + r + "))"},
		}}}
	}
}

// borderSide writes a border's width or colour on some sides, each named
// as its properties start ("border", "border-left").
func borderSide(sides ...string) handler {
	return func(v string, neg bool) []piece {
		if neg {
			return nil
		}
		if val, hint, ok := arbitrary(v); !ok || isLengthLike(val, hint) {
			if w, ok := themed("borderWidth", v, false); ok {
				ds := make([]decl, len(sides))
				for i, s := range sides {
					ds[i] = decl{s + "-width", w}
				}
				return one(ds...)
			}
		}
		if v == "" {
			return nil
		}
		var out []decl
		for i, s := range sides {
			ds, ok := colour(v, s+"-color", "--tw-border-opacity")
			if !ok {
				return nil
			}
			if i > 0 && len(ds) == 2 {
				ds = ds[1:]
			}
			out = append(out, ds...)
		}
		return one(out...)
	}
}

func shadow(v string, neg bool) []piece {
	if neg {
		return nil
	}
	if ds, ok := colour(v, "--tw-shadow-color", ""); ok && v != "" {
		return one(append(ds, decl{"--tw-shadow", "var(--tw-shadow-colored)"})...)
	}
	val, ok := themed("boxShadow", v, false)
	if !ok {
		return nil
	}
	if val == "none" {
		return one(decl{"--tw-shadow", "0 0 #0000"}, decl{"--tw-shadow-colored", "0 0 #0000"},
			decl{"box-shadow", "var(--tw-ring-offset-shadow, 0 0 #0000), var(--tw-ring-shadow, 0 0 #0000), var(--tw-shadow)"})
	}
	return one(decl{"--tw-shadow", val}, decl{"--tw-shadow-colored", colouredShadow(val)},
		decl{"box-shadow", "var(--tw-ring-offset-shadow, 0 0 #0000), var(--tw-ring-shadow, 0 0 #0000), var(--tw-shadow)"})
}

// colouredShadow replaces each shadow's colour with --tw-shadow-color.
func colouredShadow(v string) string {
	parts := splitTop(v, ',')
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if j := strings.Index(p, "rgb("); j >= 0 {
			p = strings.TrimSpace(p[:j]) + " var(--tw-shadow-color)"
		}
		parts[i] = p
	}
	return strings.Join(parts, ", ")
}

func splitTop(v string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, v[start:i])
				start = i + 1
			}
		}
	}
	return append(out, v[start:])
}

func ring(v string, neg bool) []piece {
	if neg {
		return nil
	}
	if v == "inset" {
		return one(decl{"--tw-ring-inset", "inset"})
	}
	if val, hint, ok := arbitrary(v); !ok || isLengthLike(val, hint) {
		if w, ok := themed("ringWidth", v, false); ok {
			return one(
				decl{"--tw-ring-offset-shadow", "var(--tw-ring-inset) 0 0 0 var(--tw-ring-offset-width) var(--tw-ring-offset-color)"},
				decl{"--tw-ring-shadow", "var(--tw-ring-inset) 0 0 0 calc(" + w + " + var(--tw-ring-offset-width)) var(--tw-ring-color)"},
				decl{"box-shadow", "var(--tw-ring-offset-shadow), var(--tw-ring-shadow), var(--tw-shadow, 0 0 #0000)"})
		}
	}
	return ringColour(v, neg)
}

var (
	ringColour = named(colourProp("--tw-ring-color", "--tw-ring-opacity"))
	ringOffset = widthOrColour("ringOffsetWidth", "--tw-ring-offset-width", "--tw-ring-offset-color")
)

// gradientStop writes from-, via- and to- colours.
func gradientStop(kind string) handler {
	return func(v string, neg bool) []piece {
		if neg {
			return nil
		}
		ds, ok := colour(v, "c", "")
		if !ok {
			if p, ok := themed("gradientColorStopPositions", v, false); ok {
				return one(decl{"--tw-gradient-" + kind + "-position", p})
			}
			return nil
		}
		c := ds[0].value
		transparent := "rgb(255 255 255 / 0)"
		if rgb, ok := hexRGB(c); ok {
			transparent = "rgb(" + rgb + " / 0)"
		} else if strings.HasPrefix(c, "rgb(") && strings.Contains(c, "/") {
			transparent = c[:strings.LastIndexByte(c, '/')] + "/ 0)"
		}
		switch kind {
		case "from":
			return one(decl{"--tw-gradient-from", c + " var(--tw-gradient-from-position)"},
				decl{"--tw-gradient-to", transparent + " var(--tw-gradient-to-position)"},
				decl{"--tw-gradient-stops", "var(--tw-gradient-from), var(--tw-gradient-to)"})
		case "via":
			return one(decl{"--tw-gradient-to", transparent + "  var(--tw-gradient-to-position)"},
				decl{"--tw-gradient-stops", "var(--tw-gradient-from), " + c + " var(--tw-gradient-via-position), var(--tw-gradient-to)"})
		}
		return one(decl{"--tw-gradient-to", c + " var(--tw-gradient-to-position)"})
	}
}

var transition = withValue("transitionProperty", false, func(val string) []piece {
	if val == "none" {
		return one(decl{"transition-property", "none"})
	}
	return one(decl{"transition-property", val},
		decl{"transition-timing-function", "cubic-bezier(0.4, 0, 0.2, 1)"},
		decl{"transition-duration", "150ms"})
})

var lineClamp = withValue("lineClamp", false, func(val string) []piece {
	if val == "none" {
		return one(decl{"overflow", "visible"}, decl{"display", "block"}, decl{"-webkit-box-orient", "horizontal"}, decl{"-webkit-line-clamp", "none"})
	}
	return one(decl{"overflow", "hidden"}, decl{"display", "-webkit-box"}, decl{"-webkit-box-orient", "vertical"}, decl{"-webkit-line-clamp", val})
})

var content = withValue("content", false, func(val string) []piece {
	return one(decl{"--tw-content", val}, decl{"content", "var(--tw-content)"})
})

func background(v string, neg bool) []piece {
	if neg {
		return nil
	}
	if val, hint, ok := arbitrary(v); ok {
		switch {
		case hint == "url" || hint == "image" || strings.HasPrefix(val, "url(") || strings.Contains(val, "gradient("):
			return one(decl{"background-image", val})
		case hint == "length" || hint == "size" || hint == "bg-size":
			return one(decl{"background-size", val})
		case hint == "position":
			return one(decl{"background-position", val})
		}
	}
	for _, s := range []struct{ section, prop string }{
		{"backgroundImage", "background-image"}, {"backgroundSize", "background-size"}, {"backgroundPosition", "background-position"},
	} {
		if _, _, ok := arbitrary(v); ok {
			break
		}
		if val, ok := loadTheme().value(s.section, v); ok && v != "" {
			return one(decl{s.prop, val})
		}
	}
	return bgColour(v, neg)
}

var (
	bgColour             = named(colourProp("background-color", "--tw-bg-opacity"))
	text                 = first(fontSize, named(colourProp("color", "--tw-text-opacity")))
	decoration           = widthOrColour("textDecorationThickness", "text-decoration-thickness", "text-decoration-color")
	outlineWidthOrColour = widthOrColour("outlineWidth", "outline-width", "outline-color")
	divideColour         = named(colourIn(children, "border-color", "--tw-divide-opacity"))
	placeholderColour    = named(colourIn("::placeholder", "color", "--tw-placeholder-opacity"))
	animate              = props("animation", false, "animation")
)

func outline(v string, neg bool) []piece {
	if v == "" && !neg {
		return one(decl{"outline-style", "solid"})
	}
	return outlineWidthOrColour(v, neg)
}

func stroke(v string, neg bool) []piece {
	if neg {
		return nil
	}
	if val, hint, ok := arbitrary(v); !ok || isLengthLike(val, hint) || hint == "number" {
		if w, ok := themed("strokeWidth", v, false); ok {
			return one(decl{"stroke-width", w})
		}
	}
	return strokeColour(v, neg)
}

var strokeColour = colourProp("stroke", "")

func opacityOf(variable string) handler { return props("opacity", false, variable) }

func scale(vars ...string) handler { return transformVar("scale", true, vars...) }

// balanced reports whether v's quotes are closed and its brackets nest.
func balanced(v string) bool {
	var stack []byte
	var quote byte
	for i := 0; i < len(v); i++ {
		c := v[i]
		if quote != 0 {
			if c == quote {
				quote = 0
			}
			continue
		}
		switch c {
		case '"', '\'':
			quote = c
		case '(', '[':
			stack = append(stack, c)
		case ')', ']':
			if len(stack) == 0 || (c == ')') != (stack[len(stack)-1] == '(') {
				return false
			}
			stack = stack[:len(stack)-1]
		}
	}
	return quote == 0 && len(stack) == 0
}
