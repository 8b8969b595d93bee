package serve

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/resolve"
)

// deadline bounds every wait of these tests; none of them asserts a time.
const deadline = 20 * time.Second

// testDebounce is longer than the default so that a busy machine (-race,
// parallel packages) does not split a save into two builds.
const testDebounce = 50 * time.Millisecond

// atomicWrite saves a file as sed -i and many editors do: a temporary
// file renamed over it.
func atomicWrite(t testing.TB, name, data string) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(name), "sedX1b2C3")
	if err := os.WriteFile(tmp, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, name); err != nil {
		t.Fatal(err)
	}
}

// recorder keeps the server's reports.
type recorder struct {
	mu     sync.Mutex
	events []Event
}

func (r *recorder) report(e Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, e)
}

// waitFor waits for a report after the first n that satisfies ok, and
// returns it with the count of reports so far.
func (r *recorder) waitFor(t testing.TB, n int, what string, ok func(Event) bool) (Event, int) {
	t.Helper()
	var got []Event
	end := time.Now().Add(deadline)
	for time.Now().Before(end) {
		r.mu.Lock()
		got = append(got[:0], r.events...)
		r.mu.Unlock()
		for i := n; i < len(got); i++ {
			if ok(got[i]) {
				return got[i], i + 1
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("no report of %s; reports: %+v", what, got)
	return Event{}, 0
}

// sse reads the server-sent events of one connection.
type sse struct {
	events chan [2]string // event, data
	closed chan struct{}
	cancel context.CancelFunc
}

func connectSSE(t testing.TB, url string) *sse {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != 200 || ct != "text/event-stream" {
		cancel()
		t.Fatalf("%s: %s, %q", url, resp.Status, ct)
	}
	s := &sse{events: make(chan [2]string, 100), closed: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(s.closed)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		var event, data string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				data = strings.TrimPrefix(line, "data: ")
			case line == "" && event != "":
				s.events <- [2]string{event, data}
				event, data = "", ""
			}
		}
	}()
	t.Cleanup(cancel)
	return s
}

// next returns the next event of the stream.
func (s *sse) next(t testing.TB) (event, data string) {
	t.Helper()
	select {
	case e := <-s.events:
		return e[0], e[1]
	case <-s.closed:
		t.Fatal("the event stream ended")
	case <-time.After(deadline):
		t.Fatal("no event")
	}
	return "", ""
}

func get(t testing.TB, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	body := readBody(t, resp, err)
	return resp.StatusCode, body
}

// readBody reads and closes the body of resp, failing the test on err
// (the request's) or on a read error.
func readBody(t testing.TB, resp *http.Response, err error) string {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(body)
}

// eventually polls url until its body contains want.
func eventually(t testing.TB, url, want string) string {
	t.Helper()
	var code int
	var body string
	end := time.Now().Add(deadline)
	for time.Now().Before(end) {
		if code, body = get(t, url); code == 200 && strings.Contains(body, want) {
			return body
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("%s never served %q; last: %d\n%s", url, want, code, body)
	return ""
}

var testDocs = map[string]string{
	"docs.json": `{
  "theme": "mint",
  "name": "Live",
  "colors": {"primary": "#2563EB"},
  "navigation": {"groups": [{"group": "Start", "pages": ["index", "guide", "more/deep"]}]}
}
`,
	"index.mdx":         "---\ntitle: Home\n---\n\nWelcome home.\n",
	"guide.mdx":         "---\ntitle: Guide\n---\n\nFirst version of the guide.\n\n<Snippet file=\"note.mdx\" />\n",
	"more/deep.mdx":     "---\ntitle: Deep\n---\n\nDeep page.\n",
	"snippets/note.mdx": "A note from a snippet.\n",
	"logo.svg":          `<svg xmlns="http://www.w3.org/2000/svg"/>`,
}

// startServer serves a copy of files on a free loopback port and returns
// the docs folder, the site's URL, the reports and a function that stops
// the server and returns what Serve returned.
func startServer(t testing.TB, files map[string]string, debounce time.Duration) (dir, base string, rec *recorder, stop func() error, srv *Server) {
	t.Helper()
	dir = t.TempDir()
	docstest.Write(t, dir, files)
	rec = &recorder{}
	var err error
	srv, err = New(dir, Options{Load: resolve.Options{Offline: true}, Report: rec.report, Debounce: debounce})
	if err != nil {
		t.Fatal(err)
	}
	base, stop = serveOn(t, srv)
	return dir, base, rec, stop, srv
}

// serveOn runs srv on a free loopback port and returns the site's URL and
// a function that stops the server and returns what Serve returned.
func serveOn(t testing.TB, srv *Server) (base string, stop func() error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	var once sync.Once
	var serveErr error
	stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case serveErr = <-done:
			case <-time.After(deadline):
				serveErr = fmt.Errorf("Serve did not return after its context was cancelled")
			}
		})
		return serveErr
	}
	t.Cleanup(func() { stop() })
	return "http://" + ln.Addr().String() + "/", stop
}

