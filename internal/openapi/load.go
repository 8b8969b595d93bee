package openapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"
	kinyaml "github.com/oasdiff/yaml"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/link"
)

// Spec is a loaded OpenAPI document with its operations in document
// order. It is read-only once [Loader.Read] returns, and then safe for
// concurrent use.
type Spec struct {
	// Source is the docs-relative path or the URL it was loaded from.
	Source string
	// Doc is the document as kin-openapi loaded it; nil when the spec
	// could not be loaded.
	Doc *openapi3.T
	// Order is the order of the keys of the spec's objects in its files.
	Order *Order
	// Operations are the operations of `paths`, then of `webhooks`, in
	// the order the file writes them.
	Operations []*Operation
	// Paths are the keys of `paths`, in the order the file writes them.
	Paths []string
	// Problem is what kin-openapi found wrong with a spec it loaded
	// anyway, as the reference does (a reference that does not resolve);
	// nil when there is none.
	Problem error
	// Dangling are the local references that point at nothing, when they
	// are the Problem (local specs only).
	Dangling []DanglingRef
	// Texts gives where each description and x-mint content is written
	// in the spec's own file, by its text (the first place); a text of a
	// file the spec references is not in it. Nil when not known.
	Texts map[string]TextPos
	// BadHrefs are the x-mint.href values that are not paths in the site
	// (a script URL, any URL): the operations' pages keep their default
	// slugs, and resolve reports each as an error.
	BadHrefs []BadHref
}

// BadHref is an x-mint.href that is not a path in the site, at its JSON
// pointer in the spec ("/paths/~1pets/get/x-mint/href") and, when found
// in the spec's own text, its line and column (from 1; 0 when unknown).
type BadHref struct {
	Href, Pointer string
	Line, Col     int
}

// Operation is one operation of a spec.
type Operation struct {
	Spec   *Spec
	Method string // lower-case; "webhook" for a webhook
	Path   string // path template or webhook name
	Op     *openapi3.Operation
	Item   *openapi3.PathItem
	Tag    string // first tag, "" if none
	// Group is the sidebar group of the operation's page: its tag's
	// x-group, else its tag, else "API Reference".
	Group    string
	Hidden   bool   // x-hidden: a page, but not in the sidebar
	Excluded bool   // x-excluded: no page at all
	Href     string // x-mint.href: the page's slug, overriding the default
	Content  string // x-mint.content: MDX the page shows above the reference
	// Meta is x-mint.metadata, which the reference applies to the page as
	// if it were its front matter (title, sidebarTitle, description...).
	Meta map[string]any
}

// ErrOffline is the FetchErr of a remote spec read by an offline
// [Loader].
var ErrOffline = errors.New("not fetched in offline mode")

// Loader reads specs. The zero value reads no local spec (it has no
// folder) and fetches remote ones over HTTP with a 10 second timeout. A
// Loader is safe for concurrent use when its Fetch is.
type Loader struct {
	// FS is the docs folder local specs and the files they reference
	// are read from, through internal/docfs's limits.
	FS fs.FS
	// Fetch gets a remote spec; nil means [FetchHTTP].
	Fetch func(ctx context.Context, url string) ([]byte, error)
	// Timeout bounds each remote fetch; 0 means 10 seconds.
	Timeout time.Duration
	// Offline fetches nothing: a remote spec fails with [ErrOffline].
	Offline bool
}

// Result is a spec read and parsed, with what went wrong. At most one of
// the errors is set.
type Result struct {
	// Spec is never nil; its Doc is nil when an error is set.
	Spec *Spec
	// FetchErr is why a remote spec could not be fetched ([ErrOffline]
	// in offline mode).
	FetchErr error
	// ReadErr is why a local spec could not be read (an [fs.PathError]
	// from internal/docfs).
	ReadErr error
	// ParseErr is why the spec does not load: a *[SyntaxError] at a line
	// of its own, an error matching [docfs.ErrRefused] for a file it
	// references that cannot be read, or kin-openapi's error.
	ParseErr error
}

// Failed reports whether the spec could not be loaded.
func (r Result) Failed() bool { return r.FetchErr != nil || r.ReadErr != nil || r.ParseErr != nil }

