package apiref_test

import (
	"context"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/resolve"
)

// load resolves a site whose only navigation is the given spec, every
// operation generated, and returns its endpoints by "METHOD path".
func load(t testing.TB, spec string) map[string]*resolve.Endpoint {
	t.Helper()
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme": "mint", "name": "x", "colors": {"primary": "#000000"},
			"navigation": {"groups": [{"group": "API", "openapi": "openapi.yaml"}]}}`)},
		"openapi.yaml": {Data: []byte(spec)},
	}
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	eps := map[string]*resolve.Endpoint{}
	for _, p := range site.Pages {
		if e := p.Endpoint; e != nil {
			eps[strings.ToUpper(e.Method)+" "+e.Path] = e
		}
	}
	return eps
}

// find returns the field at a path of names below fields ("a.b.c").
func find(fields []*apiref.Field, path string) *apiref.Field {
	var f *apiref.Field
	for _, name := range strings.Split(path, ".") {
		f = nil
		for _, c := range fields {
			if c.Name == name {
				f = c
				break
			}
		}
		if f == nil {
			return nil
		}
		fields = f.Children
	}
	return f
}

func names(fields []*apiref.Field) string {
	var out []string
	for _, f := range fields {
		out = append(out, f.Name)
	}
	return strings.Join(out, ",")
}

const recursive = `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /x:
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                self: {$ref: "#/components/schemas/Self"}
                mutual: {$ref: "#/components/schemas/A"}
                merged: {$ref: "#/components/schemas/Merged"}
                dict: {$ref: "#/components/schemas/Dict"}
                either: {$ref: "#/components/schemas/Either"}
      responses:
        "200": {description: ok}
components:
  schemas:
    Self:
      type: object
      properties:
        name: {type: string}
        children: {type: array, items: {$ref: "#/components/schemas/Self"}}
    A:
      type: object
      properties:
        b: {$ref: "#/components/schemas/B"}
    B:
      type: object
      properties:
        a: {$ref: "#/components/schemas/A"}
    Merged:
      allOf:
        - $ref: "#/components/schemas/Merged"
        - type: object
          properties:
            next: {$ref: "#/components/schemas/Merged"}
    Dict:
      type: object
      additionalProperties: {$ref: "#/components/schemas/Dict"}
    Either:
      oneOf:
        - {$ref: "#/components/schemas/Either"}
        - {type: string}
`

// TestRecursionStops: every kind of self-reference ends in a "recursive"
// field, and the generated examples end too.
func TestRecursionStops(t *testing.T) {
	e := load(t, recursive)["POST /x"]
	if e == nil {
		t.Fatal("no POST /x")
	}
	ref := apiref.Build(e, apiref.Options{})
	root := ref.Body.Media[0].Schema
	for path, typ := range map[string]string{
		"self.children": "Self[]",
		"mutual.b.a":    "A",
		"merged.next":   "Merged",
	} {
		f := find(root.Children, path)
		if f == nil || !f.Recursive || f.Type != typ {
			t.Errorf("%s: got %+v, want a recursive %s", path, f, typ)
		}
	}
	if d := find(root.Children, "dict"); d == nil || d.Additional == nil || !d.Additional.Recursive {
		t.Errorf("dict: additionalProperties not marked recursive: %+v", d)
	}
	either := find(root.Children, "either")
	if either == nil || len(either.Alternatives) != 2 || !either.Alternatives[0].Recursive {
		t.Errorf("either: the first alternative should be recursive: %+v", either)
	}
	var curl string
	for _, s := range ref.Samples {
		if s.Label == "cURL" {
			curl = s.Code
		}
	}
	if !strings.Contains(curl, `"children": []`) {
		t.Errorf("the generated example does not end the recursion with an empty list:\n%s", curl)
	}
}

// TestBudget: a schema that doubles at every level (2^20 paths, no
// recursion) is cut at the field budget and says so.
func TestBudget(t *testing.T) {
	var b strings.Builder
	b.WriteString("openapi: 3.0.3\ninfo: {title: t, version: \"1\"}\npaths:\n  /x:\n    get:\n      responses:\n        \"200\":\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: \"#/components/schemas/L0\"}\ncomponents:\n  schemas:\n")
	for i := 0; i < 20; i++ {
		next := `{type: string}`
		if i < 19 {
			next = `{$ref: "#/components/schemas/L` + itoa(i+1) + `"}`
		}
		b.WriteString("    L" + itoa(i) + ":\n      type: object\n      properties:\n        left: " + next + "\n        right: " + next + "\n")
	}
	e := load(t, b.String())["GET /x"]
	ref := apiref.Build(e, apiref.Options{MaxFields: 50})
	root := ref.Responses[0].Media[0].Schema
	n, truncated := 0, false
	var walk func(f *apiref.Field)
	walk = func(f *apiref.Field) {
		n++
		truncated = truncated || f.Truncated
		for _, c := range f.Children {
			walk(c)
		}
	}
	walk(root)
	if n > 80 || !truncated {
		t.Errorf("%d fields, truncated %v: want at most about 50, marked truncated", n, truncated)
	}
	if len(ref.Responses[0].Media[0].Examples[0].Code) > 100000 {
		t.Errorf("the generated example is %d bytes: the budget does not bound it", len(ref.Responses[0].Media[0].Examples[0].Code))
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

const pets = `openapi: 3.1.0
info: {title: t, version: "1"}
servers: [{url: "https://{env}.example.com/v1", variables: {env: {default: api}}}]
security: [{key: []}]
paths:
  /pets/{id}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: integer, format: int64}, example: 7}
    put:
      x-codeSamples:
        - {lang: Go, label: Go SDK, source: "client.Put(7)"}
      parameters:
        - {name: dryRun, in: query, required: true, schema: {type: boolean}}
        - {name: X-Trace, in: header, schema: {type: string}, deprecated: true}
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: "#/components/schemas/Pet"}
      responses:
        "200":
          description: ok
          headers:
            X-Rate-Limit: {schema: {type: integer}, description: left}
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Pet"}
              example: {zeta: 1, alpha: "O'Brien"}
        default: {description: error}
        "404": {description: missing}
