package config

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/diag"
)

func TestDuplicateKeys(t *testing.T) {
	// The first "navigation" is invalid: JSON.parse drops it unseen, so
	// must the decoder (no error), and the last one is used.
	docs := "{\n" +
		"  \"navigation\": {\"groups\": 3},\n" +
		"  " + head[1:] + "\n" +
		"  \"navigation\": {\"$ref\": \"nav.json\"}\n}"
	nav := "{\"pages\": [\"a\"],\n \"pages\": [\"b\", \"c\"],\n \"x\": 1, \"pages\": [\"d\"]}"
	f, got := load(t, map[string]string{"docs.json": docs, "nav.json": nav})
	want := `docs.json:4:3: warning: navigation: duplicate key "navigation" (first at 2:3); the last one is used, as JSON.parse does
nav.json:2:2: warning: navigation.pages: duplicate key "pages" (first at 1:2); the last one is used, as JSON.parse does
nav.json:3:2: warning: navigation.x: unknown key "x" is ignored
nav.json:3:10: warning: navigation.pages: duplicate key "pages" (first at 1:2); the last one is used, as JSON.parse does
`
	if got != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", got, want)
	}
	if f == nil {
		t.Fatal("no file")
	}
	if p := f.Navigation.Pages; len(p) != 1 || p[0].Page != "d" {
		t.Errorf("navigation.pages = %v, want the last one, [d]", p)
	}
}

// TestDuplicateKeysMany: a key repeated 20,000 times is settled without
// comparing every pair.
func TestDuplicateKeysMany(t *testing.T) {
	var b strings.Builder
	b.WriteString(head + `"navigation":{"pages":["a"]},"x":{`)
	for i := range 20000 {
		fmt.Fprintf(&b, `"k%d":1,"k%d":2,`, i%100, i)
	}
	b.WriteString(`"z":0}}`)
	_, got := load(t, map[string]string{"docs.json": b.String()})
	if n := strings.Count(got, "duplicate key"); n != 20000 { // 100 "k0" to "k99" pairs, then 19,900
		t.Errorf("%d duplicate key warnings, want 20000", n)
	}
}

// deepNav returns a docs folder whose navigation nests n groups, spread
// over files files chained by $ref, with leaves page entries in the
// innermost group.
func deepNav(n, files, leaves int) fstest.MapFS {
	fsys := fstest.MapFS{}
	per := (n + files - 1) / files
	for f := 0; f*per < n; f++ {
		var b strings.Builder
		if f == 0 {
			b.WriteString(head + `"navigation":{"groups":[`)
		}
		end := min(n, (f+1)*per)
		for i := f * per; i < end; i++ {
			fmt.Fprintf(&b, `{"group":"g%d","pages":[`, i)
		}
		if end < n {
			fmt.Fprintf(&b, `{"$ref":"f%d.json"}`, f+1)
		} else {
			b.WriteString(`"a"` + strings.Repeat(`,"a"`, leaves-1))
		}
		b.WriteString(strings.Repeat("]}", end-f*per))
		name := fmt.Sprintf("f%d.json", f)
		if f == 0 {
			b.WriteString("]}}")
			name = Name
		}
		fsys[name] = &fstest.MapFile{Data: []byte(b.String())}
	}
	return fsys
}

// TestDepthAcrossRefs: each file nests fewer than jsonv's 1000 levels, the
// chain of 23 files nests 20,000; the cap counts across files.
func TestDepthAcrossRefs(t *testing.T) {
	f, diags := Load(deepNav(10000, 23, 1))
	if f != nil || len(diags) != 1 {
		t.Fatalf("got a file, or not one diagnostic: %v", diags)
	}
	d := diags[0]
	// 3 levels above the groups, 2 per group: the pages array of group
	// 498 is level 1001, in the second file (435 groups per file).
	want := "error: navigation.groups[0].pages[0].pages[0].pages"
	if got := d.Error(); !strings.HasPrefix(got, "f1.json:1:") || !strings.Contains(got, want) ||
		!strings.Contains(got, "nesting is deeper than 1000 levels across $ref includes") {
		t.Errorf("got %s", got)
	}
	if len(d.Path) > maxPath {
		t.Errorf("path of %d bytes, want at most %d", len(d.Path), maxPath)
	}
	if f, diags := Load(deepNav(480, 23, 1)); f == nil {
		t.Errorf("480 groups deep (961 levels): %v", diags)
	}
}

