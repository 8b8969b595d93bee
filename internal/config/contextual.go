package config

import (
	"fmt"
	"slices"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// ContextualBuiltins are the built-in options of the contextual menu
// navbuild builds: they need only the page and its Markdown twin.
var ContextualBuiltins = []string{"copy", "view", "chatgpt", "claude", "perplexity", "grok", "aistudio"}

// contextualHosted are the reference's options that need what only the
// hosted platform runs, with why: navbuild leaves them out.
var contextualHosted = []struct{ name, why string }{
	{"mcp", "it copies the URL of the MCP server the hosted platform runs for the site"},
	{"cursor", "it installs the hosted platform's MCP server in Cursor"},
	{"vscode", "it installs the hosted platform's MCP server in VS Code"},
	{"add-mcp", "it adds the hosted platform's MCP server to an assistant"},
	{"devin-mcp", "it connects Devin to the hosted platform's MCP server"},
	{"assistant", "it opens the hosted platform's AI assistant"},
	{"download-spec", "it downloads the OpenAPI file the hosted platform serves"},
}

var contextualCustomKeys = []string{"title", "description", "icon", "iconType", "href"}

// contextual decodes `contextual`. A problem with one option leaves that
// option out with a warning: the menu is a convenience, never worth a
// failed build.
func (d *decoder) contextual(v *jsonv.Value, path string) []ContextualOption {
	var opts []ContextualOption
	// "display" is where the reference places the menu; navbuild has one
	// place.
	for m, p := range d.fields(v, path, "options", "display") {
		if m.Key != "options" || !d.typeOK(m.Value, p, jsonv.Array) {
			continue
		}
		for i, o := range m.Value.Arr {
			if opt, ok := d.contextualOption(o, fmt.Sprintf("%s[%d]", p, i)); ok {
				opts = append(opts, opt)
			}
		}
	}
	return opts
}

func (d *decoder) contextualOption(v *jsonv.Value, path string) (ContextualOption, bool) {
	switch v.Kind {
	case jsonv.String:
		if slices.Contains(ContextualBuiltins, v.Str) {
			return ContextualOption{Builtin: v.Str}, true
		}
		names := slices.Clone(ContextualBuiltins)
		for _, h := range contextualHosted {
			if h.name == v.Str {
				d.warnf(v, path, "", "option %q is left out: %s, which a static site does not have", v.Str, h.why)
				return ContextualOption{}, false
			}
			names = append(names, h.name)
		}
		d.warnf(v, path, diag.DidYouMean(v.Str, names), "unknown contextual menu option %q is ignored", v.Str)
	case jsonv.Object:
		var o ContextualOption
		for m, p := range d.fields(v, path, contextualCustomKeys...) {
			switch m.Key {
			case "title":
				o.Title, _ = d.str(m.Value, p)
			case "description":
				o.Description, _ = d.str(m.Value, p)
			case "icon":
				if ic, ok := d.icon(m.Value, p); ok {
					o.Icon = ic.Name
				}
			case "iconType":
				d.str(m.Value, p)
			case "href":
				if m.Value.Kind == jsonv.Object {
					d.warnf(m.Value, p, "write the link as a string", "a link with query parameters from the page is not supported: the option is left out")
					return o, false
				}
				o.Href, _, _ = d.href(m.Value, p)
			}
		}
		if o.Title == "" || o.Href == "" {
			d.warnf(v, path, "", "a custom contextual menu option needs a title and an href: it is left out")
			return o, false
		}
		return o, true
	default:
		d.warnf(v, path, "", "a contextual menu option is a name or an object, got %s: it is left out", article(v.Kind))
	}
	return ContextualOption{}, false
}
