// Package serve is the live preview of `navbuild serve`: it builds a docs
// folder into memory, serves the site over HTTP, watches the folder and
// rebuilds only what a change touches, and tells the browsers showing the
// site to reload.
//
// A change to a page's body re-renders that page; any other change (a
// page's front matter, docs.json and its includes, specs, snippets, files
// added or removed) resolves the folder again. A build that fails leaves the
// last good site served, and the pages show its diagnostics over them until
// the next good build. See ARCHITECTURE.md, "Live preview".
//
// Stage: write. It serves the site from memory where `navbuild build`
// writes it to a folder, building through internal/build.
package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/navbuild/navbuild/assets"
	"github.com/navbuild/navbuild/internal/build"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// Options configure a [Server]. The zero value resolves like `navbuild
// build`, renders minified pages and rebuilds 10 ms after the last change
// of a burst.
type Options struct {
	// Load configures resolving the folder. Remote specs are fetched once
	// for the server's run (the first successful fetch is kept).
	Load resolve.Options
	// Render configures the pages. Reload is always set; Workers bounds the
	// background check of every page after a full build and defaults to
	// one, so that pages asked for meanwhile are not kept waiting.
	Render render.Options
	// Debounce is how long the watcher waits after a change for more before
	// rebuilding: an editor's atomic save (write a temporary file, rename
	// it) and bursts of changes make one build. 0 means 10 ms; a burst is
	// never held back more than 20 times as long.
	Debounce time.Duration
	// Host is the host the server listens on, as --host names it. Requests
	// are answered only when their Host header is a loopback name or
	// address (localhost, 127.0.0.0/8, ::1, any port) or this host; when it
	// is an unspecified address (0.0.0.0, ::), any IP address too. Others
	// get a 403: a web page whose own name was made to resolve to this
	// machine (DNS rebinding) cannot read the preview. The zero value
	// accepts loopback only.
	Host string
	// Report, if set, receives an [Event] after each build and check. It is
	// called from one goroutine at a time.
	Report func(Event)
}

// Kind says what an [Event] reports.
type Kind uint8

// The kinds of events.
const (
	// Build: the folder was resolved and prepared anew (the first build, or
	// a change to the navigation, docs.json, a spec or a snippet).
	Build Kind = iota
	// Pages: pages whose body changed were rendered anew.
	Pages
	// Files: static files changed; nothing needed rebuilding.
	Files
	// Check: every page of a new build was rendered in the background, for
	// the problems of their content (snippets, components, links).
	Check
	// Watch: watching the folder changed: folders that cannot be watched
	// (a warning each in Diagnostics), the docs folder gone (Gone), or
	// back (neither; a build follows).
	Watch
)

var kindNames = [...]string{"build", "pages", "files", "check", "watch"}

// String returns the kind's name: "build", "pages", "files", "check",
// "watch".
func (k Kind) String() string { return kindNames[k] }

// Event reports a build or a check.
type Event struct {
	Kind Kind
	// Changed lists the changed files that caused it (slash paths relative
	// to the docs folder, sorted); nil for the first build and for checks.
	Changed []string
	// Failed is true when the build has errors: the previous good build, if
	// any, stays served.
	Failed bool
	// Diagnostics holds the problems found, sorted: the folder's (Build),
	// the re-rendered pages' (Pages) or every page's content (Check).
	Diagnostics []resolve.Diagnostic
	// Pages is the number of pages of the site (Build, Check) or rendered
	// anew (Pages).
	Pages int
	// Duration is the time the build or check took.
	Duration time.Duration
	// Gone is true (Watch) when the docs folder itself was moved away or
	// deleted: the last good build stays served, and the folder is watched
	// again when it is back.
	Gone bool
}

// maxCached bounds the rendered pages kept in memory: a page renders in a
// millisecond or two, but pages of a large site carry a large sidebar.
const maxCached = 256

// Server builds and serves one docs folder. Create it with [New], then run
// it with [Server.Serve]. It is an [http.Handler]; it is safe for
// concurrent use.
type Server struct {
	dir  string
	fsys fs.FS
	src  *lastGood // fsys's pages as last read whole (fsys reads through it)
	opts Options
	r    *render.Renderer
	hub  *hub

	reportMu sync.Mutex

	mu     sync.RWMutex
	build  *build.Build // the last good build, nil before the first
	site   *render.Site // its prepared site
	model  *resolve.Site
	files  map[string]bool
	byFile map[string]*resolve.Page // page source file → page
	static map[string]bool
	cache  map[string][]byte // rendered pages by output file
	// last holds the last good render of pages, kept across builds: a
	// page whose source cannot be read now (being replaced, unreadable,
	// its folder moved away) is served as it last rendered.
	last   map[string][]byte
	epoch  uint64   // bumped whenever cached pages may be stale
	failed []string // the last build's problems, nil when it succeeded

	// Owned by the goroutine that builds (Serve's watch loop).
	checkCancel context.CancelFunc
	checks      sync.WaitGroup
}

