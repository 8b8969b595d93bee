package config

import (
	"slices"
	"strings"
	"testing"
)

func TestContextual(t *testing.T) {
	tests := []struct {
		name string
		json string // the value of "contextual"
		want []ContextualOption
		diag string // the diagnostics, one a line; "" for none
	}{
		{"builtins", `{"options":["copy","view","chatgpt","claude","perplexity","grok","aistudio"]}`,
			[]ContextualOption{{Builtin: "copy"}, {Builtin: "view"}, {Builtin: "chatgpt"}, {Builtin: "claude"},
				{Builtin: "perplexity"}, {Builtin: "grok"}, {Builtin: "aistudio"}}, ""},
		{"custom", `{"options":["copy",{"title":"Try it","description":"In the playground","icon":"play","href":"https://play.example.com/?a=1"}]}`,
			[]ContextualOption{{Builtin: "copy"}, {Title: "Try it", Description: "In the playground", Icon: "play", Href: "https://play.example.com/?a=1"}}, ""},
		{"hosted", `{"options":["copy","mcp","cursor","vscode"]}`, []ContextualOption{{Builtin: "copy"}},
			`docs.json:1:91: warning: contextual.options[1]: option "mcp" is left out: it copies the URL of the MCP server the hosted platform runs for the site, which a static site does not have
docs.json:1:97: warning: contextual.options[2]: option "cursor" is left out: it installs the hosted platform's MCP server in Cursor, which a static site does not have
docs.json:1:106: warning: contextual.options[3]: option "vscode" is left out: it installs the hosted platform's MCP server in VS Code, which a static site does not have`},
		{"unknown", `{"options":["cpy","view"]}`, []ContextualOption{{Builtin: "view"}},
			`docs.json:1:84: warning: contextual.options[0]: unknown contextual menu option "cpy" is ignored (did you mean "copy"?)`},
		{"custom without href", `{"options":[{"title":"T"}]}`, nil,
			`docs.json:1:84: warning: contextual.options[0]: a custom contextual menu option needs a title and an href: it is left out`},
		{"custom query href", `{"options":[{"title":"T","href":{"base":"https://x"}}]}`, nil,
			`docs.json:1:104: warning: contextual.options[0].href: a link with query parameters from the page is not supported: the option is left out (write the link as a string)`},
		{"number", `{"options":[1]}`, nil,
			`docs.json:1:84: warning: contextual.options[0]: a contextual menu option is a name or an object, got a number: it is left out`},
		{"script href", `{"options":[{"title":"T","href":"javascript:alert(1)"}]}`, nil,
			`error: contextual.options[0].href: "javascript:alert(1)" would run a script when clicked`},
		{"not an array", `{"options":"copy"}`, nil, `error: contextual.options: expected an array, got a string`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, got := load(t, map[string]string{"docs.json": head + `"contextual":` + tt.json + `,"navigation":{"pages":["a"]}}`})
			got = strings.TrimSpace(got)
			if strings.Contains(tt.diag, "error: ") && !strings.Contains(tt.diag, "warning") {
				if !strings.Contains(got, tt.diag) || f != nil {
					t.Fatalf("diagnostics:\n%s\nwant an error containing %q", got, tt.diag)
				}
				return
			}
			if got != tt.diag {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", got, tt.diag)
			}
			if f == nil {
				t.Fatal("no file")
			}
			if !slices.Equal(f.Contextual, tt.want) {
				t.Errorf("options = %+v, want %+v", f.Contextual, tt.want)
			}
		})
	}
}
