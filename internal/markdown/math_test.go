package markdown

import "testing"

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
		{"block closing on content line", "$$\nx = 1 $$\nafter", `<div class="math math-display">$$` + "\nx = 1 $$</div>\n<p>after</p>\n"},
		{"block interrupts a paragraph", "text\n$$\nx\n$$", "<p>text</p>\n" + `<div class="math math-display">$$` + "\nx\n$$</div>\n"},
		{"unclosed block is text", "$$\nx\n\ny", "<p>$$\nx</p>\n<p>y</p>\n"},
		{"prose after $$ is text", "$$ is a lot\n", "<p>$$ is a lot</p>\n"},
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
