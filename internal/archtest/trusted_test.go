package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// trustedFile is the one file where a string becomes a type html/template
// writes unescaped (issue 36: one owner of HTML, each conversion there a
// function that says why its input is safe).
const trustedFile = "render/trusted.go"

// trustedTypes are html/template's types whose values it writes as they
// are.
var trustedTypes = map[string]bool{"HTML": true, "HTMLAttr": true, "CSS": true, "JS": true, "JSStr": true, "URL": true, "Srcset": true}

// TestTrustedOneFile fails when a conversion to one of trustedTypes, such
// as template.HTML(s), appears in a non-test Go file other than
// trustedFile: a new source of markup is a new function there.
func TestTrustedOneFile(t *testing.T) {
	seen := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		name := templateName(f)
		if name == "" {
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || !trustedTypes[sel.Sel.Name] {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); !ok || id.Name != name {
				return true
			}
			if rel == trustedFile {
				seen++
				return true
			}
			t.Errorf("%s: %s.%s(...) outside %s: add a function there that says why the input is safe", fset.Position(call.Pos()), name, sel.Sel.Name, trustedFile)
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Errorf("no conversion found in %s: the test no longer sees them", trustedFile)
	}
}

// templateName is the name f imports html/template under, "" for none.
func templateName(f *ast.File) string {
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == "html/template" {
			if im.Name != nil {
				return im.Name.Name
			}
			return "template"
		}
	}
	return ""
}
