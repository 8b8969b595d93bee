package render

import (
	"bytes"
	"fmt"
	"html/template"
	"io"
	"path"
	"strings"

	"github.com/navbuild/navbuild/internal/apiref"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/internal/markdown"
	"github.com/navbuild/navbuild/resolve"
)

// This file writes what agents read: each page's Markdown twin (its URL
// with .md appended, as on the reference: /quickstart.md, /guide.md for
// /guide/, /index.md for the root).

// twinFile returns the output file of the Markdown twin of the page at
// URL u.
func twinFile(u string) string {
	// The twin follows the page's own file: two pages never share one
	// (a URL's "#" or "?" is part of its file's name, not cut off).
	f := file(u)
	if f == "index.html" {
		return "index.md"
	}
	return strings.TrimSuffix(f, "/index.html") + ".md"
}

// twin composes page p's Markdown twin: its title, its description, the
// API reference of an endpoint page, then its content.
func twin(p *resolve.Page, body []byte, api *apiView) []byte {
	var b bytes.Buffer
	b.Grow(len(body) + 256)
	b.WriteString("# " + mdLine(p.Title) + "\n")
	if d := mdLine(p.Description); d != "" {
		b.WriteString("\n> " + d + "\n")
	}
	if len(body) > 0 {
		b.WriteString("\n")
		b.Write(body)
	}
	if api != nil && api.data != nil && api.data.Reference != nil {
		b.WriteString("\n")
		apiMarkdown(&b, api.data)
	}
	return b.Bytes()
}

// apiMarkdown writes an endpoint's reference as Markdown: method and URL,
// servers, authorization, parameters, body, responses and example
// requests.
func apiMarkdown(b *bytes.Buffer, d *apiData) {
	ref := d.Reference
	desc := func(h template.HTML) string {
		if s, ok := d.descs[h]; ok {
			return strings.TrimSpace(s)
		}
		return ""
	}
	target := ref.Path
	if !ref.Webhook && len(ref.Servers) > 0 {
		target = strings.TrimSuffix(ref.Servers[0].URL, "/") + ref.Path
	}
	fmt.Fprintf(b, "```http\n%s %s\n```\n", ref.Method, target)
	if ref.Deprecated {
		b.WriteString("\nDeprecated.\n")
	}
	if s := desc(ref.Description); s != "" {
		b.WriteString("\n" + s + "\n")
	}
	if len(ref.Servers) > 1 {
		b.WriteString("\n## Servers\n\n")
		for _, s := range ref.Servers {
			b.WriteString(markdown.FieldItem(s.URL, nil, mdLine(s.Description)) + "\n")
		}
	}
	if len(ref.Security) > 0 {
		b.WriteString("\n## Authorization\n\n")
		for i, opt := range ref.Security {
			if i > 0 {
				b.WriteString("\nOr:\n\n")
			}
			for _, s := range opt.Schemes {
				marks := []string{s.Kind}
				if s.In != "" {
					marks = append(marks, s.In)
				}
				if s.Format != "" {
					marks = append(marks, s.Format)
				}
				if len(s.Scopes) > 0 {
					marks = append(marks, "scopes: "+strings.Join(s.Scopes, ", "))
				}
				mdItem(b, "", cmpOr(s.Param, s.Name), marks, desc(s.Description))
			}
		}
	}
	for _, g := range ref.Params {
		b.WriteString("\n## " + g.Title + "\n\n")
		for _, f := range g.Fields {
			mdField(b, "", f, desc)
		}
	}
	if body := ref.Body; body != nil {
		title := "Body"
		if ref.Webhook {
			title = "Payload"
		}
		b.WriteString("\n## " + title + "\n")
		if body.Required {
			b.WriteString("\nRequired.\n")
		}
		if s := desc(body.Description); s != "" {
			b.WriteString("\n" + s + "\n")
		}
		mdMedia(b, "###", body.Media, desc, false)
	}
	if len(ref.Responses) > 0 {
		b.WriteString("\n## Responses\n")
		for _, r := range ref.Responses {
			b.WriteString("\n### " + r.Status + "\n")
			if s := desc(r.Description); s != "" {
				b.WriteString("\n" + s + "\n")
			}
			if len(r.Headers) > 0 {
				b.WriteString("\nHeaders:\n\n")
				for _, f := range r.Headers {
					mdField(b, "", f, desc)
				}
			}
			mdMedia(b, "####", r.Media, desc, true)
		}
	}
	if len(ref.Samples) > 0 {
		b.WriteString("\n## Example request\n")
		for _, s := range ref.Samples {
			b.WriteString("\n### " + mdLine(s.Label) + "\n\n")
			b.WriteString(mdFence(s.Code, s.Lang) + "\n")
		}
	}
}

