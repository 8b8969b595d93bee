package markdown

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the output.html sections of testdata/*.txtar")

// TestGolden renders the input.md section of each testdata/*.txtar and
// compares it with its output.html section (go test -update rewrites it).
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files (%v)", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
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
			if *update {
				if output < 0 {
					a.Files = append(a.Files, txtar.File{Name: "output.html"})
					output = len(a.Files) - 1
				}
				a.Files[output].Data = []byte(got)
				if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if output < 0 {
				t.Fatal("no output.html section (go test -update adds it)")
			}
			if want := string(a.Files[output].Data); got != want {
				t.Errorf("output differs (go test -update rewrites it):\n%s", lineDiff(want, got))
			}
		})
	}
}

// lineDiff lists the lines of want and got from the first that differs.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	var b strings.Builder
	for j := i; j < len(w) && j < i+5; j++ {
		b.WriteString("- " + w[j] + "\n")
	}
	for j := i; j < len(g) && j < i+5; j++ {
		b.WriteString("+ " + g[j] + "\n")
	}
	return b.String()
}