// TestServe drives the live preview end to end: a page edit is served and
// reloads the browsers, a broken docs.json shows its diagnostics while the
// last good site stays served, fixing it recovers, and the server shuts
// down cleanly.
func TestServe(t *testing.T) {
	dir, base, rec, stop, _ := startServer(t, testDocs, testDebounce)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })

	code, body := get(t, base+"guide/")
	if code != 200 || !strings.Contains(body, "First version of the guide.") || !strings.Contains(body, "A note from a snippet.") {
		t.Fatalf("guide/: %d\n%s", code, body)
	}
	if !regexp.MustCompile(`<script src="?_navbuild/reload\.js"?></script>`).MatchString(body) {
		t.Error("guide/ does not load the live-reload script")
	}
	// The section's full sidebar is a generated file of the site.
	nav := regexp.MustCompile(`_navbuild/nav/[0-9a-f]+\.js`).FindString(body)
	if nav == "" {
		t.Error("guide/ loads no full sidebar")
	} else if code, js := get(t, base+nav); code != 200 || !strings.Contains(js, `"<nav class=sidebar-nav `) {
		t.Errorf("%s: %d\n%.200s", nav, code, js)
	}
	for _, c := range []struct{ path, ctype string }{
		{"", "text/html; charset=utf-8"},
		{"more/deep/", "text/html; charset=utf-8"},
		{"logo.svg", "image/svg+xml"},
		{"_navbuild/reload.js", "text/javascript; charset=utf-8"},
	} {
		resp, err := http.Get(base + c.path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != c.ctype {
			t.Errorf("/%s: %s, %q; want 200, %q", c.path, resp.Status, resp.Header.Get("Content-Type"), c.ctype)
		}
	}
	if code, body := get(t, base+"no/such/page/"); code != 404 || !strings.Contains(body, "Page not found") {
		t.Errorf("unknown page: %d, want 404 with 404.html", code)
	}
	// Sources are not part of the site.
	if code, _ := get(t, base+"docs.json"); code != 404 {
		t.Errorf("docs.json: %d, want 404", code)
	}
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noRedirect.Get(base + "more/deep")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMovedPermanently || resp.Header.Get("Location") != "/more/deep/" {
		t.Errorf("more/deep: %s to %q, want a redirect to /more/deep/", resp.Status, resp.Header.Get("Location"))
	}

	// A body edit: the page is served anew and the browsers reload.
	events := connectSSE(t, base+"_navbuild/reload")
	atomicWrite(t, filepath.Join(dir, "guide.mdx"), "---\ntitle: Guide\n---\n\nSecond version of the guide.\n\n<Snippet file=\"note.mdx\" />\n")
	eventually(t, base+"guide/", "Second version of the guide.")
	if ev, _ := events.next(t); ev != "reload" {
		t.Fatalf("event %q after a page edit, want reload", ev)
	}
	e, n := rec.waitFor(t, n, "the page edit", func(e Event) bool { return e.Kind != Check })
	if e.Kind != Pages || len(e.Changed) != 1 || e.Changed[0] != "guide.mdx" {
		t.Errorf("page edit reported as %s of %q, want pages of guide.mdx (the temporary file left out)", e.Kind, e.Changed)
	}

	// A title change: other pages' sidebars change.
	docstest.Write(t, dir, map[string]string{"more/deep.mdx": "---\ntitle: Deeper\n---\n\nDeep page.\n"})
	eventually(t, base+"guide/", "Deeper")
	if ev, _ := events.next(t); ev != "reload" {
		t.Fatalf("event %q after a title change, want reload", ev)
	}
	_, n = rec.waitFor(t, n, "the title change", func(e Event) bool { return e.Kind == Build })

	// A snippet edit: the pages including it change.
	docstest.Write(t, dir, map[string]string{"snippets/note.mdx": "An edited note.\n"})
	eventually(t, base+"guide/", "An edited note.")

	// A new folder with a new page: watched, and built.
	docstest.Write(t, dir, map[string]string{"extra/sub/new.mdx": "---\ntitle: Newcomer\n---\n\nBrand new.\n"})
	eventually(t, base+"extra/sub/new/", "Brand new.")
	docstest.Write(t, dir, map[string]string{"extra/sub/new.mdx": "---\ntitle: Newcomer\n---\n\nBrand new, edited.\n"})
	eventually(t, base+"extra/sub/new/", "Brand new, edited.")

	// A broken docs.json: the last good site stays served and the browsers
	// get the diagnostics, with their positions.
	_, n = rec.waitFor(t, n, "the new page's edit", func(e Event) bool { return e.Kind == Pages && e.Changed[0] == "extra/sub/new.mdx" })
	events = connectSSE(t, base+"_navbuild/reload")
	broken := strings.Replace(testDocs["docs.json"], `"pages": [`, `"pages": 7, "x": [`, 1)
	docstest.Write(t, dir, map[string]string{"docs.json": broken})
	var data string
	for {
		ev, d := events.next(t)
		if ev == "diagnostics" {
			data = d
			break
		}
	}
	if !strings.Contains(data, `docs.json:5:`) || !strings.Contains(data, `error: navigation.groups[0].pages: `) {
		t.Errorf("diagnostics %s, want docs.json:5:COL: error: navigation.groups[0].pages: ...", data)
	}
	e, n = rec.waitFor(t, n, "the failed build", func(e Event) bool { return e.Kind == Build })
	if !e.Failed {
		t.Errorf("a build of a broken docs.json did not fail: %+v", e)
	}
	if code, body := get(t, base+"guide/"); code != 200 || !strings.Contains(body, "An edited note.") {
		t.Errorf("guide/ while docs.json is broken: %d, want the last good page", code)
	}
	// A browser that loads a page meanwhile gets the diagnostics at once.
	late := connectSSE(t, base+"_navbuild/reload")
	if ev, d := late.next(t); ev != "diagnostics" || d != data {
		t.Errorf("a new stream got %s %s first, want the diagnostics", ev, d)
	}
	// Page edits while broken wait for docs.json to be fixed.
	docstest.Write(t, dir, map[string]string{"index.mdx": "---\ntitle: Home\n---\n\nWelcome back.\n"})
	_, n = rec.waitFor(t, n, "a build while broken", func(e Event) bool { return e.Kind == Build && e.Failed })

	// Fixed: a good build, served, and the browsers reload.
	docstest.Write(t, dir, map[string]string{"docs.json": testDocs["docs.json"]})
	for {
		if ev, _ := events.next(t); ev == "reload" {
			break
		}
	}
	e, _ = rec.waitFor(t, n, "the build after the fix", func(e Event) bool { return e.Kind == Build })
	if e.Failed {
		t.Fatalf("the build after the fix failed: %v", e.Diagnostics)
	}
	eventually(t, base, "Welcome back.")

	// Shutting down ends the event streams and returns nil.
	if err := stop(); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	select {
	case <-events.closed:
	case <-time.After(deadline):
		t.Fatal("the event stream is still open after shutdown")
	}
}

