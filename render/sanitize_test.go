package render

import "testing"

// TestSanitizerKeeps checks that what real specs and navbuild's own
// Markdown rendering write survives the sanitizer as it is.
func TestSanitizerKeeps(t *testing.T) {
	p := newSanitizer()
	for _, in := range []string{
		`<p>See <a href="/developer/shipments" target="_blank" rel="noopener">shipments</a></p>`,
		`<div class="code-block" data-lang="ruby"><pre class="chroma" tabindex="0"><code><span class="line"><span class="no">Spree</span></span></code></pre></div>`,
		`<p>line<br/>break, <b>b</b> <code>c</code> <em>e</em></p>`,
		`<table><thead><tr><th style="text-align: left">a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>`,
		`<a href="mailto:a@example.com">m</a> <img src="https://example.com/x.png" alt="x"/>`,
	} {
		if got := p.Sanitize(in); got != in {
			t.Errorf("sanitized\n%s\ninto\n%s", in, got)
		}
	}
}
