// Command genfonts vendors the font families navbuild ships for
// docs.json's `fonts` when a family is given without a source: for each,
// it fetches the family's @fontsource npm package with `npm pack` (which
// checks the registry's integrity), and writes the woff2 files of the
// latin and latin-ext subsets in weights 400, 500, 600 and 700 to
// assets/fonts, the package's licence beside them, a PROVENANCE file
// (package, version, licence, integrity, files) and internal/fonts's
// catalog.go, which lists the files with their unicode ranges.
//
// Usage (go generate ./internal/fonts runs it, from internal/fonts):
//
//	go run ./genfonts [-assets ../../assets/fonts] [-catalog catalog.go]
//
// The files are committed: a build needs no network, and a built site
// carries only the files of the families it uses.
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/navbuild/navbuild/internal/npmpack"
)

// families are the families navbuild ships: the ones real sites name
// (Inter, the reference's default; Geist; IBM Plex Sans and Mono, found
// in the corpus's docs.json files), each with its package's version.
var families = []struct{ name, id, version string }{
	{"Inter", "inter", "5.3.0"},
	{"Geist", "geist", "5.3.0"},
	{"IBM Plex Sans", "ibm-plex-sans", "5.3.0"},
	{"IBM Plex Mono", "ibm-plex-mono", "5.3.0"},
}

var (
	subsets = []string{"latin", "latin-ext"}
	weights = []int{400, 500, 600, 700}
)

func main() {
	fs := flag.NewFlagSet("genfonts", flag.ExitOnError)
	assets := fs.String("assets", "../../assets/fonts", "`folder` the font files go to")
	catalog := fs.String("catalog", "catalog.go", "Go `file` listing them")
	fs.Parse(os.Args[1:])
	if err := run(*assets, *catalog); err != nil {
		fmt.Fprintln(os.Stderr, "genfonts:", err)
		os.Exit(1)
	}
}

type face struct {
	weight       int
	subset, file string
	unicodeRange string
}

func run(assets, catalog string) error {
	if err := os.RemoveAll(assets); err != nil {
		return err
	}
	if err := os.MkdirAll(assets, 0o755); err != nil {
		return err
	}
	var prov bytes.Buffer
	var entries bytes.Buffer
	ranges := map[string]string{} // subset → its unicode range, the same in every family and weight
	prov.WriteString("The font files in this folder come from the npm packages below, fetched\nby internal/fonts/genfonts (go generate ./internal/fonts) with `npm pack`.\nOnly the woff2 files of the latin and latin-ext subsets in weights 400,\n500, 600 and 700 are kept. A built site carries the files of the families\nit uses, and the licence of each family is beside its files.\n")
	for _, f := range families {
		pkg := "@fontsource/" + f.id
		p, err := npmpack.Pack(pkg, f.version)
		if err != nil {
			return fmt.Errorf("%s@%s: %v", pkg, f.version, err)
		}
		if p.Version != f.version {
			return fmt.Errorf("npm pack %s@%s gave version %s", pkg, f.version, p.Version)
		}
		names := []string{"package/package.json", "package/LICENSE"}
		for _, w := range weights {
			names = append(names, fmt.Sprintf("package/%d.css", w))
			for _, s := range subsets {
				names = append(names, fmt.Sprintf("package/files/%s-%s-%d-normal.woff2", f.id, s, w))
			}
		}
		files := p.Files
		for _, n := range names {
			if files[n] == nil {
				return fmt.Errorf("%s: no %s in the package", pkg, n)
			}
		}
		var meta struct{ License string }
		if err := json.Unmarshal(files["package/package.json"], &meta); err != nil {
			return fmt.Errorf("%s: package.json: %v", pkg, err)
		}
		var faces []face
		for _, w := range weights {
			css := string(files[fmt.Sprintf("package/%d.css", w)])
			for _, s := range subsets {
				file := fmt.Sprintf("%s-%s-%d-normal.woff2", f.id, s, w)
				ur, err := unicodeRange(css, file)
				if err != nil {
					return fmt.Errorf("%s: %v", pkg, err)
				}
				if r, ok := ranges[s]; ok && r != ur {
					return fmt.Errorf("%s: subset %s has unicode-range %s, another family or weight %s (catalog.go holds one range a subset)", pkg, s, ur, r)
				}
				ranges[s] = ur
				faces = append(faces, face{w, s, file, ur})
				if err := os.WriteFile(filepath.Join(assets, file), files["package/files/"+file], 0o644); err != nil {
					return err
				}
			}
		}
		licence := f.id + ".LICENSE"
		if err := os.WriteFile(filepath.Join(assets, licence), files["package/LICENSE"], 0o644); err != nil {
			return err
		}
		fmt.Fprintf(&entries, "\t{Name: %q, ID: %q, Package: %q, Version: %q, License: %q, LicenseFile: %q, Faces: faces(%q)},\n",
			f.name, f.id, pkg, f.version, meta.License, licence, f.id)
		fmt.Fprintf(&prov, "\nfamily: %s\npackage: %s\nversion: %s\nlicense: %s (%s)\nintegrity: %s\nfiles: %d (%s-{%s}-{%s}-normal.woff2)\n",
			f.name, pkg, f.version, meta.License, licence, p.Integrity, len(faces), f.id,
			strings.Join(subsets, ","), strings.Trim(strings.Join(strings.Fields(fmt.Sprint(weights)), ","), "[]"))
	}
	var src bytes.Buffer
	src.WriteString("// Code generated by genfonts (go generate ./internal/fonts); DO NOT EDIT.\n\npackage fonts\n\n")
	src.WriteString("// subsetRanges are the unicode ranges of the subsets, as @fontsource's CSS\n// gives them, in the order faces lists the files of a weight.\nvar subsetRanges = []struct{ subset, unicodeRange string }{\n")
	for _, s := range subsets {
		fmt.Fprintf(&src, "\t{%q, %q},\n", s, ranges[s])
	}
	src.WriteString("}\n\n")
	fmt.Fprintf(&src, "// weights are the weights of every family.\nvar weights = %#v\n\nvar catalog = []Family{\n", weights)
	src.Write(entries.Bytes())
	src.WriteString("}\n")
	code, err := format.Source(src.Bytes())
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(assets, "PROVENANCE"), prov.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(catalog, code, 0o644)
}

// unicodeRange returns the unicode-range of the @font-face rule of the
// package's CSS that loads file.
func unicodeRange(css, file string) (string, error) {
	i := strings.Index(css, "/files/"+file+")")
	if i < 0 {
		return "", fmt.Errorf("no @font-face for %s", file)
	}
	rule := css[i:]
	if end := strings.Index(rule, "}"); end >= 0 {
		rule = rule[:end]
	}
	m := rangeRE.FindStringSubmatch(rule)
	if m == nil {
		return "", fmt.Errorf("no unicode-range for %s", file)
	}
	return m[1], nil
}

var rangeRE = regexp.MustCompile(`unicode-range:\s*([U+0-9A-Fa-f?,\s-]+);`)
