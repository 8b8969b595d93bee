// Package i18n holds the interface text of the pages navbuild writes
// ("On this page", "Previous", the search dialog's words, the endpoint
// pages' labels...) in every language docs.json accepts, and looks it up
// by a page's language with fallback ("pt-BR" → "pt" → "en").
//
// Most words are Starlight's (the npm package @astrojs/starlight, MIT),
// vendored by `go generate` into starlight.go with the package's version,
// licence and integrity (genstarlight); keys map onto ours in
// fromStarlight. What Starlight lacks is navbuild's own, one JSON file a
// language in own/ (own.go).
//
// Stage: render.
//
//go:generate go run ./genstarlight -version 0.41.11 -o starlight.go -license LICENSE.starlight
package i18n
