// Package build drives a docs folder through the pipeline, the one way
// every command does it: load, validate and resolve ([resolve.Load]),
// prepare ([render.Renderer.Prepare]) and render ([render.Site.Render])
// into an output. `navbuild build` renders into an output folder
// (internal/outdir), `navbuild check` into [Discard], and `navbuild serve`
// (internal/serve) keeps the prepared site and renders pages on demand.
//
// Stage: write. It sits above every stage it drives, so that the commands
// and the live preview share one flow: the checks of the folder, which of
// resolve's errors are the folder's problems, and --strict, which makes
// the warnings of every stage errors, the pages' content included.
package build

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/outdir"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// Open returns the docs folder dir as the file system every stage reads it
// through (internal/docfs), or an error when dir does not exist or is not
// a folder. The folder is opened once, for a run that reads it once
// (build, check, nav): close it when the run is done.
func Open(dir string) (*docfs.FS, error) {
	if err := isFolder(dir); err != nil {
		return nil, err
	}
	return docfs.Open(dir)
}

// OpenLive is [Open] for a run that reads the folder as it changes
// (serve): every read opens the folder anew, so that a folder replaced
// while it runs is seen as it is now. It needs no Close.
func OpenLive(dir string) (*docfs.FS, error) {
	if err := isFolder(dir); err != nil {
		return nil, err
	}
	return docfs.New(dir), nil
}

// isFolder returns an error when dir does not exist or is not a folder.
func isFolder(dir string) error {
	st, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("docs folder %s does not exist", dir)
	} else if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("%s is not a folder", dir)
	}
	return nil
}

// Build is a docs folder on its way through the pipeline: resolved by
// [Load], prepared by [Build.Prepare], then rendered whole
// ([Build.Render]) or page by page ([Build.RenderPage]). Once prepared it
// is read-only and safe for concurrent use.
type Build struct {
	// Model is the resolved site; nil when the folder has errors.
	Model *resolve.Site
	// Site is the site prepared for rendering; nil before Prepare.
	Site *render.Site
	// Diagnostics holds the folder's problems (docs.json and its includes,
	// front matter, specs), warnings included, sorted; errors under
	// Strict.
	Diagnostics diag.List

	fsys   fs.FS
	strict bool
	// read is what resolve read of the page files, for Prepare's
	// Tailwind stylesheet and the pages' render (render.Read); nil once
	// prepared.
	read *render.Read
}

// Load resolves the docs folder fsys (see [Open]) with opts. When the
// folder has errors the Build's Model is nil and its Diagnostics say why;
// the error is for a failure that is not a problem of the folder. With
// opts.Strict every warning is an error, those [Build.Render] and
// [Build.RenderPage] find in the pages' content too. Unless opts.Source
// is set, the page files are read whole once, for the front matter and
// for [Build.Prepare]'s Tailwind classes and the pages' render.
func Load(ctx context.Context, fsys fs.FS, opts resolve.Options) (*Build, error) {
	b := &Build{fsys: fsys, strict: opts.Strict}
	if opts.Source == nil {
		b.read = &render.Read{}
		opts.Source = b.read.Add
	}
	model, err := resolve.Load(ctx, fsys, opts)
	if err != nil {
		var le *resolve.LoadError
		if !errors.As(err, &le) {
			return nil, err
		}
		b.Diagnostics = le.Diagnostics
		return b, nil
	}
	b.Model, b.Diagnostics = model, model.Diagnostics
	return b, nil
}

// Prepare prepares the resolved site for rendering with r. It must not be
// called on a Build whose Model is nil. When the site's output files
// collide (two sources for one file, see [render.Renderer.PrepareRead])
// the error is a *[resolve.LoadError], whose diagnostics are added to the
// Build's: they are problems of the folder.
func (b *Build) Prepare(r *render.Renderer) error {
	site, err := r.PrepareRead(b.Model, b.fsys, b.read)
	if le := (*resolve.LoadError)(nil); errors.As(err, &le) {
		b.Diagnostics = append(b.Diagnostics[:len(b.Diagnostics):len(b.Diagnostics)], le.Diagnostics...)
		b.Diagnostics.Sort()
	}
	if err != nil {
		return err
	}
	b.Site, b.read = site, nil
	return nil
}

// Render renders every file of the prepared site into out. The Stats'
// Diagnostics are the problems of the pages' content (snippets,
// components, links), errors under Strict.
func (b *Build) Render(ctx context.Context, out render.Output) (render.Stats, error) {
	st, err := b.Site.Render(ctx, out)
	if b.strict {
		diag.List(st.Diagnostics).Strict()
	}
	return st, err
}

// RenderPage renders the page whose output file is name (see
// [render.Site.RenderPage]) and returns it with the problems of its
// content, errors under Strict.
func (b *Build) RenderPage(name string) ([]byte, diag.List, error) {
	data, diags, err := b.Site.RenderPage(name)
	if b.strict {
		diag.List(diags).Strict()
	}
	return data, diags, err
}

