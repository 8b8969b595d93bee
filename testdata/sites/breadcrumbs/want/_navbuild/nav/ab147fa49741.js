/* navbuild: the full sidebar of a section (render/sidebar.go). Pages
   inline a short sidebar for readers without JavaScript and load this
   file, shared by the section's pages and cached, synchronously right
   after it: it replaces the short sidebar while the page is parsed,
   before the first paint, marks the current page's links and opens the
   groups holding them. app.js then restores the groups the reader opened
   and the scroll position, as for any sidebar. */
(function (html) {
  var script = document.currentScript;
  var short = script && script.previousElementSibling;
  if (!short || !short.classList.contains("sidebar-nav")) return;
  var current = short.querySelector('[aria-current="page"]');
  var href = current && current.getAttribute("href");
  var t = document.createElement("template");
  t.innerHTML = html;
  var nav = t.content.firstElementChild;
  if (!nav) {
    short.classList.remove("nav-short");
    return;
  }
  if (href) {
    var links = nav.querySelectorAll("a[href]");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") !== href) continue;
      links[i].setAttribute("aria-current", "page");
      // A group's root link is beside its <details>, which opens too.
      var own = links[i].classList.contains("nav-group-root") ? links[i].nextElementSibling : null;
      for (var d = own || links[i].closest("details"); d; d = d.parentNode.closest("details")) d.open = true;
    }
  }
  short.parentNode.replaceChild(nav, short);
})("<nav class=sidebar-nav aria-label=Sidebar><ul><li class=nav-top><div><span>Start</span></div><ul><li><a class=nav-link href=./>Home</a></li><li><a class=nav-link href=setup/>Setup</a></li><li class=nav-group><details><summary data-first=advanced/tuning/><span class=group-label>Advanced</span></summary><ul><li><a class=nav-link href=advanced/tuning/>Tuning</a></li><li><a class=nav-link href=advanced/limits/>Limits</a></li></ul></details></li></ul></li></ul></nav>");
