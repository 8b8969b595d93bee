package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"

	"github.com/navbuild/navbuild/assets"
	"github.com/navbuild/navbuild/internal/config"
)

// integrationsMark is where assets/integrations.js takes its
// configuration.
const integrationsMark = "NAVBUILD_INTEGRATIONS"

// integrationsConfig is the configuration integrations.js reads.
type integrationsConfig struct {
	Vendors []integrationVendor `json:"vendors"`
	Scripts []integrationScript `json:"scripts"`
	Cookies *integrationCookie  `json:"cookies,omitempty"`
}

type integrationVendor struct {
	Name   string            `json:"name"`
	Values map[string]string `json:"values"`
}

type integrationScript struct {
	Src      string `json:"src"`
	Strategy string `json:"strategy"`
}

type integrationCookie struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// integrationsScript returns the site-wide script that loads the vendors
// of in (docs.json's `integrations`), and its content-hashed name; ""
// when in loads nothing, so a site without integrations links no script.
// The configuration is JSON with <, > and & escaped: config checked the
// values, and even a value it let through cannot end the string or the
// script.
func (r *Renderer) integrationsScript(in config.Integrations) (string, []byte, error) {
	if in.Empty() {
		return "", nil, nil
	}
	c := integrationsConfig{Vendors: []integrationVendor{}, Scripts: []integrationScript{}}
	for _, v := range in.Vendors {
		c.Vendors = append(c.Vendors, integrationVendor{Name: v.Name, Values: v.Values})
	}
	for _, s := range in.CustomScripts {
		c.Scripts = append(c.Scripts, integrationScript{Src: s.Src, Strategy: s.Strategy})
	}
	if in.Consent || in.CookieKey != "" {
		c.Cookies = &integrationCookie{Key: in.CookieKey, Value: in.CookieValue}
	}
	conf, err := json.Marshal(c) // escapes <, >, &, U+2028 and U+2029
	if err != nil {
		return "", nil, err
	}
	body, err := fs.ReadFile(assets.FS, "integrations.js")
	if err != nil {
		return "", nil, fmt.Errorf("read asset integrations.js: %w", err)
	}
	// The configuration goes in after minifying: the minifier would
	// turn its escapes back into the characters they stand for.
	if body, err = r.minify("application/javascript", body); err != nil {
		return "", nil, fmt.Errorf("minify integrations.js: %w", err)
	}
	if bytes.Count(body, []byte(integrationsMark)) != 1 {
		return "", nil, fmt.Errorf("minified integrations.js: no single %s", integrationsMark)
	}
	js := bytes.Replace(body, []byte(integrationsMark), conf, 1)
	return hashedName("integrations.js", js), js, nil
}
