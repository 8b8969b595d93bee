// Command genaxe vendors axe-core, the accessibility engine the browser
// tests run in pages (internal/browsertest.Axe): it downloads the npm
// package's tarball from the registry, checks it against the integrity
// the registry publishes, and writes axe.min.js, its licence and a
// PROVENANCE file (package, version, licence, tarball, integrity).
//
// Usage (go generate ./internal/browsertest runs it):
//
//	go run ./internal/browsertest/genaxe [-version 4.11.1] [-o internal/browsertest/axe]
//
// The files are committed: tests need no network. They are for tests
// only and never reach a built site.
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"flag"

	"github.com/navbuild/navbuild/internal/npmpack"
)

const pkg = "axe-core"

func main() {
	fs := flag.NewFlagSet("genaxe", flag.ExitOnError)
	version := fs.String("version", "4.11.1", "axe-core `version` to vendor")
	out := fs.String("o", "axe", "`folder` to write into")
	registry := fs.String("registry", npmpack.Registry, "npm registry `URL`")
	npmpack.Main(fs, func() error { return run(*registry, *version, *out) })
}

func run(registry, version, out string) error {
	p, err := npmpack.Fetch(registry, pkg, version, "package/axe.min.js", "package/LICENSE")
	if err != nil {
		return err
	}
	return npmpack.WriteFolder(out, map[string][]byte{
		"axe.min.js": p.Files["package/axe.min.js"],
		"LICENSE":    p.Files["package/LICENSE"],
		"PROVENANCE": []byte(p.Provenance("") + "files: axe.min.js, LICENSE (from the package's axe.min.js and LICENSE)\n" +
			"use: the browser tests only (internal/browsertest.Axe); never copied into a built site\n"),
	})
}
