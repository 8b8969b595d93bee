package resolve_test

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/resolve"
)

// oracleResult is what scripts/oracle/record.mjs stored: the reference
// platform's verdict and resolution of the case.
type oracleResult struct {
	Validate struct {
		Valid  bool `json:"valid"`
		Errors []struct {
			Path, Message string
		} `json:"errors"`
	} `json:"validate"`
	Resolve *struct {
		OK        bool   `json:"ok"`
		Error     string `json:"error"`
		FirstPage string `json:"firstPage"`
		Pages     []struct {
			Href, Title, Openapi string
			SidebarTitle         string `json:"sidebarTitle"`
			Trail                []string
		} `json:"pages"`
		Breadcrumbs map[string][]string `json:"breadcrumbs"`
		Divisions   []struct {
			Kind, Name string
			FirstPage  *string `json:"firstPage"`
		} `json:"divisions"`
	} `json:"resolve"`
}

// TestOracleCases checks each testdata/oracle case, one rule each, against
// the reference platform's recorded verdict and resolution, and against
// the diagnostics navbuild must print (the `want` section).
//
// A case where navbuild deliberately differs from the reference says so in
// a `deviation:` line of its comment; the test fails both on an
// undeclared difference and on a declared one that no longer exists.
func TestOracleCases(t *testing.T) {
	cases := golden.Archives(t, "../testdata/oracle/*.txtar")
	if len(cases) < 40 {
		t.Fatalf("found %d oracle cases, want at least 40", len(cases))
	}
	for _, ar := range cases {
		t.Run(ar.Name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			var oracleJSON []byte
			for _, f := range ar.Files {
				switch f.Name {
				case "want": // compared below
				case "oracle.json":
					oracleJSON = f.Data
				default:
					fsys[f.Name] = &fstest.MapFile{Data: f.Data}
				}
			}
			var oracle oracleResult
			if err := json.Unmarshal(oracleJSON, &oracle); err != nil {
				t.Fatalf("oracle.json: %v (run scripts/oracle/record.mjs)", err)
			}
			deviation := regexp.MustCompile(`(?m)^deviation:`).Match(ar.Comment)

			// The reference uses only the first spec of an openapi array;
			// compare like with like (TestOpenAPIArrayUsesEverySpec covers
			// navbuild's default).
			site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true, FirstSpecOnly: true})
			var diags []resolve.Diagnostic
			if err != nil {
				diags = err.(*resolve.LoadError).Diagnostics
			} else {
				diags = site.Diagnostics
			}

			// The diagnostics, as "severity path" lines.
			var got []string
			for _, d := range diags {
				path := d.Path
				if path == "" {
					path = "-"
				}
				got = append(got, d.Severity.String()+" "+path)
			}
			got = slices.Compact(got)
			ar.Section(t, "want", []byte(strings.Join(got, "\n")))
			if t.Failed() {
				t.Logf("all diagnostics:\n%s", format(diags))
			}

			// The verdict and, where the reference resolved, the result.
			oracleOK := oracle.Validate.Valid && (oracle.Resolve == nil || oracle.Resolve.OK)
			var diffs []string
			if oracleOK != (err == nil) {
				diffs = append(diffs, fmt.Sprintf("verdict: reference valid=%v, navbuild valid=%v", oracleOK, err == nil))
			}
			if site != nil && oracle.Resolve != nil && oracle.Resolve.OK {
				diffs = append(diffs, compareResolution(site, &oracle)...)
			}
			switch {
			case len(diffs) > 0 && !deviation:
				t.Errorf("navbuild differs from the reference (declare it with a deviation: line if deliberate):\n%s\n%s",
					strings.Join(diffs, "\n"), format(diags))
			case len(diffs) == 0 && deviation:
				t.Errorf("the case declares a deviation, but navbuild agrees with the reference")
			}
		})
	}
}

func format(diags []resolve.Diagnostic) string {
	var b strings.Builder
	for _, d := range diags {
		b.WriteString("  " + d.Error() + "\n")
	}
	return b.String()
}

// normURL maps the reference's hrefs to navbuild's URLs: it keeps "/index"
// in hrefs but serves such pages at their folder, as navbuild does.
func normURL(h string) string {
	h = strings.TrimSuffix(h, "/index")
	if h == "" || h == "/index" {
		return "/"
	}
	return h
}

func compareResolution(site *resolve.Site, o *oracleResult) []string {
	var diffs []string
	var wantURLs, gotURLs []string
	titles, sidebar := map[string]string{}, map[string]string{}
	for _, p := range o.Resolve.Pages {
		u := normURL(p.Href)
		if !slices.Contains(wantURLs, u) {
			wantURLs = append(wantURLs, u)
		}
		titles[u] = p.Title
		sidebar[u] = cmp.Or(p.SidebarTitle, p.Title)
	}
	for _, p := range site.Pages {
		if p.InNav {
			gotURLs = append(gotURLs, p.URL)
			if w, ok := titles[p.URL]; ok && w != p.Title {
				diffs = append(diffs, fmt.Sprintf("title of %s: reference %q, navbuild %q", p.URL, w, p.Title))
			}
			if w, ok := sidebar[p.URL]; ok && w != p.SidebarTitle {
				diffs = append(diffs, fmt.Sprintf("sidebar title of %s: reference %q, navbuild %q", p.URL, w, p.SidebarTitle))
			}
		}
	}
	if !slices.Equal(wantURLs, gotURLs) {
		diffs = append(diffs, fmt.Sprintf("pages:\n  reference %q\n  navbuild  %q", wantURLs, gotURLs))
	}
	home := ""
	if site.Home != nil {
		home = site.Home.URL
	}
	if w := normURL(o.Resolve.FirstPage); w != home {
		diffs = append(diffs, fmt.Sprintf("first page: reference %q, navbuild %q", w, home))
	}
	if site.Breadcrumbs {
		for slug, want := range o.Resolve.Breadcrumbs {
			p := site.Page(slug)
			if p == nil {
				continue
			}
			if !slices.Equal(want, p.Trail) {
				diffs = append(diffs, fmt.Sprintf("breadcrumbs of %s: reference %q, navbuild %q", slug, want, p.Trail))
			}
		}
	}
	// Division first pages, matched by kind and label in walk order.
	var divs []*resolve.Division
	var walk func(d *resolve.Division)
	walk = func(d *resolve.Division) {
		for _, c := range append(append([]*resolve.Division(nil), d.Children...), d.Menu...) {
			divs = append(divs, c)
			walk(c)
		}
	}
	walk(site.Nav)
	if len(divs) == len(o.Resolve.Divisions) {
		for i, od := range o.Resolve.Divisions {
			d := divs[i]
			got := ""
			if d.First != nil {
				got = d.First.URL
			}
			want := ""
			if od.FirstPage != nil {
				want = normURL(*od.FirstPage)
			}
			if d.Kind.String() != od.Kind || d.Label != od.Name || got != want {
				diffs = append(diffs, fmt.Sprintf("division %d: reference %s %q first %q, navbuild %s %q first %q",
					i, od.Kind, od.Name, want, d.Kind, d.Label, got))
			}
		}
	} else {
		diffs = append(diffs, fmt.Sprintf("divisions: reference has %d, navbuild %d", len(o.Resolve.Divisions), len(divs)))
	}
	return diffs
}
