package render_test

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestBrowserLazyFields: an endpoint page of the example writes its nested
// fields in a <template> (render/fields.go), out of the page until asked.
// Opening their <details> with the keyboard (Enter, then Space on a
// tree of another page) puts the fields in the page, shown; a link to a nested
// field's anchor opens the trees around it and brings it into view.
func TestBrowserLazyFields(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))
	const page = "api-reference/projects/list-projects/"
	// list-projects' 200 response is an object whose data holds projects:
	// response-data-id is a project's id, nested below data.
	const nested = "response-data-id"
	t.Run("keyboard", func(t *testing.T) {
		tb := b.openAt(t, page, 1280)
		if tb.evalBool(fmt.Sprintf(`!!document.getElementById(%q)`, nested)) {
			t.Fatalf("%s is in the page before its tree opens", nested)
		}
		if !tb.evalBool(fmt.Sprintf(`[...document.querySelectorAll("template.lazy-fields")].some(t => t.content.getElementById(%q))`, nested)) {
			t.Fatalf("%s is in no lazy template", nested)
		}
		// The tree's summary: the field "data" of the 200 response.
		summary := `#response-data > .field-body > details.expandable > summary`
		tb.do(chromedp.Focus(chromedp.CSS(summary)), chromedp.KeyEvent(kb.Enter),
			chromedp.WaitVisible(chromedp.CSS("#"+nested)))
		if got := tb.evalString(fmt.Sprintf(`document.querySelector("#%s .field-name").textContent`, nested)); got != "id" {
			t.Errorf("the opened field's name is %q, want id", got)
		}
		if !tb.evalBool(`document.querySelector("#response-data > .field-body > details.expandable").open`) {
			t.Error("Enter put the fields in the page but left their <details> closed")
		}
		// Closing and opening again keeps one copy of the fields.
		tb.do(chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(chromedp.CSS("#"+nested)))
		if n := eval[int](tb, fmt.Sprintf(`document.querySelectorAll('[id=%q]').length`, nested)); n != 1 {
			t.Errorf("%d copies of %s after closing and opening again, want 1", n, nested)
		}
		// Space opens a tree alike (create-a-deployment's environment
		// variables: one additional property).
		tb.navigate("api-reference/deployments/create-a-deployment/")
		if !tb.evalBool(`(function(d){if(!d)return false;d.setAttribute("data-probe","");return true})(document.querySelector("details.expandable:not([open])"))`) {
			t.Fatal("no other closed tree on the page")
		}
		tb.do(chromedp.Focus(chromedp.CSS(`details[data-probe] > summary`)), chromedp.KeyEvent(" "),
			chromedp.WaitVisible(chromedp.CSS(`details[data-probe][open] > .expandable-content > :not(template):not(noscript)`)))
		if tb.evalBool(`!!document.querySelector("details[data-probe] > .expandable-content > template")`) {
			t.Error("Space opened the tree but left its fields in the template")
		}
	})
	t.Run("anchor", func(t *testing.T) {
		tb := b.openAt(t, page+"#"+nested, 1280)
		tb.do(chromedp.WaitVisible(chromedp.CSS("#" + nested)))
		if !tb.evalBool(fmt.Sprintf(`(function(r){return r.top >= 0 && r.top < innerHeight})(document.getElementById(%q).getBoundingClientRect())`, nested)) {
			t.Errorf("%s is not in view after loading its anchor", nested)
		}
	})
}
