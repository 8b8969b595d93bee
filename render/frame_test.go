package render_test

import (
	"bytes"
	"context"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// maxFrame bounds a page's frame: its HTML without the body of <main>
// (issue 13: a page no longer grows with its section's sidebar).
const maxFrame = 25 << 10

// frameSize returns the bytes of page outside the content of <main>, and
// false when the page has no <main>.
func frameSize(page []byte) (int, bool) {
	i := bytes.Index(page, []byte("<main"))
	j := bytes.LastIndex(page, []byte("</main>"))
	if i < 0 || j < i {
		return 0, false
	}
	k := bytes.IndexByte(page[i:], '>')
	return len(page) - (j - (i + k + 1)), true
}

// refreshMeta marks a redirect page, its attribute quoted or not.
var refreshMeta = regexp.MustCompile(`http-equiv="?refresh`)

// checkFrames fails for every page of files whose frame is over maxFrame,
// and returns the largest frame.
func checkFrames(t *testing.T, files map[string][]byte) (largest int, name string) {
	t.Helper()
	for n, data := range files {
		if !strings.HasSuffix(n, ".html") || refreshMeta.Match(data) {
			continue
		}
		size, ok := frameSize(data)
		if !ok {
			t.Errorf("%s has no <main>", n)
			continue
		}
		if size > maxFrame {
			t.Errorf("%s: frame of %d bytes, want at most %d", n, size, maxFrame)
		}
		if size > largest {
			largest, name = size, n
		}
	}
	return largest, name
}

// maxPage bounds a page's HTML (issue 13), unless its own content is
// that big: a page whose own text (its source file or its Markdown twin,
// the larger: a written page's source, an endpoint page's reference and
// examples) is over bigContent may be larger. bigContent is a quarter of
// maxPage because highlighted code renders to four or five times its
// text: MCP's build-server, 85 KB of source of which 51 KB is code in 114
// blocks, is 349 KB of HTML, 241 KB of it in its <pre> blocks.
const (
	maxPage    = 300 << 10
	bigContent = maxPage / 4
)

// checkPageWeights fails for every page of files over maxPage whose own
// text (sources maps a page's HTML file to its source file's size) is
// not over bigContent, and returns the largest page held to the bound.
func checkPageWeights(t *testing.T, files map[string][]byte, sources map[string]int) (largest int, name string) {
	t.Helper()
	for n, data := range files {
		dir, ok := strings.CutSuffix(n, "index.html")
		if !ok || dir != "" && !strings.HasSuffix(dir, "/") {
			continue
		}
		twin := "index.md"
		if dir != "" {
			twin = strings.TrimSuffix(dir, "/") + ".md"
		}
		own := max(len(files[twin]), sources[n])
		if own > bigContent {
			if len(data) > maxPage {
				t.Logf("%s: %d bytes, allowed: its own text is %d bytes", n, len(data), own)
			}
			continue
		}
		if len(data) > maxPage {
			t.Errorf("%s: %d bytes of HTML, want at most %d (its own text: %d bytes)", n, len(data), maxPage, own)
		}
		if len(data) > largest {
			largest, name = len(data), n
		}
	}
	return largest, name
}

// sourceSizes maps the HTML file of each page of site that has a source
// file in fsys to that file's size.
func sourceSizes(t *testing.T, site *resolve.Site, fsys fs.FS) map[string]int {
	t.Helper()
	m := map[string]int{}
	for _, p := range site.Pages {
		if p.File == "" {
			continue
		}
		fi, err := fs.Stat(fsys, p.File)
		if err != nil {
			t.Errorf("page %s: %v", p.URL, err)
			continue
		}
		m[pageFile(p.URL)] = int(fi.Size())
	}
	return m
}

// TestFrameBound checks the frame of every page of the example site and
// of a synthetic site whose sections hold 300 pages (the corpus sites:
// TestCorpusBuilds).
func TestFrameBound(t *testing.T) {
	t.Run("example", func(t *testing.T) {
		files := build(t, exampleDocs, render.Options{})
		size, name := checkFrames(t, files)
		t.Logf("largest frame %d bytes (%s)", size, name)
	})
	t.Run("synthetic", func(t *testing.T) {
		fsys := synth.Site(3000)
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
		if err != nil {
			t.Fatal(err)
		}
		// One section in full: 300 pages, each with its short sidebar.
		one := *site
		one.Pages = nil
		for _, p := range site.Pages {
			if p.Section == site.Pages[0].Section {
				one.Pages = append(one.Pages, p)
			}
		}
		r := render.MustNew(t, render.Options{})
		out := &docstest.Memory{}
		if _, err := r.Render(context.Background(), &one, fsys, out); err != nil {
			t.Fatal(err)
		}
		size, name := checkFrames(t, out.Files)
		t.Logf("largest frame of %d pages: %d bytes (%s)", len(one.Pages), size, name)
	})
}

// TestFrameSize checks frameSize itself.
func TestFrameSize(t *testing.T) {
	page := []byte(`<html><body><nav>x</nav><main id="m">12345</main></body></html>`)
	if got, ok := frameSize(page); !ok || got != len(page)-5 {
		t.Errorf("frameSize = %d, %v, want %d", got, ok, len(page)-5)
	}
	if _, ok := frameSize([]byte("<p>no main</p>")); ok {
		t.Error("a page without <main> has a frame")
	}
}
