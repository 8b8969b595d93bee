// Typesets the page's math with KaTeX. internal/markdown and <Latex>
// write each formula as its source (delimiters as the author wrote them)
// in .math-inline or .math-display, which is what a reader without
// JavaScript sees; render appends this file to KaTeX's script and links
// it only from pages that have math.
(function () {
  "use strict";
  if (!window.katex) return;
  var delims = {
    display: [["$$", "$$"], ["\\[", "\\]"]],
    inline: [["$$", "$$"], ["\\(", "\\)"], ["$", "$"]]
  };
  [].forEach.call(document.querySelectorAll(".math-inline, .math-display"), function (el) {
    var display = el.classList.contains("math-display");
    var tex = el.textContent.trim();
    var pairs = display ? delims.display : delims.inline;
    for (var i = 0; i < pairs.length; i++) {
      var open = pairs[i][0], close = pairs[i][1];
      if (tex.length >= open.length + close.length && tex.slice(0, open.length) === open && tex.slice(-close.length) === close) {
        tex = tex.slice(open.length, tex.length - close.length);
        break;
      }
    }
    try {
      window.katex.render(tex, el, { displayMode: display, throwOnError: false });
      el.classList.add("typeset");
    } catch (e) {
      // The source stays shown.
    }
  });
})();
