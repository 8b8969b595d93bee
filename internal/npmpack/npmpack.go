// Package npmpack is what the go generate programs that vendor assets
// from npm (translations, code block themes, icons, fonts, renderers,
// axe) share: fetching a package's tarball (`npm pack`, or the registry
// with its integrity checked), its files, version, licence and
// integrity, which the generated files record (WriteGo, Provenance), the
// folder of files they write (WriteFolder), a deterministic gzip, and
// the body of their main.
//
// Stage: tooling. Used by generators, never by a build.
package npmpack

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// Run is the body of a generator's main: it parses args (-version, -o
// the Go file, -license the licence's file, defaulting to out and
// license), calls generate and returns the exit status, reporting to
// stderr under the program's name prog.
func Run(prog string, args []string, stderr io.Writer, out, license string, generate func(version, out, license string) error) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.SetOutput(stderr)
	version := fs.String("version", "", "the package's `version`")
	o := fs.String("o", out, "the Go `file` to write")
	lic := fs.String("license", license, "the `file` to write the package's licence to")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *version == "" {
		fmt.Fprintln(stderr, prog+": -version is required")
		return 2
	}
	if err := generate(*version, *o, *lic); err != nil {
		fmt.Fprintln(stderr, prog+":", err)
		return 1
	}
	return 0
}

// Package is a fetched npm package.
type Package struct {
	Name      string            // its name ("@shikijs/themes")
	Version   string            // the version npm resolved
	Integrity string            // the tarball's integrity (sha512-...)
	Files     map[string][]byte // its regular files up to 16 MB (Pack), by name ("package/LICENSE")
	License   string            // its licence: package.json's (Pack), the registry's (Fetch)
	Tarball   string            // the tarball's URL, set by [Fetch] only
}

// Pack runs `npm pack name@version` in a temporary folder and reads the
// tarball; npm must resolve version as it is. It needs npm and the npm
// registry.
func Pack(name, version string) (*Package, error) {
	p, err := pack(name, version)
	if err != nil {
		return nil, fmt.Errorf("%s@%s: %w", name, version, err)
	}
	return p, nil
}

func pack(name, version string) (*Package, error) {
	dir, err := os.MkdirTemp("", "npmpack")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	cmd := exec.Command("npm", "pack", "--json", "--pack-destination", dir, name+"@"+version)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("npm pack: %w", err)
	}
	var p []struct {
		Filename  string `json:"filename"`
		Integrity string `json:"integrity"`
		Version   string `json:"version"`
	}
	if err := json.Unmarshal(stdout, &p); err != nil || len(p) != 1 {
		return nil, fmt.Errorf("npm pack: unexpected output %q", stdout)
	}
	tgz, err := os.ReadFile(filepath.Join(dir, p[0].Filename))
	if err != nil {
		return nil, err
	}
	// Up to 16 MB: Font Awesome's metadata, which genicons reads, is 5.4 MB.
	files, err := UntarMax(tgz, 16<<20)
	if err != nil {
		return nil, err
	}
	if p[0].Version != version {
		return nil, fmt.Errorf("npm pack gave version %s", p[0].Version)
	}
	var meta struct{ License string }
	if err := json.Unmarshal(files["package/package.json"], &meta); err != nil {
		return nil, fmt.Errorf("package.json: %w", err)
	}
	return &Package{Name: name, Version: p[0].Version, Integrity: p[0].Integrity, License: meta.License, Files: files}, nil
}

// Untar returns the regular files of a gzipped tarball by name (folders,
// links and files over 1 MB are left out).
func Untar(tgz []byte) (map[string][]byte, error) { return UntarMax(tgz, 1<<20) }

// UntarMax is [Untar] leaving out files over max bytes.
func UntarMax(tgz []byte, max int64) (map[string][]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(zr)
	files := map[string][]byte{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg || h.Size > max {
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		files[h.Name] = data
	}
}
