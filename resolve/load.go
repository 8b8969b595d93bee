package resolve

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/frontmatter"
	"github.com/navbuild/navbuild/internal/openapi"
	"github.com/navbuild/navbuild/internal/parallel"
)

// Options configure [Load]. The zero value loads everything, fetching
// remote specs with a 10 second timeout.
type Options struct {
	// Strict turns every warning into an error.
	Strict bool
	// Exclude lists folders of the docs folder (slash paths) to leave out,
	// such as an output folder inside it.
	Exclude []string
	// Fetch gets a remote OpenAPI spec; nil means [FetchHTTP].
	Fetch func(ctx context.Context, url string) ([]byte, error)
	// FetchTimeout bounds each remote fetch; 0 means 10 seconds.
	FetchTimeout time.Duration
	// Offline leaves out the pages of remote specs instead of fetching them.
	Offline bool
	// FirstSpecOnly uses only the first spec of an `openapi` array, as the
	// reference platform does; by default navbuild uses them all, as the
	// format's documentation promises.
	FirstSpecOnly bool
	// IncludeDrafts builds the pages whose front matter says `draft:
	// true`, which are otherwise left out (see [Site.Drafts]).
	IncludeDrafts bool
	// Source, if set, is called with the whole text of every page file
	// (.mdx and .md outside snippets folders) that Load reads, from
	// several goroutines at once; src is Source's to keep (Load does not
	// change it). Without it Load reads a page only up to the end of its
	// front matter; with it, a later stage that needs every page's text
	// (render's Tailwind classes and pages, [render.Read]) does not read
	// the pages again.
	Source func(file string, src []byte)
}

// LoadError is the error [Load] returns for a docs folder with errors.
type LoadError struct {
	// Diagnostics holds every problem found, warnings included, sorted.
	Diagnostics []Diagnostic
}

func (e *LoadError) Error() string {
	errs, _ := diag.List(e.Diagnostics).Count()
	first := ""
	for _, d := range e.Diagnostics {
		if d.Severity == Error {
			first = d.Error()
			break
		}
	}
	if errs > 1 {
		return fmt.Sprintf("%s (and %d more errors)", first, errs-1)
	}
	return first
}

// Unwrap returns the errors among the diagnostics.
func (e *LoadError) Unwrap() []error {
	var out []error
	for _, d := range e.Diagnostics {
		if d.Severity == Error {
			out = append(out, d)
		}
	}
	return out
}

// Load reads and resolves the docs folder at the root of fsys. On success
// the Site's Diagnostics hold the warnings; when the folder has errors Load
// returns a nil Site and a *[LoadError].
//
// ctx bounds the fetching of remote specs; cancelling it makes Load return
// promptly with the remaining specs left out.
func Load(ctx context.Context, fsys fs.FS, opts Options) (*Site, error) {
	var diags diag.List
	site := load(ctx, fsys, opts, &diags)
	if opts.Strict {
		diags.Strict()
	}
	diags.Sort()
	if diags.HasErrors() {
		return nil, &LoadError{Diagnostics: diags}
	}
	site.Diagnostics = diags
	return site, nil
}

func load(ctx context.Context, fsys fs.FS, opts Options, diags *diag.List) *Site {
	cfg, cd := config.Load(fsys)
	*diags = append(*diags, cd...)
	if cfg == nil {
		return nil
	}
	files, err := listFiles(fsys, opts.Exclude)
	if err != nil {
		diags.Add(diag.Error, diag.Pos{}, "", "cannot list the docs folder: "+err.Error(), "")
		return nil
	}
	b := &builder{
		cfg:   cfg,
		opts:  opts,
		fsys:  fsys,
		diags: diags,
		files: files,
		specs: &specLoader{ctx: ctx, diags: diags, cache: map[string]*specInfo{},
			loader: openapi.Loader{FS: fsys, Fetch: opts.Fetch, Timeout: opts.FetchTimeout, Offline: opts.Offline}},
	}
	b.fm = readFrontMatter(fsys, files.pages, opts.Source, diags)
	site := b.build()
	site.Fonts = b.fonts(cfg.Fonts)
	site.Codeblocks = b.codeblocks(cfg.Styling.Codeblocks)
	return site
}

// fileIndex lists the files of the docs folder.
type fileIndex struct {
	all   map[string]bool
	pages []string // .mdx and .md files that can be pages, sorted
	// refused are the pages and static files that are links leading out
	// of the folder or special files, with why: never read.
	refused map[string]error
}

// skipDir reports whether a folder of the docs folder is never input by
// its name. An earlier output of navbuild in the docs folder is never
// input either, by its marker ([docfs.IsOutput]).
func skipDir(name string) bool {
	return name == "node_modules" || (strings.HasPrefix(name, ".") && name != ".")
}

