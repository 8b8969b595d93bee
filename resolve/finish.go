package resolve

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/link"
)

// finish computes what needs the whole tree: the page list, each page's
// primary listing, breadcrumbs, first pages and links, previous and next
// pages and counterparts.
func (b *builder) finish() {
	site := b.site
	// Pages: navigation order (depth first, as the sidebar reads), then
	// x-hidden endpoint pages, then pages in no navigation, by path.
	seen := map[*Page]bool{}
	add := func(p *Page) {
		if !seen[p] {
			seen[p] = true
			site.Pages = append(site.Pages, p)
		}
	}
	for it := range navItems(site.Nav) {
		if it.Group == nil {
			add(it.Page)
		} else if it.Group.Root != nil {
			add(it.Group.Root)
		}
	}
	for _, p := range b.hidden {
		add(p)
	}
	listed := map[string]bool{}
	for _, p := range site.Pages {
		if p.File != "" {
			listed[p.File] = true
		}
	}
	// An .mdx file wins over the .md file of the same name, as a listed
	// page's does: it comes first.
	unlistedFiles := slices.Clone(b.files.pages)
	slices.SortStableFunc(unlistedFiles, func(x, y string) int {
		if c := strings.Compare(pageStem(x), pageStem(y)); c != 0 {
			return c
		}
		return strings.Compare(path.Ext(y), path.Ext(x)) // .mdx before .md
	})
	for _, f := range unlistedFiles {
		if listed[f] {
			continue
		}
		p := pageStem(f)
		if other, taken := b.pages[p]; taken {
			// A .md beside an .mdx of the same name: the .mdx wins.
			b.unbuilt(f, other, "an .mdx file wins over the .md file of the same name")
			continue
		}
		pg := &Page{Path: p, URL: pageURL(p), File: f}
		b.applyFrontMatter(pg, b.fm[f])
		if b.leaveOut(pg) {
			continue
		}
		if other, ok := b.urls[pg.URL]; ok && other.InNav {
			// e.g. guides/index.mdx beside a listed guides.md
			b.unbuilt(f, other, "the page the navigation lists wins")
			continue
		}
		b.pages[p] = pg
		b.claim(pg, origin{what: fmt.Sprintf("page %q", f), file: f})
		add(pg)
	}
	site.byPath = b.pages
	slices.Sort(site.Drafts)
	site.Drafts = slices.Compact(site.Drafts)
	for f := range b.files.all {
		if isStatic(f) || rootFiles[f] {
			site.Static = append(site.Static, f)
		}
	}
	slices.Sort(site.Static)
	b.frontMatterEndpoints(site.Pages)

	b.primaryListings()
	b.firstPages(site.Nav)
	site.Home = site.Nav.First
	b.prevNext()
	b.counterparts()
	b.duplicates()
}

// pageStem is the page path of the page file f.
func pageStem(f string) string { return strings.TrimSuffix(strings.TrimSuffix(f, ".mdx"), ".md") }

// unbuilt warns that the page file f, in no navigation, is not built
// because page other has its URL, and says why other wins: a folder
// whose a.md and a/index.mdx are both pages would otherwise lose one of
// them without a word.
func (b *builder) unbuilt(f string, other *Page, why string) {
	by := fmt.Sprintf("page %q", other.Path)
	if other.File != "" {
		by += " (" + other.File + ")"
	}
	b.diags.Add(diag.Warning, diag.Pos{File: f}, "", fmt.Sprintf("page file %s is not built: %s has its URL, %s", f, by, other.URL),
		why+"; rename or remove one of the two files")
}

// primaryListings picks, for every page, the listing it is rendered in:
// the first one inside default versions and languages, else the first.
// Breadcrumbs come from the last listing, as the reference's do.
func (b *builder) primaryListings() {
	primary := map[*Page]*listing{}
	for _, l := range b.listings {
		l.page.Trail = l.trail
		cur, ok := primary[l.page]
		if !ok || (!allDefaults(cur.chain) && allDefaults(l.chain)) {
			primary[l.page] = l
		}
	}
	for p, l := range primary {
		p.Section, p.Group = l.section, l.group
		for _, d := range l.chain {
			switch d.Kind {
			case Version:
				p.Version = d
			case Language:
				p.Language = d
			}
		}
	}
	// Pages listed only as group roots get no trail from the reference.
	for _, l := range b.listings {
		if l.isRoot && !b.listedAsPage(l.page) {
			l.page.Trail = nil
		}
	}
}

func (b *builder) listedAsPage(p *Page) bool {
	for _, l := range b.listings {
		if l.page == p && !l.isRoot {
			return true
		}
	}
	return false
}

// allDefaults reports whether every version and language of chain is the
// default of its siblings.
func allDefaults(chain []*Division) bool {
	for _, d := range chain {
		if (d.Kind == Version || d.Kind == Language) && d.Parent.DefaultChild(d.Kind) != d {
			return false
		}
	}
	return true
}

