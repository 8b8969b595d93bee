package mdx

import "testing"

// TestJSXSnippets renders pages that import .jsx snippets or define React
// components, one case per testdata/jsx/*.txtar (see runSnippetCases).
func TestJSXSnippets(t *testing.T) { runSnippetCases(t, "testdata/jsx/*.txtar") }