// Remote reports whether src names a spec to fetch rather than a file of
// the docs folder.
func Remote(src string) bool {
	return strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://")
}

// Read fetches or reads src and parses it. ctx bounds a fetch.
func (l *Loader) Read(ctx context.Context, src string) Result {
	r := Result{Spec: &Spec{Source: src}}
	remote := Remote(src)
	var data []byte
	if remote {
		data, r.FetchErr = l.fetch(ctx, src)
		if r.FetchErr == nil && len(data) > docfs.MaxSpec {
			r.FetchErr = &docfs.TooLargeError{Limit: docfs.MaxSpec} // a Fetch of its own
		}
	} else {
		data, r.ReadErr = docfs.ReadFile(l.FS, src, docfs.MaxSpec)
	}
	if r.FetchErr == nil && r.ReadErr == nil {
		r.ParseErr = r.Spec.parse(l.FS, src, data, remote)
	}
	return r
}

func (l *Loader) fetch(ctx context.Context, u string) ([]byte, error) {
	if l.Offline {
		return nil, ErrOffline
	}
	timeout := l.Timeout
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if l.Fetch != nil {
		return l.Fetch(ctx, u)
	}
	return FetchHTTP(ctx, u)
}

// FetchHTTP is what [Loader].Fetch defaults to: an HTTP GET of url that
// must answer 200 OK with at most [docfs.MaxSpec] bytes, the limit of a
// local spec; a longer body fails with a [*docfs.TooLargeError], read no
// further than the limit. It is safe for concurrent use.
func FetchHTTP(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("HTTP %s", resp.Status)
	}
	if resp.ContentLength > docfs.MaxSpec {
		return nil, &docfs.TooLargeError{Limit: docfs.MaxSpec}
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, docfs.MaxSpec+1))
	if err != nil {
		return nil, err
	}
	if len(data) > docfs.MaxSpec {
		return nil, &docfs.TooLargeError{Limit: docfs.MaxSpec}
	}
	return data, nil
}

// parse loads data with kin-openapi (converting Swagger 2.0) and lists the
// operations in document order, which kin-openapi's maps do not keep.
func (s *Spec) parse(fsys fs.FS, src string, data []byte, remote bool) error {
	order, version, err := documentOrder(data)
	if err != nil {
		return err
	}
	s.Texts = textIndex(data)
	loader := openapi3.NewLoader()
	loader.IsExternalRefsAllowed = !remote
	var refused error // a referenced file docfs refused to read
	if !remote {
		loader.ReadFromURIFunc = func(_ *openapi3.Loader, u *url.URL) ([]byte, error) {
			p := path.Clean(strings.TrimPrefix(u.Path, "/"))
			if p == ".." || strings.HasPrefix(p, "../") {
				return nil, fmt.Errorf("%s is outside the docs folder", u.Path)
			}
			data, err := docfs.ReadFile(fsys, p, docfs.MaxSpec)
			if err == nil {
				order.addFile(data)
			} else if errors.Is(err, docfs.ErrRefused) && refused == nil {
				refused = err
			}
			return data, err
		}
	}
	var doc *openapi3.T
	if strings.HasPrefix(version, "2") {
		var d2 openapi2.T
		js, err := kinyaml.YAMLToJSON(data)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(js, &d2); err != nil {
			return err
		}
		if doc, err = openapi2conv.ToV3(&d2); err != nil {
			return err
		}
	} else {
		loc := &url.URL{Path: "/" + src}
		if remote {
			loc, _ = url.Parse(src)
		}
		if doc, err = loader.LoadFromDataWithPath(data, loc); refused != nil {
			return refused // not a problem to build past: an error
		} else if err != nil {
			// The reference builds pages from specs whose references do
			// not all resolve; so does navbuild, after a warning.
			var plain openapi3.T
			js, jerr := kinyaml.YAMLToJSON(data)
			if jerr != nil || json.Unmarshal(js, &plain) != nil {
				return err
			}
			doc, s.Problem = &plain, err
			if !remote {
				s.Dangling = danglingRefs(data, js)
			}
		}
	}
	s.Doc = doc
	s.Order = &Order{keys: order.keys}
	groups := map[string]string{}
	for _, t := range doc.Tags {
		if t == nil {
			continue
		}
		if g, ok := t.Extensions["x-group"].(string); ok && g != "" {
			groups[t.Name] = g
		}
	}
	add := func(method, p string, item *openapi3.PathItem, op *openapi3.Operation, ptr string) {
		o := &Operation{Spec: s, Method: method, Path: p, Op: op, Item: item, Group: "API Reference"}
		if len(op.Tags) > 0 {
			o.Tag = op.Tags[0]
			o.Group = o.Tag
			if g, ok := groups[o.Tag]; ok {
				o.Group = g
			}
		}
		o.Hidden = truthy(op.Extensions["x-hidden"])
		o.Excluded = truthy(op.Extensions["x-excluded"])
		if mint, ok := op.Extensions["x-mint"].(map[string]any); ok {
			if h, ok := mint["href"].(string); ok {
				if slug, ok := hrefSlug(h); ok {
					o.Href = slug
				} else {
					b := BadHref{Href: h, Pointer: ptr + "/x-mint/href"}
					b.Line, b.Col = hrefPos(data, h)
					s.BadHrefs = append(s.BadHrefs, b)
				}
			}
			o.Meta, _ = mint["metadata"].(map[string]any)
			o.Content, _ = mint["content"].(string)
		}
		s.Operations = append(s.Operations, o)
	}
	if doc.Paths != nil {
		for _, p := range order.paths {
			item := doc.Paths.Value(p)
			if item == nil {
				continue
			}
			s.Paths = append(s.Paths, p)
			for _, m := range config.Methods {
				if op := item.GetOperation(strings.ToUpper(m)); op != nil {
					add(m, p, item, op, "/paths/"+pointerEscaper.Replace(p)+"/"+m)
				}
			}
		}
	}
	for _, name := range order.webhooks {
		item := doc.Webhooks[name]
		if item == nil {
			continue
		}
		for _, m := range config.Methods {
			if op := item.GetOperation(strings.ToUpper(m)); op != nil {
				add("webhook", name, item, op, "/webhooks/"+pointerEscaper.Replace(name)+"/"+m)
				break
			}
		}
	}
	return nil
}

