package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// reviewed are Pro names whose substitute was chosen by hand, over the
// matcher's: the names real sites use (the shared corpus and the sites
// issue 39 measured) where the matcher's pick was not the closest
// drawing. "" draws a dot: nothing free is close.
var reviewed = map[string]string{
	"arrows-retweet":     "lucide:repeat-2",
	"brackets-curly":     "lucide:braces",
	"message-lines":      "lucide:message-square-text",
	"page":               "lucide:file",
	"rectangle-terminal": "lucide:square-terminal",
	"rocket-launch":      "lucide:rocket",
	"user-robot":         "lucide:bot",
	"browsers":           "tabler:browser",
	"camera-cctv":        "lucide:cctv",
	"hand-wave":          "lucide:hand",
	"message-bot":        "tabler:message-chatbot",
	"message-smile":      "tabler:message-circle-heart",
	"rectangle-code":     "lucide:square-code",
	"signal-stream":      "tabler:broadcast",
	"snake":              "lucide:worm",
	"square-c":           "tabler:square-letter-c",
	"square-k":           "tabler:square-letter-k",
	"square-question":    "tabler:help-square",
	"up":                 "lucide:arrow-big-up",
	"bullseye-pointer":   "fontawesome:bullseye",
	"book-open-cover":    "fontawesome:book-open",
	"pipe":               "lucide:minus",
}

// candidate is one free glyph a Pro name can be drawn with: its set
// ("fontawesome", "lucide", "tabler"), the name it is drawn by, the
// tokens of the name it is matched on (its own or an alias) and of its
// search terms.
type candidate struct {
	set, target string
	name        []string
	terms       map[string]bool
}

// metadata collects the free sets' names, aliases and search terms, in
// the order the packages are read, to match Pro names against.
type metadata struct {
	free  map[string]bool // Font Awesome Free names and aliases
	cands []candidate
	// per set, the names it has, for exact matches
	names map[string]map[string]bool
	// proNames and proSubs count the Pro names pro wrote, and those
	// drawn by a free glyph.
	proNames, proSubs int
}

// has records the names of a generated set (with its aliases: Lucide's
// "grid" is a copy of "grid-3x3") for exact matches.
func (m *metadata) has(s *set) {
	lib, _, _ := strings.Cut(strings.TrimSuffix(s.file, ".gz"), "-")
	if m.names == nil {
		m.names = map[string]map[string]bool{}
	}
	if m.names[lib] == nil {
		m.names[lib] = map[string]bool{}
	}
	for name := range s.icons {
		m.names[lib][name] = true
	}
}

func (m *metadata) add(set, target string, name string, terms []string) {
	if m.names == nil {
		m.names = map[string]map[string]bool{}
	}
	if m.names[set] == nil {
		m.names[set] = map[string]bool{}
	}
	m.names[set][name] = true
	words := strings.Split(name, "-")
	slices.Sort(words)
	c := candidate{set: set, target: target, name: slices.Compact(words), terms: map[string]bool{}}
	for _, t := range terms {
		for _, w := range tokenRE.FindAllString(strings.ToLower(t), -1) {
			c.terms[w] = true
		}
	}
	m.cands = append(m.cands, c)
}

var tokenRE = regexp.MustCompile(`[a-z0-9]+`)

// fontAwesome records every free icon (any style) with its aliases and
// search terms.
func (m *metadata) fontAwesome(data []byte) error {
	var icons map[string]struct {
		Aliases struct{ Names []string }
		Search  struct{ Terms []string }
		Svgs    map[string]json.RawMessage
	}
	if err := json.Unmarshal(data, &icons); err != nil {
		return fmt.Errorf("icon-families.json: %v", err)
	}
	m.free = map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(icons)) {
		ic := icons[name]
		if _, ok := ic.Svgs["classic"]; !ok {
			continue
		}
		m.free[name] = true
		m.add("fontawesome", name, name, ic.Search.Terms)
		for _, a := range ic.Aliases.Names {
			m.free[a] = true
			m.add("fontawesome", name, a, ic.Search.Terms)
		}
	}
	return nil
}

// lucide records Lucide's icons with their tags.
func (m *metadata) lucide(data []byte) error {
	var tags map[string][]string
	if err := json.Unmarshal(data, &tags); err != nil {
		return fmt.Errorf("tags.json: %v", err)
	}
	for _, name := range slices.Sorted(maps.Keys(tags)) {
		m.add("lucide", name, name, tags[name])
	}
	return nil
}

