package archtest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/navbuild/navbuild"

// root is the module's root, from this package's folder.
const root = "../.."

// Stages of the pipeline (ARCHITECTURE.md), lowest first. A package may
// import only packages of a lower stage, so data flows one way: load,
// validate, resolve, content, render, write, command.
const (
	base     = iota * 10 // used by every stage: positions, file access, link rules
	load                 // docs.json as positioned values
	validate             // docs.json decoded into config types
	page                 // a page's front matter
	model                // the resolved model
	content              // a page's content as HTML or data
	pages                // HTML pages from the model and the content
	write                // an output folder, a served site
	command              // programs
)

// stages ranks every package of the module. A new package must be placed
// here: the test fails on a package it does not know.
var stages = map[string]int{
	"internal/diag":     base,
	"internal/docfs":    base,
	"internal/link":     base,
	"internal/colour":   base, // palette: resolve warns with it, render writes it
	"internal/fonts":    base, // the shipped font families: resolve looks them up, render writes @font-face
	"internal/shiki":    base, // Shiki's code block themes: resolve checks names, markdown draws them
	"internal/icons":    base, // the icon sets: config and resolve check names, render and mdx draw them
	"internal/parallel": base, // the worker pool of render and the benchmark's floor
	"internal/spill":    base, // a build's temporary file: search records, twins for llms-full.txt
	"internal/mdnest":   base, // the nesting limit of Markdown: config parses the banner, markdown pages

	"internal/jsonv":       load,
	"internal/config":      validate,
	"internal/frontmatter": page,
	"internal/openapi":     model - 1, // specs, below resolve and internal/apiref
	"resolve":              model,

	"internal/markdown": content,
	"internal/search":   content,
	"internal/apiref":   content,
	"internal/mdx":      content + 1, // above markdown, whose converter it runs
	"internal/tailwind": content,     // the CSS of the pages' utility classes

	"internal/i18n": pages - 1, // interface text the templates and render look up
	"templates":     pages - 1, // embedded files render executes
	"assets":        pages - 1,
	"render":        pages,

	"internal/outdir":   write,
	"internal/gitdates": write,     // git's dates of the folder's files, read by the commands for render
	"internal/build":    write + 1, // drives every stage once, into an output (outdir's names)
	"internal/serve":    write + 2, // builds through internal/build

	"internal/starter":              command - 1, // the folder `navbuild init` writes
	"cmd/navbuild":                  command,
	"internal/synth/gen":            command, // writes a synthetic site for make bench
	"internal/markdown/gencss":      command, // writes assets/chroma.css
	"internal/browsertest/genaxe":   command, // vendors axe-core into internal/browsertest/axe
	"internal/i18n/genstarlight":    command, // vendors Starlight's translations into internal/i18n
	"internal/fonts/genfonts":       command, // vendors @fontsource families into assets/fonts
	"internal/shiki/genshiki":       command, // vendors Shiki's themes into internal/shiki
	"internal/icons/genicons":       command, // vendors Font Awesome Free, Lucide and Tabler into internal/icons/sets
	"internal/tailwind/gentailwind": command, // records Tailwind's theme and the coverage oracle
	"internal/config/genmint":       command, // records the reference's upgrade of the mint.json fixtures
	"assets/genrenderers":           command, // vendors Mermaid and KaTeX into assets/renderers
}

// testOnly are packages for tests and tools: no stage may import them.
var testOnly = map[string]bool{
	"internal/archtest":        true,
	"internal/golden":          true,
	"internal/browsertest":     true,
	"internal/docstest":        true,
	"internal/synth":           true,
	"internal/npmpack":         true, // npm pack for the generators
	"internal/tailwind/oracle": true, // Tailwind's own rules, for the coverage tests
	"scripts/release":          true, // make release and make npm
}

