// Package resolve turns a docs folder written for the docs.json format into
// the fully expanded navigation model that rendering uses.
//
// [Load] reads docs.json (following "$ref" includes), checks it against the
// rules of the reference platform, reads the front matter of every page,
// loads the OpenAPI specs the navigation names and expands it: endpoint
// pages are generated, first pages, links, breadcrumbs, previous and next
// pages, and the counterparts of every page in the other versions and
// languages are computed. The result is a [Site]; every problem found on the
// way is a [Diagnostic] with file, line, column and JSON path.
//
// The model is read-only once Load returns and safe for concurrent use by
// any number of goroutines. Load itself is deterministic: the same folder
// gives the same Site, in the same order, every time.
//
// Stage: resolve.
package resolve
