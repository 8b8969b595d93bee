package docfs

import (
	"io/fs"
	"path"
	"strings"
)

// OutputMarker is the file that marks an output folder as navbuild's
// (internal/outdir writes it). It is known here, below every stage, so
// that the stages that read a docs folder can pass over an earlier output
// inside it ([IsOutput]).
const OutputMarker = ".navbuild"

// markerLines are the first lines of the markers navbuild writes and wrote.
var markerLines = []string{
	"navbuild output folder;",
	"This folder is written by navbuild; it is replaced on every build.", // before 2026-05
}

// IsMarker reports whether head, the start of a marker file, is one
// navbuild wrote.
func IsMarker(head []byte) bool {
	for _, line := range markerLines {
		if strings.HasPrefix(string(head), line) {
			return true
		}
	}
	return false
}

// IsOutput reports whether the folder dir of fsys (a slash path) is an
// output folder navbuild wrote: it holds navbuild's marker, a regular
// file. Such a folder is never input: an earlier build's output inside the
// docs folder would otherwise be read back as pages and scripts.
func IsOutput(fsys fs.FS, dir string) bool {
	name := path.Join(dir, OutputMarker)
	if st, err := fs.Lstat(fsys, name); err != nil || !st.Mode().IsRegular() {
		return false
	}
	head, err := Head(fsys, name, 256)
	return err == nil && IsMarker(head)
}
