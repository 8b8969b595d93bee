// Package mdx renders MDX pages (Markdown with JSX components, imports and
// expressions) to HTML the way the reference platform shows them: its
// components (Note, Card, Steps, Tabs, CodeGroup, ParamField and the rest)
// become semantic HTML styled by assets/components.css, snippets are
// inlined, and everything else stays Markdown, rendered by goldmark.
//
// The MDX parser (parse.go) is navbuild's own. It never fails: a
// construct it cannot read is kept as text and reported, so a page always
// renders. It finds import/export lines (ESM), JSX elements (a tag alone
// on its lines is a block, one inside a line of text is inline, and
// content after an opening tag on its line is inline content),
// {expressions} and {/* comments */}, never inside fenced code or code
// spans. Content inside components is Markdown too, indented or not, with
// or without blank lines around it.
//
// goldmark parses the Markdown of each fragment (a page, a component's
// children) in place, where MDX has it (syntax.go): a reader of the
// fragment's lines, their common indentation left out, and goldmark's MDX
// block and inline parsers (internal/markdown's mdxsyntax.go), which make
// AST nodes of the elements, expressions and ESM the MDX parser found. So
// the Markdown around JSX (lists a component is indented in, emphasis
// beside a tag) is read as CommonMark reads it, and an element renders in
// its place in the tree. A page's link reference definitions are gathered
// before (addReferences), so that they hold in every fragment, as in one
// MDX document. The Markdown twin (markdown_writer.go) writes runs of text
// between blocks, a block goldmark reads in a list item kept in its run.
//
// Heading ids are made by [markdown.NewIDs], one generator per page, so
// they are unique across the pieces of Markdown a page is rendered in.
//
// JavaScript runs on a real engine (engine.go, react.go): esbuild's Go
// API turns a .jsx snippet, a page's exports and any {expression} that is
// code into CommonJS, goja runs it, one runtime per page, each module
// compiled once per build, and a component called with the same props
// on another page gives its output again without running (calls, in
// react.go: unless the call left a diagnostic, a link, a heading or an
// id on its page); what components return renders as
// react-dom/server's renderToStaticMarkup does, platform components
// (Card, Tabs...) handed to their built-in renderers. Hooks give their
// first state; there is no require but of snippets, no timers, clock,
// network or environment (process.env reads are undefined), and a
// watchdog stops each evaluation after a time budget
// (Options.JSTimeBudget, 2s), as a call stack deeper than
// Options.JSCallDepth (1024) throws, and a memory bound stops one that
// grows the heap by more than Options.JSMemory (256 MiB; memory.go). A
// throw is a warning at its file:line:col, the component's children
// shown instead. An element naming no component, or an import of a
// name its module does not export, names the import or the module's
// exports (element.go, esm.go).
//
// The engine is the only evaluator: every attribute expression,
// {expression}, export and component runs there (jsexpr.go). Only what
// needs no evaluation is read without it (fastValue): a string, number
// or boolean literal, a JSX element (MDX content) and a name bound in
// scope with its members (props.title); value (value.go) is the Go view
// of what the engine returns, which built-in components read. Imports
// are read with esbuild's parser and resolved inside the docs folder
// (esm.go). Snippets are .mdx files imported by default
// (import X from '/snippets/x.mdx', rendered with props) or by name
// (import { X } from ..., an exported constant or arrow-function
// component), or included with the legacy <Snippet file="x.mdx" />.
//
// Stage: content. The engine that turns a page's body into HTML, run by
// render per page.
package mdx
