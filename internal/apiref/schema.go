package apiref

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// direction says which side of the exchange a schema describes: a request
// leaves out readOnly properties, a response writeOnly ones.
type direction int

const (
	request direction = iota
	response
)

// merged is a schema with its allOf members folded in: what a reader of
// the schema sees as one object.
type merged struct {
	s          *openapi3.Schema // the schema itself, for its constraints
	types      []string
	title      string
	desc       string
	format     string
	nullable   bool
	readOnly   bool
	writeOnly  bool
	deprecated bool
	enum       []any
	def        any
	// xdef is the x-default extension: the value samples and the
	// playground start with, which the reference does not show as the
	// default.
	xdef       any
	example    any
	hasExample bool
	props      []prop
	required   map[string]bool
	additional *openapi3.SchemaRef
	addAllowed bool // additionalProperties: true
	items      *openapi3.SchemaRef
	choice     string // "one of" or "any of"
	alts       openapi3.SchemaRefs
}

type prop struct {
	name string
	ref  *openapi3.SchemaRef
}

// merge folds s and its allOf members into one view. Members come first,
// then the schema's own properties, the way `allOf: [Base, {extra}]`
// reads; the schema's own title and description win.
func (b *builder) merge(s *openapi3.Schema) *merged {
	m := &merged{s: s, required: map[string]bool{}}
	b.mergeInto(m, s, map[*openapi3.Schema]bool{}, 0)
	return m
}

func (b *builder) mergeInto(m *merged, s *openapi3.Schema, seen map[*openapi3.Schema]bool, depth int) {
	if s == nil || seen[s] || depth > 32 {
		return
	}
	seen[s] = true
	if m.title == "" {
		m.title = s.Title
	}
	if m.desc == "" {
		m.desc = s.Description
	}
	if m.format == "" {
		m.format = s.Format
	}
	if s.Type != nil {
		for _, t := range *s.Type {
			if t == openapi3.TypeNull {
				m.nullable = true
			} else if !slices.Contains(m.types, t) {
				m.types = append(m.types, t)
			}
		}
	}
	m.nullable = m.nullable || s.Nullable
	m.readOnly = m.readOnly || s.ReadOnly
	m.writeOnly = m.writeOnly || s.WriteOnly
	m.deprecated = m.deprecated || s.Deprecated
	if m.enum == nil && s.Enum != nil {
		m.enum = s.Enum
	}
	if m.enum == nil && s.Const != nil {
		m.enum = []any{s.Const}
	}
	if m.def == nil {
		m.def = s.Default
	}
	if v, ok := s.Extensions["x-default"]; ok && m.xdef == nil {
		m.xdef = v
	}
	if !m.hasExample {
		if s.Example != nil {
			m.example, m.hasExample = s.Example, true
		} else if len(s.Examples) > 0 {
			m.example, m.hasExample = s.Examples[0], true
		}
	}
	for _, member := range s.AllOf {
		if member != nil {
			b.mergeInto(m, member.Value, seen, depth+1)
		}
	}
	for _, name := range b.order(s) {
		if !slices.ContainsFunc(m.props, func(p prop) bool { return p.name == name }) {
			m.props = append(m.props, prop{name, s.Properties[name]})
		}
	}
	for _, r := range s.Required {
		m.required[r] = true
	}
	if ap := s.AdditionalProperties; m.additional == nil && !m.addAllowed {
		switch {
		case ap.Schema != nil:
			m.additional = ap.Schema
		case ap.Has != nil && *ap.Has:
			m.addAllowed = true
		}
	}
	if m.items == nil {
		m.items = s.Items
	}
	if m.alts == nil {
		switch {
		case len(s.OneOf) > 0:
			m.choice, m.alts = "one of", s.OneOf
		case len(s.AnyOf) > 0:
			m.choice, m.alts = "any of", s.AnyOf
		}
	}
}

// order returns s's property names in document order.
func (b *builder) order(s *openapi3.Schema) []string {
	if len(s.Properties) == 0 {
		return nil
	}
	return b.keys.Properties(s)
}

