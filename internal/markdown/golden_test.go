package markdown

import (
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestGolden renders the input.md section of each testdata/*.txtar and
// compares it with its output.html section (go test -update rewrites it).
func TestGolden(t *testing.T) {
	golden.Run(t, "testdata/*.txtar", func(t *testing.T, a golden.Archive) {
		input := -1
		for i, f := range a.Files {
			switch f.Name {
			case "input.md":
				input = i
			case "output.html":
			default:
				t.Fatalf("unknown section %q (want input.md and output.html)", f.Name)
			}
		}
		if input < 0 {
			t.Fatal("no input.md section")
		}
		a.Section(t, "output.html", []byte(convert(t, string(a.Files[input].Data))))
	})
}
