package config

import (
	"strconv"
	"strings"
	"testing"
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

// TestBannerColour: banner.color and a banner.type other than info are
// checked and warned about at their keys (render draws the banner in
// colors.dark's fill), never silently ignored.
func TestBannerColour(t *testing.T) {
	f, diags := load(t, map[string]string{"docs.json": head + `"banner":{"content":"Hi","type":"critical","color":{"light":"#7C3AED"}},"navigation":{"pages":["a"]}}`})
	for _, want := range []string{"warning: banner.type: banner.type is not supported", "warning: banner.color: banner.color is not supported"} {
		if !strings.Contains(diags, want) {
			t.Errorf("diagnostics:\n%s\nwant %q", diags, want)
		}
	}
	if f == nil || f.Banner == nil || f.Banner.Content != "Hi" {
		t.Errorf("banner not kept: %+v", f)
	}
	_, diags = load(t, map[string]string{"docs.json": head + `"banner":{"content":"Hi","type":"info"},"navigation":{"pages":["a"]}}`})
	if strings.Contains(diags, "banner") {
		t.Errorf("type info warns:\n%s", diags)
	}
}
