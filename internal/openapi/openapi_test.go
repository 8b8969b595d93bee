package openapi

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
)

func readSpec(t *testing.T, files fs.FS, src string) Result {
	t.Helper()
	l := Loader{FS: files, Offline: true}
	return l.Read(context.Background(), src)
}

// TestRead: operations in document order (methods in config.Methods
// order within a path), tags' x-group, x-hidden, x-excluded, x-mint.
func TestRead(t *testing.T) {
	r := readSpec(t, os.DirFS("testdata"), "pets.yaml")
	if r.Failed() {
		t.Fatalf("read failed: %+v", r)
	}
	s := r.Spec
	var got []string
	for _, o := range s.Operations {
		got = append(got, o.Method+" "+o.Path+" "+o.Group)
	}
	want := []string{"get /pets/{id} Animals", "post /pets/{id} Animals", "get /pets/ API Reference", "webhook newPet API Reference"}
	if !slices.Equal(got, want) {
		t.Errorf("operations %q, want %q", got, want)
	}
	if !slices.Equal(s.Paths, []string{"/pets/{id}", "/pets/"}) {
		t.Errorf("paths %q", s.Paths)
	}
	if o := s.Operations[0]; !o.Hidden || o.Excluded {
		t.Errorf("get /pets/{id}: hidden %v excluded %v", o.Hidden, o.Excluded)
	}
	if o := s.Operations[3]; !o.Excluded {
		t.Error("webhook newPet is not excluded")
	}
	if o := s.Operations[2]; o.Href != "custom/list" || o.Meta["title"] != "Listed" {
		t.Errorf("x-mint: href %q meta %v", o.Href, o.Meta)
	}
}

// TestOrder: properties and example keys in the file's order; a nil
// Order sorts.
func TestOrder(t *testing.T) {
	s := readSpec(t, os.DirFS("testdata"), "pets.yaml").Spec
	mt := s.Doc.Paths.Value("/pets/{id}").Post.RequestBody.Value.Content["application/json"]
	want := []string{"zeta", "alpha", "mid"}
	if got := s.Order.Properties(mt.Schema.Value); !slices.Equal(got, want) {
		t.Errorf("Properties = %q, want %q", got, want)
	}
	if got := s.Order.Keys(mt.Example.(map[string]any)); !slices.Equal(got, want) {
		t.Errorf("Keys = %q, want %q", got, want)
	}
	var none *Order
	if got := none.Properties(mt.Schema.Value); !slices.Equal(got, []string{"alpha", "mid", "zeta"}) {
		t.Errorf("nil Order: Properties = %q, want sorted", got)
	}
	if got := s.Order.Keys(map[string]any{"b": 1, "a": 2}); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("unknown object: Keys = %q, want sorted", got)
	}
}

