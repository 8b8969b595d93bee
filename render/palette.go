package render

import (
	"fmt"
	"strings"

	"github.com/navbuild/navbuild/internal/colour"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/resolve"
)

// paletteCSS writes the colours of site as CSS custom properties, for
// the site's stylesheet (after assets/style.css, which only uses them):
// the light palette on :root, the dark one for the system's dark mode
// unless <html data-theme="light"> and for <html data-theme="dark">,
// then the background image and decoration. Every value written is a
// colour navbuild printed itself ("#rrggbb") or a URL escaped by cssURL:
// nothing of docs.json reaches the stylesheet as written. It returns the
// colours of docs.json that had to be changed to meet WCAG AA, as
// warnings at their position.
func paletteCSS(site *resolve.Site) ([]byte, []resolve.Diagnostic) {
	c, bg := site.Colors, site.Background
	p, adj := colour.Derive(colour.Input{Primary: c.Primary, Light: c.Light, Dark: c.Dark, BgLight: bg.Light, BgDark: bg.Dark})
	var b strings.Builder
	b.WriteString("/* navbuild: the site's palette (internal/colour) */\n:root {\n")
	modeVars(&b, p.Light)
	b.WriteString("}\n@media (prefers-color-scheme: dark) {\n:root:not([data-theme=\"light\"]) {\n")
	modeVars(&b, p.Dark)
	b.WriteString("}\n}\n:root[data-theme=\"dark\"] {\n")
	modeVars(&b, p.Dark)
	b.WriteString("}\n")
	background(&b, bg)

	var diags []resolve.Diagnostic
	at := map[string]resolve.Pos{colour.KeyPrimary: c.PrimaryAt, colour.KeyLight: c.LightAt, colour.KeyDark: c.DarkAt}
	for _, a := range adj {
		pos := at[a.Key]
		if pos.File == "" {
			continue
		}
		diags = append(diags, resolve.Diagnostic{Severity: diag.Warning, Pos: pos, Path: a.Key, Msg: a.String(), Hint: colourHint(a)})
	}
	return []byte(b.String()), diags
}

func modeVars(b *strings.Builder, m colour.Mode) {
	v := func(name string, c colour.RGB) { fmt.Fprintf(b, "  --%s: %s;\n", name, c) }
	v("bg", m.Bg)
	v("bg-raised", m.BgRaised)
	v("bg-subtle", m.BgSubtle)
	v("bg-hover", m.BgHover)
	v("code-bg", m.CodeBg)
	v("fg", m.Fg)
	v("fg-strong", m.FgStrong)
	v("fg-muted", m.FgMuted)
	v("fg-faint", m.FgFaint)
	v("border", m.Border)
	v("border-strong", m.BorderStrong)
	v("accent", m.Accent)
	v("accent-strong", m.Accent)
	v("accent-soft", m.AccentSoft)
	v("primary", m.Button)
	v("on-primary", m.OnButton)
	h := m.HeaderBg
	fmt.Fprintf(b, "  --header-bg: rgba(%d, %d, %d, 0.85);\n", h.R, h.G, h.B)
	if m.Dark {
		b.WriteString("  --shadow: 0 1px 2px rgba(0, 0, 0, 0.3), 0 10px 30px rgba(0, 0, 0, 0.5);\n  color-scheme: dark;\n")
	} else {
		b.WriteString("  --shadow: 0 1px 2px rgba(0, 0, 0, 0.04), 0 8px 24px rgba(15, 23, 42, 0.1);\n  color-scheme: light;\n")
	}
}

// background writes `background`'s image and decoration: a layer fixed
// behind the page (body::before), so that text keeps the page colour
// under it and the decoration never covers a control.
func background(b *strings.Builder, bg resolve.Background) {
	var light, dark string
	if im := bg.Image; im != nil {
		light, dark = cssURL(im.Light), cssURL(im.Dark)
	}
	deco := decorations[bg.Decoration]
	if light == "" && dark == "" && deco == "" {
		return
	}
	b.WriteString("body::before {\n  content: \"\";\n  position: fixed;\n  inset: 0;\n  z-index: -1;\n  pointer-events: none;\n")
	if deco != "" {
		b.WriteString(deco)
	}
	b.WriteString("}\nbody { isolation: isolate; }\n")
	if light == "" && dark == "" {
		return
	}
	// The image covers the viewport behind the page; the page colour stays
	// underneath, so text keeps its contrast where the image is transparent.
	img := func(u string) string {
		return "body::before { background: var(--bg) " + u + " center top / cover no-repeat; }\n"
	}
	if light != "" {
		b.WriteString(img(light))
	}
	if dark != light && dark != "" {
		b.WriteString("@media (prefers-color-scheme: dark) {\n:root:not([data-theme=\"light\"]) " + img(dark) + "}\n")
		b.WriteString(":root[data-theme=\"dark\"] " + img(dark))
	}
}

// decorations are the rules of `background.decoration`: drawn from the
// palette's own colours, faint, at the top of the page only.
var decorations = map[string]string{
	"gradient": "  background: radial-gradient(60rem 28rem at 50% -6rem, var(--accent-soft), transparent 70%);\n",
	"grid": "  background: linear-gradient(var(--border) 1px, transparent 1px) 0 0 / 2.5rem 2.5rem, linear-gradient(90deg, var(--border) 1px, transparent 1px) 0 0 / 2.5rem 2.5rem;\n" +
		"  -webkit-mask-image: linear-gradient(to bottom, #000, transparent 28rem);\n  mask-image: linear-gradient(to bottom, #000, transparent 28rem);\n",
	"windows": "  background: linear-gradient(90deg, var(--bg) 0.75rem, transparent 0) 0 0 / 6rem 4.5rem, linear-gradient(var(--bg) 0.75rem, var(--bg-subtle) 0) 0 0 / 6rem 4.5rem;\n" +
		"  -webkit-mask-image: linear-gradient(to bottom, #000, transparent 30rem);\n  mask-image: linear-gradient(to bottom, #000, transparent 30rem);\n",
}

// cssURL writes an image of docs.json as a CSS url() token: a file of
// the folder relative to the stylesheet (which lives in _navbuild/), a
// URL as given; every byte outside a URL's plain characters is
// percent-encoded, so no quote, backslash, parenthesis or newline can
// end the token. A URL that runs script is left out (resolve reports
// it).
func cssURL(s string) string {
	if s == "" || link.Classify(s) == link.Script {
		return ""
	}
	if !link.IsExternal(s) {
		s = "../" + strings.TrimLeft(s, "/")
	}
	var b strings.Builder
	b.WriteString(`url("`)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~/:?#&=+,@!$;%", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	b.WriteString(`")`)
	return b.String()
}

// colourHint says what an adjusted colour is used for, and which key
// chooses the colour of that mode and role.
func colourHint(a colour.Adjustment) string {
	switch {
	case a.Role == "button" && a.Key == colour.KeyPrimary:
		return "buttons use colors.dark, else colors.primary: set colors.dark to a colour that stands out in both modes"
	case a.Role == "button":
		return "colors.dark fills buttons in both modes"
	case a.Mode == "dark":
		return "colors.light colours links and highlights in dark mode"
	}
	return "colors.primary colours links and highlights in light mode"
}
