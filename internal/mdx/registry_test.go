package mdx

import (
	"bytes"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// registrySamples are the components a bare <Name title="..."> with text
// inside does not show: each gets the use that does, and what its page
// and its twin must both hold ("" in twin: the twin shows nothing of it,
// on purpose).
var registrySamples = map[string]struct{ src, page, twin string }{
	"Icon":        {`<Icon icon="house" />`, `<svg`, ""},
	"Snippet":     {`<Snippet file="missing.mdx" />`, ``, ""},
	"Latex":       {`<Latex>x^2 + marker</Latex>`, `marker`, `marker`},
	"Color":       {`<Color><Color.Item name="marker" value="#123456" /></Color>`, `marker`, `marker`},
	"Color.Row":   {`<Color.Row title="marker"><Color.Item name="item" value="#123456" /></Color.Row>`, `marker`, `marker`},
	"Color.Item":  {`<Color.Item name="marker" value="#123456" />`, `marker`, `marker`},
	"Tree.Folder": {`<Tree><Tree.Folder name="marker" defaultOpen><Tree.File name="file" /></Tree.Folder></Tree>`, `marker`, `marker`},
	"Tree.File":   {`<Tree><Tree.File name="marker" /></Tree>`, `marker`, `marker`},
	"GitHub.Repo": {`<GitHub.Repo repo="marker/repo" />`, `marker`, `marker`},
	"Visibility":  {`<Visibility for="agents">marker text</Visibility>`, ``, `marker`},
	"Link":        {`<Link href="/marker">marker text</Link>`, `marker`, `marker`},
	// The examples go beside the page (Result.RequestExample...).
	"RequestExample":  {"<RequestExample>\n\n```bash curl\ncurl marker\n```\n\n</RequestExample>", "", "marker"},
	"ResponseExample": {"<ResponseExample>\n\n```json 200\n{\"marker\": 1}\n```\n\n</ResponseExample>", "", "marker"},
}

// layoutOnly are the components whose twin is their content: they lay it
// out and say nothing more. Any other component declares its twin.
var layoutOnly = []string{"AccordionGroup", "CardGroup", "Column", "Columns", "Panel"}

// titled are the components whose title attribute the twin shows (as a
// heading or in bold), beside their content.
var titled = []string{"Accordion", "Card", "Expandable", "Step", "Tab", "Tile", "View"}

// TestRegistry renders every component of the library on a page and in
// its twin: the page shows it as a component (no unknown-component box),
// and the twin holds its text, unless registrySamples says it shows
// nothing there. A component added to the library without a twin
// renderer that keeps its content fails here.
func TestRegistry(t *testing.T) {
	r := New(Options{ReadFile: func(string) ([]byte, error) { return nil, fs.ErrNotExist }})
	tag := regexp.MustCompile(`<[^>]*>`)
	names := make([]string, 0, len(library))
	for name := range library {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			if library[name].html == nil {
				t.Fatalf("%s has no HTML renderer", name)
			}
			if library[name].twin == nil && !slices.Contains(layoutOnly, name) {
				t.Errorf("%s has no twin renderer: give it one, or list it in layoutOnly if its twin is its content", name)
			}
			sample, ok := registrySamples[name]
			if !ok {
				sample.src = "<" + name + ` title="marker title" name="marker name">` + "\n\nmarker text\n\n</" + name + ">"
				sample.page, sample.twin = "marker", "marker"
			}
			res := r.Render(Page{File: "page.mdx", Src: []byte("# Page\n\n" + sample.src + "\n"), Link: testLink, Markdown: true})
			if bytes.Contains(res.HTML, []byte("mdx-unknown")) || slices.Contains(res.Unknown, name) {
				t.Errorf("%s is drawn as an unknown component:\n%s", name, res.HTML)
			}
			if aside := append(res.RequestExample, res.ResponseExample...); strings.HasSuffix(name, "Example") && !bytes.Contains(aside, []byte("marker")) {
				t.Errorf("%s: the examples beside the page lack its code:\n%s", name, aside)
			}
			if !bytes.Contains(tag.ReplaceAll(res.HTML, nil), []byte(sample.page)) && !bytes.Contains(res.HTML, []byte(sample.page)) {
				t.Errorf("%s: the page lacks %q:\n%s", name, sample.page, res.HTML)
			}
			if sample.twin != "" && !strings.Contains(string(res.Markdown), sample.twin) {
				t.Errorf("%s: the twin lacks %q:\n%s", name, sample.twin, res.Markdown)
			}
			if slices.Contains(titled, name) && !strings.Contains(string(res.Markdown), "marker title") {
				t.Errorf("%s: the twin lacks its title:\n%s", name, res.Markdown)
			}
			checkTwin(t, res.Markdown)
		})
	}
}