// mdMedia writes bodies by media type: the schema's fields, and the
// examples (the first only for a request body, whose samples show it).
func mdMedia(b *bytes.Buffer, h string, media []apiref.Media, desc func(template.HTML) string, examples bool) {
	for _, m := range media {
		if len(media) > 1 || m.Schema != nil {
			b.WriteString("\n" + h + " " + mdCode(m.Type) + "\n\n")
		}
		if m.Schema != nil {
			if s := desc(m.Schema.Description); s != "" {
				b.WriteString(s + "\n\n")
			}
			if m.Schema.Type != "" && !m.Schema.Expandable() {
				b.WriteString("Type: " + mdCode(m.Schema.Type) + "\n")
			}
			mdFieldChildren(b, "", m.Schema, desc)
		}
		if !examples {
			continue
		}
		for _, ex := range m.Examples {
			b.WriteString("\nExample")
			if ex.Label != "" {
				b.WriteString(" (" + mdLine(ex.Label) + ")")
			}
			b.WriteString(":\n\n" + mdFence(ex.Code, ex.Lang) + "\n")
		}
	}
}

// mdField writes a field as a list item, its nested fields indented
// under it.
func mdField(b *bytes.Buffer, indent string, f *apiref.Field, desc func(template.HTML) string) {
	var marks []string
	if f.Type != "" {
		marks = append(marks, f.Type)
	}
	if f.Required {
		marks = append(marks, "required")
	}
	if f.Nullable && !strings.Contains(f.Type, "null") {
		marks = append(marks, "nullable")
	}
	if f.ReadOnly {
		marks = append(marks, "read-only")
	}
	if f.WriteOnly {
		marks = append(marks, "write-only")
	}
	if f.Deprecated {
		marks = append(marks, "deprecated")
	}
	if f.Default != "" {
		marks = append(marks, "default: "+mdCode(f.Default))
	}
	if len(f.Enum) > 0 {
		vals := make([]string, len(f.Enum))
		for i, v := range f.Enum {
			vals[i] = mdCode(v)
		}
		marks = append(marks, "one of: "+strings.Join(vals, ", "))
	}
	marks = append(marks, f.Constraints...)
	if f.Example != "" {
		marks = append(marks, "example: "+mdCode(f.Example))
	}
	name := f.Name
	if name == "" {
		name = f.Title
	}
	mdItem(b, indent, name, marks, desc(f.Description))
	mdFieldChildren(b, indent+"  ", f, desc)
}

// mdFieldChildren writes the properties, additional properties and
// alternatives of f.
func mdFieldChildren(b *bytes.Buffer, indent string, f *apiref.Field, desc func(template.HTML) string) {
	for _, c := range f.Children {
		mdField(b, indent, c, desc)
	}
	if f.Additional != nil {
		mdField(b, indent, f.Additional, desc)
	}
	if len(f.Alternatives) > 0 {
		b.WriteString(indent + "- " + cmpOr(f.Choice, "one of") + ":\n")
		for i, a := range f.Alternatives {
			alt := *a
			if alt.Name == "" && alt.Title == "" {
				alt.Title = fmt.Sprintf("Option %d", i+1)
			}
			mdField(b, indent+"  ", &alt, desc)
		}
	}
	if f.Truncated {
		b.WriteString(indent + "- …\n")
	}
}

// mdItem writes a list item: a name in code, its marks, and a
// description, indented under it when it has several lines.
func mdItem(b *bytes.Buffer, indent, name string, marks []string, desc string) {
	if strings.Contains(desc, "\n") {
		b.WriteString(indent + markdown.FieldItem(name, marks, "") + "\n\n")
		for _, line := range strings.Split(desc, "\n") {
			if strings.TrimSpace(line) == "" {
				b.WriteString("\n")
				continue
			}
			b.WriteString(indent + "  " + line + "\n")
		}
		b.WriteString("\n")
		return
	}
	b.WriteString(indent + markdown.FieldItem(name, marks, desc) + "\n")
}

// mdLine makes text one line of Markdown.
func mdLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// mdCode writes s as a code span.
func mdCode(s string) string { return markdown.CodeSpan(mdLine(s)) }

// mdFence writes code as a fenced block in language lang.
func mdFence(code, lang string) string { return markdown.Fence(strings.TrimRight(code, "\n"), lang) }

