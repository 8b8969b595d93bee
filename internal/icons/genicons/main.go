// Command genicons vendors the icon sets navbuild draws icons from: Font
// Awesome Free (solid, regular, brands), Lucide and Tabler (outline and
// filled). For each it fetches the published npm package with `npm pack`
// (internal/npmpack; npm checks the registry's integrity), and writes one gzip'ed file per
// set to internal/icons/sets: a line per icon, "name<TAB>viewBox<TAB>SVG
// body" or "name<TAB>=target" for an alias, sorted by name. Beside them go
// each package's licence and a PROVENANCE file (package, version, licence,
// integrity, icon counts).
//
// Usage (go generate ./internal/icons runs it, from internal/icons):
//
//	go run ./genicons [-out sets]
//
// The files are committed: a build needs no network, and a built site
// carries only the icons its pages use, inline.
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/npmpack"
)

// The packages and versions the sets come from; update a version here and
// run go generate ./internal/icons.
var packages = []struct{ name, version, licenceFile string }{
	{"@fortawesome/fontawesome-free", "7.3.1", "package/LICENSE.txt"},
	{"lucide-static", "1.62.0", "package/LICENSE"},
	{"@tabler/icons", "3.51.0", "package/LICENSE"},
	// Only names: the IconName type lists every Pro icon too.
	{"@fortawesome/fontawesome-common-types", "7.3.1", "package/LICENSE.txt"},
}

func main() {
	fs := flag.NewFlagSet("genicons", flag.ExitOnError)
	out := fs.String("out", "sets", "`folder` the sets go to")
	npmpack.Main(fs, func() error { return run(*out) })
}

// set is one generated file: icon name to "viewBox\tbody" or "=target".
type set struct {
	file  string
	icons map[string]string
}

func (s *set) add(name, viewBox, body string) { s.icons[name] = viewBox + "\t" + body }

func run(out string) error {
	written := map[string][]byte{}
	meta := &metadata{}
	var prov bytes.Buffer
	prov.WriteString("The icon sets in this folder come from the npm packages below, fetched by\ninternal/icons/genicons (go generate ./internal/icons) with `npm pack`.\nEach .gz file holds one set: a line per icon, \"name<TAB>viewBox<TAB>SVG\nbody\" or \"name<TAB>=target\" for an alias. A built site carries only\nthe icons its pages use. Each package's licence is beside its sets.\nfontawesome-pro.txt maps each Font Awesome Pro name to the closest free\nglyph, \"name<TAB>set:target\" (set fontawesome, lucide or tabler), or\n\"name<TAB>\" when nothing is close (see genicons/pro.go).\n")
	for _, p := range packages {
		pkg, err := npmpack.Pack(p.name, p.version)
		if err != nil {
			return err
		}
		files := pkg.Files
		var sets []*set
		switch p.name {
		case "@fortawesome/fontawesome-free":
			sets, err = fontAwesome(files["package/metadata/icon-families.json"])
			if err == nil {
				err = meta.fontAwesome(files["package/metadata/icon-families.json"])
			}
		case "lucide-static":
			sets, err = strokeSet("lucide", files, "package/icons/")
			if err == nil {
				err = meta.lucide(files["package/tags.json"])
			}
		case "@tabler/icons":
			sets, err = tabler(files)
			if err == nil {
				err = meta.tabler(files["package/icons.json"])
			}
		case "@fortawesome/fontawesome-common-types":
			written["fontawesome-pro.txt"], err = meta.pro(files["package/index.d.ts"])
		}
		if err != nil {
			return fmt.Errorf("%s: %v", p.name, err)
		}
		for _, s := range sets {
			meta.has(s)
		}
		licence := strings.TrimPrefix(strings.ReplaceAll(p.name, "/", "-"), "@") + ".LICENSE"
		written[licence] = files[p.licenceFile]
		prov.WriteString("\n" + pkg.Provenance(licence))
		if p.name == "@fortawesome/fontawesome-common-types" {
			// Written above, after the sets it matches against.
			fmt.Fprintf(&prov, "set: fontawesome-pro.txt (%d Pro names, %d drawn by a close free glyph)\n", meta.proNames, meta.proSubs)
		}
		for _, s := range sets {
			gz, n, a, err := s.encode()
			if err != nil {
				return err
			}
			written[s.file] = gz
			fmt.Fprintf(&prov, "set: %s (%d icons, %d aliases)\n", s.file, n, a)
		}
	}
	written["PROVENANCE"] = prov.Bytes()
	return npmpack.WriteFolder(out, written)
}

