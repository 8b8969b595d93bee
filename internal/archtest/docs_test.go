package archtest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// stageNames are the words a package's doc names its stage with
// ("Stage: load."), and the stages of the pipeline they cover.
var stageNames = []struct {
	name     string
	from, to int // ranks from ≤ rank < to
}{
	{"shared", base, load},
	{"load", load, validate},
	{"validate", validate, page},
	{"resolve", page, content},
	{"content", content, pages - 1},
	{"render", pages - 1, write},
	{"write", write, command - 1},
	{"command", command - 1, command + 1},
	{"tooling", command, command + 1}, // tools that are programs
}

// stageOK reports whether name is a stage word that fits pkg's rank.
func stageOK(pkg, name string) bool {
	if testOnly[pkg] {
		return name == "tooling"
	}
	rank, ok := stages[pkg]
	if !ok {
		return false
	}
	for _, s := range stageNames {
		if s.name == name && s.from <= rank && rank < s.to {
			return true
		}
	}
	return false
}

var stageLine = regexp.MustCompile(`(?m)^Stage: (\w+)\b`)

// TestPackageDocs checks that every package's doc says which pipeline
// stage it serves ("Stage: load."), in words that agree with its rank in
// stages, and that ARCHITECTURE.md's package table lists every package of
// the tree, and no other, with the same stage.
func TestPackageDocs(t *testing.T) {
	docs := packageDocs(t)
	table := packageTable(t, filepath.Join(root, "ARCHITECTURE.md"))
	for _, msg := range docErrors(docs, table) {
		t.Error(msg)
	}
}

// docErrors returns what is wrong with the package docs (package → doc
// text) and the table (package → stage).
func docErrors(docs, table map[string]string) []string {
	var errs []string
	for _, pkg := range slices.Sorted(maps.Keys(docs)) {
		m := stageLine.FindStringSubmatch(docs[pkg])
		if m == nil {
			errs = append(errs, fmt.Sprintf("package %s: its doc does not say its stage (a paragraph \"Stage: load.\")", pkg))
			continue
		}
		if !stageOK(pkg, m[1]) {
			errs = append(errs, fmt.Sprintf("package %s: its doc says stage %q, which does not fit its rank in internal/archtest", pkg, m[1]))
		}
		switch st, ok := table[pkg]; {
		case !ok:
			errs = append(errs, fmt.Sprintf("package %s is missing from ARCHITECTURE.md's package table", pkg))
		case st != m[1]:
			errs = append(errs, fmt.Sprintf("package %s: ARCHITECTURE.md's table says stage %q, its doc %q", pkg, st, m[1]))
		}
	}
	for _, pkg := range slices.Sorted(maps.Keys(table)) {
		if _, ok := docs[pkg]; !ok {
			errs = append(errs, fmt.Sprintf("ARCHITECTURE.md's package table lists %s, which is not in the tree", pkg))
		}
	}
	return errs
}

// packageDocs returns the doc comment of every package of the module, by
// its path inside the module.
func packageDocs(t *testing.T) map[string]string {
	t.Helper()
	docs := map[string]string{}
	eachGoFile(t, parser.PackageClauseOnly|parser.ParseComments, func(pkg string, f *ast.File) error {
		if f.Doc != nil {
			docs[pkg] += f.Doc.Text()
		} else if _, ok := docs[pkg]; !ok {
			docs[pkg] = ""
		}
		return nil
	})
	if len(docs) < len(stages) {
		t.Fatalf("found %d packages, fewer than the %d ranked: is %s the module root?", len(docs), len(stages), root)
	}
	return docs
}

// tableRow is a row of ARCHITECTURE.md's package table: packages in
// backquotes, then their stage, then what they own.
var tableRow = regexp.MustCompile("^\\| ((?:`[^`]+`(?: \\(public\\))?(?:, )?)+) \\| (\\w+) \\|")

// packageTable returns the packages ARCHITECTURE.md's table lists, with
// their stage.
func packageTable(t *testing.T, file string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	table := map[string]string{}
	for line := range strings.Lines(string(data)) {
		m := tableRow.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, name := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(m[1], -1) {
			table[name[1]] = m[2]
		}
	}
	if len(table) == 0 {
		t.Fatalf("%s: no package table found", file)
	}
	return table
}

// TestDocErrors checks the check on made-up packages: a test that cannot
// fail proves nothing.
func TestDocErrors(t *testing.T) {
	for _, tt := range []struct {
		name        string
		docs, table map[string]string
		want        string // in the one error; "" for none
	}{
		{"ok", map[string]string{"render": "Package render.\n\nStage: render.\n"}, map[string]string{"render": "render"}, ""},
		{"no stage", map[string]string{"render": "Package render.\n"}, map[string]string{"render": "render"}, "does not say its stage"},
		{"wrong stage", map[string]string{"internal/jsonv": "Stage: write.\n"}, map[string]string{"internal/jsonv": "write"}, `says stage "write", which does not fit`},
		{"not in table", map[string]string{"internal/outdir": "Stage: write.\n"}, map[string]string{}, "missing from ARCHITECTURE.md"},
		{"table differs", map[string]string{"internal/outdir": "Stage: write.\n"}, map[string]string{"internal/outdir": "render"}, `table says stage "render", its doc "write"`},
		{"table extra", map[string]string{}, map[string]string{"internal/gone": "load"}, "lists internal/gone, which is not in the tree"},
		{"test only", map[string]string{"internal/golden": "Stage: tooling.\n"}, map[string]string{"internal/golden": "tooling"}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkErrors(t, docErrors(tt.docs, tt.table), tt.want)
		})
	}
}
