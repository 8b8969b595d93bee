package mdx

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/navbuild/navbuild/internal/markdown"
)

// dump prints nodes compactly: text as a quoted string, elements as
// Name[flags](attrs){children}, expressions as {code}, ESM as esm(...).
func dump(s *source, nodes []*node) string {
	var parts []string
	for _, n := range nodes {
		switch n.kind {
		case textNode:
			parts = append(parts, fmt.Sprintf("%q", s.b[n.start:n.end]))
		case exprNode:
			e := "{" + string(s.b[n.start+1:n.end-1]) + "}"
			if n.block {
				e = "B" + e
			}
			parts = append(parts, e)
		case esmNode:
			parts = append(parts, fmt.Sprintf("esm(%q)", s.b[n.start:n.end]))
		case elemNode:
			var b strings.Builder
			b.WriteString(n.name)
			if n.name == "" {
				b.WriteString("<>")
			}
			var flags string
			if n.block {
				flags += "B"
			}
			if n.phrasing {
				flags += "P"
			}
			if flags != "" {
				b.WriteString("[" + flags + "]")
			}
			if len(n.attrs) > 0 {
				var as []string
				for _, a := range n.attrs {
					switch a.kind {
					case attrBool:
						as = append(as, a.name)
					case attrString:
						as = append(as, fmt.Sprintf("%s=%q", a.name, a.val))
					case attrExpr:
						as = append(as, fmt.Sprintf("%s={%s}", a.name, s.b[a.start:a.end]))
					case attrSpread:
						as = append(as, fmt.Sprintf("{%s}", s.b[a.start:a.end]))
					}
				}
				b.WriteString("(" + strings.Join(as, " ") + ")")
			}
			if len(n.children) > 0 {
				b.WriteString("{" + dump(s, n.children) + "}")
			}
			parts = append(parts, b.String())
		}
	}
	return strings.Join(parts, " ")
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, in, want string
		diags          int
	}{
		{"text", "Hello *world*\n", `"Hello *world*\n"`, 0},
		{"front matter", "---\ntitle: x\n---\nBody\n", `"\nBody\n"`, 0},
		{"block element", "<Note>\ntext\n</Note>\n", `Note[B]{"\ntext\n"} "\n"`, 0},
		{"phrasing element", "<Note>Some **bold** text</Note>\n", `Note[BP]{"Some **bold** text"} "\n"`, 0},
		{"inline element", "a <Badge>b</Badge> c\n", `"a " Badge[P]{"b"} " c\n"`, 0},
		{"element then text on its line", "<Icon icon=\"x\" /> text\n", `Icon(icon="x") " text\n"`, 0},
		{"self closing", "<Card title=\"a\" />\n", `Card[B](title="a") "\n"`, 0},
		{"attributes", `<X a="1" b='2' c={3} d={true} e {...rest} f={{x: "}"}} />`, `X[B](a="1" b="2" c={3} d={true} e {...rest} f={{x: "}"}})`, 0},
		{"attributes without space", `<ParamField path="id" type="str"required c={1}d />`, `ParamField[B](path="id" type="str" required c={1} d)`, 0},
		{"gt in attributes", `<X a="a>b" b={a > b} />`, `X[B](a="a>b" b={a > b})`, 0},
		{"entities in attribute", `<X a="&quot;q&quot; &amp;" />`, `X[B](a="\"q\" &")`, 0},
		{"multi-line tag", "<Card\n  title=\"a\"\n  href=\"/b\"\n>\nx\n</Card>\n", `Card[B](title="a" href="/b"){"\nx\n"} "\n"`, 0},
		{"nested", "<A>\n<B>\n<C>x</C>\n</B>\n</A>\n", `A[B]{"\n" B[B]{"\n" C[BP]{"x"} "\n"} "\n"} "\n"`, 0},
		{"tag after tag", "<A><B>\nx\n</B></A>\n", `A[B]{B[B]{"\nx\n"}} "\n"`, 0},
		{"fragment", "<>\nx\n</>\n", `<>[B]{"\nx\n"} "\n"`, 0},
		{"list right after tag", "<Note>\n- a\n- b\n</Note>\n", `Note[B]{"\n- a\n- b\n"} "\n"`, 0},
		{"closing tag after text", "<Note>\ntext</Note>\n", `Note[B]{"\ntext"} "\n"`, 0},
		{"html tags", "<div className=\"x\">\n<img src=\"a.png\">\n</div>\n", `div[B](className="x"){"\n" img[B](src="a.png") "\n"} "\n"`, 0},
		{"void without slash", "a<br>b\n", `"a" br "b\n"`, 0},
		{"fence", "```\n<Note>\n```\n<Tip>x</Tip>\n", "\"```\\n<Note>\\n```\\n\" Tip[BP]{\"x\"} \"\\n\"", 0},
		{"tilde fence indented", "  ~~~\n  {x}\n  ~~~\n", `"  ~~~\n  {x}\n  ~~~\n"`, 0},
		{"fence in component", "<Step>\n  ```js\n  </Step>\n  ```\n</Step>\n", "Step[B]{\"\\n  ```js\\n  </Step>\\n  ```\\n\"} \"\\n\"", 0},
		{"code span", "use `<Note>` and `{x}`\n", "\"use `<Note>` and `{x}`\\n\"", 0},
		{"unclosed code span", "a ` b <B>c</B>\n", "\"a ` b \" B[P]{\"c\"} \"\\n\"", 0},
		{"escapes", `\<Note> \{x}` + "\n", `"\\<Note> \\{x}\n"`, 0},
		{"comment expression", "{/* hidden */}\ntext\n", `B{/* hidden */} "\ntext\n"`, 0},
		{"inline expression", "a {b} c\n", `"a " {b} " c\n"`, 0},
		{"expression with braces", "{ {a: '}'} }\n", `B{ {a: '}'} } "\n"`, 0},
		{"html comment", "<!-- <Note> -->\n", `"<!-- <Note> -->\n"`, 0},
		{"not a tag", "a < b and a<3 and <https://x.y>\n", `"a < b and a<3 and <https://x.y>\n"`, 0},
		{"import", "import X from '/snippets/x.mdx'\n\ntext\n", `esm("import X from '/snippets/x.mdx'\n") "\ntext\n"`, 0},
		{"imports and export", "import A from \"./a.mdx\"\nimport { B } from '../b.mdx';\nexport const c = 'x'\n# T\n", "esm(\"import A from \\\"./a.mdx\\\"\\nimport { B } from '../b.mdx';\\nexport const c = 'x'\\n\") \"# T\\n\"", 0},
		{"multi-line export", "export const C = ({ a }) => {\n  const x = 1;\n\n  return (\n    <p>it's {a}</p>\n  );\n};\n\nText\n", "esm(\"export const C = ({ a }) => {\\n  const x = 1;\\n\\n  return (\\n    <p>it's {a}</p>\\n  );\\n};\\n\") \"\\nText\\n\"", 0},
		{"import in prose", "We import data daily.\n", `"We import data daily.\n"`, 0},
		{"export in prose", "export FOO=bar\n", `"export FOO=bar\n"`, 0},
		{"unclosed block", "<Note>\ntext\n", `Note[B]{"\ntext\n"}`, 1},
		{"unclosed inline ends at paragraph", "a <b>c\n\nd\n", `"a " b[P]{"c"} "\n\nd\n"`, 1},
		{"stray close", "a\n</Note>\nb\n", `"a\n" "\nb\n"`, 1},
		{"outer close", "<A>\n<B>\nx\n</A>\n", `A[B]{"\n" B[B]{"\nx\n"}} "\n"`, 1},
		{"unclosed expression", "a {b\n", `"a {b\n"`, 1},
		{"member names", "<Tree.File name=\"a\" />\n", `Tree.File[B](name="a") "\n"`, 0},
		{"two tags on a line", "<Card /><Card />\n", `Card[B] Card[B] "\n"`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSource("t.mdx", []byte(tt.in))
			nodes, diags := parseFile(s)
			if got := dump(s, nodes); got != tt.want {
				t.Errorf("parse %q\n got %s\nwant %s", tt.in, got, tt.want)
			}
			if len(diags) != tt.diags {
				t.Errorf("parse %q: %d diagnostics %v, want %d", tt.in, len(diags), diags, tt.diags)
			}
		})
	}
}

