package render_test

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

// The frame budget of a page of a versioned, multilingual site (issue
// 38): what a page weighs beyond its article, 35 versions and 4
// languages notwithstanding. Frames are most of what a versioned site
// repeats: 25,000 pages of 13 KB of frame each are 325 MB of a 1 GB
// host's limit. maxSelectors bounds the version and language selectors
// alone, which would grow with the versions if each page listed them all
// (35 options are about 3 KB). The largest frame was 6,557 bytes when
// the budget was last set, its selectors 1,077 bytes a page.
const (
	maxVersionedFrame = 7200
	maxSelectors      = 1400
)

// TestFrameBudgetVersioned builds a versioned site of 35 versions x 4
// languages x 3 pages and holds every page's frame (its bytes less its
// <article>) to maxVersionedFrame, and its selectors to maxSelectors.
func TestFrameBudgetVersioned(t *testing.T) {
	fsys := synth.Versioned{Versions: 35, Languages: 4, Pages: 3, SpecEvery: -1}.Site()
	files := buildFS(t, fsys, render.Options{})
	out := fstest.MapFS{}
	var pages, largest int
	var largestName string
	for name, data := range files {
		out[name] = &fstest.MapFile{Data: data}
		i, j := bytes.Index(data, []byte("<article")), bytes.LastIndex(data, []byte("</article>"))
		if !strings.HasSuffix(name, ".html") || i < 0 || j < i {
			continue
		}
		pages++
		frame := len(data) - (j + len("</article>") - i)
		if frame > maxVersionedFrame {
			t.Errorf("%s: frame of %d bytes, want at most %d", name, frame, maxVersionedFrame)
		}
		if frame > largest {
			largest, largestName = frame, name
		}
	}
	if pages < 35*4*3 {
		t.Fatalf("%d pages with an article, want %d", pages, 35*4*3)
	}
	b, err := synth.Measure(out)
	if err != nil {
		t.Fatal(err)
	}
	if per := b.Selectors / int64(b.Pages); per > maxSelectors {
		t.Errorf("selectors of %d bytes a page, want at most %d", per, maxSelectors)
	}
	t.Logf("largest frame %d bytes (%s); by kind:\n%s", largest, largestName, b)
}

// TestVersionedBodyRealism holds the versioned synthetic site's pages to
// what the largest real site's weigh (issue 38: about 21 KB of article a
// page from about 8 KB of Markdown, as its pages use tabs, code groups,
// cards with icons, steps, accordions, fields, callouts, tables and
// images): a site whose articles were much lighter would hide what those
// components cost. The lower bound leaves room for markup cut where a
// reader loses nothing.
func TestVersionedBodyRealism(t *testing.T) {
	fsys := synth.Versioned{Versions: 2, Languages: 4, Pages: 28, SpecEvery: -1}.Site()
	files := buildFS(t, fsys, render.Options{})
	out := fstest.MapFS{}
	for name, data := range files {
		out[name] = &fstest.MapFile{Data: data}
	}
	b, err := synth.Measure(out)
	if err != nil {
		t.Fatal(err)
	}
	if per := (b.Body + b.CodeMarkup) / int64(b.Pages); per < 14000 || per > 23000 {
		t.Errorf("%d bytes of article a page, want about 20 KB (14,000 to 23,000)", per)
	}
	if per := b.Twins / int64(b.Pages); per < 7000 || per > 9500 {
		t.Errorf("%d bytes of Markdown twin a page, want about 8 KB (7,000 to 9,500)", per)
	}
	t.Logf("by kind:\n%s", b)
}
