package outdir

import "testing"

// TestCheckName: "..x" is a name like any other (it once failed the build
// as "outside the output folder" while check passed); "../x" climbs out.
func TestCheckName(t *testing.T) {
	for _, name := range []string{"..x/index.html", "a/..b/index.html", "...", "a/../b/index.html", "index.html"} {
		if err := CheckName(name); err != nil {
			t.Errorf("CheckName(%q) = %v, want nil", name, err)
		}
	}
	for _, name := range []string{"../x/index.html", "a/../../x", "..", "a\x00b/index.html"} {
		if err := CheckName(name); err == nil {
			t.Errorf("CheckName(%q) = nil, want an error", name)
		}
	}
}
