package render_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/synth"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// BenchmarkBuild10k resolves and renders a synthetic 10,000-page site
// (tabs > groups > nested groups, about 5 KB a page) into memory, social
// cards drawn (no card cache).
func BenchmarkBuild10k(b *testing.B) { benchBuild10k(b, render.Options{}) }

// BenchmarkBuild10kNoCards is BenchmarkBuild10k without social cards:
// the two give the cards' cost.
func BenchmarkBuild10kNoCards(b *testing.B) { benchBuild10k(b, render.Options{NoSocialCards: true}) }

// BenchmarkBuild10kCardCache is BenchmarkBuild10k with the cards in the
// cache folder from an earlier build: a rebuild's cost.
func BenchmarkBuild10kCardCache(b *testing.B) {
	benchBuild10k(b, render.Options{CardCache: b.TempDir()})
}

func benchBuild10k(b *testing.B, opts render.Options) {
	fsys := synth.Site(10000)
	r := render.MustNew(b, opts)
	if opts.CardCache != "" {
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Render(context.Background(), site, fsys, docstest.Discard{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	// CPU time as well as wall time: on a shared machine the ratio of
	// two benchmarks' CPU time is the steadier measure.
	cpu := render.CPUTime()
	for b.Loop() {
		site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Render(context.Background(), site, fsys, docstest.Discard{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(10000*b.N)/b.Elapsed().Seconds(), "pages/s")
	b.ReportMetric((render.CPUTime()-cpu).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkPage renders one page of a small site, frame included.
func BenchmarkPage(b *testing.B) {
	fsys := synth.Site(100)
	site, err := resolve.Load(context.Background(), fsys, resolve.Options{})
	if err != nil {
		b.Fatal(err)
	}
	one := *site
	one.Pages = site.Pages[:1] // the site's frame, one page to render
	r := render.MustNew(b, render.Options{})
	b.ReportAllocs()
	for b.Loop() {
		st, err := r.Render(context.Background(), &one, fsys, docstest.Discard{})
		if err != nil {
			b.Fatal(err)
		}
		if st.Pages != 1 {
			b.Fatalf("rendered %d pages, want 1", st.Pages)
		}
	}
}

// BenchmarkSpreeEndpoints renders the 706 OpenAPI endpoint pages of the
// spree corpus site (four large specs), with a fresh Renderer each time so
// that no description cache carries over. Skipped without the corpus.
func BenchmarkSpreeEndpoints(b *testing.B) {
	fsys := docstest.CorpusSite(b, "spree__spree").FS()
	site := load(b, fsys)
	endpoints := *site
	endpoints.Pages = nil
	for _, p := range site.Pages {
		if p.Endpoint != nil {
			endpoints.Pages = append(endpoints.Pages, p)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		r := render.MustNew(b, render.Options{})
		st, err := r.Render(context.Background(), &endpoints, fsys, docstest.Discard{})
		if err != nil {
			b.Fatal(err)
		}
		if st.Endpoints != len(endpoints.Pages) || st.Endpoints < 700 {
			b.Fatalf("rendered %d endpoint pages of %d", st.Endpoints, len(endpoints.Pages))
		}
	}
	b.ReportMetric(float64(len(endpoints.Pages)*b.N)/b.Elapsed().Seconds(), "pages/s")
}

// diskOut writes a site under dir, as the CLI does, and counts its bytes.
type diskOut struct {
	dir                  string
	mu                   sync.Mutex
	bytes, frames, pages int64
	maxFrame             int
	html                 []string // the pages' files, for measureFrames
}

func (o *diskOut) WriteFile(name string, data []byte) error {
	p := filepath.Join(o.dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		return err
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.bytes += int64(len(data))
	if strings.HasSuffix(name, ".html") {
		o.html = append(o.html, p)
	}
	return nil
}

// measureFrames sums up the written pages' frames (frameSize), read
// back after the build so that the build's time does not include it.
func (o *diskOut) measureFrames() error {
	for _, p := range o.html {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if size, page := frameSize(data); page {
			o.pages++
			o.frames += int64(size)
			o.maxFrame = max(o.maxFrame, size)
		}
	}
	return nil
}

// peakHeap samples the live heap every millisecond until stop is called,
// and returns the largest sample.
func peakHeap() (stop func() uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak atomic.Uint64
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		for {
			metrics.Read(sample)
			if v := sample[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-time.After(time.Millisecond):
			}
		}
	}()
	return func() uint64 {
		close(done)
		<-finished
		return peak.Load()
	}
}

// BenchmarkSite10k builds the synthetic 10,000-page site from disk to disk
// as `navbuild build` does (resolve, render, write; the folder read
// through docfs opened once, the pages' classes taken from resolve's
// read), and in the same run
// the floor: goldmark alone converting and writing the same pages
// (synth.Floor), and the same build writing nothing. It reports the
// build's time and its ratio to the floor's, the write share (the part of
// the build's time, wall and CPU, that writing the files adds), the output's size, the
// pages' frames (HTML outside <main>'s content: issue 13 bounds them at
// 25 KB) and the peak live heap.
func BenchmarkSite10k(b *testing.B) {
	docs := b.TempDir()
	if err := os.CopyFS(docs, synth.Site(10000)); err != nil {
		b.Fatal(err)
	}
	fsys := os.DirFS(docs)
	folder, err := docfs.Open(docs)
	if err != nil {
		b.Fatal(err)
	}
	defer folder.Close()
	// build resolves and renders the site into out as internal/build does.
	buildSite := func(out render.Output) {
		classes := &render.Read{}
		site, err := resolve.Load(context.Background(), folder, resolve.Options{Source: classes.Add})
		if err != nil {
			b.Fatal(err)
		}
		r := render.MustNew(b, render.Options{}) // fresh: no cache from another build
		s, err := r.PrepareRead(site, folder, classes)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Render(context.Background(), out); err != nil {
			b.Fatal(err)
		}
	}
	var build, floor, nowrite, buildCPU, nowriteCPU time.Duration
	var out *diskOut
	var peak uint64
	for b.Loop() {
		dir := b.TempDir()
		start := time.Now()
		if _, err := synth.Floor(fsys, filepath.Join(dir, "floor"), runtime.GOMAXPROCS(0)); err != nil {
			b.Fatal(err)
		}
		floor += time.Since(start)

		runtime.GC()
		stop := peakHeap()
		start, cpu := time.Now(), render.CPUTime()
		out = &diskOut{dir: filepath.Join(dir, "site")}
		buildSite(out)
		build += time.Since(start)
		buildCPU += render.CPUTime() - cpu
		peak = max(peak, stop())
		if err := out.measureFrames(); err != nil {
			b.Fatal(err)
		}

		runtime.GC()
		start, cpu = time.Now(), render.CPUTime()
		buildSite(docstest.Discard{})
		nowrite += time.Since(start)
		nowriteCPU += render.CPUTime() - cpu
	}
	n := float64(b.N)
	b.ReportMetric(build.Seconds()/n, "build-s")
	b.ReportMetric(floor.Seconds()/n, "floor-s")
	b.ReportMetric(build.Seconds()/floor.Seconds(), "x-floor")
	// The write share in CPU time too: on a loaded machine the wall
	// times of two runs differ by more than the writing costs.
	b.ReportMetric(100*max(0, build.Seconds()-nowrite.Seconds())/build.Seconds(), "write-%")
	if buildCPU > 0 {
		b.ReportMetric(buildCPU.Seconds()/n, "build-cpu-s")
		b.ReportMetric(100*max(0, buildCPU.Seconds()-nowriteCPU.Seconds())/buildCPU.Seconds(), "write-cpu-%")
	}
	b.ReportMetric(float64(out.bytes)/1e6, "output-MB")
	b.ReportMetric(float64(out.frames)/float64(out.pages)/1024, "frame-KB")
	b.ReportMetric(float64(out.maxFrame)/1024, "max-frame-KB")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}

// BenchmarkCorpusBuilds renders each corpus site whole (pages, twins,
// search index, no social cards) into nothing, with a fresh Renderer each
// time: the figure issue 34's bar compares (a build within 10% of its
// time before JavaScript ran on an engine). Skipped without the corpus.
func BenchmarkCorpusBuilds(b *testing.B) {
	for _, site := range docstest.Corpus(b) {
		b.Run(site.Name, func(b *testing.B) {
			fsys := site.FS()
			rs := load(b, fsys)
			b.ReportAllocs()
			for b.Loop() {
				r := render.MustNew(b, render.Options{NoSocialCards: true})
				if _, err := r.Render(context.Background(), rs, fsys, docstest.Discard{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