// nonNullAlts returns the alternatives that are not {type: null}, and
// whether one was: `oneOf: [X, {type: null}]` is how 3.1 writes nullable.
func nonNullAlts(alts openapi3.SchemaRefs) (openapi3.SchemaRefs, bool) {
	var out openapi3.SchemaRefs
	null := false
	for _, a := range alts {
		if a != nil && a.Value != nil && a.Value.Type != nil && a.Value.Type.Is(openapi3.TypeNull) {
			null = true
			continue
		}
		out = append(out, a)
	}
	return out, null
}

// field describes the schema behind ref as a field named name, with its
// nested fields, stopping at recursion and when the tree's budget runs out.
func (b *builder) field(name string, ref *openapi3.SchemaRef, required bool) *Field {
	f := &Field{Name: name, Required: required}
	if ref == nil || ref.Value == nil {
		f.Type = "any"
		return f
	}
	b.budget--
	s := ref.Value
	if slices.Contains(b.stack, s) {
		f.Recursive = true
		f.Type = refName(ref.Ref, "object")
		f.Description = b.md(s.Description)
		return f
	}
	b.stack = append(b.stack, s)
	defer func() { b.stack = b.stack[:len(b.stack)-1] }()

	m := b.merge(s)
	alts, nullAlt := nonNullAlts(m.alts)
	if nullAlt && len(alts) == 1 && len(m.props) == 0 && len(m.types) == 0 {
		// `anyOf: [X, null]` is "X or null": describe X itself.
		inner := b.field(name, alts[0], required)
		inner.Nullable = true
		if d := b.md(m.desc); d != "" {
			inner.Description = d
		}
		return inner
	}
	f.Type = b.typeName(m, ref)
	f.Title = m.title
	f.Nullable = m.nullable || nullAlt
	f.ReadOnly, f.WriteOnly, f.Deprecated = m.readOnly, m.writeOnly, m.deprecated
	f.Description = b.md(m.desc)
	if m.def != nil {
		f.Default = display(b.ordered(m.def))
	}
	if m.hasExample {
		f.Example = display(b.ordered(m.example))
	}
	if m.xdef != nil {
		f.XDefault = display(b.ordered(m.xdef))
	}
	for _, e := range m.enum {
		f.Enum = append(f.Enum, display(e))
	}
	f.Constraints = constraints(s)

	if b.budget <= 0 {
		f.Truncated = len(m.props) > 0 || m.items != nil || len(alts) > 0
		return f
	}
	// An array shows its items' fields as its own.
	if len(m.props) == 0 && m.items != nil && m.items.Value != nil {
		item := b.field("", m.items, false)
		f.Children, f.Additional = item.Children, item.Additional
		f.Choice, f.Alternatives = item.Choice, item.Alternatives
		f.Recursive, f.Truncated = item.Recursive, item.Truncated
		if len(f.Enum) == 0 {
			// An array of enum values ("fields=name,status") is read as
			// the values it may hold.
			f.Enum = item.Enum
		}
		return f
	}
	f.Children = b.properties(m)
	if m.additional != nil {
		f.Additional = b.field("{key}", m.additional, false)
	} else if m.addAllowed && len(m.props) > 0 {
		f.Constraints = append(f.Constraints, "other properties allowed")
	}
	if len(alts) > 0 {
		f.Choice = m.choice
		for i, a := range alts {
			af := b.field("", a, false)
			if af.Title == "" {
				af.Title = refName(a.Ref, "")
			}
			if af.Title == "" {
				af.Title = fmt.Sprintf("Option %d", i+1)
			}
			f.Alternatives = append(f.Alternatives, af)
		}
	}
	return f
}

// properties describes an object's properties, required ones marked,
// leaving out those that do not travel in this direction.
func (b *builder) properties(m *merged) []*Field {
	var out []*Field
	for _, p := range m.props {
		if p.ref != nil && p.ref.Value != nil {
			if b.dir == request && p.ref.Value.ReadOnly || b.dir == response && p.ref.Value.WriteOnly {
				continue
			}
		}
		if b.budget <= 0 {
			out = append(out, &Field{Name: p.name, Type: "…", Truncated: true})
			break
		}
		out = append(out, b.field(p.name, p.ref, m.required[p.name]))
	}
	return out
}

