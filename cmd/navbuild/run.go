package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/navbuild/navbuild/internal/build"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1 // the docs folder has errors
	exitUsage = 2 // the command line is wrong
)

const usage = `navbuild builds static documentation sites from docs.json (or mint.json) folders.

Usage:
  navbuild [build] DIR -o OUT  build the static site of a docs folder
  navbuild check DIR [flags]   validate a docs folder and report every problem
  navbuild nav DIR [flags]     print the resolved navigation
  navbuild serve DIR [flags]   preview a docs folder, rebuilt as it changes
  navbuild dev DIR [flags]     the same as serve
  navbuild init [DIR]          write a starter docs folder (default "docs")
  navbuild schema [-o FILE]    print the JSON Schema of docs.json
  navbuild upgrade [DIR]       write docs.json from the older mint.json
  navbuild version             print the version, commit and Go version
  navbuild help [command]      show help for navbuild or a command

Run "navbuild help COMMAND" (or "navbuild COMMAND -h") for a command's flags.
Exit codes: 0 success, 1 the docs folder has errors, 2 usage error.
`

const loadUsage = `  --strict              treat warnings as errors
  --offline             do not fetch remote OpenAPI specs (their pages are left out)
  --fetch-timeout DUR   time limit for fetching one remote spec (default 10s)
  --include-drafts      build the pages whose front matter says draft: true
                        (serve always shows them, marked as drafts)
`

var commandUsage = map[string]string{
	"build": buildUsage,
	"check": `Usage: navbuild check DIR [--strict] [--format text|json] [--offline] [--fetch-timeout DUR]

Validates the docs folder DIR: docs.json, its $ref includes, the pages and
OpenAPI specs it names, and the pages' content (snippets, components,
internal links and #anchors). Every problem is printed on one line,
file:line:col: severity: json.path: message (hint), sorted by position.
Exits 1 when there is an error (any warning too with --strict).

Flags:
  --format text|json    print diagnostics as text on stderr (default) or as a
                        JSON array on stdout
` + loadUsage,
	"nav": `Usage: navbuild nav DIR [--format tree|json] [--strict] [--offline] [--fetch-timeout DUR]

Prints the resolved navigation of DIR: divisions, groups and pages with
their URLs, as an indented tree, or with --format json as stable JSON (see
the README for the schema).

Flags:
  --format tree|json    print an indented tree (default) or JSON
  --json                short for --format json
` + loadUsage,
	"init":    initUsage,
	"serve":   serveUsage,
	"dev":     devUsage,
	"schema":  schemaUsage,
	"upgrade": upgradeUsage,
	"version": `Usage: navbuild version

Prints navbuild's version on the first line ("navbuild v1.2.3"): the
release it was built as (make release), else the module version go
install or go build recorded, else (devel). Then the commit it was built
from ("commit unknown" when no build recorded it) and the Go version and
platform.
`,
	"help": "Usage: navbuild help [command]\n\nPrints help for navbuild or one command; \"navbuild COMMAND -h\" prints\nthe same.\n",
}

// run is the whole command: main only adds the process around it.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	if run, ok := commands[cmd]; ok {
		return run(ctx, rest, stdout, stderr)
	}
	if strings.HasPrefix(cmd, "-") || isDir(cmd) {
		// `navbuild ./docs -o site`: build is the default command.
		return runBuild(ctx, args, stdout, stderr)
	}
	fmt.Fprintf(stderr, "navbuild: %q is neither a command nor a docs folder\n\n%s", cmd, usage)
	return exitUsage
}

