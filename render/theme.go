package render

import (
	"fmt"
	"regexp"
	"strings"
)

// themeMark starts a section of assets/themes.css: a comment line
// "/* theme: NAME... */" naming the themes it belongs to.
var themeMark = regexp.MustCompile(`(?m)^/\* theme: ([a-z]+(?: [a-z]+)*) \*/\n`)

// splitThemes splits assets/themes.css into the part every site gets (the
// text before the first section) and each theme's rules: the sections
// that name it, in file order.
func splitThemes(css []byte) (shared []byte, themes map[string][]byte, err error) {
	marks := themeMark.FindAllSubmatchIndex(css, -1)
	if len(marks) == 0 {
		return nil, nil, fmt.Errorf("themes.css: no %q section", "/* theme: NAME */")
	}
	themes = map[string][]byte{}
	shared = css[:marks[0][0]]
	for i, m := range marks {
		end := len(css)
		if i+1 < len(marks) {
			end = marks[i+1][0]
		}
		for _, name := range strings.Fields(string(css[m[2]:m[3]])) {
			themes[name] = append(themes[name], css[m[1]:end]...)
		}
	}
	return shared, themes, nil
}

// defaultTheme is the theme of a site whose theme has no section (never
// for a site from docs.json, whose theme is one of config.Themes, each of
// which has one: TestThemeSections).
const defaultTheme = "mint"

// themeTabs says where a theme puts the tabs on a wide screen, when it is
// not the row under the header: "inline" (in the header's row) or
// "sidebar" (at the top of the sidebar). <html data-tabs> carries it for
// the rules in the shared part of themes.css.
var themeTabs = map[string]string{
	"maple":  "inline",
	"willow": "inline",
	"almond": "sidebar",
	"aspen":  "sidebar",
}

// stylesheet returns the site's stylesheet, the shared one followed by
// the rules of theme and the site's own CSS (own: its fonts and code
// block colours, siteCSS), and its content-hashed name. It is built per
// site, not once in New, so that a page loads one theme's rules.
func (r *Renderer) stylesheet(theme, own string) (name string, data []byte, err error) {
	part, ok := r.themeCSS[theme]
	if !ok {
		part = r.themeCSS[defaultTheme]
	}
	var mine []byte
	if own != "" {
		if mine, err = r.minify("text/css", []byte(own)); err != nil {
			return "", nil, fmt.Errorf("minify the site's stylesheet: %w", err)
		}
	}
	data = make([]byte, 0, len(r.baseCSS)+len(part)+len(mine))
	data = append(append(append(data, r.baseCSS...), part...), mine...)
	return hashedName("style.css", data), data, nil
}
