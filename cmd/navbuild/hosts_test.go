package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/outdir"
)

// TestHostNotes: a site over a known host's limit gets one line for it,
// naming the host, the figure and what brings the site under; a site
// under every limit gets none.
func TestHostNotes(t *testing.T) {
	for _, tt := range []struct {
		name string
		s    outdir.Stats
		want []string // a substring of each line, in order
	}{
		{"small", outdir.Stats{Bytes: 5e6, Tar: 6e6, Files: 400, Largest: 1e6, LargestName: "llms-full.txt"}, nil},
		{"at every limit", outdir.Stats{Bytes: 9e8, Tar: 1 << 30, Files: 20000, Largest: 25 << 20, LargestName: "llms-full.txt"}, nil},
		{"over 1 GB as a tar", outdir.Stats{Bytes: 1_010_000_000, Tar: 1_080_000_000, Files: 900, Largest: 1e6},
			[]string{"1.08 GB as a tar (1.01 GB of files), over GitHub Pages' limit of 1 GB a site: --latest-twins leaves old versions' Markdown twins out"}},
		{"the real 25k site", outdir.Stats{Bytes: 1_280_000_000, Tar: 1_350_000_000, Files: 65_600, Largest: 30 << 20, LargestName: "llms-full.txt"},
			[]string{"GitHub Pages", "65,600 files, over Cloudflare Pages' limit of 20,000 files a deploy: each page writes two files (its HTML and its Markdown twin): --latest-twins", "llms-full.txt is 31.5 MB, over Cloudflare Pages' limit of 25 MiB a file"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := hostNotes(tt.s)
			if len(got) != len(tt.want) {
				t.Fatalf("%d notes %q, want %d", len(got), got, len(tt.want))
			}
			for i, w := range tt.want {
				if !strings.HasPrefix(got[i], "navbuild: note: ") || !strings.Contains(got[i], w) || strings.Contains(got[i], "\n") {
					t.Errorf("note %d: %q, want one line with %q", i, got[i], w)
				}
			}
		})
	}
}

// TestBuildHostNote builds a site with a 26 MiB file: the build succeeds
// and says the file is over Cloudflare Pages' limit of 25 MiB a file;
// -q says nothing.
func TestBuildHostNote(t *testing.T) {
	dir := t.TempDir()
	docs := filepath.Join(dir, "docs")
	files := map[string][]byte{
		"docs.json":      []byte(`{"theme":"mint","name":"Big","colors":{"primary":"#0D9488"},"navigation":{"pages":["index"]}}`),
		"index.mdx":      []byte("---\ntitle: Home\n---\n\n[Download](/data/big.zip)\n"),
		"data/big.zip":   bytes.Repeat([]byte{'x'}, 26<<20),
		"data/small.zip": []byte("x"),
	}
	for name, data := range files {
		p := filepath.Join(docs, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, quiet := range []bool{false, true} {
		args := []string{"build", docs, "-o", filepath.Join(dir, "site"), "--no-cache"}
		if quiet {
			args = append(args, "-q")
		}
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), args, &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d, %s", args, code, stderr.String())
		}
		var notes []string
		for line := range strings.Lines(stderr.String()) {
			if strings.Contains(line, "note:") {
				notes = append(notes, line)
			}
		}
		want := []string{"navbuild: note: data/big.zip is 27.3 MB, over Cloudflare Pages' limit of 25 MiB a file: serve that file from elsewhere, or leave pages out of it\n"}
		if quiet {
			want = nil
		}
		if !slices.Equal(notes, want) {
			t.Errorf("%v: notes %q, want %q", args, notes, want)
		}
	}
}
