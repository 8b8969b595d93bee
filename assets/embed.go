// Package assets holds the static files every built site ships: the
// stylesheet and the script its pages link to.
//
// Stage: render. The files every built site ships, beside the pages render
// writes.
package assets

import "embed"

// FS holds the stylesheets (style.css, code.css, chroma.css, components.css, api.css) and
// app.js. The renderer bundles the stylesheets and copies them into the site
// under content-hashed names (after minifying them). reload.js, the
// live-reload script, is served by `navbuild serve` only. sidebar.js is the
// loader of each section's full sidebar (render/sidebar.go). FS is read-only and
// safe for concurrent use.
//
//go:embed *.css *.js
var FS embed.FS
