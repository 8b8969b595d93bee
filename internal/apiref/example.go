package apiref

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/getkin/kin-openapi/openapi3"
)

// object is a JSON object that keeps its keys in order: generated examples
// list properties as the spec does.
type object []member

type member struct {
	key   string
	value any
}

// example makes a value for the schema behind ref: the spec's own example,
// default, const or first enum value where it has one, else a placeholder
// of the right type. Recursion stops with an empty value.
func (b *builder) example(ref *openapi3.SchemaRef) any {
	if ref == nil || ref.Value == nil {
		return nil
	}
	s := ref.Value
	if slices.Contains(b.stack, s) || len(b.stack) > 12 || b.budget <= 0 {
		return emptyOf(s)
	}
	b.budget--
	b.stack = append(b.stack, s)
	defer func() { b.stack = b.stack[:len(b.stack)-1] }()
	m := b.merge(s)
	switch {
	case m.xdef != nil:
		return b.ordered(m.xdef)
	case m.hasExample:
		return b.ordered(m.example)
	case m.def != nil:
		return b.ordered(m.def)
	case len(m.enum) > 0:
		return m.enum[0]
	}
	alts, _ := nonNullAlts(m.alts)
	if len(m.props) > 0 || m.additional != nil {
		obj := object{}
		for _, p := range m.props {
			if p.ref != nil && p.ref.Value != nil && (b.dir == request && p.ref.Value.ReadOnly || b.dir == response && p.ref.Value.WriteOnly) {
				continue
			}
			if b.requiredOnly && !m.required[p.name] {
				continue
			}
			obj = append(obj, member{p.name, b.example(p.ref)})
		}
		if len(m.props) == 0 {
			obj = append(obj, member{"{key}", b.example(m.additional)})
		}
		return obj
	}
	if len(alts) > 0 && len(m.types) == 0 {
		return b.example(alts[0])
	}
	t := ""
	if len(m.types) > 0 {
		t = m.types[0]
	}
	switch {
	case t == openapi3.TypeArray || t == "" && m.items != nil:
		if m.items == nil || m.items.Value == nil || slices.Contains(b.stack, m.items.Value) {
			return []any{} // a list of itself: empty ends the recursion
		}
		return []any{b.example(m.items)}
	case t == openapi3.TypeObject:
		return object{}
	case t == openapi3.TypeInteger:
		if s.Min != nil && *s.Min > 123 {
			return int64(math.Ceil(*s.Min))
		}
		return 123
	case t == openapi3.TypeNumber:
		if s.Min != nil && *s.Min > 123 {
			return *s.Min
		}
		return 123
	case t == openapi3.TypeBoolean:
		return true
	case t == openapi3.TypeString:
		return stringExample(m.format)
	case t == openapi3.TypeNull:
		return nil
	}
	return "<any>"
}

// ordered converts the objects in a value from the spec to objects with
// their keys in the spec's order (kin-openapi decodes them into maps).
func (b *builder) ordered(v any) any {
	switch v := v.(type) {
	case map[string]any:
		keys := b.keys.Keys(v)
		obj := make(object, len(keys))
		for i, k := range keys {
			obj[i] = member{k, b.ordered(v[k])}
		}
		return obj
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = b.ordered(e)
		}
		return out
	}
	return v
}

// emptyOf is the value that ends a recursive example.
func emptyOf(s *openapi3.Schema) any {
	switch {
	case s.Type != nil && s.Type.Is(openapi3.TypeArray):
		return []any{}
	case s.Type != nil && s.Type.Is(openapi3.TypeObject), len(s.Properties) > 0:
		return object{}
	}
	return nil
}

// stringExample is a placeholder for a string of a format.
func stringExample(format string) string {
	switch format {
	case "date-time":
		return "2024-01-15T09:30:00Z"
	case "date":
		return "2024-01-15"
	case "time":
		return "09:30:00"
	case "email":
		return "jane@example.com"
	case "uuid":
		return "3c90c3cc-0d44-4b50-8888-8dd25736052a"
	case "uri", "url":
		return "https://example.com"
	case "hostname":
		return "example.com"
	case "ipv4":
		return "192.0.2.1"
	case "ipv6":
		return "2001:db8::1"
	case "byte":
		return "aGVsbG8="
	case "binary":
		return "<binary>"
	case "password":
		return "<password>"
	}
	return "<string>"
}

// style selects the literal syntax of a language.
type style int

const (
	styleJSON   style = iota
	stylePython       // True, False, None
)

// format writes v as pretty-printed literal with two-space indents.
func format(v any, st style) string {
	var buf bytes.Buffer
	writeValue(&buf, v, st, "", false)
	return buf.String()
}

// compactJSON writes a value from the spec as one line of JSON.
func compactJSON(v any) string {
	var buf bytes.Buffer
	writeValue(&buf, v, styleJSON, "", true)
	return buf.String()
}

func writeValue(buf *bytes.Buffer, v any, st style, indent string, compact bool) {
	inner := indent + "  "
	open := func(c byte, empty bool) {
		buf.WriteByte(c)
		if !compact && !empty {
			buf.WriteString("\n" + inner)
		}
	}
	sep := func() {
		buf.WriteByte(',')
		if compact {
			buf.WriteByte(' ')
		} else {
			buf.WriteString("\n" + inner)
		}
	}
	end := func(c byte, empty bool) {
		if !compact && !empty {
			buf.WriteString("\n" + indent)
		}
		buf.WriteByte(c)
	}
	switch v := v.(type) {
	case nil:
		buf.WriteString(lit(st, "null", "None"))
	case bool:
		if v {
			buf.WriteString(lit(st, "true", "True"))
		} else {
			buf.WriteString(lit(st, "false", "False"))
		}
	case string:
		writeString(buf, v)
	case float64:
		if math.IsInf(v, 0) || math.IsNaN(v) {
			buf.WriteString("0")
		} else {
			buf.WriteString(strconv.FormatFloat(v, 'f', -1, 64))
		}
	case int:
		buf.WriteString(strconv.Itoa(v))
	case int64:
		buf.WriteString(strconv.FormatInt(v, 10))
	case json.Number:
		buf.WriteString(v.String())
	case object:
		open('{', len(v) == 0)
		for i, m := range v {
			if i > 0 {
				sep()
			}
			writeString(buf, m.key)
			buf.WriteString(": ")
			writeValue(buf, m.value, st, inner, compact)
		}
		end('}', len(v) == 0)
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		obj := make(object, len(keys))
		for i, k := range keys {
			obj[i] = member{k, v[k]}
		}
		writeValue(buf, obj, st, indent, compact)
	case []any:
		open('[', len(v) == 0)
		for i, e := range v {
			if i > 0 {
				sep()
			}
			writeValue(buf, e, st, inner, compact)
		}
		end(']', len(v) == 0)
	default:
		// Values kin-openapi decoded into other types: go through JSON.
		b, err := json.Marshal(v)
		if err != nil {
			writeString(buf, fmt.Sprint(v))
			return
		}
		var generic any
		if json.Unmarshal(b, &generic) != nil {
			buf.Write(b)
			return
		}
		if _, same := generic.(string); same || generic == nil {
			buf.Write(b)
			return
		}
		writeValue(buf, generic, st, indent, compact)
	}
}

func lit(st style, json, python string) string {
	if st == stylePython {
		return python
	}
	return json
}

// writeString writes a JSON string without HTML escaping: the templates
// escape, and readers copy the example.
func writeString(buf *bytes.Buffer, s string) {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	buf.Truncate(buf.Len() - 1) // Encode's newline
}
