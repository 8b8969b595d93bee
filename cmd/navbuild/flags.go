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

// optionalFolder returns the one folder argument pos may hold, def when
// it holds none; more than one is cmd's usage error (ok false, the exit
// code in code). what names the folder in the message.
func optionalFolder(stderr io.Writer, cmd, what, def string, pos []string) (dir string, code int, ok bool) {
	switch len(pos) {
	case 0:
		return def, 0, true
	case 1:
		return pos[0], 0, true
	}
	return "", usageError(stderr, cmd, fmt.Sprintf("expected at most one %s, got %d arguments", what, len(pos))), false
}
