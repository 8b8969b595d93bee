package parallel

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
)

func TestEachEveryIndexOnce(t *testing.T) {
	for _, workers := range []int{0, 1, 3, 50} {
		seen := make([]atomic.Int32, 20)
		if err := Each(context.Background(), len(seen), workers, func(i int, _ *bytes.Buffer) error {
			seen[i].Add(1)
			return nil
		}); err != nil {
			t.Fatalf("workers %d: %v", workers, err)
		}
		for i := range seen {
			if n := seen[i].Load(); n != 1 {
				t.Errorf("workers %d: index %d ran %d times", workers, i, n)
			}
		}
	}
	if err := Each(context.Background(), 0, 4, func(int, *bytes.Buffer) error { return errors.New("ran") }); err != nil {
		t.Errorf("n = 0: %v", err)
	}
}

// TestEachLowestError: whatever the scheduling, the error returned is the
// one of the lowest failing index, and no index after a failure starts
// once it is known.
func TestEachLowestError(t *testing.T) {
	for range 20 {
		err := Each(context.Background(), 100, 4, func(i int, _ *bytes.Buffer) error {
			if i == 7 || i == 30 || i == 31 {
				return fmt.Errorf("index %d", i)
			}
			return nil
		})
		if err == nil || err.Error() != "index 7" {
			t.Fatalf("got %v, want index 7", err)
		}
	}
	var ran atomic.Int32
	Each(context.Background(), 100, 1, func(i int, _ *bytes.Buffer) error {
		ran.Add(1)
		return errors.New("stop")
	})
	if n := ran.Load(); n != 1 {
		t.Errorf("one worker ran %d indexes after the first failed", n)
	}
}

func TestEachContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var ran atomic.Int32
	err := Each(ctx, 10, 2, func(int, *bytes.Buffer) error { ran.Add(1); return nil })
	if !errors.Is(err, context.Canceled) || ran.Load() != 0 {
		t.Errorf("cancelled: err %v, %d ran", err, ran.Load())
	}
}
