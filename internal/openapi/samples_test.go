package openapi

import (
	"slices"
	"testing"
)

func TestSampleLanguage(t *testing.T) {
	for name, want := range map[string]string{
		"bash": "curl", " Shell ": "curl", "py": "python", "Python3": "python",
		"node.js": "javascript", "golang": "go", "rb": "ruby", "java": "java", "php": "php",
		"cobol": "", "": "",
	} {
		got, ok := SampleLanguage(name)
		if got != want || ok != (want != "") {
			t.Errorf("SampleLanguage(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, l := range SampleLanguages() {
		if got, ok := SampleLanguage(l); !ok || got != l {
			t.Errorf("SampleLanguage(%q) = %q, %v: a language is its own name", l, got, ok)
		}
	}
	for _, l := range DefaultSampleLanguages() {
		if !slices.Contains(SampleLanguages(), l) {
			t.Errorf("default language %q is not one navbuild writes", l)
		}
	}
	SampleLanguages()[0] = "changed"
	if SampleLanguages()[0] == "changed" {
		t.Error("SampleLanguages returns the package's own slice")
	}
}
