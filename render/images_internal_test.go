package render

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"
)

func encoded(t testing.TB, format string, w, h int) []byte {
	t.Helper()
	img := image.NewPaletted(image.Rect(0, 0, w, h), color.Palette{color.White, color.Black})
	var b bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&b, img)
	case "jpeg":
		err = jpeg.Encode(&b, img, nil)
	case "gif":
		err = gif.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestSizeImages: an <img> of the docs folder gets its file's width and
// height; one that says anything of its size or look, leads out of the
// folder or off the site, or whose file is missing or no image, is left.
func TestSizeImages(t *testing.T) {
	fsys := fstest.MapFS{
		"img/a.png":      {Data: encoded(t, "png", 640, 480)},
		"img/b.jpg":      {Data: encoded(t, "jpeg", 300, 200)},
		"img/c.gif":      {Data: encoded(t, "gif", 16, 9)},
		"img/d.svg":      {Data: []byte(`<?xml version="1.0"?><!-- a comment --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 200"><rect/></svg>`)},
		"img/e.svg":      {Data: []byte(`<svg width="120px" height="40" viewBox="0 0 12 4"></svg>`)},
		"img/f.svg":      {Data: []byte(`<svg width="100%" height="100%"></svg>`)},
		"img/broken.png": {Data: []byte("not a png")},
	}
	for _, tt := range []struct{ in, want string }{
		{`<p><img src="img/a.png" alt="A"></p>`, `<p><img src="img/a.png" alt="A" width="640" height="480"></p>`},
		{`<img src="img/b.jpg" alt="" />`, `<img src="img/b.jpg" alt="" width="300" height="200" />`},
		{`<img src="img/c.gif?v=2#x" alt="">`, `<img src="img/c.gif?v=2#x" alt="" width="16" height="9">`},
		{`<img src="img/d.svg" alt="d">`, `<img src="img/d.svg" alt="d" width="560" height="200">`},
		{`<img src="img/e.svg" alt="e">`, `<img src="img/e.svg" alt="e" width="120" height="40">`},
		{`<img alt="a > b" src="img/a.png">`, `<img alt="a > b" src="img/a.png" width="640" height="480">`},
		{`<img src="img/a.png" alt="1"><img src="img/c.gif" alt="2">`, `<img src="img/a.png" alt="1" width="640" height="480"><img src="img/c.gif" alt="2" width="16" height="9">`},
		// Left as they are.
		{`<img src="img/f.svg" alt="f">`, ``},
		{`<img src="img/a.png" width="100" alt="">`, ``},
		{`<img class="hidden dark:block rounded-lg" src="img/a.png" alt="">`, `<img class="hidden dark:block rounded-lg" src="img/a.png" alt="" width="640" height="480">`},
		{`<img class="h-8" src="img/a.png" alt="">`, ``},
		{`<img class="block md:w-1/2" src="img/a.png" alt="">`, ``},
		{`<img class="screenshot" src="img/a.png" alt="">`, ``},
		{`<img style="height:2rem" src="img/a.png" alt="">`, ``},
		{`<img src="https://example.com/img/a.png" alt="">`, ``},
		{`<img src="../img/a.png" alt="">`, ``},
		{`<img src="/img/a.png" alt="">`, ``},
		{`<img src="img/missing.png" alt="">`, ``},
		{`<img src="img/broken.png" alt="">`, ``},
		{`<img alt="no src">`, ``},
		{`<img src="img/a.png"`, ``},
	} {
		c := &imageSizes{fsys: fsys}
		want := tt.want
		if want == "" {
			want = tt.in
		}
		if got := string(c.sizeImages([]byte(tt.in))); got != want {
			t.Errorf("%s\n got %s\nwant %s", tt.in, got, want)
		}
	}
}

// FuzzSizeImages: any page HTML and any image file give HTML that only
// gained width and height attributes, and never a panic.
func FuzzSizeImages(f *testing.F) {
	f.Add(`<img src="a.png" alt="">`, encoded(f, "png", 3, 2))
	f.Add(`<p><img src="a.png" alt="x" /></p>`, []byte(`<svg viewBox="0 0 1e9 -1"/>`))
	f.Add(`<img src="a.png">`, []byte(`<svg width="1" height="1e400">`))
	f.Fuzz(func(t *testing.T, page string, file []byte) {
		c := &imageSizes{fsys: fstest.MapFS{"a.png": {Data: file}}}
		got := string(c.sizeImages([]byte(page)))
		if got == page {
			return
		}
		stripped := got
		for {
			i := strings.Index(stripped, ` width="`)
			if i < 0 {
				break
			}
			j := strings.Index(stripped[i:], `" height="`)
			k := strings.IndexByte(stripped[i+j+len(`" height="`):], '"')
			if j < 0 || k < 0 {
				t.Fatalf("a width without its height: %q", got)
			}
			stripped = stripped[:i] + stripped[i+j+len(`" height="`)+k+1:]
		}
		if stripped != page {
			t.Fatalf("%q became %q", page, got)
		}
	})
}
