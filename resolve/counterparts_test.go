package resolve

import (
	"slices"
	"strings"
	"testing"
)

// TestPathKeys checks the keys a page is looked up by against their
// definition: each non-final segment replaced by "*" in turn, and the
// path without its first segment.
func TestPathKeys(t *testing.T) {
	for _, p := range []string{"", "index", "v1/guide", "v1/en/guides/setup", "a//b", "/a", "a/", "es/guide"} {
		segs := strings.Split(p, "/")
		var masked []string
		for i := range len(segs) - 1 {
			c := slices.Clone(segs)
			c[i] = "*"
			masked = append(masked, strings.Join(c, "/"))
		}
		k := newPathKeys(p)
		if !slices.Equal(k.masked, masked) {
			t.Errorf("%q: masked %q; want %q", p, k.masked, masked)
		}
		if len(segs) > 1 && k.tail != strings.Join(segs[1:], "/") {
			t.Errorf("%q: tail %q; want %q", p, k.tail, strings.Join(segs[1:], "/"))
		}
	}
}