func TestFind(t *testing.T) {
	s := readSpec(t, os.DirFS("testdata"), "pets.yaml").Spec
	for _, tc := range []struct {
		method, path string
		want         string // "METHOD path" found, or the error and its hint
	}{
		{"post", "/pets/{id}", "post /pets/{id}"},
		{"post", "/pets/{id}/", "post /pets/{id}"}, // a trailing slash either side
		{"get", "/pets", "get /pets/"},
		{"webhook", "newPet", "webhook newPet"},
		{"delete", "/pets/{id}", "method DELETE for endpoint /pets/{id} not found in pets.yaml | available: GET /pets/{id}, POST /pets/{id}"},
		{"get", "/pest/{id}", "endpoint /pest/{id} not found in pets.yaml | available: /pets/{id}"},                   // the typo
		{"get", "/pets/{id}/toys", "endpoint /pets/{id}/toys not found in pets.yaml | available: /pets/{id}, /pets/"}, // the first segment
		{"webhook", "oldPet", "webhook oldPet not found in pets.yaml | available: newPet"},
	} {
		t.Run(tc.method+" "+tc.path, func(t *testing.T) {
			o, err := s.Find(tc.method, tc.path)
			var got string
			if err != nil {
				var nf *NotFoundError
				if !errors.As(err, &nf) {
					t.Fatalf("error %v is not a *NotFoundError", err)
				}
				got = err.Error() + " | " + nf.Hint()
			} else {
				got = o.Method + " " + o.Path
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestSlug(t *testing.T) {
	op := func(method, p, summary, tag, href string) *Operation {
		return &Operation{Method: method, Path: p, Tag: tag, Href: href, Op: &openapi3.Operation{Summary: summary}}
	}
	for _, tc := range []struct {
		o    *Operation
		dir  string
		want string
	}{
		{op("post", "/pets/{id}", "Update a pet", "pets", ""), "", "api-reference/pets/update-a-pet"},
		{op("get", "/pets/{id}/toys", "", "", ""), "", "api-reference/get-pets-toys"},
		{op("get", "/v1/users.list", " ", "User Admin", ""), "api", "api/user-admin/get-v1userslist"},
		{op("webhook", "new pet", "", "", ""), "hooks", "hooks/new-pet"},
		{op("get", "/x", "Summary", "t", "custom/list"), "api", "custom/list"},
	} {
		if got := tc.o.Slug(tc.dir); got != tc.want {
			t.Errorf("%s %s under %q: Slug = %q, want %q", tc.o.Method, tc.o.Path, tc.dir, got, tc.want)
		}
	}
}

// TestReadErrors: what each way of failing sets.
func TestReadErrors(t *testing.T) {
	files := fstest.MapFS{
		"broken.json": {Data: []byte("{\n  \"openapi\": \"3.0.0\",\n  \"paths\": {\n}")},
		"broken.yaml": {Data: []byte("openapi: 3.0.0\npaths:\n  /a: [\n")},
		"pipe.yaml":   {Mode: fs.ModeNamedPipe},
	}
	t.Run("missing", func(t *testing.T) {
		r := readSpec(t, files, "gone.yaml")
		if !errors.Is(r.ReadErr, fs.ErrNotExist) || !r.Failed() || r.Spec == nil {
			t.Errorf("got %+v, want a not-exist ReadErr", r)
		}
	})
	t.Run("refused", func(t *testing.T) {
		if r := readSpec(t, files, "pipe.yaml"); r.ReadErr == nil {
			t.Errorf("got %+v, want a ReadErr for a named pipe", r)
		}
	})
	for name, want := range map[string]string{"broken.json": "line 4, column 2: ", "broken.yaml": "line 3: "} {
		t.Run(name, func(t *testing.T) {
			var se *SyntaxError
			r := readSpec(t, files, name)
			if !errors.As(r.ParseErr, &se) || !strings.HasPrefix(se.Error(), want) {
				t.Errorf("ParseErr %v, want a *SyntaxError starting %q", r.ParseErr, want)
			}
		})
	}
	t.Run("offline", func(t *testing.T) {
		l := Loader{Offline: true, Fetch: func(context.Context, string) ([]byte, error) {
			t.Error("fetched in offline mode")
			return nil, nil
		}}
		if r := l.Read(context.Background(), "https://example.com/spec.yaml"); !errors.Is(r.FetchErr, ErrOffline) {
			t.Errorf("FetchErr %v, want ErrOffline", r.FetchErr)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		var deadline time.Time
		l := Loader{Timeout: time.Hour, Fetch: func(ctx context.Context, _ string) ([]byte, error) {
			deadline, _ = ctx.Deadline()
			return nil, errors.New("no network")
		}}
		before := time.Now()
		r := l.Read(context.Background(), "https://example.com/spec.yaml")
		if r.FetchErr == nil || deadline.Before(before.Add(59*time.Minute)) {
			t.Errorf("FetchErr %v, deadline %v after the start: want an error and the Loader's timeout", r.FetchErr, deadline.Sub(before))
		}
	})
}

// TestSwagger2: a Swagger 2.0 spec is converted, its paths in order.
func TestSwagger2(t *testing.T) {
	src := `{"swagger": "2.0", "info": {"title": "t", "version": "1"},
 "paths": {"/b": {"get": {"responses": {"200": {"description": "ok"}}}}, "/a": {"get": {"responses": {"200": {"description": "ok"}}}}}}`
	r := readSpec(t, fstest.MapFS{"s.json": {Data: []byte(src)}}, "s.json")
	if r.Failed() {
		t.Fatalf("read failed: %+v", r)
	}
	if !slices.Equal(r.Spec.Paths, []string{"/b", "/a"}) || r.Spec.Doc.OpenAPI == "" {
		t.Errorf("paths %q, openapi %q", r.Spec.Paths, r.Spec.Doc.OpenAPI)
	}
}