func cmpOr(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// oldVersion reports whether p belongs to a version other than its
// siblings' default.
func oldVersion(p *resolve.Page) bool {
	v := p.Version
	return v != nil && v.Parent != nil && v.Parent.DefaultChild(resolve.Version) != v
}

// planAgents lists the Markdown twins of the written pages and the
// llms.txt, llms-full.txt and robots.txt files, claiming each in out. A
// file of the docs folder named llms.txt, llms-full.txt or robots.txt is
// copied instead of navbuild's, as on the reference. A redirect from a
// twin's name (ollama redirects /development.md, which is then a folder
// holding a forwarding page) keeps it, with a warning; any other output
// at a twin's name, or below it, is an error.
func (s *Site) planAgents(out *outputs, srcs *sources) {
	s.twins = map[string]*resolve.Page{}
	for _, p := range s.site.Pages {
		if !written(p) || s.pages[file(p.URL)] != p || s.r.opts.LatestTwins && oldVersion(p) {
			continue
		}
		name, src := twinFile(p.URL), srcs.as("the Markdown twin", p)
		if c, taken := out.conflict(name); taken && c.src.redirect {
			out.collide(diag.Warning, c.name, c.src, outClaim{name, src}, "the twin is not written; remove the redirect to publish it")
			continue
		}
		if out.claim(name, src) {
			s.twins[name] = p
		}
	}
	generate := func(name string) bool {
		return !s.static[name] && out.claim(name, ownSource(name))
	}
	dirs, divs := llmsRoots(s.site)
	for i, dir := range dirs {
		if name := path.Join(dir, "llms.txt"); generate(name) {
			s.extra[name] = s.llmsTxt(dir, divs[i])
		}
	}
	if generate("llms-full.txt") {
		s.full = s.llmsFullPages()
		s.inFull = make([]bool, len(s.site.Pages))
		for _, p := range s.full {
			s.inFull[s.index[p]] = true
		}
	}
	if generate("robots.txt") {
		s.extra["robots.txt"] = s.robotsTxt()
	}
}

// twin renders page p and returns its Markdown twin.
func (s *Site) twin(p *resolve.Page) ([]byte, error) {
	var buf bytes.Buffer
	_, c, err := s.renderPage(&buf, p, file(p.URL))
	if err != nil {
		return nil, err
	}
	return c.twin, nil
}

// llms.txt lists the navigation's pages for agents, as the reference
// writes it: the site's name and description, then each page as a link to
// its Markdown twin with its description, under the navigation's
// divisions and groups. A language whose pages live under its code
// ("/fr/...") gets its own at its root ("fr/llms.txt"). llms-full.txt is
// every twin of the navigation in order. Hidden and noindex pages are
// left out; the docs folder's own files of these names win.

// agentPages returns the pages llms.txt lists under division d, by
// section title, in navigation order, each page once. With defaultOnly
// a versioned navigation gives only its default version's pages (what
// llms-full.txt holds).
func agentPages(d *resolve.Division, defaultOnly bool) (titles []string, pages [][]*resolve.Page) {
	seen := map[*resolve.Page]bool{}
	// trail is one stack of section labels, pushed and popped on the way
	// down, and a title is joined only for a page that is listed, once:
	// copying the trail per group, or joining it per listing, made a deep
	// hostile navigation quadratic.
	var trail []string
	add := func(p *resolve.Page) {
		if p == nil || seen[p] || !written(p) || p.Hidden || noindex(p) {
			return
		}
		seen[p] = true
		title := strings.Join(trail, " › ")
		if len(titles) == 0 || titles[len(titles)-1] != title {
			titles = append(titles, title)
			pages = append(pages, nil)
		}
		pages[len(pages)-1] = append(pages[len(pages)-1], p)
	}
	push := func(label string) (pop func()) {
		if label == "" {
			return func() {}
		}
		trail = append(trail, label)
		return func() { trail = trail[:len(trail)-1] }
	}
	var items func(its []*resolve.Item)
	items = func(its []*resolve.Item) {
		for _, it := range its {
			switch {
			case it.Hidden:
			case it.Page != nil:
				add(it.Page)
			case it.Group != nil && !it.Group.Hidden:
				pop := push(it.Group.Label)
				add(it.Group.Root)
				items(it.Group.Items)
				pop()
			}
		}
	}
	var div func(d *resolve.Division)
	div = func(d *resolve.Division) {
		if d.Hidden || defaultOnly && d.Kind == resolve.Version && d != d.Parent.DefaultChild(resolve.Version) {
			return
		}
		if d.Kind != resolve.Root {
			defer push(d.Title())()
		}
		items(d.Items)
		for _, c := range d.Children {
			div(c)
		}
		for _, c := range d.Menu {
			div(c)
		}
	}
	div(d)
	return titles, pages
}

func noindex(p *resolve.Page) bool { return p.NoIndex }

// llmsRoots returns the folders that get an llms.txt: the root (the whole
// navigation), and each language whose first page is under its code.
func llmsRoots(site *resolve.Site) (dirs []string, divs []*resolve.Division) {
	dirs, divs = []string{""}, []*resolve.Division{site.Nav}
	var walk func(d *resolve.Division)
	walk = func(d *resolve.Division) {
		for _, c := range d.Children {
			if c.Kind == resolve.Language && c.First != nil && !c.Hidden {
				code, _, _ := strings.Cut(strings.TrimPrefix(c.First.URL, "/"), "/")
				if code != "" && strings.EqualFold(code, c.Label) {
					dirs, divs = append(dirs, code), append(divs, c)
					continue
				}
			}
			walk(c)
		}
	}
	if site.Nav != nil {
		walk(site.Nav)
	}
	return dirs, divs
}

// llmsTxt writes the llms.txt of division d at folder dir.
func (s *Site) llmsTxt(dir string, d *resolve.Division) []byte {
	var b bytes.Buffer
	b.WriteString("# " + mdLine(s.site.Name) + "\n")
	if desc := mdLine(s.site.Description); desc != "" {
		b.WriteString("\n> " + desc + "\n")
	}
	titles, pages := agentPages(d, false)
	for i, t := range titles {
		b.WriteString("\n## " + cmpOr(mdLine(t), "Docs") + "\n\n")
		for _, p := range pages[i] {
			target := twinFile(p.URL)
			if s.twins[target] != p { // no twin (Options.LatestTwins): the page
				target = file(p.URL)
			}
			b.WriteString("- [" + mdLinkText(p.Title) + "](" + s.agentLink(dir, target) + ")")
			if desc := clip(mdLine(p.Description), llmsDescMax); desc != "" {
				b.WriteString(": " + desc)
			}
			b.WriteString("\n")
		}
	}
	return b.Bytes()
}

// llmsDescMax caps a description in llms.txt, in characters, as the
// reference does (its llms.txt page: descriptions truncated to 300
// characters), so that a site of long descriptions keeps its llms.txt an
// index.
const llmsDescMax = 300

// clip returns s cut to at most n characters, at a space when there is
// one in its last fifth, with "…" when it was cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := string(r[:n-1])
	if i := strings.LastIndexByte(cut, ' '); i > len(cut)*4/5 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ") + "…"
}

