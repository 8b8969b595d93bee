// Package assets holds the static files every built site ships: the
// stylesheet and the script its pages link to.
package assets

import "embed"

// FS holds style.css and app.js. The renderer copies them into the site
// under content-hashed names (after minifying them). FS is read-only and
// safe for concurrent use.
//
//go:embed style.css app.js
var FS embed.FS
