package resolve

import (
	"fmt"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
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
// the chroma style of the same palette, where chroma has one.
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

// shikiThemes are Shiki's bundled themes, the names the reference
// accepts; lightShiki are the light ones among them.
var (
	shikiThemes = []string{"andromeeda", "aurora-x", "ayu-dark", "ayu-light", "ayu-mirage", "catppuccin-frappe",
		"catppuccin-latte", "catppuccin-macchiato", "catppuccin-mocha", "dark-plus", "dracula", "dracula-soft",
		"everforest-dark", "everforest-light", "github-dark", "github-dark-default", "github-dark-dimmed",
		"github-dark-high-contrast", "github-light", "github-light-default", "github-light-high-contrast",
		"gruvbox-dark-hard", "gruvbox-dark-medium", "gruvbox-dark-soft", "gruvbox-light-hard",
		"gruvbox-light-medium", "gruvbox-light-soft", "horizon", "houston", "kanagawa-dragon", "kanagawa-lotus",
		"kanagawa-wave", "laserwave", "light-plus", "material-theme", "material-theme-darker",
		"material-theme-lighter", "material-theme-ocean", "material-theme-palenight", "min-dark", "min-light",
		"monokai", "night-owl", "night-owl-light", "nord", "one-dark-pro", "one-light", "plastic", "poimandres",
		"red", "rose-pine", "rose-pine-dawn", "rose-pine-moon", "slack-dark", "slack-ochin", "snazzy-light",
		"solarized-dark", "solarized-light", "synthwave-84", "tokyo-night", "vesper", "vitesse-black",
		"vitesse-dark", "vitesse-light"}
	lightShiki = []string{"ayu-light", "catppuccin-latte", "everforest-light", "github-light", "github-light-default",
		"github-light-high-contrast", "gruvbox-light-hard", "gruvbox-light-medium", "gruvbox-light-soft",
		"kanagawa-lotus", "light-plus", "material-theme-lighter", "min-light", "night-owl-light", "one-light",
		"rose-pine-dawn", "slack-ochin", "snazzy-light", "solarized-light", "vitesse-light"}
)

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

// codeStyle returns the chroma style of the theme name.
func (b *builder) codeStyle(name string, at *jsonv.Value, jpath string) string {
	if s, ok := shikiStyles[name]; ok {
		return s
	}
	fallback := darkCodeStyle
	if slices.Contains(lightShiki, name) || strings.Contains(name, "light") {
		fallback = lightCodeStyle
	}
	if !slices.Contains(shikiThemes, name) {
		b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("unknown code block theme %q: code blocks use %s", name, fallback), diag.DidYouMean(name, shikiThemes))
		return fallback
	}
	var have []string
	for k := range shikiStyles {
		have = append(have, k)
	}
	slices.Sort(have)
	b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("navbuild has no colours for code block theme %q: code blocks use %s", name, fallback),
		"themes navbuild has: "+strings.Join(have, ", "))
	return fallback
}
