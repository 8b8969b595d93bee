package mdx

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDbg(t *testing.T) {
	f := os.Getenv("MDX_DBG")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	r := New(Options{ReadFile: func(n string) ([]byte, error) {
		if os.Getenv("MDX_ROOT") == "self" {
			return b, nil
		}
		return os.ReadFile(os.Getenv("MDX_ROOT") + "/" + n)
	}})
	res := r.Render(Page{File: "page.mdx", Src: b})
	fmt.Println(string(res.HTML))
	fmt.Printf("TOC %+v\nIDs %v\nLinks %v\nUnknown %v\n", res.TOC, res.IDs, res.Links, res.Unknown)
	for _, d := range res.Diagnostics {
		fmt.Println(d.Error())
	}
}

func TestDbgCorpus(t *testing.T) {
	if os.Getenv("MDX_CORPUS") == "" {
		t.Skip()
	}
	sites, _ := os.ReadDir(corpusDir)
	for _, s := range sites {
		root := corpusDir + "/" + s.Name()
		fsys := os.DirFS(root)
		r := New(Options{ReadFile: func(name string) ([]byte, error) { return fs.ReadFile(fsys, name) }})
		fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".mdx") {
				return err
			}
			src, _ := fs.ReadFile(fsys, p)
			res := r.Render(Page{File: p, Src: src})
			for _, d := range res.Diagnostics {
				fmt.Println(s.Name(), d.Error())
			}
			if len(res.Unknown) > 0 {
				fmt.Println(s.Name(), p, "UNKNOWN", res.Unknown)
			}
			if os.Getenv("MDX_OUT") != "" {
				out := os.Getenv("MDX_OUT") + "/" + s.Name() + "/" + p + ".html"
				os.MkdirAll(filepath.Dir(out), 0o755)
				os.WriteFile(out, res.HTML, 0o644)
			}
			return nil
		})
	}
}
