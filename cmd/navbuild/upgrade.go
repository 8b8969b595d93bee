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

	"github.com/navbuild/navbuild/internal/build"
	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/jsonv"
)

const upgradeUsage = `Usage: navbuild upgrade [DIR] [-o FILE] [--force]

Writes DIR/docs.json (DIR defaults to ".") from DIR/mint.json, the older
settings file that docs.json replaced, converted as the reference
platform's CLI converts it ("mint upgrade") and formatted as it writes it.
Each mint.json key that has no docs.json equivalent is a warning at its
line and column in mint.json. A folder with mint.json builds without this
step; upgrade makes the docs.json to keep.

Flags:
  -o, --out FILE        write to FILE instead of DIR/docs.json; "-" for stdout
  --force               overwrite an existing file
`

func runUpgrade(_ context.Context, args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("upgrade", flag.ContinueOnError)
	var out string
	var force bool
	flags.StringVar(&out, "o", "", "output file")
	flags.StringVar(&out, "out", "", "output file")
	flags.BoolVar(&force, "force", false, "overwrite an existing file")
	pos, ok, code := parseFlags(flags, args, stdout, stderr)
	if !ok {
		return code
	}
	dir, code, ok := optionalFolder(stderr, "upgrade", "docs folder", ".", pos)
	if !ok {
		return code
	}
	fsys, err := build.Open(dir)
	if err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	root, diags := config.LoadMint(fsys, config.UpgradeOptions{Theme: true})
	if root != nil {
		// What navbuild will say of the docs.json written (the
		// reference's upgrade may write one its own schema refuses).
		config.Decode(root, &diags)
	}
	diags.Sort()
	printDiagnostics(stderr, diags)
	if root == nil {
		fmt.Fprintf(stderr, "navbuild: %s: %s; no docs.json written\n", dir, summary(diags))
		return exitError
	}
	// The reference's CLI writes JSON.stringify(docs, null, 2), without a
	// final newline; navbuild ends the file as a text file.
	data := append(jsonv.Indent(root), '\n')
	target := out
	if target == "" {
		target = filepath.Join(dir, config.Name)
	}
	if target == "-" {
		stdout.Write(data)
	} else if err := writeNew(target, data, force); err != nil {
		if errors.Is(err, fs.ErrExist) {
			fmt.Fprintf(stderr, "navbuild upgrade: %s exists; --force overwrites it\n", target)
		} else {
			fmt.Fprintf(stderr, "navbuild upgrade: %v\n", err)
		}
		return exitError
	} else {
		fmt.Fprintf(stderr, "navbuild: wrote %s from %s: %s\n", target, filepath.Join(dir, config.MintName), summary(diags))
	}
	if diags.HasErrors() {
		fmt.Fprintf(stderr, "navbuild: the docs.json written has errors: fix them before building it\n")
		return exitError
	}
	return exitOK
}

// writeNew writes data to name, which must not exist unless force.
func writeNew(name string, data []byte, force bool) error {
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if !force {
		flags |= os.O_EXCL
	}
	f, err := os.OpenFile(name, flags, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
