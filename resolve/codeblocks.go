package resolve

import (
	"fmt"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/shiki"
)

// Codeblocks is the colours of code blocks: the chroma style of each
// mode, "" for navbuild's default (github in light mode, github-dark in
// dark mode).
type Codeblocks struct {
	Light, Dark string
}

// Default chroma styles of code blocks, and the ones a theme navbuild
// has no colours for falls back to.
const (
	lightCodeStyle = "github"
	darkCodeStyle  = "github-dark"
)

// shikiStyles maps the reference's code block themes (Shiki's names) to
// the chroma style of the same palette, where chroma has one; the other
// bundled themes are drawn with their own colours, vendored from Shiki
// (internal/shiki), as the chroma style "shiki-" + name.
var shikiStyles = map[string]string{
	"github-light": "github", "github-light-default": "github", "github-light-high-contrast": "github",
	"github-dark": "github-dark", "github-dark-default": "github-dark", "github-dark-dimmed": "github-dark",
	"github-dark-high-contrast": "github-dark",
	"dracula":                   "dracula", "dracula-soft": "dracula",
	"monokai": "monokai", "nord": "nord", "one-dark-pro": "onedark", "light-plus": "vs",
	"solarized-light": "solarized-light", "solarized-dark": "solarized-dark",
	"catppuccin-latte": "catppuccin-latte", "catppuccin-frappe": "catppuccin-frappe",
	"catppuccin-macchiato": "catppuccin-macchiato", "catppuccin-mocha": "catppuccin-mocha",
	"rose-pine": "rose-pine", "rose-pine-dawn": "rose-pine-dawn", "rose-pine-moon": "rose-pine-moon",
	"kanagawa-wave": "kanagawa-wave", "kanagawa-dragon": "kanagawa-dragon", "kanagawa-lotus": "kanagawa-lotus",
	"tokyo-night":       "tokyonight-night",
	"gruvbox-dark-hard": "gruvbox", "gruvbox-dark-medium": "gruvbox", "gruvbox-dark-soft": "gruvbox",
	"gruvbox-light-hard": "gruvbox-light", "gruvbox-light-medium": "gruvbox-light", "gruvbox-light-soft": "gruvbox-light",
}

// codeblocks resolves `styling.codeblocks` to chroma styles. A theme
// chroma has no palette for is replaced by navbuild's default of its
// kind (light or dark), with a warning; custom languages warn too.
func (b *builder) codeblocks(c *config.Codeblocks) Codeblocks {
	if c == nil {
		return Codeblocks{}
	}
	if c.LanguagesAt != nil {
		b.diags.Add(diag.Warning, c.LanguagesAt.Pos(), "styling.codeblocks.languages", "custom code block languages are not supported: code in them shows without highlighting", "navbuild highlights with chroma's lexers, not TextMate grammars")
	}
	if c.Dark {
		return Codeblocks{Light: darkCodeStyle}
	}
	path := func(at *jsonv.Value) string {
		if at == c.At {
			return "styling.codeblocks"
		}
		if c.LightAt == c.DarkAt {
			return "styling.codeblocks.theme"
		}
		if at == c.LightAt {
			return "styling.codeblocks.theme.light"
		}
		return "styling.codeblocks.theme.dark"
	}
	out := Codeblocks{}
	if c.Light != "" {
		out.Light = b.codeStyle(c.Light, c.LightAt, path(c.LightAt))
	}
	if c.DarkTheme == c.Light && c.DarkAt == c.LightAt {
		out.Dark = out.Light
	} else if c.DarkTheme != "" {
		out.Dark = b.codeStyle(c.DarkTheme, c.DarkAt, path(c.DarkAt))
	}
	if out.Light == lightCodeStyle {
		out.Light = ""
	}
	if out.Dark == darkCodeStyle {
		out.Dark = ""
	}
	return out
}

// codeStyle returns the chroma style of the theme name: chroma's own
// palette of that name, else the one built from Shiki's theme; an
// unknown name warns and falls back to navbuild's default of its kind.
func (b *builder) codeStyle(name string, at *jsonv.Value, jpath string) string {
	if s, ok := shikiStyles[name]; ok {
		return s
	}
	if _, ok := shiki.Dark(name); ok {
		return "shiki-" + name
	}
	fallback := darkCodeStyle
	if strings.Contains(name, "light") {
		fallback = lightCodeStyle
	}
	b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("unknown code block theme %q: code blocks use %s", name, fallback), diag.DidYouMean(name, shiki.Names()))
	return fallback
}
