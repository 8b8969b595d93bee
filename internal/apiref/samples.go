package apiref

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/navbuild/navbuild/internal/openapi"
)

// sampleRequest is what the generated samples send: one request with example
// values, the way a reader would first try the endpoint.
type sampleRequest struct {
	method    string
	url       string
	headers   [][2]string
	mediaType string
	body      any // nil for none
}

// samples returns the spec's x-codeSamples (or x-code-samples), then the
// generated samples in the languages of Options.Languages.
func (b *builder) samples(ref *Reference, op *openapi3.Operation) []Sample {
	var out []Sample
	for _, key := range []string{"x-codeSamples", "x-code-samples"} {
		list, _ := op.Extensions[key].([]any)
		for _, item := range list {
			m, _ := item.(map[string]any)
			src, _ := m["source"].(string)
			if src == "" {
				continue
			}
			lang, _ := m["lang"].(string)
			label, _ := m["label"].(string)
			if label == "" {
				label = langLabel(lang)
			}
			out = append(out, Sample{Label: label, Lang: highlightLang(lang), Code: strings.TrimRight(src, "\n")})
		}
	}
	langs := b.opts.Languages
	if langs == nil {
		langs = openapi.DefaultSampleLanguages()
	}
	if len(langs) == 0 {
		return out
	}
	req := b.request(ref, op)
	for _, l := range langs {
		g, ok := generators[l]
		// The spec's own sample of a label takes the place of the
		// generated one: two "Python" tabs would leave the reader guessing
		// (a "Go SDK" sample is not the plain "Go" one, and stays beside it).
		if !ok || slices.ContainsFunc(out, func(s Sample) bool { return strings.EqualFold(s.Label, g.label) }) {
			continue
		}
		out = append(out, Sample{Label: g.label, Lang: g.lang, Code: g.write(req), Generator: l})
	}
	return out
}

// generators write a sample request in each language of
// [openapi.SampleLanguages] (a test checks that they match).
var generators = map[string]struct {
	label, lang string
	write       func(sampleRequest) string
}{
	"curl":       {"cURL", "bash", curl},
	"python":     {"Python", "python", python},
	"javascript": {"JavaScript", "javascript", javascript},
	"go":         {"Go", "go", goSample},
	"php":        {"PHP", "php", php},
	"ruby":       {"Ruby", "ruby", ruby},
	"java":       {"Java", "java", java},
}

// langLabel names a language for a tab: x-codeSamples often give only
// `lang`, in lower case.
func langLabel(lang string) string {
	switch strings.ToLower(lang) {
	case "curl":
		return "cURL"
	case "shell", "sh", "bash":
		return "Shell"
	case "javascript", "js":
		return "JavaScript"
	case "typescript", "ts":
		return "TypeScript"
	case "node", "nodejs", "node.js":
		return "Node.js"
	case "csharp", "c#":
		return "C#"
	case "php":
		return "PHP"
	case "go", "golang":
		return "Go"
	}
	if lang == strings.ToLower(lang) && lang != "" {
		return strings.ToUpper(lang[:1]) + lang[1:]
	}
	return lang
}

// highlightLang maps x-codeSamples languages to highlighter names.
func highlightLang(lang string) string {
	switch l := strings.ToLower(lang); l {
	case "shell", "curl", "sh":
		return "bash"
	case "node", "nodejs", "node.js", "js":
		return "javascript"
	case "c#", "csharp":
		return "csharp"
	case "":
		return "text"
	default:
		return l
	}
}

