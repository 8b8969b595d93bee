// Package mdx renders MDX pages (Markdown with JSX components, imports and
// expressions) to HTML the way the reference platform shows them: its
// components (Note, Card, Steps, Tabs, CodeGroup, ParamField and the rest)
// become semantic HTML styled by assets/components.css, snippets are
// inlined, and everything else stays Markdown, rendered by goldmark.
//
// The parser is navbuild's own and runs no JavaScript. It never fails: a
// construct it cannot read is kept as text and reported, so a page always
// renders.
//
// Heading ids are made by [markdown.NewIDs], one generator per page, so
// they are unique across the pieces of Markdown a page is rendered in.
//
// Parsing follows MDX: import/export lines (ESM), JSX elements (a tag
// alone on its lines is a block, one inside a line of text is inline, and
// content after an opening tag on its line is inline content), {expressions}
// and {/* comments */}, and Markdown everywhere else, never inside fenced
// code or code spans. Content inside components is Markdown too, indented
// or not, with or without blank lines around it.
//
// Expressions and attributes are evaluated for what docs use: literals,
// exported constants, props, template literals, &&, ||, ??, ?:, object and
// array literals and JSX. Snippets are .mdx files imported by default
// (import X from '/snippets/x.mdx', rendered with props) or by name
// (import { X } from ..., an exported constant or arrow-function
// component), or included with the legacy <Snippet file="x.mdx" />.
//
// Stage: content. The engine that turns a page's body into HTML, run by
// render per page.
package mdx
