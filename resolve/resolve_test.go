package resolve_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/resolve"
)

// TestGolden resolves each testdata/resolve case and compares `nav --json`
// output with the case's nav.json section (go test -update rewrites it).
func TestGolden(t *testing.T) {
	golden.Run(t, "../testdata/resolve/*.txtar", func(t *testing.T, ar golden.Archive) {
		fsys := fstest.MapFS{}
		for _, f := range ar.Files {
			if f.Name != "nav.json" {
				fsys[f.Name] = &fstest.MapFile{Data: f.Data}
			}
		}
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		for _, d := range site.Diagnostics {
			fmt.Fprintf(&buf, "# %s\n", d.Error())
		}
		if err := site.WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		ar.Section(t, "nav.json", buf.Bytes())
	})
}

func mapFS(files map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data)}
	}
	return fsys
}

const head = `{"theme":"mint","name":"x","colors":{"primary":"#000000"},`

const plantsSpec = `{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/plants":{"get":{"summary":"List plants","tags":["Plants"],"responses":{"200":{"description":"ok"}}}}}}`

const ordersSpec = `{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/orders":{"get":{"summary":"List orders","tags":["Orders"],"responses":{"200":{"description":"ok"}}}}}}`

// TestOpenAPIArrayUsesEverySpec names a deliberate difference from the
// reference: it generates pages from the first spec of an `openapi` array
// only; navbuild, as the format's documentation promises, from all of them.
func TestOpenAPIArrayUsesEverySpec(t *testing.T) {
	fsys := mapFS(map[string]string{
		"docs.json": head + `"navigation":{"tabs":[{"tab":"API","openapi":["a.json","b.json"]}]}}`,
		"a.json":    plantsSpec,
		"b.json":    ordersSpec,
	})
	for _, tt := range []struct {
		firstOnly bool
		want      []string
	}{
		{false, []string{"/api-reference/plants/list-plants", "/api-reference/orders/list-orders"}},
		{true, []string{"/api-reference/plants/list-plants"}},
	} {
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{FirstSpecOnly: tt.firstOnly})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range site.Pages {
			if p.InNav {
				got = append(got, p.URL)
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("FirstSpecOnly=%v: pages %q, want %q", tt.firstOnly, got, tt.want)
		}
	}
}

func diagnostics(t *testing.T, fsys fstest.MapFS, opts resolve.Options) (*resolve.Site, string) {
	t.Helper()
	site, err := resolve.Load(context.Background(), fsys, opts)
	var diags []resolve.Diagnostic
	if err != nil {
		var le *resolve.LoadError
		if !errors.As(err, &le) {
			t.Fatalf("err = %v, want a *LoadError", err)
		}
		if site != nil {
			t.Fatal("Load returned a Site with an error")
		}
		diags = le.Diagnostics
	} else {
		diags = site.Diagnostics
	}
	var b strings.Builder
	for _, d := range diags {
		b.WriteString(d.Error() + "\n")
	}
	return site, b.String()
}