// request builds the sample request: the first server, the query
// parameters and headers with example values (deprecated optional ones
// left out, and all optional ones under Options.RequiredOnly), the credentials of the first security
// option, and the first media type's example body.
func (b *builder) request(ref *Reference, op *openapi3.Operation) sampleRequest {
	r := sampleRequest{method: ref.Method}
	base := ""
	if len(ref.Servers) > 0 {
		base = strings.TrimSuffix(ref.Servers[0].URL, "/")
	}
	r.url = base + ref.Path
	var query []string
	for _, g := range ref.Params {
		for _, f := range g.Fields {
			if !f.Required && (b.opts.RequiredOnly || f.Deprecated) {
				continue
			}
			v := sampleValue(f)
			switch g.In {
			case "query":
				// Arrays go as the default style writes them: the
				// parameter once per item ("tag=a&tag=b").
				for _, item := range queryItems(f, v) {
					query = append(query, queryEscape(f.Name)+"="+queryEscape(item))
				}
			case "header":
				r.headers = append(r.headers, [2]string{f.Name, v})
			case "cookie":
				r.headers = append(r.headers, [2]string{"Cookie", f.Name + "=" + v})
			}
		}
	}
	if len(ref.Security) > 0 {
		for _, s := range ref.Security[0].Schemes {
			switch {
			case s.Kind == "HTTP basic":
				r.headers = append(r.headers, [2]string{"Authorization", "Basic <encoded-value>"})
			case s.In == "header" && s.Param == "Authorization":
				r.headers = append(r.headers, [2]string{"Authorization", "Bearer <token>"})
			case s.In == "header" && s.Param != "":
				r.headers = append(r.headers, [2]string{s.Param, "<api-key>"})
			case s.In == "query" && s.Param != "":
				query = append(query, queryEscape(s.Param)+"=<api-key>")
			case s.In == "cookie" && s.Param != "":
				r.headers = append(r.headers, [2]string{"Cookie", s.Param + "=<api-key>"})
			}
		}
	}
	if len(query) > 0 {
		r.url += "?" + strings.Join(query, "&")
	}
	if ref.Body != nil && len(ref.Body.Media) > 0 {
		m := ref.Body.Media[0]
		r.mediaType = m.Type
		r.headers = append(r.headers, [2]string{"Content-Type", m.Type})
		if op.RequestBody != nil && op.RequestBody.Value != nil {
			if mt := op.RequestBody.Value.Content[m.Type]; mt != nil {
				b.dir = request
				b.budget = b.opts.MaxFields
				switch {
				case mt.Example != nil:
					r.body = b.ordered(mt.Example)
				case len(ref.Body.Media[0].Examples) > 0 && !ref.Body.Media[0].Examples[0].Generated:
					r.body = b.ordered(firstExample(mt.Examples))
				case mt.Schema != nil:
					b.requiredOnly = b.opts.RequiredOnly
					r.body = b.example(mt.Schema)
					b.requiredOnly = false
				}
			}
		}
	}
	return r
}

// queryItems splits the sample value of an array parameter into its
// items; any other value is one item.
func queryItems(f *Field, v string) []string {
	if !strings.HasSuffix(f.Type, "[]") {
		return []string{v}
	}
	var items []any
	if json.Unmarshal([]byte(v), &items) != nil {
		return []string{v}
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, display(it))
	}
	return out
}

// sampleValue is the value a sample sends for a parameter.
func sampleValue(f *Field) string {
	if f.XDefault != "" {
		return f.XDefault
	}
	v := f.Example
	if v == "" && len(f.Enum) > 0 {
		v = f.Enum[0]
	}
	if v == "" && f.Default != "" {
		v = f.Default
	}
	if v != "" {
		return v
	}
	typ, format, _ := strings.Cut(strings.TrimSuffix(f.Type, ">"), "<")
	switch typ {
	case "boolean":
		return "true"
	case "integer", "number":
		return "123"
	case "string":
		if s := stringExample(format); s != "<string>" {
			return s
		}
	}
	return "<" + f.Name + ">"
}

func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func curl(r sampleRequest) string {
	var b strings.Builder
	fmt.Fprintf(&b, "curl --request %s \\\n  --url %s", r.method, shellQuote(r.url))
	for _, h := range r.headers {
		if h[0] == "Content-Type" && strings.HasPrefix(r.mediaType, "multipart/") {
			continue // curl writes the boundary itself
		}
		fmt.Fprintf(&b, " \\\n  --header %s", shellQuote(h[0]+": "+h[1]))
	}
	if r.mediaType == "" {
		return b.String()
	}
	switch obj, isObj := r.body.(object); {
	case strings.HasPrefix(r.mediaType, "multipart/") && isObj:
		for _, m := range obj {
			fmt.Fprintf(&b, " \\\n  --form %s", shellQuote(m.key+"="+scalar(m.value)))
		}
	case strings.HasPrefix(r.mediaType, "application/x-www-form-urlencoded") && isObj:
		for _, m := range obj {
			fmt.Fprintf(&b, " \\\n  --data-urlencode %s", shellQuote(m.key+"="+scalar(m.value)))
		}
	case isJSON(r.mediaType):
		fmt.Fprintf(&b, " \\\n  --data %s", shellQuote(format(r.body, styleJSON)))
	case r.body != nil:
		if s, ok := r.body.(string); ok {
			fmt.Fprintf(&b, " \\\n  --data %s", shellQuote(s))
		} else {
			b.WriteString(" \\\n  --data-binary @file")
		}
	}
	return b.String()
}