components:
  securitySchemes:
    key: {type: apiKey, in: query, name: api_key}
  schemas:
    Base:
      type: object
      required: [name]
      properties:
        name: {type: string, example: "O'Brien"}
        id: {type: integer, readOnly: true}
        secret: {type: string, writeOnly: true}
    Pet:
      allOf:
        - $ref: "#/components/schemas/Base"
        - type: object
          properties:
            zeta: {type: [string, "null"], enum: [a, b]}
            alpha:
              anyOf: [{$ref: "#/components/schemas/Owner"}, {type: "null"}]
            labels: {type: object, additionalProperties: {type: string}}
            kind:
              oneOf:
                - {title: Dog, type: object, properties: {barks: {type: boolean}}}
                - {$ref: "#/components/schemas/Owner"}
    Owner:
      type: object
      properties:
        email: {type: string, format: email}
`

// TestFieldTree: allOf merged in order, directions, nullable in both 3.1
// spellings, enums, additionalProperties, alternatives, parameters and
// response order.
func TestFieldTree(t *testing.T) {
	e := load(t, pets)["PUT /pets/{id}"]
	ref := apiref.Build(e, apiref.Options{})
	body := ref.Body.Media[0].Schema
	if got := names(body.Children); got != "name,secret,zeta,alpha,labels,kind" {
		t.Errorf("request properties %q: want allOf members in order, readOnly id left out", got)
	}
	resp := ref.Responses[0].Media[0].Schema
	if got := names(resp.Children); got != "name,id,zeta,alpha,labels,kind" {
		t.Errorf("response properties %q: want writeOnly secret left out", got)
	}
	if f := find(body.Children, "name"); !f.Required || f.Type != "string" {
		t.Errorf("name: %+v", f)
	}
	if f := find(body.Children, "zeta"); !f.Nullable || f.Type != "string" || strings.Join(f.Enum, "|") != "a|b" {
		t.Errorf("zeta: %+v", f)
	}
	if f := find(body.Children, "alpha"); !f.Nullable || f.Type != "object" || names(f.Children) != "email" {
		t.Errorf("alpha (anyOf X, null): %+v", f)
	}
	if f := find(body.Children, "labels"); f.Additional == nil || f.Additional.Name != "{key}" || f.Additional.Type != "string" {
		t.Errorf("labels: %+v", f)
	}
	if f := find(body.Children, "kind"); f.Choice != "one of" || len(f.Alternatives) != 2 || f.Alternatives[0].Title != "Dog" || f.Alternatives[1].Title != "Owner" {
		t.Errorf("kind: %+v", f)
	}
	var groups []string
	for _, g := range ref.Params {
		groups = append(groups, g.In+":"+names(g.Fields))
	}
	if got := strings.Join(groups, " "); got != "path:id query:dryRun header:X-Trace" {
		t.Errorf("parameters %q", got)
	}
	if id := ref.Params[0].Fields[0]; id.Type != "integer<int64>" || !id.Required || id.Example != "7" {
		t.Errorf("id: %+v", id)
	}
	var statuses []string
	for _, r := range ref.Responses {
		statuses = append(statuses, r.Status)
	}
	if got := strings.Join(statuses, ","); got != "200,404,DEFAULT" {
		t.Errorf("responses in order %q, want default last", got)
	}
	if h := ref.Responses[0].Headers; len(h) != 1 || h[0].Name != "X-Rate-Limit" || h[0].Type != "integer" {
		t.Errorf("headers: %+v", h)
	}
	if got := ref.Responses[0].Media[0].Examples[0].Code; got != "{\n  \"zeta\": 1,\n  \"alpha\": \"O'Brien\"\n}" {
		t.Errorf("the spec's example, in its order:\n%s", got)
	}
	if len(ref.Servers) != 1 || ref.Servers[0].URL != "https://api.example.com/v1" {
		t.Errorf("servers: %+v", ref.Servers)
	}
}

// samples returns a reference's sample labels, joined by commas, and the
// code of each by label.
func samples(ref *apiref.Reference) (string, map[string]string) {
	code := map[string]string{}
	var labels []string
	for _, s := range ref.Samples {
		labels = append(labels, s.Label)
		code[s.Label] = s.Code
	}
	return strings.Join(labels, ","), code
}

// TestSamples: the spec's samples first, then cURL, Python and JavaScript
// with the right quoting, credentials and required parameters.
func TestSamples(t *testing.T) {
	labels, code := samples(apiref.Build(load(t, pets)["PUT /pets/{id}"], apiref.Options{}))
	if got := labels; got != "Go SDK,cURL,Python,JavaScript" {
		t.Fatalf("samples %q", got)
	}
	for label, want := range map[string][]string{
		"cURL": {
			"curl --request PUT \\\n  --url 'https://api.example.com/v1/pets/{id}?dryRun=true&api_key=<api-key>'",
			`"name": "O'\''Brien"`,
			"--header 'Content-Type: application/json'",
		},
		"Python": {`url = "https://api.example.com/v1/pets/{id}?dryRun=true&api_key=<api-key>"`, `"barks": True`, "json=payload"},
		"JavaScript": {
			"method: 'PUT'",
			`body: JSON.stringify({`,
			`"name": "O'Brien"`,
			"fetch('https://api.example.com/v1/pets/{id}?dryRun=true&api_key=<api-key>', options)",
		},
	} {
		for _, w := range want {
			if !strings.Contains(code[label], w) {
				t.Errorf("%s sample lacks %q:\n%s", label, w, code[label])
			}
		}
	}
}

// FuzzBuild: whatever spec kin-openapi accepts, describing its operations
// terminates without a panic.
func FuzzBuild(f *testing.F) {
	f.Add([]byte(recursive))
	f.Add([]byte(pets))
	f.Add([]byte(`{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"parameters":[{"name":"q","in":"query","content":{"application/json":{"schema":{"type":"array"}}}}],"responses":{"200":{"description":"x","content":{"text/plain":{"example":"hi"}}}}}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		loader := openapi3.NewLoader()
		doc, err := loader.LoadFromData(data)
		if err != nil || doc.Paths == nil {
			return
		}
		spec := &resolve.Spec{Source: "openapi.yaml", Doc: doc}
		for p, item := range doc.Paths.Map() {
			for m, op := range item.Operations() {
				apiref.Build(&resolve.Endpoint{Spec: spec, Method: strings.ToLower(m), Path: p, Operation: op, PathItem: item}, apiref.Options{MaxFields: 100})
			}
		}
	})
}

