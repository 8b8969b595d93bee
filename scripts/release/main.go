// Command release builds navbuild's release binaries and its npm packages.
//
//	go run ./scripts/release build [-o dist] [-version v1.2.3] [-commit HASH] [-platforms all|host|linux/amd64,...]
//	go run ./scripts/release npm [-o dist]
//
// build cross-compiles cmd/navbuild for every platform (CGO_ENABLED=0,
// -trimpath, the version and commit stamped with -ldflags) into
// dist/navbuild-GOOS-GOARCH[.exe], and lists their SHA-256 in
// dist/SHA256SUMS (`sha256sum -c SHA256SUMS` checks them). The version is
// the tag of HEAD (git describe), else v0.0.0-dev.gCOMMIT.
//
// npm writes dist/npm/navbuild, the launcher package, and
// dist/npm/PLATFORM (linux-x64, darwin-arm64, win32-x64...), one package
// per binary SHA256SUMS lists, each checked against its checksum. Their
// version is the one the binary of this machine prints (`navbuild
// version`), without its "v". `npm pack dist/npm/*` makes the tarballs.
//
// `make release` and `make npm` run them.
//
// Stage: tooling. Never imported; the tests pack and install the packages.
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
)

// platform is one release target: Go's name for it and npm's.
type platform struct {
	goos, goarch string
	npmOS, cpu   string
}

// platforms are the release targets, in the order SHA256SUMS lists them.
var platforms = []platform{
	{"linux", "amd64", "linux", "x64"},
	{"linux", "arm64", "linux", "arm64"},
	{"darwin", "amd64", "darwin", "x64"},
	{"darwin", "arm64", "darwin", "arm64"},
	{"windows", "amd64", "win32", "x64"},
	{"windows", "arm64", "win32", "arm64"},
}

// file is the binary's name in dist.
func (p platform) file() string {
	name := "navbuild-" + p.goos + "-" + p.goarch
	if p.goos == "windows" {
		name += ".exe"
	}
	return name
}

// pkg is the npm package's folder under dist/npm and its name without
// the scope.
func (p platform) pkg() string { return p.npmOS + "-" + p.cpu }

// exe is the binary's name inside the npm package.
func (p platform) exe() string {
	if p.goos == "windows" {
		return "navbuild.exe"
	}
	return "navbuild"
}

//go:embed npm/navbuild.js
var launcher []byte

//go:embed npm/README.md
var npmReadme []byte

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "release: %v\n", err)
		os.Exit(1)
	}
}

const usage = `usage: release build [-o dist] [-version V] [-commit HASH] [-platforms all|host|GOOS/GOARCH,...]
       release npm [-o dist]`

func run(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	fs := flag.NewFlagSet("release "+args[0], flag.ContinueOnError)
	out := fs.String("o", "dist", "output folder")
	switch args[0] {
	case "build":
		version := fs.String("version", "", "version to stamp (default: git describe)")
		commit := fs.String("commit", "", "commit to stamp (default: git rev-parse HEAD)")
		plats := fs.String("platforms", "all", "all, host, or GOOS/GOARCH,...")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		targets, err := selectPlatforms(*plats)
		if err != nil {
			return err
		}
		return build(ctx, buildOptions{Out: *out, Version: *version, Commit: *commit, Platforms: targets, Log: stdout})
	case "npm":
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		return npmPackages(ctx, *out, stdout)
	}
	return errors.New(usage)
}

func selectPlatforms(s string) ([]platform, error) {
	switch s {
	case "all":
		return platforms, nil
	case "host":
		s = runtime.GOOS + "/" + runtime.GOARCH
	}
	var sel []platform
	for _, name := range strings.Split(s, ",") {
		i := slices.IndexFunc(platforms, func(p platform) bool { return p.goos+"/"+p.goarch == name })
		if i < 0 {
			return nil, fmt.Errorf("no release target %s", name)
		}
		sel = append(sel, platforms[i])
	}
	return sel, nil
}

// buildOptions are build's. The zero Version and Commit are read from
// git.
type buildOptions struct {
	Out       string
	Version   string
	Commit    string
	Platforms []platform
	Log       io.Writer
}

