package resolve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"
	kinyaml "github.com/oasdiff/yaml"
	"gopkg.in/yaml.v2"

	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// operation is one operation of a spec, in document order.
type operation struct {
	spec     *specInfo
	method   string // lower-case; "webhook" for webhooks
	path     string // path template or webhook name
	op       *openapi3.Operation
	item     *openapi3.PathItem
	tag      string // first tag, "" if none
	group    string // the tag's x-group, else the tag, else "API Reference"
	hidden   bool   // x-hidden: a page, but not in the sidebar
	excluded bool   // x-excluded: no page at all
	href     string // x-mint.href: the page's slug, overriding the default
	// meta is x-mint.metadata, which the reference applies to the page as
	// if it were its front matter (title, sidebarTitle, description...).
	meta map[string]any
}

// specInfo is a loaded spec with its operations in document order.
type specInfo struct {
	*Spec
	ops     []*operation
	paths   []string // path keys in document order
	failed  bool     // could not be loaded; pages from it are left out
	problem error    // loaded, but kin-openapi found this problem
	// dangling are the local references that point at nothing, when
	// they are the problem.
	dangling []danglingRef
}

// specLoader loads each spec once per build, whatever the number of nodes
// naming it.
type specLoader struct {
	ctx     context.Context
	fsys    fs.FS
	fetch   func(ctx context.Context, url string) ([]byte, error)
	timeout time.Duration
	diags   *diag.List
	cache   map[string]*specInfo
	pre     map[string]readResult // prefetched, not yet reported
}

// load returns the spec named by src, reporting a problem at v (or at the
// spec itself when v is nil). A missing local file is an error; an
// unreachable remote spec is a warning and its pages are left out.
func (l *specLoader) load(src string, v *jsonv.Value, jpath, nodeKind string) *specInfo {
	if s, ok := l.cache[src]; ok {
		return s
	}
	r, ok := l.pre[src]
	if !ok {
		r = l.read(src)
	}
	s := r.spec
	l.cache[src] = s
	pos := diag.Pos{File: src, Line: 1, Col: 1}
	if v != nil {
		pos = v.Pos()
	}
	switch {
	case errors.Is(r.fetchErr, errOffline):
		l.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("OpenAPI spec %s is not fetched in offline mode; its endpoint pages are left out", src), "")
	case r.fetchErr != nil:
		l.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("cannot fetch OpenAPI spec %s: %v; its endpoint pages are left out", src, r.fetchErr), "check the URL, or commit a copy of the spec and point openapi at it")
	case r.notExist:
		hint := ""
		if nodeKind != "" {
			hint = "the openapi of a " + nodeKind + " is a path from the docs folder"
		}
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("OpenAPI spec %q does not exist", src), hint)
	case r.readErr != nil:
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("cannot read OpenAPI spec %q: %v", src, unwrapPathError(r.readErr)), docfs.Hint(r.readErr))
	case errors.Is(r.parseErr, docfs.ErrRefused):
		var pe *fs.PathError
		errors.As(r.parseErr, &pe)
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("OpenAPI spec %q references %q, which cannot be read: %v", src, pe.Path, pe.Err), docfs.Hint(r.parseErr))
	case r.parseErr != nil:
		var se *specSyntaxError
		if errors.As(r.parseErr, &se) && !strings.Contains(src, "://") {
			// Point at the spec's own line, where the fix is.
			l.diags.Add(diag.Error, diag.Pos{File: src, Line: se.line, Col: max(se.col, 1)}, "", "OpenAPI spec is invalid: "+se.msg,
				fmt.Sprintf("the spec is named at %s, %s", pos, jpath))
			break
		}
		l.diags.Add(diag.Error, pos, jpath, fmt.Sprintf("OpenAPI spec %q is invalid: %v", src, r.parseErr), "")
	case s.problem != nil && len(s.dangling) > 0:
		for _, d := range s.dangling {
			l.diags.Add(diag.Warning, diag.Pos{File: src, Line: d.line, Col: d.col}, "", fmt.Sprintf("OpenAPI $ref %q points at nothing", d.ref),
				fmt.Sprintf("the pages of the spec named at %s are built without it", pos))
		}
	case s.problem != nil:
		l.diags.Add(diag.Warning, pos, jpath, fmt.Sprintf("OpenAPI spec %q has a problem: %v", src, s.problem), "its pages are built; parts that depend on it may be incomplete")
	}
	return s
}

