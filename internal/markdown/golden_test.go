package markdown

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestGolden renders the input.md section of each testdata/*.txtar and
// compares it with its output.html section (go test -update rewrites it).
func TestGolden(t *testing.T) {
	golden.Run(t, "testdata/*.txtar", func(t *testing.T, a golden.Archive) {
		input, output := -1, -1
		for i, f := range a.Files {
			switch f.Name {
			case "input.md":
				input = i
			case "output.html":
				output = i
			default:
				t.Fatalf("unknown section %q (want input.md and output.html)", f.Name)
			}
		}
		if input < 0 {
			t.Fatal("no input.md section")
		}
		got := convert(t, string(a.Files[input].Data))
		if golden.Update() {
			if output < 0 {
				a.Files = append(a.Files, txtar.File{Name: "output.html"})
				output = len(a.Files) - 1
			}
			a.Files[output].Data = []byte(got)
			if err := os.WriteFile(a.File, txtar.Format(a.Archive), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		if output < 0 {
			t.Fatal("no output.html section (go test -update adds it)")
		}
		golden.Equal(t, "output.html", a.Files[output].Data, []byte(got))
	})
}
