package config

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/colour"
	"github.com/navbuild/navbuild/internal/mdnest"
)

// TestBannerScriptURL checks that a script URL in a banner's Markdown or
// HTML is an error at the banner's content, however it is written, and
// that ordinary links are not.
func TestBannerScriptURL(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		bad           bool
	}{
		{"markdown link", `[x](javascript:alert(1))`, true},
		{"mixed case", `[x](JaVaScRiPt:alert(1))`, true},
		{"entity colon", `[x](javascript&colon;alert(1),/x)`, true},
		{"numeric entity", `[x](&#106;avascript:alert(1))`, true},
		{"whitespace", "[x](<java\tscript:alert(1)>)", true},
		{"autolink", `<javascript:alert(1)>`, true},
		{"image", `![x](javascript:alert(1))`, true},
		{"reference", "[x][r]\n\n[r]: vbscript:msgbox(1)", true},
		{"html link", `<a href="javascript:alert(1)">x</a>`, true},
		{"html entity", `<a href="java&#x73;cript:alert(1)">x</a>`, true},
		{"html block", "<div>\n<a href=' javascript:alert(1)'>x</a>\n</div>", true},
		{"data html", `<a href="data:text/html,<script>alert(1)</script>">x</a>`, true},
		{"form action", `<form action="javascript:alert(1)"><button>x</button></form>`, true},
		{"https", `Read [the post](https://example.com/post) or <a href="/guides">the guide</a>`, false},
		{"text", `JavaScript: the new SDK is out`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, diags := load(t, map[string]string{"docs.json": head + `"banner":{"content":` + strconv.Quote(tc.content) + `},"navigation":{"pages":["a"]}}`})
			const at = "docs.json:1:79: error: banner.content: link "
			if got := strings.Contains(diags, at); got != tc.bad {
				t.Errorf("diagnostics:\n%s\nwant an error at %q: %v", diags, at, tc.bad)
			}
			if !tc.bad && (f == nil || f.Banner == nil || f.Banner.Content != tc.content) {
				t.Errorf("banner not kept: %+v", f)
			}
		})
	}
}

// TestBannerColour: `type` picks amber or red, `color` (one or per mode)
// wins over it, and a colour white text cannot read on is darkened with a
// warning at its position.
func TestBannerColour(t *testing.T) {
	for _, tc := range []struct {
		banner, light, dark, warn string
	}{
		{`"type":"info"`, "", "", ""},
		{`"type":"warning"`, BannerWarning, BannerWarning, ""},
		{`"type":"critical"`, BannerCritical, BannerCritical, ""},
		{`"type":"critical","color":{"light":"#7C3AED"}`, "#7C3AED", "#7C3AED", ""},
		{`"color":{"light":"#1e3a8a","dark":"#312e81"}`, "#1e3a8a", "#312e81", ""},
		{`"color":"#a8ff53"`, "", "", `banner.color: white text on #a8ff53 reads at 1.2:1, below 4.5:1 (navbuild uses #`},
	} {
		f, diags := load(t, map[string]string{"docs.json": head + `"banner":{"content":"Hi",` + tc.banner + `},"navigation":{"pages":["a"]}}`})
		if f == nil || f.Banner == nil || f.Banner.Content != "Hi" {
			t.Fatalf("%s: banner not kept: %+v", tc.banner, f)
		}
		b := f.Banner
		if tc.warn == "" {
			if strings.Contains(diags, "banner") || b.Light != tc.light || b.Dark != tc.dark {
				t.Errorf("%s: light %q dark %q, diagnostics:\n%s", tc.banner, b.Light, b.Dark, diags)
			}
			continue
		}
		if !strings.Contains(diags, tc.warn) {
			t.Errorf("%s: diagnostics:\n%s\nwant %q", tc.banner, diags, tc.warn)
		}
		c, _ := colour.Parse(b.Light)
		if r := colour.Contrast(c, colour.RGB{R: 255, G: 255, B: 255}); r < 4.5 || b.Dark != b.Light {
			t.Errorf("%s: fitted to %s/%s, white on it %.2f:1", tc.banner, b.Light, b.Dark, r)
		}
	}
}

// TestBannerNesting: a banner's block quotes and lists nest mdnest.Max
// levels at most, with a warning (goldmark alone takes time quadratic in
// the banner's length, internal/mdnest); a link past the limit is still
// found.
func TestBannerNesting(t *testing.T) {
	content := strings.Repeat("> - ", 40) + "[x](javascript:alert(1))"
	_, diags := load(t, map[string]string{"docs.json": head + `"banner":{"content":` + strconv.Quote(content) + `},"navigation":{"pages":["a"]}}`})
	checkLines(t, diags, []string{`docs.json:1:79: error: banner.content: link "javascript:alert(1)" would run a script when clicked`})
	f, diags := load(t, map[string]string{"docs.json": head + `"banner":{"content":` + strconv.Quote(strings.Repeat("> - ", 40)+"x") + `},"navigation":{"pages":["a"]}}`})
	if f == nil {
		t.Fatal(diags)
	}
	checkLines(t, diags, []string{fmt.Sprintf("docs.json:1:79: warning: banner.content: block quotes or lists nest more than %d deep", mdnest.Max)})
}
