package mdx

import (
	"testing"
	"testing/fstest"
)

// cardsJSX is a .jsx snippet with the constructs components commonly use.
const cardsJSX = `import React, { useState } from 'react';

// A helper the file keeps to itself.
const tone = (kind) => kind === "warn" ? "card card-warn" : "card";
const icons = { warn: "!", info: "i" };

export const Card = ({ title, kind = "info", items = [], children }) => {
  const heading = ` + "`${title}${kind === \"warn\" ? \"!\" : \"\"}`" + `;
  return (
    <div className={tone(kind)} style={{ marginTop: 8, borderColor: "red", zIndex: 2 }}>
      <h4><span aria-hidden="true">{icons[kind]}</span> {heading}</h4>
      {items.length > 0 && <ul>{items.map((x, i) => <li key={i}>{i + 1}. {x}</li>)}</ul>}
      {children}
    </div>
  );
};

export function Pill(props) {
  const { label, color } = props;
  if (!label) {
    return null;
  } else if (label === "old") return <s>old</s>;
  return <><span className={` + "`pill pill-${color ?? \"gray\"}`" + `}>{label.toUpperCase()}</span></>;
}

const Alpha = ({ n = 2 }) => <b>{n * 21}</b>;
export { Alpha as Answer };
`

func TestJSXSnippets(t *testing.T) {
	runSnippetCases(t, []snippetCase{
		{
			name: "components",
			files: fstest.MapFS{
				"page.mdx":           file("import { Card, Pill as P, Answer } from '/snippets/cards.jsx'\n\n<Card title=\"Hi\" kind=\"warn\" items={[\"a\", \"b\"]}>\nInner **md**\n</Card>\n\n<Card title=\"Plain\" />\n\n<P label=\"new\" /> <P /> <P label=\"old\" color=\"red\" /> <Answer /> <P {...{ label: \"spread\" }} />\n"),
				"snippets/cards.jsx": file(cardsJSX),
			},
			want: []string{
				`<div class="card card-warn" style="margin-top:8px;border-color:red;z-index:2"><h4><span aria-hidden="true">!</span> Hi!</h4><ul><li>1. a</li><li>2. b</li></ul><p>Inner <strong>md</strong></p>`,
				`<div class="card" style="margin-top:8px;border-color:red;z-index:2"><h4><span aria-hidden="true">i</span> Plain</h4></div>`,
				`<span class="pill pill-gray">NEW</span>`,
				`<s>old</s>`,
				`<b>42</b>`,
				`<span class="pill pill-gray">SPREAD</span>`,
			},
			notWant: []string{"key=", "className", "{"},
		},
		{
			name: "relative paths",
			files: fstest.MapFS{
				"guides/page.mdx":   file("import { A } from './a.jsx'\nimport { B } from \"../snippets/b.jsx\";\n\n<A /> <B />\n"),
				"guides/a.jsx":      file("export const A = () => <i>From A</i>\n"),
				"snippets/b.jsx":    file("export function B() {\n  return <i>From B</i>\n}\n"),
				"snippets/other.md": file("unused\n"),
			},
			page: "guides/page.mdx",
			want: []string{"<i>From A</i>", "<i>From B</i>"},
		},
		{
			// Every table of the body, Markdown's, the page's <table> and a
			// component's, is in the scroll box, its own attributes kept.
			name: "tables",
			files: fstest.MapFS{
				"page.mdx": file("import { Plans } from '/snippets/plans.jsx'\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\n" +
					"<table style={{ width: \"100%\" }}><tr><td>x</td></tr></table>\n\n<Plans />\n"),
				"snippets/plans.jsx": file("export const Plans = () => <table className=\"min-w-full\"><tbody><tr><td>y</td></tr></tbody></table>\n"),
			},
			want: []string{
				"<div class=\"table-wrap\" tabindex=\"0\"><table>\n<thead>",
				"</table>\n</div>",
				`<div class="table-wrap" tabindex="0"><table style="width:100%"><tr><td>x</td></tr></table></div>`,
				`<div class="table-wrap" tabindex="0"><table class="min-w-full"><tbody><tr><td>y</td></tr></tbody></table></div>`,
			},
		},
		{
			name: "interactive",
			files: fstest.MapFS{
				"page.mdx": file("import { Counter } from '/snippets/counter.jsx'\n\n<Counter start={3} />\n\n<Counter />\n"),
				"snippets/counter.jsx": file(`export const Counter = ({ start = 0 }) => {
  const [count, setCount] = useState(start);
  const ref = useRef(null);
  useEffect(() => { document.title = count; }, [count]);
  const dec = () => setCount(count - 1);
  return (
    <div className="counter" ref={ref}>
      <button onClick={dec} aria-label="Decrease">-</button>
      <span>{count}</span>
      <button onClick={() => setCount(count + 1)} onMouseEnter={dec}>+</button>
    </div>
  );
};
`),
			},
			want: []string{
				`<div class="counter"><button aria-label="Decrease">-</button><span>3</span><button>+</button></div>`,
				`<span>0</span>`,
			},
			notWant: []string{"onClick", "onclick", "onmouseenter", "ref="},
			// Once, where the component is defined.
			wantDiags: []string{"snippets/counter.jsx:1:1: warning: interactive React component Counter (useState, useRef, useEffect, onClick, onMouseEnter): rendered as it first appears, without its behaviour (navbuild builds static pages"},
		},
		{
			name: "interactive in the page",
			files: fstest.MapFS{
				"page.mdx": file("Before\n\nexport const Toggle = () => {\n  const [open, setOpen] = React.useState(false)\n  if (!open) return <button onClick={() => setOpen(true)}>Show</button>\n  return <p>Shown</p>\n}\n\n<Toggle />\n"),
			},
			want:      []string{"<button>Show</button>"},
			notWant:   []string{"Shown"},
			wantDiags: []string{"page.mdx:3:1: warning: interactive React component Toggle (useState, onClick): rendered as it first appears"},
		},
		{
			name: "interactive that cannot be evaluated",
			files: fstest.MapFS{
				"page.mdx": file("import { Width, Loop } from '/snippets/w.jsx'\n\n<Width>\nFallback **text**\n</Width>\n\n<Loop />\n\nAfter\n"),
				"snippets/w.jsx": file(`export const Width = ({ children }) => {
  return <p>Width: {window.innerWidth}</p>
}

export const Loop = () => {
  const rows = []
  for (let i = 0; i < 3; i++) rows.push(<li>{i}</li>)
  return <ul>{rows}</ul>
}
`),
			},
			want:    []string{"<p>Fallback <strong>text</strong></p>", "<p>After</p>"},
			notWant: []string{"Width:", "innerWidth", "<ul>"},
			wantDiags: []string{
				"snippets/w.jsx:1:1: warning: interactive React component Width (window) cannot be rendered statically: its children are shown instead",
				"snippets/w.jsx:5:1: warning: interactive React component Loop (for) cannot be rendered statically",
			},
		},
		{
			// What a snippet's component writes is cleaned as page
			// content is: no script, handler or script link survives,
			// however the value was computed.
			name: "unsafe output",
			files: fstest.MapFS{
				"page.mdx": file("import { Evil } from '/snippets/evil.jsx'\n\n<Evil url=\"javascript:alert(1)\" />\n"),
				"snippets/evil.jsx": file(`const scheme = ["java", "script:"].join("");
export const Evil = ({ url }) => (
  <div onClick={() => 1} dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }}>
    <a href={url}>one</a>
    <a href={scheme + "alert(2)"} onMouseOver="alert(3)">two</a>
    <iframe src={` + "`${scheme}alert(4)`" + `} title="t" />
    <script>{"alert(5)"}</script>
    <p {...{ onClick: "alert(6)", title: "kept" }}>x</p>
  </div>
);
`),
			},
			want:    []string{`<p title="kept">x</p>`, ">one</a>", ">two</a>"},
			notWant: []string{"javascript", "alert", "onerror", "onclick", "onmouseover", "<script", "__html"},
			wantDiags: []string{
				"snippets/evil.jsx:2:1: warning: interactive React component Evil (onClick, onMouseOver)",
				"<script> is not run by the reference platform; dropped",
			},
		},
		{
			name: "missing jsx snippet",
			files: fstest.MapFS{
				"page.mdx": file("## Pricing calculator\n\nimport { PricingCalculator } from '/snippets/calculator.jsx';\n\n<PricingCalculator />\n\nStill here.\n"),
			},
			want:      []string{"Still here."},
			notWant:   []string{"mdx-unknown"},
			wantDiags: []string{"page.mdx:3:1: error: snippet snippets/calculator.jsx not found"},
		},
		{
			name: "what a jsx snippet cannot do",
			files: fstest.MapFS{
				"page.mdx":       file("import Whole from '/snippets/x.jsx'\nimport { tone, Nope } from '/snippets/x.jsx'\n\n<Whole />\n"),
				"snippets/x.jsx": file("\"use client\";\nimport { format } from 'date-fns'\nconst tone = 1\nSomething.displayName = 'X'\nexport default function Whole() { return <b>w</b> }\n"),
			},
			notWant: []string{"<b>w</b>"},
			wantDiags: []string{
				"page.mdx:1:1: warning: import Whole from /snippets/x.jsx: a .jsx snippet has no default export on the reference",
				"page.mdx:2:1: warning: snippets/x.jsx does not export Nope",
				"page.mdx:2:1: warning: snippets/x.jsx does not export tone",
				"snippets/x.jsx:2:1: warning: import from date-fns dropped",
				"snippets/x.jsx:4:1: warning: statement not supported in a .jsx snippet; ignored: Something.displayName = 'X'",
			},
		},
	})
}
