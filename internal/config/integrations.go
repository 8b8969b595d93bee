package config

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// Integration is one entry of `integrations`: a vendor's script the pages
// load, with the keys docs.json gives it. Every value is checked here
// (IDs to a safe charset, hosts and URLs to https), so render may put
// them in a script as JSON strings.
type Integration struct {
	Name   string            // the key in docs.json: "ga4", "posthog", …
	Values map[string]string // the vendor's keys; booleans as "true"/"false"
}

// CustomScript is an entry of `integrations.customScripts`.
type CustomScript struct {
	Src      string // an https URL
	Strategy string // "afterInteractive" (the default) or "lazyOnload"
}

// Integrations is `integrations`: the vendors' scripts in docs.json's
// order, the reference's custom scripts, and the consent cookie that
// gates them (cookies.key = cookies.value); the zero value adds nothing.
type Integrations struct {
	Vendors       []Integration
	CustomScripts []CustomScript
	// Consent is set when docs.json has `integrations.cookies`: the
	// scripts then load only for a reader holding the cookie (or
	// localStorage entry) CookieKey = CookieValue. With no CookieKey
	// (a cookies setting navbuild cannot check) they never load: consent
	// fails closed.
	Consent     bool
	CookieKey   string
	CookieValue string
}

// Empty reports whether no script is to be loaded.
func (in Integrations) Empty() bool { return len(in.Vendors) == 0 && len(in.CustomScripts) == 0 }

// integrationKey is a key of one integration: required or not, and what
// its value must be.
type integrationKey struct {
	name     string
	required bool
	kind     byte   // 'i': an ID (idChars); 'u': an https URL or host; 'b': a boolean
	prefix   string // the reference's required prefix, "" for none
	min      int    // the reference's minimum length
}

// IntegrationKeys are the integrations navbuild loads, with their keys,
// as the reference documents them (organize/settings-integrations); koala
// is the reference's earlier one, kept because sites still have it.
var IntegrationKeys = map[string][]integrationKey{
	"adobe":     {{name: "launchUrl", required: true, kind: 'u'}},
	"amplitude": {{name: "apiKey", required: true, kind: 'i'}},
	"clarity":   {{name: "projectId", required: true, kind: 'i'}},
	"clearbit":  {{name: "publicApiKey", required: true, kind: 'i'}},
	"fathom":    {{name: "siteId", required: true, kind: 'i'}},
	"frontchat": {{name: "snippetId", required: true, kind: 'i', min: 6}},
	"ga4":       {{name: "measurementId", required: true, kind: 'i', prefix: "G"}},
	"gtm":       {{name: "tagId", required: true, kind: 'i', prefix: "G"}},
	"heap":      {{name: "appId", required: true, kind: 'i'}},
	"hightouch": {{name: "writeKey", required: true, kind: 'i'}, {name: "apiHost", kind: 'u'}},
	"hotjar":    {{name: "hjid", required: true, kind: 'i'}, {name: "hjsv", required: true, kind: 'i'}},
	"intercom":  {{name: "appId", required: true, kind: 'i', min: 6}},
	"koala":     {{name: "publicApiKey", required: true, kind: 'i'}},
	"logrocket": {{name: "appId", required: true, kind: 'i'}},
	"mixpanel":  {{name: "projectToken", required: true, kind: 'i'}},
	"pirsch":    {{name: "id", required: true, kind: 'i'}},
	"plausible": {{name: "domain", required: true, kind: 'i'}, {name: "server", kind: 'u'}},
	"posthog":   {{name: "apiKey", required: true, kind: 'i', prefix: "phc_"}, {name: "apiHost", kind: 'u'}, {name: "sessionRecording", kind: 'b'}},
	"segment":   {{name: "key", required: true, kind: 'i'}},
}

