package render

import (
	"cmp"
	"net/url"
	"strings"

	"github.com/navbuild/navbuild/internal/i18n"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/resolve"
)

// menuView is a page's contextual menu (docs.json `contextual`): a "Copy
// page" button that app.js shows, and a <details> menu of links that work
// without JavaScript.
type menuView struct {
	// Copy is the Markdown twin the "Copy page" button copies, from the
	// root; "" when the options leave copy out.
	Copy  string
	Items []*linkView
	// CopyLabel and OptionsLabel name the button and the menu in the
	// page's language.
	CopyLabel, OptionsLabel string
}

// assistants are the built-in options that open an AI assistant with a
// prompt: their label and the URL the prompt is appended to, encoded.
var assistants = map[string]struct{ label, url string }{
	"chatgpt":    {"ChatGPT", "https://chatgpt.com/?hints=search&q="},
	"claude":     {"Claude", "https://claude.ai/new?q="},
	"perplexity": {"Perplexity", "https://www.perplexity.ai/search/new?q="},
	"grok":       {"Grok", "https://grok.com/?q="},
	"aistudio":   {"Google AI Studio", "https://aistudio.google.com/prompts/new_chat?prompt="},
}

// contextualMenu builds the menu of a page whose twin is twin. The
// assistants' prompt names the page's canonical URL, else (no base URL)
// its site path, which app.js replaces with the page's address in the
// browser. nil without options or twin.
func (s *Site) contextualMenu(opts []resolve.ContextualOption, twin, canonical, sitePath string, t *i18n.Texts) *menuView {
	if twin == "" || len(opts) == 0 {
		return nil
	}
	pageURL := cmp.Or(canonical, sitePath)
	m := &menuView{CopyLabel: t.Get("copy.page"), OptionsLabel: t.Get("page.options")}
	for _, o := range opts {
		switch o.Builtin {
		case "copy":
			m.Copy = twin
		case "view":
			m.Items = append(m.Items, &linkView{Label: t.Get("view.md"), Description: t.Get("view.md.desc"),
				Href: twin, Icon: uiIcon("file-lines")})
		case "":
			if o.Href == "" || !link.Allowed(o.Href) {
				continue // the decoder reported it
			}
			m.Items = append(m.Items, &linkView{Label: o.Title, Description: o.Description, Icon: s.icon(&resolve.Icon{Name: o.Icon}),
				Href: s.r.link.href(o.Href), External: link.IsExternal(o.Href)})
		default:
			a, ok := assistants[o.Builtin]
			if !ok {
				continue
			}
			lv := &linkView{Label: t.Fill("open.in", "name", a.label), Description: t.Get("ask.desc"),
				Href: a.url + strings.ReplaceAll(url.QueryEscape(t.Fill("ask.prompt", "url", pageURL)), "+", "%20"), Icon: uiIcon("sparkles"), External: true}
			if canonical == "" {
				lv.Ask = a.url
			}
			m.Items = append(m.Items, lv)
		}
	}
	if m.Copy == "" && len(m.Items) == 0 {
		return nil
	}
	return m
}
