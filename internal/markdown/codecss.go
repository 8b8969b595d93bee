package markdown

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"

	"github.com/navbuild/navbuild/internal/shiki"
)

// DefaultLightStyle and DefaultDarkStyle are the chroma styles of
// assets/chroma.css: code blocks in light and dark mode.
const (
	DefaultLightStyle = "github"
	DefaultDarkStyle  = "github-dark"
)

// TokenCSS writes the token colours of chroma's styles light and dark
// (dark for the dark mode: the system preference unless <html
// data-theme="light">, or data-theme="dark"), as assets/chroma.css holds
// them (gencss). Each class's rule holds both palettes: a property the
// styles give the same value is written as it is, one they differ on
// takes a custom property, --token-color say, and its dark value,
// --token-color-dark, which dark mode puts in its place. A mode that
// sets no value leaves the property as the code around the token has it.
func TokenCSS(b *strings.Builder, lightName, darkName string) error {
	light, dark, err := stylesOf(lightName, darkName)
	if err != nil {
		return err
	}
	fmt.Fprintf(b, "\n/* ---------- Tokens: %s, and %s in dark mode ---------- */\n\n", lightName, darkName)
	var rules []rule
	index := map[string]int{}
	for _, t := range tokenTypes() {
		addRule(&rules, index, chroma.StandardTypes[t], bothModes(tokenEntry(light, t), tokenEntry(dark, t)))
	}
	var all strings.Builder
	for _, r := range rules {
		sel := ".chroma ." + r.classes[0]
		if len(r.classes) > 1 {
			sel = ".chroma :is(." + strings.Join(r.classes, ",.") + ")"
		}
		all.WriteString(sel + " { " + r.decl + " }\n")
	}
	b.WriteString(all.String())
	// Dark mode puts each dark value a rule reads in its light one's place.
	toDark := " "
	for _, p := range tokenProperties {
		if strings.Contains(all.String(), "var("+p.variable+")") {
			toDark += p.variable + ": var(" + p.variable + "-dark); "
		}
	}
	b.WriteString("\n/* Dark mode, for the system preference and for the toggle. */\n")
	// Every span: one that is not a token reads none of them.
	writeDark(b, []rule{{raw: ".chroma span", decl: toDark}})
	return nil
}

// bothModes returns the declarations of a token styled l in light mode
// and d in dark mode: a property both give one value is written as it
// is; one they differ on is read from its custom property, which holds
// the light value and, under the name with "-dark", the dark one.
func bothModes(l, d chroma.StyleEntry) string {
	var decl []string
	for _, p := range tokenProperties {
		lv, dv := p.value(l), p.value(d)
		switch {
		case lv == dv && lv != "":
			decl = append(decl, p.name+": "+lv)
		case lv != dv:
			if lv != "" {
				decl = append(decl, p.variable+": "+lv)
			}
			if dv != "" {
				decl = append(decl, p.variable+"-dark: "+dv)
			}
			decl = append(decl, p.name+": var("+p.variable+")")
		}
	}
	if len(decl) == 0 {
		return ""
	}
	return strings.Join(decl, "; ") + ";"
}

// tokenProperty is a CSS property of a token's style: its name, the
// custom property TokenCSS holds it in where the modes differ, the value
// that undoes it (that of the code around the token), and its value in
// an entry ("" for none).
type tokenProperty struct {
	name, variable, reset string
	value                 func(chroma.StyleEntry) string
}

var tokenProperties = []tokenProperty{
	{"color", "--token-color", "inherit", func(e chroma.StyleEntry) string { return colour(e.Colour) }},
	{"background-color", "--token-bg", "transparent", func(e chroma.StyleEntry) string { return colour(e.Background) }},
	{"font-weight", "--token-weight", "inherit", func(e chroma.StyleEntry) string { return ifYes(e.Bold, "bold") }},
	{"font-style", "--token-style", "inherit", func(e chroma.StyleEntry) string { return ifYes(e.Italic, "italic") }},
	{"text-decoration", "--token-decoration", "none", func(e chroma.StyleEntry) string { return ifYes(e.Underline, "underline") }},
}

func colour(c chroma.Colour) string {
	if !c.IsSet() {
		return ""
	}
	return c.String()
}

func ifYes(t chroma.Trilean, value string) string {
	if t != chroma.Yes {
		return ""
	}
	return value
}

