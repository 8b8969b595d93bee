package resolve_test

import (
	"context"
	"slices"
	"testing"

	"github.com/navbuild/navbuild/resolve"
)

// TestDefaultSamplesNotShared checks that a site's default sample
// languages are its own: changing them changes no other site and not the
// defaults.
func TestDefaultSamplesNotShared(t *testing.T) {
	load := func() *resolve.Site {
		t.Helper()
		site, err := resolve.Load(context.Background(), mapFS(map[string]string{
			"docs.json": head + `"api":{"examples":{"languages":["cobol"]}},"navigation":{"pages":["intro"]}}`,
			"intro.mdx": "# Intro\n",
		}), resolve.Options{Offline: true})
		if err != nil {
			t.Fatal(err)
		}
		return site
	}
	want := resolve.DefaultSampleLanguages()
	a := load()
	if got := a.API.Samples.Languages; !slices.Equal(got, want) {
		t.Fatalf("languages %q, want the defaults %q", got, want)
	}
	a.API.Samples.Languages[0] = "changed"
	if got := load().API.Samples.Languages; !slices.Equal(got, want) {
		t.Errorf("after changing a site's languages, another site has %q, want %q", got, want)
	}
	if got := resolve.DefaultSampleLanguages(); !slices.Equal(got, want) {
		t.Errorf("after changing a site's languages, the defaults are %q, want %q", got, want)
	}
}
