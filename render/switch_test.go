package render_test

import (
	"encoding/json"
	"html"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

var (
	switchDetails = regexp.MustCompile(`<details class="?selector selector-version"? data-switch="?(\d+)"?(?: data-x=('[^']*'|"[^"]*"))?>(.*?)</details>`)
	switchOption  = regexp.MustCompile(`<a href="?([^" >]*)"?( aria-current="?true"?)?>`)
	switchScript  = regexp.MustCompile(`<script src="?(_navbuild/switch/[0-9a-f]+\.js)"? defer>`)
)

// TestSwitchFile: on a site of 8 versions a page inlines a short version
// selector (its own version, its neighbours and the default) and the
// section's file gives the whole list; the links the file's rules and
// the page's exceptions give, worked out here as assets/switch.js does,
// are the page's counterparts in every version, on every page (the API
// tabs of every third version make exceptions: their pages have no
// counterpart elsewhere).
func TestSwitchFile(t *testing.T) {
	const versions = 8
	fsys := synth.Versioned{Versions: versions, Languages: 2, Pages: 7, SpecEvery: 3}.Site()
	site := load(t, fsys)
	files := buildFS(t, fsys, render.Options{})
	var pages, excepted int
	for _, p := range site.Pages {
		if p.Version == nil {
			continue
		}
		name := strings.Trim(p.URL, "/") + "/index.html"
		page := string(files[name])
		m := switchDetails.FindStringSubmatch(page)
		if m == nil {
			t.Errorf("%s: no version selector with data-switch", name)
			continue
		}
		pages++
		var short []string
		own := ""
		for _, o := range switchOption.FindAllStringSubmatch(m[3], -1) {
			href := html.UnescapeString(o[1])
			short = append(short, href)
			if o[2] != "" {
				own = href
			}
		}
		if len(short) < 2 || len(short) > 4 || own == "" {
			t.Errorf("%s: the inline selector has %d options (own %q), want 2 to 4 with its own", name, len(short), own)
			continue
		}
		except := map[int]string{}
		if m[2] != "" {
			var x [][2]any
			if err := json.Unmarshal([]byte(html.UnescapeString(m[2][1:len(m[2])-1])), &x); err != nil {
				t.Fatalf("%s: data-x: %v", name, err)
			}
			for _, e := range x {
				except[int(e[0].(float64))] = e[1].(string)
			}
			excepted++
		}
		s := switchScript.FindStringSubmatch(page)
		if s == nil {
			t.Fatalf("%s: no selectors script", name)
		}
		js := string(files[s[1]])
		i := strings.LastIndex(js, "})(")
		if i < 0 {
			t.Fatalf("%s: no data in %s", name, s[1])
		}
		data := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(js[i+3:]), ";"), ")")
		var sels []struct {
			H string      `json:"h"`
			R [][2]string `json:"r"`
		}
		if err := json.Unmarshal([]byte(data), &sels); err != nil {
			t.Fatalf("%s: %v", s[1], err)
		}
		k, _ := strconv.Atoi(m[1])
		sel := sels[k]
		if n := len(switchOption.FindAllString(sel.H, -1)); n != versions || len(sel.R) != versions {
			t.Fatalf("%s: %d options and %d rules in the file, want %d", s[1], n, len(sel.R), versions)
		}
		var got []string
		for j, r := range sel.R {
			href, ok := except[j]
			if !ok {
				if !strings.HasPrefix(own, r[0]) {
					t.Errorf("%s: option %d: rule %q does not apply to %q and no exception", name, j, r, own)
				}
				href = r[1] + strings.TrimPrefix(own, r[0])
			}
			got = append(got, href)
		}
		for j, o := range p.Version.Parent.Children {
			want := strings.Trim(p.Counterpart(o).URL, "/") + "/"
			if got[j] != want {
				t.Errorf("%s: option %s leads to %q, want %q", name, o.Label, got[j], want)
			}
		}
		for _, h := range short {
			if !strings.Contains("\x00"+strings.Join(got, "\x00")+"\x00", "\x00"+h+"\x00") {
				t.Errorf("%s: inline option %q is not in the whole list %q", name, h, got)
			}
		}
	}
	if pages == 0 || excepted == 0 {
		t.Errorf("%d pages with a long version selector, %d with exceptions: want some of each", pages, excepted)
	}
	t.Logf("%d pages, %d with exceptions", pages, excepted)
}
