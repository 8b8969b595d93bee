// Command genstarlight vendors the interface translations of Starlight
// (the npm package @astrojs/starlight, MIT): it fetches the package with
// `npm pack`, reads its translations/*.json and writes the messages
// package i18n uses (keys) as a Go table, recording the package, its
// version, its licence and the tarball's integrity, with the licence
// text beside it.
//
// Usage (go generate ./internal/i18n runs it; it needs npm and the npm
// registry):
//
//	go run ./internal/i18n/genstarlight -version 0.41.11 -o starlight.go -license LICENSE.starlight
//
// 0.41.11 is the last version that ships translations/*.json (later ones
// ship them compiled into dist/translations/*.js).
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/npmpack"
)

const pkg = "@astrojs/starlight"

// keys are the messages vendored: those package i18n maps its own keys
// onto (fromStarlight; TestStarlightKeys fails when one is missing).
// Starlight's others name things navbuild does not draw.
var keys = []string{
	"menuButton.accessibleLabel",
	"page.lastUpdated",
	"page.nextLink",
	"page.previousLink",
	"skipLink.label",
	"tableOfContents.onThisPage",
}

func main() {
	os.Exit(npmpack.Run("genstarlight", os.Args[1:], os.Stderr, "starlight.go", "LICENSE.starlight", generate))
}

func generate(version, out, lic string) error {
	p, err := npmpack.Pack(pkg, version)
	if err != nil {
		return err
	}
	langs := map[string]map[string]string{}
	var names []string
	for name, data := range p.Files {
		dirName, base := path.Split(name)
		if dirName != "package/translations/" || path.Ext(base) != ".json" {
			continue
		}
		all := map[string]string{}
		if err := json.Unmarshal(data, &all); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		m := map[string]string{}
		for _, k := range keys {
			if s, ok := all[k]; ok {
				m[k] = s
			}
		}
		if len(m) == 0 {
			continue
		}
		lang := strings.TrimSuffix(base, ".json")
		langs[lang] = m
		names = append(names, lang)
	}
	if len(langs) == 0 {
		return fmt.Errorf("%s@%s has no translations/*.json", pkg, version)
	}
	slices.Sort(names)
	var b bytes.Buffer
	b.WriteString("// starlight holds Starlight's messages by language (its file names) and key.\n")
	b.WriteString("var starlight = map[string]map[string]string{\n")
	for _, lang := range names {
		fmt.Fprintf(&b, "\t%q: {\n", lang)
		for _, k := range slices.Sorted(maps.Keys(langs[lang])) {
			fmt.Fprintf(&b, "\t\t%q: %q,\n", k, langs[lang][k])
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	return p.WriteGo(out, lic, npmpack.GoFile{
		Prog: "genstarlight", Package: "i18n", Prefix: "starlight",
		Holds: "its translations/*.json", Body: b.Bytes(),
	})
}
