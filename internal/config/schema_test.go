package config

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/jsonv"
	"github.com/navbuild/navbuild/internal/starter"
)

// stricter lists the oracle cases that navbuild builds but the schema
// rejects on purpose: the decoder drops part of the file there (with a
// warning, as the reference drops it silently), and an editor should flag
// what would be dropped. The test fails when one of them stops being
// rejected, or stops being a warning.
var stricter = map[string]string{
	"warn-menu-item-label-missing": "a menu item without its label is dropped",
	"warn-empty-anchors-in-tab":    "an empty anchors array below the root is dropped",
	"warn-empty-groups-in-version": "an empty groups array below the root is dropped",
	"warn-group-openapi-invalid":   "an openapi object without a source is dropped",
}

// beyondSchema lists the oracle cases that the decoder rejects for a
// reason no schema can see.
var beyondSchema = map[string]string{
	"err-ref-missing": "the included file does not exist",
}

func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(Schema()))
	if err != nil {
		t.Fatalf("schema.json: %v", err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("docs.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("docs.schema.json")
	if err != nil {
		t.Fatalf("schema.json: %v", err)
	}
	return sch
}

// schemaCheck validates docs.json in fsys as written and after its $ref
// includes are spliced in, and returns the first failure, or nil.
func schemaCheck(t *testing.T, sch *jsonschema.Schema, fsys fs.FS) error {
	t.Helper()
	src, err := fs.ReadFile(fsys, Name)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(string(src)))
	if err != nil {
		t.Fatalf("docs.json: %v", err)
	}
	if err := sch.Validate(doc); err != nil {
		return err
	}
	var diags diag.List
	root, ok := parseFile(Name, src, nil, &diags)
	if !ok {
		t.Fatalf("docs.json: %v", diags)
	}
	spliced := newRefResolver(fsys, &diags, MaxValues, Name).splice(root)
	if diags.HasErrors() {
		return nil // a broken include is navbuild's to report
	}
	return sch.Validate(plain(spliced))
}

// plain converts v to the values encoding/json produces, numbers as
// json.Number.
func plain(v *jsonv.Value) any {
	switch v.Kind {
	case jsonv.Bool:
		return v.Bool
	case jsonv.Number:
		return json.Number(v.Str)
	case jsonv.String:
		return v.Str
	case jsonv.Array:
		out := make([]any, len(v.Arr))
		for i, el := range v.Arr {
			out[i] = plain(el)
		}
		return out
	case jsonv.Object:
		out := make(map[string]any, len(v.Obj))
		for _, m := range v.Obj {
			out[m.Key] = plain(m.Value)
		}
		return out
	}
	return nil
}

// TestSchemaAcceptsProjectSites validates the docs.json of every site the
// project builds: the example, the golden sites and the starter of
// `navbuild init`.
func TestSchemaAcceptsProjectSites(t *testing.T) {
	sch := compileSchema(t)
	dirs := []string{"../../examples/docs"}
	sites, _ := filepath.Glob("../../testdata/sites/*/docs")
	if len(sites) == 0 {
		t.Fatal("no golden sites found")
	}
	for _, dir := range append(dirs, sites...) {
		t.Run(filepath.Base(filepath.Dir(dir))+"/"+filepath.Base(dir), func(t *testing.T) {
			if err := schemaCheck(t, sch, os.DirFS(dir)); err != nil {
				t.Errorf("%s/docs.json: %v", dir, err)
			}
		})
	}
	t.Run("starter", func(t *testing.T) {
		if err := schemaCheck(t, sch, starter.FS); err != nil {
			t.Errorf("starter docs.json: %v", err)
		}
	})
}

// TestSchemaAcceptsCorpus validates the nine real-world sites.
func TestSchemaAcceptsCorpus(t *testing.T) {
	sites := docstest.Corpus(t)
	sch := compileSchema(t)
	for _, site := range sites {
		t.Run(site.Name, func(t *testing.T) {
			if err := schemaCheck(t, sch, site.FS()); err != nil {
				t.Errorf("%s/docs.json: %v", site.Dir, err)
			}
		})
	}
}

// TestSchemaMatchesDecoder checks every oracle case: the schema accepts
// docs.json exactly when the decoder reports no error, except for the
// cases in stricter.
func TestSchemaMatchesDecoder(t *testing.T) {
	sch := compileSchema(t)
	files, _ := filepath.Glob("../../testdata/oracle/*.txtar")
	if len(files) < 40 {
		t.Fatalf("found %d oracle cases, want at least 40", len(files))
	}
	seen := map[string]bool{}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			fsys := fstest.MapFS{}
			for _, f := range ar.Files {
				fsys[f.Name] = &fstest.MapFile{Data: f.Data}
			}
			src := fsys[Name].Data
			if !json.Valid(src) {
				return // not JSON: no schema applies
			}
			_, diags := Load(fsys)
			accepted := !diags.HasErrors()
			err = schemaCheck(t, sch, fsys)
			if why, ok := stricter[name]; ok {
				seen[name] = true
				if err == nil {
					t.Errorf("the schema accepts it, but it is listed as stricter (%s)", why)
				}
				if !accepted || len(diags) == 0 {
					t.Errorf("listed as stricter (%s), but the decoder does not warn: %v", why, diags)
				}
				return
			}
			if why, ok := beyondSchema[name]; ok {
				seen[name] = true
				if accepted {
					t.Errorf("listed as beyond the schema (%s), but the decoder accepts it", why)
				}
				return
			}
			switch {
			case accepted && err != nil:
				t.Errorf("the decoder accepts it, the schema does not: %v", err)
			case !accepted && err == nil:
				t.Errorf("the schema accepts it, the decoder does not:\n%v", diags)
			}
		})
	}
	for _, list := range []map[string]string{stricter, beyondSchema} {
		for name := range list {
			if !seen[name] {
				t.Errorf("%s is no oracle case", name)
			}
		}
	}
}

