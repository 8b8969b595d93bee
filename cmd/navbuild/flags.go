package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// parseFlags parses flags that may come before or after the positional
// arguments, as users type `navbuild check ./docs --strict`, and returns
// the positional ones. It returns ok=false with the exit code when the
// command must stop: -h prints the command's help (exit 0), a wrong flag
// is a usage error.
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (pos []string, ok bool, code int) {
	fs.SetOutput(io.Discard)
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprint(stdout, commandUsage[fs.Name()])
				return nil, false, exitOK
			}
			return nil, false, usageError(stderr, fs.Name(), err.Error())
		}
		if fs.NArg() == 0 {
			return pos, true, exitOK
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// usageError prints a wrong command line's one-line message and where to
// read the command's usage, and returns the usage exit code.
func usageError(stderr io.Writer, cmd, msg string) int {
	fmt.Fprintf(stderr, "navbuild %s: %s\nRun \"navbuild help %s\" for usage.\n", cmd, msg, cmd)
	return exitUsage
}
