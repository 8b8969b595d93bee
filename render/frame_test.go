package render_test

import (
	"bytes"
	"context"
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

// checkFrames fails for every page of files whose frame is over maxFrame,
// and returns the largest frame.
func checkFrames(t *testing.T, files map[string][]byte) (largest int, name string) {
	t.Helper()
	for n, data := range files {
		if !strings.HasSuffix(n, ".html") || bytes.Contains(data, []byte(`http-equiv="refresh"`)) {
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
		r, err := render.New(render.Options{})
		if err != nil {
			t.Fatal(err)
		}
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