// build cross-compiles navbuild for each platform into o.Out and writes
// o.Out/SHA256SUMS.
func build(ctx context.Context, o buildOptions) error {
	root, err := moduleRoot(ctx)
	if err != nil {
		return err
	}
	if o.Commit == "" {
		if o.Commit, err = git(ctx, root, "rev-parse", "HEAD"); err != nil {
			return err
		}
		if st, _ := git(ctx, root, "status", "--porcelain"); st != "" {
			o.Commit += "+dirty"
		}
	}
	if o.Version == "" {
		o.Version = gitVersion(ctx, root, o.Commit)
	}
	if _, err := npmVersion(o.Version); err != nil {
		return err
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return err
	}
	ldflags := "-s -w -X main.stampVersion=" + o.Version + " -X main.stampCommit=" + o.Commit
	var sums bytes.Buffer
	for _, p := range o.Platforms {
		dst, err := filepath.Abs(filepath.Join(o.Out, p.file()))
		if err != nil {
			return err
		}
		fmt.Fprintf(o.Log, "release: %s %s\n", o.Version, dst)
		cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags", ldflags, "-o", dst, "./cmd/navbuild")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+p.goos, "GOARCH="+p.goarch)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("go build for %s/%s: %v\n%s", p.goos, p.goarch, err, msg)
		}
		sum, err := sha256File(dst)
		if err != nil {
			return err
		}
		fmt.Fprintf(&sums, "%s  %s\n", sum, p.file())
	}
	return os.WriteFile(filepath.Join(o.Out, "SHA256SUMS"), sums.Bytes(), 0o644)
}

// gitVersion is the version of a build of HEAD: its tag (v1.2.3), the
// nearest tag and the commits since (v1.2.3-4-gabcdef0), or, in a
// repository without tags, v0.0.0-dev.gABCDEF0.
func gitVersion(ctx context.Context, root, commit string) string {
	if v, err := git(ctx, root, "describe", "--tags", "--match", "v[0-9]*", "--dirty"); err == nil {
		return v
	}
	v := "v0.0.0-dev.g" + commit[:min(7, len(commit))]
	if strings.HasSuffix(commit, "+dirty") {
		v += ".dirty"
	}
	return v
}

