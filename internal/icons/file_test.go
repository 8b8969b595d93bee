package icons

import (
	"errors"
	"strings"
	"testing"
)

// TestParseSVG checks what an icon file keeps: its shapes, paint and
// viewBox, and nothing that runs, loads or restyles the page.
func TestParseSVG(t *testing.T) {
	tests := []struct {
		name, in    string
		want        string // the inline SVG
		followsText bool
	}{
		{"own colours",
			`<svg fill="#8F74E0" fill-rule="evenodd" height="1em" style="flex:none" viewBox="0 0 24 24" width="1em" xmlns="http://www.w3.org/2000/svg"><title>OpenAI</title><path d="M1 1h2z"></path></svg>`,
			`<svg class="icon" viewBox="0 0 24 24" fill="#8F74E0" fill-rule="evenodd" aria-hidden="true"><path d="M1 1h2z"></path></svg>`, false},
		{"currentColor",
			`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path fill="currentColor" d="M0 0h16v16z"/></svg>`,
			`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path fill="currentColor" d="M0 0h16v16z"></path></svg>`, true},
		{"no viewBox",
			`<svg width="32px" height="16" xmlns="http://www.w3.org/2000/svg"><rect width="32" height="16"/></svg>`,
			`<svg class="icon" viewBox="0 0 32 16" aria-hidden="true"><rect width="32" height="16"></rect></svg>`, false},
		{"hostile",
			`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 8" onload="alert(1)">` +
				`<script>alert(2)</script><style>body{display:none}</style>` +
				`<foreignObject><div onclick="x()">hi</div></foreignObject>` +
				`<image href="https://evil.example/x.png"/><a href="javascript:alert(3)"><path d="M0 0"/></a>` +
				`<use xlink:href="https://evil.example/s.svg#a"/><use href="#p"/>` +
				`<path id="p" class="c" d="M1 1" onclick="x()" fill="url(https://evil.example/f)" stroke="url(#g)" style="fill:red;background:url(https://evil.example/b)"/></svg>`,
			`<svg class="icon" viewBox="0 0 8 8" aria-hidden="true"><use></use><use href="#p"></use><path id="p" d="M1 1" stroke="url(#g)" style="fill:red"></path></svg>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParseSVG([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if got := g.SVG("", ""); got != tt.want {
				t.Errorf("SVG:\n got %s\nwant %s", got, tt.want)
			}
			if g.FollowsText() != tt.followsText {
				t.Errorf("FollowsText = %v, want %v", g.FollowsText(), tt.followsText)
			}
			if u := g.DataURL(); strings.Contains(u, "currentColor") || !strings.HasPrefix(u, "data:image/svg+xml,") {
				t.Errorf("DataURL = %s", u)
			}
		})
	}
	for _, bad := range []string{"", "not xml", `<html><body/></html>`, "\x89PNG\r\n"} {
		if _, err := ParseSVG([]byte(bad)); !errors.Is(err, ErrNotSVG) {
			t.Errorf("ParseSVG(%q) = %v, want ErrNotSVG", bad, err)
		}
	}
}
