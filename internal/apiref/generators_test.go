package apiref

import (
	"maps"
	"slices"
	"testing"

	"github.com/navbuild/navbuild/internal/openapi"
)

// TestGeneratorsMatchLanguages checks that apiref writes samples in
// exactly the languages openapi lists (and resolve accepts): one list.
func TestGeneratorsMatchLanguages(t *testing.T) {
	have := slices.Sorted(maps.Keys(generators))
	want := slices.Sorted(slices.Values(openapi.SampleLanguages()))
	if !slices.Equal(have, want) {
		t.Errorf("generators for %q, openapi.SampleLanguages %q", have, want)
	}
}
