package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/gitdates"
	"github.com/navbuild/navbuild/internal/serve"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

const serveUsage = `Usage: navbuild serve DIR [--port 3000] [--host 127.0.0.1] [--open] [flags]

Builds the site of the docs folder DIR in memory and serves it for
previewing, at http://127.0.0.1:3000/ by default (this machine only). It
watches DIR, snippets and specs included, and rebuilds only what a change
touches: editing a page's body renders that page again; editing its front
matter, docs.json, a spec or a snippet resolves the folder again. Open
pages reload by themselves, keeping their scroll position.

A build that fails does not stop the server: the last good site stays
served, and its pages show the problems (file:line:col: message) until
the next good build. Problems are printed on stderr as by "navbuild
check". Stop the server with Ctrl-C.

` + serveFlagsUsage

// devUsage is the help of dev, serve under the name the hosted platform's
// CLI gives its preview (`npx navbuild dev`).
const devUsage = `Usage: navbuild dev DIR [--port 3000] [--host 127.0.0.1] [--open] [flags]

The same as "navbuild serve" (run "navbuild help serve" for what it
does), under the name the hosted platform's CLI gives its preview, so
that "npx navbuild dev DIR" works as its users expect.

` + serveFlagsUsage

const serveFlagsUsage = `Flags:
  --port N              port to listen on (default 3000; 0 picks a free one)
  --host HOST           address to listen on (default 127.0.0.1; 0.0.0.0
                        serves every network the machine is on). Requests
                        naming another host than localhost, a loopback
                        address or HOST are refused (DNS rebinding)
  --open                open the site in the default web browser
` + cacheUsage + loadUsage

func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return serveAs(ctx, "serve", args, stdout, stderr)
}

// runDev is serve by another name: its usage errors and help say dev.
func runDev(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return serveAs(ctx, "dev", args, stdout, stderr)
}

// serveAs runs serve as the command name (serve or dev).
func serveAs(ctx context.Context, name string, args []string, stdout, stderr io.Writer) int {
	var lf loadFlags
	var cf cacheFlags
	fs := newFlagSet(name, &lf, &cf)
	port := fs.Int("port", 3000, "port to listen on")
	host := fs.String("host", "127.0.0.1", "address to listen on")
	open := fs.Bool("open", false, "open the site in a browser")
	dir, ok, code := parseArgs(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if !lf.check(name, stderr) {
		return exitUsage
	}
	if *port < 0 || *port > 65535 {
		return usageError(stderr, name, fmt.Sprintf("--port must be between 0 and 65535, got %d", *port))
	}
	color := useColor(stderr)
	first := true
	// Before listening: a folder that does not exist is the first problem.
	// The preview shows drafts, marked as such.
	load := lf.options()
	load.IncludeDrafts = true
	srv, err := serve.New(dir, serve.Options{Load: load, Host: *host, Render: render.Options{HighlightCache: cf.folder(), Dates: gitdates.Read(ctx, dir)}, Report: func(e serve.Event) {
		reportServe(stderr, dir, e, first, color)
		if e.Kind == serve.Build {
			first = false
		}
	}})
	if err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	addr := net.JoinHostPort(*host, strconv.Itoa(*port))
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		msg := err.Error()
		if errors.Is(err, syscall.EADDRINUSE) {
			msg = "the port is in use (by another server?); choose another with --port"
		}
		fmt.Fprintf(stderr, "navbuild: cannot listen on %s: %s\n", addr, strings.TrimPrefix(msg, "listen tcp "+addr+": "))
		return exitError
	}
	url := siteURL(ln.Addr(), *host)

	fmt.Fprintf(stdout, "serving %s at %s\n", dir, url)
	if *open {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(stderr, "navbuild: cannot open a browser: %v\n", err)
		}
	}
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintf(stderr, "navbuild: %s\n", diag.Escape(err.Error()))
		return exitError
	}
	fmt.Fprintln(stderr, "navbuild: stopped")
	return exitOK
}

// siteURL is the address to print and open: the listener's, with the
// loopback name for an unspecified host (0.0.0.0, ::).
func siteURL(a net.Addr, host string) string {
	h, p, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if ip := net.ParseIP(h); ip != nil && ip.IsUnspecified() {
		h = "localhost"
	} else if host != "" && net.ParseIP(host) == nil {
		h = host // a name such as localhost, as the user wrote it
	}
	return "http://" + net.JoinHostPort(h, p) + "/"
}

// reportServe prints one build or check of the server: its problems as
// `navbuild check` prints them, then one line.
func reportServe(w io.Writer, dir string, e serve.Event, first, color bool) {
	for i, d := range e.Diagnostics {
		if i == maxPrinted {
			fmt.Fprintf(w, "navbuild: ... and %d more\n", len(e.Diagnostics)-maxPrinted)
			break
		}
		fmt.Fprintln(w, formatDiagnostic(d, color))
	}
	what := ""
	if len(e.Changed) > 0 {
		what = " (" + diag.Escape(strings.Join(e.Changed[:min(len(e.Changed), 3)], ", "))
		if len(e.Changed) > 3 {
			what += fmt.Sprintf(" and %d more", len(e.Changed)-3)
		}
		what += ")"
	}
	switch {
	case e.Failed && first:
		fmt.Fprintf(w, "navbuild: %s: build failed: %s; fix it and save, the pages reload by themselves\n", dir, summary(e.Diagnostics))
	case e.Failed:
		fmt.Fprintf(w, "navbuild: %s: build failed%s: %s; the last good build stays served\n", dir, what, summary(e.Diagnostics))
	case e.Kind == serve.Build && first:
		fmt.Fprintf(w, "navbuild: built %s %s in %s, %s\n", thousands(e.Pages), plural(e.Pages, "page"), duration(e.Duration), warnings(e.Diagnostics))
	case e.Kind == serve.Build:
		fmt.Fprintf(w, "navbuild: rebuilt %s %s in %s%s, %s\n", thousands(e.Pages), plural(e.Pages, "page"), duration(e.Duration), what, warnings(e.Diagnostics))
	case e.Kind == serve.Pages:
		fmt.Fprintf(w, "navbuild: updated %d %s in %s%s\n", e.Pages, plural(e.Pages, "page"), duration(e.Duration), what)
	case e.Kind == serve.Files:
		fmt.Fprintf(w, "navbuild: reloaded%s\n", what)
	case e.Kind == serve.Watch && e.Gone:
		fmt.Fprintf(w, "navbuild: %s is gone (moved or deleted): the last good build stays served; it is watched again once it is back\n", dir)
	case e.Kind == serve.Watch && len(e.Diagnostics) == 0:
		fmt.Fprintf(w, "navbuild: %s is back: watching it again\n", dir)
	case e.Kind == serve.Watch:
		fmt.Fprintf(w, "navbuild: %d %s cannot be watched: changes there are not seen\n", len(e.Diagnostics), plural(len(e.Diagnostics), "folder"))
	case e.Kind == serve.Check && len(e.Diagnostics) > 0:
		fmt.Fprintf(w, "navbuild: checked the content of %s %s: %s\n", thousands(e.Pages), plural(e.Pages, "page"), summary(e.Diagnostics))
	}
}

func warnings(diags []resolve.Diagnostic) string {
	_, n := diag.List(diags).Count()
	return fmt.Sprintf("%d %s", n, plural(n, "warning"))
}

func duration(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

// openBrowser opens url in the default browser without waiting for it.
func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait() // reap it
	return nil
}
