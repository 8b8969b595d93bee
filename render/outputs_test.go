package render_test

import (
	"errors"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/text/unicode/norm"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// outputsFS is a docs folder listing pages (a JSON array's items) with
// extra: more of docs.json's keys, and its files.
func outputsFS(pages, extra string, files map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{"docs.json": {Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},` +
		`"navigation":{"pages":[` + pages + `]}` + extra + `}`)}}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return fsys
}

// prepareDiags resolves fsys and prepares it with r; it returns the
// problems of the output files (a *resolve.LoadError) and the Site, nil
// on such an error.
func prepareDiags(t testing.TB, r *render.Renderer, site *resolve.Site, fsys fs.FS) (*render.Site, string) {
	t.Helper()
	s, err := r.Prepare(site, fsys)
	var le *resolve.LoadError
	switch {
	case errors.As(err, &le):
		var b strings.Builder
		for _, d := range le.Diagnostics {
			b.WriteString(d.Error() + "\n")
		}
		return nil, b.String()
	case err != nil:
		t.Fatal(err)
	}
	return s, ""
}

const xMintSpec = `{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/plants":{"get":{"summary":"List plants",` +
	`"x-mint":{"href":"quickstart.md"},"responses":{"200":{"description":"ok"}}}}}}`

// TestOutputCollisions: two sources for one output file, or for names one
// case-insensitive or normalising file system takes for one, or a file
// where another needs a folder, are an error naming both at their
// positions; so is a file of the docs folder under _navbuild/. Before,
// one output silently replaced the other, or the build failed on a bare
// file system error that check did not see (issue 32).
func TestOutputCollisions(t *testing.T) {
	const page = "---\ntitle: P\n---\nText.\n"
	tests := []struct {
		name  string
		fsys  fstest.MapFS
		want  []string // lines of the errors, each in order
		extra string
	}{
		{name: "page path ending in .md takes a twin's name",
			fsys: outputsFS(`"index","quickstart","quickstart.md"`, "", map[string]string{"index.mdx": page, "quickstart.mdx": page, "quickstart.md.mdx": page}),
			want: []string{`docs.json:1:90: error: navigation.pages[1]: the Markdown twin of page "quickstart" (quickstart.mdx) writes the file quickstart.md, which page "quickstart.md" (quickstart.md.mdx) (docs.json:1:103 navigation.pages[2]) needs as a folder for quickstart.md/index.html (rename or remove one of them)`}},
		{name: "x-mint.href ending in .md takes a twin's name",
			fsys: outputsFS(`"index","quickstart",{"group":"API","openapi":"api.json"}`, "", map[string]string{"index.mdx": page, "quickstart.mdx": page, "api.json": xMintSpec}),
			want: []string{`docs.json:1:90: error: navigation.pages[1]: the Markdown twin of page "quickstart" (quickstart.mdx) writes the file quickstart.md, which page "quickstart.md" (api.json /paths/~1plants/get) needs as a folder for quickstart.md/index.html`}},
		{name: "pages differing in case",
			fsys: outputsFS(`"index","Guide","guide"`, "", map[string]string{"index.mdx": page, "Guide.mdx": page, "guide.mdx": page}),
			want: []string{`docs.json:1:98: error: navigation.pages[2]: page "Guide" (Guide.mdx) (docs.json:1:90 navigation.pages[1]) writes Guide/index.html and page "guide" (guide.mdx) writes guide/index.html: one file on a case-insensitive file system (macOS, Windows)`}},
		{name: "pages differing in Unicode normalisation",
			fsys: outputsFS(`"index","`+norm.NFC.String("café")+`","`+norm.NFD.String("café")+`"`, "", map[string]string{"index.mdx": page, norm.NFC.String("café") + ".mdx": page, norm.NFD.String("café") + ".mdx": page}),
			want: []string{`one name once Unicode-normalised (NFC/NFD), as macOS stores it`}},
		{name: "unlisted pages differing in case",
			fsys: outputsFS(`"index"`, "", map[string]string{"index.mdx": page, "A.mdx": page, "a.mdx": page}),
			want: []string{`a.mdx: error: page "A" (A.mdx) writes A/index.html and page "a" (a.mdx) writes a/index.html: one file on a case-insensitive file system`}},
		{name: "static files differing in case",
			fsys: outputsFS(`"index"`, "", map[string]string{"index.mdx": page, "Logo.png": "png", "logo.png": "png"}),
			want: []string{`logo.png: error: file Logo.png writes Logo.png and file logo.png writes logo.png: one file on a case-insensitive file system`}},
		{name: "page over a static file",
			fsys: outputsFS(`"index","logo.png"`, "", map[string]string{"index.mdx": page, "logo.png.mdx": page, "logo.png": "png"}),
			want: []string{`docs.json:1:90: error: navigation.pages[1]: page "logo.png" (logo.png.mdx) writes logo.png/index.html, below logo.png, which file logo.png writes as a file`}},
		{name: "static file under _navbuild",
			fsys: outputsFS(`"index"`, "", map[string]string{"index.mdx": page, "_navbuild/app.js": "alert(1)", "_NAVBUILD/pages.txt": "x"}),
			want: []string{
				`_NAVBUILD/pages.txt: error: file _NAVBUILD/pages.txt is in _navbuild/, the folder of navbuild's own files`,
				`_navbuild/app.js: error: file _navbuild/app.js is in _navbuild/, the folder of navbuild's own files`}},
		{name: "page under _navbuild",
			fsys: outputsFS(`"index","_navbuild/search"`, "", map[string]string{"index.mdx": page, "_navbuild/search.mdx": page}),
			want: []string{`docs.json:1:90: error: navigation.pages[1]: page "_navbuild/search" (_navbuild/search.mdx) writes _navbuild/search/index.html in _navbuild/`}},
		{name: "redirect from llms.txt",
			fsys: outputsFS(`"index"`, `,"redirects":[{"source":"/llms.txt","destination":"/"}]`, map[string]string{"index.mdx": page}),
			want: []string{`docs.json:1:115: error: redirects[0].source: redirect /llms.txt writes llms.txt/index.html, below llms.txt, which navbuild's llms.txt writes as a file`}},
		{name: "redirects from robots.txt and 404.html",
			fsys: outputsFS(`"index"`, `,"redirects":[{"source":"/robots.txt","destination":"/"},{"source":"/404.html","destination":"/"}]`, map[string]string{"index.mdx": page}),
			want: []string{
				`docs.json:1:115: error: redirects[0].source: redirect /robots.txt writes robots.txt/index.html, below robots.txt, which navbuild's robots.txt writes as a file`,
				`docs.json:1:158: error: redirects[1].source: redirect /404.html writes 404.html/index.html, below 404.html, which navbuild's 404.html writes as a file`}},
		{name: "feed where a page needs a folder",
			fsys: outputsFS(`"index","log","log/rss.xml"`, "", map[string]string{"index.mdx": page, "log.mdx": "---\nrss: true\n---\n", "log/rss.xml.mdx": page}),
			want: []string{`docs.json:1:90: error: navigation.pages[1]: the RSS feed of page "log" (log.mdx) writes the file log/rss.xml, which page "log/rss.xml" (log/rss.xml.mdx) (docs.json:1:96 navigation.pages[2]) needs as a folder for log/rss.xml/index.html`}},
	}
	r := render.MustNew(t, render.Options{NoMinify: true})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, got := prepareDiags(t, r, load(t, tt.fsys), tt.fsys)
			if s != nil {
				t.Fatalf("prepared without an error; files %v", s.Files())
			}
			lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
			if len(lines) != len(tt.want) {
				t.Errorf("%d errors, want %d:\n%s", len(lines), len(tt.want), got)
			}
			for i, w := range tt.want {
				if i >= len(lines) || !strings.Contains(lines[i], w) {
					t.Errorf("errors:\n%s\nwant line %d to hold:\n%s", got, i, w)
				}
			}
		})
	}
}