// hrefSlug returns the page slug an x-mint.href names ("/api/pets" is
// "api/pets") and whether it is a path in the site, by internal/link's
// rule: not a URL of any scheme ("javascript:alert(1)", "https://x") and
// not protocol-relative ("//host"), for the slug becomes the page's URL
// and every link to it.
func hrefSlug(h string) (string, bool) {
	slug := strings.TrimPrefix(h, "/")
	if slug == "" || strings.HasPrefix(slug, "/") || link.Classify(slug) != link.Path {
		return "", false
	}
	return slug, true
}

// hrefPos returns the line and column (from 1) of the x-mint.href value h
// in the spec's text data: its first occurrence on a line that names
// href; 0, 0 when there is none (an escaped JSON string, a value in a
// file the spec references).
func hrefPos(data []byte, h string) (line, col int) {
	if h == "" {
		return 0, 0
	}
	for from := 0; ; {
		i := bytes.Index(data[from:], []byte(h))
		if i < 0 {
			return 0, 0
		}
		off := from + i
		from = off + len(h)
		start := bytes.LastIndexByte(data[:off], '\n') + 1
		if bytes.Contains(data[start:off], []byte("href")) {
			return 1 + bytes.Count(data[:off], []byte("\n")), 1 + utf8.RuneCount(data[start:off])
		}
	}
}

// pointerEscaper escapes a key for a JSON pointer (RFC 6901).
var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

func truthy(v any) bool {
	b, ok := v.(bool)
	return ok && b
}

// SyntaxError is a spec that does not parse, at a line of its own.
type SyntaxError struct {
	Line int
	Col  int // 0 when unknown
	Msg  string
}

func (e *SyntaxError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// LooksLike reads the start of the file name of fsys for an "openapi" or
// "swagger" key, so that only spec files are parsed.
func LooksLike(fsys fs.FS, name string) bool {
	b, _ := docfs.Head(fsys, name, 2048)
	head := string(b)
	return strings.Contains(head, `"openapi"`) || strings.Contains(head, `"swagger"`) ||
		strings.Contains(head, "openapi:") || strings.Contains(head, "swagger:")
}
