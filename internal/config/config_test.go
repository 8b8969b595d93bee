package config

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestNormalizePage(t *testing.T) {
	clean := map[string]string{
		"a":                "a",
		"/a":               "a",
		"./a/b":            "a/b",
		"x/../a":           "a",
		"/guides/../intro": "intro",
		"guides/":          "guides/",
		"a//b":             "a/b",
		`a\b`:              `a\b`, // not a separator, as on the reference
	}
	for in, want := range clean {
		if got, ok := NormalizePage(in); got != want || !ok {
			t.Errorf("NormalizePage(%q) = %q, %v; want %q, true", in, got, ok, want)
		}
	}
	// A path that climbs out of the folder is refused, and cleaned all the same.
	for in, want := range map[string]string{"../outside": "outside", "a/../../b": "b"} {
		if got, ok := NormalizePage(in); got != want || ok {
			t.Errorf("NormalizePage(%q) = %q, %v; want %q, false", in, got, ok, want)
		}
	}
}

func TestParseEndpoint(t *testing.T) {
	tests := []struct {
		in   string
		want *Endpoint
	}{
		{"GET /users", &Endpoint{Method: "get", Path: "/users"}},
		{"post /users/{id}", &Endpoint{Method: "post", Path: "/users/{id}"}},
		{"spec.json DELETE /x", &Endpoint{Spec: "spec.json", Method: "delete", Path: "/x"}},
		{"/b.json GET /orders", &Endpoint{Spec: "b.json", Method: "get", Path: "/orders"}},
		{"webhook plant.created", &Endpoint{Method: "webhook", Path: "plant.created"}},
		{"get started", &Endpoint{Method: "get", Path: "started"}}, // as the reference parses it
		{"guides/intro", nil},
		{"FETCH /x", nil},
		{"a b c d", nil},
	}
	for _, tt := range tests {
		got := ParseEndpoint(tt.in)
		if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
			t.Errorf("ParseEndpoint(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

const head = `{"theme":"mint","name":"x","colors":{"primary":"#000000"},`

func load(t *testing.T, files map[string]string) (*File, string) {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data)}
	}
	f, diags := Load(fsys)
	diags.Sort()
	var b strings.Builder
	for _, d := range diags {
		b.WriteString(d.Error() + "\n")
	}
	return f, b.String()
}

// checkLines checks diags (load's) line by line: as many lines as want,
// each holding its want.
func checkLines(t *testing.T, diags string, want []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(diags), "\n")
	if diags == "" {
		lines = nil
	}
	if len(lines) != len(want) {
		t.Fatalf("diagnostics:\n%s\nwant %d", diags, len(want))
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("diagnostic %d:\n got %s\nwant %s", i, lines[i], w)
		}
	}
}

// loadWant loads docs.json and checks its diagnostics hold diag (none
// when diag is ""), and that the load failed with an error when err is
// set; it returns the file (nil then).
func loadWant(t *testing.T, docsJSON, diag string, err bool) *File {
	t.Helper()
	f, got := load(t, map[string]string{"docs.json": docsJSON})
	if diag == "" && got != "" || !strings.Contains(got, diag) {
		t.Fatalf("diagnostics:\n%s\nwant %q", got, diag)
	}
	if err {
		if f != nil || !strings.Contains(got, "error: ") {
			t.Fatalf("want an error, got %q", got)
		}
		return nil
	}
	if f == nil {
		t.Fatal("no file")
	}
	return f
}

