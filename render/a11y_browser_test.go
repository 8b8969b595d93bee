package render_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
	"github.com/navbuild/navbuild/internal/docstest"
)

// axeJS runs axe-core (injected before) on the page and returns its
// violations as JSON, each node marked inBody when it lies inside the
// MDX body (.prose: what the author wrote), not in navbuild's markup;
// the controls navbuild's scripts add to the body (ownControls) are
// navbuild's, and marked own.
//
// label-content-name-mismatch, experimental in axe, is on: a control's
// name must hold the text it shows (WCAG 2.5.3).
const axeJS = `axe.run(document, {resultTypes: ["violations"], rules: {"label-content-name-mismatch": {enabled: true}}}).then(function (res) {
	return JSON.stringify(res.violations.map(function (v) {
		return {id: v.id, impact: v.impact || "", help: v.help, nodes: v.nodes.map(function (n) {
			var e = null;
			try { e = document.querySelector(n.target[n.target.length - 1]); } catch (err) {}
			var own = !!(e && e.closest("` + ownControls + `"));
			return {target: n.target.join(" "), html: n.html.slice(0, 160), inBody: !!(e && e.closest(".prose")) && !own, own: own, summary: n.failureSummary || ""};
		})};
	}));
})`

type axeViolation struct {
	ID, Impact, Help string
	Nodes            []struct {
		Target, HTML, Summary string
		InBody, Own           bool
	}
}

// axeSkip lists the axe rules the test does not fail on for now, each
// with the pending work that will fix it (they are logged, not
// hidden). Remove a line when its work lands.
var axeSkip = map[string]string{}

// axePage opens path in mode ("light" or "dark", as the system's
// preference) and returns axe's violations.
func (b *browserSite) axePage(t *testing.T, path, mode string) []axeViolation {
	t.Helper()
	return b.axePageWhen(t, path, mode, "")
}

// axePageWhen is axePage that first waits for the script ready to be
// true ("" for no wait): for controls that scripts add.
func (b *browserSite) axePageWhen(t *testing.T, path, mode, ready string) []axeViolation {
	t.Helper()
	tb := b.newTab(t)
	tb.ignore404()
	tb.colorScheme(mode)
	tb.navigate(path)
	scheme := `getComputedStyle(document.documentElement).colorScheme`
	if got := tb.evalString(scheme); !strings.Contains(got, mode) && tb.evalString(`document.documentElement.dataset.theme || ""`) != "" {
		// The site sets appearance.default: choose mode with the toggle's
		// stored choice, as a reader would.
		tb.evalString(`localStorage.setItem("navbuild:theme", "` + mode + `"), ""`)
		tb.do(chromedp.Reload(), chromedp.WaitReady(chromedp.CSS(`body`)))
	}
	if got := tb.evalString(scheme); !strings.Contains(got, mode) {
		t.Errorf("/%s: color-scheme %q with the system in %s mode", path, got, mode)
	}
	if ready != "" {
		tb.waitFor(ready)
	}
	tb.evalString(browsertest.Axe + `;typeof axe`)
	var vs []axeViolation
	js, err := run(tb, chromedp.Evaluate[string](axeJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("/%s: axe: %v", path, err)
	}
	if err := json.Unmarshal([]byte(js), &vs); err != nil {
		t.Fatal(err)
	}
	return vs
}

// checkAxe fails on the serious and critical violations with a node
// outside the MDX body (navbuild's markup or colours) and logs the rest.
func checkAxe(t *testing.T, where string, vs []axeViolation) {
	t.Helper()
	for _, v := range vs {
		for _, n := range v.Nodes {
			msg := fmt.Sprintf("%s: %s (%s): %s\n\t%s\n\t%s", where, v.ID, v.Impact, v.Help, n.Target, n.HTML)
			serious := v.Impact == "serious" || v.Impact == "critical"
			switch why, skip := axeSkip[v.ID]; {
			case serious && !n.InBody && !skip:
				t.Error(msg + "\n\t" + strings.ReplaceAll(n.Summary, "\n", "\n\t"))
			case serious && !n.InBody:
				t.Logf("skipped (%s): %s", why, msg)
			default:
				t.Logf("reported (author's content or minor): %s", msg)
			}
		}
	}
}

// TestBrowserAxe runs axe-core on pages of the example, and of three
// corpus sites with strong brand colours, in light and dark mode: no
// serious or critical violation may come from navbuild's own markup or
// colours (nodes outside the MDX body); the rest is reported.
func TestBrowserAxe(t *testing.T) {
	needBrowser(t)
	b := serveBrowser(t, exampleFiles(t))
	pages := []string{"", "en/v2/guides/components/", "en/v2/guides/diagrams/", "api-reference/projects/create-a-project/", "ar/v2/guides/quickstart/", "404.html"}
	for _, mode := range []string{"light", "dark"} {
		for _, p := range pages {
			t.Run(mode+"/"+p, func(t *testing.T) {
				checkAxe(t, "/"+p+" ("+mode+")", b.axePage(t, p, mode))
			})
		}
	}
	// The home page of each site; dify's root is the forwarding page its
	// redirect from "/" asks for, which navigates on while axe would run,
	// so its home is read where the redirect leads.
	for site, home := range map[string]string{"polarsource__polar": "", "meilisearch__documentation": "", "langgenius__dify-docs": "en/home/"} {
		t.Run(site, func(t *testing.T) {
			cb := serveBrowser(t, builtCorpus(t, docstest.CorpusSite(t, site)).files)
			for _, mode := range []string{"light", "dark"} {
				checkAxe(t, site+" /"+home+" ("+mode+")", cb.axePage(t, home, mode))
			}
		})
	}
}