// TestSchemaRejects checks files the schema must reject; the decoder
// rejects each of them too.
func TestSchemaRejects(t *testing.T) {
	sch := compileSchema(t)
	const head = `"theme": "mint", "name": "A", "colors": {"primary": "#112233"}`
	tests := map[string]string{
		"no navigation":           `{` + head + `}`,
		"not an object":           `[]`,
		"unknown theme":           `{"theme": "mintt", "name": "A", "navigation": {"pages": ["a"]}}`,
		"blank name":              `{"name": " ", "navigation": {"pages": ["a"]}}`,
		"colour not hex":          `{"colors": {"primary": "green"}, "navigation": {"pages": ["a"]}}`,
		"colors without primary":  `{"colors": {"light": "#fff"}, "navigation": {"pages": ["a"]}}`,
		"unknown key in colors":   `{"colors": {"primary": "#fff", "accent": "#000"}, "navigation": {"pages": ["a"]}}`,
		"no primary pattern":      `{` + head + `, "navigation": {"global": {}}}`,
		"empty tabs":              `{` + head + `, "navigation": {"tabs": []}}`,
		"tab without label":       `{` + head + `, "navigation": {"tabs": [{"pages": ["a"]}]}}`,
		"tab label empty":         `{` + head + `, "navigation": {"tabs": [{"tab": "", "pages": ["a"]}]}}`,
		"pages not an array":      `{` + head + `, "navigation": {"pages": "a"}}`,
		"page entry a number":     `{` + head + `, "navigation": {"pages": [1]}}`,
		"empty page entry":        `{` + head + `, "navigation": {"pages": [""]}}`,
		"group without label":     `{` + head + `, "navigation": {"groups": [{"pages": ["a"]}]}}`,
		"expanded not boolean":    `{` + head + `, "navigation": {"groups": [{"group": "G", "expanded": "yes", "pages": ["a"]}]}}`,
		"unknown language":        `{` + head + `, "navigation": {"languages": [{"language": "xx", "pages": ["a"]}]}}`,
		"fa- icon":                `{` + head + `, "navigation": {"tabs": [{"tab": "T", "icon": "fa-book", "pages": ["a"]}]}}`,
		"openapi ftp":             `{` + head + `, "navigation": {"openapi": "ftp://x/spec.json", "pages": ["a"]}}`,
		"openapi empty array":     `{` + head + `, "navigation": {"openapi": [], "pages": ["a"]}}`,
		"openapi no source":       `{` + head + `, "navigation": {"openapi": {"directory": "api"}, "pages": ["a"]}}`,
		"unknown key in global":   `{` + head + `, "navigation": {"global": {"links": []}, "pages": ["a"]}}`,
		"global without href":     `{` + head + `, "navigation": {"global": {"anchors": [{"anchor": "A"}]}, "pages": ["a"]}}`,
		"script href":             `{` + head + `, "navbar": {"links": [{"label": "x", "href": "JavaScript:alert(1)"}]}, "navigation": {"pages": ["a"]}}`,
		"navbar link no label":    `{` + head + `, "navbar": {"links": [{"href": "https://x"}]}, "navigation": {"pages": ["a"]}}`,
		"drilldown not boolean":   `{` + head + `, "interaction": {"drilldown": 1}, "navigation": {"pages": ["a"]}}`,
		"eyebrows unknown":        `{` + head + `, "styling": {"eyebrows": "crumbs"}, "navigation": {"pages": ["a"]}}`,
		"codeblocks number":       `{` + head + `, "styling": {"codeblocks": 1}, "navigation": {"pages": ["a"]}}`,
		"codeblocks half theme":   `{` + head + `, "styling": {"codeblocks": {"theme": {"light": "nord"}}}, "navigation": {"pages": ["a"]}}`,
		"font family number":      `{` + head + `, "fonts": {"family": 1}, "navigation": {"pages": ["a"]}}`,
		"font weight zero":        `{` + head + `, "fonts": {"family": "A", "weight": 0}, "navigation": {"pages": ["a"]}}`,
		"font format ttf":         `{` + head + `, "fonts": {"family": "A", "format": "ttf"}, "navigation": {"pages": ["a"]}}`,
		"font script source":      `{` + head + `, "fonts": {"body": {"family": "A", "source": "javascript:x"}}, "navigation": {"pages": ["a"]}}`,
		"font source no family":   `{` + head + `, "fonts": {"heading": {"source": "/a.woff2"}}, "navigation": {"pages": ["a"]}}`,
		"redirect no destination": `{` + head + `, "redirects": [{"source": "/a"}], "navigation": {"pages": ["a"]}}`,
		"banner type unknown":     `{` + head + `, "banner": {"content": "x", "type": "loud"}, "navigation": {"pages": ["a"]}}`,
		"ref not a string":        `{` + head + `, "navigation": {"$ref": 1}}`,
		"contextual options":      `{` + head + `, "contextual": {"options": "copy"}, "navigation": {"pages": ["a"]}}`,
		"contextual title":        `{` + head + `, "contextual": {"options": [{"title": 1, "href": "/a"}]}, "navigation": {"pages": ["a"]}}`,
		"contextual script href":  `{` + head + `, "contextual": {"options": [{"title": "T", "href": "javascript:x"}]}, "navigation": {"pages": ["a"]}}`,
	}
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			fsys := fstest.MapFS{Name: {Data: []byte(src)}}
			if err := schemaCheck(t, sch, fsys); err == nil {
				t.Errorf("the schema accepts %s", src)
			}
			if _, diags := Load(fsys); !diags.HasErrors() {
				t.Errorf("the decoder accepts %s:\n%v", src, diags)
			}
		})
	}
}

// TestSchemaKey checks that "$schema" is accepted silently, by the
// decoder and the schema, as `navbuild schema` tells users to write it.
func TestSchemaKey(t *testing.T) {
	src := `{"$schema": "./docs.schema.json", "theme": "mint", "name": "A", "colors": {"primary": "#112233"}, "navigation": {"pages": ["a"]}}`
	fsys := fstest.MapFS{Name: {Data: []byte(src)}}
	if f, diags := Load(fsys); f == nil || len(diags) != 0 {
		t.Errorf("Load: %v", diags)
	}
	if err := schemaCheck(t, compileSchema(t), fsys); err != nil {
		t.Error(err)
	}
}
