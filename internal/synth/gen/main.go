// Command gen writes a synthetic docs folder, for measuring whole builds:
//
//	go run ./internal/synth/gen -n 10000 -o /tmp/docs
//	go run ./internal/synth/gen -versioned -o /tmp/docs25k
//
// -versioned writes 35 versions x 4 languages (ar right-to-left, zh CJK)
// of 175 pages each, with an OpenAPI tab every 5th version
// (synth.Versioned; -versions, -languages, -pages scale it down).
// -bytes weighs a built site's files by kind (synth.Measure):
//
//	go run ./internal/synth/gen -bytes /tmp/site25k
//
// Stage: tooling. Writes a synthetic site for make bench.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/synth"
)

func main() {
	n := flag.Int("n", 10000, "pages (a multiple of 100)")
	out := flag.String("o", "", "folder to write")
	floor := flag.String("floor", "", "docs folder to convert with goldmark alone")
	bytes := flag.String("bytes", "", "built site to weigh by kind of byte (synth.Measure)")
	versioned := flag.Bool("versioned", false, "write a versioned, multilingual site instead (synth.Versioned)")
	var o synth.Versioned
	flag.IntVar(&o.Versions, "versions", 35, "with -versioned: versions")
	flag.IntVar(&o.Languages, "languages", 4, "with -versioned: languages (at most 4)")
	flag.IntVar(&o.Pages, "pages", 175, "with -versioned: pages per version and language")
	flag.Parse()
	if *bytes != "" {
		b, err := synth.Measure(os.DirFS(*bytes))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Print(b)
		return
	}
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
		fmt.Fprintln(os.Stderr, "usage: gen -n PAGES -o DIR | gen -versioned [-versions N -languages N -pages N] -o DIR | gen -floor DOCS -o DIR | gen -bytes SITE")
		os.Exit(2)
	}
	fsys := synth.Site
	if *versioned {
		fsys = func(int) fstest.MapFS { return o.Site() }
	}
	for name, f := range fsys(*n) {
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
