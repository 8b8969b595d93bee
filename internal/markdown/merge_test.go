package markdown

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark/text"
)

// TestMergedSpans: a highlighted block writes one <span> for a run of
// tokens of one class, whitespace between them included when the class
// draws nothing on whitespace, and the code's text stays what it was.
// Diff lines (a background) keep their whitespace outside, and a block
// that marks lines keeps each token span inside its line. Classes that
// look the same in every style take the shortest one's name.
func TestMergedSpans(t *testing.T) {
	pal, err := NewPalette("", "")
	if err != nil {
		t.Fatal(err)
	}
	render := func(src string) string {
		t.Helper()
		md := New()
		doc := md.Parser().Parse(text.NewReader([]byte(src)))
		SetPalette(doc.OwnerDocument(), pal)
		var b bytes.Buffer
		if err := md.Renderer().Render(&b, []byte(src), doc); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	code := "func main() {\n\tres, err := client.Get(ctx, &sdk.Params{PageSize: 50})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n}\n"
	diff := "- old line\n- another\n+ new line\n"
	tags := regexp.MustCompile(`<[^>]*>`)
	// Two spans of one class with only whitespace (or nothing) between.
	split := regexp.MustCompile(`<span class="([a-z0-9]+)">[^<]*</span>(\s*)<span class="([a-z0-9]+)">`)
	for _, tt := range []struct{ name, src, code, lang string }{
		{"go", "```go\n" + code + "```\n", code, "go"},
		{"go, lines marked", "```go {2}\n" + code + "```\n", code, "go"},
		{"diff", "```diff\n" + diff + "```\n", diff, "diff"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := render(tt.src)
			pre := got[strings.Index(got, "<code>")+len("<code>") : strings.Index(got, "</code>")]
			if text := html.UnescapeString(tags.ReplaceAllString(pre, "")); text != tt.code {
				t.Errorf("text %q, want %q", text, tt.code)
			}
			for _, m := range split.FindAllStringSubmatch(pre, -1) {
				// Lines are a span each, on purpose.
				if m[1] == m[3] && m[1] != "line" && pal.spaces(m[1]) {
					t.Errorf("two spans of class %q with %q between: %s", m[1], m[2], m[0])
				}
			}
			// func is a "kd", which chroma.css draws as a "k".
			if tt.lang == "go" && (strings.Contains(pre, `class="kd"`) || !strings.Contains(pre, `<span class="k">func</span>`)) {
				t.Errorf("func is not written as a k: %s", pre)
			}
			if strings.Count(pre, "<span") != strings.Count(pre, "</span>") {
				t.Errorf("unbalanced spans: %s", pre)
			}
			if strings.Contains(tt.src, "{2}") {
				for _, line := range strings.Split(pre, "\n") {
					if line != "" && (!strings.HasPrefix(line, `<span class="line`) || !strings.HasSuffix(line, "</span>") ||
						strings.Count(line, "<span") != strings.Count(line, "</span>")) {
						t.Errorf("a line's spans do not stay inside it: %s", line)
					}
				}
			}
			if tt.lang == "diff" && strings.Contains(pre, "\n<span") && regexp.MustCompile(`class="g[di]">[^<]*\n`).MatchString(pre) {
				t.Errorf("a diff line's background runs over its newline: %s", pre)
			}
		})
	}
	var b bytes.Buffer
	CodeBlock(&b, pal, "go", code, 2)
	if got := b.String(); strings.Count(got, "<span") != strings.Count(got, "</span>") {
		t.Errorf("CodeBlock cut after 2 lines: unbalanced spans: %s", got)
	}
}