// semver is npm's version syntax (semver.org), without build metadata.
var semver = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-(0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?$`)

// npmVersion is the npm version of navbuild version v: v without its
// "v", which must then be a semantic version.
func npmVersion(v string) (string, error) {
	s := strings.TrimPrefix(v, "v")
	if !semver.MatchString(s) {
		return "", fmt.Errorf("version %q is not v followed by a semantic version (v1.2.3, v1.2.3-rc.1)", v)
	}
	return s, nil
}

func moduleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("not inside navbuild's module")
	}
	return filepath.Dir(mod), nil
}

func git(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

func sha256File(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// The fields of the packages' package.json, in the order written.
type (
	repository struct {
		Type string `json:"type"`
		URL  string `json:"url"`
	}
	launcherPackage struct {
		Name                 string            `json:"name"`
		Version              string            `json:"version"`
		Description          string            `json:"description"`
		Keywords             []string          `json:"keywords"`
		Homepage             string            `json:"homepage"`
		Repository           repository        `json:"repository"`
		Bin                  map[string]string `json:"bin"`
		Engines              map[string]string `json:"engines"`
		OptionalDependencies map[string]string `json:"optionalDependencies"`
	}
	platformPackage struct {
		Name            string     `json:"name"`
		Version         string     `json:"version"`
		Description     string     `json:"description"`
		Homepage        string     `json:"homepage"`
		Repository      repository `json:"repository"`
		OS              []string   `json:"os"`
		CPU             []string   `json:"cpu"`
		PreferUnplugged bool       `json:"preferUnplugged"`
	}
)

const homepage = "https://github.com/navbuild/navbuild"

var repo = repository{"git", "git+https://github.com/navbuild/navbuild.git"}

// npmPackages writes dist/npm from the binaries dist/SHA256SUMS lists.
func npmPackages(ctx context.Context, dist string, log io.Writer) error {
	sums, err := readSums(filepath.Join(dist, "SHA256SUMS"))
	if err != nil {
		return fmt.Errorf("%w (run release build first)", err)
	}
	host := slices.IndexFunc(platforms, func(p platform) bool { return p.goos == runtime.GOOS && p.goarch == runtime.GOARCH })
	if host < 0 || sums[platforms[host].file()] == "" {
		return fmt.Errorf("%s lists no binary for this machine (%s/%s), whose version names the packages' version", filepath.Join(dist, "SHA256SUMS"), runtime.GOOS, runtime.GOARCH)
	}
	out, err := exec.CommandContext(ctx, filepath.Join(dist, platforms[host].file()), "version").Output()
	if err != nil {
		return fmt.Errorf("navbuild version: %w", err)
	}
	first, _, _ := strings.Cut(string(out), "\n")
	v, ok := strings.CutPrefix(first, "navbuild ")
	if !ok {
		return fmt.Errorf("navbuild version printed %q, not navbuild VERSION", first)
	}
	version, err := npmVersion(v)
	if err != nil {
		return err
	}
	root := filepath.Join(dist, "npm")
	if err := os.RemoveAll(root); err != nil {
		return err
	}
	main := launcherPackage{
		Name:                 "navbuild",
		Version:              version,
		Description:          "Static documentation sites from docs.json folders: the navbuild command, a native binary",
		Keywords:             []string{"docs", "documentation", "static-site-generator", "docs.json", "mdx", "openapi"},
		Homepage:             homepage,
		Repository:           repo,
		Bin:                  map[string]string{"navbuild": "bin/navbuild"},
		Engines:              map[string]string{"node": ">=16"},
		OptionalDependencies: map[string]string{},
	}
	for _, p := range platforms {
		// Every platform, whichever binaries this dist holds: the launcher
		// published is the same for all.
		main.OptionalDependencies["@navbuild/"+p.pkg()] = version
		if sums[p.file()] == "" {
			continue
		}
		dir := filepath.Join(root, p.pkg())
		bin := filepath.Join(dir, "bin", p.exe())
		if err := copyChecked(filepath.Join(dist, p.file()), bin, sums[p.file()]); err != nil {
			return err
		}
		pj := platformPackage{
			Name:            "@navbuild/" + p.pkg(),
			Version:         version,
			Description:     fmt.Sprintf("The %s %s binary of navbuild; install the navbuild package, which picks it", p.npmOS, p.cpu),
			Homepage:        homepage,
			Repository:      repo,
			OS:              []string{p.npmOS},
			CPU:             []string{p.cpu},
			PreferUnplugged: true, // Yarn PnP: a binary must be a real file
		}
		if err := writeJSON(filepath.Join(dir, "package.json"), pj); err != nil {
			return err
		}
		readme := fmt.Sprintf("# @navbuild/%s\n\nThe %s %s binary of [navbuild](%s). Install the `navbuild` package,\nwhich picks the package of the machine it is installed on.\n", p.pkg(), p.npmOS, p.cpu, homepage)
		if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte(readme), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(log, "release: %s\n", dir)
	}
	dir := filepath.Join(root, "navbuild")
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "bin", "navbuild"), launcher, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "README.md"), npmReadme, 0o644); err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(dir, "package.json"), main); err != nil {
		return err
	}
	fmt.Fprintf(log, "release: %s (version %s)\n", dir, version)
	return nil
}

// readSums reads a sha256sum file into checksums by file name.
func readSums(name string) (map[string]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, file, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			return nil, fmt.Errorf("%s: malformed line %q", name, sc.Text())
		}
		sums[file] = sum
	}
	return sums, sc.Err()
}

// copyChecked copies the binary src to dst (mode 0755), failing unless
// its SHA-256 is sum.
func copyChecked(src, dst, sum string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	h := sha256.Sum256(b)
	if got := hex.EncodeToString(h[:]); got != sum {
		return fmt.Errorf("%s: SHA-256 %s, SHA256SUMS says %s", src, got, sum)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o755)
}

func writeJSON(name string, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // ">=16", as npm users write it
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	return os.WriteFile(name, b.Bytes(), 0o644)
}