func listFiles(fsys fs.FS, exclude []string) (*fileIndex, error) {
	idx := &fileIndex{all: map[string]bool{}, refused: map[string]error{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != "." && (skipDir(d.Name()) || slices.Contains(exclude, p) || docfs.IsOutput(fsys, p)) {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			if !isPageFile(p) && !isStatic(p) {
				return nil // not input
			}
			// A link is followed while it stays in the folder; one that
			// leads out, and special files, are refused (docfs).
			fi, err := fs.Stat(fsys, p)
			switch {
			case err == nil && !fi.Mode().IsRegular() && !fi.IsDir():
				idx.refused[p] = &fs.PathError{Op: "open", Path: p, Err: docfs.ErrSpecial}
				return nil
			case errors.Is(err, docfs.ErrRefused):
				idx.refused[p] = err
				return nil
			case err != nil || !fi.Mode().IsRegular():
				return nil // a broken link, a link to a folder
			}
		}
		idx.all[p] = true
		if isPageFile(p) {
			idx.pages = append(idx.pages, p)
		}
		return nil
	})
	return idx, err
}

// isPageFile reports whether p is a Markdown page: .mdx or .md, outside the
// snippets folder (snippets are included by pages, not built alone).
func isPageFile(p string) bool {
	ext := path.Ext(p)
	if ext != ".mdx" && ext != ".md" {
		return false
	}
	return !strings.HasPrefix(p, "snippets/") && !strings.Contains(p, "/snippets/")
}

// readFrontMatter reads the front matter of every page file, in parallel
// since it is I/O; results land in a map keyed by file and diagnostics are
// sorted later, so the order of work does not show. With source set, each
// file is read whole and handed to it (Options.Source).
func readFrontMatter(fsys fs.FS, files []string, source func(string, []byte), diags *diag.List) map[string]*frontMatter {
	out := make([]*frontMatter, len(files))
	problems := make([]diag.List, len(files))
	parallel.Each(context.Background(), len(files), 0, func(i int, _ *bytes.Buffer) error {
		out[i], problems[i] = parseFrontMatter(fsys, files[i], source)
		return nil
	})
	m := make(map[string]*frontMatter, len(files))
	for i, f := range files {
		if out[i] != nil {
			m[f] = out[i]
		}
		*diags = append(*diags, problems[i]...)
	}
	return m
}

// parseFrontMatter reads and decodes the front matter of a page file: nil
// when it has none. With source set, the file is read whole and handed to
// it.
func parseFrontMatter(fsys fs.FS, file string, source func(string, []byte)) (*frontMatter, diag.List) {
	var head []byte
	var err error
	if source != nil {
		if head, err = docfs.ReadFile(fsys, file, docfs.MaxPage); err == nil {
			source(file, head)
		}
	} else {
		head, err = readHead(fsys, file)
	}
	if err != nil {
		return nil, diag.List{{Severity: diag.Error, Pos: diag.Pos{File: file}, Msg: "cannot read page: " + err.Error(), Hint: docfs.Hint(err)}}
	}
	block, ok := frontmatter.Block(head)
	if !ok {
		if frontmatter.Opens(head) {
			return nil, diag.List{{Severity: diag.Warning, Pos: diag.Pos{File: file, Line: 1, Col: 1},
				Msg: `front matter has no closing "---" line`, Hint: "the page shows it as text"}}
		}
		return nil, nil
	}
	m, err := frontmatter.Parse(block)
	if err != nil {
		line := 1
		var fe *frontmatter.Error
		if errors.As(err, &fe) {
			line = fe.Line
		}
		// Kept as written, so that serve knows when it changes.
		return &frontMatter{block: string(block)}, diag.List{{Severity: diag.Warning, Pos: diag.Pos{File: file, Line: line, Col: 1}, Msg: err.Error(), Hint: "the page is built without its front matter"}}
	}
	return fileFrontMatter(file, block, m)
}

// readHead reads a page up to the end of its front matter: the body is
// not needed to resolve the navigation, and pages can be large.
func readHead(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > docfs.MaxPage {
		return nil, &fs.PathError{Op: "read", Path: name, Err: &docfs.TooLargeError{Limit: docfs.MaxPage}}
	}
	buf := make([]byte, 0, 1024)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if !bytes.HasPrefix(bytes.TrimPrefix(buf, []byte("\uFEFF")), []byte("---")) && len(buf) >= 6 {
			return buf, nil // no front matter
		}
		if _, ok := frontmatter.Block(buf); ok {
			return buf, nil
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}
