package synth

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync/atomic"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/navbuild/navbuild/internal/parallel"
)

// Floor converts every page (.md, .mdx) of the docs folder fsys with
// goldmark alone, GFM without highlighting, front matter cut, no template,
// and writes each to the folder out as NAME/index.html, with workers
// goroutines. It is the floor a build is measured against: what converting
// and writing the same pages costs at the least. It returns the bytes
// written.
func Floor(fsys fs.FS, out string, workers int) (int64, error) {
	var names []string
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (path.Ext(name) == ".mdx" || path.Ext(name) == ".md") {
			names = append(names, name)
		}
		return err
	})
	if err != nil {
		return 0, err
	}
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	var written atomic.Int64
	err = parallel.Each(context.Background(), len(names), workers, func(i int, buf *bytes.Buffer) error {
		src, err := fs.ReadFile(fsys, names[i])
		if err != nil {
			return err
		}
		buf.Reset()
		if err := md.Convert(body(src), buf); err != nil {
			return err
		}
		dst := filepath.Join(out, filepath.FromSlash(strings.TrimSuffix(names[i], path.Ext(names[i]))), "index.html")
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, buf.Bytes(), 0o644); err != nil {
			return err
		}
		written.Add(int64(buf.Len()))
		return nil
	})
	if err != nil {
		return 0, err
	}
	return written.Load(), nil
}

// body cuts a page's front matter.
func body(src []byte) []byte {
	if !bytes.HasPrefix(src, []byte("---\n")) {
		return src
	}
	if i := bytes.Index(src[4:], []byte("\n---\n")); i >= 0 {
		return src[4+i+5:]
	}
	return src
}