// Options configure [Run]. The zero value resolves with resolve's
// defaults, renders minified pages into [Discard] and reports nothing.
type Options struct {
	// Resolve configures resolving the folder; its Strict makes every
	// warning an error, the content's included.
	Resolve resolve.Options
	// Render configures the pages.
	Render render.Options
	// Report, if set, receives the diagnostics as each stage finds them:
	// the folder's once it is resolved, before any page renders, then,
	// if the folder has no errors and the site rendered, the content's.
	Report func(diag.List)
	// Output, if set, is called once the folder is resolved without
	// errors, for the output to render into, so that nothing is created
	// for a folder that fails; nil renders into [Discard].
	Output func() (render.Output, error)
	// LimitMemory, if set, gives the Go runtime a soft memory limit fitted
	// to the resolved site before it is prepared ([LimitMemory]). For a
	// command's process, which builds one site; a library leaves the
	// process's settings alone.
	LimitMemory bool
}

// Run is the whole flow of `navbuild build` and `check`: it loads the docs
// folder fsys, and, if it has no errors, prepares and renders it into the
// output of opts. Stats.Diagnostics are the content's, and the Build's
// Diagnostics hold every stage's (the folder's, then the content's).
//
// The Build is nil when the folder could not be loaded at all; the error
// then says why. A failure to prepare, render or create the output returns
// the Build with the error.
func Run(ctx context.Context, fsys fs.FS, opts Options) (*Build, render.Stats, error) {
	b, err := Load(ctx, fsys, opts.Resolve)
	if err != nil {
		return nil, render.Stats{}, err
	}
	if opts.Report != nil {
		opts.Report(b.Diagnostics)
	}
	if b.Model == nil {
		return b, render.Stats{}, nil
	}
	if opts.LimitMemory {
		LimitMemory(len(b.Model.Pages))
	}
	r, err := render.New(opts.Render)
	if err != nil {
		return b, render.Stats{}, err
	}
	// Prepared before the output is made: Prepare refuses output files
	// that collide, and `check` refuses them as `build` does.
	if err := b.Prepare(r); err != nil {
		if le := (*resolve.LoadError)(nil); errors.As(err, &le) {
			if opts.Report != nil {
				opts.Report(le.Diagnostics)
			}
			return b, render.Stats{}, nil
		}
		return b, render.Stats{}, err
	}
	var out render.Output = Discard
	if opts.Output != nil {
		if out, err = opts.Output(); err != nil {
			return b, render.Stats{}, err
		}
	}
	st, err := b.Render(ctx, out)
	if err != nil {
		return b, st, err
	}
	if opts.Report != nil {
		opts.Report(st.Diagnostics)
	}
	// A copy: the Model's own list must not grow under it.
	b.Diagnostics = append(b.Diagnostics[:len(b.Diagnostics):len(b.Diagnostics)], st.Diagnostics...)
	return b, st, nil
}

// The soft memory limit of a build: what the process holds once the site
// is resolved, twice over (as the garbage collector's default pace would
// let it grow, for the resolved model and the specs), at least
// memoryFloor, and memoryPerPage for each page to render. Rendering holds
// a few kilobytes a page until the end (search records, sidebars, the
// counterparts of pages) and a worker's page at a time; without a limit
// the collector lets the heap grow to twice what is live, which at 25,000
// pages is 650 MB of resident memory for 300 MB live. A limit costs
// collections only when the heap nears it: 12-15% more CPU time measured
// at 25,000 pages; a small site's heap stays below the floor. The runtime
// never lets its collector take more than half of the CPU to keep under
// a soft limit, so a site holding more than the estimate is slower, not
// stopped.
//
// The limit is at most memoryCeiling (unless the resolved site alone
// needs more, twice over): a build spills what waits for its end to a
// file (internal/spill), so what stays live at 100,000 pages is about
// 400 MB, and without a ceiling the limit (1.1 GB there) let the heap,
// and the process, pass GitHub Pages' and issue 13's 1 GB. Measured at
// 100,000 pages, 2026-11-25 (load 10-15): peak RSS 1,145 MB with a
// limit of 1,135 MB.
const (
	memoryFloor   = 128 << 20
	memoryPerPage = 10 << 10
	memoryCeiling = 600 << 20
)

// LimitMemory sets the Go runtime's soft memory limit for building a site
// of pages pages in this process (see memoryFloor), unless the user set
// one with GOMEMLIMIT, and returns the limit in force.
func LimitMemory(pages int) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	runtime.GC()
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(sample)
	var live int64
	if sample[0].Value.Kind() == metrics.KindUint64 {
		live = int64(sample[0].Value.Uint64())
	}
	limit := max(2*live, memoryFloor) + int64(pages)*memoryPerPage
	limit = min(limit, max(memoryCeiling, 2*live))
	debug.SetMemoryLimit(limit)
	return limit
}

// Failed reports whether b has an error: the folder's or, once rendered,
// its content's.
func (b *Build) Failed() bool {
	return b.Model == nil || b.Diagnostics.HasErrors()
}

// Discard is an output that keeps nothing. It refuses the names the output
// folder refuses, so that a check fails where a build fails.
var Discard render.Output = discard{}

type discard struct{}

func (discard) WriteFile(name string, _ []byte) error { return outdir.CheckName(name) }
