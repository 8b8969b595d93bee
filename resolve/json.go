package resolve

import (
	"encoding/json"
	"io"
	"strings"
)

// The JSON form of a Site, written by [Site.WriteJSON]. Field names and
// order are stable; empty fields are left out. README.md documents it.
type (
	jsonSite struct {
		Name  string      `json:"name"`
		Home  string      `json:"home,omitempty"`
		Nav   *jsonDiv    `json:"navigation"`
		Pages []*jsonPage `json:"pages"`
	}
	jsonDiv struct {
		Kind     string      `json:"kind"`
		Label    string      `json:"label,omitempty"`
		Path     string      `json:"path"`
		Link     string      `json:"link,omitempty"`
		External bool        `json:"external,omitempty"`
		First    string      `json:"first,omitempty"`
		Hidden   bool        `json:"hidden,omitempty"`
		Default  bool        `json:"default,omitempty"`
		Tag      string      `json:"tag,omitempty"`
		Global   []*jsonDiv  `json:"global,omitempty"`
		Children []*jsonDiv  `json:"children,omitempty"`
		Menu     []*jsonDiv  `json:"menu,omitempty"`
		Items    []*jsonItem `json:"items,omitempty"`
	}
	jsonItem struct {
		Page      string      `json:"page,omitempty"`
		Group     *string     `json:"group,omitempty"`
		Root      string      `json:"root,omitempty"`
		First     string      `json:"first,omitempty"`
		Expanded  bool        `json:"expanded,omitempty"`
		Hidden    bool        `json:"hidden,omitempty"`
		Generated bool        `json:"generated,omitempty"`
		Items     []*jsonItem `json:"items,omitempty"`
	}
	jsonPage struct {
		URL         string            `json:"url"`
		Path        string            `json:"path"`
		File        string            `json:"file,omitempty"`
		Title       string            `json:"title"`
		Sidebar     string            `json:"sidebarTitle,omitempty"`
		Endpoint    string            `json:"endpoint,omitempty"`
		Hidden      bool              `json:"hidden,omitempty"`
		InNav       bool              `json:"inNav"`
		Section     string            `json:"section,omitempty"`
		Breadcrumbs []string          `json:"breadcrumbs,omitempty"`
		Prev        string            `json:"prev,omitempty"`
		Next        string            `json:"next,omitempty"`
		Version     string            `json:"version,omitempty"`
		Language    string            `json:"language,omitempty"`
		Switch      map[string]string `json:"switch,omitempty"`
	}
)

// WriteJSON writes the resolved site as indented JSON: the division tree
// with sidebar items, and every page with its URL, title, section,
// breadcrumbs, neighbours and counterparts. The output is deterministic.
func (s *Site) WriteJSON(w io.Writer) error {
	out := &jsonSite{Name: s.Name, Nav: jsonDivision(s.Nav)}
	if s.Home != nil {
		out.Home = s.Home.URL
	}
	for _, p := range s.Pages {
		jp := &jsonPage{URL: p.URL, Path: p.Path, File: p.File, Title: p.Title, Hidden: p.Hidden, InNav: p.InNav,
			Breadcrumbs: p.Trail, Prev: urlOf(p.Prev), Next: urlOf(p.Next)}
		if p.SidebarTitle != p.Title {
			jp.Sidebar = p.SidebarTitle
		}
		if e := p.Endpoint; e != nil {
			jp.Endpoint = strings.ToUpper(e.Method) + " " + e.Path + " (" + e.Spec.Source + ")"
		}
		if p.Section != nil {
			jp.Section = p.Section.Path
		}
		for _, d := range []*Division{p.Version, p.Language} {
			if d == nil {
				continue
			}
			if d.Kind == Version {
				jp.Version = d.Label
			} else {
				jp.Language = d.Label
			}
			for _, sib := range d.Parent.Children {
				if sib != d {
					if jp.Switch == nil {
						jp.Switch = map[string]string{}
					}
					jp.Switch[sib.Kind.String()+":"+sib.Label] = urlOf(p.Counterpart(sib))
				}
			}
		}
		out.Pages = append(out.Pages, jp)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

func urlOf(p *Page) string {
	if p == nil {
		return ""
	}
	return p.URL
}

func jsonDivision(d *Division) *jsonDiv {
	j := &jsonDiv{Kind: d.Kind.String(), Label: d.Title(), Path: d.Path, Link: d.Link, External: d.External,
		First: urlOf(d.First), Hidden: d.Hidden, Default: d.Default, Tag: d.Tag, Items: jsonItems(d.Items)}
	for _, g := range d.Global {
		j.Global = append(j.Global, jsonDivision(g))
	}
	for _, c := range d.Children {
		j.Children = append(j.Children, jsonDivision(c))
	}
	for _, c := range d.Menu {
		j.Menu = append(j.Menu, jsonDivision(c))
	}
	return j
}

func jsonItems(items []*Item) []*jsonItem {
	var out []*jsonItem
	for _, it := range items {
		if it.Group == nil {
			out = append(out, &jsonItem{Page: it.Page.URL, Hidden: it.Hidden})
			continue
		}
		g := it.Group
		label := g.Label
		out = append(out, &jsonItem{Group: &label, Root: urlOf(g.Root), First: urlOf(g.First), Expanded: g.Expanded,
			Hidden: it.Hidden, Generated: g.Generated, Items: jsonItems(g.Items)})
	}
	return out
}
