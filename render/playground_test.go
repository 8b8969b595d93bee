package render_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/render"
)

var tryData = regexp.MustCompile(`<script type="?application/json"? class="?try-data"?>(.*?)</script>`)

// TestPlaygroundDisplay: api.playground.display and the front matter
// `playground` decide which pages get "Try it"; a hand-written `api:` page
// takes its server and authentication from api.mdx; the script is written
// once, content-hashed.
func TestPlaygroundDisplay(t *testing.T) {
	dir := t.TempDir()
	docstest.Write(t, dir, map[string]string{
		"docs.json": `{"theme": "mint", "name": "P", "colors": {"primary": "#1d4ed8"},
			"api": {"playground": {"display": "simple"}, "mdx": {"server": "https://mdx.example", "auth": {"method": "key", "name": "X-Key"}}},
			"navigation": {"pages": ["shown", "GET /plain", "hand"], "openapi": "o.yaml"}}`,
		"shown.mdx": "---\nopenapi: GET /shown\nplayground: interactive\n---\n",
		"hand.mdx":  "---\napi: POST /hand\nplayground: interactive\n---\n<ParamField query=\"q\" type=\"string\" required>Query</ParamField>\n",
		"o.yaml": `openapi: 3.1.0
info: {title: t, version: "1"}
servers: [{url: "https://{env}.example.com", variables: {env: {default: api, enum: [api, sandbox]}}}]
paths:
  /shown:
    get:
      summary: Shown
      parameters: [{name: id, in: query, schema: {type: string, example: abc, x-default: chosen}}]
      responses: {"200": {description: ok}}
  /plain:
    get:
      summary: Plain
      responses: {"200": {description: ok}}
`,
	})
	files := build(t, dir, render.Options{})
	data := func(page string) map[string]any {
		t.Helper()
		m := tryData.FindSubmatch(files[page])
		if m == nil {
			return nil
		}
		var d map[string]any
		if err := json.Unmarshal(m[1], &d); err != nil {
			t.Fatalf("%s: try-data: %v", page, err)
		}
		return d
	}
	if d := data("plain/index.html"); d != nil {
		t.Error(`display "simple": a page without its own playground setting has "Try it"`)
	}
	d := data("shown/index.html")
	if d == nil {
		t.Fatal("front matter playground: interactive shows no playground")
	}
	servers, _ := json.Marshal(d["servers"])
	params, _ := json.Marshal(d["params"])
	if string(servers) != `[{"url":"https://{env}.example.com","vars":[{"default":"api","enum":["api","sandbox"],"name":"env"}]}]` ||
		string(params) != `[{"hint":"abc","in":"query","name":"id","type":"string","value":"chosen"}]` {
		t.Errorf("servers %s, params %s", servers, params)
	}
	h := data("hand/index.html")
	if h == nil {
		t.Fatal("a hand-written api: page shows no playground")
	}
	auth, _ := json.Marshal(h["auth"])
	hs, _ := json.Marshal(h["servers"])
	if h["fromPage"] != true || h["method"] != "POST" || string(hs) != `[{"url":"https://mdx.example"}]` || string(auth) != `[[{"in":"header","kind":"key","name":"X-Key"}]]` {
		t.Errorf("hand-written page: %v", h)
	}
	var scripts []string
	for name := range files {
		if m, _ := regexp.MatchString(`^_navbuild/playground\.[0-9a-f]{10}\.js$`, name); m {
			scripts = append(scripts, name)
		}
	}
	if len(scripts) != 1 {
		t.Errorf("playground scripts written: %q, want one, content-hashed", scripts)
	}
}

// TestBannerStyle: a banner's `color` or `type` sets its background per
// mode on the banner itself; an info banner keeps the primary colour.
func TestBannerStyle(t *testing.T) {
	for banner, want := range map[string]string{
		`"type":"warning"`: `style="--banner-bg:#b45309;--banner-bg-dark:#b45309;--banner-fg:#fff"`,
		`"color":{"light":"#1e3a8a","dark":"#312e81"}`: `style="--banner-bg:#1e3a8a;--banner-bg-dark:#312e81;--banner-fg:#fff"`,
		`"type":"info"`: "",
	} {
		dir := t.TempDir()
		docstest.Write(t, dir, map[string]string{
			"docs.json": `{"theme": "mint", "name": "P", "colors": {"primary": "#1d4ed8"}, "banner": {"content": "Hello", ` + banner + `}, "navigation": {"pages": ["a"]}}`,
			"a.mdx":     "# A\n",
		})
		page := string(build(t, dir, render.Options{NoMinify: true})["a/index.html"])
		i := strings.Index(page, `<div class="banner"`)
		if i < 0 {
			t.Fatalf("%s: no banner", banner)
		}
		tag := page[i : i+strings.Index(page[i:], ">")]
		if want == "" && strings.Contains(tag, "style=") || want != "" && !strings.Contains(tag, want) {
			t.Errorf("%s: banner %s, want %q", banner, tag, want)
		}
	}
}
