package markdown

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark/parser"
)

func TestMath(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"inline", `Euler: $e^{i\pi} + 1 = 0$.`, `<p>Euler: <span class="math math-inline">$e^{i\pi} + 1 = 0$</span>.</p>` + "\n"},
		{"no emphasis inside", `$a*b*c$ and $x_1, y_1$`, `<p><span class="math math-inline">$a*b*c$</span> and <span class="math math-inline">$x_1, y_1$</span></p>` + "\n"},
		{"backslashes kept", `$\{a\}$`, `<p><span class="math math-inline">$\{a\}$</span></p>` + "\n"},
		{"escaped dollar inside", `$a\$b$`, `<p><span class="math math-inline">$a\$b$</span></p>` + "\n"},
		{"inline display", `see $$x^2$$ here`, `<p>see <span class="math math-inline">$$x^2$$</span> here</p>` + "\n"},
		{"prices stay text", `Costs $5 or $10, US$20 or 5 $.`, `<p>Costs $5 or $10, US$20 or 5 $.</p>` + "\n"},
		// As in Pandoc; the text reads the same either way.
		{"ambiguous prices", `$10 and 5$`, `<p><span class="math math-inline">$10 and 5$</span></p>` + "\n"},
		{"price then math", `From $5. Then $x$.`, `<p>From $5. Then <span class="math math-inline">$x$</span>.</p>` + "\n"},
		{"shell variables", `Set $HOME and $PATH.`, `<p>Set $HOME and $PATH.</p>` + "\n"},
		{"escaped opener", `\$x$`, `<p>$x$</p>` + "\n"},
		{"code span wins", "`$x$`", `<p><code>$x$</code></p>` + "\n"},
		{"not across lines", "$a\nb$", "<p>$a\nb$</p>\n"},
		{
			"block",
			"$$\n\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}\n$$\n",
			`<div class="math math-display">$$` + "\n" + `\begin{aligned} a &amp;= b \\ c &amp;= d \end{aligned}` + "\n" + `$$</div>` + "\n",
		},
		{"one-line block", "$$ x = 1 $$\n", `<div class="math math-display">$$ x = 1 $$</div>` + "\n"},
		{"one-line block then text", "$$ x = 1 $$\n\nafter\n", `<div class="math math-display">$$ x = 1 $$</div>` + "\n<p>after</p>\n"},
		{"block closing on content line", "$$\nx = 1 $$\nafter", `<div class="math math-display">$$` + "\nx = 1 $$</div>\n<p>after</p>\n"},
		{"block interrupts a paragraph", "text\n$$\nx\n$$", "<p>text</p>\n" + `<div class="math math-display">$$` + "\nx\n$$</div>\n"},
		{"unclosed block is text", "$$\nx\n\ny", "<p>$$\nx</p>\n<p>y</p>\n"},
		{"prose after $$ is text", "$$ is a lot\n", "<p>$$ is a lot</p>\n"},
		{"paren inline", `Euler: \(e^{i\pi} = -1\), done`, `<p>Euler: <span class="math math-inline">\(e^{i\pi} = -1\)</span>, done</p>` + "\n"},
		{"paren inline keeps markup", `\(a*b*c_1\)`, `<p><span class="math math-inline">\(a*b*c_1\)</span></p>` + "\n"},
		{"paren unclosed is text", `a \(b and c`, `<p>a (b and c</p>` + "\n"},
		{"paren empty is text", `\( \)`, `<p>( )</p>` + "\n"},
		{"escaped backslash then paren", `\\(x\)`, `<p>\(x)</p>` + "\n"},
		{"bracket block", "\\[\nx^2\n\\]\n", `<div class="math math-display">\[` + "\nx^2\n" + `\]</div>` + "\n"},
		{"bracket block on one line", `\[ \sum_i x_i \]` + "\n", `<div class="math math-display">\[ \sum_i x_i \]</div>` + "\n"},
		// Markdown authors escape brackets: these are not math.
		{"escaped brackets in a line", `by [@bot](https://x.test)\[bot\] in #1`, `<p>by <a href="https://x.test">@bot</a>[bot] in #1</p>` + "\n"},
		{"escaped bracket starting a line", `\[workflow] runs`, `<p>[workflow] runs</p>` + "\n"},
		{"escaped brackets starting a line", `\[bot\] opened it`, `<p>[bot] opened it</p>` + "\n"},
		{"block in a quote", "> $$\n> a*b*c\n> $$\n", "<blockquote>\n" + `<div class="math math-display">$$` + "\na*b*c\n$$</div>\n</blockquote>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := convert(t, tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestWithoutMath: with styling.latex false, "$", "\(" and "\[" are text
// as Markdown has them; a ```math fence still asks for math.
func TestWithoutMath(t *testing.T) {
	src := "Costs $x$ and \\(y\\).\n\n$$\nz\n$$\n\n\\[ w \\]\n\n```math\nv\n```\n"
	want := "<p>Costs $x$ and (y).</p>\n<p>$$\nz\n$$</p>\n<p>[ w ]</p>\n" + `<div class="math math-display">v</div>` + "\n"
	pc := parser.NewContext()
	WithoutMath(pc)
	var b bytes.Buffer
	if err := New().Convert([]byte(src), &b, parser.WithContext(pc)); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := convert(t, src); !strings.Contains(got, `<span class="math math-inline">$x$</span>`) || !strings.Contains(got, `<div class="math math-display">\[ w \]</div>`) {
		t.Errorf("with math on, got\n%s", got)
	}
}

var mathSpan = regexp.MustCompile(`<span class="math math-inline">(.*?)</span>`)

// FuzzMath: inline math is the author's text as written, delimiters
// included, and a parse without math finds none.
func FuzzMath(f *testing.F) {
	for _, s := range []string{`$a$ $$b$$ \(c\)`, `$5 or $10`, "\\[\n\\sum\n\\]", `\\(x\)`, `$a\$b$`, "$$ x $$\n\ny", `\( \)`, "\\(a\nb\\)"} {
		f.Add(s)
	}
	md := New()
	f.Fuzz(func(t *testing.T, src string) {
		var b bytes.Buffer
		if err := md.Convert([]byte(src), &b); err != nil {
			t.Fatal(err)
		}
		for _, m := range mathSpan.FindAllStringSubmatch(b.String(), -1) {
			if tex := html.UnescapeString(m[1]); !strings.Contains(src, tex) {
				t.Fatalf("inline math %q is not in the source", tex)
			}
		}
		pc := parser.NewContext()
		WithoutMath(pc)
		b.Reset()
		if err := md.Convert([]byte(src), &b, parser.WithContext(pc)); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.String(), `<span class="math math-inline">`) {
			t.Fatalf("math without math: %s", b.String())
		}
	})
}
