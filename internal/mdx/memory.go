package mdx

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/dop251/goja"
)

// goja has no memory limit. Two things bound what one evaluation may
// allocate (Options.JSMemory, defaultMemory):
//
//   - the builtins that allocate in one native call, where the watchdog
//     cannot interrupt (String.prototype.repeat, padStart, padEnd,
//     Array.prototype.fill, Array.from), check the size they would make
//     first and throw a RangeError at the call;
//   - for memory built by a loop of JavaScript (a string doubled, an array
//     pushed to), the watchdog samples the heap every memorySample while
//     an evaluation runs (runtime/metrics, which reads counters without
//     stopping the world); once the heap has grown by the bound since it
//     started, it collects garbage and interrupts the evaluation if the
//     live heap is still over, so garbage, the evaluation's or other
//     pages', never stops one.
//
// The heap is the process's: pages built at the same time share it, so
// the bound is large beside what a page's rendering allocates (a 10k-page
// build allocates ~1.5 GB in all, over seconds), and an evaluation that
// runs into it is stopped where it is, like one out of time.

// defaultMemory is the default bound of one evaluation's heap growth.
const defaultMemory = 256 << 20

// memorySample is how often the watchdog reads the heap.
const memorySample = 5 * time.Millisecond

// errMemory is what the watchdog interrupts an evaluation with when the
// heap grew past the bound.
type errMemory struct{ limit int64 }

func (e errMemory) Error() string {
	return fmt.Sprintf("used more than %d MB of memory (a huge array or string?); stopped", e.limit>>20)
}

var heapMetric = "/memory/classes/heap/objects:bytes"

// heapBytes returns the bytes of the heap's objects, live or not yet swept.
func heapBytes() int64 {
	s := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}

// watchMemory arms the heap watchdog of one evaluation; stop disarms it.
func (en *engine) watchMemory() (stop func()) {
	base := heapBytes()
	// mu orders a check against stop: once stop returns, no check
	// interrupts the runtime (the next evaluation's).
	var mu sync.Mutex
	done := false
	next := int64(0) // after a collection that stopped nothing, the heap to wait for
	var t *time.Timer
	check := func() {
		mu.Lock()
		defer mu.Unlock()
		if done {
			return
		}
		if h := heapBytes(); h-base > en.memory && h > next {
			// The heap holds garbage, and other pages' too: only what a
			// collection leaves counts, so that a build's output never
			// depends on when its other workers allocated.
			runtime.GC()
			if heapBytes()-base > en.memory {
				en.rt.Interrupt(errMemory{en.memory})
				return
			}
			next = heapBytes() + en.memory/4
		}
		t.Reset(memorySample)
	}
	mu.Lock()
	t = time.AfterFunc(memorySample, check)
	mu.Unlock()
	return func() {
		mu.Lock()
		done = true
		t.Stop()
		mu.Unlock()
	}
}

// boundBuiltins wraps the builtins that allocate in one native call so
// that they throw a RangeError past the memory bound.
func (en *engine) boundBuiltins() {
	rt := en.rt
	maxLen := en.memory        // a string's bytes (UTF-16 would be twice)
	maxElems := en.memory / 16 // an array's values, 16 bytes each
	tooBig := func(what string) {
		e, err := rt.New(rt.Get("RangeError"), rt.ToValue(what))
		if err != nil {
			panic(err)
		}
		panic(e)
	}
	wrap := func(proto *goja.Object, name string, check func(this goja.Value, args []goja.Value)) {
		orig, ok := goja.AssertFunction(proto.Get(name))
		if !ok {
			return
		}
		_ = proto.DefineDataProperty(name, rt.ToValue(func(call goja.FunctionCall) goja.Value {
			check(call.This, call.Arguments)
			v, err := orig(call.This, call.Arguments...)
			if err != nil {
				panic(err)
			}
			return v
		}), goja.FLAG_TRUE, goja.FLAG_FALSE, goja.FLAG_TRUE)
	}
	arg := func(args []goja.Value, i int) float64 {
		if i < len(args) {
			return args[i].ToFloat()
		}
		return 0
	}
	strLen := func(v goja.Value) float64 {
		if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
			return 0
		}
		return float64(len(v.String()))
	}
	msg := func(what string) string {
		return fmt.Sprintf("%s would use more than %d MB of memory", what, en.memory>>20)
	}
	strProto := rt.Get("String").ToObject(rt).Get("prototype").ToObject(rt)
	wrap(strProto, "repeat", func(this goja.Value, args []goja.Value) {
		if strLen(this)*arg(args, 0) > float64(maxLen) {
			tooBig(msg("String.prototype.repeat"))
		}
	})
	for _, name := range []string{"padStart", "padEnd"} {
		wrap(strProto, name, func(this goja.Value, args []goja.Value) {
			if arg(args, 0) > float64(maxLen) {
				tooBig(msg("String.prototype." + name))
			}
		})
	}
	arr := rt.Get("Array").ToObject(rt)
	wrap(arr.Get("prototype").ToObject(rt), "fill", func(this goja.Value, args []goja.Value) {
		if o, ok := this.(*goja.Object); ok && o.Get("length").ToFloat() > float64(maxElems) {
			tooBig(msg("Array.prototype.fill"))
		}
	})
	wrap(arr, "from", func(this goja.Value, args []goja.Value) {
		if len(args) > 0 {
			if o, ok := args[0].(*goja.Object); ok && o.Get("length").ToFloat() > float64(maxElems) {
				tooBig(msg("Array.from"))
			}
		}
	})
}
