// Package openapi loads the OpenAPI specs of a docs folder for the resolve
// stage and the content stage (internal/apiref): reading a local spec
// through the docs folder (internal/docfs, with its size limits) or
// fetching a remote one (with a timeout, or not at all offline), parsing
// it with kin-openapi (converting Swagger 2.0, JSON or YAML), the order of
// its keys in the file (which kin-openapi's maps lose), its operations in
// document order, looking an operation up as the reference does, the
// slugs of endpoint pages, the places of `$ref`s that point at nothing,
// and the languages of request samples.
//
// It ranks below resolve: resolve turns what it loads into the model, and
// reports its problems with positions in docs.json.
//
// Stage: resolve. Below resolve, which models what it loads, and below the
// content engine internal/apiref.
package openapi
