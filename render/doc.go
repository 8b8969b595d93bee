// Package render turns a resolved docs site ([resolve.Site]) into a static
// website: one HTML page per page URL, the docs folder's static files, the
// stylesheet and script, 404.html, sitemap.xml and .nojekyll.
//
// Pages are rendered with html/template from the templates package, fed
// typed view structs, in parallel by a bounded pool of workers; each page's
// result goes to its own slot and files are written under their own names,
// so the output is byte-identical from one build to the next. Each section's
// sidebar is rendered once and only the current page's marks are spliced in
// per page.
//
// [Renderer.Render] renders a whole site. [Renderer.Prepare] does the part
// that depends only on the navigation (the frames, the generated files) and
// returns a [Site] that renders any one page on demand, as `navbuild serve`
// does; Render is Prepare followed by [Site.Render], so both give the same
// bytes.
//
// Every link in the output is relative to the site root and pages set
// <base href> to it, so a site works at a domain root, under a sub-path
// (GitHub Pages project sites) and, with [Options].FileLinks, from disk.
//
// Stage: render.
package render