// TestTwinsApart: the pages sdks/c# and sdks/c each have their own
// Markdown twin, and llms.txt links each to its own; both were
// sdks/c.md, one replacing the other, and llms.txt sent readers of C# to
// C's (issue 32). An author's own llms.txt and robots.txt are copied
// instead of navbuild's, as on the reference, without a word.
func TestTwinsApart(t *testing.T) {
	fsys := outputsFS(`"index","sdks/c#","sdks/c"`, "", map[string]string{
		"index.mdx":   "---\ntitle: Home\n---\nHome.\n",
		"sdks/c#.mdx": "---\ntitle: C sharp\n---\nSHARP body.\n",
		"sdks/c.mdx":  "---\ntitle: C\n---\nPLAIN body.\n",
		"robots.txt":  "User-agent: *\nDisallow: /\n",
	})
	_, files, st := renderSite(t, render.MustNew(t, render.Options{NoMinify: true}), fsys)
	if len(st.Diagnostics) != 0 {
		t.Errorf("diagnostics: %v", st.Diagnostics)
	}
	if !strings.Contains(string(files["sdks/c#.md"]), "SHARP body") || !strings.Contains(string(files["sdks/c.md"]), "PLAIN body") {
		t.Errorf("twins:\nsdks/c#.md: %q\nsdks/c.md: %q", files["sdks/c#.md"], files["sdks/c.md"])
	}
	llms := string(files["llms.txt"])
	for _, want := range []string{"- [C sharp](sdks/c%23.md)", "- [C](sdks/c.md)"} {
		if !strings.Contains(llms, want) {
			t.Errorf("llms.txt lacks %q:\n%s", want, llms)
		}
	}
	if got := string(files["robots.txt"]); got != "User-agent: *\nDisallow: /\n" {
		t.Errorf("robots.txt is not the folder's own: %q", got)
	}
	checkApart(t, slices.Sorted(maps.Keys(files)))
}

