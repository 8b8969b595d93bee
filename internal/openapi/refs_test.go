package openapi

import "testing"

func TestResolves(t *testing.T) {
	tree := map[string]any{
		"paths":      map[string]any{"/pets/{id}": map[string]any{"get": 1}},
		"components": map[string]any{"schemas": map[string]any{"a~b": 1, "List": []any{0, 1}}},
	}
	for ref, want := range map[string]bool{
		"#":                              true,
		"#/paths/~1pets~1{id}/get":       true,
		"#/paths/~1pets~1%7Bid%7D/get":   true,
		"#/components/schemas/a~0b":      true,
		"#/components/schemas/List/1":    true,
		"#/components/schemas/List/2":    false,
		"#/components/schemas/List/x":    false,
		"#/components/schemas/Gone":      false,
		"#/components/schemas/a~0b/deep": false,
		"#components":                    false,
	} {
		if got := resolves(tree, ref); got != want {
			t.Errorf("resolves(%q) = %v, want %v", ref, got, want)
		}
	}
}

// TestDanglingRefs: each use of a dangling reference, in text order, but
// not a longer reference that starts with it and resolves.
func TestDanglingRefs(t *testing.T) {
	data := []byte("a:\n  $ref: '#/p'\nb: {$ref: \"#/pq\"}\nc: {$ref: \"#/p\"}\npq: 1\n")
	js := []byte(`{"a":{"$ref":"#/p"},"b":{"$ref":"#/pq"},"c":{"$ref":"#/p"},"pq":1}`)
	got := danglingRefs(data, js)
	want := []DanglingRef{{"#/p", 2, 10}, {"#/p", 4, 12}}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}
