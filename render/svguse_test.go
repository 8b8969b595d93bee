package render

import (
	"strings"
	"testing"
)

// TestUseIcons: an icon drawn twice on a page is drawn once, in a <g>
// with an id, and used after, in the same <svg> start tag; an icon drawn
// once, a short drawing and a drawing with ids of its own stay as they
// are.
func TestUseIcons(t *testing.T) {
	rocket := `<path d="` + strings.Repeat("M1 2l3 4", 20) + `"/>`
	code := `<path d="` + strings.Repeat("M5 6l7 8", 20) + `"/>`
	own := `<linearGradient id="g"/><path fill="url(#g)" d="` + strings.Repeat("M1 1", 40) + `"/>`
	open := `<svg class="icon" viewBox="0 0 512 512" fill="currentColor" aria-hidden="true">`
	openColor := `<svg class="icon" viewBox="0 0 512 512" fill="currentColor" style="color:red" aria-hidden="true">`
	body := `<p>a</p>` + open + rocket + `</svg>` + open + code + `</svg>` + openColor + rocket + `</svg>` +
		open + `<path d="M1 1"/></svg>` + open + `<path d="M1 1"/></svg>` + open + own + `</svg>` + open + own + `</svg><p>b</p>`
	want := `<p>a</p>` + open + `<g id="nb-icon-1">` + rocket + `</g></svg>` + open + code + `</svg>` + openColor + `<use href="#nb-icon-1"/></svg>` +
		open + `<path d="M1 1"/></svg>` + open + `<path d="M1 1"/></svg>` + open + own + `</svg>` + open + own + `</svg><p>b</p>`
	if got := string(useIcons([]byte(body))); got != want {
		t.Errorf("useIcons:\n got %s\nwant %s", got, want)
	}
	plain := []byte(`<p>` + open + rocket + `</svg></p>`)
	if got := useIcons(plain); &got[0] != &plain[0] {
		t.Error("useIcons copied a body with no repeated icon")
	}
}
