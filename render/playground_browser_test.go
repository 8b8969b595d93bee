package render_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/browsertest"
)

// apiRequest is what the test's API server received.
type apiRequest struct {
	Method, Path, Query, Auth, ContentType, Body string
}

// playgroundAPI is the API the example's spec points at in
// TestBrowserPlayground: it records each request, answers 404 for the
// project "missing", and leaves out the CORS headers for the project
// "nocors", which the browser then refuses to show to the page.
type playgroundAPI struct {
	mu  sync.Mutex
	got []apiRequest
	// preflights are the paths of the CORS preflight requests.
	preflights []string
	srv        *httptest.Server
	seen       chan struct{}
}

func newPlaygroundAPI(t *testing.T) *playgroundAPI {
	a := &playgroundAPI{seen: make(chan struct{}, 16)}
	a.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, "/nocors") {
			w.Header().Set("Access-Control-Allow-Origin", "*")
			w.Header().Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE")
			w.Header().Set("Access-Control-Expose-Headers", "X-Request-Id")
		}
		if r.Method == http.MethodOptions {
			a.mu.Lock()
			a.preflights = append(a.preflights, r.URL.Path)
			a.mu.Unlock()
			w.WriteHeader(http.StatusNoContent)
			return
		}
		body, _ := io.ReadAll(r.Body)
		a.mu.Lock()
		a.got = append(a.got, apiRequest{r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Get("Authorization"), r.Header.Get("Content-Type"), string(body)})
		a.mu.Unlock()
		a.seen <- struct{}{}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-Id", "req-42")
		if strings.HasSuffix(r.URL.Path, "/missing") {
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"error":"project not found"}`)
			return
		}
		io.WriteString(w, `{"id":"prj_1","name":"storefront","active":true}`)
	}))
	t.Cleanup(a.srv.Close)
	return a
}

// last returns the last request the API received.
func (a *playgroundAPI) last(t *testing.T) apiRequest {
	t.Helper()
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.got) == 0 {
		t.Fatal("the API received no request")
	}
	return a.got[len(a.got)-1]
}

// TestBrowserPlayground runs the playground of the bundled example against
// an API on 127.0.0.1: query parameters and a bearer token, a path
// parameter and a JSON body, a 4xx answer, and a request the browser
// refuses (CORS), with what the API received and what the page shows.
func TestBrowserPlayground(t *testing.T) {
	needBrowser(t)
	api := newPlaygroundAPI(t)
	docs := exampleWith(t, "api/openapi.yaml", func(spec []byte) []byte {
		patched := bytes.ReplaceAll(spec, []byte("https://api.example.com/v2"), []byte(api.srv.URL+"/v2"))
		if bytes.Equal(patched, spec) {
			t.Fatal("the example's spec no longer names https://api.example.com/v2")
		}
		return patched
	})
	b := serveDocs(t, docs)

	tb := b.open(t, "api-reference/projects/list-projects/")
	if !tb.evalBool(`getComputedStyle(document.querySelector(".try-it")).display !== "none"`) {
		t.Fatal(`"Try it" is hidden with JavaScript on`)
	}
	// Without JavaScript (no "js" class on <html>, which the head script
	// adds) the button does not show.
	if !tb.evalBool(`(function(){var h=document.documentElement;h.classList.remove("js");var d=getComputedStyle(document.querySelector(".try-it")).display;h.classList.add("js");return d==="none"})()`) {
		t.Error(`"Try it" shows without JavaScript`)
	}
	if tb.evalBool(`!!document.querySelector('script[src*="playground."]')`) {
		t.Error("the playground's script loads before the reader asks for it")
	}

	// The examples column: a copy button on every sample and example, and
	// the tabs in one row.
	if !tb.evalBool(`Array.from(document.querySelectorAll(".api-examples pre")).every(function(p){return !!p.querySelector(".copy-button")})`) {
		t.Error("a sample or example in the examples column has no copy button")
	}
	if !tb.evalBool(`(function(){var ls=Array.from(document.querySelectorAll(".api-samples .tab-label"));return ls.length>1&&ls.every(function(l){return l.offsetTop===ls[0].offsetTop})})()`) {
		t.Error("the sample tabs are not in one row")
	}

	openPlayground := func(tb *browserTab) {
		t.Helper()
		tb.do(chromedp.Click(chromedp.CSS(`.try-it`)))
		tb.waitFor(`!!document.querySelector("dialog.try-dialog[open]")`)
	}
	setField := func(tb *browserTab, label, value string) {
		t.Helper()
		js := `(function(label, value){
			var l = Array.from(document.querySelectorAll("dialog[open] .try-label")).find(function(l){ return l.querySelector("code").textContent === label; });
			if (!l) return false;
			var c = document.getElementById(l.htmlFor);
			c.value = value;
			c.dispatchEvent(new Event("input", {bubbles: true}));
			return true;
		})(` + jsString(label) + `, ` + jsString(value) + `)`
		if !tb.evalBool(js) {
			t.Fatalf("no field %q in the playground", label)
		}
	}
	send := func(tb *browserTab) {
		t.Helper()
		tb.do(chromedp.Click(chromedp.CSS(`dialog[open] .try-send`)))
	}
	waitAPI := func() {
		t.Helper()
		select {
		case <-api.seen:
		case <-time.After(stepTimeout):
			t.Fatalf("the API received nothing; the playground says %q", tb.evalString(`(document.querySelector("dialog[open] .try-status")||{}).textContent||""`))
		}
	}

	// Query parameters and the bearer token.
	openPlayground(tb)
	if !tb.evalBool(`document.activeElement && document.activeElement.closest("dialog.try-dialog") !== null`) {
		t.Error("focus is not in the playground once it opens")
	}
	if !tb.evalBool(`(function(){var i=document.querySelector('dialog[open] input[type=password]');return !!i && i.hasAttribute("data-private") && i.classList.contains("ph-no-capture") && i.hasAttribute("data-hj-suppress")})()`) {
		t.Error("the token's input is not marked private for session replay tools")
	}
	setField(tb, "Token", "secret-token")
	setField(tb, "limit", "5")
	setField(tb, "cursor", "next page")
	if sample := tb.evalString(`document.querySelector(".api-samples .tab-panel pre code").textContent`); !strings.Contains(sample, "limit=5&cursor=next+page") || strings.Contains(sample, "secret-token") {
		t.Errorf("the cURL sample beside does not follow the form (or shows the token):\n%s", sample)
	}
	send(tb)
	waitAPI()
	got := api.last(t)
	if want := (apiRequest{Method: "GET", Path: "/v2/projects", Query: "limit=5&cursor=next+page", Auth: "Bearer secret-token"}); got != want {
		t.Errorf("the API received %+v, want %+v", got, want)
	}
	tb.waitFor(`/Status 200/.test(document.querySelector("dialog[open] .try-status").textContent)`)
	if body := tb.evalString(`document.querySelector("dialog[open] .try-response").textContent`); !strings.Contains(body, `"name": "storefront"`) {
		t.Errorf("the response body shows %q, want it pretty-printed", body)
	}
	if !tb.evalBool(`!!document.querySelector("dialog[open] .try-response .nt")`) {
		t.Error("the JSON response is not highlighted")
	}
	if h := tb.evalString(`document.querySelector("dialog[open] .try-headers pre").textContent`); !strings.Contains(h, "x-request-id: req-42") {
		t.Errorf("the response headers show %q", h)
	}
	// axe on the open dialog and its answer, in both modes.
	tb.evalString(browsertest.Axe + `;typeof axe`)
	for _, mode := range []string{"light", "dark"} {
		tb.evalString(`document.documentElement.setAttribute("data-theme", "` + mode + `"), ""`)
		js, err := run(tb, chromedp.Evaluate[string](axeJS, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("axe: %v", err)
		}
		var vs []axeViolation
		if err := json.Unmarshal([]byte(js), &vs); err != nil {
			t.Fatal(err)
		}
		checkAxe(t, "the playground ("+mode+")", vs)
	}
	if tb.evalString(`JSON.stringify(localStorage)`) != "{}" && strings.Contains(tb.evalString(`JSON.stringify(localStorage)`), "secret-token") {
		t.Error("the token was written to localStorage")
	}
	tb.do(chromedp.KeyEvent("\x1b")) // Esc
	tb.waitFor(`!document.querySelector("dialog.try-dialog[open]") && document.activeElement === document.querySelector(".try-it")`)

	// A path parameter and a JSON body; the token is remembered for the
	// tab (sessionStorage), on the next page too.
	tb.do(chromedp.Navigate(b.srv.URL+tb.resolve("api-reference/deployments/create-a-deployment/")), chromedp.WaitReady(chromedp.CSS(`body`)))
	openPlayground(tb)
	if v := tb.evalString(`document.querySelector('dialog[open] input[type=password]').value`); v != "secret-token" {
		t.Errorf("the token on the next page is %q, want it remembered for the session", v)
	}
	setField(tb, "projectId", "prj_1")
	// The JSON body is a form of its object's properties, the required
	// ones checked before Send: an empty one is marked, focused, and
	// nothing is sent.
	setField(tb, "revision", "")
	send(tb)
	tb.waitFor(`/revision/.test(document.querySelector("dialog[open] .try-status").textContent)`)
	if !tb.evalBool(`(function(){var a=document.activeElement;return a.getAttribute("aria-invalid")==="true" && document.querySelector('label[for="'+a.id+'"] code').textContent==="revision"})()`) {
		t.Error("Send with the required body field revision empty does not mark and focus it")
	}
	setField(tb, "revision", "v2")
	setField(tb, "environment", `{"REGION": "eu"}`)
	send(tb)
	waitAPI()
	got = api.last(t)
	if got.Method != "POST" || got.Path != "/v2/projects/prj_1/deployments" || got.ContentType != "application/json" || got.Auth != "Bearer secret-token" {
		t.Errorf("the API received %+v", got)
	}
	// Send again only once the answer is in: until then the button is
	// disabled.
	tb.waitFor(`!document.querySelector("dialog[open] .try-send").disabled`)
	var body map[string]any
	if err := json.Unmarshal([]byte(got.Body), &body); err != nil || body["revision"] != "v2" || fmt.Sprint(body["environment"]) != "map[REGION:eu]" {
		t.Errorf("the API received the body %q, want the form's fields, the object one as an object", got.Body)
	}
	// The JSON editor beside the form: it starts from the form, and what
	// is typed in it is sent, and fills the form when left. (The switch
	// is pressed from script, as the fields are set.)
	tb.evalBool(`(function(){document.querySelector("dialog[open] .try-mode:last-child").click();return true})()`)
	if raw := tb.evalString(`document.querySelector("dialog[open] textarea.try-body").value`); !strings.Contains(raw, `"revision": "v2"`) || !strings.Contains(raw, `"REGION": "eu"`) {
		t.Errorf("the JSON editor starts with %q, want the form's object", raw)
	}
	tb.evalBool(`(function(){var b=document.querySelector("dialog[open] textarea.try-body");b.value='{"revision": "v3", "replicas": 3}';b.dispatchEvent(new Event("input",{bubbles:true}));return true})()`)
	send(tb)
	waitAPI()
	got = api.last(t)
	body = nil
	if err := json.Unmarshal([]byte(got.Body), &body); err != nil || body["revision"] != "v3" || body["replicas"] != 3.0 {
		t.Errorf("the API received the body %q, want the JSON typed in", got.Body)
	}
	tb.evalBool(`(function(){document.querySelector("dialog[open] .try-mode:first-child").click();return true})()`)
	if v := tb.evalString(`(function(){var l=Array.from(document.querySelectorAll("dialog[open] .try-label")).find(function(l){return l.querySelector("code").textContent==="revision"});return document.getElementById(l.htmlFor).value})()`); v != "v3" {
		t.Errorf("back in the form, revision is %q, want the editor's v3", v)
	}

	// A 4xx answer is shown with its status.
	tb.do(chromedp.Navigate(b.srv.URL+tb.resolve("api-reference/projects/get-a-project/")), chromedp.WaitReady(chromedp.CSS(`body`)))
	openPlayground(tb)
	setField(tb, "projectId", "missing")
	send(tb)
	waitAPI()
	tb.waitFor(`/Status 404/.test(document.querySelector("dialog[open] .try-status").textContent)`)
	if !tb.evalBool(`!!document.querySelector("dialog[open] .try-response-head .status-4xx")`) || !strings.Contains(tb.evalString(`document.querySelector("dialog[open] .try-response").textContent`), "project not found") {
		t.Error("the 404 answer is not shown with its status and body")
	}

	// A request the browser refuses: the reason, and the cURL command.
	// The API sees the preflight only: its answer does not allow the
	// site's origin, so the browser does not send the request.
	setField(tb, "projectId", "nocors")
	send(tb)
	tb.waitFor(`!!document.querySelector("dialog[open] .try-error")`)
	api.mu.Lock()
	preflights, received := api.preflights, len(api.got)
	api.mu.Unlock()
	if !slices.Contains(preflights, "/v2/projects/nocors") || api.last(t).Path == "/v2/projects/nocors" {
		t.Errorf("the API saw the preflights %q and %d requests, want a preflight for /v2/projects/nocors and no request", preflights, received)
	}
	msg := tb.evalString(`document.querySelector("dialog[open] .try-status").textContent + "\n" + document.querySelector("dialog[open] .try-result").textContent`)
	if n := strings.Count(msg, "CORS"); n != 1 {
		t.Errorf("the reason is told %d times, want once:\n%s", n, msg)
	}
	if !strings.Contains(msg, "CORS") || !strings.Contains(msg, "curl --request GET") || !strings.Contains(msg, "/v2/projects/nocors") || !strings.Contains(msg, "Bearer secret-token") {
		t.Errorf("after a refused request the playground shows:\n%s\nwant the reason and the cURL command to run instead", msg)
	}
	// The browser logs the refusal and the 404 as errors: expected here.
	tb.forgive(api.srv.URL)
}

// forgive drops the problems recorded so far that mention s.
func (tb *browserTab) forgive(s string) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	kept := tb.problems[:0]
	for _, p := range tb.problems {
		if !strings.Contains(p, s) {
			kept = append(kept, p)
		}
	}
	tb.problems = kept
}