// tabler records Tabler's outline icons with their tags and category.
func (m *metadata) tabler(data []byte) error {
	var icons map[string]struct {
		Category string
		Tags     []json.RawMessage // mostly strings, a few numbers
		Styles   map[string]json.RawMessage
	}
	if err := json.Unmarshal(data, &icons); err != nil {
		return fmt.Errorf("icons.json: %v", err)
	}
	for _, name := range slices.Sorted(maps.Keys(icons)) {
		ic := icons[name]
		if _, ok := ic.Styles["outline"]; !ok {
			continue
		}
		terms := []string{ic.Category}
		for _, t := range ic.Tags {
			terms = append(terms, strings.Trim(string(t), `"`))
		}
		m.add("tabler", name, name, terms)
	}
	return nil
}

// weak are the words of icon names that frame or qualify a drawing.
var weak = map[string]bool{"circle": true, "square": true, "sign": true, "alt": true, "o": true}

var iconNameRE = regexp.MustCompile(`'([a-z0-9-]+)'`)

// pro returns fontawesome-pro.txt: for each name of Font Awesome's
// IconName type (Free and Pro) that no free set has, a line
// "name<TAB>set:target", or "name<TAB>" when nothing is close.
func (m *metadata) pro(types []byte) ([]byte, error) {
	_, union, ok := bytes.Cut(types, []byte("export type IconName ="))
	if !ok || m.free == nil {
		return nil, fmt.Errorf("index.d.ts: no IconName type, or Font Awesome Free not read first")
	}
	union, _, _ = bytes.Cut(union, []byte(";"))
	var b bytes.Buffer
	n := 0
	for _, sm := range iconNameRE.FindAllSubmatch(union, -1) {
		name := string(sm[1])
		if m.free[name] {
			continue
		}
		n++
		to, ok := reviewed[name]
		if !ok {
			to = m.closest(name)
		}
		if to != "" {
			m.proSubs++
		}
		b.WriteString(name + "\t" + to + "\n")
	}
	m.proNames = n
	if n < 1000 {
		return nil, fmt.Errorf("index.d.ts: only %d Pro names", n)
	}
	return b.Bytes(), nil
}

// closest returns the free glyph closest to Pro name ("set:target"), ""
// for none. The same name in Lucide or Tabler wins; otherwise each
// candidate scores by the name's words it shares (its name's words count
// most, its search terms' less) less the words of its name the Pro name
// lacks. Ties go to Font Awesome (drawn in the same style), then Lucide,
// then the shorter name, then the first in name order, for determinism.
func (m *metadata) closest(name string) string {
	for _, set := range []string{"lucide", "tabler"} {
		if m.names[set][name] {
			return set + ":" + name
		}
	}
	words := strings.Split(name, "-")
	want := map[string]bool{}
	for _, w := range words {
		want[w] = true
	}
	best, bestScore, bestLen, bestRank := "", 0, 0, 0
	rank := map[string]int{"fontawesome": 0, "lucide": 1, "tabler": 2}
	for _, c := range m.cands {
		hit, extra := 0, 0
		named := map[string]bool{}
		for _, w := range c.name {
			wt := 4
			if weak[w] {
				// A frame or a suffix is less of the drawing than its subject.
				wt = 1
			}
			if want[w] {
				hit += wt
				named[w] = true
			} else if w != "sign" && w != "alt" {
				extra += wt / 2
			}
		}
		termHit := 0
		for w := range want {
			if !named[w] && c.terms[w] {
				termHit++
			}
		}
		// A candidate must share a word of its name, or its name must
		// be one of the Pro name's search words it shares with most of
		// the name (a synonym: "pipe" is nowhere but in terms).
		if hit == 0 && (termHit < len(want) || len(c.name) > 1) {
			continue
		}
		score := hit - extra + 2*termHit
		if score <= 0 {
			continue
		}
		r := rank[c.set]
		switch {
		case score > bestScore,
			score == bestScore && r < bestRank,
			score == bestScore && r == bestRank && len(c.name) < bestLen:
		default:
			continue
		}
		best, bestScore, bestLen, bestRank = c.set+":"+c.target, score, len(c.name), r
	}
	return best
}
