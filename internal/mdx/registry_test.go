package mdx

import (
	"bytes"
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
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

// twinSample is a page using one platform component, for
// TestRegistryTwins.
type twinSample struct {
	page string
	// twinOnly are words the twin must hold that the HTML does not show.
	twinOnly []string
	// pageOnly are words the HTML shows that the twin leaves out, and
	// why.
	pageOnly []string
	why      string
}

// twinSamples has a sample for each platform component. Words are
// lower case; a sample's own words are NATO letters, which no renderer
// writes itself.
var twinSamples = map[string]twinSample{
	"Note":    {page: "<Note title=\"alpha\">\nbravo charlie\n</Note>\n"},
	"Info":    {page: "<Info title=\"alpha\">\nbravo charlie\n</Info>\n"},
	"Tip":     {page: "<Tip title=\"alpha\">\nbravo charlie\n</Tip>\n"},
	"Warning": {page: "<Warning title=\"alpha\">\nbravo charlie\n</Warning>\n"},
	"Danger":  {page: "<Danger title=\"alpha\">\nbravo charlie\n</Danger>\n"},
	"Check":   {page: "<Check title=\"alpha\">\nbravo charlie\n</Check>\n"},
	"Callout": {page: "<Callout icon=\"star\" title=\"alpha\">\nbravo charlie\n</Callout>\n"},

	"Card":      {page: "<Card title=\"alpha\" href=\"/x\" icon=\"star\" cta=\"delta\">\nbravo charlie\n</Card>\n", pageOnly: []string{"delta"}, why: "a card's call to action is the link the twin's title already is"},
	"CardGroup": {page: "<CardGroup cols={2}>\n<Card title=\"alpha\">\nbravo\n</Card>\n<Card title=\"charlie\">\ndelta\n</Card>\n</CardGroup>\n"},
	"Columns":   {page: "<Columns cols={2}>\n<Column>\nalpha\n</Column>\n<Column>\nbravo\n</Column>\n</Columns>\n"},
	"Column":    {page: "<Column>\nalpha\n</Column>\n"},
	"Tile":      {page: "<Tile href=\"/x\" title=\"alpha\" description=\"bravo\">\ncharlie\n</Tile>\n"},
	"Panel":     {page: "<Panel>\nalpha\n</Panel>\n"},
	"Frame":     {page: "<Frame caption=\"alpha\" hint=\"bravo\">\ncharlie\n</Frame>\n"},

	"Steps": {page: "<Steps>\n<Step title=\"alpha\">\nbravo\n</Step>\n<Step title=\"charlie\">\ndelta\n</Step>\n</Steps>\n"},
	"Step":  {page: "<Step title=\"alpha\">\nbravo\n</Step>\n"},
	"Tabs":  {page: "<Tabs>\n<Tab title=\"alpha\">\nbravo\n</Tab>\n<Tab title=\"charlie\">\ndelta\n</Tab>\n</Tabs>\n"},
	"Tab":   {page: "<Tab title=\"alpha\">\nbravo\n</Tab>\n"},
	"View":  {page: "<View title=\"alpha\">\nbravo\n</View>\n"},

	"Accordion":      {page: "<Accordion title=\"alpha\" description=\"bravo\">\ncharlie\n</Accordion>\n"},
	"AccordionGroup": {page: "<AccordionGroup>\n<Accordion title=\"alpha\">\nbravo\n</Accordion>\n<Accordion title=\"charlie\">\ndelta\n</Accordion>\n</AccordionGroup>\n"},
	"Expandable":     {page: "<Expandable title=\"alpha\">\nbravo\n</Expandable>\n", pageOnly: []string{"show", "hide"}, why: "the button's words"},

	"CodeGroup":       {page: "<CodeGroup>\n```bash alpha\necho bravo\n```\n```python charlie\nprint(\"delta\")\n```\n</CodeGroup>\n"},
	"RequestExample":  {page: "<RequestExample>\n```bash alpha\ncurl bravo\n```\n</RequestExample>\n", twinOnly: []string{"request", "example"}},
	"ResponseExample": {page: "<ResponseExample>\n```json alpha\n{\"bravo\": 1}\n```\n</ResponseExample>\n", twinOnly: []string{"response", "example"}},
	"ParamField":      {page: "<ParamField query=\"alpha\" type=\"string\" default=\"bravo\" required deprecated>\ncharlie\n</ParamField>\n"},
	"ResponseField":   {page: "<ResponseField name=\"alpha\" type=\"bravo\">\ncharlie\n</ResponseField>\n"},
	"Update":          {page: "<Update label=\"alpha\" description=\"bravo\" tags={[\"charlie\"]}>\ndelta\n</Update>\n"},
	"Prompt":          {page: "<Prompt description=\"alpha\">\nbravo charlie\n</Prompt>\n"},

	"Badge":       {page: "Before <Badge color=\"blue\">alpha</Badge> after.\n"},
	"Tooltip":     {page: "Before <Tooltip tip=\"bravo\" headline=\"charlie\">alpha</Tooltip> after.\n", pageOnly: []string{"bravo", "charlie"}, why: "a tooltip's popup, which the reader opens on hover"},
	"Icon":        {page: "Before <Icon icon=\"star\" /> after.\n"},
	"Link":        {page: "Before <Link href=\"/x\">alpha</Link> after.\n"},
	"Latex":       {page: "Before <Latex>alpha^2</Latex> after.\n"},
	"GitHub.Repo": {page: "<GitHub.Repo repo=\"alpha/bravo\" />\n"},

	"Tree":        {page: "<Tree>\n<Tree.Folder name=\"alpha\" defaultOpen>\n<Tree.File name=\"bravo.go\" comment=\"charlie\" />\n</Tree.Folder>\n<Tree.File name=\"delta\" />\n</Tree>\n"},
	"FileTree":    {page: "<FileTree>\n<Tree.Folder name=\"alpha\" defaultOpen>\n<Tree.File name=\"bravo.go\" />\n</Tree.Folder>\n</FileTree>\n"},
	"Tree.Folder": {page: "<Tree.Folder name=\"alpha\">\n<Tree.File name=\"bravo\" />\n</Tree.Folder>\n"},
	"Tree.File":   {page: "<Tree.File name=\"alpha\" comment=\"bravo\" />\n"},

	"Color":      {page: "<Color variant=\"table\">\n<Color.Row title=\"alpha\">\n<Color.Item name=\"bravo\" value=\"#ff0000\" />\n</Color.Row>\n<Color.Item name=\"charlie\" value={{light: \"#fff\", dark: \"#000\"}} />\n</Color>\n"},
	"Color.Item": {page: "<Color.Item name=\"alpha\" value=\"#123456\" />\n"},
	"Color.Row":  {page: "<Color.Row title=\"alpha\">\n<Color.Item name=\"bravo\" value=\"#123456\" />\n</Color.Row>\n"},

	"Snippet":    {page: "<Snippet file=\"alpha.mdx\" />\n"},
	"Visibility": {page: "<Visibility for=\"agents\">\nalpha\n</Visibility>\n\n<Visibility for=\"humans\">\nbravo\n</Visibility>\n", twinOnly: []string{"alpha"}, pageOnly: []string{"bravo"}, why: "content for humans is only on the page"},
}

// TestRegistryTwins renders each platform component's sample and checks
// that its twin holds the words its HTML shows (but those the sample
// says why it leaves out), in Markdown with no component tag: a
// component added without a sample, or whose twin drops its text, fails.
func TestRegistryTwins(t *testing.T) {
	r := New(Options{ReadFile: func(name string) ([]byte, error) {
		if name == "snippets/alpha.mdx" {
			return []byte("bravo **charlie**\n"), nil
		}
		return nil, fs.ErrNotExist
	}})
	for _, name := range slices.Sorted(maps.Keys(library)) {
		t.Run(name, func(t *testing.T) {
			s, ok := twinSamples[name]
			if !ok {
				t.Fatalf("no sample of %s in twinSamples: add one", name)
			}
			if !strings.Contains(s.page, "<"+name) {
				t.Fatalf("the sample of %s does not use it", name)
			}
			res := r.Render(Page{File: "page.mdx", Src: []byte(s.page), Link: testLink, Markdown: true})
			for _, d := range res.Diagnostics {
				t.Errorf("sample: %v", d)
			}
			checkTwin(t, res.Markdown)
			twin := wordSet(res.Markdown)
			shown := htmlWords(t, slices.Concat(res.HTML, res.RequestExample, res.ResponseExample))
			if len(shown) == 0 && name != "Icon" {
				t.Errorf("the sample's HTML shows no words, so it proves nothing:\n%s", res.HTML)
			}
			for _, w := range slices.Concat(shown, s.twinOnly) {
				if !twin[w] && !slices.Contains(s.pageOnly, w) {
					t.Errorf("the twin leaves out %q, which the page shows\nhtml:\n%s\ntwin:\n%s", w, res.HTML, res.Markdown)
				}
			}
			for _, w := range s.pageOnly {
				if twin[w] {
					t.Errorf("the twin holds %q, which the sample says it leaves out (%s)", w, s.why)
				}
			}
		})
	}
	for name := range twinSamples {
		if _, ok := library[name]; !ok {
			t.Errorf("twinSamples has %s, which is no platform component", name)
		}
	}
}

var word = regexp.MustCompile(`[\pL\pN]+`)

// wordSet returns the lower-case words of b.
func wordSet(b []byte) map[string]bool {
	set := map[string]bool{}
	for _, w := range word.FindAll(bytes.ToLower(b), -1) {
		set[string(w)] = true
	}
	return set
}

// htmlWords returns the lower-case words of the text of HTML b, in
// order, repeated.
func htmlWords(t *testing.T, b []byte) []string {
	t.Helper()
	var words []string
	z := html.NewTokenizer(bytes.NewReader(b))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return words
		case html.TextToken:
			for _, w := range word.FindAll(bytes.ToLower(z.Text()), -1) {
				words = append(words, string(w))
			}
		}
	}
}