func TestProblems(t *testing.T) {
	tests := []struct {
		name   string
		files  map[string]string
		opts   resolve.Options
		want   string
		failed bool
	}{
		{name: "missing page with hint",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["quickstart","quickstrat"]}}`, "quickstart.mdx": "# Q"},
			want:  `docs.json:1:95: warning: navigation.pages[1]: page "quickstrat" not found (did you mean "quickstart"?)`},
		{name: "strict makes warnings errors", opts: resolve.Options{Strict: true}, failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["nope"]}}`},
			want:  `error: navigation.pages[0]: page "nope" not found`},
		{name: "endpoint not in spec lists near matches", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"tabs":[{"tab":"A","openapi":"o.json","pages":["GET /plant"]}]}}`, "o.json": plantsSpec},
			want:  `error: navigation.tabs[0].pages[0]: endpoint /plant not found in o.json (available: /plants)`},
		{name: "method not on path", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"tabs":[{"tab":"A","openapi":"o.json","pages":["DELETE /plants"]}]}}`, "o.json": plantsSpec},
			want:  `method DELETE for endpoint /plants not found in o.json (available: GET /plants)`},
		{name: "missing spec", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"tabs":[{"tab":"A","openapi":"nope.json"}]}}`},
			want:  `error: navigation.tabs[0].openapi: OpenAPI spec "nope.json" does not exist`},
		{name: "url collision", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["guides","guides/index"]}}`, "guides.mdx": "", "guides/index.mdx": ""},
			want:  `URL /guides is used by two pages: page "guides"`},
		{name: "endpoint page collides with a page", failed: true,
			files: map[string]string{"docs.json": head + `"navigation":{"tabs":[{"tab":"A","pages":["api-reference/plants/list-plants"]},{"tab":"B","openapi":"o.json"}]}}`,
				"o.json": plantsSpec, "api-reference/plants/list-plants.mdx": ""},
			want: `URL /api-reference/plants/list-plants is used by two pages`},
		{name: "unlisted index page beside a listed page",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a"]}}`, "a.md": "", "a/index.mdx": ""},
			want:  `a/index.mdx: warning: page file a/index.mdx is not built: page "a" (a.md) has its URL, /a (the page the navigation lists wins`},
		{name: "unlisted md beside an mdx",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["index"]}}`, "index.mdx": "", "b.md": "", "b.mdx": ""},
			want:  `b.md: warning: page file b.md is not built: page "b" (b.mdx) has its URL, /b (an .mdx file wins over the .md file of the same name`},
		{name: "front matter yaml error",
			files: map[string]string{"docs.json": head + `"navigation":{"pages":["a"]}}`, "a.mdx": "---\ntitle: A\nbad: [\n---\n"},
			want:  `a.mdx:`},
		{name: "remote spec unreachable", opts: resolve.Options{Offline: true},
			files: map[string]string{"docs.json": head + `"navigation":{"tabs":[{"tab":"A","pages":["a"]},{"tab":"B","openapi":"https://example.com/o.json"}]}}`, "a.mdx": ""},
			want:  `warning: navigation.tabs[1].openapi: OpenAPI spec https://example.com/o.json is not fetched in offline mode; its endpoint pages are left out`},
		{name: "all problems of a file in one run, sorted",
			failed: true,
			files:  map[string]string{"docs.json": "{\n\"theme\":\"mint\",\"name\":\"x\",\"colors\":{\"primary\":\"#000\"},\n\"navigation\":{\"groups\":[\n{\"group\":\"\"},\n{\"pages\":[]},\n{\"group\":\"G\",\"expanded\":1}]}}"},
			want:   "docs.json:4:10: error: navigation.groups[0].group: must not be empty\ndocs.json:5:1: error: navigation.groups[1].group: \"group\" is required (add \"group\": \"...\")\ndocs.json:6:25: error: navigation.groups[2].expanded: expected a boolean, got a number\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site, got := diagnostics(t, mapFS(tt.files), tt.opts)
			if (site == nil) != tt.failed {
				t.Errorf("failed = %v, want %v", site == nil, tt.failed)
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("diagnostics:\n%s\nwant one containing:\n%s", got, tt.want)
			}
		})
	}
}

// TestHostileInput checks that very deep nesting and a very large
// docs.json give a clear error or a result, never a crash, and that the
// work of loading a large docs.json grows linearly: twice the groups, at
// most 2.5 times the allocations (a count, not a time: the test holds on
// a loaded machine). A quadratic load (a copy of the path so far per
// group, say) would show four times; the sizes (megabytes, and a quarter
// of them under -race) prove the bound in seconds where the 50 MB file
// this test once loaded took half a minute.
func TestHostileInput(t *testing.T) {
	deep := head + `"navigation":{"groups":[` + strings.Repeat(`{"group":"g","pages":[`, 10000) + strings.Repeat(`]}`, 10000) + `]}}`
	_, got := diagnostics(t, mapFS(map[string]string{"docs.json": deep}), resolve.Options{})
	if !strings.Contains(got, "nesting is deeper than") {
		t.Errorf("10,000 levels: %s", got)
	}

	size := 4 << 20
	if raceEnabled {
		size = 1 << 20
	}
	small, n := loadLarge(t, size)
	large, m := loadLarge(t, 2*size)
	r := float64(large) / float64(small) * 2 * float64(n) / float64(m)
	t.Logf("%d allocations loading %d bytes, %d loading %d: %.2f times", small, n, large, m, r)
	if r > 2.5 {
		t.Errorf("%d allocations loading %d bytes, %d loading %d: %.2f times for twice the size, want at most 2.5", small, n, large, m, r)
	}
}

