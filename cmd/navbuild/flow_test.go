package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
)

// TestCheckBuildAgree runs check and build over each testdata/flow/*.txtar,
// with and without --strict, and checks that they exit alike and print the
// same diagnostics (check sorts them all, build prints the folder's before
// rendering and the content's after: compared as sorted lists). The
// fixture's comment says what both must give: lines "plain EXIT N" and
// "strict EXIT N", N being the number of diagnostics.
func TestCheckBuildAgree(t *testing.T) {
	for _, ar := range golden.Archives(t, "testdata/flow/*.txtar") {
		file := ar.File
		want := map[string][2]int{}
		for line := range strings.Lines(string(ar.Comment)) {
			f := strings.Fields(line)
			if len(f) == 3 && (f[0] == "plain" || f[0] == "strict") {
				code, err1 := strconv.Atoi(f[1])
				n, err2 := strconv.Atoi(f[2])
				if err1 != nil || err2 != nil {
					t.Fatalf("%s: bad line %q", file, line)
				}
				want[f[0]] = [2]int{code, n}
			}
		}
		if len(want) != 2 {
			t.Fatalf("%s: the comment needs a plain and a strict line", file)
		}
		dir := t.TempDir()
		files := map[string][]byte{}
		for _, f := range ar.Files {
			files[f.Name] = f.Data
		}
		docstest.Write(t, dir, files)
		docs := filepath.Join(dir, "docs")
		for _, mode := range []string{"plain", "strict"} {
			t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar")+"/"+mode, func(t *testing.T) {
				var flags []string
				if mode == "strict" {
					flags = []string{"--strict"}
				}
				checkCode, checkDiags := runDiags(t, append([]string{"check", docs, "--offline"}, flags...))
				out := filepath.Join(t.TempDir(), "site")
				buildCode, buildDiags := runDiags(t, append([]string{"build", docs, "-o", out, "--offline"}, flags...))
				if checkCode != buildCode {
					t.Errorf("check exits %d, build %d", checkCode, buildCode)
				}
				if !slices.Equal(checkDiags, buildDiags) {
					t.Errorf("check prints\n%s\nbuild prints\n%s", strings.Join(checkDiags, "\n"), strings.Join(buildDiags, "\n"))
				}
				if w := want[mode]; checkCode != w[0] || len(checkDiags) != w[1] {
					t.Errorf("check exits %d with %d diagnostics, want %d with %d:\n%s", checkCode, len(checkDiags), w[0], w[1], strings.Join(checkDiags, "\n"))
				}
				if _, err := os.Stat(out); (err == nil) != (buildCode == 0) {
					t.Errorf("build exits %d, site written: %v", buildCode, err == nil)
				}
			})
		}
	}
}

// runDiags runs navbuild with args and returns its exit status and the
// diagnostics it printed on stderr, sorted: every line but navbuild's own
// ("navbuild: ...", "built ...").
func runDiags(t *testing.T, args []string) (int, []string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, &stdout, &stderr)
	var diags []string
	for line := range strings.Lines(stderr.String()) {
		line = strings.TrimSuffix(line, "\n")
		if strings.HasPrefix(line, "navbuild: ") || strings.HasPrefix(line, "built ") {
			continue
		}
		diags = append(diags, line)
	}
	slices.Sort(diags)
	return code, diags
}
