package markdown

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// TestLexerTimeout checks that the lexers this package hands out, and the
// ones they pass parts of their input to (HTML's JavaScript and CSS, PHP's
// HTML), match without chroma's 250 ms timeout, under which a loaded
// machine tokenised the same block differently from one build to the next.
func TestLexerTimeout(t *testing.T) {
	r := &nodeRenderer{}
	for _, lang := range []string{"javascript", "html", "php", "python", "bash"} {
		if r.lexer(lang) == nil {
			t.Fatalf("no lexer for %s", lang)
		}
	}
	for _, name := range []string{"javascript", "html", "css", "php", "python", "bash"} {
		l := lexers.Get(name)
		rl, ok := l.(*chroma.RegexLexer)
		if !ok {
			continue
		}
		f := reflect.ValueOf(rl).Elem().FieldByName("rules")
		if !f.IsValid() {
			t.Fatal("chroma.RegexLexer has no rules field any more: update untime")
		}
		rules := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Interface().(map[string][]*chroma.CompiledRule)
		n := 0
		for _, state := range rules {
			for _, c := range state {
				if c.Regexp == nil {
					t.Fatalf("%s: rule %q not compiled", name, c.Pattern)
				}
				if c.Regexp.MatchTimeout != matchTimeout {
					t.Fatalf("%s: rule %q has MatchTimeout %v, want %v", name, c.Pattern, c.Regexp.MatchTimeout, matchTimeout)
				}
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no rules", name)
		}
	}
}