// TestServeBrokenAtStart starts on a folder whose docs.json is broken:
// every page shows the problems until it is fixed.
func TestServeBrokenAtStart(t *testing.T) {
	files := map[string]string{}
	for k, v := range testDocs {
		files[k] = v
	}
	files["docs.json"] = `{"theme": "mint", "name": "Live", "navigation": {"pages": [}}`
	dir, base, rec, _, _ := startServer(t, files, testDebounce)
	e, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	if !e.Failed {
		t.Fatal("the first build did not fail")
	}
	code, body := get(t, base+"guide/")
	if code != 500 || !strings.Contains(body, "docs.json:1:") || !strings.Contains(body, "_navbuild/reload.js") {
		t.Fatalf("guide/ before a good build: %d\n%s", code, body)
	}
	events := connectSSE(t, base+"_navbuild/reload")
	if ev, _ := events.next(t); ev != "diagnostics" {
		t.Errorf("first event %q, want diagnostics", ev)
	}
	docstest.Write(t, dir, map[string]string{"docs.json": testDocs["docs.json"]})
	if ev, _ := events.next(t); ev != "reload" {
		t.Errorf("event %q after the fix, want reload", ev)
	}
	rec.waitFor(t, n, "the good build", func(e Event) bool { return e.Kind == Build && !e.Failed })
	eventually(t, base+"guide/", "First version of the guide.")
}

