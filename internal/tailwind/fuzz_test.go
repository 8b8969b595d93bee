package tailwind

import (
	"os"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/tailwind/oracle"
)

// FuzzParse feeds class tokens to the parser and the generator. The
// invariants: no panic; every rule is one line whose quotes close and
// whose braces balance outside strings, so that no token can end a rule
// early or swallow the next one; a token that parses keeps its utility.
func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile("testdata/classes.txt"); err == nil {
		for _, tok := range strings.Fields(string(data)) {
			f.Add(tok)
		}
	}
	for _, s := range []string{"w-[300px]", "bg-[#123456]/50", "content-['a}b']", "md:dark:hover:!-mt-4", "grid-cols-[1fr_2fr]", "w-[calc(100%-2rem)]", `bg-[url("a)b")]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		if c, ok := parse(tok); ok && c.utility == "" {
			t.Fatalf("%q: empty utility", tok)
		}
		css := Generate([]string{tok}, Options{Scope: ".prose"})
		for _, line := range strings.Split(strings.TrimSuffix(string(css), "\n"), "\n") {
			if line == "" {
				continue
			}
			if !wellFormed(line) {
				t.Fatalf("%q: rule %q is not closed", tok, line)
			}
		}
	})
}

// wellFormed reports whether a rule line's strings close, no backslash
// escapes its end and its braces balance outside strings.
func wellFormed(line string) bool {
	depth := 0
	_, closed := oracle.Lex(line, func(i, _ int) bool {
		switch line[i] {
		case '{':
			depth++
		case '}':
			depth--
		}
		return depth < 0
	})
	return closed && depth == 0
}
