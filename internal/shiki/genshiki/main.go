// Command genshiki vendors the colours of Shiki's bundled code block
// themes (the npm package @shikijs/themes, MIT), the theme names the
// reference accepts in `styling.codeblocks`: it fetches the package with
// `npm pack`, reads each theme's TextMate JSON and writes, for package
// shiki, each theme's kind (light or dark) and chroma style entries (the
// editor's background and text, and each chroma token's colour and font
// style from the theme's rule for the TextMate scope that token stands
// for), recording the package, its version, its licence and the
// tarball's integrity, with the licence text beside it.
//
// Usage (go generate ./internal/shiki runs it; it needs npm and the npm
// registry):
//
//	go run ./internal/shiki/genshiki -version 4.6.0 -o themes.go -license LICENSE.shiki
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/npmpack"
)

const pkg = "@shikijs/themes"

func main() {
	os.Exit(npmpack.Run("genshiki", os.Args[1:], os.Stderr, "themes.go", "LICENSE.shiki", generate))
}

// tokens are the chroma token types a style sets, each with the TextMate
// scopes that stand for it, tried in order (the first one a rule of the
// theme matches wins). A token no scope matches inherits its parent's
// colours in chroma (KeywordType from Keyword...).
var tokens = []struct {
	name   string
	scopes []string
}{
	{"Comment", []string{"comment.line", "comment"}},
	{"CommentPreproc", []string{"meta.preprocessor", "keyword.control.directive"}},
	{"Keyword", []string{"keyword.control", "keyword"}},
	{"KeywordConstant", []string{"constant.language"}},
	{"KeywordDeclaration", []string{"storage.type", "storage"}},
	{"KeywordNamespace", []string{"keyword.control.import"}},
	{"KeywordType", []string{"support.type.primitive", "storage.type"}},
	{"Operator", []string{"keyword.operator"}},
	{"Punctuation", []string{"punctuation.separator", "punctuation"}},
	{"NameAttribute", []string{"entity.other.attribute-name"}},
	{"NameBuiltin", []string{"support.function", "support"}},
	{"NameClass", []string{"entity.name.type.class", "entity.name.class", "entity.name.type"}},
	{"NameConstant", []string{"variable.other.constant", "constant.other"}},
	{"NameDecorator", []string{"entity.name.function.decorator", "meta.decorator"}},
	{"NameFunction", []string{"entity.name.function", "support.function"}},
	{"NameTag", []string{"entity.name.tag"}},
	{"NameVariable", []string{"variable.other", "variable"}},
	{"NameProperty", []string{"variable.other.property", "support.type.property-name"}},
	{"LiteralString", []string{"string.quoted", "string"}},
	{"LiteralStringEscape", []string{"constant.character.escape"}},
	{"LiteralStringRegex", []string{"string.regexp"}},
	{"LiteralNumber", []string{"constant.numeric"}},
	{"GenericDeleted", []string{"markup.deleted"}},
	{"GenericInserted", []string{"markup.inserted"}},
	{"GenericHeading", []string{"markup.heading"}},
	{"GenericEmph", []string{"markup.italic"}},
	{"GenericStrong", []string{"markup.bold"}},
}

// theme is a TextMate theme as Shiki ships it.
type theme struct {
	Name        string                     `json:"name"`
	Type        string                     `json:"type"`
	Colors      map[string]json.RawMessage `json:"colors"`
	TokenColors []struct {
		Scope    json.RawMessage `json:"scope"`
		Settings struct {
			Foreground string  `json:"foreground"`
			Background string  `json:"background"`
			FontStyle  *string `json:"fontStyle"`
		} `json:"settings"`
	} `json:"tokenColors"`
}

var literal = regexp.MustCompile(`(?s)JSON\.parse\(("(?:[^"\\]|\\.)*")\)`)

func generate(version, out, lic string) error {
	p, err := npmpack.Pack(pkg, version)
	if err != nil {
		return err
	}
	var names []string
	styles := map[string]string{}
	for name, data := range p.Files {
		dir, base := path.Split(name)
		if dir != "package/dist/" || path.Ext(base) != ".mjs" || base == "index.mjs" {
			continue
		}
		id := strings.TrimSuffix(base, ".mjs")
		m := literal.FindSubmatch(data)
		if m == nil {
			return fmt.Errorf("%s: no JSON.parse(\"...\")", name)
		}
		var text string
		if err := json.Unmarshal(m[1], &text); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		var th theme
		if err := json.Unmarshal([]byte(text), &th); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		src, err := entries(&th)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		names = append(names, id)
		styles[id] = src
	}
	if len(names) < 50 {
		return fmt.Errorf("%s@%s: only %d themes in dist/", pkg, version, len(names))
	}
	slices.Sort(names)
	var b bytes.Buffer
	b.WriteString("// tokenTypes are the chroma token types a theme colours, in the order\n// of its tokens.\n")
	b.WriteString("var tokenTypes = [...]chroma.TokenType{\n")
	for _, tk := range tokens {
		fmt.Fprintf(&b, "\tchroma.%s,\n", tk.name)
	}
	b.WriteString("}\n\n")
	b.WriteString("// themes holds each bundled theme's kind, block colours (\"bg:background\n// text\") and token styles (\"\" inherits), by name.\n")
	b.WriteString("var themes = map[string]theme{\n")
	for _, id := range names {
		fmt.Fprintf(&b, "\t%q: %s,\n", id, styles[id])
	}
	b.WriteString("}\n")
	return p.WriteGo(out, lic, npmpack.GoFile{
		Prog: "genshiki", Package: "shiki", Imports: []string{"github.com/alecthomas/chroma/v2"},
		Holds: "its dist/*.mjs themes", Body: b.Bytes(),
	})
}