// readResult is a spec read and parsed, with what went wrong.
type readResult struct {
	spec                        *specInfo
	fetchErr, readErr, parseErr error
	notExist                    bool
}

// read fetches or reads src and parses it. It touches no shared state, so
// prefetch can run it for several specs at once.
func (l *specLoader) read(src string) readResult {
	r := readResult{spec: &specInfo{Spec: &Spec{Source: src}}}
	remote := strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://")
	var data []byte
	var err error
	if remote {
		data, r.fetchErr = l.fetchRemote(src)
	} else if data, err = docfs.ReadFile(l.fsys, src, docfs.MaxSpec); err != nil {
		r.notExist = errors.Is(err, fs.ErrNotExist)
		r.readErr = err
	}
	if r.fetchErr == nil && r.readErr == nil {
		r.parseErr = r.spec.parse(l.fsys, src, data, remote)
	}
	r.spec.failed = r.fetchErr != nil || r.readErr != nil || r.parseErr != nil
	return r
}

// prefetch reads and parses the given specs in parallel: large specs take
// most of a build's resolve time, and they are independent. Results are
// reported by load, in navigation order, so the output does not depend on
// which finished first.
func (l *specLoader) prefetch(sources []string) {
	results := make([]readResult, len(sources))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, src := range sources {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			results[i] = l.read(src)
		}()
	}
	wg.Wait()
	l.pre = make(map[string]readResult, len(sources))
	for i, src := range sources {
		l.pre[src] = results[i]
	}
}

func (l *specLoader) fetchRemote(u string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(l.ctx, l.timeout)
	defer cancel()
	if l.fetch != nil {
		return l.fetch(ctx, u)
	}
	return FetchHTTP(ctx, u)
}

// FetchHTTP is what [Options].Fetch defaults to: an HTTP GET of url that
// must answer 200 OK, read up to 256 MB. It is safe for concurrent use.
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
	return io.ReadAll(io.LimitReader(resp.Body, 256<<20))
}

// parse loads data with kin-openapi (converting Swagger 2.0) and lists the
// operations in document order, which kin-openapi's maps do not keep.
func (s *specInfo) parse(fsys fs.FS, src string, data []byte, remote bool) error {
	order, version, err := documentOrder(data)
	if err != nil {
		return err
	}
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
			doc, s.problem = &plain, err
			if !remote {
				s.dangling = danglingRefs(data, js)
			}
		}
	}
	s.Doc = doc
	s.keys = order.keys
	groups := map[string]string{}
	for _, t := range doc.Tags {
		if t == nil {
			continue
		}
		if g, ok := t.Extensions["x-group"].(string); ok && g != "" {
			groups[t.Name] = g
		}
	}
	add := func(method, p string, item *openapi3.PathItem, op *openapi3.Operation) {
		o := &operation{spec: s, method: method, path: p, op: op, item: item, group: "API Reference"}
		if len(op.Tags) > 0 {
			o.tag = op.Tags[0]
			o.group = o.tag
			if g, ok := groups[o.tag]; ok {
				o.group = g
			}
		}
		o.hidden = truthy(op.Extensions["x-hidden"])
		o.excluded = truthy(op.Extensions["x-excluded"])
		if mint, ok := op.Extensions["x-mint"].(map[string]any); ok {
			if h, ok := mint["href"].(string); ok {
				o.href = strings.TrimPrefix(h, "/")
			}
			o.meta, _ = mint["metadata"].(map[string]any)
		}
		s.ops = append(s.ops, o)
	}
	if doc.Paths != nil {
		for _, p := range order.paths {
			item := doc.Paths.Value(p)
			if item == nil {
				continue
			}
			s.paths = append(s.paths, p)
			for _, m := range config.Methods {
				if op := item.GetOperation(strings.ToUpper(m)); op != nil {
					add(m, p, item, op)
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
				add("webhook", name, item, op)
				break
			}
		}
	}
	return nil
}

func truthy(v any) bool {
	b, ok := v.(bool)
	return ok && b
}

// specSyntaxError is a spec that does not parse, at a line of its own.
type specSyntaxError struct {
	line, col int // col 0 when unknown
	msg       string
}

func (e *specSyntaxError) Error() string {
	if e.col > 0 {
		return fmt.Sprintf("line %d, column %d: %s", e.line, e.col, e.msg)
	}
	return fmt.Sprintf("line %d: %s", e.line, e.msg)
}

