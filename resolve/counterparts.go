package resolve

import (
	"bytes"
	"context"
	"iter"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/parallel"
)

// pageIndex lists the pages of one version or language for the switcher's
// lookups.
type pageIndex struct {
	byPath   map[string]*Page
	byMasked map[string]*Page // path with one non-final segment replaced by "*"
	byTail   map[string]*Page // path without its first segment
	byGroup  map[string]*Page // first page of each group label
}

func newPageIndex(d *Division) *pageIndex {
	ix := &pageIndex{byPath: map[string]*Page{}, byMasked: map[string]*Page{}, byTail: map[string]*Page{}, byGroup: map[string]*Page{}}
	addPage := func(p *Page) {
		if _, ok := ix.byPath[p.Path]; ok {
			return
		}
		ix.byPath[p.Path] = p
		k := newPathKeys(p.Path)
		for _, m := range k.masked {
			if _, ok := ix.byMasked[m]; !ok {
				ix.byMasked[m] = p
			}
		}
		if len(k.masked) > 0 {
			if _, ok := ix.byTail[k.tail]; !ok {
				ix.byTail[k.tail] = p
			}
		}
	}
	for it := range navItems(d) {
		g := it.Group
		if g == nil {
			addPage(it.Page)
			continue
		}
		if _, ok := ix.byGroup[g.Label]; !ok && g.First != nil {
			ix.byGroup[g.Label] = g.First
		}
		if g.Root != nil {
			addPage(g.Root)
		}
	}
	return ix
}

// navItems yields the items of d and of the divisions below it in the
// sidebar's order, depth first: a division's items, then its children's,
// then its menu's; a group before the items in it.
func navItems(d *Division) iter.Seq[*Item] {
	return func(yield func(*Item) bool) {
		var items func([]*Item) bool
		items = func(its []*Item) bool {
			for _, it := range its {
				if !yield(it) || it.Group != nil && !items(it.Group.Items) {
					return false
				}
			}
			return true
		}
		var walk func(*Division) bool
		walk = func(d *Division) bool {
			if !items(d.Items) {
				return false
			}
			for _, c := range slices.Concat(d.Children, d.Menu) {
				if !walk(c) {
					return false
				}
			}
			return true
		}
		walk(d)
	}
}

// pathKeys are what a page's path is looked up by in an index of another
// version or language: computed once per page, which is looked up in every
// sibling (35 versions of 4 languages at 25,000 pages).
type pathKeys struct {
	// masked is the path with each non-final segment in turn replaced by
	// "*": "*/x/guide" and "v1/*/guide" for "v1/x/guide".
	masked []string
	// tail is the path without its first segment, when it has more than
	// one (masked is not empty).
	tail string
}

func newPathKeys(p string) pathKeys {
	var k pathKeys
	for start := 0; ; {
		end := strings.IndexByte(p[start:], '/')
		if end < 0 {
			break
		}
		end += start
		k.masked = append(k.masked, p[:start]+"*"+p[end:])
		start = end + 1
	}
	if i := strings.IndexByte(p, '/'); i >= 0 {
		k.tail = p[i+1:]
	}
	return k
}

// find returns p's counterpart in the index (k are p's keys): the same
// path; a path that differs in one non-final segment ("v1/guide" and
// "v2/guide"); for languages, the path with or without a leading locale
// segment; the first page of the group with the same label. same is false
// for the last: the page found is not p in another version or language.
func (ix *pageIndex) find(p *Page, k *pathKeys, lang bool) (q *Page, same bool) {
	if q, ok := ix.byPath[p.Path]; ok {
		return q, true
	}
	for _, m := range k.masked {
		if q, ok := ix.byMasked[m]; ok {
			return q, true
		}
	}
	if lang {
		if q, ok := ix.byTail[p.Path]; ok { // "guide" -> "es/guide"
			return q, true
		}
		if len(k.masked) > 0 {
			if q, ok := ix.byPath[k.tail]; ok { // "es/guide" -> "guide"
				return q, true
			}
		}
	}
	if p.Group != nil {
		if q, ok := ix.byGroup[p.Group.Label]; ok {
			return q, false
		}
	}
	return nil, false
}

// counterparts fills each page's counterpart in every sibling version and
// language of its own. At 25,000 pages in 35 versions of 4 languages that
// is a million lookups, in the serial part of a build: the indexes are
// built, and the pages looked up, in parallel (each page's lists are its
// own: the result does not depend on the order).
func (b *builder) counterparts() {
	var divs []*Division
	indexes := map[*Division]*pageIndex{}
	for _, p := range b.site.Pages {
		for _, own := range []*Division{p.Version, p.Language} {
			if own == nil {
				continue
			}
			for _, sib := range own.Parent.Children {
				if _, ok := indexes[sib]; !ok && sib.Kind == own.Kind && sib != own {
					indexes[sib] = nil
					divs = append(divs, sib)
				}
			}
		}
	}
	built := make([]*pageIndex, len(divs))
	parallel.Each(context.Background(), len(divs), 0, func(i int, _ *bytes.Buffer) error {
		built[i] = newPageIndex(divs[i])
		return nil
	})
	for i, d := range divs {
		indexes[d] = built[i]
	}
	const chunk = 256
	pages := b.site.Pages
	parallel.Each(context.Background(), (len(pages)+chunk-1)/chunk, 0, func(i int, _ *bytes.Buffer) error {
		// Lists are gathered in scratch slices and copied at their size:
		// appending to each page's own list was a third of the time.
		var cps []counterpart
		var trs []Translation
		for _, p := range pages[i*chunk : min(len(pages), (i+1)*chunk)] {
			cps, trs = counterpartsOf(p, indexes, cps[:0], trs[:0])
			if len(cps) > 0 {
				p.counterparts = slices.Clone(cps)
			}
			if len(trs) > 0 {
				p.translations = slices.Clone(trs)
			}
		}
		return nil
	})
}

// counterpartsOf appends p's counterparts and translations to cps and trs,
// looking them up in indexes, which holds every sibling division's.
func counterpartsOf(p *Page, indexes map[*Division]*pageIndex, cps []counterpart, trs []Translation) ([]counterpart, []Translation) {
	var k *pathKeys // made at the first lookup: most pages have no versions
	for _, own := range []*Division{p.Version, p.Language} {
		if own == nil {
			continue
		}
		for _, sib := range own.Parent.Children {
			if sib.Kind != own.Kind {
				continue
			}
			var q *Page
			same := true
			if sib != own {
				if k == nil {
					k = new(newPathKeys(p.Path))
				}
				q, same = indexes[sib].find(p, k, own.Kind == Language)
			} else {
				q = p
			}
			if same && q != nil && own.Kind == Language {
				trs = append(trs, Translation{Language: sib, Page: q})
			}
			if q == nil && own.Kind == Language && p.Version != nil {
				// Stay in the same version when the language has it.
				if v := findVersion(sib, p.Version.Label); v != nil {
					q = v.First
				}
			}
			if q != nil && q != sib.First {
				// Counterpart gives sib.First for the rest.
				cps = append(cps, counterpart{sib, q})
			}
		}
	}
	return cps, trs
}

// findVersion returns the version labelled label inside d, or nil.
func findVersion(d *Division, label string) *Division {
	for _, c := range d.Children {
		if c.Kind == Version && c.Label == label {
			return c
		}
		if v := findVersion(c, label); v != nil {
			return v
		}
	}
	return nil
}
