package config

import _ "embed"

//go:embed schema.json
var schema string

// Schema returns the JSON Schema (draft 2020-12) of docs.json as [Decode]
// accepts it without an error. It is stricter where Decode drops part of
// the file with a warning, lets keys Decode does not know pass, lets a
// "$ref" include object stand in for any object or array, and cannot see
// what needs the docs folder (included files, pages, specs). It is meant
// for editors (autocomplete, checks as one types), not for validation
// inside navbuild; schema_test.go keeps it in step with Decode.
func Schema() string { return schema }
