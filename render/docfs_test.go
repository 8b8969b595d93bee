package render

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/resolve"
)

const secret = "SECRET-c0ffee"

// safeDocs is a docs folder that reads every kind of file navbuild reads:
// a page, a snippet, a spec and a file it references, a docs.json
// include, a static file, a logo, a favicon and an image of a page.
var safeDocs = map[string]string{
	"docs.json": `{
  "name": "Safe",
  "theme": "mint",
  "colors": {"primary": "#0a7"},
  "logo": {"light": "/logo/light.svg", "dark": "/logo/dark.svg"},
  "favicon": "/favicon.svg",
  "navigation": {"groups": [
    {"group": "Start", "pages": ["index", "guide"]},
    {"$ref": "more.json"},
    {"group": "API", "openapi": "api/spec.json", "pages": ["GET /items"]}
  ]}
}`,
	"more.json":         `{"group": "More", "pages": ["other"]}`,
	"index.mdx":         "---\ntitle: Home\n---\n\nimport Note from '/snippets/note.mdx';\n\n<Note />\n\n![shot](/images/shot.png)\n",
	"guide.mdx":         "---\ntitle: Guide\n---\n\nGuide.\n",
	"other.mdx":         "---\ntitle: Other\n---\n\nOther.\n",
	"snippets/note.mdx": "A note.\n",
	"api/spec.json": `{"openapi": "3.0.3", "info": {"title": "T", "version": "1"},
  "paths": {"/items": {"get": {"summary": "List", "responses": {"200": {"description": "OK",
    "content": {"application/json": {"schema": {"$ref": "item.json"}}}}}}}}}`,
	"api/item.json":    `{"type": "object", "properties": {"id": {"type": "string"}}}`,
	"logo/light.svg":   "<svg xmlns='http://www.w3.org/2000/svg'/>",
	"logo/dark.svg":    "<svg xmlns='http://www.w3.org/2000/svg'/>",
	"favicon.svg":      "<svg xmlns='http://www.w3.org/2000/svg'/>",
	"images/shot.png":  "PNG",
	"images/extra.css": "body{}",
}

// build writes files into a new docs folder, applies change to it, and
// builds it through docfs. It returns every diagnostic and the output.
func build(t *testing.T, change func(dir string)) ([]resolve.Diagnostic, *docstest.Memory) {
	t.Helper()
	dir := t.TempDir()
	docstest.Write(t, dir, safeDocs)
	if change != nil {
		change(dir)
	}
	out := &docstest.Memory{}
	var diags []resolve.Diagnostic
	ctx := context.Background()
	if d, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-10*time.Second))
		defer cancel()
	}
	done := make(chan error, 1)
	go func() {
		fsys := docfs.New(dir)
		site, err := resolve.Load(ctx, fsys, resolve.Options{Offline: true})
		if err != nil {
			var le *resolve.LoadError
			if !errors.As(err, &le) {
				done <- err
				return
			}
			diags = le.Diagnostics
			done <- nil
			return
		}
		diags = site.Diagnostics
		r, err := New(Options{})
		if err != nil {
			done <- err
			return
		}
		st, err := r.Render(ctx, site, fsys, out)
		diags = append(diags, st.Diagnostics...)
		if err != nil {
			diags = append(diags, resolve.Diagnostic{Severity: resolve.Error, Msg: err.Error()})
		}
		done <- nil
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-ctx.Done():
		t.Fatal("the build blocked (a FIFO or a device was read)")
	}
	return diags, out
}

// secretFile returns a file outside any docs folder holding the secret.
func secretFile(t *testing.T, name string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func replace(t *testing.T, dir, name, target string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.Remove(p); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, p); err != nil {
		t.Fatal(err)
	}
}

func TestSafeDocsBuild(t *testing.T) {
	diags, out := build(t, nil)
	for _, d := range diags {
		if d.Severity == resolve.Error {
			t.Errorf("%v", d)
		}
	}
	for _, name := range []string{"index.html", "guide/index.html", "images/shot.png", "favicon.svg", "logo/dark.svg"} {
		if out.Files[name] == nil {
			t.Errorf("%s not written", name)
		}
	}
}

// TestLinksInside keeps working links that stay in the folder.
func TestLinksInside(t *testing.T) {
	diags, out := build(t, func(dir string) {
		replace(t, dir, "guide.mdx", "other.mdx")
		replace(t, dir, "snippets/note.mdx", "../guide.mdx")
		replace(t, dir, "images/shot.png", "../favicon.svg")
	})
	for _, d := range diags {
		if d.Severity == resolve.Error {
			t.Errorf("%v", d)
		}
	}
	if !strings.Contains(string(out.Files["guide/index.html"]), "Other.") {
		t.Errorf("guide.mdx linked to other.mdx is not built from it")
	}
	if string(out.Files["images/shot.png"]) != safeDocs["favicon.svg"] {
		t.Errorf("images/shot.png linked inside is %q", out.Files["images/shot.png"])
	}
}