// typeName writes a schema's type the way references show it.
func (b *builder) typeName(m *merged, ref *openapi3.SchemaRef) string {
	types := m.types
	if len(types) == 0 {
		switch {
		case len(m.props) > 0 || m.additional != nil:
			types = []string{openapi3.TypeObject}
		case m.items != nil:
			types = []string{openapi3.TypeArray}
		case len(m.enum) > 0:
			types = []string{jsonType(m.enum[0])}
		case len(m.alts) > 0:
			return m.choice
		default:
			return "any"
		}
	}
	var parts []string
	for _, t := range types {
		switch t {
		case openapi3.TypeArray:
			item := "any"
			if m.items != nil && m.items.Value != nil {
				if slices.Contains(b.stack, m.items.Value) {
					item = refName(m.items.Ref, "object")
				} else if len(b.stack) < 64 {
					b.stack = append(b.stack, m.items.Value)
					item = b.typeName(b.merge(m.items.Value), m.items)
					b.stack = b.stack[:len(b.stack)-1]
				}
			}
			if strings.ContainsAny(item, " |") {
				item = "(" + item + ")"
			}
			parts = append(parts, item+"[]")
		case openapi3.TypeObject:
			parts = append(parts, "object")
		default:
			if m.format != "" {
				t += "<" + m.format + ">"
			}
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " | ")
}

// refName is the last segment of a $ref ("#/components/schemas/Pet" is
// "Pet"), or def without one.
func refName(ref, def string) string {
	if ref == "" {
		return def
	}
	return ref[strings.LastIndexAny(ref, "/#")+1:]
}

func jsonType(v any) string {
	switch v.(type) {
	case string:
		return openapi3.TypeString
	case bool:
		return openapi3.TypeBoolean
	case float64, int, int64:
		return openapi3.TypeNumber
	}
	return "any"
}

// constraints lists a schema's limits in reader's notation.
func constraints(s *openapi3.Schema) []string {
	var out []string
	num := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
	// bound writes a minimum or maximum: inclusive, or exclusive as
	// OpenAPI 3.0 marks it (a boolean beside it) or 3.1 (a number).
	bound := func(v *float64, excl openapi3.ExclusiveBound, incl, strict string) {
		if v != nil {
			op := incl
			if excl.Bool != nil && *excl.Bool {
				op = strict
			}
			out = append(out, op+num(*v))
		}
		if excl.Value != nil {
			out = append(out, strict+num(*excl.Value))
		}
	}
	bound(s.Min, s.ExclusiveMin, "≥ ", "> ")
	bound(s.Max, s.ExclusiveMax, "≤ ", "< ")
	if s.MultipleOf != nil {
		out = append(out, "multiple of "+num(*s.MultipleOf))
	}
	if s.MinLength > 0 {
		out = append(out, fmt.Sprintf("length ≥ %d", s.MinLength))
	}
	if s.MaxLength != nil {
		out = append(out, fmt.Sprintf("length ≤ %d", *s.MaxLength))
	}
	if s.Pattern != "" {
		out = append(out, "pattern "+s.Pattern)
	}
	if s.MinItems > 0 {
		out = append(out, fmt.Sprintf("items ≥ %d", s.MinItems))
	}
	if s.MaxItems != nil {
		out = append(out, fmt.Sprintf("items ≤ %d", *s.MaxItems))
	}
	if s.UniqueItems {
		out = append(out, "unique items")
	}
	if s.MinProps > 0 {
		out = append(out, fmt.Sprintf("properties ≥ %d", s.MinProps))
	}
	if s.MaxProps != nil {
		out = append(out, fmt.Sprintf("properties ≤ %d", *s.MaxProps))
	}
	return out
}

// display writes a value for a reader: a string as it is, anything else
// as JSON.
func display(v any) string {
	if s, ok := v.(string); ok && s != "" {
		return s
	}
	return compactJSON(v)
}
