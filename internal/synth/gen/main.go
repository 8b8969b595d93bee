// Command gen writes a synthetic docs folder, for measuring whole builds:
//
//	go run ./internal/synth/gen -n 10000 -o /tmp/docs
//
// Stage: tooling. Writes a synthetic site for make bench.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"github.com/navbuild/navbuild/internal/synth"
)

func main() {
	n := flag.Int("n", 10000, "pages (a multiple of 100)")
	out := flag.String("o", "", "folder to write")
	floor := flag.String("floor", "", "docs folder to convert with goldmark alone")
	flag.Parse()
	if *floor != "" && *out != "" {
		written, err := synth.Floor(os.DirFS(*floor), *out, runtime.GOMAXPROCS(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("floor: %d bytes of HTML\n", written)
		return
	}
	if *out == "" || *n%100 != 0 {
		fmt.Fprintln(os.Stderr, "usage: gen -n PAGES -o DIR | gen -floor DOCS -o DIR")
		os.Exit(2)
	}
	for name, f := range synth.Site(*n) {
		p := filepath.Join(*out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