// New returns a server for the docs folder dir, or an error when dir does
// not exist or is not a folder. It builds nothing yet: [Server.Serve]
// does.
func New(dir string, opts Options) (*Server, error) {
	fsys, err := build.OpenLive(dir)
	if err != nil {
		return nil, err
	}
	if opts.Debounce <= 0 {
		opts.Debounce = 10 * time.Millisecond
	}
	if opts.Render.Workers <= 0 {
		opts.Render.Workers = 1
	}
	opts.Render.Reload = true
	opts.Render.Progress = nil
	if !opts.Load.Offline {
		fetch := opts.Load.Fetch
		if fetch == nil {
			fetch = resolve.FetchHTTP
		}
		opts.Load.Fetch = (&specCache{fetch: fetch, specs: map[string][]byte{}}).get
	}
	r, err := render.New(opts.Render)
	if err != nil {
		return nil, err
	}
	src := newLastGood(fsys)
	return &Server{dir: dir, fsys: src, src: src, opts: opts, r: r, hub: newHub(), last: map[string][]byte{}}, nil
}

// Serve builds the site, then serves it on ln and rebuilds it as the
// folder changes, until ctx is done; it then closes the live-reload
// streams, shuts the HTTP server down and returns nil. It returns an error
// when the folder cannot be watched or serving fails.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	w, problems, err := newWatcher(s.dir, s.opts.Load.Exclude)
	if err != nil {
		ln.Close()
		return err
	}
	defer w.close()
	if len(problems) > 0 {
		s.report(Event{Kind: Watch, Diagnostics: problems})
	}
	// Watching starts before the first build, so that no change is missed.
	s.rebuild(ctx, nil)

	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	srv.RegisterOnShutdown(s.hub.close)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	watchCtx, stopWatch := context.WithCancel(ctx)
	watched := make(chan error, 1)
	go func() { watched <- s.watch(watchCtx, w) }()

	var failure error
	select {
	case <-ctx.Done():
	case err := <-served:
		failure = err
	case err := <-watched:
		failure, watched = err, nil
	}
	stopWatch()
	if watched != nil {
		<-watched
	}
	s.mu.Lock()
	if s.checkCancel != nil {
		s.checkCancel()
	}
	s.mu.Unlock()
	s.checks.Wait()
	// The event streams never end by themselves: close them first, or
	// Shutdown would wait for them.
	s.hub.close()
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && failure == nil {
		failure = err
	}
	return failure
}

func (s *Server) report(e Event) {
	if s.opts.Report == nil {
		return
	}
	s.reportMu.Lock()
	defer s.reportMu.Unlock()
	s.opts.Report(e)
}

// rebuild resolves and prepares the folder anew. On errors the previous
// good build stays served and the browsers are told what went wrong.
func (s *Server) rebuild(ctx context.Context, changed []string) {
	start := time.Now()
	s.mu.Lock()
	if s.checkCancel != nil {
		s.checkCancel()
		s.checkCancel = nil
	}
	s.mu.Unlock()
	b, err := build.Load(ctx, s.fsys, s.opts.Load)
	if err != nil {
		diags := []resolve.Diagnostic{{Severity: resolve.Error, Msg: err.Error()}}
		s.fail(Event{Kind: Build, Changed: changed, Diagnostics: diags, Duration: time.Since(start)})
		return
	}
	if b.Model == nil {
		s.fail(Event{Kind: Build, Changed: changed, Diagnostics: b.Diagnostics, Duration: time.Since(start)})
		return
	}
	if err := b.Prepare(s.r); err != nil {
		diags := b.Diagnostics // with the output files' collisions (a *resolve.LoadError)
		if le := (*resolve.LoadError)(nil); !errors.As(err, &le) {
			diags = append(diags[:len(diags):len(diags)], resolve.Diagnostic{Severity: resolve.Error, Msg: err.Error()})
		}
		s.fail(Event{Kind: Build, Changed: changed, Diagnostics: diags, Duration: time.Since(start)})
		return
	}
	model, site := b.Model, b.Site
	files := map[string]bool{}
	for _, name := range site.Files() {
		files[name] = true
	}
	byFile := map[string]*resolve.Page{}
	for _, p := range model.Pages {
		if p.File != "" {
			byFile[p.File] = p
		}
	}
	static := map[string]bool{}
	for _, name := range model.Static {
		static[name] = true
	}
	checkCtx, cancel := context.WithCancel(ctx)
	s.mu.Lock()
	s.build, s.site, s.model, s.files, s.byFile, s.static = b, site, model, files, byFile, static
	s.cache = map[string][]byte{}
	s.epoch++
	s.failed = nil
	s.checkCancel = cancel
	s.mu.Unlock()
	s.hub.publish(message{event: "reload", data: "build"}, nil)
	diags := append(diag.List(model.Diagnostics[:len(model.Diagnostics):len(model.Diagnostics)]), s.src.problems()...)
	diags.Sort()
	s.report(Event{Kind: Build, Changed: changed, Diagnostics: diags, Pages: len(model.Pages), Duration: time.Since(start)})

	s.checks.Add(1)
	go func() {
		defer s.checks.Done()
		s.check(checkCtx, b)
	}()
}

