package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/navbuild/navbuild/internal/build"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/gitdates"
	"github.com/navbuild/navbuild/internal/outdir"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

const buildUsage = `Usage: navbuild [build] DIR -o OUT [flags]

Builds the static site of the docs folder DIR into the folder OUT. The
build is atomic: OUT is replaced only when everything succeeded, at once
(on Linux; elsewhere by two renames), and navbuild never replaces a folder
it did not create (one without its .navbuild file). A second build into
the same OUT waits for the first to end. A site over a known host's
limit (GitHub Pages: 1 GB; Cloudflare Pages: 20,000 files, 25 MiB a file)
is built all the same, with a note naming the limit and what brings the
site under it.

Flags:
  -o, --out DIR         output folder (required)
  --base-url URL        absolute URL the site is served at: adds canonical
                        links and sitemap.xml
  --file-links          links end in index.html, to browse the site from disk
  --latest-twins        write Markdown twins (and llms-full.txt entries) for
                        the default version's pages only, not old versions'
  --max-output SIZE     fail once the files written exceed SIZE (default
                        10GB; units B, KB, MB, GB, TB, KiB, MiB, GiB, TiB)
  --no-minify           keep HTML, CSS and JavaScript readable
  --no-social-cards     draw no preview image (og:image) for the pages
  -q, --quiet           print nothing but errors
` + cacheUsage + loadUsage

func runBuild(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var lf loadFlags
	var cf cacheFlags
	fs := newFlagSet("build", &lf, &cf)
	var out, baseURL, maxOutput string
	var noMinify, fileLinks, quiet, noCards, latestTwins bool
	fs.StringVar(&out, "o", "", "output folder")
	fs.StringVar(&out, "out", "", "output folder")
	fs.StringVar(&baseURL, "base-url", "", "absolute URL of the site")
	fs.BoolVar(&noMinify, "no-minify", false, "do not minify")
	fs.BoolVar(&fileLinks, "file-links", false, "links for browsing from disk")
	fs.BoolVar(&noCards, "no-social-cards", false, "no social cards")
	fs.BoolVar(&latestTwins, "latest-twins", false, "twins of the default version only")
	fs.StringVar(&maxOutput, "max-output", "10GB", "cap on the size of the site")
	fs.BoolVar(&quiet, "q", false, "quiet")
	fs.BoolVar(&quiet, "quiet", false, "quiet")
	dir, ok, code := parseArgs(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if !lf.check("build", stderr) {
		return exitUsage
	}
	if out == "" {
		return usageError(stderr, "build", "-o OUT is required (the folder to write the site to)")
	}
	maxBytes, err := outdir.ParseSize(maxOutput)
	if err != nil || maxBytes == 0 {
		return usageError(stderr, "build", fmt.Sprintf("--max-output: %q is not a size above zero, as 10GB or 500MB", maxOutput))
	}
	start := time.Now()
	inside, err := outdir.Check(out, dir)
	if err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	if inside != "" {
		lf.exclude = append(lf.exclude, inside)
	}
	fsys, err := build.Open(dir)
	if err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	defer fsys.Close()
	prog := newProgress(stderr, quiet)
	var od *outdir.Dir // created once the folder resolved without errors
	b, st, err := build.Run(ctx, fsys, build.Options{
		LimitMemory: true,
		Resolve:     lf.options(),
		Render: render.Options{BaseURL: baseURL, NoMinify: noMinify, FileLinks: fileLinks, LatestTwins: latestTwins, Progress: prog.update, HighlightCache: cf.folder(),
			NoSocialCards: noCards, CardCache: cf.cardFolder(), Dates: gitdates.Read(ctx, dir)},
		Report: func(diags diag.List) {
			prog.stop()
			printDiagnostics(stderr, shown(diags, quiet))
		},
		Output: func() (render.Output, error) {
			d, err := outdir.Create(ctx, out, outdir.Options{MaxBytes: maxBytes, Waiting: func() {
				fmt.Fprintf(stderr, "navbuild: waiting for another build into %s to end\n", out)
			}})
			if err != nil {
				return nil, err
			}
			od = d
			return d, nil
		},
	})
	prog.stop()
	switch {
	case err != nil && od == nil:
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	case err != nil:
		od.Abort()
		if errors.Is(err, outdir.ErrTooLarge) {
			err = fmt.Errorf("%w (raise it with --max-output)", err)
		}
		fmt.Fprintf(stderr, "navbuild: %s; %s left as it was\n", diag.Escape(err.Error()), out)
		return exitError
	case b.Failed():
		if od != nil {
			od.Abort()
		}
		fmt.Fprintf(stderr, "navbuild: %s: build failed: %s; %s left as it was\n", dir, summary(b.Diagnostics), out)
		return exitError
	}
	size := od.Stats()
	if err := od.Commit(); err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	if !quiet {
		_, w := b.Diagnostics.Count()
		fmt.Fprintf(stderr, "built %s pages (%s endpoint pages) in %.1f s, %d %s%s\n",
			thousands(st.Pages), thousands(st.Endpoints), time.Since(start).Seconds(), w, plural(w, "warning"), draftsNote(b.Model))
		for _, n := range hostNotes(size) {
			fmt.Fprintln(stderr, diag.Escape(n))
		}
	}
	return exitOK
}

// shown returns the diagnostics to print: only the errors when quiet.
func shown(diags diag.List, quiet bool) diag.List {
	if !quiet {
		return diags
	}
	var errs diag.List
	for _, d := range diags {
		if d.Severity == diag.Error {
			errs = append(errs, d)
		}
	}
	return errs
}

// thousands formats n with commas: 1,416.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// progress prints a progress line on a terminal, once a build has taken
// more than a second.
type progress struct {
	w     io.Writer
	on    bool
	start time.Time
	mu    sync.Mutex
	last  time.Time
	shown bool
}

func newProgress(w io.Writer, quiet bool) *progress {
	p := &progress{w: w, start: time.Now()}
	if f, ok := w.(*os.File); ok && !quiet {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.on = true
		}
	}
	return p
}

func (p *progress) update(done, total int) {
	if !p.on {
		return
	}
	now := time.Now()
	p.mu.Lock()
	defer p.mu.Unlock()
	if now.Sub(p.start) < time.Second || now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last, p.shown = now, true
	fmt.Fprintf(p.w, "\rrendering %d/%d pages", done, total)
}

func (p *progress) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
}

// draftsNote is the build summary's note of the drafts left out ("" for
// none), naming up to three.
func draftsNote(site *resolve.Site) string {
	if site == nil || len(site.Drafts) == 0 {
		return ""
	}
	n := len(site.Drafts)
	names := strings.Join(site.Drafts[:min(n, 3)], ", ")
	if n > 3 {
		names += ", …"
	}
	return fmt.Sprintf("; %d %s left out (%s): --include-drafts builds %s", n, plural(n, "draft"), diag.Escape(names), map[bool]string{true: "it", false: "them"}[n == 1])
}