// TestServeStaticFile: a changed image is served as it is now, with a
// reload and no rebuild.
func TestServeStaticFile(t *testing.T) {
	dir, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	events := connectSSE(t, base+"_navbuild/reload")
	docstest.Write(t, dir, map[string]string{"logo.svg": `<svg xmlns="http://www.w3.org/2000/svg" id="new"/>`})
	eventually(t, base+"logo.svg", `id="new"`)
	if ev, _ := events.next(t); ev != "reload" {
		t.Errorf("event %q, want reload", ev)
	}
	rec.waitFor(t, n, "the file change", func(e Event) bool { return e.Kind == Files })
}

func TestIgnored(t *testing.T) {
	w := &watcher{exclude: []string{"site"}}
	for name, want := range map[string]bool{
		"guide.mdx": false, "a/b/c.png": false, "docs.json": false, "snippets/x.mdx": false,
		".git/index": true, "a/.cache/x": true, "node_modules/x/y.js": true, "site/index.html": true,
		"guide.mdx~": true, "4913": true, ".guide.mdx.swp": true, "guide.mdx.tmp": true, "#guide.mdx#": true,
		"guide.mdx___jb_tmp___": true, "sitemap/x.mdx": false,
	} {
		if got := w.ignored(name); got != want {
			t.Errorf("ignored(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestWatchSkipsEarlierOutput: an earlier navbuild output inside the docs
// folder (its marker says so) is not watched, as resolve does not read it;
// a folder holding a .navbuild navbuild did not write is.
func TestWatchSkipsEarlierOutput(t *testing.T) {
	dir := t.TempDir()
	docstest.Write(t, dir, map[string]string{
		"docs.json":             `{}`,
		"site/.navbuild":        "navbuild output folder; navbuild replaces this whole folder on every build.\n",
		"site/guide/index.html": "x",
		"own/.navbuild":         "my notes",
		"own/guide/page.mdx":    "x",
	})
	w, problems, err := newWatcher(dir, nil)
	if err != nil || len(problems) > 0 {
		t.Fatal(err, problems)
	}
	defer w.close()
	var got []string
	for _, p := range w.fw.WatchList() {
		rel, _ := w.rel(p)
		got = append(got, rel)
	}
	slices.Sort(got)
	if want := []string{".", "own", "own/guide"}; !slices.Equal(got, want) {
		t.Errorf("watched %q, want %q", got, want)
	}
}

// TestRemoteSpecFetchedOnce: rebuilds reuse a remote spec fetched before.
func TestRemoteSpecFetchedOnce(t *testing.T) {
	var mu sync.Mutex
	fetched := map[string]int{}
	srv, err := New(t.TempDir(), Options{Load: resolve.Options{Fetch: func(_ context.Context, url string) ([]byte, error) {
		mu.Lock()
		defer mu.Unlock()
		fetched[url]++
		if url == "https://example.com/bad.json" {
			return nil, fmt.Errorf("HTTP 500")
		}
		return []byte(url), nil
	}}})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		for _, u := range []string{"https://example.com/a.json", "https://example.com/bad.json"} {
			srv.opts.Load.Fetch(context.Background(), u)
		}
	}
	if fetched["https://example.com/a.json"] != 1 || fetched["https://example.com/bad.json"] != 3 {
		t.Errorf("fetches: %v, want a.json once and the failing one each time", fetched)
	}
}

// rawGet sends a request for target as written (no client cleaning) with
// the given Host header and returns the response, body read.
func rawGet(t testing.TB, base, target, host string) (*http.Response, string) {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := net.DialTimeout("tcp", u.Host, deadline)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(deadline))
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", target, host)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	return resp, readBody(t, resp, err)
}

// TestServeNoOpenRedirect: the redirect of a page asked for without its
// slash goes to the cleaned path on this server, whatever the request's
// path: never "//host/..." (which a browser takes as another site), never a
// scheme.
func TestServeNoOpenRedirect(t *testing.T) {
	_, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	for _, c := range []struct{ target, want string }{
		{"//evil.example/../guide", "/guide/"},
		{"//evil.example/../guide?x=1", "/guide/?x=1"},
		{"/\\evil.example/../guide", "/guide/"},
		{"///evil.example/../more/deep", "/more/deep/"},
		{"/more//deep", "/more/deep/"},
		{"/guide", "/guide/"},
	} {
		resp, _ := rawGet(t, base, c.target, "127.0.0.1")
		loc := resp.Header.Get("Location")
		if resp.StatusCode != http.StatusMovedPermanently || loc != c.want {
			t.Errorf("GET %s: %s to %q, want a redirect to %q", c.target, resp.Status, loc, c.want)
		}
		if strings.HasPrefix(loc, "//") || strings.HasPrefix(loc, "/\\") || strings.Contains(loc, ":") {
			t.Errorf("GET %s: redirect to %q leaves the server", c.target, loc)
		}
	}
}

// TestServeHost: only requests naming a loopback host are answered (DNS
// rebinding: a page of evil.example, resolved to 127.0.0.1, must not read
// the preview).
func TestServeHost(t *testing.T) {
	_, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	_, port, _ := net.SplitHostPort(strings.TrimSuffix(strings.TrimPrefix(base, "http://"), "/"))
	for _, host := range []string{"127.0.0.1:" + port, "localhost:" + port, "LocalHost", "localhost.:" + port, "127.9.8.7:" + port, "[::1]:" + port, "[::1]", "[::ffff:127.0.0.1]:" + port} {
		if resp, body := rawGet(t, base, "/guide/", host); resp.StatusCode != 200 || !strings.Contains(body, "First version of the guide.") {
			t.Errorf("Host %s: %s, want the page", host, resp.Status)
		}
	}
	for _, host := range []string{"evil.example", "evil.example:" + port, "localhost.evil.example", "127.0.0.1.evil.example", "10.0.0.1:" + port, "[2001:db8::1]:" + port, ""} {
		for _, target := range []string{"/guide/", "/_navbuild/reload", "/logo.svg", "/guide"} {
			resp, body := rawGet(t, base, target, host)
			if resp.StatusCode != http.StatusForbidden || strings.Contains(body, "guide") && strings.Contains(body, "<html") || resp.Header.Get("Location") != "" {
				t.Errorf("Host %q, %s: %s, want 403", host, target, resp.Status)
			}
		}
	}
	if _, body := rawGet(t, base, "/guide/", "evil.example"); !strings.Contains(body, `"evil.example"`) || !strings.Contains(body, "--host") {
		t.Errorf("the refusal says %q, want the host and --host", body)
	}
}

func TestAllowedHost(t *testing.T) {
	// The Host headers a server answers and those it refuses, by the
	// address it listens on ("" is loopback only).
	for _, l := range []struct {
		listen        string
		allow, refuse []string
	}{
		{"", []string{"localhost:3000", "127.0.0.1"}, []string{"example.com", "localhost:1@evil.example", "localhost:http"}},
		{"127.0.0.1", nil, []string{"192.168.1.5:3000"}},
		{"192.168.1.5", []string{"192.168.1.5:3000", "localhost:3000"}, []string{"192.168.1.6:3000"}},
		{"0.0.0.0", []string{"192.168.1.5:3000", "[fe80::1]:3000"}, []string{"evil.example:3000"}},
		{"::", []string{"10.1.2.3"}, nil},
		{"docs.internal", []string{"Docs.Internal:3000"}, []string{"evil.example:3000"}},
		{"[::1]", []string{"[::1]:3000"}, nil},
	} {
		s := &Server{opts: Options{Host: l.listen}}
		for _, host := range l.allow {
			if !s.allowedHost(host) {
				t.Errorf("listening on %q: Host %q refused, want it answered", l.listen, host)
			}
		}
		for _, host := range l.refuse {
			if s.allowedHost(host) {
				t.Errorf("listening on %q: Host %q answered, want it refused", l.listen, host)
			}
		}
	}
}

// longFolder makes, inside dir, a folder "deep" whose nested folders
// reach a path longer than the system allows (PATH_MAX on Linux): a folder
// that cannot be watched even by root, which chmod 000 cannot give.
func longFolder(t testing.TB, dir string) string {
	t.Helper()
	r, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.Mkdir("deep", 0o755); err != nil {
		t.Fatal(err)
	}
	cur, err := r.OpenRoot("deep")
	if err != nil {
		t.Fatal(err)
	}
	name := strings.Repeat("x", 250)
	for range 20 { // 20 × 251 bytes, beyond any PATH_MAX (4096)
		if err := cur.Mkdir(name, 0o755); err != nil {
			t.Fatal(err)
		}
		next, err := cur.OpenRoot(name)
		cur.Close()
		if err != nil {
			t.Fatal(err)
		}
		cur = next
	}
	cur.Close()
	return filepath.Join(dir, "deep")
}

// TestServeUnwatchableFolder: a folder that cannot be watched appearing
// while serving is a warning naming it; the server keeps serving and
// watching the rest.
func TestServeUnwatchableFolder(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the path length limit is Linux's")
	}
	dir, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	deep := longFolder(t, t.TempDir())
	if err := os.Rename(deep, filepath.Join(dir, "deep")); err != nil {
		t.Fatal(err)
	}
	e, _ := rec.waitFor(t, n, "the folder that cannot be watched", func(e Event) bool { return e.Kind == Watch })
	if len(e.Diagnostics) == 0 || !strings.HasPrefix(e.Diagnostics[0].Pos.File, "deep/xxx") || e.Diagnostics[0].Severity != resolve.Warning ||
		!strings.Contains(e.Diagnostics[0].Msg, "cannot watch this folder") {
		t.Errorf("reported %+v, want a warning naming the folder under deep/", e)
	}
	if code, _ := get(t, base+"guide/"); code != 200 {
		t.Errorf("guide/ after the folder appeared: %d", code)
	}
	if err := os.RemoveAll(filepath.Join(dir, "deep")); err != nil {
		t.Fatal(err)
	}
	docstest.Write(t, dir, map[string]string{"guide.mdx": "---\ntitle: Guide\n---\n\nStill watched.\n"})
	eventually(t, base+"guide/", "Still watched.")
}

// TestServeFolderMovedAway: the docs folder moved away is reported, the
// last build stays served, and once it is back (moved back, or made
// anew) its changes are picked up again.
func TestServeFolderMovedAway(t *testing.T) {
	dir, base, rec, _, _ := startServer(t, testDocs, testDebounce)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	get(t, base+"guide/")
	away := dir + ".away"
	if err := os.Rename(dir, away); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(away) })
	_, n = rec.waitFor(t, n, "the folder gone", func(e Event) bool { return e.Kind == Watch && e.Gone })
	if code, body := get(t, base+"guide/"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Errorf("guide/ while the folder is away: %d, want the last build", code)
	}
	docstest.Write(t, away, map[string]string{"guide.mdx": "---\ntitle: Guide\n---\n\nEdited while away.\n"})
	if err := os.Rename(away, dir); err != nil {
		t.Fatal(err)
	}
	_, n = rec.waitFor(t, n, "the folder back", func(e Event) bool { return e.Kind == Watch && !e.Gone && len(e.Diagnostics) == 0 })
	eventually(t, base+"guide/", "Edited while away.")
	_, n = rec.waitFor(t, n, "the build after the return", func(e Event) bool { return e.Kind == Build && !e.Failed })
	docstest.Write(t, dir, map[string]string{"guide.mdx": "---\ntitle: Guide\n---\n\nEdited after the return.\n"})
	eventually(t, base+"guide/", "Edited after the return.")
	docstest.Write(t, dir, map[string]string{"more/deep.mdx": "---\ntitle: Deep\n---\n\nDeep, edited after the return.\n"})
	eventually(t, base+"more/deep/", "Deep, edited after the return.")

	// Deleted and made anew, as a checkout of another branch may.
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	_, n = rec.waitFor(t, n, "the folder deleted", func(e Event) bool { return e.Kind == Watch && e.Gone })
	files := map[string]string{}
	for k, v := range testDocs {
		files[k] = v
	}
	files["guide.mdx"] = "---\ntitle: Guide\n---\n\nMade anew.\n"
	docstest.Write(t, dir, files)
	rec.waitFor(t, n, "the folder back", func(e Event) bool { return e.Kind == Watch && !e.Gone })
	eventually(t, base+"guide/", "Made anew.")
	docstest.Write(t, dir, map[string]string{"index.mdx": "---\ntitle: Home\n---\n\nHome, edited.\n"})
	eventually(t, base, "Home, edited.")
}