// colour returns the editor colour key, "" when the theme has none (or
// not as a string).
func (th *theme) colour(key string) string {
	var s string
	json.Unmarshal(th.Colors[key], &s) // a missing or non-string colour leaves ""
	return s
}

// rule is one selector of a theme's token rule.
type rule struct {
	selector string
	order    int
	fg       string
	style    *string
}

// entries returns the Go source of th's theme value: its kind, its
// block's colours and each token's style in the order of tokens.
func entries(th *theme) (string, error) {
	dark := th.Type != "light"
	var rules []rule
	bg, fg := th.colour("editor.background"), th.colour("editor.foreground")
	for i, tc := range th.TokenColors {
		var scopes []string
		if len(tc.Scope) > 0 {
			var one string
			if json.Unmarshal(tc.Scope, &one) == nil {
				scopes = strings.Split(one, ",")
			} else if err := json.Unmarshal(tc.Scope, &scopes); err != nil {
				return "", fmt.Errorf("token rule %d: scope: %w", i, err)
			}
		}
		if len(scopes) == 0 {
			// The rule without a scope is the editor's default.
			if tc.Settings.Background != "" && bg == "" {
				bg = tc.Settings.Background
			}
			if tc.Settings.Foreground != "" && fg == "" {
				fg = tc.Settings.Foreground
			}
			continue
		}
		for _, s := range scopes {
			s = strings.TrimSpace(s)
			// Descendant selectors ("source.python keyword") apply to
			// one language: chroma's tokens are every language's.
			if s == "" || strings.Contains(s, " ") {
				continue
			}
			rules = append(rules, rule{selector: s, order: i, fg: tc.Settings.Foreground, style: tc.Settings.FontStyle})
		}
	}
	if bg == "" {
		bg = map[bool]string{true: "#1e1e1e", false: "#ffffff"}[dark]
	}
	if fg == "" {
		fg = map[bool]string{true: "#d4d4d4", false: "#000000"}[dark]
	}
	back, err := opaque(bg, "#000000")
	if err != nil {
		return "", fmt.Errorf("background: %w", err)
	}
	front, err := opaque(fg, back)
	if err != nil {
		return "", fmt.Errorf("foreground: %w", err)
	}
	styles := make([]string, len(tokens))
	for i, tk := range tokens {
		// As TextMate does, each property comes from the most specific
		// rule that sets it.
		var parts []string
		if r, ok := match(rules, tk.scopes, func(r rule) bool { return r.fg != "" }); ok {
			c, err := opaque(r.fg, back)
			if err != nil {
				return "", fmt.Errorf("%s: %w", r.selector, err)
			}
			parts = append(parts, c)
		}
		if r, ok := match(rules, tk.scopes, func(r rule) bool { return r.style != nil }); ok {
			for _, f := range []string{"italic", "bold", "underline"} {
				if strings.Contains(*r.style, f) {
					parts = append(parts, f)
				} else if f != "underline" {
					parts = append(parts, "no"+f)
				}
			}
		}
		styles[i] = strconv.Quote(strings.Join(parts, " "))
	}
	return fmt.Sprintf("{dark: %t, block: %q, tokens: tokenStyles{%s}}", dark, "bg:"+back+" "+front, strings.Join(styles, ", ")), nil
}

// match returns the rule, among those sets accepts, of the first scope
// one of them matches: of those matching it, the most specific selector
// (most parts), the later rule on a tie, as TextMate ranks them.
func match(rules []rule, scopes []string, sets func(rule) bool) (rule, bool) {
	for _, scope := range scopes {
		best, found := rule{}, false
		for _, r := range rules {
			if !sets(r) || r.selector != scope && !strings.HasPrefix(scope, r.selector+".") {
				continue
			}
			if !found || strings.Count(r.selector, ".") >= strings.Count(best.selector, ".") {
				best, found = r, true
			}
		}
		if found {
			return best, true
		}
	}
	return rule{}, false
}

// opaque returns colour c (#rgb, #rgba, #rrggbb or #rrggbbaa) as #rrggbb,
// a translucent one drawn over the opaque colour under.
func opaque(c, under string) (string, error) {
	rgba, err := parse(c)
	if err != nil {
		return "", err
	}
	if rgba[3] == 255 {
		return fmt.Sprintf("#%02x%02x%02x", rgba[0], rgba[1], rgba[2]), nil
	}
	u, err := parse(under)
	if err != nil {
		return "", err
	}
	a := float64(rgba[3]) / 255
	var mix [3]int
	for i := range mix {
		mix[i] = int(float64(rgba[i])*a + float64(u[i])*(1-a) + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", mix[0], mix[1], mix[2]), nil
}

func parse(c string) ([4]int, error) {
	h := strings.TrimPrefix(strings.TrimSpace(c), "#")
	if len(h) == 3 || len(h) == 4 {
		var long strings.Builder
		for _, r := range h {
			long.WriteString(string(r) + string(r))
		}
		h = long.String()
	}
	if len(h) == 6 {
		h += "ff"
	}
	if len(h) != 8 {
		return [4]int{}, fmt.Errorf("colour %q", c)
	}
	var out [4]int
	for i := range out {
		v, err := strconv.ParseUint(h[2*i:2*i+2], 16, 8)
		if err != nil {
			return [4]int{}, fmt.Errorf("colour %q", c)
		}
		out[i] = int(v)
	}
	return out, nil
}
