package config

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// mintFixtures are the mint.json fixtures whose upgrade genmint recorded
// with the reference: testdata/mint/NAME.mint.json beside
// NAME.upgraded.json, and testdata/mint/FOLDER/mint.json beside
// FOLDER/upgraded.json.
func mintFixtures(t testing.TB) map[string][2]string {
	t.Helper()
	out := map[string][2]string{}
	flat, _ := filepath.Glob("testdata/mint/*.mint.json")
	for _, f := range flat {
		out[strings.TrimSuffix(filepath.Base(f), ".mint.json")] = [2]string{f, strings.TrimSuffix(f, ".mint.json") + ".upgraded.json"}
	}
	dirs, _ := filepath.Glob("testdata/mint/*/mint.json")
	for _, f := range dirs {
		out[filepath.Base(filepath.Dir(f))] = [2]string{f, filepath.Join(filepath.Dir(f), "upgraded.json")}
	}
	if len(out) < 20 {
		t.Fatalf("%d mint.json fixtures, want at least 20", len(out))
	}
	return out
}

func parseJSON(t *testing.T, name string) *jsonv.Value {
	t.Helper()
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatalf("%v (run go generate ./internal/config)", err)
	}
	v, err := jsonv.Parse(jsonv.NewFile(filepath.Base(name), src))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// plainJSON is v as Go values: objects are maps, so key order does not count.
func plainJSON(t *testing.T, v *jsonv.Value) any {
	t.Helper()
	var x any
	if err := json.Unmarshal(jsonv.Indent(v), &x); err != nil {
		t.Fatal(err)
	}
	return x
}

// TestUpgradeRecorded compares upgradeMint with the reference's upgrade of
// each fixture, recorded by genmint: the navigation exactly, key order
// included; the other keys as values. The build's conversion (no theme
// mapping) differs only in the theme, "mint".
func TestUpgradeRecorded(t *testing.T) {
	for name, files := range mintFixtures(t) {
		t.Run(name, func(t *testing.T) {
			in, want := parseJSON(t, files[0]), parseJSON(t, files[1])
			var diags diag.List
			got := upgradeMint(in, UpgradeOptions{Theme: true}, &diags)
			if diags.HasErrors() || got == nil {
				t.Fatalf("Upgrade: %v", diags)
			}
			if g, w := string(jsonv.Indent(got.Get("navigation"))), string(jsonv.Indent(want.Get("navigation"))); g != w {
				t.Errorf("navigation:\n%s\nwant (the reference's):\n%s", g, w)
			}
			rest := func(v *jsonv.Value) any { return plainJSON(t, spread(v, "navigation")) }
			if g, w := rest(got), rest(want); !reflect.DeepEqual(g, w) {
				t.Errorf("settings:\n%s\nwant (the reference's):\n%s", jsonv.Indent(spread(got, "navigation")), jsonv.Indent(spread(want, "navigation")))
			}
			var keys, wantKeys []string
			for _, m := range got.Obj {
				keys = append(keys, m.Key)
			}
			for _, m := range want.Obj {
				wantKeys = append(wantKeys, m.Key)
			}
			if !slices.Equal(keys, wantKeys) {
				t.Errorf("keys %v, want %v", keys, wantKeys)
			}

			var dd diag.List
			if decodeMint(got, &dd); dd.HasErrors() {
				t.Errorf("the upgraded docs.json does not decode: %v", dd)
			}

			build := upgradeMint(in, UpgradeOptions{}, &diags)
			if th := build.Get("theme"); th == nil || th.Str != "mint" {
				t.Errorf("the build's theme is %v, want \"mint\"", th)
			}
			if g, w := plainJSON(t, spread(build, "theme")), plainJSON(t, spread(got, "theme")); !reflect.DeepEqual(g, w) {
				t.Errorf("the build's conversion differs from upgrade's in more than the theme")
			}
		})
	}
}

