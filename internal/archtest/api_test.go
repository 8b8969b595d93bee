package archtest

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// untypedAllowed lists the places of resolve's exported API that still
// carry a map[string]any, each to be replaced by typed fields (issue 12,
// point 1: the model is typed, front matter decoded once in resolve).
// This list must only shrink, to empty: the test fails on any new place
// and on an entry that is gone (remove it here).
var untypedAllowed = []string{}

// TestResolveAPITyped checks that no exported declaration of package
// resolve (type, field, function, method, variable) has a map[string]any
// or map[string]interface{} in its type, outside untypedAllowed.
func TestResolveAPITyped(t *testing.T) {
	found := untypedAPI(t, filepath.Join(root, "resolve"))
	for _, name := range found {
		if !slices.Contains(untypedAllowed, name) {
			t.Errorf("resolve.%s has a map[string]any in its type: give the model typed fields (decoded once, in resolve)", name)
		}
	}
	for _, name := range untypedAllowed {
		if !slices.Contains(found, name) {
			t.Errorf("resolve.%s is typed now: remove it from untypedAllowed", name)
		}
	}
}

// untypedAPI returns the exported declarations of the package in dir
// whose types hold an untyped map, as Type.Field, Type.Method, Func or
// Var.
func untypedAPI(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		t.Fatalf("no Go files in %s", dir)
	}
	// go/doc keeps only the exported API: exported types with their
	// exported fields and methods, functions, variables and constants.
	pkg, err := doc.NewFromFiles(fset, files, module+"/"+filepath.Base(dir))
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	funcs := func(prefix string, fs []*doc.Func) {
		for _, f := range fs {
			if untyped(f.Decl.Type) {
				found = append(found, prefix+f.Name)
			}
		}
	}
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, spec := range v.Decl.Specs {
				vs := spec.(*ast.ValueSpec)
				bad := untyped(vs.Type)
				for _, e := range vs.Values {
					bad = bad || untyped(e)
				}
				if bad {
					for _, n := range vs.Names {
						if n.IsExported() {
							found = append(found, n.Name)
						}
					}
				}
			}
		}
	}
	funcs("", pkg.Funcs)
	values(pkg.Vars)
	values(pkg.Consts)
	for _, typ := range pkg.Types {
		for _, spec := range typ.Decl.Specs {
			ts := spec.(*ast.TypeSpec)
			if st, ok := ts.Type.(*ast.StructType); ok {
				for _, f := range st.Fields.List {
					if !untyped(f.Type) {
						continue
					}
					for _, n := range f.Names {
						if n.IsExported() {
							found = append(found, ts.Name.Name+"."+n.Name)
						}
					}
					if len(f.Names) == 0 {
						found = append(found, ts.Name.Name+".(embedded)")
					}
				}
			} else if untyped(ts.Type) {
				found = append(found, ts.Name.Name)
			}
		}
		funcs("", typ.Funcs)
		funcs(typ.Name+".", typ.Methods)
		values(typ.Vars)
		values(typ.Consts)
	}
	return found
}

// untyped reports whether the expression holds map[string]any or
// map[string]interface{}.
func untyped(e ast.Expr) bool {
	if e == nil {
		return false
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		m, ok := n.(*ast.MapType)
		if !ok {
			return !found
		}
		if k, ok := m.Key.(*ast.Ident); ok && k.Name == "string" {
			switch v := m.Value.(type) {
			case *ast.Ident:
				found = found || v.Name == "any"
			case *ast.InterfaceType:
				found = found || len(v.Methods.List) == 0
			}
		}
		return !found
	})
	return found
}

// TestUntypedAPIFinds checks the check on a made-up package.
func TestUntypedAPIFinds(t *testing.T) {
	dir := t.TempDir()
	src := `package p

type Page struct {
	Meta  map[string]any
	Extra []map[string]interface{}
	Title string
	raw   map[string]any
}

func (p *Page) Get(m map[string]any) string { return "" }
func (p *Page) get(m map[string]any)        {}

func Load() (map[string]map[string]any, error) { return nil, nil }

var Defaults = map[string]any{}

type Fine map[string]string
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := untypedAPI(t, dir)
	slices.Sort(got)
	want := []string{"Defaults", "Load", "Page.Extra", "Page.Get", "Page.Meta"}
	if !slices.Equal(got, want) {
		t.Errorf("found %q, want %q", got, want)
	}
}
