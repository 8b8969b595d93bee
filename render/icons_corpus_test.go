package render_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/golden"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

var (
	iconTagRE  = regexp.MustCompile(`<(svg|span|img)\b[^>]*?\sclass=(?:"([^"]*)"|([^\s>"]+))`)
	cssRuleRE  = regexp.MustCompile(`([^{}]+)\{([^{}]*)\}`)
	iconNameRE = regexp.MustCompile(`\.icon-([a-z0-9-]+)`)
)

// iconCount is what scanning a built site's HTML finds of its icons.
type iconCount struct {
	icons, svg, img, fallback int
	names                     map[string]int // fallback glyphs by name
}

// countIcons scans a built site's pages and sidebar scripts for icons,
// independently of the code that drew them: an inline <svg class="icon">,
// an <img class="icon-img">, or a <span class="icon icon-NAME">, which is
// a fallback dot unless the site's CSS draws .icon-NAME (--icon).
func countIcons(files map[string][]byte) iconCount {
	drawn := map[string]bool{}
	for name, data := range files {
		if !strings.HasSuffix(name, ".css") {
			continue
		}
		for _, m := range cssRuleRE.FindAllStringSubmatch(string(data), -1) {
			if strings.Contains(m[2], "--icon:") {
				for _, n := range iconNameRE.FindAllStringSubmatch(m[1], -1) {
					drawn[n[1]] = true
				}
			}
		}
	}
	c := iconCount{names: map[string]int{}}
	for name, data := range files {
		text := string(data)
		switch {
		case strings.HasSuffix(name, ".html"):
		case strings.HasPrefix(name, "_navbuild/nav/") && strings.HasSuffix(name, ".js"):
			text = strings.NewReplacer(`\"`, `"`, `\/`, `/`, `\u003c`, `<`, `\u003e`, `>`).Replace(text)
		default:
			continue
		}
		for _, m := range iconTagRE.FindAllStringSubmatch(text, -1) {
			classes := strings.Fields(m[2] + m[3])
			switch {
			case m[1] == "img" && slices.Contains(classes, "icon-img"):
				c.icons++
				c.img++
			case m[1] == "svg" && slices.Contains(classes, "icon"):
				c.icons++
				c.svg++
			case m[1] == "span" && slices.Contains(classes, "icon"):
				c.icons++
				for _, cl := range classes {
					if n, ok := strings.CutPrefix(cl, "icon-"); ok && !drawn[n] {
						c.fallback++
						c.names[n]++
					}
				}
			}
		}
	}
	return c
}

// TestCorpusIcons counts the icons of every corpus site's output and the
// fallback dots among them (names found in no icon set), recorded with
// those names in testdata/corpus/icons.txt.
func TestCorpusIcons(t *testing.T) {
	entries, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Skipf("SKIP: no corpus at %s (%v)", corpusDir, err)
	}
	if raceEnabled {
		t.Skip("SKIP: the corpus runs without -race")
	}
	r, err := render.New(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	total, fallback := 0, 0
	names := map[string]int{}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		fsys := os.DirFS(filepath.Join(corpusDir, e.Name()))
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{Offline: true})
		if err != nil {
			t.Fatal(err)
		}
		out := &memOut{files: map[string][]byte{}}
		if _, err := r.Render(context.Background(), site, fsys, out); err != nil {
			t.Fatal(err)
		}
		c := countIcons(out.files)
		lines = append(lines, fmt.Sprintf("%s icons=%d svg=%d img=%d fallback=%d", e.Name(), c.icons, c.svg, c.img, c.fallback))
		total += c.icons
		fallback += c.fallback
		for n, k := range c.names {
			names[n] += k
		}
	}
	lines = append(lines, fmt.Sprintf("total icons=%d fallback=%d", total, fallback))
	keys := make([]string, 0, len(names))
	for n := range names {
		keys = append(keys, n)
	}
	slices.Sort(keys)
	for _, n := range keys {
		lines = append(lines, fmt.Sprintf("fallback %s %d", n, names[n]))
	}
	golden.Check(t, "../testdata/corpus/icons.txt", []byte(strings.Join(lines, "\n")+"\n"))
}