// fail records a failed build and shows its problems in the browsers.
func (s *Server) fail(e Event) {
	e.Failed = true
	var lines []string
	for _, d := range e.Diagnostics {
		if d.Severity == resolve.Error {
			lines = append(lines, d.Error())
		}
	}
	if len(lines) == 0 {
		lines = []string{"the build failed"}
	}
	data, _ := json.Marshal(lines)
	s.mu.Lock()
	s.failed = lines
	s.mu.Unlock()
	m := message{event: "diagnostics", data: string(data)}
	s.hub.publish(m, &m)
	s.report(e)
}

// check renders every page of b in the background for the problems of
// their content, which only a whole render finds (links to anchors of
// other pages, each unknown component at its first use).
func (s *Server) check(ctx context.Context, b *build.Build) {
	start := time.Now()
	st, err := b.Render(ctx, build.Discard)
	if err != nil || ctx.Err() != nil {
		return // superseded by a newer build, or a page failed: asked for, it shows
	}
	s.report(Event{Kind: Check, Diagnostics: st.Diagnostics, Pages: st.Pages, Duration: time.Since(start)})
}

// refresh renders pages whose body changed, dropping their old HTML, and
// tells the browsers to reload.
func (s *Server) refresh(pages []*resolve.Page, changed []string) {
	start := time.Now()
	s.mu.Lock()
	b, site := s.build, s.site
	s.epoch++
	epoch := s.epoch
	var names []string
	for _, p := range pages {
		for _, name := range site.Outputs(p) {
			delete(s.cache, name)
			names = append(names, name)
		}
	}
	s.mu.Unlock()
	// Rendered now rather than when asked for: the reloading browsers ask
	// at once, and the pages' problems are reported.
	var diags diag.List
	for _, name := range names {
		data, d, err := b.RenderPage(name)
		if err != nil {
			diags = append(diags, readDiagnostic(err))
			continue
		}
		diags = append(diags, d...)
		s.store(name, data, epoch)
	}
	// Pages rendered from their last good text: the render succeeded,
	// but the file is still a problem to fix.
	diags = append(diags, s.src.problems()...)
	diags.Sort()
	diags = dedup(diags)
	s.hub.publish(message{event: "reload", data: "pages"}, nil)
	s.report(Event{Kind: Pages, Changed: changed, Diagnostics: diags, Pages: len(pages), Duration: time.Since(start)})
}

// dedup drops repeated diagnostics: the home page renders twice.
func dedup(l diag.List) diag.List {
	out := l[:0]
	for i, d := range l {
		if i > 0 && d.Error() == l[i-1].Error() {
			continue
		}
		out = append(out, d)
	}
	return out
}

// store caches the HTML of page name, unless pages changed since epoch.
func (s *Server) store(name string, data []byte, epoch uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.epoch != epoch {
		return
	}
	evict(s.cache)
	s.cache[name] = data
	if _, ok := s.last[name]; !ok {
		evict(s.last)
	}
	s.last[name] = data
}

// evict makes room for one more page in m, which holds at most maxCached.
func evict(m map[string][]byte) {
	if len(m) < maxCached {
		return
	}
	for k := range m { // any one: the order does not matter
		delete(m, k)
		break
	}
}

