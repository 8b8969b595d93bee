package render

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"sync"

	"github.com/navbuild/navbuild/assets"
)

// The renderers a page loads when its content needs one: Mermaid draws
// diagrams, KaTeX typesets math, both in the browser (assets/renderers,
// vendored by assets/genrenderers). A site carries a renderer's files
// only when one of its pages uses it, and only those pages link to them,
// so that no other page's frame or download grows. KaTeX runs in the
// browser rather than at build time in a Go JavaScript runtime: goja took
// 0.9 s to load KaTeX and 28 ms per formula (against about 1 ms in a
// browser), and would have added about 11 MB to the binary where KaTeX's
// files add 0.4 MB (ARCHITECTURE.md, "Diagrams and math").

// uses is what a page's content needs of the renderers.
type uses uint8

const (
	usesMermaid uses = 1 << iota
	usesMath
	usesKnown // the page has been rendered: the bits above are its own
)

// Markers of the content that needs a renderer, as internal/markdown and
// internal/mdx write it. An author's raw HTML with the same class loads
// the renderer too, which does no harm.
var (
	mermaidMark = []byte(`<div class="mermaid"`)
	mathMark    = []byte(`class="math math-`)
)

// contentUses reports which renderers a page body needs.
func contentUses(body []byte) uses {
	u := usesKnown
	if bytes.Contains(body, mermaidMark) {
		u |= usesMermaid
	}
	if bytes.Contains(body, mathMark) {
		u |= usesMath
	}
	return u
}

// rendererFiles are the renderers' output files: their names, which pages
// link to, and contents, prepared once per [Renderer] on first use (the
// Mermaid build is 2.7 MB unzipped).
type rendererFiles struct {
	mermaidJS       string
	mathJS, mathCSS string
	files           map[string][]byte
	mermaid, math   []string // each renderer's files
}

// renderers returns the renderers' files, preparing them on first use.
func (r *Renderer) renderers() (*rendererFiles, error) {
	r.rend.once.Do(func() { r.rend.files, r.rend.err = r.prepareRenderers() })
	return r.rend.files, r.rend.err
}

// lazyRenderers holds what [Renderer.renderers] prepared.
type lazyRenderers struct {
	once  sync.Once
	files *rendererFiles
	err   error
}

func (r *Renderer) prepareRenderers() (*rendererFiles, error) {
	rf := &rendererFiles{files: map[string][]byte{}}
	script := func(name, vendored, own string) (string, error) {
		lib, err := gunzipAsset(vendored)
		if err != nil {
			return "", err
		}
		init, err := fs.ReadFile(assets.FS, own)
		if err != nil {
			return "", fmt.Errorf("read asset %s: %w", own, err)
		}
		if init, err = r.minify("application/javascript", init); err != nil {
			return "", fmt.Errorf("minify %s: %w", own, err)
		}
		data := append(append(lib, "\n;"...), init...)
		out := hashedName(name, data)
		rf.files[out] = data
		return out, nil
	}
	var err error
	if rf.mermaidJS, err = script("mermaid.js", "renderers/mermaid.min.js.gz", "diagrams.js"); err != nil {
		return nil, err
	}
	rf.mermaid = []string{rf.mermaidJS}
	if rf.mathJS, err = script("katex.js", "renderers/katex.min.js.gz", "math.js"); err != nil {
		return nil, err
	}
	css, err := fs.ReadFile(assets.Renderers, "renderers/katex.min.css")
	if err != nil {
		return nil, fmt.Errorf("read asset katex.min.css: %w", err)
	}
	// The stylesheet names its fonts "fonts/…": they go in a folder
	// beside it, both named by its hash.
	dir := hashedName("katex", css)
	rf.mathCSS = dir + "/katex.css"
	rf.files[rf.mathCSS] = css
	rf.math = []string{rf.mathJS, rf.mathCSS}
	fonts, err := fs.Glob(assets.Renderers, "renderers/fonts/*.woff2")
	if err != nil {
		return nil, err
	}
	for _, f := range fonts {
		data, err := fs.ReadFile(assets.Renderers, f)
		if err != nil {
			return nil, err
		}
		name := dir + "/fonts/" + path.Base(f)
		rf.files[name] = data
		rf.math = append(rf.math, name)
	}
	return rf, nil
}

// gunzipAsset returns the unzipped content of a gzipped file of
// assets.Renderers.
func gunzipAsset(name string) ([]byte, error) {
	gz, err := fs.ReadFile(assets.Renderers, name)
	if err != nil {
		return nil, fmt.Errorf("read asset %s: %w", name, err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, fmt.Errorf("asset %s: %w", name, err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("asset %s: %w", name, err)
	}
	return data, nil
}

// names returns the names of the files of the renderers in u, sorted.
func (rf *rendererFiles) names(u uses) []string {
	var out []string
	if u&usesMermaid != 0 {
		out = append(out, rf.mermaid...)
	}
	if u&usesMath != 0 {
		out = append(out, rf.math...)
	}
	slices.Sort(out)
	return out
}

// setUses records what page i's content needs.
func (s *Site) setUses(i int, u uses) {
	s.usesMu.Lock()
	s.uses[i] = u
	s.usesMu.Unlock()
}

// siteUses returns what the site's pages need of the renderers, rendering
// the pages not rendered yet. A served site ([Options].Reload) counts
// every renderer as needed: it writes nothing, and a page edited to have
// its first diagram must find its script without a new Prepare.
func (s *Site) siteUses() (uses, error) {
	if s.r.opts.Reload {
		return usesMermaid | usesMath, nil
	}
	var all uses
	var buf bytes.Buffer
	for i, p := range s.site.Pages {
		s.usesMu.Lock()
		u := s.uses[i]
		s.usesMu.Unlock()
		if u == 0 && written(p) {
			_, c, err := s.renderPage(&buf, p, file(p.URL))
			if err != nil {
				return 0, err
			}
			u = c.uses
			s.setUses(i, u)
		}
		all |= u
	}
	return all &^ usesKnown, nil
}

// rendererFile returns the content of a renderer's file the site needs;
// ok is false when name is not one.
func (s *Site) rendererFile(name string) (data []byte, ok bool, err error) {
	rf, err := s.r.renderers()
	if err != nil {
		return nil, false, err
	}
	data, ok = rf.files[name]
	if !ok {
		return nil, false, nil
	}
	u, err := s.siteUses()
	if err != nil {
		return nil, true, err
	}
	if !slices.Contains(rf.names(u), name) {
		return nil, false, nil
	}
	return data, true, nil
}