// allocBytes returns the bytes allocated by fn.
func allocBytes(fn func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	fn()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// TestDeepNavLinear: loading groups nested n deep with n entries in the
// innermost costs memory linear in n: the growth from 2n to 4n is about
// twice that from n to 2n (four times when every value carries its full
// JSON path).
func TestDeepNavLinear(t *testing.T) {
	var w [3]uint64
	for i, n := range []int{120, 240, 480} {
		fsys := deepNav(n, 23, n)
		w[i] = allocBytes(func() {
			if f, diags := Load(fsys); f == nil {
				t.Fatal(diags)
			}
		})
	}
	if r := float64(w[2]-w[1]) / float64(w[1]-w[0]); r > 2.6 {
		t.Errorf("bytes allocated at n, 2n, 4n: %d, %d, %d: growth ratio %.2f, want about 2", w[0], w[1], w[2], r)
	}
}

func TestClipPath(t *testing.T) {
	p := "navigation"
	for i := range 2000 {
		p = indexPath(keyPath(p, "pages"), i%7)
		if len(p) > maxPath {
			t.Fatalf("level %d: %d bytes", i, len(p))
		}
	}
	if !strings.HasPrefix(p, "navigation.pages[0].pages[1]") || !strings.HasSuffix(p, ".pages[4]") || strings.Count(p, pathMark) != 1 {
		t.Errorf("clipped path %s", p)
	}
	long := keyPath("navigation", strings.Repeat("é", 300))
	if len(long) > maxPath || !strings.HasPrefix(long, "navigation.éé") || !strings.Contains(long, pathMark) {
		t.Errorf("long key: %s", long)
	}
	if got := keyPath("navigation.tabs[2]", "groups"); got != "navigation.tabs[2].groups" {
		t.Errorf("short path changed: %s", got)
	}
}

// mintTabs returns a mint.json with tabs tabs, each under its own URL,
// and pages pages in one group, under no tab.
func mintTabs(tabs, pages int) string {
	var b strings.Builder
	b.WriteString(`{"name":"x","favicon":"/f.svg","colors":{"primary":"#000000"},"tabs":[`)
	for i := range tabs {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"name":"t%d","url":"t%d"}`, i, i)
	}
	b.WriteString(`],"navigation":[{"group":"g","pages":[`)
	for i := range pages {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"p%d"`, i)
	}
	b.WriteString(`]}]}`)
	return b.String()
}

// TestUpgradeWork: the reference's conversion compares every page with
// every tab; a mint.json asking for billions of comparisons is an error
// once the budget is spent, while a large real-shaped one converts.
func TestUpgradeWork(t *testing.T) {
	for _, tt := range []struct {
		name        string
		tabs, pages int
		tooBig      bool
	}{
		{"large site", 50, 5000, false},
		{"hostile", 5000, 50000, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, got := load(t, map[string]string{"mint.json": mintTabs(tt.tabs, tt.pages)})
			if big := strings.Contains(got, "the navigation is too large to convert"); big != tt.tooBig || (f == nil) != tt.tooBig {
				t.Errorf("too large = %v (file %v), want %v; diagnostics:\n%.500s", big, f != nil, tt.tooBig, got)
			}
		})
	}
}

