// Package synth makes synthetic docs folders for benchmarks: tabs > groups
// > nested groups of pages with front matter and a Markdown body.
//
// Stage: tooling. For benchmarks and tests only.
package synth

import (
	"fmt"
	"strings"
	"testing/fstest"
)

const head = `{"theme":"mint","name":"Synthetic","colors":{"primary":"#16A34A"},`

// Site returns a docs folder of n pages (n a multiple of 100): 10 tabs,
// 10 groups per tab, each group holding a nested group with its pages.
// Pages are about 5 KB of Markdown: headings, paragraphs, a list, a table,
// a code block and links to other pages.
func Site(n int) fstest.MapFS {
	fsys := fstest.MapFS{}
	var b strings.Builder
	b.WriteString(head + `"navigation":{"tabs":[`)
	perTab, perGroup := n/10, n/100
	for i := 0; i < n; i++ {
		tab, group := i/perTab, (i%perTab)/perGroup
		name := fmt.Sprintf("tab%d/g%d/p%d", tab, group, i)
		fsys[name+".mdx"] = &fstest.MapFile{Data: page(i, n)}
		switch {
		case i%perTab == 0:
			if i > 0 {
				b.WriteString(`]}]}]},`)
			}
			fmt.Fprintf(&b, `{"tab":"Tab %d","groups":[{"group":"Group %d","pages":[{"group":"Nested","pages":[`, tab, group)
		case i%perGroup == 0:
			fmt.Fprintf(&b, `]}]},{"group":"Group %d","pages":[{"group":"Nested","pages":[`, group)
		default:
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q", name)
	}
	b.WriteString(`]}]}]}]}}`)
	fsys["docs.json"] = &fstest.MapFile{Data: []byte(b.String())}
	return fsys
}

func page(i, n int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: Page %d\ndescription: What page %d is about\n---\n\n", i, i)
	for s := 0; s < 4; s++ {
		fmt.Fprintf(&b, "## Section %d\n\n", s)
		for k := 0; k < 3; k++ {
			next := (i/(n/10) + 1) % 10 // the first page of the next tab
			fmt.Fprintf(&b, "This paragraph explains part %d of the topic, with **bold**, `code` and a [link](/tab%d/g0/p%d) to a related page. ", k, next, next*(n/10))
			b.WriteString("Documentation text runs on for a while so that the page has a realistic size.\n\n")
		}
	}
	b.WriteString("- one\n- two\n- three\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```go\nfunc main() {\n\tprintln(\"hello\")\n}\n```\n")
	return []byte(b.String())
}