// agentLink is the link from a file of folder dir to the output file
// name: absolute with a base URL, else relative.
func (s *Site) agentLink(dir, name string) string {
	name = hrefFile(name)
	if u := s.canonBase; u != "" {
		return u + name
	}
	if dir == "" {
		return link.Relative(name)
	}
	return strings.Repeat("../", strings.Count(dir, "/")+1) + name
}

// linkTextEscaper escapes brackets in a Markdown link's text; built once,
// not per link (a Replacer builds its tables on first use).
var linkTextEscaper = strings.NewReplacer("[", `\[`, "]", `\]`)

func mdLinkText(s string) string {
	return linkTextEscaper.Replace(mdLine(s))
}

// llmsFullPages returns the pages llms-full.txt holds, in navigation
// order: every twin of the navigation, and of a versioned site only the
// default version's (each version's pages keep their twins and their
// place in llms.txt). The reference's documentation does not say what
// its llms-full.txt holds for a versioned site; 35 versions of the same
// pages made it 101 MB on the 25,000-page synthetic site, the size of
// all the twins again, for an agent that wants the current docs.
func (s *Site) llmsFullPages() []*resolve.Page {
	full := []*resolve.Page{}
	_, pages := agentPages(s.site.Nav, true)
	for _, ps := range pages {
		for _, p := range ps {
			if s.twins[twinFile(p.URL)] == p {
				full = append(full, p)
			}
		}
	}
	return full
}

// llmsFull returns llms-full.txt: the twins of s.full, in order (see
// writeLLMSFull).
func (s *Site) llmsFull(size int, twinOf func(p *resolve.Page) ([]byte, error)) ([]byte, error) {
	var b bytes.Buffer
	b.Grow(size)
	if err := s.writeLLMSFull(&b, twinOf); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// writeLLMSFull writes llms-full.txt to w: the twins of s.full, in order,
// apart. A twin twinOf returns is written before the next call.
func (s *Site) writeLLMSFull(w io.Writer, twinOf func(p *resolve.Page) ([]byte, error)) error {
	started := false // a twin is written: the next one is set apart
	for _, p := range s.full {
		t, err := twinOf(p)
		if err != nil {
			return err
		}
		if started {
			if _, err := io.WriteString(w, "\n---\n\n"); err != nil {
				return err
			}
		}
		if _, err := w.Write(t); err != nil {
			return err
		}
		started = started || len(t) > 0
	}
	return nil
}
