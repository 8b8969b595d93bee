package render

import (
	"path"
	"strings"

	"github.com/navbuild/navbuild/internal/link"
)

// linker writes page URLs ("/guides/intro") as links relative to the site
// root, the way pages' <base href> expects them.
type linker struct {
	fileLinks bool // end links with index.html, for browsing from disk
}

// page returns the link to a page URL: "guides/intro/" (or
// "guides/intro/index.html"); "./" (or "index.html") for the root. A
// fragment or query is kept. The link is in [link.Relative]'s form, so it
// never reads as a URL with a scheme.
func (l linker) page(u string) string {
	rest := ""
	if i := strings.IndexAny(u, "#?"); i >= 0 {
		u, rest = u[:i], u[i:]
	}
	p := strings.Trim(u, "/")
	switch {
	case p == "" && l.fileLinks:
		return "index.html" + rest
	case p == "":
		return "./" + rest
	case l.fileLinks:
		return link.Relative(p + "/index.html" + rest)
	}
	// A page under a folder named "javascript:" is linked as
	// "./javascript:/...", never as a URL with that scheme.
	return link.Relative(p + "/" + rest)
}

// file returns the output file of a page URL.
func file(u string) string {
	p := strings.Trim(u, "/")
	if p == "" {
		return "index.html"
	}
	return p + "/index.html"
}

// hrefFile is the output file name as a relative link's path: the
// characters a URL reads as its own ("%", "#", "?") escaped, so that the
// twin of page "sdks/c#" links to itself, not to page "sdks/c".
func hrefFile(name string) string { return hrefFileEscaper.Replace(name) }

var hrefFileEscaper = strings.NewReplacer("%", "%25", "#", "%23", "?", "%3F")

// base returns the <base href> of an output file: the way back to the root.
func base(file string) string {
	depth := strings.Count(path.Dir(file), "/")
	if path.Dir(file) == "." {
		return "./"
	}
	return strings.Repeat("../", depth+1)
}

// href maps a link target written in docs.json or a page (an absolute URL,
// a site path "/x", a fragment) to the output's form; one that
// internal/link's URL rule refuses (resolve reported it) to "#".
func (l linker) href(target string) string {
	switch {
	case !link.Allowed(target):
		return "#"
	case target == "" || link.Classify(target) != link.Path:
		return target
	case strings.HasPrefix(target, "/"):
		return l.page(target)
	}
	return target
}
