package openapi

import (
	"slices"
	"strings"
)

// sampleLanguages are the languages navbuild writes request samples in,
// by the names internal/apiref's generators and resolve.Samples use, in
// the order they are listed to authors.
var sampleLanguages = []string{"curl", "python", "javascript", "go", "php", "ruby", "java"}

// sampleAliases maps the names sites write in `api.examples.languages`
// to sampleLanguages.
var sampleAliases = map[string]string{
	"bash": "curl", "sh": "curl", "shell": "curl", "curl": "curl",
	"python": "python", "py": "python", "python3": "python",
	"javascript": "javascript", "js": "javascript", "node": "javascript", "nodejs": "javascript", "node.js": "javascript",
	"go": "go", "golang": "go",
	"php":  "php",
	"ruby": "ruby", "rb": "ruby",
	"java": "java",
}

// SampleLanguages returns the languages navbuild writes request samples
// in ("curl", "python", ...), a new slice on each call.
func SampleLanguages() []string { return slices.Clone(sampleLanguages) }

// DefaultSampleLanguages returns the request samples' languages of a site
// that does not choose, a new slice on each call.
func DefaultSampleLanguages() []string {
	return []string{"curl", "python", "javascript"}
}

// SampleLanguage returns the language of [SampleLanguages] that a name of
// `api.examples.languages` stands for ("py", "Python" and "python3" for
// "python"), and false for a language navbuild does not write.
func SampleLanguage(name string) (string, bool) {
	l, ok := sampleAliases[strings.ToLower(strings.TrimSpace(name))]
	return l, ok
}
