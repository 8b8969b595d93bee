package openapi

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"gopkg.in/yaml.v2"

	"github.com/navbuild/navbuild/internal/jsonv"
)

// Order is the order of the keys of a spec's objects in its files, which
// kin-openapi's maps lose: the properties of schemas and the objects of
// examples. A nil Order knows no order: its methods sort. It is safe for
// concurrent use.
type Order struct {
	keys map[string][]string // see docOrder
}

// Properties returns the names of schema's properties in the order the
// spec's files list them, or sorted when they do not say (a schema built
// by converting a Swagger 2.0 spec may not).
func (o *Order) Properties(schema *openapi3.Schema) []string {
	names := make([]string, 0, len(schema.Properties))
	for name := range schema.Properties {
		names = append(names, name)
	}
	return o.of(names)
}

// Keys returns the keys of an object from the spec (an example's value)
// in the order the spec's files write them, or sorted.
func (o *Order) Keys(m map[string]any) []string {
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	return o.of(names)
}

func (o *Order) of(names []string) []string {
	slices.Sort(names)
	if o != nil && len(names) > 1 {
		if k, ok := o.keys[keysID(names)]; ok {
			return slices.Clone(k)
		}
	}
	return names
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
				return o, "", &SyntaxError{Line: se.Pos.Line, Col: se.Pos.Col, Msg: se.Msg}
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
			return o, "", &SyntaxError{Line: line, Msg: m[2]}
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
