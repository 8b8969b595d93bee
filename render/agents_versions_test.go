package render_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
)

// TestLLMsFullDefaultVersion: on a versioned site llms-full.txt holds the
// twins of the default version only, in every language and in navigation
// order, while llms.txt lists every version's pages and each page keeps
// its twin; Site.File gives the same llms-full.txt as Render, and so
// does Render into a Streamer.
func TestLLMsFullDefaultVersion(t *testing.T) {
	fsys := synth.Versioned{Versions: 3, Languages: 2, Pages: 7, SpecEvery: -1}.Site()
	r := render.MustNew(t, render.Options{NoMinify: true})
	site, files, _ := renderSite(t, r, fsys)
	full := string(files["llms-full.txt"])
	if full == "" {
		t.Fatal("no llms-full.txt")
	}
	var inFull, twins int
	for _, p := range site.Pages {
		name := strings.Trim(p.URL, "/") + ".md"
		twin, ok := files[name]
		if !ok {
			t.Errorf("%s: no twin", p.URL)
			continue
		}
		twins++
		in := strings.Contains(full, string(twin))
		if def := p.Version.Default || p.Version == p.Version.Parent.Children[0]; in != def {
			t.Errorf("%s (version %s): in llms-full.txt %v, want %v", p.URL, p.Version.Label, in, def)
		}
		if in {
			inFull++
		}
		if !bytes.Contains(files["llms.txt"], []byte(name)) {
			t.Errorf("llms.txt does not list %s", name)
		}
	}
	if want := 2 * 7; inFull != want || twins != 3*want {
		t.Errorf("%d of %d twins in llms-full.txt, want %d of %d", inFull, twins, want, 3*want)
	}
	if n := strings.Count(full, "\n---\n\n"); n != inFull-1 {
		t.Errorf("llms-full.txt has %d separators for %d twins", n, inFull)
	}
	s, err := r.Prepare(site, fsys)
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.File("llms-full.txt")
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != full {
		t.Error("Site.File's llms-full.txt differs from Render's")
	}
	streamed := &docstest.Streaming{}
	if _, err := r.Render(context.Background(), site, fsys, streamed); err != nil {
		t.Fatal(err)
	}
	if string(streamed.Files["llms-full.txt"]) != full {
		t.Error("llms-full.txt written in parts to a Streamer differs from the whole one")
	}
}

// TestLatestTwins: with Options.LatestTwins the pages of old versions
// get no Markdown twin and no link to one, llms.txt links their HTML
// pages instead, and the default version's pages keep their twins, in
// llms-full.txt as without the option.
func TestLatestTwins(t *testing.T) {
	fsys := synth.Versioned{Versions: 3, Languages: 2, Pages: 7, SpecEvery: -1}.Site()
	r := render.MustNew(t, render.Options{NoMinify: true, LatestTwins: true})
	site, files, _ := renderSite(t, r, fsys)
	full := string(files["llms-full.txt"])
	var kept int
	for _, p := range site.Pages {
		base := strings.Trim(p.URL, "/")
		twin, ok := files[base+".md"]
		def := p.Version.Default || p.Version == p.Version.Parent.Children[0]
		if ok != def {
			t.Errorf("%s (version %s): twin written %v, want %v", p.URL, p.Version.Label, ok, def)
			continue
		}
		html := string(files[base+"/index.html"])
		if strings.Contains(html, ".md\"") != def {
			t.Errorf("%s: links a twin %v, want %v", p.URL, !def, def)
		}
		if def {
			kept++
			if !strings.Contains(full, string(twin)) {
				t.Errorf("%s: twin not in llms-full.txt", p.URL)
			}
			continue
		}
		if !bytes.Contains(files["llms.txt"], []byte(base+"/")) || bytes.Contains(files["llms.txt"], []byte(base+".md")) {
			t.Errorf("llms.txt does not link %s's HTML page instead of its twin", p.URL)
		}
	}
	if kept != 2*7 {
		t.Errorf("%d twins, want %d (the default version's)", kept, 2*7)
	}
}
