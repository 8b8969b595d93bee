package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

func TestNPMVersion(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"v1.2.3", "1.2.3"},
		{"v1.2.3-rc.1", "1.2.3-rc.1"},
		{"v1.2.3-4-gabcdef0-dirty", "1.2.3-4-gabcdef0-dirty"}, // git describe
		{"v0.0.0-dev.g0123abc.dirty", "0.0.0-dev.g0123abc.dirty"},
		{"(devel)", ""},
		{"v1.2", ""},
		{"v01.2.3", ""},
		{"v1.2.3-01", ""}, // a numeric identifier has no leading zero
		{"v1.2.3+meta", ""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := npmVersion(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("npmVersion(%q) = %q, want an error", tc.in, got)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("npmVersion(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
			}
		})
	}
}

// hostPlatform is the release target of this machine, or it skips t.
func hostPlatform(t *testing.T) platform {
	t.Helper()
	i := slices.IndexFunc(platforms, func(p platform) bool { return p.goos == runtime.GOOS && p.goarch == runtime.GOARCH })
	if i < 0 {
		t.Skipf("SKIP: no release target for %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	return platforms[i]
}

// fakeDist writes a dist folder as build does, whose binary for this
// machine is a shell script printing version's first line.
func fakeDist(t *testing.T, version string) (dist string, p platform) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("SKIP: the stand-in binary is a shell script")
	}
	p = hostPlatform(t)
	dist = t.TempDir()
	bin := filepath.Join(dist, p.file())
	if err := os.WriteFile(bin, []byte("#!/bin/sh\necho 'navbuild "+version+"'\necho 'commit 0123'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	sum, err := sha256File(bin)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dist, "SHA256SUMS"), []byte(sum+"  "+p.file()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dist, p
}

// TestNPMPackages checks the packages' folders npm writes, without npm:
// the launcher's package names every platform's as an optional
// dependency at its own version, which the binary printed; the platform's
// package says its os and cpu and holds the binary, executable.
func TestNPMPackages(t *testing.T) {
	dist, p := fakeDist(t, "v1.2.3-rc.1")
	if err := npmPackages(t.Context(), dist, io.Discard); err != nil {
		t.Fatal(err)
	}
	var main launcherPackage
	readJSON(t, filepath.Join(dist, "npm", "navbuild", "package.json"), &main)
	if main.Name != "navbuild" || main.Version != "1.2.3-rc.1" || main.Bin["navbuild"] != "bin/navbuild" {
		t.Errorf("navbuild's package.json: %+v", main)
	}
	want := map[string]string{}
	for _, q := range platforms {
		want["@navbuild/"+q.pkg()] = "1.2.3-rc.1"
	}
	if !maps.Equal(main.OptionalDependencies, want) {
		t.Errorf("optionalDependencies = %v, want %v", main.OptionalDependencies, want)
	}
	launcherFile := filepath.Join(dist, "npm", "navbuild", "bin", "navbuild")
	if b, err := os.ReadFile(launcherFile); err != nil || !bytes.HasPrefix(b, []byte("#!/usr/bin/env node\n")) {
		t.Errorf("launcher: %v, starts %.30q", err, b)
	}
	isExecutable(t, launcherFile)
	var pp platformPackage
	readJSON(t, filepath.Join(dist, "npm", p.pkg(), "package.json"), &pp)
	if pp.Name != "@navbuild/"+p.pkg() || pp.Version != "1.2.3-rc.1" || !slices.Equal(pp.OS, []string{p.npmOS}) || !slices.Equal(pp.CPU, []string{p.cpu}) {
		t.Errorf("%s's package.json: %+v", p.pkg(), pp)
	}
	isExecutable(t, filepath.Join(dist, "npm", p.pkg(), "bin", p.exe()))
}

// TestNPMPackagesRefuse: a binary that is not the one SHA256SUMS lists,
// or one that is not a release build, makes no packages.
func TestNPMPackagesRefuse(t *testing.T) {
	t.Run("checksum", func(t *testing.T) {
		dist, p := fakeDist(t, "v1.2.3")
		f, err := os.OpenFile(filepath.Join(dist, p.file()), os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString("# changed\n")
		f.Close()
		err = npmPackages(t.Context(), dist, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "SHA256SUMS says") {
			t.Fatalf("err = %v, want a checksum mismatch", err)
		}
	})
	t.Run("devel", func(t *testing.T) {
		dist, _ := fakeDist(t, "(devel)")
		err := npmPackages(t.Context(), dist, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "not v followed by a semantic version") {
			t.Fatalf("err = %v, want the version refused", err)
		}
	})
}

// TestNPMInstallOffline builds navbuild for this machine as a release
// does, makes its npm packages, packs them with npm pack, installs the
// tarballs into an empty project with no registry to reach (npm's
// --offline, and a registry address where nothing listens), then runs
// the commands through the launcher with npx: version, a build of the
// example site, init and check, a wrong command line (its exit status
// passes through) and dev's help.
func TestNPMInstallOffline(t *testing.T) {
	for _, tool := range []string{"npm", "npx", "node"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("SKIP: %s not found: the npm packages were not packed and installed", tool)
		}
	}
	p := hostPlatform(t)
	ctx := t.Context()
	tmp := t.TempDir()
	dist := filepath.Join(tmp, "dist")
	const commit = "0123456789abcdef0123456789abcdef01234567"
	if err := build(ctx, buildOptions{Out: dist, Version: "v1.2.3-test.1", Commit: commit, Platforms: []platform{p}, Log: io.Discard}); err != nil {
		t.Fatal(err)
	}
	if err := npmPackages(ctx, dist, io.Discard); err != nil {
		t.Fatal(err)
	}

	home := filepath.Join(tmp, "home")
	rc, globalRC := filepath.Join(tmp, "npmrc"), filepath.Join(tmp, "npmrc-global")
	for _, d := range []string{home, filepath.Join(tmp, "tgz"), filepath.Join(tmp, "project")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{rc, globalRC} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := append(os.Environ(),
		"HOME="+home, "USERPROFILE="+home,
		"npm_config_cache="+filepath.Join(tmp, "npm-cache"),
		"npm_config_userconfig="+rc, "npm_config_globalconfig="+globalRC,
		"npm_config_registry=http://127.0.0.1:9/", // the discard port: nothing to fetch from
		"npm_config_offline=true",
		"npm_config_audit=false", "npm_config_fund=false", "npm_config_update_notifier=false",
		"NO_COLOR=1",
	)
	sh := func(dir string, name string, args ...string) (stdout, stderr string, code int) {
		t.Helper()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir, cmd.Env = dir, env
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err := cmd.Run()
		var ee *exec.ExitError
		switch {
		case errors.As(err, &ee):
			code = ee.ExitCode()
		case err != nil:
			t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
		}
		return o.String(), e.String(), code
	}
	must := func(dir string, name string, args ...string) string {
		t.Helper()
		out, errOut, code := sh(dir, name, args...)
		if code != 0 {
			t.Fatalf("%s %s: exit %d\n%s%s", name, strings.Join(args, " "), code, out, errOut)
		}
		return out
	}

	tgz := filepath.Join(tmp, "tgz")
	must(tgz, "npm", "pack", "--pack-destination", tgz, filepath.Join(dist, "npm", "navbuild"), filepath.Join(dist, "npm", p.pkg()))
	launcherTgz := filepath.Join(tgz, "navbuild-1.2.3-test.1.tgz")
	binaryTgz := filepath.Join(tgz, "navbuild-"+p.pkg()+"-1.2.3-test.1.tgz")

	project := filepath.Join(tmp, "project")
	if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"private": true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	must(project, "npm", "install", "--offline", "--no-audit", "--no-fund", launcherTgz, binaryTgz)

	out := must(project, "npx", "navbuild", "version")
	if want := "navbuild v1.2.3-test.1\ncommit " + commit + "\n" + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + "\n"; out != want {
		t.Errorf("npx navbuild version printed\n%s\nwant\n%s", out, want)
	}

	examples, err := filepath.Abs(filepath.Join("..", "..", "examples", "docs"))
	if err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(tmp, "site")
	must(project, "npx", "navbuild", "build", examples, "-o", site, "--offline", "--no-cache", "-q")
	for _, f := range []string{"index.html", "llms.txt", "en/v2/guides/quickstart/index.html"} {
		if _, err := os.Stat(filepath.Join(site, f)); err != nil {
			t.Errorf("the example's build: %v", err)
		}
	}

	must(project, "npx", "navbuild", "init", "newdocs")
	if _, err := os.Stat(filepath.Join(project, "newdocs", "docs.json")); err != nil {
		t.Errorf("npx navbuild init: %v", err)
	}
	must(project, "npx", "navbuild", "check", "newdocs")

	// The launcher passes navbuild's exit status and streams through.
	out, errOut, code := sh(project, "npx", "navbuild", "version", "extra")
	if code != 2 || out != "" || !strings.Contains(errOut, `navbuild version: unexpected argument "extra"`) {
		t.Errorf("npx navbuild version extra: exit %d, stdout %q, stderr %q; want exit 2 and the usage error", code, out, errOut)
	}
	if _, _, code := sh(project, "npx", "navbuild", "check", "nosuch"); code != 1 {
		t.Errorf("npx navbuild check nosuch: exit %d, want 1", code)
	}
	if out := must(project, "npx", "navbuild", "dev", "-h"); !strings.HasPrefix(out, "Usage: navbuild dev DIR") {
		t.Errorf("npx navbuild dev -h printed %q", out)
	}
}

func readJSON(t *testing.T, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

func isExecutable(t *testing.T, name string) {
	t.Helper()
	st, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" && st.Mode().Perm()&0o111 != 0o111 {
		t.Errorf("%s: mode %v, want executable by all", name, st.Mode())
	}
}