// integrationNames are the keys `integrations` accepts.
var integrationNames = func() []string {
	names := []string{"telemetry", "cookies", "customScripts"}
	for n := range IntegrationKeys {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}()

// idChars is what an ID, key or token may hold: every vendor's IDs fit,
// and none of it can end a string or a script.
var idChars = regexp.MustCompile(`^[A-Za-z0-9_.:/-]{1,200}$`)

// integrations decodes `integrations`. A problem with one integration
// leaves that integration out with a warning (--strict makes it an
// error): analytics are never worth a failed build, and a value that is
// not what the vendor's IDs look like never reaches a script.
func (d *decoder) integrations(v *jsonv.Value, path string) Integrations {
	var in Integrations
	for m, p := range d.members(v, path) {
		switch m.Key {
		case "telemetry":
			d.telemetry(v, m, p)
		case "cookies":
			in.Consent = true
			in.CookieKey, in.CookieValue = d.cookies(m.Value, p)
		case "customScripts":
			in.CustomScripts = d.customScripts(m.Value, p)
		default:
			keys, ok := IntegrationKeys[m.Key]
			if !ok {
				d.keyWarnf(v, m, p, diag.DidYouMean(m.Key, integrationNames), "unknown integration %q is ignored", m.Key)
				continue
			}
			if it, ok := d.integration(m.Value, p, m.Key, keys); ok {
				in.Vendors = append(in.Vendors, it)
			}
		}
	}
	return in
}

func (d *decoder) integration(v *jsonv.Value, path, name string, keys []integrationKey) (Integration, bool) {
	if v.Kind != jsonv.Object {
		d.warnf(v, path, "", "integration %s is left out: it must be an object, not %s", name, article(v.Kind))
		return Integration{}, false
	}
	it := Integration{Name: name, Values: map[string]string{}}
	ok := true
	var known []string
	for _, k := range keys {
		known = append(known, k.name)
	}
	for _, m := range v.Obj {
		p := keyPath(path, m.Key)
		i := slices.IndexFunc(keys, func(k integrationKey) bool { return k.name == m.Key })
		if i < 0 {
			d.unknownKey(v, m, path, known)
			continue
		}
		val, problem := integrationValue(m.Value, keys[i])
		if problem != "" {
			d.warnf(m.Value, p, "", "integration %s is left out: %s", name, problem)
			ok = false
			continue
		}
		it.Values[m.Key] = val
	}
	for _, k := range keys {
		if _, set := it.Values[k.name]; k.required && !set && v.Get(k.name) == nil {
			d.warnf(v, keyPath(path, k.name), "", "integration %s is left out: %q is required", name, k.name)
			ok = false
		}
	}
	return it, ok
}

// integrationValue checks one value against its key, returning it as
// the script will use it, or what is wrong with it.
func integrationValue(v *jsonv.Value, k integrationKey) (string, string) {
	if k.kind == 'b' {
		if v.Kind != jsonv.Bool {
			return "", fmt.Sprintf("%s must be a boolean, not %s", k.name, article(v.Kind))
		}
		return fmt.Sprint(v.Bool), ""
	}
	if v.Kind != jsonv.String {
		return "", fmt.Sprintf("%s must be a string, not %s", k.name, article(v.Kind))
	}
	s := strings.TrimSpace(v.Str)
	switch {
	case k.kind == 'u':
		u, err := httpsURL(s)
		if err != "" {
			return "", k.name + " " + err
		}
		return u, ""
	case !idChars.MatchString(s):
		return "", fmt.Sprintf("%s %q holds characters no vendor ID has (letters, digits and _ . : / - only)", k.name, s)
	case !strings.HasPrefix(s, k.prefix):
		return "", fmt.Sprintf("%s %q must begin with %q", k.name, s, k.prefix)
	case len(s) < k.min:
		return "", fmt.Sprintf("%s %q is shorter than %d characters", k.name, s, k.min)
	}
	return s, ""
}

// httpsURL accepts an https URL, or a bare host that it makes one, and
// returns it without a trailing slash.
func httpsURL(s string) (string, string) {
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" || strings.ContainsAny(s, "\"'<>\\` ") {
		return "", fmt.Sprintf("%q is not a URL", s)
	}
	if u.Scheme != "https" && !(u.Scheme == "http" && (u.Hostname() == "localhost" || u.Hostname() == "127.0.0.1")) {
		return "", fmt.Sprintf("%q must use https", s)
	}
	return strings.TrimSuffix(u.String(), "/"), ""
}

// telemetry is the hosted platform's own telemetry: a static site sends
// none, so only enabled: true loses something.
func (d *decoder) telemetry(obj *jsonv.Value, m jsonv.Member, path string) {
	for tm, p := range d.fields(m.Value, path, "enabled") {
		if b, ok := d.boolean(tm.Value, p); ok && b {
			d.keyWarnf(obj, m, path, "remove it, or set enabled to false", "%s: navbuild sends no telemetry of its own; ignored", path)
		}
	}
}

// cookies decodes `integrations.cookies`: {key, value}, the cookie (or
// localStorage entry) a consent tool sets; with it, the integrations
// load only once the reader has it. Any strings are taken, as the
// reference takes them (they reach the script as JSON); a setting without
// a key is one no reader can meet, so the integrations never load, with a
// warning: consent fails closed, never open.
func (d *decoder) cookies(v *jsonv.Value, path string) (key, value string) {
	for m, p := range d.fields(v, path, "key", "value") {
		s, _ := d.str(m.Value, p)
		if m.Key == "key" {
			key = s
		} else {
			value = s
		}
	}
	if key == "" {
		d.warnf(v, path, "give the name of the cookie your consent tool sets as cookies.key, or remove cookies",
			"no cookies.key: the integrations wait for a consent navbuild cannot check, and never load")
	}
	return key, value
}

// maxCustomScripts is the reference's limit.
const maxCustomScripts = 20

func (d *decoder) customScripts(v *jsonv.Value, path string) []CustomScript {
	if !d.typeOK(v, path, jsonv.Array) {
		return nil
	}
	var out []CustomScript
	for i, e := range v.Arr {
		p := fmt.Sprintf("%s[%d]", path, i)
		if i == maxCustomScripts {
			d.warnf(e, p, "", "the reference loads at most %d custom scripts; the rest are left out", maxCustomScripts)
			break
		}
		if !d.typeOK(e, p, jsonv.Object) {
			continue
		}
		cs := CustomScript{Strategy: "afterInteractive"}
		ok := true
		for m, mp := range d.fields(e, p, "src", "strategy") {
			switch m.Key {
			case "src":
				s, _ := d.str(m.Value, mp)
				low := strings.ToLower(s)
				if !strings.HasPrefix(low, "https://") {
					d.warnf(m.Value, mp, "", "custom script %q is left out: it must start with https://", s)
					ok = false
				} else if u, err := httpsURL(s); err != "" || strings.HasSuffix(low, ".svg") || strings.HasSuffix(low, ".exe") || strings.HasSuffix(low, ".zip") {
					d.warnf(m.Value, mp, "", "custom script %q is left out: not a script URL", s)
					ok = false
				} else {
					cs.Src = u
				}
			case "strategy":
				if s, good := d.enum(m.Value, mp, "afterInteractive", "lazyOnload"); good {
					cs.Strategy = s
				}
			}
		}
		if ok && cs.Src == "" && e.Get("src") == nil {
			d.warnf(e, keyPath(p, "src"), "", "custom script is left out: \"src\" is required")
			ok = false
		}
		if ok && cs.Src != "" {
			out = append(out, cs)
		}
	}
	return out
}