// scalar writes a form field's value.
func scalar(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return compactJSON(v)
}

func python(r sampleRequest) string {
	var b strings.Builder
	b.WriteString("import requests\n\n")
	fmt.Fprintf(&b, "url = %s\n", compactJSON(r.url))
	kw := ""
	if r.mediaType != "" && r.body != nil {
		fmt.Fprintf(&b, "\npayload = %s\n", format(r.body, stylePython))
		switch {
		case isJSON(r.mediaType):
			kw = ", json=payload"
		default:
			kw = ", data=payload"
		}
	}
	var headers []string
	for _, h := range r.headers {
		if h[0] == "Content-Type" && (isJSON(r.mediaType) || strings.HasPrefix(r.mediaType, "multipart/")) {
			continue // requests sets it
		}
		headers = append(headers, compactJSON(h[0])+": "+compactJSON(h[1]))
	}
	if len(headers) > 0 {
		fmt.Fprintf(&b, "headers = {\n    %s\n}\n", strings.Join(headers, ",\n    "))
		kw += ", headers=headers"
	}
	fmt.Fprintf(&b, "\nresponse = requests.request(%s, url%s)\n\nprint(response.text)", compactJSON(r.method), kw)
	return b.String()
}

func javascript(r sampleRequest) string {
	var b strings.Builder
	fmt.Fprintf(&b, "const options = {\n  method: %s", jsString(r.method))
	var headers []string
	for _, h := range r.headers {
		if h[0] == "Content-Type" && strings.HasPrefix(r.mediaType, "multipart/") {
			continue // fetch sets it with the boundary
		}
		headers = append(headers, jsString(h[0])+": "+jsString(h[1]))
	}
	if len(headers) > 0 {
		fmt.Fprintf(&b, ",\n  headers: {\n    %s\n  }", strings.Join(headers, ",\n    "))
	}
	if r.mediaType != "" && r.body != nil {
		obj, isObj := r.body.(object)
		switch {
		case isJSON(r.mediaType):
			fmt.Fprintf(&b, ",\n  body: JSON.stringify(%s)", indentLines(format(r.body, styleJSON), "  "))
		case strings.HasPrefix(r.mediaType, "application/x-www-form-urlencoded") && isObj:
			fmt.Fprintf(&b, ",\n  body: new URLSearchParams(%s)", indentLines(formObject(obj), "  "))
		case strings.HasPrefix(r.mediaType, "multipart/") && isObj:
			b.WriteString(",\n  body: (() => {\n    const form = new FormData();")
			for _, m := range obj {
				fmt.Fprintf(&b, "\n    form.append(%s, %s);", jsString(m.key), jsString(scalar(m.value)))
			}
			b.WriteString("\n    return form;\n  })()")
		default:
			if s, ok := r.body.(string); ok {
				fmt.Fprintf(&b, ",\n  body: %s", jsString(s))
			}
		}
	}
	fmt.Fprintf(&b, "\n};\n\nfetch(%s, options)\n  .then(response => response.json())\n  .then(response => console.log(response))\n  .catch(err => console.error(err));", jsString(r.url))
	return b.String()
}

// formObject writes an object's fields as a JavaScript object of strings.
func formObject(obj object) string {
	str := make(object, len(obj))
	for i, m := range obj {
		str[i] = member{m.key, scalar(m.value)}
	}
	return format(str, styleJSON)
}

func jsString(s string) string {
	q := compactJSON(s)
	return "'" + strings.ReplaceAll(strings.ReplaceAll(q[1:len(q)-1], `\"`, `"`), "'", `\'`) + "'"
}

func indentLines(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}

// queryEscape escapes a query parameter, leaving the <placeholders> of
// the samples readable.
func queryEscape(s string) string {
	return strings.NewReplacer("%3C", "<", "%3E", ">").Replace(url.QueryEscape(s))
}

// firstExample is the value of the first example by name that has one
// (a media type's or a parameter's examples), else nil.
func firstExample(examples openapi3.Examples) any {
	for _, n := range slices.Sorted(maps.Keys(examples)) {
		if r := examples[n]; r != nil && r.Value != nil && r.Value.Value != nil {
			return r.Value.Value
		}
	}
	return nil
}