// TestRefusedFiles replaces each kind of file navbuild reads with a link
// to a secret outside the folder, a FIFO or a link to /dev/zero, and
// expects an error at the reference and the secret nowhere.
func TestRefusedFiles(t *testing.T) {
	kinds := []struct {
		file, at, msg string
	}{
		{"guide.mdx", "docs.json:8:", `page "guide" cannot be read`},
		{"snippets/note.mdx", "index.mdx:5:", "snippet snippets/note.mdx cannot be read"},
		{"api/spec.json", "docs.json:10:", `OpenAPI spec "api/spec.json"`},
		{"api/item.json", "docs.json:10:", `references "api/item.json", which cannot be read`},
		{"more.json", "docs.json:9:", `referenced file "more.json"`},
		{"images/extra.css", "images/extra.css", "images/extra.css cannot be read"},
		{"images/shot.png", "images/shot.png", "images/shot.png cannot be read"},
		{"logo/dark.svg", "docs.json:5:", `logo "/logo/dark.svg" cannot be read`},
		{"favicon.svg", "docs.json:6:", `favicon "/favicon.svg" cannot be read`},
	}
	targets := []struct {
		name string
		make func(t *testing.T, dir, file string)
		why  string
	}{
		{"outside", func(t *testing.T, dir, file string) {
			replace(t, dir, file, secretFile(t, filepath.Base(file)))
		}, "outside the docs folder"},
		{"relative", func(t *testing.T, dir, file string) {
			rel, err := filepath.Rel(filepath.Dir(filepath.Join(dir, file)), secretFile(t, filepath.Base(file)))
			if err != nil {
				t.Fatal(err)
			}
			replace(t, dir, file, rel)
		}, "outside the docs folder"},
		{"devzero", func(t *testing.T, dir, file string) {
			replace(t, dir, file, "/dev/zero")
		}, "outside the docs folder"},
		{"fifo", func(t *testing.T, dir, file string) {
			p := filepath.Join(dir, file)
			if err := os.Remove(p); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
		}, "not a regular file"},
	}
	for _, k := range kinds {
		for _, tg := range targets {
			t.Run(fmt.Sprintf("%s/%s", k.file, tg.name), func(t *testing.T) {
				diags, out := build(t, func(dir string) { tg.make(t, dir, k.file) })
				found := false
				var all strings.Builder
				for _, d := range diags {
					s := d.Error()
					all.WriteString(s + "\n")
					if d.Severity == resolve.Error && strings.HasPrefix(s, k.at) && strings.Contains(s, k.msg) && strings.Contains(s, tg.why) {
						found = true
					}
				}
				if !found {
					t.Errorf("no error at %s %q (%s); got:\n%s", k.at, k.msg, tg.why, all.String())
				}
				if strings.Contains(all.String(), secret) {
					t.Errorf("the secret is in the diagnostics")
				}
				for name, data := range out.Files {
					if strings.Contains(string(data), secret) {
						t.Errorf("the secret is in %s", name)
					}
				}
			})
		}
	}
}

func TestSizeCaps(t *testing.T) {
	grow := func(dir, name string, size int64) {
		if err := os.Truncate(filepath.Join(dir, name), size); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		file string
		size int64
		at   string
	}{
		{"guide.mdx", docfs.MaxPage + 1, "guide.mdx: error: cannot read page:"},
		{"snippets/note.mdx", docfs.MaxPage + 1, "index.mdx:5:"},
		{"more.json", docfs.MaxFile + 1, "docs.json:9:"},
		{"api/spec.json", docfs.MaxSpec + 1, "docs.json:10:"},
	} {
		t.Run(c.file, func(t *testing.T) {
			diags, _ := build(t, func(dir string) { grow(dir, c.file, c.size) })
			want := fmt.Sprintf("larger than %d MB", (c.size-1)>>20)
			var all strings.Builder
			found := false
			for _, d := range diags {
				s := d.Error()
				all.WriteString(s + "\n")
				if d.Severity == resolve.Error && strings.HasPrefix(s, c.at) && strings.Contains(s, want) {
					found = true
				}
			}
			if !found {
				t.Errorf("no error %q at %s; got:\n%s", want, c.at, all.String())
			}
		})
	}
	// At the limit, a page still builds.
	diags, _ := build(t, func(dir string) { grow(dir, "other.mdx", docfs.MaxPage) })
	for _, d := range diags {
		if d.Severity == resolve.Error {
			t.Errorf("a page of exactly %d bytes: %v", docfs.MaxPage, d)
		}
	}
}
