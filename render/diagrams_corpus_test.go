package render_test

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/navbuild/navbuild/internal/golden"
)

// mermaidStart is how a Mermaid diagram's source begins, after an
// optional front matter block and %% comments or directives: its type
// (graph and flowchart with a direction).
var mermaidStart = regexp.MustCompile(`^\s*(?:---\n(?:[^\n]*\n)*?---\s*)?(?:%%[^\n]*\n\s*)*(?:(?:graph|flowchart)(?:\s+(?:TB|TD|BT|RL|LR))?\s*(?:;|\n|$)|(?:sequenceDiagram|classDiagram(?:-v2)?|stateDiagram(?:-v2)?|erDiagram|gantt|pie|journey|gitGraph|mindmap|timeline|quadrantChart|requirementDiagram|kanban|C4(?:Context|Container|Component|Dynamic|Deployment)|(?:xychart|sankey|block|packet|architecture|radar|treemap)-beta)\b)`)

// diagramCounts scans a built page as a browser would parse it, without
// the code that wrote it: diagrams (a <pre> whose text is Mermaid source)
// inside a diagram container (div.mermaid) or not, and math delimiters
// ("$$", "\(", "\[") left in the text outside code, scripts and the math
// elements the page's KaTeX typesets.
func diagramCounts(page []byte) (drawn, bare, rawMath int) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return 0, 0, 0
	}
	var walk func(n *html.Node, inDiagram, skip bool)
	walk = func(n *html.Node, inDiagram, skip bool) {
		if n.Type == html.ElementNode {
			class := " " + attr(n, "class") + " "
			switch {
			case n.Data == "div" && strings.Contains(class, " mermaid "):
				inDiagram = true
			case n.Data == "pre" && mermaidStart.MatchString(textOf(n)):
				if inDiagram {
					drawn++
				} else {
					bare++
				}
				return
			case n.Data == "pre" || n.Data == "code" || n.Data == "script" || n.Data == "style" || strings.Contains(class, " math "):
				skip = true
			}
		}
		if n.Type == html.TextNode && !skip {
			rawMath += strings.Count(n.Data, "$$") + strings.Count(n.Data, `\(`) + strings.Count(n.Data, `\[`)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inDiagram, skip)
		}
	}
	walk(doc, false, false)
	return drawn, bare, rawMath
}

// TestCorpusDiagrams builds each corpus site and counts, per site, the
// Mermaid diagrams in a diagram container, those shown as bare source,
// and the math delimiters left as text (testdata/corpus/diagrams.txt, -update
// rewrites it). Issue 16's floor: no bare diagram.
func TestCorpusDiagrams(t *testing.T) {
	var lines []string
	for _, cs := range corpus(t) {
		var drawn, bare, raw int
		files := builtCorpus(t, cs).files
		names := make([]string, 0, len(files))
		for name := range files {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			if !strings.HasSuffix(name, ".html") {
				continue
			}
			d, b, r := diagramCounts(files[name])
			drawn, bare, raw = drawn+d, bare+b, raw+r
			if b > 0 {
				t.Errorf("%s/%s: %d Mermaid diagrams shown as bare source", cs.Name, name, b)
			}
		}
		lines = append(lines, fmt.Sprintf("%s mermaid-drawn=%d mermaid-bare=%d raw-math-delimiters=%d", cs.Name, drawn, bare, raw))
	}
	golden.Check(t, "../testdata/corpus/diagrams.txt", []byte(strings.Join(lines, "\n")+"\n"))
}

// TestMermaidStart: the corpus count's idea of Mermaid source.
func TestMermaidStart(t *testing.T) {
	for s, want := range map[string]bool{"graph TD\n A-->B": true, "flowchart LR\n": true, "graph = StateGraph(State)": false,
		"---\ntitle: x\n---\nflowchart TB\n": true, "---\ntitle: Doc\n---\n# Heading": false, "%%{init: {}}%%\nsequenceDiagram\n": true,
		"pie title Pets\n": true, "  sequenceDiagram\n": true} {
		if got := mermaidStart.MatchString(s); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
