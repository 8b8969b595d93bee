package markdown

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"golang.org/x/net/html"
)

func TestParseFence(t *testing.T) {
	tests := []struct {
		name, info string
		want       fence
	}{
		{"empty", "", fence{}},
		{"language", "js", fence{lang: "js"}},
		{"title", "js index.js", fence{lang: "js", title: "index.js"}},
		{"title of several words", "javascript Example title", fence{lang: "javascript", title: "Example title"}},
		{"title attribute", `js title="utils/hello world.js"`, fence{lang: "js", title: "utils/hello world.js"}},
		{"title attribute wins", `js a.js title='b.js'`, fence{lang: "js", title: "b.js"}},
		{"quoted title", `js "my file.js" lines`, fence{lang: "js", title: "my file.js", lines: true}},
		{"highlight", "js index.js {1,3-5}", fence{lang: "js", title: "index.js", highlight: []span{{1, 1}, {3, 5}}}},
		{"highlight glued to language", "js{2}", fence{lang: "js", highlight: []span{{2, 2}}}},
		{"highlight option", "js highlight={1-2,5}", fence{lang: "js", highlight: []span{{1, 2}, {5, 5}}}},
		{"highlight array", `js highlight="[1,3]"`, fence{lang: "js", highlight: []span{{1, 1}, {3, 3}}}},
		{"focus", "js focus=2,4-5", fence{lang: "js", focus: []span{{2, 2}, {4, 5}}}},
		{"flags", "java HelloWorld.java lines wrap expandable", fence{lang: "java", title: "HelloWorld.java", lines: true, wrap: true}},
		{"reference example", `java HelloWorld.java example icon="java" lines`, fence{lang: "java", title: "HelloWorld.java example", lines: true}},
		{"flag options", "js lines=false wrap=true", fence{lang: "js", wrap: true}},
		{"ignored options", "js theme={null} icon=square-js twoslash", fence{lang: "js"}},
		{"tabs", "js\tindex.js\t{1}", fence{lang: "js", title: "index.js", highlight: []span{{1, 1}}}},
		{"reversed range", "js {5-3}", fence{lang: "js", highlight: []span{{3, 5}}}},
		{"malformed ranges skipped", "js {a,0,-2,3-,-,2-x,99999999999999999999,4}", fence{lang: "js", highlight: []span{{4, 4}}}},
		{"unclosed brace", "js {1,2", fence{lang: "js", highlight: []span{{1, 1}, {2, 2}}}},
		{"unclosed quote", `js title="a b`, fence{lang: "js", title: "a b"}},
		{"nested braces", "js {{1}}", fence{lang: "js", highlight: []span{{1, 1}}}},
		{"lone equals", "js = a=", fence{lang: "js", title: "="}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := parseFence(tt.info); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("parseFence(%q)\n got %+v\nwant %+v", tt.info, got, tt.want)
			}
		})
	}
}

func TestSpansCapped(t *testing.T) {
	got := appendSpans(nil, strings.Repeat("1,", 10000))
	if len(got) != maxSpans {
		t.Errorf("%d spans, want %d", len(got), maxSpans)
	}
}