func TestParseDeep(t *testing.T) {
	in := strings.Repeat("<a>", 10000) + "x" + strings.Repeat("</a>", 10000)
	s := newSource("t.mdx", []byte(in))
	nodes, diags := parseFile(s)
	if len(nodes) == 0 || len(diags) == 0 {
		t.Errorf("deep nesting: %d nodes, diags %v", len(nodes), diags)
	}
}

// TestParseDeepLinear: past maxNest elements, every closing tag is a
// warning, thousands on one line; their columns cost characters counted
// linear in the line (from the last position, not the line's start), and
// are the characters before them on their line, plus one.
func TestParseDeepLinear(t *testing.T) {
	var counted [2]int
	for i, n := range []int{2000, 4000} {
		in := strings.Repeat("<Note>", n) + "é" + strings.Repeat("</Note>", n) + "\n" + strings.Repeat("</Note>", 3)
		s := newSource("t.mdx", []byte(in))
		_, diags := parseFile(s)
		if len(diags) != n-maxNest+4 {
			t.Fatalf("%d diagnostics, want %d", len(diags), n-maxNest+4)
		}
		for _, d := range diags {
			line := in[strings.LastIndexByte(in[:d.Pos.Offset], '\n')+1 : d.Pos.Offset]
			if want := utf8.RuneCountInString(line) + 1; d.Pos.Col != want {
				t.Fatalf("%s: column %d, want %d", d.Error(), d.Pos.Col, want)
			}
		}
		counted[i] = s.counted
	}
	if r := float64(counted[1]) / float64(counted[0]); r > 2.5 {
		t.Errorf("%d bytes counted for columns at size n, %d at 2n: %.2f times, want at most 2.5", counted[0], counted[1], r)
	}
}

