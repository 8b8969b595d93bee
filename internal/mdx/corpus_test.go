package mdx

import (
	"bytes"
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/markdown"
)

// knownTags are component tags that must never reach the output as tags.
var knownTags = []string{
	"Note", "Card", "Steps", "Accordion", "Tabs", "CardGroup", "Frame", "CodeGroup", "Tip",
	"ParamField", "Warning", "Info", "ResponseField", "AccordionGroup", "Icon", "Check", "Snippet",
	"Expandable", "Badge", "RequestExample", "ResponseExample", "Update", "Columns", "Tooltip",
}

var (
	codeRE       = regexp.MustCompile(`(?s)<pre[ >].*?</pre>|<code[ >].*?</code>`)
	unrenderedRE = regexp.MustCompile(`(?:<|&lt;)/?(` + strings.Join(knownTags, "|") + `)[\s/>&]`)
)

// unrendered returns the known component tags left in h outside code.
func unrendered(h []byte) []string {
	var out []string
	for _, m := range unrenderedRE.FindAllSubmatch(codeRE.ReplaceAll(h, nil), -1) {
		out = append(out, string(m[0]))
	}
	return out
}

// TestCorpus renders every .mdx page of the real-world sites with the
// project's Markdown: no panic, no page slow, no known component left as a
// raw tag. It logs per site the unknown component names and the number of
// diagnostics. Under the race detector it renders every 32nd page (the
// race detector is there for TestParallel; render's corpus tests render
// every page with this package without it).
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("SKIP: corpus rendering is not short")
	}
	sites := docstest.Corpus(t)
	// The project's Markdown, as the renderer passes it.
	md := markdown.New()
	for _, site := range sites {
		t.Run(site.Name, func(t *testing.T) {
			// Sites share nothing but the Markdown converter, which the
			// renderer's workers share too.
			t.Parallel()
			fsys := site.FS()
			r := New(Options{Markdown: md, ReadFile: func(name string) ([]byte, error) { return fs.ReadFile(fsys, name) }})
			var seen, pages, diags, errs int
			unknown := map[string]int{}
			var slowest time.Duration
			var slowPage string
			err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() || !strings.HasSuffix(p, ".mdx") {
					return err
				}
				if seen++; raceEnabled && seen%32 != 0 {
					return nil
				}
				src, err := fs.ReadFile(fsys, p)
				if err != nil {
					return err
				}
				start := time.Now()
				res := r.Render(Page{File: p, Src: src})
				if el := time.Since(start); el > slowest {
					slowest, slowPage = el, p
				}
				pages++
				for _, d := range res.Diagnostics {
					diags++
					if strings.Contains(d.Msg, "internal error") {
						t.Errorf("%s: %s", p, d.Error())
					}
					if d.Severity == diag.Error {
						errs++
					}
				}
				for _, u := range res.Unknown {
					unknown[u]++
				}
				if left := unrendered(res.HTML); len(left) > 0 {
					t.Errorf("%s: unrendered component tags %q", p, left)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			names := make([]string, 0, len(unknown))
			for n := range unknown {
				names = append(names, n)
			}
			sort.Strings(names)
			t.Logf("%s: %d pages, %d unknown component names %v, %d diagnostics (%d errors), slowest %v (%s)",
				site.Name, pages, len(names), names, diags, errs, slowest.Round(time.Millisecond), slowPage)
		})
	}
}

func TestUnrendered(t *testing.T) {
	h := []byte(`<p>&lt;Note&gt; x</p><pre><code>&lt;Card&gt;</code></pre><code>&lt;Tip&gt;</code><div class="card">`)
	if got := unrendered(h); len(got) != 1 || !bytes.Contains([]byte(got[0]), []byte("Note")) {
		t.Errorf("unrendered = %q", got)
	}
}
