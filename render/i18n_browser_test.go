package render_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/navbuild/navbuild/internal/i18n"
)

// TestBrowserInterface: on the example's Arabic page the interface text
// is Arabic (the page's own, the scripts' and the search dialog's), the
// page is right to left with the sidebar on the right, the pager's
// arrows mirrored and code blocks left to right; on its Japanese page
// "On this page" is Japanese and the sidebar on the left.
func TestBrowserInterface(t *testing.T) {
	b := serveBrowser(t, exampleFiles(t))

	t.Run("Arabic", func(t *testing.T) {
		tb := b.open(t, "ar/v2/guides/quickstart/")
		for js, want := range map[string]string{
			`document.documentElement.dir + " " + document.documentElement.lang`:                       "rtl ar",
			`document.querySelector(".toc-title").textContent`:                                         "على هذه الصفحة",
			`document.querySelector(".skip-link").textContent`:                                         i18n.For("ar").Get("skip"), // Starlight's, with its marks
			`document.querySelector(".pager-prev .pager-dir").textContent`:                             "السابق",
			`document.querySelector(".pager-next .pager-dir").textContent`:                             "التالي",
			`document.querySelector(".topbar .theme-toggle").getAttribute("aria-label")`:               "تبديل الوضع الداكن",
			`document.querySelector(".drawer-toggle").getAttribute("aria-label")`:                      "قائمة التنقل",
			`document.querySelector(".banner-dismiss").getAttribute("aria-label")`:                     "إغلاق الإعلان",
			`document.querySelector("details.selector-language > summary").getAttribute("aria-label")`: "اللغة: العربية",
			`document.querySelector(".page-copy-label").textContent`:                                   "نسخ الصفحة",
			`document.querySelector(".page-menu-label").textContent`:                                   "خيارات الصفحة",
			`document.querySelector(".prose pre .copy-button").getAttribute("aria-label")`:             "نسخ الشيفرة",
			`getComputedStyle(document.querySelector(".prose pre")).direction`:                         "ltr",
		} {
			if got := tb.evalString(js); got != want {
				t.Errorf("%s = %q, want %q", js, got, want)
			}
		}
		// Right to left: the sidebar on the right of the content, Next on
		// the left of Previous, its arrow and the breadcrumbs' pointing
		// left, the skip link at the right.
		if !tb.evalBool(`document.querySelector(".sidebar").getBoundingClientRect().left > document.querySelector(".article").getBoundingClientRect().right`) {
			t.Error("the sidebar is not on the right of the article")
		}
		if !tb.evalBool(`document.querySelector(".pager-next").getBoundingClientRect().right <= document.querySelector(".pager-prev").getBoundingClientRect().left`) {
			t.Error("Next is not on the left of Previous")
		}
		for _, arrow := range []string{
			`getComputedStyle(document.querySelector(".pager-next .pager-dir"), "::after").transform`,
			`getComputedStyle(document.querySelector(".breadcrumbs li + li"), "::before").transform`,
		} {
			if got := tb.evalString(arrow); got != "matrix(-1, 0, 0, 1, 0, 0)" {
				t.Errorf("%s = %q, want mirrored", arrow, got)
			}
		}
		if !tb.evalBool(`(function(r){return r.left > innerWidth / 2 && innerWidth - r.right < 40})(document.querySelector(".skip-link").getBoundingClientRect())`) {
			t.Error("the skip link is not at the right")
		}
		tb.do(chromedp.Click(chromedp.CSS(".search-button")))
		tb.waitFor(`document.querySelector(".search-dialog") && document.querySelector(".search-dialog").open`)
		if got := tb.evalString(`document.querySelector(".search-esc").getAttribute("aria-label") + " | " + document.querySelector(".search-results").getAttribute("aria-label") + " | " + document.querySelector(".search-dialog input").placeholder`); got != "إغلاق | النتائج | بحث..." {
			t.Errorf("search dialog: %q", got)
		}
	})

	t.Run("Japanese", func(t *testing.T) {
		tb := b.open(t, "ja/guides/quickstart/")
		for js, want := range map[string]string{
			`document.documentElement.dir + " " + document.documentElement.lang`: "ltr ja",
			`document.querySelector(".toc-title").textContent`:                   "目次",
			`document.querySelector(".toc").getAttribute("aria-label")`:          "目次",
			`document.querySelector(".search-label").textContent`:                "検索...",
		} {
			if got := tb.evalString(js); got != want {
				t.Errorf("%s = %q, want %q", js, got, want)
			}
		}
		if !tb.evalBool(`document.querySelector(".sidebar").getBoundingClientRect().right < document.querySelector(".article").getBoundingClientRect().left`) {
			t.Error("the sidebar is not on the left of the article")
		}
	})
}
