// Command gencss writes the stylesheet for the code blocks that package
// markdown renders: their layout, on the theme's custom properties, and
// chroma's token colours for a light style and a dark one.
//
// Usage (go generate ./internal/markdown runs it):
//
//	go run ./internal/markdown/gencss [-o assets/code.css] [-light github] [-dark github-dark]
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gencss", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write to `file` instead of standard output")
	light := fs.String("light", "github", "chroma `style` for the light palette")
	dark := fs.String("dark", "github-dark", "chroma `style` for the dark palette")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var b bytes.Buffer
	if err := write(&b, *light, *dark); err != nil {
		fmt.Fprintln(stderr, "gencss:", err)
		return 1
	}
	if *out == "" {
		_, _ = stdout.Write(b.Bytes())
		return 0
	}
	if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(stderr, "gencss:", err)
		return 1
	}
	return 0
}

// write writes the whole stylesheet.
func write(w io.Writer, lightName, darkName string) error {
	light, ok := styles.Registry[lightName]
	if !ok {
		return fmt.Errorf("unknown chroma style %q", lightName)
	}
	dark, ok := styles.Registry[darkName]
	if !ok {
		return fmt.Errorf("unknown chroma style %q", darkName)
	}
	var b strings.Builder
	fmt.Fprintf(&b, header, lightName, darkName)
	b.WriteString(layout)

	lightRules, darkRules := tokenRules(light, dark)
	fmt.Fprintf(&b, "\n/* ---------- Tokens: %s ---------- */\n\n", lightName)
	for _, r := range lightRules {
		writeRule(&b, "", r)
	}
	fmt.Fprintf(&b, "\n/* ---------- Tokens: %s, once for the system preference, once for the toggle ---------- */\n\n", darkName)
	b.WriteString("@media (prefers-color-scheme: dark) {\n")
	for _, r := range darkRules {
		writeRule(&b, `:root:not([data-theme="light"]) `, r)
	}
	b.WriteString("}\n")
	for _, r := range darkRules {
		writeRule(&b, `:root[data-theme="dark"] `, r)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// rule is one CSS rule for the token classes in classes.
type rule struct {
	classes []string
	decl    string
}

func writeRule(b *strings.Builder, scope string, r rule) {
	indent := ""
	if strings.HasPrefix(scope, ":root:not") {
		indent = "  "
	}
	for i, c := range r.classes {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(indent + scope + ".chroma ." + c)
	}
	b.WriteString(" { " + r.decl + " }\n")
}

// tokenRules returns the rules for every token class either style colours.
// The light rules apply everywhere; the dark ones override them and undo
// what light sets and dark does not, so no light colour leaks into dark.
// Classes with the same declarations share a rule.
func tokenRules(light, dark *chroma.Style) (lightRules, darkRules []rule) {
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
	lightBg, darkBg := light.Get(chroma.Background), dark.Get(chroma.Background)
	var lightDecls, darkDecls []string
	lightIndex, darkIndex := map[string]int{}, map[string]int{}
	add := func(rules *[]rule, decls *[]string, index map[string]int, class, decl string) {
		if decl == "" {
			return
		}
		i, ok := index[decl]
		if !ok {
			i = len(*rules)
			index[decl] = i
			*rules = append(*rules, rule{decl: decl})
			*decls = append(*decls, decl)
		}
		(*rules)[i].classes = append((*rules)[i].classes, class)
	}
	for _, t := range types {
		l := light.Get(t).Sub(lightBg)
		d := dark.Get(t).Sub(darkBg)
		class := chroma.StandardTypes[t]
		add(&lightRules, &lightDecls, lightIndex, class, declarations(l, chroma.StyleEntry{}))
		add(&darkRules, &darkDecls, darkIndex, class, declarations(d, l))
	}
	return lightRules, darkRules
}

// declarations returns the CSS for e, resetting what under sets and e
// does not.
func declarations(e, under chroma.StyleEntry) string {
	var d []string
	switch {
	case e.Colour.IsSet():
		d = append(d, "color: "+e.Colour.String())
	case under.Colour.IsSet():
		d = append(d, "color: inherit")
	}
	switch {
	case e.Background.IsSet():
		d = append(d, "background-color: "+e.Background.String())
	case under.Background.IsSet():
		d = append(d, "background-color: transparent")
	}
	switch {
	case e.Bold == chroma.Yes:
		d = append(d, "font-weight: bold")
	case under.Bold == chroma.Yes:
		d = append(d, "font-weight: inherit")
	}
	switch {
	case e.Italic == chroma.Yes:
		d = append(d, "font-style: italic")
	case under.Italic == chroma.Yes:
		d = append(d, "font-style: inherit")
	}
	switch {
	case e.Underline == chroma.Yes:
		d = append(d, "text-decoration: underline")
	case under.Underline == chroma.Yes:
		d = append(d, "text-decoration: none")
	}
	if len(d) == 0 {
		return ""
	}
	return strings.Join(d, "; ") + ";"
}

const header = `/* Code generated by "go generate ./internal/markdown"; DO NOT EDIT.

   Code blocks and math as internal/markdown renders them. The layout uses
   the theme's custom properties (style.css). Token colours: chroma's %q
   style, and %q for the dark palette (the system preference unless
   <html data-theme="light">, or data-theme="dark"). */
`

// layout is the hand-written part. The negative margins of highlighted
// lines match the padding of .prose pre in style.css.
const layout = `
/* ---------- Blocks ---------- */

.code-block {
  margin: 1.25em 0;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  background: var(--code-bg);
  overflow: hidden;
}
.code-block > pre.chroma {
  margin: 0;
  border: 0;
  border-radius: 0;
  background: transparent;
}
.code-title {
  padding: 0.5rem 1.15rem;
  border-bottom: 1px solid var(--border);
  color: var(--fg-muted);
  font-family: var(--mono);
  font-size: 0.8125rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  direction: ltr;
  text-align: left;
}

/* Highlighted lines span the block, its padding included. */
.code-block .line.hl {
  display: inline-block;
  box-sizing: border-box;
  min-width: calc(100% + 2.3rem);
  margin: 0 -1.15rem;
  padding: 0 1.15rem;
  background: var(--accent-soft);
  box-shadow: inset 2px 0 0 var(--accent);
}

/* "focus": the other lines fade until the block is hovered. */
.code-block.has-focus .line:not(.focus) {
  opacity: 0.45;
  filter: blur(0.4px);
  transition: opacity 0.15s, filter 0.15s;
}
.code-block.has-focus:hover .line { opacity: 1; filter: none; }

/* "lines": numbers from a counter, so copying the code leaves them out. */
.code-block.lines code { counter-reset: line; }
.code-block.lines .line::before {
  counter-increment: line;
  content: counter(line);
  display: inline-block;
  min-width: 2ch;
  margin-inline-end: 1.25rem;
  color: var(--fg-faint);
  text-align: right;
  -webkit-user-select: none;
  user-select: none;
}

/* "wrap": long lines wrap instead of scrolling. */
.code-block.wrap pre code {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

/* ---------- Math, kept as its TeX source ---------- */

.math-display {
  margin: 1.25em 0;
  overflow-x: auto;
  font-family: var(--mono);
  font-size: 0.875rem;
  white-space: pre-wrap;
  direction: ltr;
  text-align: left;
}
.math-inline { direction: ltr; unicode-bidi: isolate; }

@media (prefers-reduced-motion: reduce) {
  .code-block.has-focus .line:not(.focus) { transition: none; }
}
`
