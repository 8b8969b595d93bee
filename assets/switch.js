/* navbuild: the long version and language selectors of a section
   (render/switch.go). A page inlines a short list of each (its own
   option, its neighbours and the default) for readers without
   JavaScript, and loads this file, shared by the section's pages and
   cached, deferred: it puts the whole list in place, each option linking
   to the page's counterpart, which is the page's own link with the
   option's prefix replaced, unless the page lists it (data-x). The
   selector stays closed meanwhile, so nothing moves. */
(function (sels) {
  var ds = document.querySelectorAll("details.selector[data-switch]");
  for (var i = 0; i < ds.length; i++) {
    var d = ds[i], s = sels[+d.getAttribute("data-switch")];
    var panel = d.querySelector(".selector-panel");
    var own = panel && panel.querySelector("a[aria-current]");
    if (!s || !own) continue;
    var h = own.getAttribute("href"), x = {};
    try {
      JSON.parse(d.getAttribute("data-x") || "[]").forEach(function (e) { x[e[0]] = e[1]; });
    } catch (e) {
      continue;
    }
    var t = document.createElement("template");
    t.innerHTML = s.h;
    var full = t.content.querySelector(".selector-panel");
    if (!full) continue;
    var links = full.querySelectorAll("a");
    for (var j = 0; j < links.length; j++) {
      var r = s.r[j];
      links[j].setAttribute("href", j in x ? x[j] : r[1] + h.slice(r[0].length));
    }
    panel.parentNode.replaceChild(full, panel);
  }
})(NAVBUILD_SWITCH);
