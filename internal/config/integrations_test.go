package config

import (
	"testing"
)

// TestIntegrations decodes `integrations`: every integration's keys, and
// the diagnostics of bad ones, each at its position with its JSON path;
// a bad integration is left out, the others stay.
func TestIntegrations(t *testing.T) {
	const nav = `"navigation":{"pages":["index"]}`
	tests := []struct {
		name  string
		json  string
		check func(t *testing.T, in Integrations)
		want  []string
	}{
		{"every integration", `"integrations":{
"adobe":{"launchUrl":"https://assets.adobedtm.com/x.js"},"amplitude":{"apiKey":"a1"},"clarity":{"projectId":"c1"},
"clearbit":{"publicApiKey":"pk_1"},"fathom":{"siteId":"F1"},"frontchat":{"snippetId":"front1"},"ga4":{"measurementId":"G-1"},
"gtm":{"tagId":"GTM-1"},"heap":{"appId":"h1"},"hightouch":{"writeKey":"w1","apiHost":"us.hightouch-events.com"},
"hotjar":{"hjid":"1","hjsv":"6"},"intercom":{"appId":"abc123"},"koala":{"publicApiKey":"k1"},"logrocket":{"appId":"o/p"},
"mixpanel":{"projectToken":"m1"},"pirsch":{"id":"p1"},"plausible":{"domain":"docs.example.com","server":"https://pl.example.com/"},
"posthog":{"apiKey":"phc_1","apiHost":"https://eu.i.posthog.com","sessionRecording":true},"segment":{"key":"s1"},
"telemetry":{"enabled":false},"cookies":{"key":"consent","value":"yes"},
"customScripts":[{"src":"https://cdn.example.com/a.js","strategy":"lazyOnload"},{"src":"https://cdn.example.com/b.js"}]},` + nav,
			func(t *testing.T, in Integrations) {
				if len(in.Vendors) != len(IntegrationKeys) {
					t.Errorf("%d vendors, want %d", len(in.Vendors), len(IntegrationKeys))
				}
				got := map[string]map[string]string{}
				for _, v := range in.Vendors {
					got[v.Name] = v.Values
				}
				for name, keys := range IntegrationKeys {
					for _, k := range keys {
						if got[name][k.name] == "" {
							t.Errorf("%s.%s not decoded: %v", name, k.name, got[name])
						}
					}
				}
				if got["plausible"]["server"] != "https://pl.example.com" || got["hightouch"]["apiHost"] != "https://us.hightouch-events.com" || got["posthog"]["sessionRecording"] != "true" {
					t.Errorf("urls %v %v %v", got["plausible"], got["hightouch"], got["posthog"])
				}
				if in.CookieKey != "consent" || in.CookieValue != "yes" {
					t.Errorf("cookies %q=%q", in.CookieKey, in.CookieValue)
				}
				if len(in.CustomScripts) != 2 || in.CustomScripts[0] != (CustomScript{"https://cdn.example.com/a.js", "lazyOnload"}) || in.CustomScripts[1].Strategy != "afterInteractive" {
					t.Errorf("custom scripts %+v", in.CustomScripts)
				}
			}, nil},
		{"bad", `"integrations":{"ga44":{},"ga4":{"measurementId":"UA-1"},"gtm":{"tagId":"G-1\"</script>"},"posthog":{"apiKey":"phc_1","apiHost":"http://evil.example.com","sesionRecording":true},
"segment":{"key":3},"intercom":{"appId":"abc"},"heap":[],"fathom":{},"plausible":{"domain":"d.example.com","server":"javascript:alert(1)//x"},"telemetry":{"enabled":true},
"cookies":{"value":"1"},"customScripts":[{"src":"http://x.example.com/a.js"},{"src":"https://x.example.com/a.zip"},{"strategy":"soon","src":"https://x.example.com/ok.js"}],"hotjar":{"hjid":"1","hjsv":"6"}},` + nav,
			func(t *testing.T, in Integrations) {
				if len(in.Vendors) != 1 || in.Vendors[0].Name != "hotjar" {
					t.Errorf("vendors %+v", in.Vendors)
				}
				if len(in.CustomScripts) != 1 || in.CustomScripts[0].Src != "https://x.example.com/ok.js" {
					t.Errorf("custom scripts %+v", in.CustomScripts)
				}
				if !in.Consent || in.CookieKey != "" {
					t.Errorf("cookie %v %q: want the integrations gated by a consent that never comes", in.Consent, in.CookieKey)
				}
			}, []string{
				`docs.json:1:75: warning: integrations.ga44: unknown integration "ga44" is ignored (did you mean "ga4"?)`,
				`integrations.ga4.measurementId: integration ga4 is left out: measurementId "UA-1" must begin with "G"`,
				`integrations.gtm.tagId: integration gtm is left out: tagId "G-1\"</script>" holds characters no vendor ID has`,
				`integrations.posthog.apiHost: integration posthog is left out: apiHost "http://evil.example.com" must use https`,
				`integrations.posthog.sesionRecording: unknown key "sesionRecording" is ignored (did you mean "sessionRecording"?)`,
				`integrations.segment.key: integration segment is left out: key must be a string, not a number`,
				`integrations.intercom.appId: integration intercom is left out: appId "abc" is shorter than 6 characters`,
				`integrations.heap: integration heap is left out: it must be an object, not an array`,
				`integrations.fathom.siteId: integration fathom is left out: "siteId" is required`,
				`integrations.plausible.server: integration plausible is left out: server`,
				`warning: integrations.telemetry: integrations.telemetry: navbuild sends no telemetry of its own; ignored`,
				`warning: integrations.cookies: no cookies.key: the integrations wait for a consent navbuild cannot check, and never load (give the name`,
				`integrations.customScripts[0].src: custom script "http://x.example.com/a.js" is left out: it must start with https://`,
				`integrations.customScripts[1].src: custom script "https://x.example.com/a.zip" is left out: not a script URL`,
				`error: integrations.customScripts[2].strategy: "soon" is not one of afterInteractive, lazyOnload`,
			}},
		// Any strings, as the reference's schema takes them: they reach
		// the script as JSON, which escapes what could end it.
		{"cookies the reference takes", `"integrations":{"ga4":{"measurementId":"G-1"},"cookies":{"key":"consent status; v2","value":"{\"analytics\":true}"}},` + nav,
			func(t *testing.T, in Integrations) {
				if !in.Consent || in.CookieKey != "consent status; v2" || in.CookieValue != `{"analytics":true}` {
					t.Errorf("cookie %v %q=%q", in.Consent, in.CookieKey, in.CookieValue)
				}
			}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, diags := load(t, map[string]string{"docs.json": head + tt.json + "}", "index.mdx": "# x"})
			checkLines(t, diags, tt.want)
			if tt.check != nil && f != nil {
				tt.check(t, f.Integrations)
			}
		})
	}
}
