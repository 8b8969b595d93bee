package search

import (
	"bytes"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/spill"
)

// TestSpill: records put in a Spill build the index byte for byte as in
// memory, keep nothing but where their bytes are, compare as before, and
// once the Spill is closed the index fails instead of being built
// without them.
func TestSpill(t *testing.T) {
	for _, hashed := range []bool{false, true} {
		want := Build(testScopes(), Options{HashNames: hashed})
		f, err := spill.New()
		if err != nil {
			t.Fatal(err)
		}
		s := NewSpill(f)
		scopes := testScopes()
		for _, sc := range scopes {
			for _, e := range sc.Pages {
				if err := s.Put(e.Rec); err != nil {
					t.Fatal(err)
				}
				if e.Rec.doc != nil || e.Rec.terms != nil || e.Rec.spill != s {
					t.Fatalf("a put record keeps its bytes in memory")
				}
			}
		}
		got := Build(scopes, Options{HashNames: hashed})
		if !maps.EqualFunc(got, want, bytes.Equal) {
			t.Errorf("hashed %v: the index from spilled records differs:\n got %q\nwant %q", hashed, slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
		}
		fresh := testScopes()
		if !scopes[0].Pages[1].Rec.Equal(fresh[0].Pages[1].Rec) || !fresh[0].Pages[1].Rec.Equal(scopes[0].Pages[1].Rec) {
			t.Error("a spilled record does not equal the same record in memory")
		}
		if scopes[0].Pages[0].Rec.Equal(fresh[0].Pages[1].Rec) {
			t.Error("two different records are equal")
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		err = Write(scopes, Options{HashNames: hashed}, func(string, []byte) error { return nil })
		if err == nil || !strings.Contains(err.Error(), "spill") {
			t.Errorf("Write after Close: %v, want the spill file's error", err)
		}
		if scopes[0].Pages[1].Rec.Equal(fresh[0].Pages[1].Rec) {
			t.Error("a record that can no longer be read equals one in memory")
		}
	}
}