// ServeHTTP serves the site: pages at their directory URLs, the generated
// and static files, 404.html for anything else, and the live-reload script
// and event stream under _navbuild/.
func (s *Server) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if !s.allowedHost(req.Host) {
		msg := fmt.Sprintf("navbuild serve answers only to localhost and loopback addresses, not to host %q; to serve another name or address, listen on it with --host", req.Host)
		http.Error(w, msg, http.StatusForbidden)
		return
	}
	if req.Method != http.MethodGet && req.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	upath := req.URL.Path
	if !strings.HasPrefix(upath, "/") {
		upath = "/" + upath
	}
	name := strings.TrimPrefix(path.Clean(upath), "/")
	switch name {
	case "_navbuild/reload":
		s.hub.serve(w, req)
		return
	case "_navbuild/reload.js":
		data, _ := fs.ReadFile(assets.FS, "reload.js")
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeContent(w, req, "reload.js", time.Time{}, bytes.NewReader(data))
		return
	}
	if name == "" {
		name = "index.html"
	} else if strings.HasSuffix(upath, "/") {
		name += "/index.html"
	}

	s.mu.RLock()
	site, files, data, cached, epoch := s.site, s.files, s.cache[name], false, s.epoch
	if data != nil {
		cached = true
	}
	s.mu.RUnlock()
	if site == nil {
		s.serveFailure(w)
		return
	}
	if !files[name] {
		if path.Ext(name) == "" && files[name+"/index.html"] {
			// A page asked for without its slash: its links are relative
			// to the folder. The target is the cleaned path, never the
			// request's: "//evil.example/../faq" must not send the browser
			// to evil.example.
			target := (&url.URL{Path: "/" + name + "/"}).EscapedPath()
			if req.URL.RawQuery != "" {
				target += "?" + req.URL.RawQuery
			}
			http.Redirect(w, req, target, http.StatusMovedPermanently)
			return
		}
		s.serveNotFound(w, req, site)
		return
	}
	if !cached {
		var err error
		data, err = site.File(name)
		if err != nil {
			s.mu.RLock()
			data = s.last[name]
			s.mu.RUnlock()
			if data == nil {
				// Never rendered, and no last good text of its source
				// held (lastGood): the problem, where to fix it, and the
				// script that reloads the page once it is fixed.
				s.serveError(w, "navbuild: this page cannot be rendered", []string{readDiagnostic(err).Error()})
				return
			}
			// Its source cannot be read now: served as it last rendered,
			// and rendered anew when asked for again.
			w.Header().Set("Cache-Control", "no-cache")
			http.ServeContent(w, req, name, time.Time{}, bytes.NewReader(data))
			return
		}
		if strings.HasSuffix(name, ".html") {
			s.store(name, data, epoch)
		}
	}
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, req, name, time.Time{}, bytes.NewReader(data))
}

// allowedHost reports whether hostport, a request's Host header, names
// this server (see [Options].Host).
func (s *Server) allowedHost(hostport string) bool {
	h := hostport
	if hh, port, err := net.SplitHostPort(hostport); err == nil {
		if _, err := strconv.ParseUint(port, 10, 16); err != nil {
			return false
		}
		h = hh
	}
	h = strings.TrimSuffix(strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")), ".")
	if h == "" {
		return false
	}
	if h == "localhost" {
		return true
	}
	ip, ipErr := netip.ParseAddr(h)
	if ipErr == nil && ip.Unmap().IsLoopback() {
		return true
	}
	own := strings.TrimSuffix(strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(s.opts.Host, "["), "]")), ".")
	if own == "" {
		return false
	}
	if ownIP, err := netip.ParseAddr(own); err == nil {
		if ownIP.IsUnspecified() {
			return ipErr == nil
		}
		return ipErr == nil && ip.Unmap() == ownIP.Unmap()
	}
	return h == own
}

func (s *Server) serveNotFound(w http.ResponseWriter, req *http.Request, site *render.Site) {
	data, err := site.File("404.html")
	if err != nil {
		http.NotFound(w, req)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusNotFound)
	if req.Method != http.MethodHead {
		w.Write(data)
	}
}

// failurePage is served before the first good build, and for a page that
// cannot be rendered and never was: the problems, and the script that
// reloads the page when they are fixed.
var failurePage = template.Must(template.New("").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><base href="/"><title>{{.Title}}</title></head>
<body style="font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:6vh auto;padding:0 16px">
<h1 style="font-size:20px;color:#b91c1c">{{.Title}}</h1>
<p>Fix the problems below and save: this page reloads by itself.</p>
<pre style="white-space:pre-wrap;background:#f8fafc;border:1px solid #e2e8f0;padding:12px">{{range .Lines}}{{.}}
{{end}}</pre>
<script src="_navbuild/reload.js"></script>
</body></html>
`))

func (s *Server) serveFailure(w http.ResponseWriter) {
	s.mu.RLock()
	lines := s.failed
	s.mu.RUnlock()
	if lines == nil {
		lines = []string{"the site is not built yet"}
	}
	s.serveError(w, "navbuild: the build failed", lines)
}

// serveError answers a 500 showing title and the problems.
func (s *Server) serveError(w http.ResponseWriter, title string, lines []string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusInternalServerError)
	if err := failurePage.Execute(w, struct {
		Title string
		Lines []string
	}{title, lines}); err != nil {
		fmt.Fprintln(w, err)
	}
}
