package synth_test

import (
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/synth"
)

// TestMeasure weighs a site of one page by hand: its head, selectors
// (with a nested div), sidebar, article with a highlighted code block,
// and one file of each other kind.
func TestMeasure(t *testing.T) {
	head := `<head><title>t</title></head>`
	sel := `<div class=selectors><div class=panel>v1</div></div>`
	side := `<nav class="sidebar-nav nav-short"><ul><li>a</li></ul></nav>`
	pre := `<pre class=chroma><code><span class=k>if</span> x &amp;&amp; y</code></pre>`
	article := `<article class=article><p>hi</p>` + pre + `</article>`
	page := `<!doctype html><html>` + head + `<body>` + sel + side + `<main>` + article + `</main></body></html>`
	fsys := fstest.MapFS{
		"a/index.html":            {Data: []byte(page)},
		"a.md":                    {Data: []byte("# a\n")},
		"index.html":              {Data: []byte(`<meta http-equiv=refresh content="0;url=a/">`)},
		"_navbuild/search/x.json": {Data: []byte("{}")},
		"_navbuild/app.js":        {Data: []byte("x=1")},
		"llms.txt":                {Data: []byte("# t\n")},
		"sitemap.xml":             {Data: []byte("<urlset/>")},
	}
	b, err := synth.Measure(fsys)
	if err != nil {
		t.Fatal(err)
	}
	markup := int64(len(pre) - len("if x && y"))
	want := synth.Bytes{Files: 7, Pages: 1,
		Head: int64(len(head)), Selectors: int64(len(sel)), Sidebar: int64(len(side)),
		FrameOther: int64(len(page) - len(head) - len(sel) - len(side) - len(article)),
		Body:       int64(len(article)) - markup, CodeMarkup: markup,
		OtherHTML: int64(len(fsys["index.html"].Data)), Twins: 4, Search: 2, LLMs: 4, Assets: 3, Other: 9,
		MaxFile: int64(len(page)), MaxFileName: "a/index.html"}
	if b != want {
		t.Errorf("Measure:\n got %+v\nwant %+v", b, want)
	}
	if b.Total() != int64(len(page))+int64(len(fsys["index.html"].Data))+4+2+4+3+9 {
		t.Errorf("Total %d is not the sum of the files", b.Total())
	}
}