// fontAwesome reads the free sets from Font Awesome's metadata: every
// icon's SVG per style, and its aliases.names, which point at it in every
// style it has.
func fontAwesome(metadata []byte) ([]*set, error) {
	var icons map[string]struct {
		Aliases struct{ Names []string }
		Svgs    map[string]map[string]struct {
			ViewBox []float64
			Path    json.RawMessage
		}
	}
	if err := json.Unmarshal(metadata, &icons); err != nil {
		return nil, fmt.Errorf("icon-families.json: %v", err)
	}
	styles := []string{"solid", "regular", "brands"}
	var sets []*set
	for _, st := range styles {
		s := &set{file: "fontawesome-" + st + ".gz", icons: map[string]string{}}
		for name, ic := range icons {
			g, ok := ic.Svgs["classic"][st]
			if !ok {
				continue
			}
			var paths []string
			if err := json.Unmarshal(g.Path, &paths); err != nil {
				var one string
				if err := json.Unmarshal(g.Path, &one); err != nil {
					return nil, fmt.Errorf("%s: path: %v", name, err)
				}
				paths = []string{one}
			}
			if len(g.ViewBox) != 4 {
				return nil, fmt.Errorf("%s: viewBox %v", name, g.ViewBox)
			}
			var body strings.Builder
			for _, d := range paths {
				body.WriteString(`<path d="` + d + `"/>`)
			}
			s.add(name, strings.Trim(fmt.Sprint(g.ViewBox), "[]"), body.String())
			for _, a := range ic.Aliases.Names {
				if _, taken := icons[a]; !taken {
					s.icons[a] = "=" + name
				}
			}
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// tabler reads Tabler's outline and filled icons.
func tabler(files map[string][]byte) ([]*set, error) {
	outline, err := strokeSet("tabler-outline", files, "package/icons/outline/")
	if err != nil {
		return nil, err
	}
	filled, err := strokeSet("tabler-filled", files, "package/icons/filled/")
	if err != nil {
		return nil, err
	}
	return append(outline, filled...), nil
}

var (
	svgRE     = regexp.MustCompile(`(?s)<svg\b([^>]*)>(.*)</svg>`)
	viewBoxRE = regexp.MustCompile(`viewBox="([^"]*)"`)
	commentRE = regexp.MustCompile(`(?s)<!--.*?-->`)
	spaceRE   = regexp.MustCompile(`\s+`)
	// tabler starts each icon with a transparent path the size of the box.
	boxRE = regexp.MustCompile(`<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*/>`)
)

// strokeSet reads the SVG files of one folder of a package: the icon's
// name is its file name. An icon whose body equals that of an earlier one
// (in name order) is written as an alias of it: Lucide ships its aliases as
// copies.
func strokeSet(id string, files map[string][]byte, dir string) ([]*set, error) {
	s := &set{file: id + ".gz", icons: map[string]string{}}
	var names []string
	for f := range files {
		if path.Dir(f)+"/" == dir && path.Ext(f) == ".svg" {
			names = append(names, f)
		}
	}
	slices.Sort(names)
	seen := map[string]string{}
	for _, f := range names {
		name := strings.TrimSuffix(path.Base(f), ".svg")
		src := commentRE.ReplaceAllString(string(files[f]), "")
		m := svgRE.FindStringSubmatch(src)
		if m == nil {
			return nil, fmt.Errorf("%s: no <svg>", f)
		}
		vb := viewBoxRE.FindStringSubmatch(m[1])
		if vb == nil {
			return nil, fmt.Errorf("%s: no viewBox", f)
		}
		body := boxRE.ReplaceAllString(m[2], "")
		body = strings.ReplaceAll(spaceRE.ReplaceAllString(body, " "), " />", "/>")
		body = strings.ReplaceAll(strings.TrimSpace(body), "> <", "><")
		if t, ok := seen[body]; ok {
			s.icons[name] = "=" + t
			continue
		}
		seen[body] = name
		s.add(name, vb[1], body)
	}
	if len(s.icons) == 0 {
		return nil, fmt.Errorf("no icons in %s", dir)
	}
	return []*set{s}, nil
}

// encode returns s's file: its lines sorted by name, gzip'ed at the best
// compression, and the number of icons and of aliases.
func (s *set) encode() (gz []byte, icons, aliases int, err error) {
	var raw bytes.Buffer
	for _, n := range slices.Sorted(maps.Keys(s.icons)) {
		v := s.icons[n]
		if strings.HasPrefix(v, "=") {
			aliases++
		} else {
			icons++
		}
		raw.WriteString(n + "\t" + v + "\n")
	}
	gz, err = npmpack.Gzip(raw.Bytes())
	return gz, icons, aliases, err
}
