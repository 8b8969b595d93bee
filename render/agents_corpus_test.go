package render_test

import (
	"bytes"
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	xhtml "golang.org/x/net/html"
)

// TestCorpusTwins builds every corpus site and checks the Markdown twins:
// every navigation page has one, free of component tags and of
// import/export lines outside code, holding its page's h2 and h3
// headings and at least 90% of its visible words (those of its content,
// counted with repeats); llms.txt and llms-full.txt are written. It logs
// the bytes the twins and llms files add, and the lowest share of words.
func TestCorpusTwins(t *testing.T) {
	buildCorpus(t, corpus(t), func(t *testing.T, b corpusBuild) {
		var twins, llms, pages int
		lowest, lowestPage := 1.0, ""
		for _, name := range []string{"llms.txt", "llms-full.txt"} {
			if _, ok := b.files[name]; !ok {
				t.Errorf("no %s", name)
			}
			llms += len(b.files[name])
		}
		for _, p := range b.site.Pages {
			page, ok := b.files[pageFile(p.URL)]
			if !ok || !p.InNav || p.File == "" && p.Endpoint == nil || p.LinkTo != "" {
				// A missing page's file may be a redirect's; a page with
				// front matter url: is a link elsewhere (its file only
				// forwards), with nothing to say in Markdown.
				continue
			}
			pages += len(page)
			name := twinName(p.URL)
			md, ok := b.files[name]
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
			if share, missing := wordShare(page, md); share < lowest {
				lowest, lowestPage = share, name
				if share < 0.9 {
					t.Errorf("%s holds %.0f%% of its page's words (missing, a sample: %s)", name, 100*share, missing)
				}
			}
			words := strings.ToLower(notLetter.ReplaceAllString(linkDest.ReplaceAllString(string(md), "]"), ""))
			for _, h := range headingText.FindAllStringSubmatch(string(page), -1) {
				// A tooltip's popup is hover text: the twin keeps what it explains.
				if w := letters(tooltipPopup.ReplaceAllString(h[1], "")); w != "" && !strings.Contains(words, w) {
					t.Errorf("%s lacks the heading %q", name, html.UnescapeString(tagOf.ReplaceAllString(h[1], "")))
				}
			}
		}
		t.Logf("pages %d bytes; twins add %d bytes, llms.txt and llms-full.txt %d; lowest share of words %.1f%% (%s)", pages, twins, llms, 100*lowest, lowestPage)
	})
}

var (
	codeBlock    = regexp.MustCompile("(?ms)^\\s*(```+|~~~+).*?^\\s*(```+|~~~+)")
	componentTag = regexp.MustCompile(`(?:^|[^\\])</?[A-Z][A-Za-z0-9.]*(\s[^>]*)?/?>`)
	linkDest     = regexp.MustCompile(`\]\([^)]*\)`)
	tooltipPopup = regexp.MustCompile(`<span class="?tooltip-popup"?[^>]*>.*?</span>`)
	codeSpan     = regexp.MustCompile("(`+)[^`]*?(`+)")
	esmLine      = regexp.MustCompile(`(?m)^(import\s+.*\bfrom\s+['"]|import\s+['"]|export\s+(const|let|var|function|default)\s)`)
	headingText  = regexp.MustCompile(`<h[23][^>]*\bid=[^>]*>(.*?)</h[23]>`)
	tagOf        = regexp.MustCompile(`<[^>]*>`)
	notLetter    = regexp.MustCompile(`[^\p{L}\p{N}]+`)
)

// letters keeps the letters and digits of text (tags dropped, entities
// decoded), lower-cased: what a heading and its Markdown share.
func letters(s string) string {
	s = html.UnescapeString(tagOf.ReplaceAllString(s, ""))
	return strings.ToLower(notLetter.ReplaceAllString(s, ""))
}

// wordShare returns the share of the visible words of page's content
// (its prose and API reference, not the site's chrome, buttons or
// scripts) that its twin md holds, each word counted as often as the
// page has it, and a few of those missing.
func wordShare(page, md []byte) (float64, string) {
	var text strings.Builder
	z := xhtml.NewTokenizer(bytes.NewReader(page))
	depth, skip := 0, 0 // depth inside content; inside skipped elements
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			break
		}
		tok := z.Token()
		switch tt {
		case xhtml.StartTagToken:
			if voidElem[tok.Data] {
				break
			}
			class := ""
			for _, a := range tok.Attr {
				if a.Key == "class" {
					class = a.Val
				}
			}
			switch {
			case depth > 0:
				depth++
				if skip > 0 || tok.Data == "button" || tok.Data == "script" || tok.Data == "style" || strings.Contains(class, "tooltip-popup") || strings.Contains(class, "sr-only") {
					skip++
				}
			case class == "prose" || strings.HasPrefix(class, "api ") || class == "api" || strings.HasPrefix(class, "prose "):
				depth = 1
			}
			text.WriteByte(' ')
		case xhtml.EndTagToken:
			if depth > 0 {
				depth--
				if skip > 0 {
					skip--
				}
			}
			text.WriteByte(' ')
		case xhtml.TextToken:
			if depth > 0 && skip == 0 {
				text.WriteString(tok.Data)
			}
		}
	}
	count := func(s string) map[string]int {
		m := map[string]int{}
		for _, w := range wordSplit.FindAllString(strings.ToLower(s), -1) {
			m[w]++
		}
		return m
	}
	want, have := count(text.String()), count(linkDest.ReplaceAllString(string(md), "] "))
	total, found := 0, 0
	var missing []string
	for w, n := range want {
		total += n
		found += min(n, have[w])
		if have[w] < n && len(missing) < 8 {
			missing = append(missing, w)
		}
	}
	if total == 0 {
		return 1, ""
	}
	slices.Sort(missing)
	return float64(found) / float64(total), strings.Join(missing, " ")
}

var (
	wordSplit = regexp.MustCompile(`[\p{L}\p{N}]+`)
	voidElem  = map[string]bool{"br": true, "img": true, "hr": true, "input": true, "meta": true, "link": true, "source": true, "wbr": true, "col": true, "area": true, "embed": true, "track": true}
)

// twinName is the twin of the page at URL u.
func twinName(u string) string {
	if p := strings.Trim(u, "/"); p != "" {
		return p + ".md"
	}
	return "index.md"
}

// TestWordShare: the corpus test's measure counts the content's words
// with repeats and leaves out chrome, buttons and scripts.
func TestWordShare(t *testing.T) {
	page := []byte(`<nav>Sidebar words</nav><div class="prose"><h2>Install it</h2><p>Run the <b>tool</b> twice, then the tool again.</p>` +
		`<button>Copy</button><script>var x</script></div><footer>Footer</footer>`)
	if got, _ := wordShare(page, []byte("## Install it\n\nRun the **tool** twice, then the tool again.")); got != 1 {
		t.Errorf("a faithful twin holds %.2f", got)
	}
	got, missing := wordShare(page, []byte("## Install it\n\nRun the tool twice."))
	if want := 6.0 / 10; got != want || missing != "again the then tool" {
		t.Errorf("share %.2f (want %.2f), missing %q", got, want, missing)
	}
}
