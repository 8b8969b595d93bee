package render

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/config"
)

// TestIntegrationsHostile gives the script values config would refuse
// (render must not rely on config alone): none ends the string or the
// script, and node reads each back intact.
func TestIntegrationsHostile(t *testing.T) {
	r := MustNew(t, Options{})
	hostile := "</script><script>alert(1)</script>\"'\\\u2028\u2029`${x}<!--"
	name, js, err := r.integrationsScript(config.Integrations{
		Vendors:       []config.Integration{{Name: "ga4", Values: map[string]string{"measurementId": hostile}}},
		CustomScripts: []config.CustomScript{{Src: hostile, Strategy: "afterInteractive"}},
		CookieKey:     hostile, CookieValue: hostile,
	})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(name, "_navbuild/integrations.") {
		t.Errorf("name %s", name)
	}
	for _, bad := range []string{"</script", "<!--", "\u2028", "\u2029"} {
		if strings.Contains(string(js), bad) {
			t.Errorf("script holds %q", bad)
		}
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	// The cookie matches in localStorage, so the vendors run; the stub
	// records each script's src.
	stub := `var added=[];var localStorage={getItem:function(){return ` + "String.fromCharCode.apply(null," + codes(hostile) + `)}};var document={cookie:"",head:{appendChild:function(s){added.push(s)}},createElement:function(){return{setAttribute:function(){}}}};var window=globalThis;
`
	check := `;var h=String.fromCharCode.apply(null,` + codes(hostile) + `);
if(added.length!==2)throw new Error("added "+added.length);
if(added[0].src!=="https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(h))throw new Error("ga4 src "+added[0].src);
if(added[1].src!==h)throw new Error("custom src "+added[1].src);
if(typeof alert!=="undefined")throw new Error("alert");`
	if out, err := exec.Command(node, "-e", stub+string(js)+check).CombinedOutput(); err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
}

func codes(s string) string {
	var n []string
	for _, c := range s {
		n = append(n, strconv.Itoa(int(c)))
	}
	return "[" + strings.Join(n, ",") + "]"
}
