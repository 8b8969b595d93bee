package archtest

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	fuzzFuncRE = regexp.MustCompile(`(?m)^func (Fuzz\w*)\(\w+ \*testing\.F\)`)
	// A Makefile line running one fuzz target: go test ./pkg ... -fuzz X.
	makeFuzzRE = regexp.MustCompile(`(?m)test\s+\./(\S+)\s.*-fuzz\s+(\S+)`)
)

// TestFuzzTargetsListed checks that `make fuzz` runs every fuzz target of
// the tree, and that ARCHITECTURE.md's fuzz list names every package that
// has one.
func TestFuzzTargetsListed(t *testing.T) {
	targets := map[string][]string{} // package folder: its fuzz targets
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != root && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		for _, m := range fuzzFuncRE.FindAllSubmatch(src, -1) {
			targets[filepath.ToSlash(rel)] = append(targets[filepath.ToSlash(rel)], string(m[1]))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(targets) == 0 {
		t.Fatal("no fuzz target found")
	}

	makefile, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	run := map[string]bool{} // pkg.Target
	for _, m := range makeFuzzRE.FindAllStringSubmatch(string(makefile), -1) {
		pkg, pattern := m[1], strings.Trim(m[2], `'"`)
		re, err := regexp.Compile(pattern)
		if err != nil {
			t.Errorf("Makefile: -fuzz %s: %v", pattern, err)
			continue
		}
		var matched []string
		for _, name := range targets[pkg] {
			if re.MatchString(name) {
				matched = append(matched, name)
			}
		}
		// go test -fuzz runs exactly one target.
		if len(matched) != 1 {
			t.Errorf("Makefile: -fuzz %s in ./%s matches %q, want exactly one target", pattern, pkg, matched)
			continue
		}
		run[pkg+"."+matched[0]] = true
	}

	arch, err := os.ReadFile(filepath.Join(root, "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, list, ok := strings.Cut(string(arch), "\n- Fuzz:")
	if !ok {
		t.Fatal("ARCHITECTURE.md has no \"- Fuzz:\" list")
	}
	list, _, _ = strings.Cut(list, "\n- ") // up to the next item
	list, _, _ = strings.Cut(list, "\n\n")
	for pkg, names := range targets {
		for _, name := range names {
			if !run[pkg+"."+name] {
				t.Errorf("%s in ./%s: make fuzz does not run it (add it to the Makefile's fuzz target)", name, pkg)
			}
		}
		if !strings.Contains(list, "`"+pkg+"`") {
			t.Errorf("ARCHITECTURE.md's fuzz list does not name `%s` (%s)", pkg, strings.Join(names, ", "))
		}
	}
}
