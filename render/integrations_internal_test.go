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

// TestIntegrationsConsent runs the script in node against the cookies and
// localStorage a reader may have: with `integrations.cookies` set, the
// vendors load only for a reader holding key = value (as it is or
// URL-encoded, in a cookie or localStorage), and never when the setting
// has no key (consent fails closed).
func TestIntegrationsConsent(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	r := MustNew(t, Options{})
	vendors := []config.Integration{{Name: "ga4", Values: map[string]string{"measurementId": "G-1"}}}
	tests := []struct {
		name    string
		in      config.Integrations
		cookie  string
		storage string // localStorage's value for every key
		load    bool
	}{
		{"no consent setting", config.Integrations{}, "", "", true},
		{"consent given", config.Integrations{Consent: true, CookieKey: "consent", CookieValue: "yes"}, "a=1; consent=yes", "", true},
		{"consent in localStorage", config.Integrations{Consent: true, CookieKey: "consent", CookieValue: "yes"}, "", "yes", true},
		{"no consent", config.Integrations{Consent: true, CookieKey: "consent", CookieValue: "yes"}, "consent=no; other=yes", "", false},
		{"URL-encoded", config.Integrations{Consent: true, CookieKey: "consent status", CookieValue: `{"a":true}`}, "consent%20status=%7B%22a%22%3Atrue%7D", "", true},
		{"a setting without a key", config.Integrations{Consent: true, CookieValue: "yes"}, "=yes; consent=yes", "yes", false},
		{"a key alone", config.Integrations{CookieKey: "consent", CookieValue: "yes"}, "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.in.Vendors = vendors
			_, js, err := r.integrationsScript(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			stub := `var added=[];var localStorage={getItem:function(){return ` + strconv.Quote(tt.storage) + ` || null}};var document={cookie:` + strconv.Quote(tt.cookie) + `,head:{appendChild:function(s){added.push(s)}},createElement:function(){return{setAttribute:function(){}}}};var window=globalThis;
`
			check := `;if(added.length!==` + map[bool]string{true: "1", false: "0"}[tt.load] + `)throw new Error("loaded "+added.length+" scripts");`
			if out, err := exec.Command(node, "-e", stub+string(js)+check).CombinedOutput(); err != nil {
				t.Errorf("node: %v\n%s", err, out)
			}
		})
	}
}
