package render_test

import (
	"context"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/render"
)

// TestCorpusTwins builds every corpus site and checks the Markdown twins:
// every navigation page has one, free of component tags and of
// import/export lines outside code, holding its page's h2 and h3
// headings; llms.txt and llms-full.txt are written. It logs the bytes the
// twins and llms files add.
func TestCorpusTwins(t *testing.T) {
	entries, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Skipf("SKIP: no corpus at %s (%v)", corpusDir, err)
	}
	if raceEnabled {
		t.Skip("SKIP: the corpus runs without -race")
	}
	r, err := render.New(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		t.Run(e.Name(), func(t *testing.T) {
			fsys := os.DirFS(filepath.Join(corpusDir, e.Name()))
			site := load(t, fsys)
			out := &memOut{files: map[string][]byte{}}
			if _, err := r.Render(context.Background(), site, fsys, out); err != nil {
				t.Fatal(err)
			}
			var twins, llms, pages int
			for _, name := range []string{"llms.txt", "llms-full.txt"} {
				if _, ok := out.files[name]; !ok {
					t.Errorf("no %s", name)
				}
				llms += len(out.files[name])
			}
			for _, p := range site.Pages {
				page, ok := out.files[pageFile(p.URL)]
				if !ok || !p.InNav || p.File == "" && p.Endpoint == nil {
					// A missing page's file may be a redirect's.
					continue
				}
				pages += len(page)
				name := twinName(p.URL)
				md, ok := out.files[name]
				if !ok {
					t.Errorf("navigation page %s has no twin %s", p.URL, name)
					continue
				}
				twins += len(md)
				prose := codeSpan.ReplaceAllString(codeBlock.ReplaceAllString(string(md), ""), "")
				if m := componentTag.FindString(prose); m != "" {
					t.Errorf("%s has a component tag %q", name, m)
				}
				if m := esmLine.FindString(prose); m != "" {
					t.Errorf("%s has an ESM line %q", name, m)
				}
				words := strings.ToLower(notLetter.ReplaceAllString(linkDest.ReplaceAllString(string(md), "]"), ""))
				for _, h := range headingText.FindAllStringSubmatch(string(page), -1) {
					// A tooltip's popup is hover text: the twin keeps what it explains.
					if w := letters(tooltipPopup.ReplaceAllString(h[1], "")); w != "" && !strings.Contains(words, w) {
						t.Errorf("%s lacks the heading %q", name, html.UnescapeString(tagOf.ReplaceAllString(h[1], "")))
					}
				}
			}
			t.Logf("pages %d bytes; twins add %d bytes, llms.txt and llms-full.txt %d", pages, twins, llms)
		})
	}
}

var (
	codeBlock    = regexp.MustCompile("(?ms)^\\s*(```+|~~~+).*?^\\s*(```+|~~~+)")
	componentTag = regexp.MustCompile(`(?:^|[^\\])</?[A-Z][A-Za-z0-9.]*(\s[^>]*)?/?>`)
	linkDest     = regexp.MustCompile(`\]\([^)]*\)`)
	tooltipPopup = regexp.MustCompile(`<span class="tooltip-popup"[^>]*>.*?</span>`)
	codeSpan     = regexp.MustCompile("(`+)[^`]*?(`+)")
	esmLine      = regexp.MustCompile(`(?m)^(import\s+.*\bfrom\s+['"]|import\s+['"]|export\s+(const|let|var|function|default)\s)`)
	headingText  = regexp.MustCompile(`<h[23][^>]*\bid="[^"]*"[^>]*>(.*?)</h[23]>`)
	tagOf        = regexp.MustCompile(`<[^>]*>`)
	notLetter    = regexp.MustCompile(`[^\p{L}\p{N}]+`)
)

// letters keeps the letters and digits of text (tags dropped, entities
// decoded), lower-cased: what a heading and its Markdown share.
func letters(s string) string {
	s = html.UnescapeString(tagOf.ReplaceAllString(s, ""))
	return strings.ToLower(notLetter.ReplaceAllString(s, ""))
}

// twinName is the twin of the page at URL u.
func twinName(u string) string {
	if p := strings.Trim(u, "/"); p != "" {
		return p + ".md"
	}
	return "index.md"
}
