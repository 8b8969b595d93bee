// Command navbuild builds static documentation sites from docs folders
// written for the docs.json format.
//
// Stage: command. The one place that prints, driving every stage through
// internal/build.
package main

import (
	"context"
	"os"
	"os/signal"
)

func main() {
	os.Exit(runMain())
}

// runMain runs the command line until it is done or interrupted (Ctrl-C,
// which `navbuild serve` turns into a clean shutdown).
func runMain() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return run(ctx, os.Args[1:], os.Stdout, os.Stderr)
}
