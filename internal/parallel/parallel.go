// Package parallel runs a function over the indexes 0 to n-1 on a bounded
// number of goroutines: the one worker pool of a build, resolve's (the
// pages' front matter, the OpenAPI specs, the counterparts), render's (the
// Tailwind scan, pages, section frames, search records), the search
// index's files, and the benchmark's floor. Results go into slots by
// index, never in scheduling order, so output stays deterministic.
//
// Stage: shared.
package parallel

import (
	"bytes"
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls fn(i, buf) for every i from 0 to n-1 on min(workers, n)
// goroutines (GOMAXPROCS of them when workers <= 0), which take the
// indexes in order; buf is the goroutine's own, for fn to reuse. Once fn
// fails, or ctx is done, no further index is started. Each returns the
// error of the lowest index that failed (every lower index was started,
// so that is the first error in index order), else ctx's error.
func Each(ctx context.Context, n, workers int, fn func(i int, buf *bytes.Buffer) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make([]error, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Go(func() {
			var buf bytes.Buffer
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				if err := fn(i, &buf); err != nil {
					errs[i] = err
					cancel()
					return
				}
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return ctx.Err()
}
