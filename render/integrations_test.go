package render_test

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
)

var integrationsRE = regexp.MustCompile(`<script src="?(_navbuild/integrations\.[0-9a-f]{10}\.js)"? async></script>`)

// TestIntegrationsScript builds a site with every integration and checks
// the script its pages link against testdata/integrations.golden.js, and
// that a site without `integrations` links none.
func TestIntegrationsScript(t *testing.T) {
	files := build(t, "../testdata/sites/integrations/docs", render.Options{NoMinify: true})
	m := integrationsRE.FindSubmatch(files["index.html"])
	if m == nil {
		t.Fatal("index.html links no integrations script")
	}
	for _, page := range []string{"404.html"} {
		if !strings.Contains(string(files[page]), string(m[0])) {
			t.Errorf("%s does not link %s", page, m[1])
		}
	}
	js := files[string(m[1])]
	if js == nil {
		t.Fatalf("%s is linked but not written", m[1])
	}
	golden.Check(t, "testdata/integrations.golden.js", js)

	plain := build(t, "../testdata/sites/basic/docs", render.Options{})
	for name, data := range plain {
		if strings.Contains(name, "integrations") || strings.Contains(string(data), "integrations.") && strings.HasSuffix(name, ".html") {
			t.Errorf("a site without integrations has %s referring to an integrations script", name)
		}
	}
}

// TestIntegrationsScriptParses runs the minified script in node with no
// network: loading every vendor must not throw (the DOM is a stub whose
// scripts never load).
func TestIntegrationsScriptParses(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	files := build(t, "../testdata/sites/integrations/docs", render.Options{})
	m := integrationsRE.FindSubmatch(files["index.html"])
	if m == nil {
		t.Fatal("index.html links no integrations script")
	}
	stub := `var added=[];var document={cookie:"",head:{appendChild:function(s){added.push(s)}},createElement:function(){return{attrs:{},setAttribute:function(k,v){this.attrs[k]=v}}}};var window=globalThis;
`
	check := `
;if(added.length!==21)throw new Error("scripts added: "+added.length);
added.forEach(function(s){if(s.onerror)s.onerror();if(s.onload)s.onload()});
console.log(added.map(function(s){return s.src}).join("\n"));`
	out, err := exec.Command(node, "-e", stub+string(files[string(m[1])])+check).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	for _, want := range []string{
		"https://www.googletagmanager.com/gtag/js?id=G-TEST0001",
		"https://www.googletagmanager.com/gtm.js?id=GTM-TEST01",
		"https://eu-assets.i.posthog.com/static/array.js",
		"https://plausible.example.com/js/script.js",
		"https://cdn.segment.com/analytics.js/v1/seg0123/analytics.min.js",
		"https://static.hotjar.com/c/hotjar-1234567.js?sv=6",
		"https://www.clarity.ms/tag/clar0123",
		"https://widget.intercom.io/widget/icom0123",
		"https://cdn.heapanalytics.com/js/heap-heap0123.js",
		"https://cdn.amplitude.com/script/amp0123456789.js",
		"https://cdn.getkoala.com/v1/pk_koala0123/sdk.js",
		"https://tag.clearbit.com/v1/pk_clearbit123/tags.js",
		"https://assets.adobedtm.com/launch-EN123.min.js",
		"https://cdn.example.com/widget.js",
	} {
		if !strings.Contains(string(out), want+"\n") {
			t.Errorf("no request for %s in:\n%s", want, out)
		}
	}
}
