package markdown

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
)

// convertWith renders src with md.
func convertWith(t testing.TB, md goldmark.Markdown, src string) string {
	t.Helper()
	var b bytes.Buffer
	if err := md.Convert([]byte(src), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// goldmarkLinks is goldmark with its own link parser, no limits.
func goldmarkLinks() goldmark.Markdown {
	return goldmark.New(goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(BlockParsers()...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
	)))
}

// ourLinks is goldmark with InlineParsers.
func ourLinks() goldmark.Markdown {
	return goldmark.New(goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(BlockParsers()...),
		parser.WithInlineParsers(InlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
	)))
}

// TestLinksWithinLimits: links within micromark's limits read as
// goldmark reads them, whatever their destination, title, line breaks
// and references.
func TestLinksWithinLimits(t *testing.T) {
	for _, src := range []string{
		"[a](b)", "[a]()", "[a]( b )", "[a](<b c>)", "[a](<b\\<c>)", "[a](b \"t\")", "[a](b 't')", "[a](b (t))",
		"[a](b (t\\(u))", "[a](\nb)", "[a](b\n\"t\")", "[a](b \"t\nu\")", "[a](b (t\nu))", "[a](b(c)d)",
		"[a](" + strings.Repeat("(", maxDestinationNest) + strings.Repeat(")", maxDestinationNest) + ")",
		"![i](b.png \"t\")", "[a](b c)", "[a](b", "[a](", "[a](<b", "[a](b \"t", "[a](b (t", "[a] (b)",
		"[a]: /u\n\n[a](b c)", "[a]: /u\n\n[a](", "[a]: /u\n\n[a][]", "[x [a](b) y](c)", "\\[a](b)", "`[a](`b)",
		"[a](b) [c](d (e)) [f](<g>)", "[a](b\\)c)", "[a](b\\(c)",
	} {
		if got, want := convertWith(t, ourLinks(), src), convertWith(t, goldmarkLinks(), src); got != want {
			t.Errorf("%q:\n got %q\nwant %q (goldmark)", src, got, want)
		}
	}
}

// TestLinksPastLimits: past micromark's limits there is no inline link,
// and "[a]" is the shortcut reference it may be.
func TestLinksPastLimits(t *testing.T) {
	deep := strings.Repeat("(", maxDestinationNest+1) + strings.Repeat(")", maxDestinationNest+1)
	for _, tt := range []struct{ src, want string }{
		{"[a](" + deep + ")", "<p>[a](" + deep + ")</p>\n"},
		{"[a](<b<1>)", "<p>[a](&lt;b&lt;1&gt;)</p>\n"},
		{"[a](b (t(u)))", "<p>[a](b (t(u)))</p>\n"},
		{"[a](b (t\n(u)))", "<p>[a](b (t\n(u)))</p>\n"},
		{"[a]: /u\n\n[a](<b<1>)", "<p><a href=\"/u\">a</a>(&lt;b&lt;1&gt;)</p>\n"},
		{"![i](" + deep + ")", "<p>![i](" + deep + ")</p>\n"},
		// After one past the limits, the next link is read.
		{"[a](b (t(u))) [c](d)", "<p>[a](b (t(u))) <a href=\"d\">c</a></p>\n"},
	} {
		if got := convertWith(t, ourLinks(), tt.src); got != tt.want {
			t.Errorf("%q:\n got %q\nwant %q", tt.src, got, tt.want)
		}
	}
}

// BenchmarkHostileLinks converts a line of n "[a](" (and of n "[a](<",
// n "[a](b (") at two sizes: with micromark's limits the time is linear
// in n (goldmark alone took 1 s at 20,000 and 15 s at 80,000).
func BenchmarkHostileLinks(b *testing.B) {
	for _, unit := range []string{"[a](", "[a](<", "[a](b ("} {
		for _, n := range []int{20000, 80000} {
			src := []byte(strings.Repeat(unit, n) + "\n")
			b.Run(fmt.Sprintf("%s*%d", unit, n), func(b *testing.B) {
				md := ourLinks()
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					if err := md.Convert(src, &bytes.Buffer{}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// FuzzLinks: where an input cannot reach micromark's limits (32 "(" at
// most, no "<", no "(" after a space, where a title in parentheses
// starts), InlineParsers read it as goldmark's own parsers do.
func FuzzLinks(f *testing.F) {
	for _, s := range []string{"[a](b)", "[a](b \"t\")", "[a]: /u\n\n[a](b c)", "[x [a](b) y](c)", "![i](b.png)", "00000000000[\n\n0]", "[a](\nb)"} {
		f.Add(s)
	}
	ours, theirs := ourLinks(), goldmarkLinks()
	f.Fuzz(func(t *testing.T, src string) {
		if strings.Count(src, "(") > maxDestinationNest || strings.ContainsAny(src, "<") ||
			strings.Contains(src, " (") || strings.Contains(src, "\t(") || strings.Contains(src, "\n(") {
			return
		}
		if got, want := convertWith(t, ours, src), convertWith(t, theirs, src); got != want {
			t.Errorf("%q:\n got %q\nwant %q (goldmark)", src, got, want)
		}
	})
}
