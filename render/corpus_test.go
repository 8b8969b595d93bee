package render_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

const corpusDir = "../../shared/corpus"

// TestCorpusBuilds builds every corpus site: each navigation page gets its
// index.html, and every link of the navigation (tabs, anchors, selectors,
// sidebar, prev/next) points at a file of the output.
func TestCorpusBuilds(t *testing.T) {
	entries, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Skipf("SKIP: no corpus at %s (%v)", corpusDir, err)
	}
	r, err := render.New(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var counts []string
	sites := 0
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		sites++
		if raceEnabled && e.Name() != "ollama__ollama" && e.Name() != "mem0ai__mem0" {
			t.Logf("-race: %s left out (the corpus runs in full without -race)", e.Name())
			continue
		}
		t.Run(e.Name(), func(t *testing.T) {
			fsys := os.DirFS(filepath.Join(corpusDir, e.Name()))
			site := load(t, fsys)
			out := &docstest.Memory{}
			st, err := r.Render(context.Background(), site, fsys, out)
			if err != nil {
				t.Fatal(err)
			}
			kinds := map[string]int{}
			for _, d := range st.Diagnostics {
				kinds[diagKind(d.Msg)]++
			}
			counts = append(counts, fmt.Sprintf("%s unknown-components=%d broken-links=%d broken-anchors=%d other=%d endpoint-pages=%d",
				e.Name(), kinds["component"], kinds["link"], kinds["anchor"], kinds["other"], checkEndpointPages(t, site, out.Files)))
			for name, data := range out.Files {
				if !strings.HasSuffix(name, ".html") {
					continue
				}
				if m := rawComponent(data); m != "" {
					t.Errorf("%s shows a raw component tag: %s", name, m)
				}
			}
			for _, p := range site.Pages {
				if _, ok := out.Files[pageFile(p.URL)]; !ok && p.InNav {
					t.Errorf("navigation page %s has no %s", p.URL, pageFile(p.URL))
				}
			}
			for _, bad := range brokenNavLinks(out.Files) {
				t.Error(bad)
			}
			size, name := checkFrames(t, out.Files)
			t.Logf("largest frame %d bytes (%s)", size, name)
		})
	}
	const countsFile = "../testdata/corpus/content.txt"
	switch {
	case raceEnabled:
	case len(counts) == sites:
		golden.Check(t, countsFile, []byte(strings.Join(counts, "\n")+"\n"))
	default:
		// -run picked some sites: their lines must be among the golden's.
		want, err := os.ReadFile(countsFile)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range counts {
			if !strings.Contains("\n"+string(want), "\n"+line+"\n") {
				t.Errorf("%s: %q is not in the golden (run every site with -update, then read the diff)", countsFile, line)
			}
		}
	}
}

// checkEndpointPages checks that every endpoint page shows the
// operation's parameters and responses when the spec has them, and
// returns the number of endpoint pages.
func checkEndpointPages(t *testing.T, site *resolve.Site, files map[string][]byte) int {
	n := 0
	for _, p := range site.Pages {
		e := p.Endpoint
		if e == nil || e.Operation == nil {
			continue
		}
		n++
		html := string(files[pageFile(p.URL)])
		if !strings.Contains(html, `class="api-ref"`) {
			t.Errorf("%s: no API reference", p.URL)
			continue
		}
		params := len(e.Operation.Parameters) > 0 || e.PathItem != nil && len(e.PathItem.Parameters) > 0
		if params && !strings.Contains(html, `-parameters">`) {
			t.Errorf("%s: the spec has parameters, the page shows none", p.URL)
		}
		if e.Operation.Responses != nil && e.Operation.Responses.Len() > 0 && !strings.Contains(html, `id="api-responses"`) {
			t.Errorf("%s: the spec has responses, the page shows none", p.URL)
		}
		if e.Method != "webhook" && !strings.Contains(html, `<label class="tab-label" for="api-request-0">`) {
			t.Errorf("%s: no request sample", p.URL)
		}
	}
	return n
}

// diagKind sorts a content diagnostic for the counts golden.
func diagKind(msg string) string {
	switch {
	case strings.HasPrefix(msg, "unknown component"):
		return "component"
	case strings.HasPrefix(msg, "link to") && strings.Contains(msg, ": no #"):
		return "anchor"
	case strings.HasPrefix(msg, "link to"):
		return "link"
	}
	return "other"
}

var (
	componentRE = regexp.MustCompile(`<(Note|Card|Steps|Accordion|Tabs|CardGroup|Frame|CodeGroup|Tip|ParamField|Warning|Info|ResponseField|AccordionGroup|Icon|Check|Snippet|Expandable|Badge|RequestExample|ResponseExample|Update|Columns|Tooltip)[\s/>]`)
	codeRE      = regexp.MustCompile(`(?s)<pre.*?</pre>|<code.*?</code>`)
)

// rawComponent returns a component tag left unrendered in a page (outside
// code), or "".
func rawComponent(html []byte) string {
	return string(componentRE.Find(codeRE.ReplaceAll(html, nil)))
}

func pageFile(url string) string {
	p := strings.Trim(url, "/")
	if p == "" {
		return "index.html"
	}
	return p + "/index.html"
}
