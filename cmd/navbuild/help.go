package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"strings"
)

// runHelp prints the usage of navbuild or of one command.
func runHelp(_ context.Context, args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		fmt.Fprint(stdout, usage)
		return exitOK
	case len(args) == 1:
		if u, ok := commandUsage[args[0]]; ok {
			fmt.Fprint(stdout, u)
			return exitOK
		}
		if args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
			fmt.Fprint(stdout, commandUsage["help"])
			return exitOK
		}
	}
	fmt.Fprintf(stderr, "navbuild help: unknown command %q\nRun \"navbuild help\" for the list of commands.\n", strings.Join(args, " "))
	return exitUsage
}

// runVersion prints navbuild's version, the commit it was built from and
// the Go version, one a line; the first line stays "navbuild VERSION" for
// the scripts that read it (scripts/release).
func runVersion(_ context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		fmt.Fprint(stdout, commandUsage["version"])
		return exitOK
	}
	if len(args) > 0 {
		return usageError(stderr, "version", fmt.Sprintf("unexpected argument %q", args[0]))
	}
	fmt.Fprintf(stdout, "navbuild %s\ncommit %s\n%s %s/%s\n", version(), commit(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return exitOK
}