// yamlLine reads the line of a yaml.v2 error ("yaml: line 11: did not
// find expected key").
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

type docOrder struct {
	paths, webhooks []string
	// keys maps the sorted keys of the objects whose order a reader sees
	// (a schema's properties, an example) to their order in the file.
	keys map[string][]string
}

// keysID is the key of a set of names in docOrder.keys.
func keysID(names []string) string {
	sorted := slices.Clone(names)
	slices.Sort(sorted)
	return strings.Join(sorted, "\x00")
}

// add records the order of an object's keys. Objects are identified by
// their set of keys: two objects with the same keys in different orders
// are rare, and either order is one the file uses.
func (o *docOrder) add(names []string) {
	if len(names) < 2 {
		return
	}
	if o.keys == nil {
		o.keys = map[string][]string{}
	}
	k := keysID(names)
	if _, ok := o.keys[k]; !ok {
		o.keys[k] = names
	}
}

// exampleKeys are the keys whose values are examples: every object below
// them is shown to readers in its order.
func exampleKey(k string) bool {
	return k == "example" || k == "examples" || k == "default" || k == "x-example"
}

// walkJSON records the key order of the `properties` objects below v, and
// of every object inside an example.
func (o *docOrder) walkJSON(v *jsonv.Value, inExample bool, depth int) {
	if v == nil || depth > 256 {
		return
	}
	switch v.Kind {
	case jsonv.Object:
		names := make([]string, len(v.Obj))
		for i, m := range v.Obj {
			names[i] = m.Key
		}
		if inExample {
			o.add(names)
		}
		for _, m := range v.Obj {
			if m.Key == "properties" && m.Value.Kind == jsonv.Object && !inExample {
				props := make([]string, len(m.Value.Obj))
				for i, p := range m.Value.Obj {
					props[i] = p.Key
				}
				o.add(props)
			}
			o.walkJSON(m.Value, inExample || exampleKey(m.Key), depth+1)
		}
	case jsonv.Array:
		for _, e := range v.Arr {
			o.walkJSON(e, inExample, depth+1)
		}
	}
}

// walkYAML is walkJSON for a YAML document.
func (o *docOrder) walkYAML(v any, inExample bool, depth int) {
	if depth > 256 {
		return
	}
	switch v := v.(type) {
	case yaml.MapSlice:
		names := make([]string, len(v))
		for i, m := range v {
			names[i] = fmt.Sprint(m.Key)
		}
		if inExample {
			o.add(names)
		}
		for _, m := range v {
			key := fmt.Sprint(m.Key)
			if ps, ok := m.Value.(yaml.MapSlice); ok && key == "properties" && !inExample {
				props := make([]string, len(ps))
				for i, p := range ps {
					props[i] = fmt.Sprint(p.Key)
				}
				o.add(props)
			}
			o.walkYAML(m.Value, inExample || exampleKey(key), depth+1)
		}
	case []any:
		for _, e := range v {
			o.walkYAML(e, inExample, depth+1)
		}
	}
}

// addFile records the key orders of a file the spec refers to.
func (o *docOrder) addFile(data []byte) {
	if isJSONText(data) {
		if v, err := jsonv.Parse(jsonv.NewFile("ref", data)); err == nil {
			o.walkJSON(v, false, 0)
		}
		return
	}
	var doc yaml.MapSlice
	if yaml.Unmarshal(data, &doc) == nil {
		o.walkYAML(doc, false, 0)
	}
}

func isJSONText(data []byte) bool {
	trimmed := strings.TrimLeft(string(data[:min(len(data), 64)]), " \t\r\n\uFEFF")
	return strings.HasPrefix(trimmed, "{")
}

