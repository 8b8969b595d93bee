package render_test

import (
	"bufio"
	"os"
	"path"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// rawSourceRE matches what looks like JavaScript or JSX source in text
// a reader sees: an arrow with an operand before it, a .map( call, a
// className= attribute, a closing component tag, or a {name} /
// {name.path} expression (rawSource keeps the expressions that stand
// alone).
var rawSourceRE = regexp.MustCompile(`[\w$)\]]\s*=>|\.map\(|className=|</[A-Z]|\{\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*\}`)

// rawSource returns the pieces of doc's text, outside code, scripts,
// styles and math (walkText), that look like source: each match with
// some text around it. A {name} counts only standing alone (space,
// brackets or punctuation around it, or the text's edge): one inside a
// word, path or URL (workflow_{id}, /models/{model}, ${VAR}, "{a}:{b}")
// is a placeholder the page writes, not an expression left as source.
func rawSource(doc *html.Node) []string {
	var out []string
	walkText(doc, func(s string) {
		for _, m := range rawSourceRE.FindAllStringIndex(s, -1) {
			if s[m[1]-1] == '}' && !(standsAlone(s, m[0], true) && standsAlone(s, m[1], false)) {
				continue
			}
			a, b := max(0, m[0]-30), min(len(s), m[1]+30)
			for a > 0 && !isRuneStart(s[a]) {
				a--
			}
			for b < len(s) && !isRuneStart(s[b]) {
				b++
			}
			out = append(out, strings.Join(strings.Fields(s[a:b]), " "))
		}
	})
	return out
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// standsAlone reports whether the byte before i (before) or at i (after)
// of s is an edge of a word: the text's edge, a space, a bracket, or
// after it punctuation.
func standsAlone(s string, i int, before bool) bool {
	if before {
		return i == 0 || strings.ContainsRune(" \t\n([", rune(s[i-1]))
	}
	return i == len(s) || strings.ContainsRune(" \t\n)].,;:!?", rune(s[i]))
}

// rawAllowed is testdata/corpus/rawsource.txt: text of the corpus that
// looks like source and is the page's own, as the reference shows it
// too. Each entry is a page pattern (path.Match, the site's name first)
// and a piece of the finding, two spaces apart.
type rawAllowed struct{ page, piece string }

func loadRawAllowed(t *testing.T) []rawAllowed {
	t.Helper()
	f, err := os.Open("../testdata/corpus/rawsource.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []rawAllowed
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		page, piece, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("rawsource.txt:%d: want a page pattern and a piece, two spaces apart", n)
		}
		out = append(out, rawAllowed{page, strings.TrimSpace(piece)})
	}
	return out
}

// allowed reports the entry of list that allows finding r ("page:
// snippet") of site, or -1.
func allowedRaw(list []rawAllowed, site, r string) int {
	page, snippet, _ := strings.Cut(r, ": ")
	for i, a := range list {
		if ok, _ := path.Match(a.page, site+"/"+page); ok && strings.Contains(snippet, a.piece) {
			return i
		}
	}
	return -1
}

func TestRawSource(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<p>{cells.map(({ row, col }) => x)}</p>` +
		`<p>Hello {name}. <b>{user.id}</b></p>` +
		`<p>&lt;/Card&gt; className="x"</p>` +
		`<p>workflow_{id} /v1/{model} ${VAR} "{a}:{b}" <code>x => {y}</code></p><pre>{z}</pre>` +
		`<p><code>a</code> => <code>b</code></p>`))
	if err != nil {
		t.Fatal(err)
	}
	got := rawSource(doc)
	want := []string{
		"{cells.map(({ row, col }) => x)}", "{cells.map(({ row, col }) => x)}", "Hello {name}.", "{user.id}",
		"</Card> className=\"x\"", "</Card> className=\"x\"",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rawSource = %q\nwant %q", got, want)
	}
}