func TestCodeBlocks(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{
			"highlighted with title",
			"```go main.go\nx := 1\n```",
			`<div class="code-block" data-lang="go"><div class="code-title">main.go</div><pre class="chroma" tabindex="0"><code>` +
				`<span class="nx">x</span> <span class="o">:=</span> <span class="mi">1</span>` + "\n" +
				"</code></pre></div>\n",
		},
		{
			"highlighted lines and flags",
			"```text {2} lines wrap\na\nb\nc\n```",
			`<div class="code-block lines wrap" data-lang="text"><pre class="chroma" tabindex="0"><code>` +
				`<span class="line">a</span>` + "\n" + `<span class="line hl">b</span>` + "\n" + `<span class="line">c</span>` + "\n" +
				"</code></pre></div>\n",
		},
		{
			"focus",
			"```text focus=1\na\nb\n```",
			`<div class="code-block has-focus" data-lang="text"><pre class="chroma" tabindex="0"><code>` +
				`<span class="line focus">a</span>` + "\n" + `<span class="line">b</span>` + "\n" +
				"</code></pre></div>\n",
		},
		{
			"unknown language is escaped plain text",
			"```nosuchlang \"<t>\"\n<b>&amp;</b>\n```",
			`<div class="code-block" data-lang="nosuchlang"><div class="code-title">&lt;t&gt;</div><pre class="chroma" tabindex="0"><code>` +
				`&lt;b&gt;&amp;amp;&lt;/b&gt;` + "\n" +
				"</code></pre></div>\n",
		},
		{
			"no language",
			"```\na\n\nb\n```",
			`<div class="code-block"><pre class="chroma" tabindex="0"><code>` +
				"a\n\nb\n" +
				"</code></pre></div>\n",
		},
		{
			"empty",
			"```js\n```",
			`<div class="code-block" data-lang="js"><pre class="chroma" tabindex="0"><code></code></pre></div>` + "\n",
		},
		{
			"highlight beyond the end",
			"```text {2-100}\na\n```",
			`<div class="code-block" data-lang="text"><pre class="chroma" tabindex="0"><code><span class="line">a</span>` + "\n" + "</code></pre></div>\n",
		},
		{
			"crlf",
			"```text\r\na\r\nb\r\n```\r\n",
			`<div class="code-block" data-lang="text"><pre class="chroma" tabindex="0"><code>a` + "\n" + `b` + "\n" + "</code></pre></div>\n",
		},
		{
			"mermaid",
			"```mermaid\ngraph TD; A-->B & C\n```",
			`<div class="mermaid"><pre class="mermaid-source" tabindex="0"><code>graph TD; A--&gt;B &amp; C` + "\n</code></pre></div>\n",
		},
		{
			"mermaid with the reference's options",
			"```mermaid placement=\"top-right\" actions={false}\nsequenceDiagram\n  A->>B: hi\n```",
			`<div class="mermaid" data-placement="top-right" data-actions="false"><pre class="mermaid-source" tabindex="0"><code>sequenceDiagram` + "\n  A-&gt;&gt;B: hi\n</code></pre></div>\n",
		},
		{
			"mermaid with unknown options",
			"```Mermaid placement=middle actions=maybe\npie\n```",
			`<div class="mermaid"><pre class="mermaid-source" tabindex="0"><code>pie` + "\n</code></pre></div>\n",
		},
		{
			"math fence",
			"```math\n\\frac{a}{b} < c\n```",
			`<div class="math math-display">\frac{a}{b} &lt; c</div>` + "\n",
		},
		{
			"multi-line token split per line",
			"```go\n/* a\nb */\n```",
			`<div class="code-block" data-lang="go"><pre class="chroma" tabindex="0"><code>` +
				`<span class="cm">/* a</span>` + "\n" + `<span class="cm">b */</span>` + "\n" +
				"</code></pre></div>\n",
		},
		{
			"indented code is text, as in MDX",
			"    a < b\n\n\t# not a heading\n\n- item\n\n      indented in an item\n",
			"<p>a &lt; b</p>\n<p># not a heading</p>\n<ul>\n<li>\n<p>item</p>\n<p>indented in an item</p>\n</li>\n</ul>\n",
		},
		{
			// micromark, with indented code off, lets a fence's prefix be
			// any length: the fence interrupts the paragraph, its lines
			// lose the fence's indent, and an indented fence closes it.
			"a fence indented four spaces or more is code, as in MDX",
			"Example:\n    ```text\n    f\"{x}\"\n      y\n    ```\nafter\n",
			"<p>Example:</p>\n" + `<div class="code-block" data-lang="text"><pre class="chroma" tabindex="0"><code>f"{x}"` + "\n" + "  y\n" +
				"</code></pre></div>\n<p>after</p>\n",
		},
		{
			"a shorter or other fence does not close it",
			"        ~~~~\n        ``\n        ~~~\n        ~~~~\n",
			`<div class="code-block"><pre class="chroma" tabindex="0"><code>` + "``\n~~~\n</code></pre></div>\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := convert(t, tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestLexerAliases(t *testing.T) {
	r := newNodeRenderer(false, nil)
	for _, lang := range []string{"js", "JS", "mdx", "bash", "shellsession"} {
		if r.lexer(lang) == nil {
			t.Errorf("no lexer for %q", lang)
		}
	}
	for _, lang := range []string{"", "text", "mermaid-ish-nothing", "plaintext"} {
		if r.lexer(lang) != nil {
			t.Errorf("a lexer for %q", lang)
		}
	}
}

// TestTokeniseJSON: the fast JSON highlighter gives exactly chroma's
// tokens on JSON, and hands anything else to chroma.
func TestTokeniseJSON(t *testing.T) {
	lexer := lexers.Get("json")
	for _, code := range []string{
		"{\n  \"a\": [1, -2.5e3, true, null, \"x\\\"y\"],\n  \"b\": {},\n  \"c\" : \"d:e\"\n}\n",
		"[]",
		`"just a string"`,
		"{\"nested\": {\"deeper\": [[{\"k\": false}]]}}",
	} {
		fast, ok := tokeniseJSON(code)
		if !ok {
			t.Errorf("%q: not taken", code)
			continue
		}
		slow, _ := tokenise(lexer, code)
		if got, want := tokenString(fast), tokenString(slow); got != want {
			t.Errorf("%q:\n got %s\nwant %s", code, got, want)
		}
	}
	for _, code := range []string{"{\"a\": 1 // comment\n}", "{'a': 1}", "\"open", "{\"a\": undefined}"} {
		if _, ok := tokeniseJSON(code); ok {
			t.Errorf("%q: taken, want chroma", code)
		}
	}
}

func tokenString(tokens []chroma.Token) string {
	var b strings.Builder
	for _, t := range tokens {
		fmt.Fprintf(&b, "%s%q ", class(t.Type), t.Value)
	}
	return b.String()
}

// FuzzTokeniseJSON: the fast JSON lexer never loses text, and on valid
// JSON it gives exactly chroma's tokens.
func FuzzTokeniseJSON(f *testing.F) {
	for _, s := range []string{`{"a": [1, -2.5e3, true, null, "x\"y"]}`, `[]`, `"s"`, "{\n  \"k\" : {}\n}\n", `{"a": 1 // c`} {
		f.Add(s)
	}
	lexer := lexers.Get("json")
	f.Fuzz(func(t *testing.T, code string) {
		fast, ok := tokeniseJSON(code)
		if !ok {
			return
		}
		var joined strings.Builder
		for _, tk := range fast {
			joined.WriteString(tk.Value)
		}
		if joined.String() != code {
			t.Fatalf("tokens %q do not add up to %q", joined.String(), code)
		}
		if !json.Valid([]byte(code)) || !utf8.ValidString(code) || strings.ContainsAny(code, "\r\t") {
			return
		}
		slow, _ := tokenise(lexer, code)
		if got, want := tokenString(fast), tokenString(slow); got != want {
			t.Fatalf("%q:\n got %s\nwant %s", code, got, want)
		}
	})
}

// FuzzTokeniseSample: the sample lexer keeps every byte, in every
// language it knows.
func FuzzTokeniseSample(f *testing.F) {
	for _, s := range []string{"curl --request GET \\\n  --url 'https://x?a=1' # c", "const a = `t ${x}` // c\n/* m */", "s = '''doc\n'''\nprint(\"é\")", "'unterminated", "a#b #c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		for lang := range sampleWords {
			tokens, ok := tokeniseSample(lang, code)
			if !ok {
				t.Fatalf("%s: not lexed", lang)
			}
			var joined strings.Builder
			for _, tk := range tokens {
				joined.WriteString(tk.Value)
			}
			if joined.String() != code {
				t.Fatalf("%s: tokens %q do not add up to %q", lang, joined.String(), code)
			}
		}
	})
}

