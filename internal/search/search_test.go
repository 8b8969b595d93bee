package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// TestNormalizeNFKD: Normalize, which decomposes rune by rune, folds as
// its definition does (NFKD of the whole text, marks dropped, lower case,
// final sigma), for every rune below U+30000 alone, between letters and
// beside a combining mark.
func TestNormalizeNFKD(t *testing.T) {
	want := func(s string) string {
		var b strings.Builder
		for _, r := range norm.NFKD.String(s) {
			if unicode.Is(unicode.M, r) {
				continue
			}
			if r = unicode.ToLower(r); r == 'ς' {
				r = 'σ'
			}
			b.WriteRune(r)
		}
		return b.String()
	}
	for c := rune(0x80); c < 0x30000; c++ {
		for _, s := range []string{string(c), "A" + string(c) + "b", string(c) + "\u0301", "\u0301" + string(c), "\xff" + string(c)} {
			if got, w := Normalize(s), want(s); got != w {
				t.Fatalf("Normalize(%q) = %q, want %q", s, got, w)
			}
		}
	}
}

func TestTerms(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Élan Vital, naïve café", []string{"elan", "vital", "naive", "cafe"}},
		{"a b cd 42", []string{"cd", "42"}},
		{"API密钥管理", []string{"api", "密钥", "钥管", "管理"}},
		{"日 本", []string{"日", "本"}},
		{"ガイドを読む", []string{"カイ", "イト", "トを", "を読", "読む"}},
		{"ΟΔΟΣ οδός", []string{"οδοσ", "οδοσ"}},
		{"ﬁle Ｆｕｌｌ", []string{"file", "full"}},
		{"snake_case/kebab-case", []string{"snake", "case", "kebab", "case"}},
		{strings.Repeat("x", 41) + " ok", []string{"ok"}},
	} {
		if got := Terms(nil, c.in); !slices.Equal(got, c.want) {
			t.Errorf("Terms(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestShardKey(t *testing.T) {
	for in, want := range map[string]string{"install": "in", "密钥": "密", "日": "日", "éa": "éa"} {
		if got := shardKey(in); got != want {
			t.Errorf("shardKey(%q) = %q, want %q", in, got, want)
		}
	}
	// FNV-1a of "in": assets/search.js computes the same buckets.
	if got := bucket("in", 1<<30); got != 0x41387a9e&(1<<30-1) {
		t.Errorf("bucket = %#x", got)
	}
}

func TestSections(t *testing.T) {
	body := `<p>Intro &amp; <strong>bold</strong>text.</p><script>var x = "no";</script>` +
		`<h2 id="install">Install<a class="anchor" href="x/#install" aria-label="Link">#</a></h2><p>Run it.</p><ul><li>one</li><li>two</li></ul>` +
		`<h3 class="x" id="a-b">A <code>b</code></h3><pre><code>go build</code></pre><h4>No id</h4><p>tail</p>`
	got := Sections(body)
	want := []Section{
		{Text: "Intro & boldtext."},
		{ID: "install", Heading: "Install", Text: "Run it. one two"},
		{ID: "a-b", Heading: "A b", Text: "go build No id tail"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Sections:\n got %q\nwant %q", got, want)
	}
}

func testScopes() []Scope {
	a := NewRecord(Page{URL: "a/", Title: "Install the CLI", Sections: []Section{{Text: "How to get it."}, {ID: "s", Heading: "Shell", Text: "Run the installer."}}})
	b := NewRecord(Page{URL: "b/", Title: "Other", Sections: []Section{{Text: "You install the CLI first, then install plugins."}}})
	c := NewRecord(Page{URL: "c/", Title: "Pets", Method: "GET", Keywords: []string{"GET", "/pets/{petId}", "listPets", "limit"}})
	return []Scope{{ID: "0", Pages: []Entry{{Rec: a, Doc: 0}, {Rec: b, Doc: 1}}}, {ID: "1", Pages: []Entry{{Rec: c, Doc: 2, Boost: 2}, {Rec: b, Doc: 1}}}}
}

// postingsOf returns term's postings in scope as (page, section) → weight.
func postingsOf(t *testing.T, files map[string][]byte, scope, term string) map[[2]int]int {
	t.Helper()
	x, err := Open(files)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := x.Postings(scope, term)
	if err != nil {
		t.Fatal(err)
	}
	if ps == nil {
		return nil
	}
	out := map[[2]int]int{}
	for _, p := range ps {
		out[[2]int{p.Doc, p.Sec}] = p.Weight
	}
	return out
}

func TestBuild(t *testing.T) {
	scopes := testScopes()
	files := Build(scopes, Options{})
	var names []string
	for name, data := range files {
		names = append(names, name)
		if !json.Valid(data) {
			t.Errorf("%s is not JSON: %s", name, data)
		}
	}
	slices.Sort(names)
	if want := Files(scopes); !slices.Equal(names, want) {
		t.Errorf("Build wrote %q, Files says %q", names, want)
	}
	again := Build(testScopes(), Options{})
	for name, data := range files {
		if !bytes.Equal(data, again[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
	x, err := Open(files)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string][3]int{"0": {3, 1, 1}, "1": {2, 1, 1}}; !maps.Equal(x.Meta, want) || len(x.Hash) != 12 || x.Per != pagesPerDocFile {
		t.Errorf("scopes.json = %s", files["scopes.json"])
	}
	// The hash changes with any file's content.
	changed := testScopes()
	changed[1].Pages[1].Rec = NewRecord(Page{URL: "b/", Title: "Other", Sections: []Section{{Text: "You install the CLI first."}}})
	if other := Build(changed, Options{})["scopes.json"]; bytes.Equal(other, files["scopes.json"]) {
		t.Errorf("scopes.json is the same after a page changed: %s", other)
	}

	install := postingsOf(t, files, "0", "install")
	title, body := install[[2]int{0, 0}], install[[2]int{1, 0}]
	if title <= body || body == 0 {
		t.Errorf("install: title weight %d, body weight (twice) %d: want title > body > 0", title, body)
	}
	if sec := install[[2]int{0, 1}]; sec == 0 || sec >= title {
		t.Errorf("install: the title on a section weighs %d, want 0 < it < %d", sec, title)
	}
	if _, ok := postingsOf(t, files, "0", "installer")[[2]int{0, 1}]; !ok {
		t.Error("installer: not in section 1 of page 0")
	}
	for _, term := range []string{"get", "pets", "petid", "listpets", "list", "limit"} {
		if postingsOf(t, files, "1", term)[[2]int{2, 0}] == 0 {
			t.Errorf("endpoint field %q not indexed", term)
		}
	}
	// A boost of 2 doubles the weight.
	plain := Build([]Scope{{ID: "x", Pages: []Entry{{Rec: scopes[1].Pages[0].Rec}}}}, Options{})
	if b, p := postingsOf(t, files, "1", "pets")[[2]int{2, 0}], postingsOf(t, plain, "x", "pets")[[2]int{0, 0}]; b < 2*p-1 || b > 2*p+1 { // rounding
		t.Errorf("boosted weight %d, plain %d", b, p)
	}

	// The documents files hold every page once, whatever its scopes, a
	// page a file: a query fetches only its results' pages.
	for i := range 3 {
		if !bytes.HasPrefix(files[fmt.Sprintf("d/%d.json", i)], []byte(`[["`)) {
			t.Errorf("d/%d.json = %q, want page %d", i, files[fmt.Sprintf("d/%d.json", i)], i)
		}
	}
	if _, ok := files["d/3.json"]; ok {
		t.Error("d/3.json written for 3 pages")
	}
	var d [][]json.RawMessage
	if err := json.Unmarshal(files["d/0.json"], &d); err != nil || len(d) != 1 {
		t.Fatalf("d/0.json: %v %s", err, files["d/0.json"])
	}
	if got := string(d[0][4]); got != `[["","","How to get it."],["s","Shell","Run the installer."]]` {
		t.Errorf("sections of page 0: %s", got)
	}
	if doc, err := x.Doc(2); err != nil || doc.URL != "c/" || doc.Method != "GET" {
		t.Errorf("Doc(2) = %+v, %v", doc, err)
	}
}

// TestMaxPostings: a term in more documents than maxPostings keeps its
// best-weighted ones, and its true document frequency.
func TestMaxPostings(t *testing.T) {
	var s Scope
	for i := range maxPostings + 50 {
		title := fmt.Sprintf("Page %d", i)
		if i == maxPostings+10 {
			title = "Common"
		}
		s.Pages = append(s.Pages, Entry{Doc: i, Rec: NewRecord(Page{Title: title, Sections: []Section{{Text: "common words " + strings.Repeat("filler ", i%7)}}})})
	}
	s.ID = "0"
	files := Build([]Scope{s}, Options{})
	ps := postingsOf(t, files, "0", "common")
	if len(ps) != maxPostings {
		t.Errorf("%d postings, want %d", len(ps), maxPostings)
	}
	if _, ok := ps[[2]int{maxPostings + 10, 0}]; !ok {
		t.Error("the page titled Common lost its posting")
	}
	if !bytes.Contains(files[fmt.Sprintf("0/w%d.json", bucket("co", layoutOf(len(s.Pages)).dict))], []byte(fmt.Sprintf(`"common":%d`, maxPostings+50))) {
		t.Error("document frequency of common is not the true one")
	}
}

func TestRecordEqual(t *testing.T) {
	p := Page{URL: "a/", Title: "A", Sections: []Section{{Text: "x y"}}}
	if !NewRecord(p).Equal(NewRecord(p)) {
		t.Error("equal records differ")
	}
	q := p
	q.Sections = []Section{{Text: "x z"}}
	if NewRecord(p).Equal(NewRecord(q)) {
		t.Error("different records are equal")
	}
}

// TestPostingsEncoding: numbers of any size come back from the postings'
// digits (assets/search.js decodes them the same way).
func TestPostingsEncoding(t *testing.T) {
	nums := []uint32{0, 1, 31, 32, 1023, 1024, 25000, 1<<32 - 1}
	var b []byte
	for i := 0; i+2 < len(nums)*3; i += 3 {
		for k := range 3 {
			b = appendNum(b, nums[(i+k)%len(nums)])
		}
	}
	ps, err := decodePostings(string(b))
	if err != nil {
		t.Fatal(err)
	}
	doc := 0
	for i, p := range ps {
		doc += int(nums[(3*i)%len(nums)])
		if p.Doc != doc || p.Sec != int(nums[(3*i+1)%len(nums)]) || p.Weight != int(nums[(3*i+2)%len(nums)]) {
			t.Fatalf("posting %d = %+v", i, p)
		}
	}
	if len(ps) != len(nums) {
		t.Errorf("%d postings, want %d", len(ps), len(nums))
	}
	if got := string(appendNum(nil, 1025)); got != "XW1" {
		t.Errorf("1025 = %q, want XW1 (1, 0, 1 in base 32)", got)
	}
}

// TestHashNames: with HashNames each folder is named by its files' hash,
// which changes with them and only with them, and the index reads the same.
func TestHashNames(t *testing.T) {
	plain := Build(testScopes(), Options{})
	files := Build(testScopes(), Options{HashNames: true})
	folder := regexp.MustCompile(`^(0|1|d)\.[0-9a-f]{12}/`)
	dirs := map[string]string{}
	for name := range files {
		if name == "scopes.json" {
			continue
		}
		m := folder.FindString(name)
		if m == "" {
			t.Fatalf("%s: not in a hashed folder", name)
		}
		dirs[m[:1]] = m
		if !bytes.Equal(files[name], plain[m[:1]+name[len(m)-1:]]) {
			t.Errorf("%s differs from the file without HashNames", name)
		}
	}
	if len(dirs) != 3 || len(files) != len(plain) {
		t.Fatalf("folders %q, %d files (%d without HashNames)", dirs, len(files), len(plain))
	}
	x, err := Open(files)
	if err != nil {
		t.Fatal(err)
	}
	if ps, err := x.Postings("1", "pets"); err != nil || len(ps) != 1 || ps[0].Doc != 2 {
		t.Errorf("pets in scope 1: %v, %v", ps, err)
	}
	if d, err := x.Doc(2); err != nil || d.URL != "c/" {
		t.Errorf("Doc(2) = %+v, %v", d, err)
	}
	again := Build(testScopes(), Options{HashNames: true})
	for name, data := range files {
		if !bytes.Equal(data, again[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
	// Page c is only in scope 1: scope 0's folder keeps its name.
	changed := testScopes()
	changed[1].Pages[0].Rec = NewRecord(Page{URL: "c/", Title: "Pets and owners", Method: "GET"})
	other := Build(changed, Options{HashNames: true})
	names := map[string]bool{}
	for name := range other {
		if m := folder.FindString(name); m != "" {
			names[m] = true
		}
	}
	if !names[dirs["0"]] || names[dirs["1"]] || names[dirs["d"]] {
		t.Errorf("after a change to scope 1's own page: folders %v, were %v", names, dirs)
	}
}

// BenchmarkNewRecord analyses a page of 12 sections of 150 words each,
// drawn from a vocabulary of 600 words, as documentation pages repeat
// theirs.
func BenchmarkNewRecord(b *testing.B) {
	p := Page{URL: "guides/setup/", Title: "Configure webhooks for billing", Crumb: "Guides › Setup"}
	x := uint32(1)
	for s := range 12 {
		var text strings.Builder
		for range 150 {
			x = x*1664525 + 1013904223
			fmt.Fprintf(&text, "word%d ", x>>16%600)
		}
		p.Sections = append(p.Sections, Section{ID: fmt.Sprint("s", s), Heading: fmt.Sprint("Heading ", s), Text: text.String()})
	}
	for b.Loop() {
		NewRecord(p)
	}
}

// TestCrumb: a breadcrumb names a repeated trail entry once (issue 37:
// "QStash › QStash"), however cased, and keeps distinct ones in order.
func TestCrumb(t *testing.T) {
	for _, c := range []struct {
		trail []string
		want  string
	}{
		{nil, ""},
		{[]string{"Guides", "Setup"}, "Guides › Setup"},
		{[]string{"QStash", "QStash", "Features"}, "QStash › Features"},
		{[]string{"Redis", "redis", "REDIS"}, "Redis"},
		{[]string{"Guides", "Setup", "Guides"}, "Guides › Setup › Guides"},
		{[]string{"—", "—"}, "— › —"},
	} {
		if got := Crumb(c.trail); got != c.want {
			t.Errorf("Crumb(%q) = %q, want %q", c.trail, got, c.want)
		}
	}
}

// TestLayout: a scope has about a dictionary and a postings file per four
// pages, a power of two, at most maxBuckets of each (their key, a term's
// first two letters, has few more values).
func TestLayout(t *testing.T) {
	for _, c := range []struct{ pages, want int }{{0, 1}, {3, 1}, {8, 2}, {256, 64}, {1000, 256}, {4096, 1024}, {25000, 1024}} {
		if l := layoutOf(c.pages); l.dict != c.want || l.post != c.want {
			t.Errorf("layoutOf(%d) = %+v, want %d each", c.pages, l, c.want)
		}
	}
}
