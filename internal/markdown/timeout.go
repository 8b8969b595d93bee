package markdown

import (
	"reflect"
	"sync"
	"time"
	"unsafe"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// matchTimeout bounds one regular-expression match of a chroma lexer.
//
// chroma gives every rule a 250 ms MatchTimeout and treats a match that
// runs out of time as no match, so on a loaded machine (a 2-core CI runner,
// -race, a build beside another) the same code block came out tokenised
// differently from one build to the next (TestConcurrent failed 1 run in 20
// on a loaded machine, at the commit this was fixed on as before it). A
// build must be byte-identical whatever the load, so navbuild raises the
// bound far above any real match (they take microseconds) while keeping
// one: a hostile page may still not make a build hang on a backtracking
// pattern.
const matchTimeout = 10 * time.Second

var (
	untimedMu sync.Mutex
	untimed   = map[chroma.Lexer]bool{}
)

// untime raises the match timeout of every rule of l and of the lexers it
// hands parts of its input to (chroma.Using, delegating lexers), compiling
// them first (chroma compiles rules on first use). It runs before l is
// first used by this package, under a lock, so no match reads a timeout
// while it is written. chroma keeps compiled rules in an unexported field:
// reflection reaches them; a chroma release that renames the field only
// leaves the timeouts as they were (TestLexerTimeout fails then).
func untime(l chroma.Lexer) {
	untimedMu.Lock()
	defer untimedMu.Unlock()
	untimeLocked(l)
}

func untimeLocked(l chroma.Lexer) {
	if l == nil || untimed[l] {
		return
	}
	untimed[l] = true
	rl, ok := l.(*chroma.RegexLexer)
	if !ok {
		// A delegating lexer holds its two lexers in fields.
		v := reflect.ValueOf(l)
		if v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
			for _, f := range fields(v.Elem()) {
				if inner, ok := f.Interface().(chroma.Lexer); ok {
					untimeLocked(inner)
				}
			}
		}
		return
	}
	if _, err := rl.Tokenise(nil, ""); err != nil {
		return
	}
	f := reflect.ValueOf(rl).Elem().FieldByName("rules")
	if !f.IsValid() {
		return
	}
	rules, ok := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Interface().(map[string][]*chroma.CompiledRule)
	if !ok {
		return
	}
	for _, state := range rules {
		for _, r := range state {
			if r.Regexp != nil {
				r.Regexp.MatchTimeout = matchTimeout
			}
			if r.Type != nil {
				usedLexers(reflect.ValueOf(r.Type), 0, func(name string) { untimeLocked(lexers.Get(name)) })
			}
		}
	}
}

// usedLexers calls fn with the name of every lexer an emitter hands text
// to: chroma.Using(name), also inside chroma.ByGroups. A lexer picked by
// name from the input (chroma.UsingByGroup, Markdown's fenced code) cannot
// be known in advance and keeps chroma's timeout.
func usedLexers(e reflect.Value, depth int, fn func(string)) {
	if depth > 8 {
		return
	}
	for e.Kind() == reflect.Pointer || e.Kind() == reflect.Interface {
		if e.IsNil() {
			return
		}
		e = e.Elem()
	}
	switch e.Kind() {
	case reflect.Slice:
		for i := 0; i < e.Len(); i++ {
			usedLexers(e.Index(i), depth+1, fn)
		}
	case reflect.Struct:
		if n := e.FieldByName("Lexer"); n.IsValid() && n.Kind() == reflect.String {
			fn(n.String())
		}
		for i := 0; i < e.NumField(); i++ {
			if k := e.Field(i).Kind(); k == reflect.Slice || k == reflect.Interface || k == reflect.Pointer {
				usedLexers(e.Field(i), depth+1, fn)
			}
		}
	}
}

// fields returns the fields of struct value v, unexported ones included
// (read-only use).
func fields(v reflect.Value) []reflect.Value {
	if !v.CanAddr() {
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		v = c
	}
	out := make([]reflect.Value, 0, v.NumField())
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		out = append(out, reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
	}
	return out
}
