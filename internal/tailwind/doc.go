// Package tailwind writes the CSS of the Tailwind CSS utility classes a
// site's pages use: [Extract] finds the class tokens of a page or snippet,
// [Generate] writes the rules of those Tailwind 3.4 knows, with its
// default theme (theme.json, recorded from the tailwindcss package by
// gentailwind), scoped under a selector so that they reach the pages'
// content and never the site's frame.
//
// Stage: content.
package tailwind

//go:generate go run ./gentailwind
