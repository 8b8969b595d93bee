package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/starter"
)

const initUsage = `Usage: navbuild init [DIR]

Writes a starter docs folder into DIR (default "docs"): docs.json with two
tabs, groups and a page per group, an API reference generated from a small
OpenAPI spec, a logo, a favicon, and docs.schema.json for editor
autocomplete. The folder builds and checks without a warning.

DIR must not exist or be empty: init never overwrites a file, and exits 1
when DIR holds anything.
`

// schemaFile is the name under which init writes the JSON Schema of
// docs.json; the starter's docs.json points its "$schema" at it.
const schemaFile = "docs.schema.json"

func runInit(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("init", flag.ContinueOnError)
	pos, ok, code := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	dir, code, ok := optionalFolder(stderr, "init", "folder", "docs", pos)
	if !ok {
		return code
	}
	written, err := writeStarter(dir)
	for _, name := range written {
		fmt.Fprintf(stdout, "wrote %s\n", filepath.Join(dir, filepath.FromSlash(name)))
	}
	if err != nil {
		fmt.Fprintf(stderr, "navbuild init: %v\n", err)
		return exitError
	}
	next := [][2]string{
		{"navbuild serve " + dir, "preview the site while you edit it"},
		{"navbuild check " + dir, "report every problem"},
		{"navbuild " + dir + " -o site", "build the static site into site/"},
	}
	width := 0
	for _, n := range next {
		width = max(width, len(n[0]))
	}
	fmt.Fprintln(stdout, "\nNext:")
	for _, n := range next {
		fmt.Fprintf(stdout, "  %-*s  %s\n", width, n[0], n[1])
	}
	return exitOK
}

// writeStarter writes the starter folder into dir, which must not exist
// or be empty. It returns the slash paths of the files written, in order,
// also when it fails midway.
func writeStarter(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		if st, serr := os.Stat(dir); serr == nil && !st.IsDir() {
			return nil, fmt.Errorf("%s is a file, not a folder", dir)
		}
		return nil, err
	case len(entries) > 0:
		return nil, fmt.Errorf("%s is not empty; choose a new folder (init never overwrites files)", dir)
	}
	var written []string
	write := func(name string, data []byte) error {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		// O_EXCL: a file that appeared since the check above is kept.
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		written = append(written, name)
		return nil
	}
	err = fs.WalkDir(starter.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(starter.FS, name)
		if err != nil {
			return err
		}
		return write(name, data)
	})
	if err == nil {
		err = write(schemaFile, []byte(config.Schema()))
	}
	return written, err
}