// CodeCSS returns the CSS that colours code blocks with chroma's styles
// light and dark ("" for the default of that mode) on top of
// assets/chroma.css: token colours that override the default ones
// wherever those apply, and each block's background, text and border
// colours (the custom properties --code-bg, --fg, --fg-strong,
// --fg-muted and --border, set on the block). It returns "" when both
// are the default.
func CodeCSS(lightName, darkName string) (string, error) {
	if lightName == "" {
		lightName = DefaultLightStyle
	}
	if darkName == "" {
		darkName = DefaultDarkStyle
	}
	if lightName == DefaultLightStyle && darkName == DefaultDarkStyle {
		return "", nil
	}
	light, dark, err := stylesOf(lightName, darkName)
	if err != nil {
		return "", err
	}
	baseLight, baseDark, err := stylesOf(DefaultLightStyle, DefaultDarkStyle)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "/* Code blocks: chroma's %q style, and %q for dark mode. */\n", lightName, darkName)
	const blocks = ":is(.code-block,.code-group,.api-examples pre)"
	if lightName != DefaultLightStyle {
		b.WriteString(":root " + blocks + " {" + blockColours(light) + "}\n")
		if isDarkStyle(light) {
			// Labels drawn on a dark block in light mode (a code group's
			// tabs, the examples' methods and statuses) take dark mode's
			// shades, as assets/style.css and api.css give them.
			b.WriteString(onDarkBlock)
		}
	}
	darkBlock := blockColours(dark)
	if darkName == DefaultDarkStyle {
		// Undo the light block colours: the block takes the mode's.
		darkBlock = " --code-bg: inherit; --fg: inherit; --fg-strong: inherit; --fg-muted: inherit; --border: inherit; "
	}
	lightRules, darkRules := tokenRules(light, dark, baseLight, baseDark)
	for _, r := range lightRules {
		writeRule(&b, ":root ", r)
	}
	darkRules = append(darkRules, rule{decl: darkBlock, raw: blocks})
	writeDark(&b, darkRules)
	return b.String(), nil
}

// blockColours are the declarations of a block in style s.
func blockColours(s *chroma.Style) string {
	bg := s.Get(chroma.Background)
	fg, back := bg.Colour.String(), bg.Background.String()
	return fmt.Sprintf(" --code-bg: %s; --fg: %s; --fg-strong: %s; --fg-muted: color-mix(in srgb, %s 72%%, %s); --border: color-mix(in srgb, %s 16%%, %s); ",
		back, fg, fg, fg, back, fg, back)
}

func stylesOf(lightName, darkName string) (light, dark *chroma.Style, err error) {
	light, dark = Style(lightName), Style(darkName)
	if light == nil {
		return nil, nil, fmt.Errorf("unknown chroma style %q", lightName)
	}
	if dark == nil {
		return nil, nil, fmt.Errorf("unknown chroma style %q", darkName)
	}
	return light, dark, nil
}

// Style returns chroma's style name, or "shiki-" and a Shiki theme's
// name (internal/shiki), as code blocks draw it; nil when there is none.
func Style(name string) *chroma.Style {
	if theme, ok := strings.CutPrefix(name, "shiki-"); ok {
		return shiki.Style(theme)
	}
	if name == DefaultLightStyle {
		return defaultLight()
	}
	return styles.Registry[name]
}

// defaultLight is chroma's "github" style with its text colour, GitHub's
// foreground #1f2328, which the style leaves out and gives explicitly to
// the tokens meant to look like text (punctuation, attribute and other
// names). A block draws its text in the page's own colour (--fg), so
// those tokens take it too and are written without a <span>: the
// punctuation spans alone were 5% of a code-heavy site's HTML.
var defaultLight = sync.OnceValue(func() *chroma.Style {
	s, err := styles.Registry[DefaultLightStyle].Builder().Add(chroma.Background, "#1f2328 bg:#f7f7f7").Build()
	if err != nil {
		panic(err)
	}
	return s
})

// rule is one CSS rule for the token classes in classes (or for the
// selector raw).
type rule struct {
	classes []string
	raw     string
	decl    string
}

// writeDark writes rules for the dark mode: once for the system
// preference, once for the toggle.
func writeDark(b *strings.Builder, rules []rule) {
	b.WriteString("@media (prefers-color-scheme: dark) {\n")
	for _, r := range rules {
		writeRule(b, `:root:not([data-theme="light"]) `, r)
	}
	b.WriteString("}\n")
	for _, r := range rules {
		writeRule(b, `:root[data-theme="dark"] `, r)
	}
}

func writeRule(b *strings.Builder, scope string, r rule) {
	indent := ""
	if strings.HasPrefix(scope, ":root:not") {
		indent = "  "
	}
	if r.raw != "" {
		b.WriteString(indent + scope + r.raw + " {" + r.decl + "}\n")
		return
	}
	for i, c := range r.classes {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(indent + scope + ".chroma ." + c)
	}
	b.WriteString(" { " + r.decl + " }\n")
}

