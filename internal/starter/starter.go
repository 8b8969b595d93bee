// Package starter holds the docs folder that `navbuild init` writes: a
// small site with two tabs, groups, a page per group and an OpenAPI
// reference, which builds and checks without a warning.
//
// Stage: command. The folder `navbuild init` writes.
package starter

import (
	"embed"
	"io/fs"
)

//go:embed files
var files embed.FS

// FS holds the starter folder's files, docs.json at its root. It is
// read-only and safe for concurrent use.
var FS fs.FS = mustSub(files, "files")

func mustSub(fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(err) // dir is a constant that exists in the embedded tree
	}
	return sub
}