// TestIDs: fields carry the reference platform's anchors, each once.
func TestIDs(t *testing.T) {
	ref := apiref.Build(load(t, pets)["PUT /pets/{id}"], apiref.Options{})
	ids := strings.Join(ref.IDs(), " ")
	for _, want := range []string{"parameter-id", "parameter-dry-run", "parameter-x-trace", "body-name", "body-alpha-email",
		"body-kind-one-of-0-barks", "body-labels", "response-id"} {
		if !strings.Contains(" "+ids+" ", " "+want+" ") {
			t.Errorf("no id %q among %s", want, ids)
		}
	}
	seen := map[string]bool{}
	for _, id := range ref.IDs() {
		if seen[id] {
			t.Errorf("id %q given twice", id)
		}
		seen[id] = true
	}
}

func TestKebab(t *testing.T) {
	for in, want := range map[string]string{
		"hitsPerPage": "hits-per-page", "hits_per_page": "hits-per-page", "oneOf0": "one-of-0",
		"HTTPServer": "http-server", "X-Trace": "x-trace", "limit": "limit", "{key}": "key", "utf8Name": "utf-8-name",
	} {
		if got := apiref.Kebab(in); got != want {
			t.Errorf("kebab(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSampleLanguages: api.examples.languages picks the generated samples
// and their order; the spec's own samples stay first; an empty list
// leaves only them.
func TestSampleLanguages(t *testing.T) {
	e := load(t, pets)["PUT /pets/{id}"]
	labels, code := samples(apiref.Build(e, apiref.Options{Languages: []string{"java", "go", "php", "ruby"}}))
	if got := labels; got != "Go SDK,Java,Go,PHP,Ruby" {
		t.Fatalf("samples %q", got)
	}
	for label, want := range map[string][]string{
		"Java": {`Unirest.put("https://api.example.com/v1/pets/{id}?dryRun=true&api_key=<api-key>")`, `.body("{\n  \"name\": \"O'Brien\",`, ".asString();"},
		"PHP":  {`CURLOPT_CUSTOMREQUEST => 'PUT'`, `CURLOPT_POSTFIELDS => '{` + "\n" + `  "name": "O\'Brien",`, `'Content-Type: application/json',`},
		"Ruby": {`url = URI("https://api.example.com/v1/pets/{id}?dryRun=true&api_key=<api-key>")`, "request = Net::HTTP::Put.new(url)", "request.body = <<~'BODY'\n  {\n    \"name\": \"O'Brien\",", "\n  }\nBODY\n"},
	} {
		for _, w := range want {
			if !strings.Contains(code[label], w) {
				t.Errorf("%s sample lacks %q:\n%s", label, w, code[label])
			}
		}
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "main.go", code["Go"], 0); err != nil {
		t.Errorf("the Go sample does not parse: %v\n%s", err, code["Go"])
	}
	if !strings.Contains(code["Go"], "http.NewRequest(\"PUT\", url, payload)") {
		t.Errorf("Go sample:\n%s", code["Go"])
	}

	ref := apiref.Build(e, apiref.Options{Languages: []string{}})
	if len(ref.Samples) != 1 || ref.Samples[0].Label != "Go SDK" {
		t.Errorf("autogenerate off: %+v, want only the spec's sample", ref.Samples)
	}
}

// TestSamplesRequiredOnly: `defaults: "required"` leaves optional
// parameters and properties out; by default they are in.
func TestSamplesRequiredOnly(t *testing.T) {
	e := load(t, pets)["PUT /pets/{id}"]
	all := apiref.Build(e, apiref.Options{}).Samples[1].Code
	req := apiref.Build(e, apiref.Options{RequiredOnly: true}).Samples[1].Code
	if strings.Contains(all, "X-Trace") {
		t.Errorf("a deprecated optional header is in the sample:\n%s", all)
	}
	for _, w := range []string{`"zeta"`, `"labels"`} {
		if !strings.Contains(all, w) {
			t.Errorf("by default the sample has %s:\n%s", w, all)
		}
		if strings.Contains(req, w) {
			t.Errorf("required only, the sample still has %s:\n%s", w, req)
		}
	}
	if !strings.Contains(req, `"name": "O'\''Brien"`) || !strings.Contains(req, "dryRun=true") {
		t.Errorf("required only, the sample lost a required value:\n%s", req)
	}
}

// withSamples is a spec whose one operation, GET /a, has the
// x-codeSamples samples (YAML flow mappings).
func withSamples(samples ...string) string {
	return `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /a:
    get:
      x-codeSamples:
        - ` + strings.Join(samples, "\n        - ") + `
      responses: {"200": {description: ok}}
`
}

// TestSampleLabels: x-codeSamples with only a lower-case lang get the
// language's name as their tab.
func TestSampleLabels(t *testing.T) {
	spec := withSamples(`{lang: python, source: "a()"}`, `{lang: typescript, source: "a()"}`, `{lang: curl, source: "curl a"}`, `{lang: Kotlin, source: "a()"}`)
	if got, _ := samples(apiref.Build(load(t, spec)["GET /a"], apiref.Options{Languages: []string{}})); got != "Python,TypeScript,cURL,Kotlin" {
		t.Errorf("labels %q", got)
	}
}

// TestSampleNoDuplicateTabs: a spec's own sample takes the place of the
// generated one with the same label; the others stay, each once.
func TestSampleNoDuplicateTabs(t *testing.T) {
	spec := withSamples(`{lang: python, label: Python, source: "client.a()"}`)
	ref := apiref.Build(load(t, spec)["GET /a"], apiref.Options{})
	if got, code := samples(ref); got != "Python,cURL,JavaScript" || code["Python"] != "client.a()" {
		t.Errorf("labels %q, Python %q; want the spec's Python once, then cURL and JavaScript", got, code["Python"])
	}
	for _, s := range ref.Samples {
		if want := map[string]string{"Python": "", "cURL": "curl", "JavaScript": "javascript"}[s.Label]; s.Generator != want {
			t.Errorf("%s: Generator %q, want %q", s.Label, s.Generator, want)
		}
	}
}

// TestXDefault: a schema's x-default is the value samples send (before
// its example), and the field's XDefault; the reference does not show it
// as the default.
func TestXDefault(t *testing.T) {
	spec := `openapi: 3.1.0
info: {title: t, version: "1"}
servers: [{url: "https://api.example.com"}]
paths:
  /a:
    post:
      parameters:
        - {name: limit, in: query, required: true, schema: {type: integer, example: 5, x-default: 10}}
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {name: {type: string, example: ex, x-default: chosen}}}
      responses: {"200": {description: ok}}
`
	ref := apiref.Build(load(t, spec)["POST /a"], apiref.Options{})
	_, code := samples(ref)
	if c := code["cURL"]; !strings.Contains(c, "limit=10") || !strings.Contains(c, `"name": "chosen"`) {
		t.Errorf("cURL sample does not send the x-defaults:\n%s", c)
	}
	f := ref.Params[0].Fields[0]
	if f.XDefault != "10" || f.Default != "" || f.Example != "5" {
		t.Errorf("limit: XDefault %q, Default %q, Example %q; want 10, none, 5", f.XDefault, f.Default, f.Example)
	}
}

// TestGoSamplesParse: the Go sample of every kind of body is Go.
func TestGoSamplesParse(t *testing.T) {
	spec := `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /form:
    post:
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, properties: {user: {type: string}, n: {type: integer}}}
      responses: {"204": {description: ok}}
  /upload:
    put:
      requestBody:
        content:
          multipart/form-data:
            schema: {type: object, properties: {file: {type: string, format: binary}, note: {type: string, example: "a ` + "`" + `b"}}}
      responses: {"204": {description: ok}}
  /text:
    post:
      requestBody:
        content:
          text/plain:
            schema: {type: string, example: "hi ` + "`" + `there"}
      responses: {"204": {description: ok}}
  /none:
    delete:
      responses: {"204": {description: ok}}
`
	eps := load(t, spec)
	if len(eps) != 4 {
		t.Fatalf("%d endpoints, want 4", len(eps))
	}
	for key, e := range eps {
		_, code := samples(apiref.Build(e, apiref.Options{Languages: []string{"go"}}))
		if _, err := parser.ParseFile(token.NewFileSet(), "main.go", code["Go"], 0); err != nil {
			t.Errorf("%s: the Go sample does not parse: %v\n%s", key, err, code["Go"])
		}
	}
}

// TestConstraints: bounds read inclusive, exclusive as OpenAPI 3.0 marks
// it (a boolean) and as 3.1 does (a number).
func TestConstraints(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	yes := true
	for _, c := range []struct {
		s    openapi3.Schema
		want string
	}{
		{openapi3.Schema{Min: f(0), Max: f(10)}, "≥ 0, ≤ 10"},
		{openapi3.Schema{Min: f(0), ExclusiveMin: openapi3.ExclusiveBound{Bool: &yes}, Max: f(2.5), ExclusiveMax: openapi3.ExclusiveBound{Bool: &yes}}, "> 0, < 2.5"},
		{openapi3.Schema{ExclusiveMin: openapi3.ExclusiveBound{Value: f(1)}, ExclusiveMax: openapi3.ExclusiveBound{Value: f(9)}}, "> 1, < 9"},
	} {
		if got := strings.Join(apiref.Constraints(&c.s), ", "); got != c.want {
			t.Errorf("constraints = %q, want %q", got, c.want)
		}
	}
}
