package config

import (
	"strings"
	"testing"
)

// TestURLRuleLinks checks internal/link's URL rule on docs.json's links:
// only paths and http(s), mailto: and tel: URLs become links, whatever
// the field; any other is an error at its position with its JSON path.
func TestURLRuleLinks(t *testing.T) {
	tests := []struct {
		name, json string // docs.json's keys before "navigation"
		diag       string // an error the diagnostics hold; "" for none
	}{
		{"navbar link file:", `"navbar":{"links":[{"label":"L","href":"file:///etc/passwd"}]}`,
			`docs.json:1:98: error: navbar.links[0].href: "file:///etc/passwd" is not a link navbuild writes (links must be http(s), mailto: or tel: URLs or paths inside the site)`},
		{"navbar link deep link", `"navbar":{"links":[{"label":"L","href":"cursor://anysphere.cursor-deeplink/mcp"}]}`,
			`error: navbar.links[0].href: "cursor://anysphere.cursor-deeplink/mcp" is not a link navbuild writes`},
		{"navbar link script", `"navbar":{"links":[{"label":"L","href":"java\tscript:alert(1)"}]}`,
			`error: navbar.links[0].href: "java\tscript:alert(1)" would run a script when clicked`},
		{"navbar link data:", `"navbar":{"links":[{"label":"L","href":"data:image/png;base64,iVBOR"}]}`,
			`error: navbar.links[0].href: "data:image/png;base64,iVBOR" is not a link navbuild writes`},
		{"banner link", `"banner":{"content":"[x](ftp://example.com/x)"}`,
			`error: banner.content: link "ftp://example.com/x" is not a link navbuild writes`},
		{"banner autolink", `"banner":{"content":"<vbscript:msgbox(1)>"}`,
			`error: banner.content: link "vbscript:msgbox(1)" would run a script when clicked`},
		{"banner form action", `"banner":{"content":"<form action=\"foo:bar\"></form>"}`,
			`error: banner.content: link "foo:bar" is not a link navbuild writes`},
		{"social", `"footer":{"socials":{"x":"javascript&colon;alert(1)"}}`,
			`error: footer.socials.x: "javascript&colon;alert(1)" would run a script when clicked`},
		{"allowed", `"navbar":{"links":[{"label":"M","href":"mailto:a@example.com"},{"label":"T","href":"tel:+331"},{"label":"H","href":"https://example.com"},{"label":"P","href":"/a"}]}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, got := load(t, map[string]string{"docs.json": head + tt.json + `,"navigation":{"pages":["a"]}}`})
			if tt.diag == "" {
				if f == nil || strings.Contains(got, "error") {
					t.Fatalf("diagnostics:\n%s\nwant no error", got)
				}
				return
			}
			if !strings.Contains(got, tt.diag) || f != nil {
				t.Errorf("diagnostics:\n%s\nwant an error containing %q", got, tt.diag)
			}
		})
	}
}
