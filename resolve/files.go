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
	"github.com/navbuild/navbuild/internal/link"
)

// asset checks the files of a logo, favicon or background image setting
// and returns what the site shows: a file that does not exist or that is
// written to leave the folder is a warning, and the other mode's image
// is shown in its place; with none left the setting is dropped (the logo
// becomes the site's name) rather than drawn as a broken image. A file
// refused by docfs (a link leading out of the folder, a special file) or
// a URL that runs script is an error.
func (b *builder) asset(key string, l *config.Logo) *Logo {
	if l == nil {
		return nil
	}
	out := &Logo{Light: l.Light, Dark: l.Dark, Href: l.Href}
	if l.DarkAt == l.LightAt {
		if !b.assetFile(key, key, l.Light, l.LightAt, assetGone[key]) {
			return nil
		}
		return out
	}
	light := b.assetFile(key, key+".light", l.Light, l.LightAt, "navbuild shows the dark mode's "+key+" in light mode too")
	dark := b.assetFile(key, key+".dark", l.Dark, l.DarkAt, "navbuild shows the light mode's "+key+" in dark mode too")
	switch {
	case light && !dark:
		out.Dark = out.Light
	case dark && !light:
		out.Light = out.Dark
	case !light && !dark:
		return nil
	}
	return out
}

// assetGone says what the site shows when the one file of a setting is
// missing.
var assetGone = map[string]string{
	"logo":                  "the top bar shows the site's name instead",
	"favicon":               "the site has no favicon",
	"background.image":      "the page has no background image",
	"thumbnails.background": "pages have no og:image",
}

// iconGone says what the site shows for an icon file that is missing.
const iconGone = "navbuild leaves the icon out"

// assetFile checks one file of an asset setting and reports whether the
// site can show it: a URL, or a file of the folder.
func (b *builder) assetFile(key, jpath, file string, at *jsonv.Value, hint string) bool {
	if file == "" || at == nil {
		return false
	}
	return b.fileAt(key, jpath, file, at.Pos(), hint)
}

// fileAt checks a file named at pos (a URL, or a path from the folder's
// root) and reports whether the site can show it.
func (b *builder) fileAt(key, jpath, file string, pos diag.Pos, hint string) bool {
	if link.Classify(file) == link.Script {
		b.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("%s %q runs script", key, file), "use an image file or an http(s) URL")
		return false
	}
	if isURL(file) {
		return true
	}
	p := path.Clean(strings.TrimPrefix(file, "/"))
	if p == ".." || strings.HasPrefix(p, "../") {
		b.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("%s %q leaves the docs folder", key, file), joinHint("navbuild serves only files inside the docs folder", hint))
		return false
	}
	_, err := fs.Stat(b.fsys, p)
	switch {
	case err == nil:
		if rerr := b.files.refused[p]; rerr != nil {
			err = rerr
			break
		}
		return true
	case errors.Is(err, fs.ErrNotExist):
		b.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("%s %q does not exist", key, file), hint)
		return false
	}
	b.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("%s %q cannot be read: %s", key, file, unwrapPathError(err)), docfs.Hint(err))
	delete(b.files.refused, p) // reported here, at the reference
	return false
}

func joinHint(a, b string) string {
	if b == "" {
		return a
	}
	return a + "; " + b
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