// firstPages sets First and Link on every division and First on every
// group, as the reference's getFirstPageFromNavigation does: sidebar items
// in order (skipping hidden groups), then child divisions (skipping hidden
// ones, the default version or language first), then menu items.
func (b *builder) firstPages(d *Division) *Page {
	for _, g := range d.Global {
		g.First = nil
	}
	if f := firstOf(d.Items); d.First == nil {
		d.First = f
	}
	kids := append(append([]*Division(nil), d.Children...), d.Menu...)
	for _, c := range kids {
		b.firstPages(c)
	}
	if d.First == nil && d.Href == "" {
		if def := d.DefaultChild(Version); def != nil && !def.Hidden && def.First != nil {
			d.First = def.First
		} else if def := d.DefaultChild(Language); def != nil && !def.Hidden && def.First != nil {
			d.First = def.First
		}
		for _, c := range kids {
			if d.First == nil && !c.Hidden {
				d.First = c.First
			}
		}
	}
	switch {
	case d.Href != "":
		// config kept only valid hrefs. navbuild follows a relative one,
		// as the docs promise (the reference links a tab's relative href
		// to "/").
		d.Link, d.External = d.Href, link.Classify(d.Href) == link.External
	case d.First != nil:
		d.Link = d.First.URL
	default:
		d.Link = "/"
	}
	return d.First
}

// groupFirst sets and returns g's first page: its root, else its first
// page, descending into non-hidden nested groups.
func groupFirst(g *Group) *Page {
	f := firstOf(g.Items)
	if g.Root != nil {
		g.First = g.Root
	} else if g.First == nil {
		g.First = f
	}
	return g.First
}

// firstOf returns the first page of items: a page, or the first page of a
// group that is not hidden. It sets First on every group among them.
func firstOf(items []*Item) *Page {
	var first *Page
	for _, it := range items {
		if it.Group != nil {
			if f := groupFirst(it.Group); f != nil && first == nil && !it.Group.Hidden {
				first = f
			}
		} else if first == nil {
			first = it.Page
		}
	}
	return first
}

// prevNext links each page to its neighbours in the sidebar order of its
// section, skipping hidden items.
func (b *builder) prevNext() {
	sections := map[*Division]bool{}
	for _, p := range b.site.Pages {
		if p.Section != nil {
			sections[p.Section] = true
		}
	}
	for _, p := range b.site.Pages {
		d := p.Section
		if d == nil || !sections[d] {
			continue
		}
		sections[d] = false
		var seq []*Page
		var walk func(items []*Item)
		walk = func(items []*Item) {
			for _, it := range items {
				switch {
				case it.Hidden:
				case it.Group != nil:
					if it.Group.Root != nil {
						seq = append(seq, it.Group.Root)
					}
					walk(it.Group.Items)
				default:
					seq = append(seq, it.Page)
				}
			}
		}
		walk(d.Items)
		seq = slices.CompactFunc(seq, func(a, b *Page) bool { return a == b })
		done := map[*Page]bool{}
		for i, q := range seq {
			if q.Section != d || done[q] {
				continue
			}
			done[q] = true
			if i > 0 {
				q.Prev = seq[i-1]
			}
			if i+1 < len(seq) {
				q.Next = seq[i+1]
			}
		}
	}
}

// duplicates warns about a page listed twice in one section: across
// versions, languages or tabs sharing is deliberate and common.
func (b *builder) duplicates() {
	type key struct {
		section *Division
		page    *Page
	}
	seen := map[key]bool{}
	for _, l := range b.listings {
		if l.item == nil || l.item.Path == "" {
			continue
		}
		k := key{l.section, l.page}
		if seen[k] {
			b.diags.Add(diag.Warning, l.item.Pos(), l.item.Path, fmt.Sprintf("page %q is listed twice in this section", l.page.Path), "the sidebar shows it twice; remove one")
		}
		seen[k] = true
	}
}

// staticExts are the extensions of files copied to the site as they are.
// Source files (pages, docs.json, specs, package manifests) stay out.
var staticExts = map[string]bool{
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".svg": true, ".webp": true, ".avif": true,
	".ico": true, ".bmp": true, ".mp4": true, ".webm": true, ".mov": true, ".mp3": true, ".wav": true,
	".ogg": true, ".pdf": true, ".zip": true, ".woff": true, ".woff2": true, ".ttf": true, ".otf": true,
	".eot": true, ".txt": true, ".csv": true, ".css": true, ".js": true,
}

// rootFiles are files at the docs folder's root that the site serves
// as they are: the folder's own sitemap (which wins over navbuild's, as
// on the reference) and GitHub Pages' custom domain.
var rootFiles = map[string]bool{"sitemap.xml": true, "CNAME": true}

func isStatic(name string) bool {
	return staticExts[strings.ToLower(path.Ext(name))]
}

// leaveOut reports whether p is a draft to leave out of the build, and
// forgets it: no URL of the site leads to it, so a link to it is broken.
func (b *builder) leaveOut(p *Page) bool {
	if !p.Draft || b.opts.IncludeDrafts {
		return false
	}
	for k, q := range b.pages {
		if q == p {
			delete(b.pages, k)
		}
	}
	if b.urls[p.URL] == p {
		delete(b.urls, p.URL)
	}
	b.site.Drafts = append(b.site.Drafts, cmp.Or(p.File, p.Path))
	return true
}