// unreadableFS makes the files it is told unreadable, as chmod 000 would
// for a user that root is not.
type unreadableFS struct {
	fs.FS
	mu     sync.Mutex
	denied map[string]bool
}

func (u *unreadableFS) deny(names ...string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.denied = map[string]bool{}
	for _, n := range names {
		u.denied[n] = true
	}
}

func (u *unreadableFS) Open(name string) (fs.File, error) {
	u.mu.Lock()
	denied := u.denied[name]
	u.mu.Unlock()
	if denied {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return u.FS.Open(name)
}

// TestServeLastGoodRender: a page whose source cannot be read is served
// as it last rendered, even after a build dropped the rendered pages; a
// page never rendered is an error page saying why, which reloads by
// itself.
func TestServeLastGoodRender(t *testing.T) {
	dir := t.TempDir()
	docstest.Write(t, dir, testDocs)
	rec := &recorder{}
	srv, err := New(dir, Options{Load: resolve.Options{Offline: true}, Report: rec.report, Debounce: testDebounce})
	if err != nil {
		t.Fatal(err)
	}
	ufs := &unreadableFS{FS: srv.fsys}
	srv.fsys = ufs
	base, _ := serveOn(t, srv)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	if code, body := get(t, base+"guide/"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Fatalf("guide/: %d", code)
	}
	// A title change: a new build, no page rendered yet.
	docstest.Write(t, dir, map[string]string{"more/deep.mdx": "---\ntitle: Deeper\n---\n\nDeep page.\n"})
	rec.waitFor(t, n, "the title change", func(e Event) bool { return e.Kind == Build && !e.Failed })

	ufs.deny("guide.mdx", "index.mdx")
	if code, body := get(t, base+"guide/"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Errorf("guide/ unreadable: %d, want its last good render\n%s", code, body)
	}
	code, body := get(t, base)
	if code != 500 || !strings.Contains(body, "this page cannot be rendered") || !strings.Contains(body, "index.mdx") ||
		!strings.Contains(body, "permission denied") || !strings.Contains(body, "_navbuild/reload.js") {
		t.Errorf("the home page, unreadable and never rendered: %d, want an error page naming the file\n%s", code, body)
	}

	ufs.deny()
	if code, body := get(t, base+"guide/"); code != 200 || !strings.Contains(body, "Deeper") {
		t.Errorf("guide/ readable again: %d, want it rendered anew\n%s", code, body)
	}
	if code, body := get(t, base); code != 200 || !strings.Contains(body, "Welcome home.") {
		t.Errorf("home readable again: %d\n%s", code, body)
	}
}