// documentOrder reads the keys of `paths` and `webhooks` in the order the
// file has them, and the spec's version ("openapi" or "swagger").
func documentOrder(data []byte) (docOrder, string, error) {
	var o docOrder
	if isJSONText(data) {
		v, err := jsonv.Parse(jsonv.NewFile("spec", data))
		if err != nil {
			var se *jsonv.SyntaxError
			if errors.As(err, &se) {
				return o, "", &specSyntaxError{line: se.Pos.Line, col: se.Pos.Col, msg: se.Msg}
			}
			return o, "", err
		}
		keys := func(key string) []string {
			var out []string
			if obj := v.Get(key); obj != nil {
				for _, m := range obj.Obj {
					out = append(out, m.Key)
				}
			}
			return out
		}
		o.paths, o.webhooks = keys("paths"), keys("webhooks")
		o.walkJSON(v, false, 0)
		version := ""
		if s := v.Get("swagger"); s != nil {
			version = s.Str
		} else if s := v.Get("openapi"); s != nil {
			version = s.Str
		}
		return o, version, nil
	}
	var doc yaml.MapSlice
	if err := yaml.Unmarshal(data, &doc); err != nil {
		if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
			line, _ := strconv.Atoi(m[1])
			return o, "", &specSyntaxError{line: line, msg: m[2]}
		}
		return o, "", err
	}
	version := ""
	o.walkYAML(doc, false, 0)
	for _, item := range doc {
		key, _ := item.Key.(string)
		switch key {
		case "paths", "webhooks":
			ms, _ := item.Value.(yaml.MapSlice)
			for _, m := range ms {
				k := fmt.Sprint(m.Key)
				if key == "paths" {
					o.paths = append(o.paths, k)
				} else {
					o.webhooks = append(o.webhooks, k)
				}
			}
		case "swagger", "openapi":
			version = fmt.Sprint(item.Value)
		}
	}
	return o, version, nil
}

// find looks up an endpoint entry as the reference does: the exact path
// key first, then ignoring a trailing slash on either side; then the
// method on that path.
func (s *specInfo) find(method, p string) (*operation, error) {
	if method == "webhook" {
		var names []string
		for _, o := range s.ops {
			if o.method == "webhook" {
				if o.path == p {
					return o, nil
				}
				names = append(names, o.path)
			}
		}
		return nil, &notFoundError{what: "webhook " + p, spec: s.Source, near: nearest(p, names)}
	}
	key := ""
	if slices.Contains(s.paths, p) {
		key = p
	} else {
		for _, k := range s.paths {
			if strings.TrimSuffix(k, "/") == strings.TrimSuffix(p, "/") {
				key = k
				break
			}
		}
	}
	if key == "" {
		return nil, &notFoundError{what: "endpoint " + p, spec: s.Source, near: nearest(p, s.paths)}
	}
	var methods []string
	for _, o := range s.ops {
		if o.path == key && o.method != "webhook" {
			if o.method == method {
				return o, nil
			}
			methods = append(methods, strings.ToUpper(o.method)+" "+key)
		}
	}
	return nil, &notFoundError{what: fmt.Sprintf("method %s for endpoint %s", strings.ToUpper(method), p), spec: s.Source, near: methods}
}

type notFoundError struct {
	what, spec string
	near       []string
}

func (e *notFoundError) Error() string { return fmt.Sprintf("%s not found in %s", e.what, e.spec) }

func (e *notFoundError) hint() string {
	if len(e.near) == 0 {
		return ""
	}
	return "available: " + strings.Join(e.near, ", ")
}

// nearest lists up to five candidates closest to p: typo matches first,
// then those sharing its first segment.
func nearest(p string, candidates []string) []string {
	var out []string
	if s := diag.Suggest(p, candidates); s != "" {
		out = append(out, s)
	}
	first := strings.SplitN(strings.TrimPrefix(p, "/"), "/", 2)[0]
	for _, c := range candidates {
		if len(out) == 5 {
			break
		}
		if !slices.Contains(out, c) && strings.SplitN(strings.TrimPrefix(c, "/"), "/", 2)[0] == first {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		out = candidates[:min(5, len(candidates))]
	}
	return out
}

// slugClean is the reference's slug cleaning of summaries, paths and tags.
func slugClean(s string) string {
	s = strings.ReplaceAll(s, " ", "-")
	// each {...} becomes "-"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '{' {
			if j := strings.IndexByte(s[i:], '}'); j >= 0 {
				b.WriteByte('-')
				i += j
				continue
			}
		}
		b.WriteByte(s[i])
	}
	s = b.String()
	s = strings.TrimPrefix(s, "-")
	s = strings.TrimSuffix(s, "-")
	s = strings.Map(func(r rune) rune {
		switch r {
		case '{', '}', '(', ')', ',', '.', '\'', '/', '\n':
			return -1
		}
		return r
	}, s)
	s = strings.ReplaceAll(s, "--", "-")
	return strings.ToLower(s)
}

