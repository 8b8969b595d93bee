package mdx

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"
)

var stressTokens = []string{
	"<Note>", "</Note>", "<Card title=\"x\" href=\"/a\">", "</Card>", "<A>", "</A>", "<b>", "</b>", "<Tip/>",
	"{", "}", "{x}", "{/* c */}", "`", "```", "```js\n", "~~~", "\"", "'", "\n", "\n\n", "  ", "    ", "text ",
	"<", ">", "/>", "</", "<>", "</>", "import A from './a.mdx'\n", "export const X = () => (\n", ")", "(", "=>",
	"<A />", "<Snippet file=\"a.mdx\" />", "${", "[", "]", "(/x)", "# h\n", "- item\n", "\\", "<!--", "-->",
	"<Steps>", "<Step>", "</Step>", "</Steps>", "<Tabs>", "<Tab title='a'>", "</Tab>", "</Tabs>", "<CodeGroup>", "</CodeGroup>",
	"<X a={", "} />", "return ", "&&", "<div>", "</div>", "<br>", "props.x", "${x}", "*", "_",
}

func TestDbgStress(t *testing.T) {
	if os.Getenv("MDX_STRESS") == "" {
		t.Skip()
	}
	rng := rand.New(rand.NewSource(1))
	var worst time.Duration
	for iter := 0; iter < 3000; iter++ {
		n := rng.Intn(400) + 2600
		if iter%100 == 0 {
			n = 3000
		}
		var b strings.Builder
		for range n {
			b.WriteString(stressTokens[rng.Intn(len(stressTokens))])
		}
		src := b.String()
		start := time.Now()
		r := New(Options{ReadFile: func(string) ([]byte, error) { return []byte(src), nil }})
		res := r.Render(Page{File: "p.mdx", Src: []byte(src)})
		el := time.Since(start)
		for _, d := range res.Diagnostics {
			if strings.Contains(d.Msg, "internal error") {
				fmt.Printf("PANIC %s\n%q\n", d.Msg, src)
				t.FailNow()
			}
		}
		if el > worst {
			worst = el
			fmt.Printf("%v len=%d out=%d\n", el, len(src), len(res.HTML))
			os.WriteFile("/tmp/worst.mdx", []byte(src), 0o644)
		}
	}
}