// fanNav returns a docs folder of files files, each but the last a group
// whose pages include the next file fan times (docs.json, then f1.json,
// f2.json...); the last is a group of one page. Spliced together, they
// hold fan^(files-1) groups.
func fanNav(files, fan int) fstest.MapFS {
	fsys := fstest.MapFS{}
	for f := range files {
		var b strings.Builder
		if f == 0 {
			b.WriteString(head + `"navigation":{"groups":[`)
		}
		b.WriteString(`{"group":"g","pages":[`)
		if f == files-1 {
			b.WriteString(`"a"`)
		}
		for i := range fan * min(1, files-1-f) {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `{"$ref":"f%d.json"}`, f+1)
		}
		b.WriteString("]}")
		name := fmt.Sprintf("f%d.json", f)
		if f == 0 {
			b.WriteString("]}}")
			name = Name
		}
		fsys[name] = &fstest.MapFile{Data: []byte(b.String())}
	}
	return fsys
}

// TestIncludeSize: nine files of a few bytes, each including the next
// eight times, would splice 8^8 groups together (minutes and gigabytes);
// the count of values stops the expansion at MaxValues, with one error
// that names the include chain, and at a cost in memory bounded by the
// limit, not the expansion.
func TestIncludeSize(t *testing.T) {
	fsys := fanNav(9, 8)
	var f *File
	var diags diag.List
	n := allocBytes(func() { f, diags = Load(fsys) })
	if f != nil || len(diags) != 1 {
		t.Fatalf("got a file, or not one diagnostic: %v", diags)
	}
	want := fmt.Sprintf("f7.json:1:118: error: navigation.groups[0].pages[0].pages[0].pages[5].pages[3].pages[6].pages[4].pages[3].pages[5]: "+
		"the $ref includes of docs.json splice in more than %d values, "+
		"here through docs.json:1:113 → f1.json:1:31 → f2.json:1:126 → f3.json:1:88 → f4.json:1:145 → f5.json:1:107 → f6.json:1:88", MaxValues)
	if got := diags[0].Error(); !strings.HasPrefix(got, want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if n > 256<<20 {
		t.Errorf("%d MB allocated: the expansion did not stop at the limit", n>>20)
	}
}

// TestIncludeSizeLimit: under the limit a folder that includes files many
// times over loads; over it, one error at the value that crossed it, with
// the chain of $ref positions that led there.
func TestIncludeSizeLimit(t *testing.T) {
	// Spliced in: 3 groups of 3 values and 3 includes each (18 values), 9
	// more (54), then 27 groups of 4 (108): 180 values.
	fsys := fanNav(4, 3)
	if f, diags := loadMax(fsys, 180); f == nil {
		t.Fatalf("under the limit: %v", diags)
	}
	if f, diags := loadMax(fsys, 179); f != nil {
		t.Fatalf("one value over the limit: no error: %v", diags)
	}
	f, diags := loadMax(fsys, 100)
	if f != nil || len(diags) != 1 {
		t.Fatalf("got a file, or not one diagnostic: %v", diags)
	}
	want := `f3.json:1:23: error: navigation.groups[0].pages[1].pages[1].pages[2].pages[0]: the $ref includes of docs.json splice in more than 100 values, here through docs.json:1:132 → f1.json:1:50 → f2.json:1:69`
	if got := diags[0].Error(); !strings.HasPrefix(got, want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestIncludeReadOnce: a file included twice is read once, but a missing
// one is still reported at each "$ref" that names it.
func TestIncludeReadOnce(t *testing.T) {
	_, got := load(t, map[string]string{
		"docs.json": head + `"navigation":{"groups":[{"$ref":"g.json"},{"$ref":"g.json"},{"$ref":"no.json"},{"$ref":"no.json"}]}}`,
		"g.json":    `{"group":"g","pages":["a"]}`,
	})
	checkLines(t, got, []string{
		`docs.json:1:127: error: navigation.groups[2].$ref: referenced file "no.json" does not exist`,
		`docs.json:1:146: error: navigation.groups[3].$ref: referenced file "no.json" does not exist`,
	})
}