// TestRedirectGivesWay: a redirect from a page's URL, or from a URL one
// case-insensitive file system takes for it (mem0 redirects
// /components/llms/models/xai beside page xAI: on macOS its forwarding
// page replaced the page with a loop), leaves the page as it is with a
// warning at the redirect; so does one that takes a twin's name.
func TestRedirectGivesWay(t *testing.T) {
	fsys := outputsFS(`"index","models/xAI"`, `,"redirects":[{"source":"/models/xai","destination":"/models/xAI"},{"source":"/models/xAI","destination":"/"},{"source":"/index.md","destination":"/"}]`,
		map[string]string{"index.mdx": "# Home\n", "models/xAI.mdx": "---\ntitle: xAI\n---\nXAI body.\n"})
	_, files, st := renderSite(t, render.MustNew(t, render.Options{NoMinify: true}), fsys)
	var got []string
	for _, d := range st.Diagnostics {
		if d.Severity != diag.Warning {
			t.Errorf("not a warning: %s", d.Error())
		}
		got = append(got, d.Error())
	}
	want := []string{
		`docs.json:1:128: warning: redirects[0].source: page "models/xAI" (models/xAI.mdx) (docs.json:1:90 navigation.pages[1]) writes models/xAI/index.html and redirect /models/xai writes models/xai/index.html: one file on a case-insensitive file system (macOS, Windows) (the page is written, not the redirect's forwarding page; _redirects keeps the redirect for the hosts that read it)`,
		`docs.json:1:181: warning: redirects[1].source: page "models/xAI" (models/xAI.mdx) (docs.json:1:90 navigation.pages[1]) and redirect /models/xAI both write models/xAI/index.html`,
		`docs.json:1:224: warning: redirects[2].source: redirect /index.md writes index.md/index.html, below index.md, which the Markdown twin of page "index"`,
	}
	if len(got) != len(want) {
		t.Errorf("diagnostics:\n%s", strings.Join(got, "\n"))
	}
	for i, w := range want {
		if i >= len(got) || !strings.HasPrefix(got[i], w) {
			t.Errorf("diagnostics:\n%s\nwant line %d to start:\n%s", strings.Join(got, "\n"), i, w)
		}
	}
	if !strings.Contains(string(files["models/xAI/index.html"]), "XAI body") {
		t.Error("the page models/xAI is not written")
	}
	if _, ok := files["models/xai/index.html"]; ok {
		t.Error("the redirect from /models/xai is written beside page models/xAI")
	}
	if !strings.Contains(string(files["_redirects"]), "/models/xai ") {
		t.Errorf("_redirects lost the redirect:\n%s", files["_redirects"])
	}
}

// checkApart fails t when two of the output names are one file on a
// case-insensitive, normalising file system, or one is a folder of
// another. It compares with strings.EqualFold, not with the key of
// outputs.go, so that it checks it.
func checkApart(t testing.TB, names []string) {
	t.Helper()
	fold := make([]string, len(names))
	for i, n := range names {
		fold[i] = norm.NFC.String(n)
	}
	for i := range fold {
		for j := range fold {
			if i == j {
				continue
			}
			if strings.EqualFold(fold[i], fold[j]) {
				t.Errorf("%q and %q are one file on a case-insensitive file system", names[i], names[j])
			}
			if len(fold[j]) > len(fold[i]) && strings.EqualFold(fold[j][:len(fold[i])], fold[i]) && fold[j][len(fold[i])] == '/' {
				t.Errorf("%q is a file and the folder of %q", names[i], names[j])
			}
		}
	}
}

