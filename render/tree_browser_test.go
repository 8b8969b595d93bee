package render_test

import (
	"testing"
	"testing/fstest"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/render"
)

// treeDocs is a page with a FileTree written as a nested Markdown list
// and a Tree written with its components.
var treeDocs = fstest.MapFS{
	"docs.json": {Data: []byte(`{"theme":"mint","name":"Acme","colors":{"primary":"#0E7490"},"navigation":{"pages":["index"]}}`)},
	"index.mdx": {Data: []byte("---\ntitle: Trees\n---\n" +
		"<FileTree>\n- src\n  - **main.go** the entry point\n- go.mod\n</FileTree>\n\n" +
		"<Tree>\n  <Tree.Folder name=\"app\">\n    <Tree.File name=\"page.tsx\" />\n  </Tree.Folder>\n</Tree>\n")},
}

// TestBrowserTree checks that a file tree is drawn as a tree (no list
// bullets, a folder's entries inside it) with and without JavaScript,
// and that a folder opens and closes from the keyboard: its name takes
// the focus, Enter and Space toggle it.
func TestBrowserTree(t *testing.T) {
	b := serveBrowser(t, buildFS(t, treeDocs, render.Options{}))
	const shownJS = `Array.from(document.querySelectorAll(".prose .tree li"), function (li) {
		var e = li.querySelector(".tree-entry, summary") || li;
		return (e.checkVisibility() ? "" : "hidden:") + getComputedStyle(li).listStyleType + ":" + e.textContent.trim();
	}).join(" | ")`
	for _, js := range []bool{true, false} {
		tb := b.newTab(t)
		if !js {
			tb.noScript()
		}
		tb.navigate("")
		// The list syntax opens its folders; the components' folder is
		// closed (defaultOpen is unset), its file hidden.
		want := "none:src | none:main.go the entry point | none:go.mod | none:app | hidden:none:page.tsx"
		if got := tb.evalString(shownJS); got != want {
			t.Errorf("js %v: tree entries\n%s\nwant\n%s", js, got, want)
		}
	}
	tb := b.newTab(t)
	tb.navigate("")
	const appOpen = `document.querySelectorAll(".prose .tree details")[1].open`
	tb.evalBool(`(document.querySelectorAll(".prose .tree summary")[1].focus(), true)`)
	if got := tb.evalString(`document.activeElement.textContent.trim()`); got != "app" {
		t.Fatalf("focused %q, want the folder app", got)
	}
	tb.do(chromedp.KeyEvent("\r"))
	if !tb.evalBool(appOpen) {
		t.Errorf("Enter on a closed folder did not open it")
	}
	tb.do(chromedp.KeyEvent(" "))
	if tb.evalBool(appOpen) {
		t.Errorf("Space on an open folder did not close it")
	}
}
