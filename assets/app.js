/* navbuild: progressive enhancements. Every page works without this file:
   it only adds the theme toggle, banner dismissal, sidebar memory,
   drilldown, keyboard support for menus, code copy buttons and closing
   the mobile drawer. Plain ES2017, no dependencies. */
(function () {
  "use strict";

  var doc = document;
  var root = doc.documentElement;

  function $(sel, ctx) {
    try { return (ctx || doc).querySelector(sel); } catch (e) { return null; }
  }
  function $$(sel, ctx) {
    try { return Array.prototype.slice.call((ctx || doc).querySelectorAll(sel)); } catch (e) { return []; }
  }
  function closest(el, sel) {
    return el && el.closest ? el.closest(sel) : null;
  }
  // Storage can throw (privacy modes, disabled cookies): never let it break the page.
  function getItem(kind, key) {
    try { return window[kind].getItem(key); } catch (e) { return null; }
  }
  function setItem(kind, key, value) {
    try { window[kind].setItem(key, value); } catch (e) { /* ignore */ }
  }
  function absolute(href) {
    try { return new URL(href, doc.baseURI).href; } catch (e) { return href; }
  }
  // The words this file writes, in the page's language (<html data-ui>,
  // render/i18n.go); English pages carry none.
  var ui = { copyCode: "Copy code", copyPage: "Copy page", copied: "Copied", ask: "Read {url} and answer questions about it.", view: "View", copyPrompt: "Copy prompt" };
  try {
    Object.assign(ui, JSON.parse(root.getAttribute("data-ui") || "{}"));
  } catch (e) { /* keep English */ }

  /* ---------- Theme toggle ---------- */

  function isDark() {
    var t = root.getAttribute("data-theme");
    if (t) return t === "dark";
    return !!(window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  }
  // A toggle with data-system (no appearance.default) has three states:
  // the system's mode (no data-theme, nothing stored), then the other
  // mode, then the system's own mode chosen, then the system again.
  function showTheme() {
    var t = root.getAttribute("data-theme") || "system";
    $$(".theme-toggle").forEach(function (b) {
      b.setAttribute("aria-pressed", String(isDark()));
      var label = b.getAttribute("data-" + t);
      if (label) b.title = label;
    });
  }
  showTheme();
  $$(".theme-toggle").forEach(function (button) {
    button.addEventListener("click", function () {
      var t = root.getAttribute("data-theme");
      var next = isDark() ? "light" : "dark";
      if (button.hasAttribute("data-system")) {
        var sys = window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
        next = !t ? (sys === "dark" ? "light" : "dark") : t !== sys ? sys : "";
      }
      if (next) {
        root.setAttribute("data-theme", next);
        setItem("localStorage", "navbuild:theme", next);
      } else {
        root.removeAttribute("data-theme");
        try { localStorage.removeItem("navbuild:theme"); } catch (e) { /* ignore */ }
      }
      showTheme();
    });
  });
  if (window.matchMedia) {
    var scheme = matchMedia("(prefers-color-scheme: dark)");
    if (scheme.addEventListener) scheme.addEventListener("change", showTheme);
  }

  /* ---------- Banner ---------- */

  var banner = $(".banner");
  var dismiss = banner && $(".banner-dismiss", banner);
  if (dismiss) {
    dismiss.addEventListener("click", function () {
      banner.hidden = true;
      root.classList.add("banner-dismissed");
      var id = banner.getAttribute("data-id");
      if (id) setItem("localStorage", "navbuild:banner:" + id, "1");
    });
  }

  /* ---------- Sticky header: its measured height ---------- */

  // The style declares --header-h from its parts; when the header is
  // taller (a wrapping row, a theme's bar), anchored headings, the sidebar
  // and the examples column follow the measured height instead.
  var topbar = $(".topbar");
  if (topbar && window.ResizeObserver) {
    new ResizeObserver(function () {
      root.style.setProperty("--header-h", topbar.getBoundingClientRect().height + "px");
    }).observe(topbar);
  }

  /* ---------- On this page: open where it is a rail ---------- */

  var toc = $(".toc-details");
  if (toc && window.matchMedia && matchMedia("(min-width: 1201px)").matches) toc.open = true;

  /* ---------- Sidebar: open groups, scroll position, current link ---------- */

  var drawer = $("#nb-drawer");
  var sidebar = $(".sidebar");
  var nav = $(".sidebar-nav");
  if (sidebar && nav) {
    var groups = $$("details", nav);
    // Key the state by the sidebar's links so each section keeps its own.
    var hash = 0;
    $$("a[href], summary[data-first]", nav).forEach(function (a) {
      var s = a.getAttribute("href") || a.getAttribute("data-first") || "";
      for (var i = 0; i < s.length; i++) hash = (hash * 31 + s.charCodeAt(i)) | 0;
    });
    var key = "navbuild:sidebar:" + groups.length + ":" + (hash >>> 0).toString(36);

    var save = function () {
      setItem("sessionStorage", key, JSON.stringify({
        open: groups.map(function (d) { return d.open ? 1 : 0; }),
        scroll: sidebar.scrollTop
      }));
    };

    var saved = null;
    try { saved = JSON.parse(getItem("sessionStorage", key) || "null"); } catch (e) { saved = null; }
    if (saved && Array.isArray(saved.open) && saved.open.length === groups.length) {
      // Only add open groups: the page's own group stays open as rendered.
      groups.forEach(function (d, i) { if (saved.open[i]) d.open = true; });
      if (typeof saved.scroll === "number") sidebar.scrollTop = saved.scroll;
    }

    var current = $('[aria-current="page"]', nav);
    if (current && sidebar.scrollHeight > sidebar.clientHeight) {
      var box = sidebar.getBoundingClientRect();
      var r = current.getBoundingClientRect();
      if (r.top < box.top || r.bottom > box.bottom) {
        sidebar.scrollTop += r.top - box.top - (box.height - r.height) / 2;
      }
    }

    nav.addEventListener("toggle", save, true);
    sidebar.addEventListener("click", function (e) { if (closest(e.target, "a")) save(); });
    window.addEventListener("pagehide", save);

    // Drilldown: opening a group goes to its first page.
    if (root.getAttribute("data-drilldown") === "true") {
      nav.addEventListener("click", function (e) {
        var summary = closest(e.target, "summary[data-first]");
        if (!summary || closest(e.target, "a")) return;
        var details = summary.parentNode;
        if (!details || details.open) return;
        var target = absolute(summary.getAttribute("data-first"));
        if (target === location.href.split("#")[0]) return;
        e.preventDefault();
        details.open = true;
        save();
        location.href = target;
      });
    }
  }

  /* ---------- Mobile drawer ---------- */

  if (drawer && sidebar) {
    sidebar.addEventListener("click", function (e) {
      if (closest(e.target, "a[href]")) drawer.checked = false;
    });
    var shut = $(".drawer-close", sidebar);
    if (shut) shut.addEventListener("keydown", function (e) {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      drawer.checked = false;
      drawer.focus();
    });
  }

  /* ---------- Code groups: the reader's language, page-wide, remembered ---------- */

  // A code group's tabs are radio inputs, each before its label: picking
  // one picks the tab of the same label in every group of the page, and
  // the next page opens on it (Starlight's syncKey, Docusaurus' groupId).
  function codeLabel(input) {
    var l = input.nextElementSibling;
    return l ? l.textContent.trim() : "";
  }
  var codeTabs = $$(".code-group > .tab-input");
  function pickCode(name) {
    codeTabs.forEach(function (i) { if (!i.checked && codeLabel(i) === name) i.checked = true; });
  }
  var storedCode = getItem("localStorage", "navbuild:code");
  if (storedCode) pickCode(storedCode);
  codeTabs.forEach(function (input) {
    input.addEventListener("change", function () {
      if (!input.checked) return;
      var name = codeLabel(input);
      var top = input.parentNode.getBoundingClientRect().top;
      setItem("localStorage", "navbuild:code", name);
      pickCode(name);
      // Groups above may change height: keep the chosen one in place.
      window.scrollBy(0, input.parentNode.getBoundingClientRect().top - top);
    });
  });

  /* ---------- Menus and selectors ---------- */

  var POPUPS = "details.menu, details.selector";

  function links(popup) {
    return $$("a[href]", popup).filter(function (a) { return !closest(a, "summary"); });
  }
  function closeAll(except) {
    $$(POPUPS).forEach(function (d) { if (d !== except && d.open) d.open = false; });
  }

  doc.addEventListener("toggle", function (e) {
    var d = e.target;
    if (d && d.open && d.matches && d.matches(POPUPS)) closeAll(d);
  }, true);

  doc.addEventListener("click", function (e) {
    var inside = closest(e.target, POPUPS);
    $$(POPUPS).forEach(function (d) { if (d.open && d !== inside) d.open = false; });
  });

  doc.addEventListener("keydown", function (e) {
    var popup = closest(e.target, POPUPS);
    if (e.key === "Escape" || e.key === "Esc") {
      var open = popup && popup.open ? popup : $("details.menu[open], details.selector[open]");
      if (open) {
        open.open = false;
        var s = $("summary", open);
        if (s) s.focus();
        e.preventDefault();
      } else if (drawer && drawer.checked) {
        drawer.checked = false;
        drawer.focus();
      }
      return;
    }
    if (!popup || (e.key !== "ArrowDown" && e.key !== "ArrowUp")) return;
    var items = links(popup);
    if (!items.length) return;
    e.preventDefault();
    if (!popup.open) popup.open = true;
    var i = items.indexOf(doc.activeElement);
    if (i < 0) i = e.key === "ArrowDown" ? 0 : items.length - 1;
    else i = (i + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length;
    items[i].focus();
  });

  /* ---------- Contextual menu ---------- */

  // Assistants get the page's address, known only here without --base-url.
  $$("a[data-ask]").forEach(function (a) {
    a.href = a.getAttribute("data-ask") + encodeURIComponent(ui.ask.split("{url}").join(location.href.split("#")[0]));
  });
  var copyPage = $(".page-copy");
  if (copyPage && navigator.clipboard && navigator.clipboard.writeText) {
    copyPage.hidden = false;
    copyPage.parentNode.classList.add("has-copy");
    copyPage.addEventListener("click", function () {
      var label = $(".page-copy-label", copyPage);
      // From disk (file://) fetch is refused: copy the page's text instead.
      var text = (location.protocol === "file:" ? Promise.reject(new Error("file")) :
        fetch(copyPage.getAttribute("data-twin")).then(function (r) {
          if (!r.ok) throw new Error(String(r.status));
          return r.text();
        })).catch(function () {
          var h = $(".page-title"), p = $(".prose");
          return (h ? "# " + h.innerText + "\n\n" : "") + (p || doc.body).innerText;
        });
      // Safari allows a write after a fetch only as a ClipboardItem made in the click.
      var done = window.ClipboardItem && navigator.clipboard.write ?
        navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then(function (t) { return new Blob([t], { type: "text/plain" }); }) })]) :
        text.then(function (t) { return navigator.clipboard.writeText(t); });
      done.then(function () {
        label.textContent = ui.copied;
        setTimeout(function () { label.textContent = ui.copyPage; }, 1500);
      }, function () { /* clipboard denied: nothing to do */ });
    });
  }

  /* ---------- API playground ---------- */

  // assets/playground.js loads on the first click of "Try it": pages
  // that are only read never fetch it.
  $$("button[data-try]").forEach(function (button) {
    button.addEventListener("click", function () {
      if (window.navbuildPlayground) return window.navbuildPlayground(button);
      if (button.getAttribute("aria-busy")) return;
      button.setAttribute("aria-busy", "true");
      var s = doc.createElement("script");
      s.src = button.getAttribute("data-try");
      s.onload = function () {
        button.removeAttribute("aria-busy");
        if (window.navbuildPlayground) window.navbuildPlayground(button);
      };
      s.onerror = function () { button.removeAttribute("aria-busy"); };
      doc.head.appendChild(s);
    });
  });

  /* ---------- Lazy field trees ---------- */

  // An endpoint page writes nested fields in a <template class=lazy-fields>
  // (render/fields.go): they enter the page when their <details> opens, by
  // click, keyboard or find-in-page, or when the address targets one.
  function lazyOf(details) {
    var box = details && details.lastElementChild;
    var t = box && box.firstElementChild;
    return t && t.tagName === "TEMPLATE" && t.classList.contains("lazy-fields") ? t : null;
  }
  function expand(details) {
    var t = lazyOf(details);
    if (t) t.parentNode.replaceChild(t.content, t);
  }
  if ($("template.lazy-fields")) {
    // The summary's click comes before the <details> opens: no empty frame.
    doc.addEventListener("click", function (e) {
      var s = closest(e.target, "summary");
      if (s) expand(s.parentNode);
    }, true);
    doc.addEventListener("toggle", function (e) {
      if (e.target.open) expand(e.target);
    }, true);
    var holds = function (t, id) {
      return !!t.content.getElementById(id) ||
        $$("template", t.content).some(function (u) { return holds(u, id); });
    };
    var reveal = function () {
      var id;
      try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
      if (!id || doc.getElementById(id)) return;
      var t = $$("template.lazy-fields").filter(function (u) { return holds(u, id); })[0];
      while (t) {
        var details = t.parentNode.parentNode;
        expand(details);
        details.open = true;
        t = doc.getElementById(id) ? null : $$("template.lazy-fields", details).filter(function (u) { return holds(u, id); })[0];
      }
      var el = doc.getElementById(id);
      if (el) el.scrollIntoView();
    };
    reveal();
    window.addEventListener("hashchange", reveal);
  }

  /* ---------- Code copy buttons ---------- */

  // copyButton returns a button labelled label that copies what text
  // returns, showing a check mark for a moment.
  function copyButton(label, text) {
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.setAttribute("aria-label", label);
    button.innerHTML = '<span class="icon icon-copy"></span>';
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(text()).then(function () {
        button.classList.add("copied");
        button.innerHTML = '<span class="icon icon-check"></span>';
        setTimeout(function () {
          button.classList.remove("copied");
          button.innerHTML = '<span class="icon icon-copy"></span>';
        }, 1500);
      }, function () { /* clipboard denied: nothing to do */ });
    });
    return button;
  }
  if (navigator.clipboard && navigator.clipboard.writeText) {
    $$(".prose pre, .api-examples pre").forEach(function (pre) {
      pre.appendChild(copyButton(ui.copyCode, function () {
        return ($("code", pre) || pre).innerText.replace(/\n$/, "");
      }));
    });
    // A <Prompt>: its text, from the head's button.
    $$(".prompt[data-copy]").forEach(function (p) {
      var body = $(".prompt-body", p), head = $(".prompt-head", p);
      if (!body || !head) return;
      head.appendChild(copyButton(ui.copyPrompt, function () { return body.innerText.trim(); }));
    });
  }
})();