// FuzzOutputs builds docs folders from sets of source names (pages,
// static files, redirect sources, one a line): either Prepare reports
// the outputs that collide, or the output files are pairwise apart under
// case folding and Unicode normalisation, and none is the folder of
// another. It never panics.
func FuzzOutputs(f *testing.F) {
	for _, seed := range []string{
		"p sdks/c#\np sdks/c",
		"p quickstart\np quickstart.md",
		"p A\np a",
		"p " + norm.NFC.String("café") + "\np " + norm.NFD.String("café"),
		"s Logo.png\ns logo.png",
		"s _navbuild/app.js",
		"r /llms.txt\nr /robots.txt",
		"p guide\nr /guide.md",
		"p a\np a/index",
		"p models/xAI\nr /models/xai",
		"p log.md/rss.xml\np log",
		"p llms.txt\ns x.png",
	} {
		f.Add(seed)
	}
	r := render.MustNew(f, render.Options{NoMinify: true})
	f.Fuzz(func(t *testing.T, spec string) {
		fsys := fstest.MapFS{"index.mdx": {Data: []byte("# Home\n")}}
		pages := []string{`"index"`}
		var redirects []string
		lines := strings.Split(spec, "\n")
		if len(lines) > 8 {
			lines = lines[:8]
		}
		for _, line := range lines {
			kind, name, ok := strings.Cut(line, " ")
			if !ok || name == "" || !fs.ValidPath(name) && kind != "r" || strings.ContainsAny(name, "\"\\\x00\r\n") || len(name) > 64 {
				continue
			}
			switch kind {
			case "p":
				fsys[name+".mdx"] = &fstest.MapFile{Data: []byte("---\nrss: true\n---\nText.\n")}
				pages = append(pages, `"`+name+`"`)
			case "s":
				if path.Ext(name) == "" {
					name += ".png"
				}
				fsys[name] = &fstest.MapFile{Data: []byte("x")}
			case "r":
				if !strings.HasPrefix(name, "/") || strings.Contains(name, "..") {
					continue
				}
				redirects = append(redirects, `{"source":"`+name+`","destination":"/"}`)
			}
		}
		extra := ""
		if len(redirects) > 0 {
			extra = `,"redirects":[` + strings.Join(redirects, ",") + `]`
		}
		fsys["docs.json"] = &fstest.MapFile{Data: []byte(`{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":[` + strings.Join(pages, ",") + `]}` + extra + `}`)}
		for name := range fsys {
			if !fs.ValidPath(name) {
				return // a MapFS cannot hold it
			}
		}
		site, err := resolve.Load(t.Context(), fsys, resolve.Options{Offline: true})
		if err != nil {
			return // the folder's own errors: not this test's
		}
		s, got := prepareDiags(t, r, site, fsys)
		if s == nil {
			if !strings.Contains(got, "error:") {
				t.Fatalf("Prepare failed without an error: %q", got)
			}
			return
		}
		checkApart(t, s.Files())
		// Files lists a name once: two pages for one HTML file or one
		// twin would pass above. Each page's files, and its twin's name,
		// must be apart from every other's.
		var own []string
		for _, p := range site.Pages {
			for _, name := range s.Outputs(p) {
				own = append(own, name, twinName("/"+strings.TrimSuffix(strings.TrimSuffix(name, "index.html"), "/")))
			}
		}
		checkApart(t, own)
	})
}

// TestRootRedirect: a redirect from the root leads there, as on the
// reference (dify redirects "/" to "/en/home"), where the copy of a home
// page that lives elsewhere replaced it without a word.
func TestRootRedirect(t *testing.T) {
	fsys := outputsFS(`"guide","other"`, `,"redirects":[{"source":"/","destination":"/other"}]`,
		map[string]string{"guide.mdx": "---\ntitle: Guide\n---\nGUIDE body.\n", "other.mdx": "---\ntitle: Other\n---\nOther.\n"})
	_, files, st := renderSite(t, render.MustNew(t, render.Options{NoMinify: true}), fsys)
	if len(st.Diagnostics) != 0 {
		t.Errorf("diagnostics: %v", st.Diagnostics)
	}
	root := string(files["index.html"])
	if strings.Contains(root, "GUIDE body") || !strings.Contains(root, "other/") {
		t.Errorf("index.html is not the redirect to /other:\n%s", root)
	}
}

// TestLinkPageRedirect: a page whose front matter url makes it a link
// forwards from its own URL, unless a redirect from that URL does: the
// redirect wins, with a warning at the page, where the second forwarding
// page was dropped without a word.
func TestLinkPageRedirect(t *testing.T) {
	fsys := outputsFS(`"index","moved"`, `,"redirects":[{"source":"/moved","destination":"/"}]`,
		map[string]string{"index.mdx": "# Home\n", "moved.mdx": "---\ntitle: Moved\nurl: https://example.com/moved\n---\n"})
	_, files, st := renderSite(t, render.MustNew(t, render.Options{NoMinify: true}), fsys)
	want := `docs.json:1:90: warning: navigation.pages[1]: redirect /moved (docs.json:1:123 redirects[0].source) and the forwarding page (front matter url) of page "moved" (moved.mdx) both write moved/index.html (the redirect's destination wins; remove the redirect or the page's url)`
	if len(st.Diagnostics) != 1 || st.Diagnostics[0].Error() != want {
		t.Errorf("diagnostics: %v\nwant: %s", st.Diagnostics, want)
	}
	if strings.Contains(string(files["moved/index.html"]), "example.com") {
		t.Errorf("moved/index.html forwards to the page's url, not the redirect's destination")
	}
}
