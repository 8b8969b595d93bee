package tailwind

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/tailwind/oracle"
)

// unsupported are the tokens Tailwind knows and navbuild does not write
// alike: of the corpus (testdata/classes.txt) and of the extra tokens
// (testdata/extra.txt). The test fails when a list is not exactly the
// difference, so a fix takes its token out.
var unsupported = map[string][]string{
	"classes.txt": {},
	"extra.txt":   {},
}

// TestCoverage runs every class token of the corpus (testdata/classes.txt)
// and the extra tokens that reach the rest of Tailwind (extra.txt)
// through navbuild and compares its rules with Tailwind's: the media
// condition, the selector (navbuild's dark mode and Tailwind's `.dark`
// taken out) and the declarations, normalised. At least 95% of the
// corpus's utilities that Tailwind knows must match.
func TestCoverage(t *testing.T) {
	for _, file := range []string{"classes.txt", "extra.txt"} {
		t.Run(file, func(t *testing.T) {
			pct := coverage(t, file, unsupported[file])
			if file == "classes.txt" && pct < 95 {
				t.Errorf("coverage %.1f%% < 95%%", pct)
			}
		})
	}
}

func coverage(t *testing.T, file string, unsupported []string) float64 {
	recorded, err := oracle.Load("testdata/oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	classes, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var known, same int
	var differ, extra []string
	for _, tok := range strings.Fields(string(classes)) {
		want, ok := recorded[tok]
		if !ok {
			t.Fatalf("%s: not in oracle.json (go generate ./internal/tailwind)", tok)
		}
		rs, _, ours := rulesFor(tok, "")
		if len(want) == 0 {
			if ours {
				extra = append(extra, tok)
			}
			continue
		}
		known++
		w, g := oracleKey(want), ourKey(rs)
		if w == g {
			same++
			continue
		}
		differ = append(differ, tok)
		if !slices.Contains(unsupported, tok) {
			t.Errorf("%s:\n tailwind %s\n navbuild %s", tok, w, g)
		}
	}
	for _, tok := range unsupported {
		if !slices.Contains(differ, tok) {
			t.Errorf("%s is listed as unsupported but matches Tailwind: take it out of the list", tok)
		}
	}
	if len(extra) > 0 {
		t.Errorf("navbuild writes rules for tokens Tailwind does not know: %q", extra)
	}
	pct := 100 * float64(same) / float64(known)
	t.Logf("coverage: %d of %d utilities Tailwind knows (%.1f%%); unsupported: %q", same, known, pct, differ)
	return pct
}

func oracleKey(rs []oracle.Rule) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, r.Media+" "+r.Selector+" {"+strings.Join(r.Decls, ";")+"}")
	}
	slices.Sort(parts)
	return strings.Join(parts, " | ")
}

func ourKey(rs []rule) string {
	var parts []string
	for _, r := range rs {
		if strings.Contains(r.media, "prefers-color-scheme") {
			continue // the system-mode copy of a dark: rule
		}
		sel := strings.TrimPrefix(r.selector, `:root[data-theme="dark"] `)
		var ds []string
		for _, d := range r.decls {
			ds = append(ds, d.prop+":"+oracle.Norm(d.value))
		}
		slices.Sort(ds)
		parts = append(parts, oracle.Norm(r.media)+" "+oracle.Norm(sel)+" {"+strings.Join(ds, ";")+"}")
	}
	slices.Sort(parts)
	return strings.Join(parts, " | ")
}