// navbuildTocID is the id of the heading an "On this page" link leads to: its
// fragment, decoded (the link carries no copy of the id: the list is on
// every page).
function navbuildTocID(a) {
  try { return decodeURIComponent(a.hash.slice(1)); } catch (e) { return ""; }
}

// Views: the reference's multi-view menu. The page shows every <View>,
// each headed by its title (what a reader without JavaScript sees); here
// a menu before the first one shows one view at a time, and "On this
// page" lists only the headings of the view shown. A link to a heading
// inside a view opens that view.
(function () {
  var doc = document, root = doc.documentElement;
  var views = [].slice.call(doc.querySelectorAll(".prose section.view[data-view]"));
  if (!views.length) return;
  var ui = { view: "View" };
  try { ui.view = JSON.parse(root.getAttribute("data-ui") || "{}").view || ui.view; } catch (e) { /* English */ }
  var box = doc.createElement("div");
  box.className = "view-menu";
  var label = doc.createElement("label");
  var text = doc.createElement("span");
  text.textContent = ui.view;
  var select = doc.createElement("select");
  views.forEach(function (v, i) {
    var o = doc.createElement("option");
    o.value = String(i);
    o.textContent = v.getAttribute("data-view");
    select.appendChild(o);
  });
  label.appendChild(text);
  label.appendChild(select);
  box.appendChild(label);
  views[0].parentNode.insertBefore(box, views[0]);
  root.classList.add("has-views");
  var toc = [].slice.call(doc.querySelectorAll(".toc a"));
  function show(i) {
    select.value = String(i);
    views.forEach(function (v, j) { v.hidden = j !== i; });
    toc.forEach(function (a) {
      var h = doc.getElementById(navbuildTocID(a));
      var li = a.closest("li") || a;
      li.hidden = !!(h && h.closest("section.view[hidden]"));
    });
  }
  function fromHash() {
    var id = decodeURIComponent(location.hash.slice(1));
    var el = id && doc.getElementById(id);
    var v = el && el.closest("section.view[data-view]");
    var i = views.indexOf(v);
    if (i >= 0) {
      show(i);
      el.scrollIntoView();
    }
  }
  select.addEventListener("change", function () { show(Number(select.value)); });
  window.addEventListener("hashchange", fromHash);
  show(0);
  fromHash();
})();

// On this page: mark the section in view.
(function () {
  var links = document.querySelectorAll(".toc a");
  if (!links.length || !window.IntersectionObserver) return;
  var byId = {};
  var heads = [];
  Array.prototype.forEach.call(links, function (a) {
    var h = document.getElementById(navbuildTocID(a));
    if (h) {
      byId[h.id] = a;
      heads.push(h);
    }
  });
  var visible = {};
  function mark() {
    var current = null;
    for (var i = 0; i < heads.length; i++) {
      if (visible[heads[i].id]) { current = heads[i].id; break; }
    }
    if (!current) return;
    Array.prototype.forEach.call(links, function (a) {
      if (byId[current] === a) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
    });
  }
  var io = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { visible[e.target.id] = e.isIntersecting; });
    mark();
  }, { rootMargin: "0px 0px -70% 0px" });
  heads.forEach(function (h) { io.observe(h); });
})();
