package serve

import (
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/docstest"
)

// TestServePageTooLarge: a page edited past the page limit, never asked
// for before, is served from its last good text (read whole by the check
// after the build), its Markdown twin too, and the limit is reported at
// the file with its hint; a page whose text is not held is an error page
// naming the file, the limit and the hint, for the page and its twin alike
// (no bare 500); fixing the file serves it anew.
func TestServePageTooLarge(t *testing.T) {
	dir, base, rec, _, srv := startServer(t, testDocs, testDebounce)
	_, n := rec.waitFor(t, 0, "the first build", func(e Event) bool { return e.Kind == Build })
	_, n = rec.waitFor(t, n, "the check", func(e Event) bool { return e.Kind == Check })
	big := "---\ntitle: Guide\n---\n\n" + strings.Repeat("Long text. ", docfs.MaxPage/10)
	docstest.Write(t, dir, map[string]string{"guide.mdx": big})
	e, n := rec.waitFor(t, n, "the edit", func(e Event) bool { return e.Kind != Check })
	if len(e.Diagnostics) != 1 {
		t.Fatalf("event %+v, want one diagnostic", e)
	}
	if d := e.Diagnostics[0]; d.Pos.File != "guide.mdx" || !strings.Contains(d.Msg, "larger than 8 MB, the limit") || d.Hint != "split the file" {
		t.Errorf("diagnostic %q, want the limit at guide.mdx with a hint", d.Error())
	}
	if code, body := get(t, base+"guide/"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Errorf("guide/ past the limit: %d, want its last good version\n%.300s", code, body)
	}
	if code, body := get(t, base+"guide.md"); code != 200 || !strings.Contains(body, "First version of the guide.") {
		t.Errorf("guide.md past the limit: %d, want its last good version\n%.300s", code, body)
	}

	// A page whose last good text is not held (the held texts are
	// bounded): the folder cannot be resolved, so the last good build
	// stays served, and the page, never rendered, is an error page.
	srv.src.mu.Lock()
	delete(srv.src.held, "more/deep.mdx")
	srv.src.mu.Unlock()
	docstest.Write(t, dir, map[string]string{"more/deep.mdx": strings.Replace(big, "Guide", "Deep", 1)})
	e, n = rec.waitFor(t, n, "the second edit", func(e Event) bool { return e.Kind != Check && slices.Contains(e.Changed, "more/deep.mdx") })
	// A full build fails here; a body edit that serve renders alone
	// (Pages) reports the page's diagnostic: which one runs depends on
	// how the watcher sees the write. Either names the file and the hint.
	if !slices.ContainsFunc(e.Diagnostics, func(d diag.Diagnostic) bool { return d.Pos.File == "more/deep.mdx" && d.Hint == "split the file" }) {
		t.Errorf("event %+v, want the limit at more/deep.mdx with its hint", e)
	}
	for _, u := range []string{"more/deep/", "more/deep.md"} {
		code, body := get(t, base+u)
		if code != 500 || !strings.Contains(body, "more/deep.mdx: error: cannot read this file: it is larger than 8 MB, the limit (split the file)") ||
			!strings.Contains(body, "_navbuild/reload.js") {
			t.Errorf("%s past the limit, not held: %d, want an error page naming the file and the limit\n%.600s", u, code, body)
		}
	}

	docstest.Write(t, dir, map[string]string{"guide.mdx": "---\ntitle: Guide\n---\n\nSecond version.\n", "more/deep.mdx": "---\ntitle: Deep\n---\n\nDeep again.\n"})
	e, _ = rec.waitFor(t, n, "the fix", func(e Event) bool { return (e.Kind == Build || e.Kind == Pages) && !e.Failed })
	if len(e.Diagnostics) > 0 {
		t.Errorf("after the fix: %v", e.Diagnostics)
	}
	eventually(t, base+"guide/", "Second version.")
	eventually(t, base+"more/deep/", "Deep again.")
}
