package resolve_test

import (
	"strings"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestUntrustedNames checks the problems of hostile names and files that
// once passed silently, or passed check and failed build: each is a
// diagnostic at its position.
func TestUntrustedNames(t *testing.T) {
	tests := []diagCase{
		{name: "front matter without its closing line",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a"]}}`, "a.mdx": "---\ntitle: A\n\n# Body\n"},
			want:  `a.mdx:1:1: warning: front matter has no closing "---" line (the page shows it as text)`},
		{name: "page entry with a backslash", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a\\b"]}}`, "a\\b.mdx": ""},
			want:  `docs.json:1:82: error: navigation.pages[0]: page "a\\b" holds a backslash or a control character`},
		{name: "page entry with a NUL", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a\u0000b"]}}`},
			want:  `docs.json:1:82: error: navigation.pages[0]: page "a\x00b" holds a backslash or a control character`},
		{name: "redirect source climbing out", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a"]},"redirects":[{"source":"/x/../../escape","destination":"/a"}]}`, "a.mdx": ""},
			want:  `error: redirects[0].source: redirect source "/x/../../escape" climbs above the site root`},
		{name: "redirect source ending in a backslash", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a"]},"redirects":[{"source":"/x\\","destination":"/a"}]}`, "a.mdx": ""},
			want:  `error: redirects[0].source: redirect source "/x\\" holds a backslash or a control character`},
	}
	runDiagCases(t, tests)
}

// TestRedirectSourceEscape checks that a backslash in a redirect source
// escapes the character after it, as path-to-regexp does on the reference
// (meilisearch's redirects write "/self\_hosted").
func TestRedirectSourceEscape(t *testing.T) {
	files := map[string]string{
		"docs.json": `{"name":"x","theme":"mint","colors":{"primary":"#000"},"navigation":{"pages":["a"]},"redirects":[{"source":"/self\\_hosted/:slug*","destination":"/a"}]}`,
		"a.mdx":     "",
	}
	site, got := diagnostics(t, mapFS(files), resolve.Options{})
	if site == nil {
		t.Fatalf("load failed:\n%s", got)
	}
	if dest, ok := site.Redirected("/self_hosted/x/y"); !ok || dest != "/a" {
		t.Errorf("Redirected(/self_hosted/x/y) = %q, %v; want /a, true (diagnostics:\n%s)", dest, ok, got)
	}
}

// diagCase is a docs folder resolve loads, a diagnostic it must report,
// and whether the load fails.
type diagCase struct {
	name   string
	files  map[string]string
	want   string
	failed bool
}

// runDiagCases loads each case's folder as a subtest and checks its
// verdict and that a diagnostic contains its want.
func runDiagCases(t *testing.T, tests []diagCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site, got := diagnostics(t, mapFS(tt.files), resolve.Options{})
			if (site == nil) != tt.failed {
				t.Errorf("failed = %v, want %v", site == nil, tt.failed)
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("diagnostics:\n%s\nwant one containing:\n%s", got, tt.want)
			}
		})
	}
}
