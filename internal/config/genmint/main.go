// Command genmint records the reference's upgrade of the mint.json
// fixtures under internal/config/testdata/mint, for TestUpgradeRecorded,
// and of 120 random navigations (testdata/mint/random.json), for
// TestUpgradeRandom.
// It installs the oracle's pinned packages (../shared/tools/oracle's
// package-lock.json) in a temporary folder with npm, then runs record.mjs
// there with Node. Node and npm are needed only here: the build and the
// tests read the recorded files.
//
// Usage, from internal/config (go generate does this):
//
//	go run ./genmint [-oracle DIR] [FIXTURE...]
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
)

//go:embed record.mjs
var record []byte

func main() {
	oracle := flag.String("oracle", "../../../shared/tools/oracle", "the oracle folder, whose package.json and package-lock.json pin the reference's packages")
	flag.Parse()
	if err := run(*oracle, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "genmint:", err)
		os.Exit(1)
	}
}

func run(oracle string, files []string) error {
	if len(files) == 0 {
		flat, _ := filepath.Glob("testdata/mint/*.mint.json")
		dirs, _ := filepath.Glob("testdata/mint/*/mint.json")
		files = append(flat, dirs...)
		slices.Sort(files)
	}
	if len(files) == 0 {
		return fmt.Errorf("no fixtures under testdata/mint")
	}
	tmp, err := os.MkdirTemp("", "genmint")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for _, name := range []string{"package.json", "package-lock.json"} {
		data, err := os.ReadFile(filepath.Join(oracle, name))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, "record.mjs"), record, 0o644); err != nil {
		return err
	}
	npm := exec.Command("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund")
	npm.Dir, npm.Stdout, npm.Stderr = tmp, os.Stderr, os.Stderr
	if err := npm.Run(); err != nil {
		return fmt.Errorf("npm ci: %w", err)
	}
	random, err := filepath.Abs("testdata/mint/random.json")
	if err != nil {
		return err
	}
	args := []string{filepath.Join(tmp, "record.mjs"), "--random=120:" + random}
	for _, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return err
		}
		args = append(args, abs)
	}
	node := exec.Command("node", args...)
	node.Stdout, node.Stderr = os.Stdout, os.Stderr
	return node.Run()
}