// loadLarge loads a docs.json of about size bytes, groups each of three
// pages (a hundred names repeated) and a nested group, and returns the
// allocations the load made and the file's size.
func loadLarge(t *testing.T, size int) (allocs uint64, n int) {
	t.Helper()
	var b strings.Builder
	b.WriteString(head + `"navigation":{"groups":[`)
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"group":"Group %d","pages":["p%d","q%d",{"group":"N","pages":["r%d"]}]}`, i, i%100, i%100, i%100)
	}
	b.WriteString(`]}}`)
	fsys := mapFS(map[string]string{"docs.json": b.String(), "p0.mdx": "", "q0.mdx": "", "r0.mdx": ""})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("%d-byte docs.json: %v", b.Len(), err)
	}
	if len(site.Pages) != 300 {
		t.Errorf("%d-byte docs.json: %d pages, want 300", b.Len(), len(site.Pages))
	}
	return after.Mallocs - before.Mallocs, b.Len()
}

// FuzzLoad runs load, validation and resolution on arbitrary docs.json
// content: no panic, a nil Site exactly when there is an error, and every
// position inside its file.
func FuzzLoad(f *testing.F) {
	for _, ar := range golden.Archives(f, "../testdata/oracle/*.txtar") {
		for _, file := range ar.Files {
			if file.Name == "docs.json" {
				f.Add(file.Data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{
			"docs.json": {Data: data}, "intro.mdx": {Data: []byte("---\ntitle: Intro\n---\n")},
			"openapi.json": {Data: []byte(plantsSpec)}, "nav.json": {Data: []byte(`{"pages":["intro"]}`)},
		}
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
		var diags []resolve.Diagnostic
		if err != nil {
			if site != nil {
				t.Fatal("a Site with an error")
			}
			var le *resolve.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("err is %T", err)
			}
			diags = le.Diagnostics
		} else {
			if site == nil || site.Nav == nil {
				t.Fatal("no Site and no error")
			}
			diags = site.Diagnostics
		}
		for _, d := range diags {
			if d.Pos.File == "" {
				continue
			}
			file, ok := fsys[d.Pos.File]
			if !ok {
				t.Fatalf("diagnostic in unknown file %q: %s", d.Pos.File, d.Error())
			}
			if d.Pos.Offset < 0 || d.Pos.Offset > len(file.Data) {
				t.Fatalf("position outside %s (%d bytes): %s", d.Pos.File, len(file.Data), d.Error())
			}
		}
	})
}

func TestSyntheticSite(t *testing.T) {
	site, err := resolve.Load(context.Background(), synth.Site(1000), resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(site.Pages) != 1000 || site.Pages[999].Title != "Page 999" || site.Home.URL != "/tab0/g0/p0" {
		t.Errorf("pages=%d home=%s", len(site.Pages), site.Home.URL)
	}
}

// BenchmarkLoad10k resolves a 10,000-page site: docs.json, front matter of
// every page, expansion. Run with -cpu 1 for the one-core figure.
func BenchmarkLoad10k(b *testing.B) {
	fsys := synth.Site(10000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := resolve.Load(context.Background(), fsys, resolve.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestRedirected(t *testing.T) {
	site := &resolve.Site{Redirects: []resolve.Redirect{
		{Source: "/old", Destination: "/new"},
		{Source: "/docs/:slug", Destination: "/guides/:slug"},
		{Source: "/blog/:path*", Destination: "https://example.com/:path*"},
		{Source: "/v1/*", Destination: "/v2/*"},
	}}
	tests := []struct{ in, want string }{
		{"/old", "/new"},
		{"/old/", "/new"},
		{"/docs/intro", "/guides/intro"},
		{"/blog/2024/post", "https://example.com/2024/post"},
		{"/v1/a/b", "/v2/a/b"},
		{"/docs/a/b", ""},
		{"/other", ""},
	}
	for _, tt := range tests {
		got, ok := site.Redirected(tt.in)
		if (tt.want != "") != ok || got != tt.want {
			t.Errorf("Redirected(%q) = %q, %v; want %q", tt.in, got, ok, tt.want)
		}
	}
}

// TestSpecParsedOnce: a spec named by several tabs, a group entry and a
// page's front matter is read (and parsed) once per load.
func TestSpecParsedOnce(t *testing.T) {
	spec := `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /a: {get: {summary: A, responses: {"200": {description: ok}}}}
  /b: {post: {summary: B, responses: {"200": {description: ok}}}}
