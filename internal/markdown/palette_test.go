package markdown

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark/text"
)

// TestPalette: a code block writes the classes its site's stylesheet
// colours and no other. chroma.css's styles colour no Name ("n"): with
// the default palette `client` is plain text, with a style that colours
// it (onedark) or with no palette it keeps its span; coloured classes
// (the string, "s2") keep theirs in every case.
func TestPalette(t *testing.T) {
	src := []byte("```python\nclient = connect(\"key\")\n```\n")
	render := func(p *Palette) string {
		t.Helper()
		md := New()
		doc := md.Parser().Parse(text.NewReader(src))
		SetPalette(doc.OwnerDocument(), p)
		var b bytes.Buffer
		if err := md.Renderer().Render(&b, src, doc); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	def, err := NewPalette("", "")
	if err != nil {
		t.Fatal(err)
	}
	own, err := NewPalette("github", "onedark")
	if err != nil {
		t.Fatal(err)
	}
	// The string is "s2", written "s" where a palette knows the two look
	// the same.
	const name = `<span class="n">client</span>`
	str := regexp.MustCompile(`<span class="s2?">"key"</span>`)
	for _, tt := range []struct {
		what     string
		p        *Palette
		wantName bool
	}{
		{"default styles", def, false},
		{"a dark style that colours names", own, true},
		{"no palette", nil, true},
	} {
		got := render(tt.p)
		if strings.Contains(got, name) != tt.wantName {
			t.Errorf("%s: %s, want the name's span %v", tt.what, got, tt.wantName)
		}
		if !str.MatchString(got) || !strings.Contains(got, "client") {
			t.Errorf("%s: %s, want the string's span and the name's text", tt.what, got)
		}
	}
	var b bytes.Buffer
	CodeBlock(&b, def, "python", "client = connect(\"key\")\n", 0)
	if got := b.String(); strings.Contains(got, name) || !str.MatchString(got) {
		t.Errorf("CodeBlock with the default palette: %s", got)
	}
	if _, err := NewPalette("no-such-style", ""); err == nil {
		t.Error("NewPalette of an unknown style: no error")
	}
}
