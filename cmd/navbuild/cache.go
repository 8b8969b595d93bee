package main

import (
	"flag"
	"os"
	"path/filepath"

	"github.com/navbuild/navbuild/internal/markdown"
)

const cacheUsage = `  --cache DIR           keep highlighted code blocks and social cards in DIR
                        across builds (default: navbuild/highlight in the
                        user cache folder)
  --no-cache            highlight every code block and draw every card anew
`

// cacheFlags are the highlight cache's flags of build and serve.
type cacheFlags struct {
	dir string
	set bool // --cache was given
	off bool
}

func (c *cacheFlags) register(fs *flag.FlagSet) {
	fs.Func("cache", "folder of the highlight cache", func(s string) error {
		c.dir, c.set = s, true
		return nil
	})
	fs.BoolVar(&c.off, "no-cache", false, "no highlight cache")
}

// folder returns the cache folder to render with: the one --cache names,
// else the default one when it can be created; "" for none. A folder
// --cache names that cannot be created fails the build (render.New).
func (c *cacheFlags) folder() string {
	switch {
	case c.off:
		return ""
	case c.set:
		return c.dir
	}
	d, err := markdown.DefaultCacheDir()
	if err != nil || os.MkdirAll(d, 0o755) != nil {
		return "" // no user cache folder (no HOME): build without
	}
	return d
}

// cardFolder returns the folder of the social cards' cache: "cards" in
// the highlight cache's, "" for none.
func (c *cacheFlags) cardFolder() string {
	if d := c.folder(); d != "" {
		return filepath.Join(d, "cards")
	}
	return ""
}