// TestTokeniseSample: comments, template literals, triple quotes and
// shell comments are told apart from code.
func TestTokeniseSample(t *testing.T) {
	tests := []struct {
		lang, code string
		want       []chroma.Token
	}{
		{"javascript", "// it's `x`\nconst a = `b`", []chroma.Token{
			{Type: chroma.CommentSingle, Value: "// it's `x`"}, {Type: chroma.Text, Value: "\n"},
			{Type: chroma.KeywordDeclaration, Value: "const"}, {Type: chroma.Text, Value: " "}, {Type: chroma.Name, Value: "a"},
			{Type: chroma.Text, Value: " "}, {Type: chroma.Operator, Value: "="}, {Type: chroma.Text, Value: " "},
			{Type: chroma.LiteralStringBacktick, Value: "`b`"}}},
		{"typescript", "/* a */x", []chroma.Token{{Type: chroma.CommentMultiline, Value: "/* a */"}, {Type: chroma.Name, Value: "x"}}},
		{"python", "x = \"\"\"a\"b\"\"\" # c", []chroma.Token{
			{Type: chroma.Name, Value: "x"}, {Type: chroma.Text, Value: " "}, {Type: chroma.Operator, Value: "="}, {Type: chroma.Text, Value: " "},
			{Type: chroma.LiteralStringDoc, Value: `"""a"b"""`}, {Type: chroma.Text, Value: " "}, {Type: chroma.CommentSingle, Value: "# c"}}},
		{"bash", "curl x/#y", []chroma.Token{
			{Type: chroma.NameBuiltin, Value: "curl"}, {Type: chroma.Text, Value: " "}, {Type: chroma.Text, Value: "x"},
			{Type: chroma.Operator, Value: "/"}, {Type: chroma.Punctuation, Value: "#"}, {Type: chroma.Text, Value: "y"}}},
		{"bash", "curl a#b # c", []chroma.Token{
			{Type: chroma.NameBuiltin, Value: "curl"}, {Type: chroma.Text, Value: " "}, {Type: chroma.Text, Value: "a"},
			{Type: chroma.Punctuation, Value: "#"}, {Type: chroma.Text, Value: "b"}, {Type: chroma.Text, Value: " "},
			{Type: chroma.CommentSingle, Value: "# c"}}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got, _ := tokeniseSample(tt.lang, tt.code)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("%q:\n got %v\nwant %v", tt.code, got, tt.want)
			}
		})
	}
}