// FuzzLoadMint loads a folder whose settings are a mint.json: no panic, a
// File exactly when there is no error, every position inside mint.json.
func FuzzLoadMint(f *testing.F) {
	for _, files := range mintFixtures(f) {
		data, err := os.ReadFile(files[0])
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{MintName: {Data: data}}
		file, diags := Load(fsys)
		if (file == nil) != diags.HasErrors() {
			t.Fatalf("file %v with errors %v", file != nil, diags.HasErrors())
		}
		for _, d := range diags {
			if d.Pos.File != "" && d.Pos.File != MintName || d.Pos.Offset < 0 || d.Pos.Offset > len(data) {
				t.Fatalf("position outside mint.json (%d bytes): %s", len(data), d.Error())
			}
		}
	})
}

// TestLoadMintAnyType loads every fixture with each value in turn
// replaced by a value of every JSON type: the conversion reads values of
// any type without a panic, and an error leaves no File.
func TestLoadMintAnyType(t *testing.T) {
	others := []any{nil, 1.5, "x", []any{"y"}, map[string]any{"z": true}, false}
	for name, files := range mintFixtures(t) {
		data, err := os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
		var root any
		if err := json.Unmarshal(data, &root); err != nil {
			t.Fatal(err)
		}
		// Each replacement is made by a setter into the tree, undone after.
		var walk func(v any, replace func(any))
		try := func(replace func(any), orig any) {
			for _, o := range others {
				replace(o)
				src, _ := json.Marshal(root)
				f, diags := Load(fstest.MapFS{MintName: {Data: src}})
				if (f == nil) != diags.HasErrors() {
					t.Fatalf("%s: %s: file %v with errors %v", name, src, f != nil, diags.HasErrors())
				}
			}
			replace(orig)
		}
		walk = func(v any, replace func(any)) {
			if replace != nil {
				try(replace, v)
			}
			switch v := v.(type) {
			case map[string]any:
				for k, el := range v {
					walk(el, func(n any) { v[k] = n })
				}
			case []any:
				for i, el := range v {
					walk(el, func(n any) { v[i] = n })
				}
			}
		}
		walk(root, nil)
	}
}

// TestUpgradeRandom compares upgradeMint with the reference's upgrade of
// random navigations (groups, tabs, anchors, versions and locales over
// shared URL prefixes), recorded by genmint: the whole file, byte for
// byte as the reference's CLI writes it.
func TestUpgradeRandom(t *testing.T) {
	cases := parseJSON(t, "testdata/mint/random.json")
	if len(cases.Arr) < 100 {
		t.Fatalf("%d random cases, want at least 100", len(cases.Arr))
	}
	for i, c := range cases.Arr {
		var diags diag.List
		got := upgradeMint(c.Get("mint"), UpgradeOptions{Theme: true}, &diags)
		if got == nil {
			t.Errorf("case %d: %v", i, diags)
			continue
		}
		if g, w := string(jsonv.Indent(got)), string(jsonv.Indent(c.Get("upgraded"))); g != w {
			t.Errorf("case %d (line %d of random.json):\n%s\nwant (the reference's):\n%s", i, c.Pos().Line, g, w)
		}
	}
}

// TestLoadMintSharedInclude: a file mint.json includes twice is read once
// and its tree shared by the includes; the upgrade must still convert
// each group once, as the reference (which parses each include anew)
// does: an upgrade that edited its input in place would convert the
// shared group twice.
func TestLoadMintSharedInclude(t *testing.T) {
	fsys := fstest.MapFS{
		"mint.json": {Data: []byte(`{"name":"x","favicon":"/f.svg","colors":{"primary":"#000000"},"navigation":[{"$ref":"g.json"},{"$ref":"g.json"}]}`)},
		"g.json":    {Data: []byte(`{"group":"G","pages":["a",{"group":"H","pages":["b"]}]}`)},
	}
	root, diags := LoadMint(fsys, UpgradeOptions{})
	if root == nil {
		t.Fatal(diags)
	}
	out := string(jsonv.Indent(root))
	if got := strings.Count(out, `"group": "H"`); got != 2 {
		t.Errorf("%d nested groups, want 2:\n%s", got, out)
	}
}