// slug returns the page slug of o under directory dir ("" for the
// default "api-reference").
func (o *operation) slug(dir string) string {
	if o.href != "" {
		return o.href
	}
	var name string
	switch {
	case strings.TrimSpace(o.op.Summary) != "":
		name = slugClean(o.op.Summary)
	case o.method == "webhook":
		name = slugClean(o.path)
	default:
		name = o.method + "-" + slugClean(o.path)
	}
	if dir == "" {
		dir = "api-reference"
	}
	return strings.ToLower(path.Join(dir, slugClean(o.tag), name))
}

// frontMatterEndpoints resolves the `openapi: "METHOD /path"` front matter
// of pages: against the spec it names, else the specs the navigation
// loaded, else every OpenAPI file of the docs folder, as the reference's
// build finds them.
func (b *builder) frontMatterEndpoints(pages []*Page) {
	var candidates []*specInfo
	scanned := false
	for _, p := range pages {
		raw, _ := p.Meta["openapi"].(string)
		if raw == "" || p.Endpoint != nil {
			continue
		}
		ep := config.ParseEndpoint(raw)
		pos := diag.Pos{File: p.File, Line: 1, Col: 1}
		if ep == nil {
			b.diags.Add(diag.Warning, pos, "", fmt.Sprintf("front matter openapi %q is not METHOD /path or SPEC METHOD /path", raw), "")
			continue
		}
		var specs []*specInfo
		if ep.Spec != "" {
			s := b.specs.cache[ep.Spec]
			if s == nil {
				if !b.files.all[ep.Spec] && !strings.Contains(ep.Spec, "://") {
					b.diags.Add(diag.Warning, pos, "", fmt.Sprintf("front matter openapi names spec %q, which does not exist", ep.Spec), "")
					continue
				}
				s = b.specs.load(ep.Spec, nil, "", "")
			}
			specs = []*specInfo{s}
		} else {
			if !scanned {
				candidates, scanned = b.allSpecs(), true
			}
			specs = candidates
		}
		found := false
		for _, s := range specs {
			if s.failed {
				continue
			}
			if op, err := s.find(ep.Method, ep.Path); err == nil {
				p.Endpoint = &Endpoint{Spec: s.Spec, Method: op.method, Path: op.path, Operation: op.op, PathItem: op.item, Deprecated: op.op.Deprecated}
				if _, hasTitle := p.Meta["title"]; !hasTitle && strings.TrimSpace(op.op.Summary) != "" {
					p.Title = strings.TrimSpace(op.op.Summary)
					if _, hasSidebar := p.Meta["sidebarTitle"]; !hasSidebar {
						p.SidebarTitle = p.Title
					}
				}
				found = true
				break
			}
		}
		if !found {
			b.diags.Add(diag.Warning, pos, "", fmt.Sprintf("front matter openapi %q matches no operation of the docs folder's OpenAPI specs", raw), "the page is built without the endpoint reference")
		}
	}
}

// allSpecs returns the specs the navigation loaded, then every other file
// of the docs folder that looks like an OpenAPI or Swagger document, in
// path order.
func (b *builder) allSpecs() []*specInfo {
	var out []*specInfo
	var sources []string
	for src := range b.specs.cache {
		sources = append(sources, src)
	}
	slices.Sort(sources)
	for _, src := range sources {
		out = append(out, b.specs.cache[src])
	}
	var files []string
	for f := range b.files.all {
		switch path.Ext(f) {
		case ".json", ".yaml", ".yml":
			if _, loaded := b.specs.cache[f]; !loaded && f != config.Name {
				files = append(files, f)
			}
		}
	}
	slices.Sort(files)
	for _, f := range files {
		if looksLikeSpec(b.fsys, f) {
			out = append(out, b.specs.load(f, nil, "", ""))
		}
	}
	return out
}

// looksLikeSpec reads the start of a file for an "openapi" or "swagger"
// key, so that only spec files are parsed.
func looksLikeSpec(fsys fs.FS, name string) bool {
	f, err := fsys.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 2048)
	n, _ := io.ReadFull(f, buf)
	head := string(buf[:n])
	return strings.Contains(head, `"openapi"`) || strings.Contains(head, `"swagger"`) ||
		strings.Contains(head, "openapi:") || strings.Contains(head, "swagger:")
}