// commands are navbuild's commands by name, and the flags that stand for
// one (--version, --help).
var commands = map[string]func(ctx context.Context, args []string, stdout, stderr io.Writer) int{
	"check":     runCheck,
	"nav":       runNav,
	"build":     runBuild,
	"serve":     runServe,
	"dev":       runDev,
	"init":      runInit,
	"schema":    runSchema,
	"upgrade":   runUpgrade,
	"version":   runVersion,
	"--version": runVersion,
	"help":      runHelp,
	"-h":        runHelp,
	"-help":     runHelp,
	"--help":    runHelp,
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// Set by the release build (scripts/release) with -ldflags -X; empty in
// any other build, which reads its version from the build information.
var (
	stampVersion string
	stampCommit  string
)

// version is navbuild's version: the one a release build stamped, else
// the main module's version that go install (v1.2.3) or go build in a git
// checkout (a pseudo-version) recorded, else "(devel)".
func version() string {
	if stampVersion != "" {
		return stampVersion
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// commit is the commit navbuild was built from, with "+dirty" when the
// checkout had changes, or "unknown": go install of a module version
// records none (its version names the release).
func commit() string {
	if stampCommit != "" {
		return stampCommit
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "unknown"
	}
	if dirty {
		rev += "+dirty"
	}
	return rev
}

// newFlagSet is the flag set of command name, with the flags of each of
// groups (loadFlags, cacheFlags) registered on it.
func newFlagSet(name string, groups ...interface{ register(*flag.FlagSet) }) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	for _, g := range groups {
		g.register(fs)
	}
	return fs
}

// loadFlags are the flags of every command that loads a docs folder.
type loadFlags struct {
	exclude      []string
	strict       bool
	offline      bool
	fetchTimeout time.Duration
	drafts       bool
}

func (l *loadFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&l.strict, "strict", false, "treat warnings as errors")
	fs.BoolVar(&l.offline, "offline", false, "do not fetch remote OpenAPI specs")
	fs.DurationVar(&l.fetchTimeout, "fetch-timeout", 10*time.Second, "time limit for fetching a remote spec")
	fs.BoolVar(&l.drafts, "include-drafts", false, "build the pages whose front matter says draft: true")
}

func (l *loadFlags) options() resolve.Options {
	return resolve.Options{Strict: l.strict, Offline: l.offline, FetchTimeout: l.fetchTimeout, Exclude: l.exclude, IncludeDrafts: l.drafts}
}

func (l *loadFlags) check(name string, stderr io.Writer) bool {
	if l.fetchTimeout <= 0 {
		usageError(stderr, name, fmt.Sprintf("--fetch-timeout must be positive, got %s", l.fetchTimeout))
		return false
	}
	return true
}

// parseArgs parses the flags of a command that takes one docs folder,
// before or after it (see parseFlags).
func parseArgs(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (dir string, ok bool, code int) {
	pos, ok, code := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return "", false, code
	}
	if len(pos) != 1 {
		return "", false, usageError(stderr, fs.Name(), fmt.Sprintf("expected one docs folder, got %d arguments", len(pos)))
	}
	return pos[0], true, exitOK
}

// maxPrinted caps the diagnostics printed in text form.
const maxPrinted = 200

// printDiagnostics prints diags one a line, the severities coloured on a
// terminal (see useColor).
func printDiagnostics(w io.Writer, diags []resolve.Diagnostic) {
	color := useColor(w)
	for i, d := range diags {
		if i == maxPrinted {
			fmt.Fprintf(w, "navbuild: ... and %d more\n", len(diags)-maxPrinted)
			break
		}
		fmt.Fprintln(w, formatDiagnostic(d, color))
	}
}

func summary(diags []resolve.Diagnostic) string {
	e, w := diag.List(diags).Count()
	return fmt.Sprintf("%d %s, %d %s", e, plural(e, "error"), w, plural(w, "warning"))
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

func runCheck(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var lf loadFlags
	fs := newFlagSet("check", &lf)
	format := fs.String("format", "text", "output format: text or json")
	dir, ok, code := parseArgs(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if !lf.check("check", stderr) {
		return exitUsage
	}
	if *format != "text" && *format != "json" {
		return usageError(stderr, "check", fmt.Sprintf("--format is text or json, not %q", *format))
	}
	// The pages' content too: snippets, components, links.
	var b *build.Build
	fsys, err := build.Open(dir)
	if err == nil {
		defer fsys.Close()
		b, _, err = build.Run(ctx, fsys, build.Options{LimitMemory: true, Resolve: lf.options(), Render: render.Options{NoMinify: true}})
	}
	var diags diag.List
	switch {
	case b == nil:
		// Reported like any other problem, so --format json stays JSON.
		diags = diag.List{{Severity: resolve.Error, Msg: err.Error()}}
	case err != nil:
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	default:
		diags = b.Diagnostics
		if b.Model != nil {
			diags.Sort() // the folder's and the content's together
		}
	}
	if *format == "json" {
		type jsonDiag struct {
			Severity string `json:"severity"`
			File     string `json:"file,omitempty"`
			Line     int    `json:"line,omitempty"`
			Col      int    `json:"col,omitempty"`
			Path     string `json:"path,omitempty"`
			Message  string `json:"message"`
			Hint     string `json:"hint,omitempty"`
		}
		out := []jsonDiag{}
		for _, d := range diags {
			out = append(out, jsonDiag{d.Severity.String(), diag.Escape(d.Pos.File), d.Pos.Line, d.Pos.Col, diag.Escape(d.Path), diag.Escape(d.Msg), diag.Escape(d.Hint)})
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(out)
	} else if err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
	} else {
		printDiagnostics(stderr, diags)
		if !b.Failed() {
			n := countNav(b.Model)
			fmt.Fprintf(stderr, "navbuild: %s: %d %s, %s\n", dir, n, plural(n, "page"), summary(diags))
		} else {
			fmt.Fprintf(stderr, "navbuild: %s: %s\n", dir, summary(diags))
		}
	}
	if b == nil || b.Failed() {
		return exitError
	}
	return exitOK
}

func countNav(s *resolve.Site) int {
	n := 0
	for _, p := range s.Pages {
		if p.InNav {
			n++
		}
	}
	return n
}

func runNav(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var lf loadFlags
	fs := newFlagSet("nav", &lf)
	asJSON := fs.Bool("json", false, "print stable JSON instead of a tree")
	format := fs.String("format", "tree", "output format: tree or json (as check's --format)")
	dir, ok, code := parseArgs(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	switch *format {
	case "tree":
	case "json":
		*asJSON = true
	default:
		return usageError(stderr, "nav", fmt.Sprintf("--format is tree or json, not %q", *format))
	}
	if !lf.check("nav", stderr) {
		return exitUsage
	}
	var b *build.Build
	fsys, err := build.Open(dir)
	if err == nil {
		defer fsys.Close()
		b, err = build.Load(ctx, fsys, lf.options())
	}
	if err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	printDiagnostics(stderr, b.Diagnostics)
	site := b.Model
	if site == nil {
		return exitError
	}
	if *asJSON {
		if err := site.WriteJSON(stdout); err != nil {
			fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
			return exitError
		}
		return exitOK
	}
	printTree(stdout, site)
	return exitOK
}

// printTree prints the navigation as an indented outline.
func printTree(w io.Writer, s *resolve.Site) {
	var items func(its []*resolve.Item, depth int)
	items = func(its []*resolve.Item, depth int) {
		ind := strings.Repeat("  ", depth)
		for _, it := range its {
			hidden := ""
			if it.Hidden {
				hidden = " (hidden)"
			}
			if it.Group != nil {
				fmt.Fprintf(w, "%s[%s]%s\n", ind, it.Group.Label, hidden)
				if it.Group.Root != nil {
					fmt.Fprintf(w, "%s  %s  %s (root)\n", ind, it.Group.Root.URL, it.Group.Root.SidebarTitle)
				}
				items(it.Group.Items, depth+1)
				continue
			}
			fmt.Fprintf(w, "%s%s  %s%s\n", ind, it.Page.URL, it.Page.SidebarTitle, hidden)
		}
	}
	var div func(d *resolve.Division, depth int)
	div = func(d *resolve.Division, depth int) {
		ind := strings.Repeat("  ", depth)
		if d.Kind != resolve.Root {
			fmt.Fprintf(w, "%s%s %q -> %s\n", ind, d.Kind, d.Title(), d.Link)
			depth++
		}
		for _, g := range d.Global {
			fmt.Fprintf(w, "%sglobal %s %q -> %s\n", strings.Repeat("  ", depth), g.Kind, g.Label, g.Link)
		}
		items(d.Items, depth)
		for _, c := range d.Children {
			div(c, depth)
		}
		for _, c := range d.Menu {
			div(c, depth)
		}
	}
	div(s.Nav, 0)
	if s.Home != nil {
		fmt.Fprintf(w, "home: %s\n", s.Home.URL)
	}
}
