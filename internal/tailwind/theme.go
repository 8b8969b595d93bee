package tailwind

import (
	_ "embed"
	"encoding/json"
	"strings"
	"sync"
)

//go:embed theme.json
var themeJSON []byte

// theme is Tailwind's default theme: section → key → value. A value is
// its CSS text: a list (fontFamily) is joined with ", "; fontSize keeps
// its size, its line height is in fontLeading.
type theme struct {
	sections    map[string]map[string]string
	fontLeading map[string]string
	colors      map[string]string // "red-500", "black", "transparent"
}

// loadTheme decodes theme.json once, when the first site needs it.
var loadTheme = sync.OnceValue(func() *theme {
	var raw map[string]map[string]json.RawMessage
	if err := json.Unmarshal(themeJSON, &raw); err != nil {
		panic("tailwind: theme.json: " + err.Error()) // embedded and tested
	}
	t := &theme{sections: map[string]map[string]string{}, fontLeading: map[string]string{}, colors: map[string]string{}}
	for name, sec := range raw {
		m := map[string]string{}
		for k, v := range sec {
			var s string
			if json.Unmarshal(v, &s) == nil {
				m[k] = s
				continue
			}
			var list []json.RawMessage
			if json.Unmarshal(v, &list) == nil && len(list) > 0 {
				var first string
				if json.Unmarshal(list[0], &first) == nil && name == "fontSize" {
					m[k] = first
					if len(list) > 1 {
						var opts struct {
							LineHeight string `json:"lineHeight"`
						}
						if json.Unmarshal(list[1], &opts) == nil && opts.LineHeight != "" {
							t.fontLeading[k] = opts.LineHeight
						}
					}
					continue
				}
				var strs []string
				if json.Unmarshal(v, &strs) == nil {
					m[k] = strings.Join(strs, ", ")
				}
				continue
			}
			if name == "colors" {
				var shades map[string]string
				if json.Unmarshal(v, &shades) == nil {
					for shade, hex := range shades {
						t.colors[k+"-"+shade] = hex
					}
				}
			}
		}
		t.sections[name] = m
	}
	for k, v := range t.sections["colors"] {
		t.colors[k] = v
	}
	return t
})

// value returns the theme's value for key in section; key "" is the
// section's DEFAULT.
func (t *theme) value(section, key string) (string, bool) {
	if key == "" {
		key = "DEFAULT"
	}
	v, ok := t.sections[section][key]
	return v, ok
}