func TestEval(t *testing.T) {
	sc := &scope{vars: map[string]value{
		"s":    {kind: strVal, s: "str"},
		"n":    {kind: numVal, s: "2"},
		"f":    {kind: boolVal, b: false},
		"none": {kind: undefVal},
	}, props: true}
	tests := []struct{ in, want string }{
		{`"a\"b"`, `a"b`},
		{`'x'`, "x"},
		{"`t ${s} ${n}`", "t str 2"},
		{"3.5", "3.5"},
		{"true", "true"},
		{"s", "str"},
		{"props.s", "str"},
		{"props.missing", ""},
		{"none ?? 'd'", "d"},
		{"f || 'y'", "y"},
		{"s && 'z'", "z"},
		{"f && 'z'", "false"},
		{"!f", "true"},
		{"n ? 'yes' : 'no'", "yes"},
		{"(s)", "str"},
		{"/* c */ s", "str"},
		{`["a", 'b']`, "a,b"},
		{"s.length", "3"},
		{`"a" + s + 1`, "astr1"},
		{"n + 1", "3"},
		{"n - 3", "-1"},
		{"n * 3 + 1", "7"},
		{"7 % n", "1"},
		{"-n", "-2"},
		{"n === 2 ? 'two' : 'other'", "two"},
		{"s !== 'str'", "false"},
		{"n == '2'", "true"},
		{"n >= 2 && n < 3", "true"},
		{"s.toUpperCase()", "STR"},
		{"['a', 'b'].map((x, i) => x + i).join('-')", "a0-b1"},
		{"[1, 2, 3].filter((x) => x > 1).length", "2"},
		{"[1, 2, 3].includes(n)", "true"},
		{"'a,b'.split(',')[1]", "b"},
		{"Object.keys({ a: 1, b: 2 }).join()", "a,b"},
		{"((a, b = 3) => a * b)(n)", "6"},
		{"useState(5)[0]", "5"},
		{"(12.5).toFixed(2)", "12.50"},
		{"Math.max(1, n, 0)", "2"},
		{"`${s.slice(1)}!`", "tr!"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			src := newSource("t.mdx", []byte(tt.in))
			st := newState(New(Options{}), Page{})
			if got := st.eval(src, 0, len(tt.in), sc).String(); got != tt.want {
				t.Errorf("eval %s = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	// A name bound nowhere is unevaluated (prose: {client_id}), so is
	// code that is not code-like and reads one; code that throws is
	// reported where it is and gives nothing.
	for _, in := range []string{"unknownName", "a.b()", "new Date()", "window.location.href", "[1].map(unknown)"} {
		src := newSource("t.mdx", []byte(in))
		st := newState(New(Options{}), Page{})
		v := st.eval(src, 0, len(in), &scope{})
		want := 1
		if in == "unknownName" || in == "window.location.href" {
			want = 0
		}
		if v.kind != rawVal && v.kind != undefVal || len(st.diags) != want {
			t.Errorf("eval %s = %v (%v), want nothing and a warning", in, v, st.diags)
		}
	}
}

// TestMathBraces: braces inside math are TeX, not expressions, as in MDX
// with math ("\frac{1}{2}" keeps its "{2}"); with math off they are
// expressions again.
func TestMathBraces(t *testing.T) {
	src := "Inline $\\frac{1}{2}$ and \\(x^{2}\\).\n\n$$\n\\frac{a}{2}\n$$\n\nCosts {1+1} dollars.\n"
	for _, noMath := range []bool{false, true} {
		res := New(Options{Markdown: markdown.New(), NoMath: noMath}).Render(Page{File: "p.mdx", Src: []byte(src)})
		html := string(res.HTML)
		kept := strings.Contains(html, `\frac{1}{2}`) && strings.Contains(html, `x^{2}`) && strings.Contains(html, `\frac{a}{2}`)
		if kept == noMath || !strings.Contains(html, "Costs 2 dollars") {
			t.Errorf("noMath %v:\n%s", noMath, html)
		}
	}
}