// TestStages checks that no package imports one of a higher or equal
// stage, or a test-only package, in any of its non-test files (for every
// platform: build constraints are ignored).
func TestStages(t *testing.T) {
	imports := moduleImports(t)
	if len(imports) < len(stages) {
		t.Fatalf("found %d packages, fewer than the %d ranked: is %s the module root?", len(imports), len(stages), root)
	}
	for _, msg := range stageErrors(imports) {
		t.Error(msg)
	}
}

// stageErrors returns what breaks the stages in an import graph.
func stageErrors(imports map[string][]string) []string {
	var errs []string
	for _, pkg := range slices.Sorted(maps.Keys(imports)) {
		rank, ranked := stages[pkg]
		if !ranked && !testOnly[pkg] {
			errs = append(errs, fmt.Sprintf("package %s has no stage: rank it in stages (or testOnly) in internal/archtest/stages_test.go", pkg))
			continue
		}
		for _, imp := range imports[pkg] {
			r, ok := stages[imp]
			switch {
			case testOnly[imp]:
				if !ranked || rank < command {
					errs = append(errs, fmt.Sprintf("%s imports %s, which is for tests and tools only", pkg, imp))
				}
			case !ok, testOnly[pkg]:
				// An unranked import is reported as a package without a
				// stage; test-only packages may import any stage.
			case r >= rank:
				errs = append(errs, fmt.Sprintf("%s (stage %d) imports %s (stage %d): a stage imports only lower stages", pkg, rank, imp, r))
			}
		}
	}
	return errs
}

// moduleImports returns, for each package of the module (by its path
// inside the module), the module's packages its non-test files import.
func moduleImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	eachGoFile(t, parser.ImportsOnly, func(pkg string, f *ast.File) error {
		if _, ok := out[pkg]; !ok {
			out[pkg] = nil
		}
		for _, s := range f.Imports {
			imp, err := strconv.Unquote(s.Path.Value)
			if err != nil {
				return err
			}
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok && !slices.Contains(out[pkg], rest) {
				out[pkg] = append(out[pkg], path.Clean(rest))
			}
		}
		return nil
	})
	return out
}

// eachGoFile parses, with mode, every non-test Go file of the module
// (testdata, hidden and "_" folders and node_modules left out) and calls
// f with it and its package, by its path inside the module.
func eachGoFile(t *testing.T, mode parser.Mode, f func(pkg string, file *ast.File) error) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, p, nil, mode)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		return f(filepath.ToSlash(rel), file)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestStageErrors checks the check on made-up graphs: a test that cannot
// fail proves nothing.
func TestStageErrors(t *testing.T) {
	for _, tt := range []struct {
		name    string
		imports map[string][]string
		want    string // in the one error; "" for none
	}{
		{"down", map[string][]string{"render": {"resolve", "internal/diag"}, "resolve": {"internal/config"}}, ""},
		{"up", map[string][]string{"resolve": {"render"}, "render": nil}, "resolve (stage 40) imports render (stage 60)"},
		{"same stage", map[string][]string{"internal/markdown": {"internal/apiref"}}, "internal/markdown (stage 50) imports internal/apiref (stage 50)"},
		{"unranked", map[string][]string{"internal/newthing": {"internal/diag"}}, "package internal/newthing has no stage: rank it"},
		{"test only", map[string][]string{"render": {"internal/golden"}}, "render imports internal/golden, which is for tests and tools only"},
		{"tool", map[string][]string{"internal/synth/gen": {"internal/synth"}}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkErrors(t, stageErrors(tt.imports), tt.want)
		})
	}
}

// checkErrors fails t unless errs is one error containing want, or none
// for want "".
func checkErrors(t *testing.T, errs []string, want string) {
	t.Helper()
	if want == "" {
		if len(errs) > 0 {
			t.Errorf("errors %q, want none", errs)
		}
		return
	}
	if len(errs) != 1 || !strings.Contains(errs[0], want) {
		t.Errorf("errors %q, want one containing %q", errs, want)
	}
}
