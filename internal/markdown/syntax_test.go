package markdown

import "testing"

func TestCodeSpan(t *testing.T) {
	for in, want := range map[string]string{
		"a":     "`a`",
		"a`b":   "``a`b``",
		"`a":    "`` `a ``",
		"a``b`": "``` a``b` ```",
	} {
		if got := CodeSpan(in); got != want {
			t.Errorf("CodeSpan(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFence(t *testing.T) {
	if got, want := Fence("x", "go"), "```go\nx\n```"; got != want {
		t.Errorf("Fence = %q, want %q", got, want)
	}
	if got, want := Fence("a\n```\nb", ""), "````\na\n```\nb\n````"; got != want {
		t.Errorf("Fence = %q, want %q", got, want)
	}
}
