package render

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/navbuild/navbuild/resolve"
)

// The version and language selectors (see ARCHITECTURE.md, "Selectors").
// Each option of a page's selector leads to the page's counterpart in
// that version or language, so the options differ from page to page; a
// site of 35 versions spent 5.8 KB of every page on its version selector.
// A selector of more than switchInline options is written twice:
//
//   - short, in every page: the page's own option, its neighbours and the
//     default, so that a reader without JavaScript reaches every version
//     (from one to the next) and the default in one click;
//   - whole, once per section, in a script file under _navbuild/switch/
//     that the section's pages load deferred and the browser caches: the
//     selector's options with, for each, a rule giving the page's
//     counterpart from the page's own link (a prefix replaced: "v12/fr/"
//     by "v35/fr/"). A page lists the counterparts the rules do not give
//     (data-x), so every link is the one the page would inline.

// switchInline is the most options a selector inlines whole.
const switchInline = 5

// switcher is a version or language selector of a section.
type switcher struct {
	c     *resolve.Division // the section's own version or language
	kind  string
	label string
	opts  []*resolve.Division // the visible options
	own   int                 // c's index in opts
	// long: the section's file holds the whole selector, at index in
	// it, and rules[i] gives option i's link from the page's own: its
	// prefix rules[i][0] replaced by rules[i][1].
	long  bool
	index string
	rules [][2]string
}

// switchData is a long selector in the section's file.
type switchData struct {
	HTML  string      `json:"h"` // the selector, every option's link to be set
	Rules [][2]string `json:"r"`
}

// newSwitchers builds the version and language selectors of frame f and,
// when one is long, the file holding them.
func (s *Site) newSwitchers(f *frame) error {
	r := s.r
	var data []switchData
	for _, c := range f.chain[1:] {
		if c.Kind != resolve.Version && c.Kind != resolve.Language {
			continue
		}
		sw := &switcher{c: c, kind: c.Kind.String(), label: f.texts.Get("version")}
		if c.Kind == resolve.Language {
			sw.label = f.texts.Get("language")
		}
		for _, o := range c.Parent.Children {
			if o.Hidden && o != c {
				continue
			}
			if o == c {
				sw.own = len(sw.opts)
			}
			sw.opts = append(sw.opts, o)
		}
		f.switchers = append(f.switchers, sw)
		if len(sw.opts) <= switchInline {
			continue
		}
		sw.long = true
		sw.index = fmt.Sprint(len(data))
		// The rules: for each option, the prefix pair most of the
		// section's first pages agree on (their own link and their
		// counterpart's, without the path they share).
		sample := f.sidebar.pages[:min(16, len(f.sidebar.pages))]
		if len(sample) == 0 {
			sample = []*resolve.Page{nil}
		}
		full := r.switchView(f, sw, nil)
		for i, o := range sw.opts {
			count := map[[2]string]int{}
			var best [2]string
			for _, p := range sample {
				pair := prefixPair(r.optionHref(p, c), r.optionHref(p, o))
				count[pair]++
				if count[pair] > count[best] {
					best = pair
				}
			}
			sw.rules = append(sw.rules, best)
			full.Options[i].Href = "#"
		}
		var buf bytes.Buffer
		if err := r.tmpl.ExecuteTemplate(&buf, "selectors", []*selectorView{full}); err != nil {
			return fmt.Errorf("render the selectors' file: %w", err)
		}
		html, err := r.minify("text/html", buf.Bytes())
		if err != nil {
			return fmt.Errorf("minify the selectors' file: %w", err)
		}
		data = append(data, switchData{HTML: string(html), Rules: sw.rules})
	}
	if len(data) == 0 {
		return nil
	}
	// A script file, not inline: no need to escape "<".
	var js bytes.Buffer
	enc := json.NewEncoder(&js)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(data); err != nil {
		return err
	}
	script := strings.Replace(r.switchJS, switchMark, strings.TrimSpace(js.String()), 1)
	sum := sha256.Sum256([]byte(script))
	f.switchFile = "_navbuild/switch/" + hex.EncodeToString(sum[:6]) + ".js"
	f.switchScript = []byte(script)
	return nil
}

// switchMark is where assets/switch.js takes a section's long selectors.
const switchMark = "NAVBUILD_SWITCH"

// prefixPair returns the prefixes of two links without the path they end
// with in common, cut after a "/": ("v12/fr/", "v35/fr/") for
// "v12/fr/guide/" and "v35/fr/guide/", which leaves "fr/guide/".
func prefixPair(a, b string) [2]string {
	k := 0
	for k < len(a) && k < len(b) && a[len(a)-1-k] == b[len(b)-1-k] {
		k++
	}
	for k > 0 && !(segmentStart(a, len(a)-k) && segmentStart(b, len(b)-k)) {
		k--
	}
	return [2]string{a[:len(a)-k], b[:len(b)-k]}
}

func segmentStart(s string, i int) bool {
	return i == 0 || s[i-1] == '/'
}

// optionHref is the link of page p's counterpart in version or language
// o; with p nil, o's first page.
func (r *Renderer) optionHref(p *resolve.Page, o *resolve.Division) string {
	target := o.First
	if p != nil {
		target = p.Counterpart(o)
	}
	if target == nil {
		return "./"
	}
	return r.link.page(target.URL)
}

// switchView is selector sw of page p: of a long selector, the short
// list, and the options its rules do not give (Except). With p nil, the
// whole selector, each option leading to its first page.
func (r *Renderer) switchView(f *frame, sw *switcher, p *resolve.Page) *selectorView {
	sel := &selectorView{Kind: sw.kind, Label: sw.label, DefaultLabel: f.texts.Get("default")}
	def := sw.c.Parent.DefaultChild(sw.c.Kind)
	short := sw.long && p != nil
	own := r.optionHref(p, sw.c)
	var except [][2]any
	for i, o := range sw.opts {
		href := r.optionHref(p, o)
		if short {
			if rule := sw.rules[i]; !strings.HasPrefix(own, rule[0]) || rule[1]+own[len(rule[0]):] != href {
				except = append(except, [2]any{i, href})
			}
			if o != def && (i < sw.own-1 || i > sw.own+1) {
				continue
			}
		}
		lv := &linkView{Label: o.Label, Tag: o.Tag, Active: o == sw.c, Href: href, Default: o == def}
		if sw.c.Kind == resolve.Language {
			lv.Label = languageName(o.Label)
		}
		if o == sw.c {
			sel.Current = lv
		}
		sel.Options = append(sel.Options, lv)
	}
	if short {
		sel.Switch = sw.index
		if len(except) > 0 {
			js, _ := json.Marshal(except) // ints and strings: cannot fail
			sel.Except = string(js)
		}
	}
	return sel
}
