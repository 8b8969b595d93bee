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
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

const pkg = "axe-core"

func main() {
	fs := flag.NewFlagSet("genaxe", flag.ExitOnError)
	version := fs.String("version", "4.11.1", "axe-core `version` to vendor")
	out := fs.String("o", "axe", "`folder` to write into")
	registry := fs.String("registry", "https://registry.npmjs.org", "npm registry `URL`")
	fs.Parse(os.Args[1:])
	if err := run(*registry, *version, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genaxe:", err)
		os.Exit(1)
	}
}

// manifest is the part of the registry's version document genaxe reads.
type manifest struct {
	Version string `json:"version"`
	License string `json:"license"`
	Dist    struct {
		Tarball   string `json:"tarball"`
		Integrity string `json:"integrity"`
	} `json:"dist"`
}

func run(registry, version, out string) error {
	client := &http.Client{Timeout: 2 * time.Minute}
	data, err := get(client, strings.TrimSuffix(registry, "/")+"/"+pkg+"/"+version)
	if err != nil {
		return err
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("%s@%s: %v", pkg, version, err)
	}
	if m.Version != version || m.Dist.Tarball == "" {
		return fmt.Errorf("%s@%s: the registry answers version %q, tarball %q", pkg, version, m.Version, m.Dist.Tarball)
	}
	tgz, err := get(client, m.Dist.Tarball)
	if err != nil {
		return err
	}
	if err := checkIntegrity(tgz, m.Dist.Integrity); err != nil {
		return fmt.Errorf("%s: %v", m.Dist.Tarball, err)
	}
	files, err := untar(tgz, "package/axe.min.js", "package/LICENSE")
	if err != nil {
		return fmt.Errorf("%s: %v", m.Dist.Tarball, err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	prov := fmt.Sprintf("package: %s\nversion: %s\nlicense: %s\ntarball: %s\nintegrity: %s\nfiles: axe.min.js, LICENSE (from the package's axe.min.js and LICENSE)\nuse: the browser tests only (internal/browsertest.Axe); never copied into a built site\n",
		pkg, m.Version, m.License, m.Dist.Tarball, m.Dist.Integrity)
	for name, data := range map[string][]byte{
		"axe.min.js": files["package/axe.min.js"],
		"LICENSE":    files["package/LICENSE"],
		"PROVENANCE": []byte(prov),
	} {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func get(client *http.Client, url string) ([]byte, error) {
	resp, err := client.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 64<<20))
}

// checkIntegrity checks data against a subresource-integrity string
// ("sha512-BASE64"), the form npm publishes.
func checkIntegrity(data []byte, integrity string) error {
	want, ok := strings.CutPrefix(integrity, "sha512-")
	if !ok {
		return fmt.Errorf("integrity %q is not sha512", integrity)
	}
	sum := sha512.Sum512(data)
	if got := base64.StdEncoding.EncodeToString(sum[:]); got != want {
		return fmt.Errorf("sha512 %s, the registry says %s", got, want)
	}
	return nil
}

// untar returns the named files of a gzipped tarball; each must be there.
func untar(tgz []byte, names ...string) (map[string][]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return nil, err
	}
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	files := map[string][]byte{}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if want[h.Name] && h.Typeflag == tar.TypeReg {
			if files[h.Name], err = io.ReadAll(io.LimitReader(tr, 16<<20)); err != nil {
				return nil, err
			}
		}
	}
	for _, n := range names {
		if files[n] == nil {
			return nil, fmt.Errorf("no %s in the package", n)
		}
	}
	return files, nil
}
