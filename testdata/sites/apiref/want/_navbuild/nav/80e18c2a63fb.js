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
})("<nav class=sidebar-nav aria-label=Sidebar><ul><li class=nav-top><div><span>Start</span></div><ul><li><a class=nav-link href=./>Welcome</a></li><li><a class=nav-link href=pets-by-hand/><span class=\"method method-sm method-get\">GET</span><span class=nav-label>Find a pet, explained</span></a></li><li><a class=nav-link href=hand-api/><span class=\"method method-sm method-patch\">PATCH</span><span class=nav-label>Rename a pet</span></a></li></ul></li><li class=nav-top><div><span>Pets</span></div><ul><li><a class=nav-link href=api-reference/pets/find-a-pet/><span class=\"method method-sm method-get\">GET</span><span class=nav-label>Find a pet</span></a></li><li><a class=nav-link href=api-reference/pets/add-a-pet/><span class=\"method method-sm method-post\">POST</span><span class=nav-label>Add a pet</span></a></li><li><a class=nav-link href=api-reference/pets/list-pets/><span class=\"method method-sm method-get\">GET</span><span class=nav-label>List pets</span></a></li><li><a class=nav-link href=api-reference/pets/upload-a-photo/><span class=\"method method-sm method-put\">PUT</span><span class=nav-label>Upload a photo</span></a></li><li><a class=nav-link href=api-reference/pets/log-in/><span class=\"method method-sm method-post\">POST</span><span class=nav-label>Log in</span></a></li><li><a class=nav-link href=api-reference/pets/get-a-family-tree/><span class=\"method method-sm method-get\">GET</span><span class=nav-label>Get a family tree</span></a></li><li><a class=nav-link href=api-reference/pet-adopted/><span class=\"method method-sm method-webhook\">HOOK</span><span class=nav-label>Pet adopted</span></a></li></ul></li><li class=nav-top><div><span>Legacy</span></div><ul><li><a class=nav-link href=api-reference/get-a-store/><span class=\"method method-sm method-get\">GET</span><span class=nav-label>Get a store</span></a></li></ul></li><li class=nav-top><div><span>Orders (OpenAPI 3.0)</span></div><ul><li><a class=nav-link href=api-reference/create-an-order/><span class=\"method method-sm method-post\">POST</span><span class=nav-label>Create an order</span></a></li></ul></li></ul></nav>");
