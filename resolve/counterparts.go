package resolve

import (
	"iter"
	"slices"
	"strings"
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
		segs := strings.Split(p.Path, "/")
		for i := 0; i < len(segs)-1; i++ {
			k := maskSegment(segs, i)
			if _, ok := ix.byMasked[k]; !ok {
				ix.byMasked[k] = p
			}
		}
		if len(segs) > 1 {
			tail := strings.Join(segs[1:], "/")
			if _, ok := ix.byTail[tail]; !ok {
				ix.byTail[tail] = p
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

func maskSegment(segs []string, i int) string {
	c := append([]string(nil), segs...)
	c[i] = "*"
	return strings.Join(c, "/")
}

// find returns p's counterpart in the index: the same path; a path that
// differs in one non-final segment ("v1/guide" and "v2/guide"); for
// languages, the path with or without a leading locale segment; the first
// page of the group with the same label. same is false for the last: the
// page found is not p in another version or language.
func (ix *pageIndex) find(p *Page, lang bool) (q *Page, same bool) {
	if q, ok := ix.byPath[p.Path]; ok {
		return q, true
	}
	segs := strings.Split(p.Path, "/")
	for i := 0; i < len(segs)-1; i++ {
		if q, ok := ix.byMasked[maskSegment(segs, i)]; ok {
			return q, true
		}
	}
	if lang {
		if q, ok := ix.byTail[p.Path]; ok { // "guide" -> "es/guide"
			return q, true
		}
		if len(segs) > 1 {
			if q, ok := ix.byPath[strings.Join(segs[1:], "/")]; ok { // "es/guide" -> "guide"
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
// language of its own.
func (b *builder) counterparts() {
	indexes := map[*Division]*pageIndex{}
	index := func(d *Division) *pageIndex {
		ix, ok := indexes[d]
		if !ok {
			ix = newPageIndex(d)
			indexes[d] = ix
		}
		return ix
	}
	for _, p := range b.site.Pages {
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
					q, same = index(sib).find(p, own.Kind == Language)
				} else {
					q = p
				}
				if same && q != nil && own.Kind == Language {
					p.translations = append(p.translations, Translation{Language: sib, Page: q})
				}
				if q == nil && own.Kind == Language && p.Version != nil {
					// Stay in the same version when the language has it.
					if v := findVersion(sib, p.Version.Label); v != nil {
						q = v.First
					}
				}
				if q != nil && q != sib.First {
					// Counterpart gives sib.First for the rest.
					p.counterparts = append(p.counterparts, counterpart{sib, q})
				}
			}
		}
	}
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
