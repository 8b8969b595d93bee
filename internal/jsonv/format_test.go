package jsonv

import "testing"

// The wanted outputs were printed by Node's JSON.stringify(JSON.parse(in)).
func TestIndentNumbers(t *testing.T) {
	for in, want := range map[string]string{
		"1": "1", "1.0": "1", "-0": "0", "1e21": "1e+21", "1e20": "100000000000000000000",
		"123456789012345678901234": "1.2345678901234569e+23", "0.000001": "0.000001",
		"0.0000001": "1e-7", "1.5e-7": "1.5e-7", "2.50": "2.5", "1E2": "100",
		"-3.14e5": "-314000", "5e-324": "5e-324", "0.1": "0.1", "1e400": "null",
	} {
		v, err := Parse(NewFile("x.json", []byte(in)))
		if err != nil {
			t.Fatal(err)
		}
		if got := string(Indent(v)); got != want {
			t.Errorf("Indent(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestIndent(t *testing.T) {
	in := `{"a":[],"b":{},"c":[1,{"d":"x\u0001\"\\\n<é>\u2028\/"}]}`
	want := "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    1,\n    {\n      \"d\": \"x\\u0001\\\"\\\\\\n<é>\u2028/\"\n    }\n  ]\n}"
	v, err := Parse(NewFile("x.json", []byte(in)))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(Indent(v)); got != want {
		t.Errorf("Indent = %s\nwant %s", got, want)
	}
}
