package render_test

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"slices"
	"strings"
)

var (
	baseRE = regexp.MustCompile(`<base href="?([^" >]*)`)
	// An attribute quoted or not: the minifier and the sidebar's pieces
	// leave quotes out where HTML allows.
	linkRE = regexp.MustCompile(`\s(?:href|src)=(?:"([^"]*)"|([^\s"'=<>` + "`" + `]+))`)
)

// navRE cuts a page down to its navigation: everything outside the
// article (whose links are the authors' own, and may be broken in real
// sites).
// withoutArticle returns h without its article: from the first
// "<article" to the end of the last "</article>" (what the regular
// expression (?s)<article.*</article> removed, at a tenth of its time:
// it was most of TestCorpusBuilds' CPU).
func withoutArticle(h []byte) []byte {
	i := bytes.Index(h, []byte("<article"))
	j := bytes.LastIndex(h, []byte("</article>"))
	if i < 0 || j < i {
		return h
	}
	return slices.Concat(h[:i], h[j+len("</article>"):])
}

// brokenNavLinks is brokenLinks for the navigation only: redirect pages
// (whose destinations are the authors') are left out too.
func brokenNavLinks(files map[string][]byte) []string {
	nav := map[string][]byte{}
	for name, data := range files {
		if strings.Contains(string(data), `http-equiv="refresh"`) {
			data = nil // a target, not a source, of links
		}
		if strings.HasSuffix(name, ".html") {
			data = withoutArticle(data)
		}
		nav[name] = data
		if html := fullSidebar(name, data); html != "" {
			// Its links are written from the site root.
			nav[name+".html"] = []byte(`<base href="../../">` + html)
		}
	}
	return brokenLinks(nav)
}

// fullSidebar returns the HTML of a section's full sidebar file
// (_navbuild/nav/*.js), "" for another file.
func fullSidebar(name string, data []byte) string {
	i := bytes.Index(data, []byte(`"<nav `))
	if !strings.HasPrefix(name, "_navbuild/nav/") || i < 0 {
		return ""
	}
	var html string
	if err := json.NewDecoder(bytes.NewReader(data[i:])).Decode(&html); err != nil {
		return ""
	}
	return html
}

// brokenLinks lists the internal links of HTML files that point at no file
// of the site, resolving them from each page's <base href>.
func brokenLinks(files map[string][]byte) []string {
	var bad []string
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") || name == "404.html" {
			continue
		}
		html := string(data)
		dir := path.Dir(name)
		if m := baseRE.FindStringSubmatch(html); m != nil {
			dir = path.Join(dir, m[1])
			html = strings.Replace(html, m[0], "", 1)
		}
		for _, m := range linkRE.FindAllStringSubmatch(html, -1) {
			raw := m[1] + m[2]
			href := raw
			if href == "" || strings.HasPrefix(href, "#") || strings.Contains(href, ":") || strings.HasPrefix(href, "//") {
				continue
			}
			href = strings.SplitN(strings.SplitN(href, "#", 2)[0], "?", 2)[0]
			target := path.Join(dir, href)
			if strings.HasSuffix(href, "/") || href == "." || href == "./" || target == "." {
				target = path.Join(target, "index.html")
			}
			if _, ok := files[strings.TrimPrefix(target, "./")]; !ok {
				bad = append(bad, name+" links to "+raw)
			}
		}
	}
	return bad
}
