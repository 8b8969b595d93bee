package resolve

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// asset checks the files of a logo or favicon setting: a file that does
// not exist or that is written to leave the folder is a warning (the
// site shows a broken image), one refused by docfs (a link leading out
// of the folder, a special file) an error.
func (b *builder) asset(key string, l *config.Logo) {
	if l == nil {
		return
	}
	if l.DarkAt == l.LightAt {
		b.assetFile(key, key, l.Light, l.LightAt)
		return
	}
	b.assetFile(key, key+".light", l.Light, l.LightAt)
	b.assetFile(key, key+".dark", l.Dark, l.DarkAt)
}

func (b *builder) assetFile(key, jpath, file string, at *jsonv.Value) {
	if file == "" || at == nil || isURL(file) {
		return
	}
	p := path.Clean(strings.TrimPrefix(file, "/"))
	if p == ".." || strings.HasPrefix(p, "../") {
		b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("%s %q leaves the docs folder", key, file), "navbuild serves only files inside the docs folder")
		return
	}
	_, err := fs.Stat(b.fsys, p)
	switch {
	case err == nil:
		if rerr := b.files.refused[p]; rerr != nil {
			err = rerr
			break
		}
		return
	case errors.Is(err, fs.ErrNotExist):
		b.diags.Add(diag.Warning, at.Pos(), jpath, fmt.Sprintf("%s %q does not exist", key, file), "the site shows a broken image")
		return
	}
	b.diags.Add(diag.Error, at.Pos(), jpath, fmt.Sprintf("%s %q cannot be read: %s", key, file, unwrapPathError(err)), docfs.Hint(err))
	delete(b.files.refused, p) // reported here, at the reference
}

// isURL reports whether s names a file elsewhere than the docs folder.
func isURL(s string) bool {
	return strings.HasPrefix(s, "//") || strings.Contains(s, "://") || strings.HasPrefix(s, "data:")
}

// reportRefused reports the pages and static files that are refused and
// were not reported at a reference: they are never read or copied.
func (b *builder) reportRefused() {
	names := make([]string, 0, len(b.files.refused))
	for name := range b.files.refused {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		err := b.files.refused[name]
		b.diags.Add(diag.Error, diag.Pos{File: name}, "", fmt.Sprintf("%s cannot be read: %s", name, unwrapPathError(err)), docfs.Hint(err))
	}
}

// unwrapPathError returns the reason of a path error, without the
// operation and path.
func unwrapPathError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
