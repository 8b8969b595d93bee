package mdx

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/icons"
)

// iconFile is an icon given as a path to a file of the docs folder, once
// read: its glyph when it is an SVG image navbuild can draw inline.
type iconFile struct {
	err   error // the file cannot be read
	glyph icons.Glyph
	svg   bool // glyph holds the file's drawing
}

// iconPath returns the docs folder path of an icon given as a path
// ("/images/x.svg", or relative to the page's file), and false for a URL.
func iconPath(pageFile, dest string) (string, bool) {
	if strings.Contains(dest, "://") || strings.HasPrefix(dest, "//") || strings.HasPrefix(dest, "data:") {
		return "", false
	}
	if i := strings.IndexAny(dest, "?#"); i >= 0 {
		dest = dest[:i]
	}
	if strings.HasPrefix(dest, "/") {
		return path.Clean(strings.TrimPrefix(dest, "/")), true
	}
	return path.Join(path.Dir(pageFile), dest), true
}

// readIcon reads the icon file at p once per page.
func (st *state) readIcon(p string) iconFile {
	if f, ok := st.iconFiles[p]; ok {
		return f
	}
	var f iconFile
	var data []byte
	switch {
	case p == ".." || strings.HasPrefix(p, "../"):
		f.err = fmt.Errorf("%w: it leaves the docs folder", docfs.ErrRefused)
	default:
		data, f.err = st.r.readFile(p)
	}
	if f.err == nil && strings.EqualFold(path.Ext(p), ".svg") {
		if g, err := icons.ParseSVG(data); err == nil {
			f.glyph, f.svg = g, true
		}
	}
	if st.iconFiles == nil {
		st.iconFiles = map[string]iconFile{}
	}
	st.iconFiles[p] = f
	return f
}

// fileIcon writes an icon given as a path to a file: an SVG file that
// paints in currentColor inline (it takes the text's colour, in both
// modes), any other file as an image, as the reference shows it. A file
// that cannot be read is a warning at the icon attribute, and no icon.
func (st *state) fileIcon(w *bytes.Buffer, fr *frag, n *node, name, class, style string) bool {
	p, ok := iconPath(st.page.File, name)
	if !ok || st.r.readFile == nil {
		return false // a URL, or no folder to read (the file is not checked)
	}
	f := st.readIcon(p)
	off := iconAttrOff(n)
	switch {
	case errors.Is(f.err, docfs.ErrRefused):
		st.refusedf(fr.src, off, "icon", name, f.err)
		return true
	case f.err != nil:
		st.warnf(fr.src, off, "icon file %q does not exist; navbuild leaves the icon out", name)
		return true
	case f.svg && f.glyph.FollowsText() && !f.glyph.HasIDs():
		w.WriteString(st.glyph(f.glyph, class, style))
		return true
	}
	return false
}

// iconAttrOff is where n's icon attribute starts (n's start without one).
func iconAttrOff(n *node) int {
	for _, a := range n.attrs {
		if a.name == "icon" {
			return a.start
		}
	}
	return n.start
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
