package jsonv

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseValues(t *testing.T) {
	src := "{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\\u00e9\\n\\ud83d\\ude00\",\n  \"a\": {}\n}"
	v, err := Parse(NewFile("f.json", []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Get("a"); got.Kind != Object {
		t.Errorf(`Get("a") = %v, want the last "a" (an object), as JSON.parse does`, got.Kind)
	}
	arr := v.Obj[0].Value
	if len(arr.Arr) != 5 || arr.Arr[1].Float() != -2500 || !arr.Arr[2].Bool || arr.Arr[4].Kind != Null {
		t.Errorf("array = %+v", arr.Arr)
	}
	if s := v.Get("b").Str; s != "xé\n😀" {
		t.Errorf("string = %q", s)
	}
	if p := arr.Arr[1].Pos(); p.Line != 2 || p.Col != 12 {
		t.Errorf("position of -2.5e3 = %d:%d, want 2:12", p.Line, p.Col)
	}
	if p := v.Obj[1].KeyPos(v.File); p.Line != 3 || p.Col != 3 {
		t.Errorf("position of key b = %d:%d, want 3:3", p.Line, p.Col)
	}
}

func TestPosCountsCharacters(t *testing.T) {
	f := NewFile("f", []byte("{\"é\": \"ü\", \"x\": 1}"))
	v, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	// é and ü are two bytes each; columns count characters.
	if p := v.Get("x").Pos(); p.Col != 17 {
		t.Errorf("col = %d, want 17", p.Col)
	}
}

func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		name, src, pos, msg string
	}{
		{"missing comma", "{\n  \"a\": 1\n  \"b\": 2\n}", "f:3:3", "missing ','"},
		{"trailing comma", "[1, 2,]", "f:1:7", "trailing comma"},
		{"trailing comma object", "{\"a\": 1,\n}", "f:2:1", "trailing comma"},
		{"unterminated string", "{\"a\": \"x\n}", "f:1:7", "unterminated string"},
		{"comment", "// hi\n{}", "f:1:1", "comments are not allowed"},
		{"single quotes", "{'a': 1}", "f:1:2", "double quotes"},
		{"empty", "", "f:1:1", "unexpected end of file"},
		{"garbage after", "{} x", "f:1:4", "after the top-level value"},
		{"leading zero", "[01]", "f:1:2", "leading zero"},
		{"bad escape", `["\x"]`, "f:1:3", `invalid escape \x`},
		{"unclosed", "{\"a\": [1, 2", "f:1:12", "expected ',' or ']'"},
		{"missing colon", `{"a" 1}`, "f:1:6", "expected ':'"},
		{"bad literal", "[tru]", "f:1:2", "expected a value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(NewFile("f", []byte(tt.src)))
			se, ok := err.(*SyntaxError)
			if !ok {
				t.Fatalf("err = %v, want a *SyntaxError", err)
			}
			if se.Pos.String() != tt.pos || !strings.Contains(se.Msg, tt.msg) {
				t.Errorf("got %s: %s, want %s: ...%s...", se.Pos, se.Msg, tt.pos, tt.msg)
			}
		})
	}
}

func TestDeepNesting(t *testing.T) {
	src := strings.Repeat("[", 10000) + strings.Repeat("]", 10000)
	_, err := Parse(NewFile("f", []byte(src)))
	if err == nil || !strings.Contains(err.Error(), "nesting is deeper than") {
		t.Fatalf("err = %v, want a nesting error", err)
	}
	ok := strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth)
	if _, err := Parse(NewFile("f", []byte(ok))); err != nil {
		t.Errorf("%d levels: %v", MaxDepth, err)
	}
}

func TestBOM(t *testing.T) {
	if _, err := Parse(NewFile("f", []byte("\uFEFF{}"))); err != nil {
		t.Error(err)
	}
}

// FuzzParse checks that the parser never panics, that it fails exactly
// when encoding/json does, and that every position lies inside the input.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":[1,2,{"b":null}]}`, `"\ud83d\ude00"`, `[1,]`, "{\"a\":\n1", `-0.5e+3`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file := NewFile("f", data)
		v, err := Parse(file)
		// encoding/json is the reference for what is valid, except where
		// the parser is deliberately stricter (invalid UTF-8, very deep
		// nesting) or laxer (a byte order mark).
		comparable := utf8.Valid(data) && !bytes.HasPrefix(data, []byte("\uFEFF")) &&
			(err == nil || !strings.Contains(err.Error(), "nesting"))
		if comparable && json.Valid(data) != (err == nil) {
			t.Fatalf("Parse error = %v, but json.Valid = %v", err, json.Valid(data))
		}
		if err != nil {
			se := err.(*SyntaxError)
			if se.Pos.Offset < 0 || se.Pos.Offset > len(data) {
				t.Fatalf("error offset %d outside input of %d bytes", se.Pos.Offset, len(data))
			}
			return
		}
		var walk func(v *Value)
		walk = func(v *Value) {
			if v.Off < 0 || v.Off >= len(data) {
				t.Fatalf("value offset %d outside input of %d bytes", v.Off, len(data))
			}
			for _, el := range v.Arr {
				walk(el)
			}
			for _, m := range v.Obj {
				if m.KeyOff < 0 || m.KeyOff >= len(data) || data[m.KeyOff] != '"' {
					t.Fatalf("key offset %d does not point at a key", m.KeyOff)
				}
				walk(m.Value)
			}
		}
		walk(v)
	})
}

func BenchmarkParse(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"navigation":{"groups":[`)
	for i := range 10000 {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(`{"group":"Group","icon":"book","pages":["guides/a","guides/b",{"group":"Nested","pages":["x/y"]}]}`)
	}
	sb.WriteString(`]}}`)
	src := []byte(sb.String())
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(NewFile("docs.json", src)); err != nil {
			b.Fatal(err)
		}
	}
}
