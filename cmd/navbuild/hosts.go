package main

import (
	"fmt"

	"github.com/navbuild/navbuild/internal/outdir"
)

// hostLimits are the limits known static hosts put on a site, and what
// brings a site under each. A build over one still succeeds (the site may
// go elsewhere): it prints one line per limit, after the build's summary.
// --max-output stays the guard that fails a build.
var hostLimits = []struct {
	host, limit string
	over        func(outdir.Stats) (figure string, ok bool)
	fix         string
}{
	// GitHub counts the artifact upload-pages-artifact makes, a tar (its
	// headers and padding add about 1 KB a file to the files' bytes), and
	// actions/deploy-pages warns above 1,073,741,824 bytes, its "1 GB".
	// The tar is counted before the artifact's compression, which only
	// makes it smaller.
	{"GitHub Pages", "1 GB a site", func(s outdir.Stats) (string, bool) {
		return fmt.Sprintf("%s as a tar (%s of files)", megabytes(s.Tar), megabytes(s.Bytes)), s.Tar > 1<<30
	}, "--latest-twins leaves old versions' Markdown twins out (a fifth of a many-version site), or leave old versions or languages out of docs.json's navigation (--max-output fails a build over the size you give it)"},
	{"Cloudflare Pages", "20,000 files a deploy", func(s outdir.Stats) (string, bool) {
		return fmt.Sprintf("%s files", thousands(int(s.Files))), s.Files > 20000
	}, "each page writes two files (its HTML and its Markdown twin): --latest-twins leaves old versions' twins out, and leaving old versions or languages out of docs.json's navigation leaves their pages out"},
	{"Cloudflare Pages", "25 MiB a file", func(s outdir.Stats) (string, bool) {
		return fmt.Sprintf("%s is %s", s.LargestName, megabytes(s.Largest)), s.Largest > 25<<20
	}, "serve that file from elsewhere, or leave pages out of it"},
}

// hostNotes returns a line for each known host's limit the site s is
// over, naming the host, the figure and what brings it under.
func hostNotes(s outdir.Stats) []string {
	var notes []string
	for _, l := range hostLimits {
		if figure, ok := l.over(s); ok {
			notes = append(notes, fmt.Sprintf("navbuild: note: %s, over %s' limit of %s: %s", figure, l.host, l.limit, l.fix))
		}
	}
	return notes
}

// megabytes formats n bytes in MB (10^6 bytes), or GB from 1 GB on.
func megabytes(n int64) string {
	if n >= 1e9 {
		return fmt.Sprintf("%.2f GB", float64(n)/1e9)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1e6)
}
