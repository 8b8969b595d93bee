package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/navbuild/navbuild/internal/config"
)

const schemaUsage = `Usage: navbuild schema [-o FILE]

Prints the JSON Schema (draft 2020-12) of docs.json as navbuild accepts it,
for editor autocomplete and checks as you type. Save it beside docs.json
and point "$schema" at it:

  navbuild schema -o docs/docs.schema.json
  { "$schema": "./docs.schema.json", ... }

The schema checks the shape of the file; navbuild check also checks what a
schema cannot: that pages and specs exist, links, keys it does not know.

Flags:
  -o, --out FILE        write the schema to FILE instead of stdout
`

func runSchema(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("schema", flag.ContinueOnError)
	var out string
	fs.StringVar(&out, "o", "", "output file")
	fs.StringVar(&out, "out", "", "output file")
	pos, ok, code := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return usageError(stderr, "schema", fmt.Sprintf("unexpected argument %q", pos[0]))
	}
	if out == "" {
		io.WriteString(stdout, config.Schema())
		return exitOK
	}
	if err := os.WriteFile(out, []byte(config.Schema()), 0o644); err != nil {
		fmt.Fprintf(stderr, "navbuild schema: %v\n", err)
		return exitError
	}
	return exitOK
}