`
	fsys := &docstest.Counting{FS: fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme": "mint", "name": "x", "colors": {"primary": "#000000"},
			"navigation": {"tabs": [
				{"tab": "One", "openapi": "api.yaml"},
				{"tab": "Two", "openapi": "api.yaml", "groups": [{"group": "G", "pages": ["GET /a", "by-hand"]}]},
				{"tab": "Three", "openapi": "/api.yaml"}
			]}}`)},
		"by-hand.mdx": {Data: []byte("---\nopenapi: api.yaml POST /b\n---\nWords.\n")},
		"api.yaml":    {Data: []byte(spec)},
	}}
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	endpoints := 0
	for _, p := range site.Pages {
		if p.Endpoint != nil {
			endpoints++
		}
	}
	if endpoints < 3 {
		t.Errorf("%d endpoint pages, want the generated ones and by-hand", endpoints)
	}
	if n := fsys.Opens()["api.yaml"]; n != 1 {
		t.Errorf("api.yaml was opened %d times, want once", n)
	}
}

// TestAPIOpenAPI: docs.json's api.openapi declares the specs that pages'
// front matter `openapi` names, with or without the file's extension and
// leading slash, as on the reference; a name no spec has still warns.
func TestAPIOpenAPI(t *testing.T) {
	spec := `openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /a: {get: {summary: Get A, responses: {"200": {description: ok}}}}
`
	fsys := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme": "mint", "name": "x", "colors": {"primary": "#000000"},
			"api": {"openapi": ["specs/v1.yaml"]},
			"navigation": {"pages": ["bare", "slash", "full", "plain", "missing"]}}`)},
		"bare.mdx":      {Data: []byte("---\nopenapi: specs/v1 GET /a\n---\n")},
		"slash.mdx":     {Data: []byte("---\nopenapi: /specs/v1 GET /a\n---\n")},
		"full.mdx":      {Data: []byte("---\nopenapi: specs/v1.yaml GET /a\n---\n")},
		"plain.mdx":     {Data: []byte("---\nopenapi: GET /a\n---\n")},
		"missing.mdx":   {Data: []byte("---\nopenapi: specs/v2 GET /a\n---\n")},
		"specs/v1.yaml": {Data: []byte(spec)},
	}
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"bare", "slash", "full", "plain"} {
		p := site.Page(name)
		if p == nil || p.Endpoint == nil || p.Title != "Get A" {
			t.Errorf("%s: no endpoint from api.openapi's spec", name)
		}
	}
	if p := site.Page("missing"); p == nil || p.Endpoint != nil {
		t.Error("missing: an undeclared spec name found an endpoint")
	}
	var msgs []string
	for _, d := range site.Diagnostics {
		msgs = append(msgs, d.Msg)
	}
	all := strings.Join(msgs, "\n")
	if !strings.Contains(all, `front matter openapi names spec "specs/v2", which does not exist`) {
		t.Errorf("no warning for the undeclared spec:\n%s", all)
	}
	if strings.Contains(all, "api.openapi") {
		t.Errorf("api.openapi is still warned about:\n%s", all)
	}
}
