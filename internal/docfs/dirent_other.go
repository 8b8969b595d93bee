//go:build !linux

package docfs

import (
	"io/fs"
	"os"
)

// readDir lists the folder name of the root r, sorted by name.
func (f *FS) readDir(r *os.Root, name string) ([]fs.DirEntry, error) {
	return r.FS().(fs.ReadDirFS).ReadDir(name)
}
