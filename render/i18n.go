package render

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/navbuild/navbuild/internal/i18n"
)

// scriptText is the text assets/app.js and assets/search.js write, in a
// page's language: the JSON of <html data-ui>, which the language's file
// (uiScript) sets. The scripts hold the English words themselves, so
// English pages carry none.
type scriptText struct {
	// search.js: the dialog. Many holds "{n}" for the number of results.
	All     string `json:"all"`
	One     string `json:"one"`
	Many    string `json:"many"`
	None    string `json:"none"`
	Close   string `json:"close"`
	Results string `json:"results"`
	Failed  string `json:"failed"`
	Offline string `json:"offline"`
	More    string `json:"more"`
	Esc     string `json:"esc,omitempty"` // the key that closes the dialog, left out where it is English's "Esc"
	// app.js: the copy buttons; Ask, the assistants' prompt, holds
	// "{url}" for the page's address.
	CopyCode string `json:"copyCode"`
	CopyPage string `json:"copyPage"`
	// CopyPrompt labels a <Prompt>'s copy button.
	CopyPrompt string `json:"copyPrompt"`
	Copied     string `json:"copied"`
	Ask        string `json:"ask"`
	// app.js: the label of the menu of views; diagrams.js: the controls
	// of a diagram.
	View    string `json:"view"`
	ZoomIn  string `json:"zoomIn"`
	ZoomOut string `json:"zoomOut"`
	Reset   string `json:"reset"`
	Pan     string `json:"pan"`
}

// scriptTexts returns the data-ui attribute of pages in t's language; ""
// in English.
func scriptTexts(t *i18n.Texts) string {
	if t.English() {
		return ""
	}
	data, _ := json.Marshal(scriptText{ // strings only: it cannot fail
		All: t.Get("search.all"), One: t.Get("search.one"), Many: t.Get("search.many"), None: t.Get("search.none"),
		Close: t.Get("search.close"), Results: t.Get("search.results"), Failed: t.Get("search.failed"),
		Offline: t.Get("search.offline"), More: t.Get("search.more"), Esc: strings.TrimPrefix(t.Get("search.esc"), "Esc"), CopyCode: t.Get("copy.code"), CopyPage: t.Get("copy.page"),
		Copied: t.Get("copied"), Ask: t.Get("ask.prompt"), View: t.Get("view.select"), CopyPrompt: t.Get("copy.prompt"),
		ZoomIn: t.Get("diagram.zoomin"), ZoomOut: t.Get("diagram.zoomout"), Reset: t.Get("diagram.reset"), Pan: t.Get("diagram.pan"),
	})
	return string(data)
}

// uiScript returns the file that sets <html data-ui> to the scripts' text
// in t's language, and its content; "" in English. Pages load it defer
// before app.js, so every script that reads data-ui finds it set: one
// cached file per language instead of the same 0.5 KB attribute on every
// page.
func uiScript(t *i18n.Texts) (name string, data []byte) {
	ui := scriptTexts(t)
	if ui == "" {
		return "", nil
	}
	lit, _ := json.Marshal(ui) // a string: it cannot fail; <, > and & come out escaped
	data = []byte(`document.documentElement.setAttribute("data-ui",` + string(lit) + ")\n")
	sum := sha256.Sum256(data)
	return "_navbuild/ui/" + hex.EncodeToString(sum[:6]) + ".js", data
}