// TestCodeBlockMaxLines checks that a block cut after n lines keeps all of
// its text, highlights the first n lines only, and writes the rest as one
// plain span; and that a block within the limit is written as with none.
func TestCodeBlockMaxLines(t *testing.T) {
	var lines []string
	for i := range 6 {
		lines = append(lines, fmt.Sprintf(`  "key%d": [%d, true, "a<b"],`, i, i))
	}
	code := "{\r\n" + strings.Join(lines, "\r\n") + "\r\n  \"end\": null\r\n}\r\n"
	plain := strings.ReplaceAll(code, "\r\n", "\n")
	text := func(h string) string {
		var b strings.Builder
		z := html.NewTokenizer(strings.NewReader(h))
		for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
			if tt == html.TextToken {
				b.Write(z.Text())
			}
		}
		return b.String()
	}
	for _, lang := range []string{"json", "bash", "yaml"} {
		var all, none, cut bytes.Buffer
		CodeBlock(&all, nil, lang, code, 0)
		CodeBlock(&none, nil, lang, code, 100)
		CodeBlock(&cut, nil, lang, code, 3)
		if all.String() != none.String() {
			t.Errorf("%s: a block within the limit differs from one without:\n%s\n%s", lang, none.String(), all.String())
		}
		if got, want := text(cut.String()), text(all.String()); got != want || !strings.HasPrefix(got, plain) {
			t.Errorf("%s: the cut block's text is\n%q, want\n%q (%q)", lang, got, want, plain)
		}
		head, _, _ := strings.Cut(cut.String(), `<span class="code-rest">`)
		if got := strings.Count(head, "\n"); got != 3 {
			t.Errorf("%s: %d highlighted lines, want 3:\n%s", lang, got, cut.String())
		}
		_, rest, ok := strings.Cut(cut.String(), `<span class="code-rest">`)
		if !ok || strings.Contains(rest, "<span") || !strings.HasSuffix(rest, "</span></code></pre></div>\n") {
			t.Errorf("%s: the rest is not one plain span:\n%s", lang, cut.String())
		}
		if lang == "json" && !strings.Contains(cut.String(), `<span class="nt">"key1"</span>`) {
			t.Errorf("json: the first lines are not highlighted:\n%s", cut.String())
		}
	}
}