// tokenRules returns the rules for every token class either style
// colours. The light rules apply everywhere, over baseLight's when
// given; the dark ones override them (and baseDark's) and undo what
// those set and dark does not, so no light colour leaks into dark.
// Classes with the same declarations share a rule.
func tokenRules(light, dark, baseLight, baseDark *chroma.Style) (lightRules, darkRules []rule) {
	lightIndex, darkIndex := map[string]int{}, map[string]int{}
	for _, t := range tokenTypes() {
		l, d := tokenEntry(light, t), tokenEntry(dark, t)
		bl, bd := tokenEntry(baseLight, t), tokenEntry(baseDark, t)
		class := chroma.StandardTypes[t]
		addRule(&lightRules, lightIndex, class, declarations(l, bl))
		addRule(&darkRules, darkIndex, class, declarations(d, union(l, bl, bd)))
	}
	return lightRules, darkRules
}

// addRule adds class to the rule of rules with the declarations decl,
// which index finds by decl, or to a new one at the end; nothing for no
// declarations.
func addRule(rules *[]rule, index map[string]int, class, decl string) {
	if decl == "" {
		return
	}
	i, ok := index[decl]
	if !ok {
		i = len(*rules)
		index[decl] = i
		*rules = append(*rules, rule{decl: decl})
	}
	(*rules)[i].classes = append((*rules)[i].classes, class)
}

// tokenTypes are the token types a style may colour, in order.
func tokenTypes() []chroma.TokenType {
	var types []chroma.TokenType
	for t, class := range chroma.StandardTypes {
		// Meta types (< 0) style chroma's own wrappers, not tokens; the
		// renderer leaves text, whitespace and lexer errors unstyled.
		if t <= 0 || class == "" || t == chroma.Text || t == chroma.TextWhitespace {
			continue
		}
		types = append(types, t)
	}
	slices.Sort(types)
	return types
}

// tokenEntry is the style s gives tokens of type t beyond the block's
// own (none for a nil s).
func tokenEntry(s *chroma.Style, t chroma.TokenType) chroma.StyleEntry {
	if s == nil {
		return chroma.StyleEntry{}
	}
	return s.Get(t).Sub(s.Get(chroma.Background))
}

// union is an entry that sets what any of es sets.
func union(es ...chroma.StyleEntry) chroma.StyleEntry {
	var u chroma.StyleEntry
	for _, e := range es {
		if e.Colour.IsSet() {
			u.Colour = e.Colour
		}
		if e.Background.IsSet() {
			u.Background = e.Background
		}
		if e.Bold == chroma.Yes {
			u.Bold = chroma.Yes
		}
		if e.Italic == chroma.Yes {
			u.Italic = chroma.Yes
		}
		if e.Underline == chroma.Yes {
			u.Underline = chroma.Yes
		}
	}
	return u
}

// declarations returns the CSS for e, resetting what under sets and e
// does not.
func declarations(e, under chroma.StyleEntry) string {
	var d []string
	for _, p := range tokenProperties {
		switch {
		case p.value(e) != "":
			d = append(d, p.name+": "+p.value(e))
		case p.value(under) != "":
			d = append(d, p.name+": "+p.reset)
		}
	}
	if len(d) == 0 {
		return ""
	}
	return strings.Join(d, "; ") + ";"
}

// isDarkStyle tells whether s draws light text on a dark background.
func isDarkStyle(s *chroma.Style) bool {
	c := s.Get(chroma.Background).Background
	return 0.2126*float64(c.Red())+0.7152*float64(c.Green())+0.0722*float64(c.Blue()) < 128
}

// onDarkBlock gives the labels of a dark block in light mode the colours
// they have in dark mode (assets/style.css's .method-* --m-dark,
// assets/api.css's .status-* --s-dark; HEAD and OPTIONS, which keep
// theirs in dark mode, a lighter one), and the block's accent its
// strongest text.
const onDarkBlock = `:root :is(.code-group,.api-examples) { --accent: var(--fg-strong); }
:root :is(.code-group,.api-examples) :is(.status-2xx,.status-3xx,.status-4xx,.status-5xx) { --s: var(--s-dark); }
:root :is(.code-group,.api-examples) :is(.method-get,.method-post,.method-put,.method-patch,.method-delete,.method-webhook) { --m: var(--m-dark); }
:root :is(.code-group,.api-examples) :is(.method-head,.method-options) { --m: #22d3ee; }
`
