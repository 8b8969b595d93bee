package render

import (
	"bytes"
	"context"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/parallel"
	"github.com/navbuild/navbuild/internal/tailwind"
)

// tailwindScope is the selector the Tailwind rules are put under: the
// page content, so that a class styles what the page's author wrote and
// never navbuild's frame. The id lifts every utility above the content's
// default rules (`.prose a:not(.anchor)`, a component's `.prose
// .card-title`, their dark-mode variants), as on the reference, where the
// typography defaults sit under :where() and a utility always wins.
const tailwindScope = "#nb-main .prose"

// Read holds what another stage read of the docs folder's files whole
// (resolve reads every page file: [resolve.Options].Source is
// [Read.Add]): their class tokens, so that [Renderer.PrepareRead] reads
// only the others for the Tailwind stylesheet, not every page a second
// time (1.6 CPU-s of a 25,000-page build); and, up to readKept bytes in
// all, their text, which [Site.Render] takes instead of reading the page
// again (0.5 CPU-s of a 10,000-page build, where every page fits). The
// zero value holds none; Add is safe for concurrent use.
type Read struct {
	mu    sync.Mutex
	files map[string]bool
	set   map[string]bool
	text  map[string][]byte // kept by Add, until taken
	kept  int               // the bytes of text kept so far
}

// readKept bounds the text a [Read] keeps: 32 MB holds every page of the
// 10,000-page synthetic site (25 MB) and a third of the 25,000-page
// one's 100 MB; a larger site, whose memory is bounded first (issue 13:
// 500 MB at 25,000 pages, where keeping 64 MB took the peak from 345 to
// 430 MB), reads the rest again.
const readKept = 32 << 20

// Add records the class tokens of src, the whole text of the folder's
// file (a slash path), and keeps src while the text kept stays within
// readKept; the caller must not change src afterwards.
func (c *Read) Add(file string, src []byte) {
	var found []string
	tailwind.Extract(src, func(t string) { found = append(found, t) })
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.files == nil {
		c.files, c.set, c.text = map[string]bool{}, map[string]bool{}, map[string][]byte{}
	}
	c.files[file] = true
	for _, t := range found {
		c.set[t] = true
	}
	if c.kept+len(src) <= readKept {
		c.text[file] = src
		c.kept += len(src)
	}
}

// take returns the text of file that Add kept, and forgets it: a build
// renders a page once, and a second render (the home page's copy at the
// root) reads the file. ok is false when none is kept, c nil included.
func (c *Read) take(file string) (src []byte, ok bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	src, ok = c.text[file]
	delete(c.text, file)
	return src, ok
}

// forget drops the text kept.
func (c *Read) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.text, c.kept = nil, 0
}

// tailwindCSS returns the site's Tailwind stylesheet and its
// content-hashed name: the rules of the utility classes its pages and
// snippets use (internal/tailwind); "" when they use none. Like
// Tailwind's own scan it reads every .mdx, .md, .jsx and .tsx file of
// the docs folder (outside node_modules, dot folders and earlier
// outputs of navbuild, as resolve lists them), so that a snippet's classes count too; those read already
// (read, nil for none) are not read again.
func tailwindCSS(fsys fs.FS, read *Read) (string, []byte, map[string]bool, error) {
	if read == nil {
		read = &Read{}
	}
	var files []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != "." && (n == "node_modules" || strings.HasPrefix(n, ".") || docfs.IsOutput(fsys, p)) {
				return fs.SkipDir
			}
			return nil
		}
		switch path.Ext(p) {
		case ".mdx", ".md", ".jsx", ".tsx":
			if !read.files[p] {
				files = append(files, p)
			}
		}
		return nil
	})
	if err != nil {
		return "", nil, nil, err
	}
	// Reading is most of the cost on a large site: in parallel, by chunks
	// of files, each chunk into its own set (a set per file would hold
	// the common classes once per page), merged and sorted after.
	const chunk = 64
	sets := make([]map[string]bool, (len(files)+chunk-1)/chunk)
	parallel.Each(context.Background(), len(sets), 0, func(i int, _ *bytes.Buffer) error {
		set := map[string]bool{}
		for _, f := range files[i*chunk : min(len(files), (i+1)*chunk)] {
			src, err := docfs.ReadFile(fsys, f, docfs.MaxPage)
			if err != nil {
				continue // the page's own render reports it
			}
			tailwind.Extract(src, func(c string) { set[c] = true })
		}
		sets[i] = set
		return nil
	})
	var classes []string
	known := map[string]bool{}
	for _, set := range append(sets, read.set) {
		for c := range set {
			if !known[c] {
				known[c] = true
				classes = append(classes, c)
			}
		}
	}
	slices.Sort(classes)
	css := tailwind.Generate(classes, tailwind.Options{Scope: tailwindScope})
	if css == nil {
		return "", nil, known, nil
	}
	return hashedName("tailwind.css", css), css, known, nil
}

// HasClasses reports whether every class token of src (a page's or a
// snippet's text) was in the docs folder when s was prepared. The
// Tailwind stylesheet is the whole site's, so a page edited to use a new
// class needs a new Prepare (serve does it) to get that class's rules.
func (s *Site) HasClasses(src []byte) bool {
	all := true
	tailwind.Extract(src, func(c string) { all = all && s.classes[c] })
	return all
}

// ownFiles returns the docs folder's own stylesheets and scripts, which
// every page links after navbuild's, in path order, as the reference
// includes every .css and .js file of the docs folder.
func ownFiles(static []string) (css, js []string) {
	for _, name := range static {
		switch strings.ToLower(path.Ext(name)) {
		case ".css":
			css = append(css, name)
		case ".js":
			js = append(js, name)
		}
	}
	return css, js
}