func TestRefs(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  string // substring of the diagnostics, "" for none
	}{
		{"include", map[string]string{
			"docs.json":      head + `"navigation":{"$ref":"nav/main.json"}}`,
			"nav/main.json":  `{"groups":[{"$ref":"group.json"}]}`,
			"nav/group.json": `{"group":"G","pages":["a"]}`,
		}, ""},
		{"siblings override", map[string]string{
			"docs.json": head + `"navigation":{"$ref":"n.json","pages":["b"]}}`,
			"n.json":    `{"pages":["a"]}`,
		}, ""},
		{"missing", map[string]string{
			"docs.json": head + `"navigation":{"$ref":"nope.json"}}`,
		}, `docs.json:1:80: error: navigation.$ref: referenced file "nope.json" does not exist`},
		{"cycle", map[string]string{
			"docs.json": head + `"navigation":{"$ref":"a.json"}}`,
			"a.json":    `{"groups":[{"$ref":"b.json"}]}`,
			"b.json":    `{"$ref":"a.json"}`,
		}, "circular $ref: docs.json → a.json → b.json → a.json"},
		{"outside", map[string]string{
			"docs.json": head + `"navigation":{"$ref":"../x.json"}}`,
		}, "is outside the docs folder"},
		{"absolute", map[string]string{
			"docs.json": head + `"navigation":{"$ref":"/x.json"}}`,
		}, "is outside the docs folder"},
		{"position in included file", map[string]string{
			"docs.json": head + `"navigation":{"$ref":"n.json"}}`,
			"n.json":    "{\n  \"groups\": [\n    {\"pages\": [\"a\"]}\n  ]\n}",
		}, `n.json:3:5: error: navigation.groups[0].group: "group" is required`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, got := load(t, tt.files)
			if tt.want == "" {
				if got != "" || f == nil {
					t.Fatalf("diagnostics:\n%s", got)
				}
				return
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("diagnostics:\n%s\nwant one containing %q", got, tt.want)
			}
		})
	}
	f, _ := load(t, map[string]string{
		"docs.json": head + `"navigation":{"$ref":"n.json","pages":["b"]}}`,
		"n.json":    `{"pages":["a"]}`,
	})
	if got := f.Navigation.Pages[0].Page; got != "b" {
		t.Errorf("sibling of $ref: pages[0] = %q, want b", got)
	}
}

func TestPrecedence(t *testing.T) {
	f, diags := load(t, map[string]string{"docs.json": head + `"navigation":{"groups":[{"group":"G","pages":["a"]}],"tabs":[{"tab":"T","href":"https://x.dev","pages":["p"]}]}}`})
	if f == nil {
		t.Fatal(diags)
	}
	nav := f.Navigation
	if len(nav.Children) != 1 || nav.Groups != nil {
		t.Fatalf("tabs must win over groups: %+v", nav)
	}
	if tab := nav.Children[0]; tab.Href != "https://x.dev" || tab.Pages != nil {
		t.Errorf("href must win over pages: %+v", tab)
	}
	for _, want := range []string{`navigation.groups: "groups" is ignored`, `navigation.tabs[0].pages: "pages" is ignored: a tab with an href is a link`} {
		if !strings.Contains(diags, want) {
			t.Errorf("diagnostics:\n%s\nwant %q", diags, want)
		}
	}
}

func TestUnknownKeyHint(t *testing.T) {
	_, diags := load(t, map[string]string{"docs.json": head + `"navigation":{"tabs":[{"tab":"T","grups":[]}]}}`})
	if !strings.Contains(diags, `unknown key "grups" is ignored (did you mean "groups"?)`) {
		t.Errorf("diagnostics:\n%s", diags)
	}
}

// TestGlobalItemFields: a global item's icon, hidden and color (through
// colorPair) are decoded, with their diagnostics at their paths.
func TestGlobalItemFields(t *testing.T) {
	f, diags := load(t, map[string]string{"docs.json": head + `"navigation":{"global":{"anchors":[` +
		`{"anchor":"A","href":"/a","icon":"book","hidden":true,"color":{"light":"#112233"}},` +
		`{"anchor":"B","href":"/b","hidden":"yes","color":{"dim":"#000"}}]},"pages":["index"]}}`, "index.mdx": "# x"})
	checkLines(t, diags, []string{
		`navigation.global.anchors[1].hidden: expected a boolean, got a string`,
		`navigation.global.anchors[1].color.dim: unknown key "dim" in a colour object`,
	})
	if f != nil {
		t.Fatalf("a global item in error loads: %+v", f.Navigation.Global)
	}
	f, diags = load(t, map[string]string{"docs.json": head + `"navigation":{"global":{"anchors":[` +
		`{"anchor":"A","href":"/a","icon":"book","hidden":true,"color":{"light":"#112233"}}]},"pages":["index"]}}`, "index.mdx": "# x"})
	checkLines(t, diags, nil)
	if g := f.Navigation.Global; len(g) != 1 || g[0].Icon == nil || g[0].Icon.Name != "book" || !g[0].Hidden {
		t.Errorf("global %+v", g)
	}
}
