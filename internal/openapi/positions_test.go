package openapi

import "testing"

// TestTextIndex checks that descriptions and x-mint content are placed
// at their values in a JSON or YAML spec (a block scalar at its
// indicator), the first place for a text written twice.
func TestTextIndex(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		want       map[string]TextPos
	}{
		{"json", "{\"paths\": {\"/a\": {\"get\": {\n  \"description\": \"See [x](/x).\",\n  \"x-mint\": {\"content\": \"Más \\\"q\\\"\"},\n  \"responses\": {\"200\": {\"description\": \"See [x](/x).\"}}}}}}",
			map[string]TextPos{"See [x](/x).": {2, 18}, `Más "q"`: {3, 25}}},
		{"yaml", "paths:\n  /a:\n    get:\n      description: |\n        Line one.\n        Line two.\n      summary: s\n      x-mint:\n        content: 'c'\n",
			map[string]TextPos{"Line one.\nLine two.\n": {4, 20}, "c": {9, 18}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := textIndex([]byte(tc.data))
			if len(got) != len(tc.want) {
				t.Errorf("index %v, want %v", got, tc.want)
			}
			for text, want := range tc.want {
				if got[text] != want {
					t.Errorf("%q at %v, want %v", text, got[text], want)
				}
			}
		})
	}
}
