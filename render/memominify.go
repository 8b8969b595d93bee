package render

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/tdewolff/minify/v2"
)

// memoMinifier remembers what minifier m made of small inputs. The HTML
// minifier hands it every inline <script> of every page, and those are
// the same few scripts (the theme script of the <head>) on every page:
// minified once, not 25,000 times. The result is m's, byte for byte; an
// input that fails is minified (and fails) again each time.
type memoMinifier struct {
	m       minify.Minifier
	results sync.Map // key (memoKey) -> []byte
	n       atomic.Int32
}

// Inputs over memoMaxInput bytes (a site's own script files) and inputs
// beyond the first memoMaxEntries are not remembered.
const (
	memoMaxInput   = 4 << 10
	memoMaxEntries = 256
)

func (mm *memoMinifier) Minify(m *minify.M, w io.Writer, r io.Reader, params map[string]string) error {
	src, ok := r.(interface{ Bytes() []byte })
	if !ok || len(src.Bytes()) > memoMaxInput {
		return mm.m.Minify(m, w, r, params)
	}
	key := memoKey(src.Bytes(), params)
	if out, ok := mm.results.Load(key); ok {
		_, err := w.Write(out.([]byte))
		return err
	}
	var out bytes.Buffer
	if err := mm.m.Minify(m, &out, r, params); err != nil {
		return err
	}
	if mm.n.Load() < memoMaxEntries {
		if _, loaded := mm.results.LoadOrStore(key, out.Bytes()); !loaded {
			mm.n.Add(1)
		}
	}
	_, err := w.Write(out.Bytes())
	return err
}

// memoKey is the input and the parameters, which change the result (the
// HTML minifier passes escape-html for a <script>, inline for an
// attribute).
func memoKey(in []byte, params map[string]string) string {
	var b strings.Builder
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(params[k])
		b.WriteByte(0)
	}
	b.WriteByte(0)
	b.Write(in)
	return b.String()
}
