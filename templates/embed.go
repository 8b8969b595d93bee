// Package templates holds the HTML templates that render a site's pages.
//
// Stage: render. The templates render executes.
package templates

import "embed"

// FS holds every template (*.html). Parse them all at once, with the
// renderer's FuncMap, through template.ParseFS(FS, "*.html"). FS is
// read-only and safe for concurrent use.
//
//go:embed *.html
var FS embed.FS
