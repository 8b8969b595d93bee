package openapi

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/navbuild/navbuild/internal/docfs"
)

// TestSpecLimitSameForRemote: a remote spec (a loopback server) is read up
// to the limit of a local one, [docfs.MaxSpec], and refused past it with
// the same error, whether the server says its length up front or not.
func TestSpecLimitSameForRemote(t *testing.T) {
	const head = "openapi: 3.0.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
	over := head + "#" + strings.Repeat("x", docfs.MaxSpec-len(head)) // MaxSpec+1 bytes
	under := head + strings.Repeat("#", docfs.MaxSpec-len(head))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := under
		if strings.HasPrefix(r.URL.Path, "/over") {
			body = over
		}
		if strings.HasSuffix(r.URL.Path, "/length") {
			w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		} else {
			w.(http.Flusher).Flush() // chunked: no length up front
		}
		io.Copy(w, strings.NewReader(body))
	}))
	defer srv.Close()

	local := fstest.MapFS{"over.yaml": {Data: []byte(over)}, "under.yaml": {Data: []byte(under)}}
	l := &Loader{FS: local}
	if r := l.Read(context.Background(), "over.yaml"); !errors.Is(r.ReadErr, docfs.ErrRefused) {
		t.Fatalf("local spec past the limit: %v", r.ReadErr)
	}
	if r := l.Read(context.Background(), "under.yaml"); r.Failed() {
		t.Fatalf("local spec at the limit: %v %v", r.ReadErr, r.ParseErr)
	}
	for _, p := range []string{"/over/length", "/over/chunked"} {
		r := l.Read(context.Background(), srv.URL+p)
		var tl *docfs.TooLargeError
		if !errors.As(r.FetchErr, &tl) || tl.Limit != docfs.MaxSpec || docfs.Hint(r.FetchErr) == "" {
			t.Errorf("%s: %v, want the local limit's error", p, r.FetchErr)
		}
	}
	for _, p := range []string{"/under/length", "/under/chunked"} {
		if r := l.Read(context.Background(), srv.URL+p); r.Failed() {
			t.Errorf("%s at the limit: %v %v", p, r.FetchErr, r.ParseErr)
		}
	}
	// A fetch of its own (serve's cache) is held to the limit too.
	l.Fetch = func(context.Context, string) ([]byte, error) { return []byte(over), nil }
	if r := l.Read(context.Background(), "https://example.com/spec.yaml"); !errors.Is(r.FetchErr, docfs.ErrRefused) {
		t.Errorf("a custom fetch past the limit: %v", r.FetchErr)
	}
}
