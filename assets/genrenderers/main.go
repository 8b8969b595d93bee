// Command genrenderers vendors the renderers a page loads when its
// content needs one: Mermaid (diagrams) and KaTeX (math). It downloads
// each npm package's tarball from the registry (checked against the
// integrity the registry publishes, internal/npmpack) and writes to
// assets/renderers:
//
//   - mermaid.min.js.gz: Mermaid's single-file browser build, gzipped
//     (5.5 MB raw is too much to add to the binary as it is; render
//     unzips it once, when a site has a diagram);
//   - katex.min.js.gz, katex.min.css (its fonts named in woff2 only: every
//     browser that runs KaTeX reads woff2) and fonts/KaTeX_*.woff2;
//   - each package's licence (LICENSE.mermaid, LICENSE.katex) and
//     PROVENANCE (package, version, licence, tarball, integrity, files).
//
// Usage (go generate ./assets runs it, from assets):
//
//	go run ./genrenderers [-o renderers]
//
// The files are committed: a build needs no network, and a built site
// carries a renderer only when one of its pages needs it.
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/npmpack"
)

// The versions vendored. Mermaid stays on 11: its single-file build is
// 2.7 MB (0.8 MB gzipped), 12.x's 5.5 MB (it bundles elkjs and KaTeX).
const (
	mermaidVersion = "11.12.2"
	katexVersion   = "0.19.1"
)

func main() {
	fs := flag.NewFlagSet("genrenderers", flag.ExitOnError)
	out := fs.String("o", "renderers", "`folder` to write into")
	registry := fs.String("registry", npmpack.Registry, "npm registry `URL`")
	npmpack.Main(fs, func() error { return run(*registry, *out) })
}

// woffFallbacks are the woff and ttf sources after each woff2 in KaTeX's
// @font-face rules.
var woffFallbacks = regexp.MustCompile(`,url\(fonts/[A-Za-z0-9_-]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)`)

func run(registry, out string) error {
	mermaid, err := npmpack.Fetch(registry, "mermaid", mermaidVersion, "package/dist/mermaid.min.js", "package/LICENSE")
	if err != nil {
		return err
	}
	katex, err := npmpack.Fetch(registry, "katex", katexVersion, "package/dist/katex.min.js", "package/dist/katex.min.css", "package/dist/fonts/", "package/LICENSE")
	if err != nil {
		return err
	}
	files := map[string][]byte{
		"LICENSE.mermaid": mermaid.Files["package/LICENSE"],
		"LICENSE.katex":   katex.Files["package/LICENSE"],
	}
	if files["mermaid.min.js.gz"], err = npmpack.Gzip(mermaid.Files["package/dist/mermaid.min.js"]); err != nil {
		return err
	}
	if files["katex.min.js.gz"], err = npmpack.Gzip(katex.Files["package/dist/katex.min.js"]); err != nil {
		return err
	}
	css := woffFallbacks.ReplaceAll(katex.Files["package/dist/katex.min.css"], nil)
	if bytes.Contains(css, []byte(".woff)")) || bytes.Contains(css, []byte(".ttf)")) {
		return fmt.Errorf("katex.min.css: woff or ttf sources left after rewriting: has its @font-face changed?")
	}
	files["katex.min.css"] = css
	var fonts []string
	for name, data := range katex.Files {
		if strings.HasPrefix(name, "package/dist/fonts/") && strings.HasSuffix(name, ".woff2") {
			files["fonts/"+path.Base(name)] = data
			fonts = append(fonts, path.Base(name))
		}
	}
	slices.Sort(fonts)
	var prov strings.Builder
	prov.WriteString(mermaid.Provenance("") + "files: mermaid.min.js.gz (dist/mermaid.min.js, gzipped), LICENSE.mermaid\n\n")
	prov.WriteString(katex.Provenance("") + "files: katex.min.js.gz (dist/katex.min.js, gzipped), katex.min.css (dist/katex.min.css, @font-face sources cut to woff2), fonts/*.woff2 (dist/fonts, " + fmt.Sprint(len(fonts)) + " files), LICENSE.katex\n\n")
	prov.WriteString("use: copied into a built site (under _navbuild/) only when one of its pages has a diagram or math, and loaded only by those pages\n")
	files["PROVENANCE"] = []byte(prov.String())
	return npmpack.WriteFolder(out, files)
}
