/* navbuild serve: live reload. Only pages served by `navbuild serve` load
   this file (render.Options.Reload); it is never part of a built site.

   It listens to the server's events at _navbuild/reload (server-sent
   events, relative to <base href>, so the site root):
   - "reload": a new build is served; reload the page, keeping its scroll
     position (sessionStorage, keyed by path);
   - "diagnostics": the last build failed (the previous good one is still
     served); show its problems, one "file:line:col: message" a line, over
     the page until the next good build reloads it.
   Plain ES5, no dependencies; styles are inline so that the overlay does
   not depend on the site's stylesheet. */
(function () {
  "use strict";
  if (!window.EventSource || !window.JSON) return;

  var key = "navbuild:reload:" + location.pathname;
  function getItem() {
    try { return sessionStorage.getItem(key); } catch (e) { return null; }
  }
  function setItem(v) {
    try { sessionStorage.setItem(key, v); } catch (e) { /* ignore */ }
  }
  function removeItem() {
    try { sessionStorage.removeItem(key); } catch (e) { /* ignore */ }
  }

  var saved = getItem();
  if (saved !== null) {
    removeItem();
    var y = Number(saved) || 0;
    var restore = function () { window.scrollTo(0, y); };
    restore();
    // Images and fonts can still change the layout: once more when loaded.
    window.addEventListener("load", restore);
  }

  var overlay = null;
  function hide() {
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
    overlay = null;
  }
  function el(tag, style, text) {
    var e = document.createElement(tag);
    if (style) e.setAttribute("style", style);
    if (text) e.appendChild(document.createTextNode(text));
    return e;
  }
  function show(lines) {
    hide();
    overlay = el("div", "position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.72);" +
      "display:flex;align-items:flex-start;justify-content:center;padding:6vh 16px;overflow:auto;" +
      "font:14px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif");
    overlay.id = "navbuild-overlay";
    overlay.setAttribute("role", "alertdialog");
    overlay.setAttribute("aria-label", "Build failed");
    var panel = el("div", "background:#fff;color:#0f172a;max-width:960px;width:100%;border-radius:10px;" +
      "border-top:4px solid #dc2626;box-shadow:0 20px 50px rgba(0,0,0,.35);padding:20px 24px");
    var head = el("div", "display:flex;align-items:center;justify-content:space-between;gap:16px");
    head.appendChild(el("strong", "font-size:16px;color:#b91c1c", "navbuild: the build failed"));
    var close = el("button", "border:0;background:none;font-size:20px;line-height:1;cursor:pointer;color:#475569", "\u00d7");
    close.type = "button";
    close.setAttribute("aria-label", "Hide");
    close.addEventListener("click", hide);
    head.appendChild(close);
    panel.appendChild(head);
    panel.appendChild(el("p", "margin:8px 0 12px;color:#475569",
      "The last good build is still served. Fix the problem and save: the page reloads by itself."));
    var pre = el("pre", "margin:0;padding:12px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:6px;" +
      "white-space:pre-wrap;word-break:break-word;font:12.5px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace");
    pre.className = "navbuild-diagnostics";
    pre.appendChild(document.createTextNode(lines.join("\n")));
    panel.appendChild(pre);
    overlay.appendChild(panel);
    (document.body || document.documentElement).appendChild(overlay);
  }

  var es = new EventSource("_navbuild/reload");
  es.addEventListener("reload", function () {
    setItem(String(window.pageYOffset || document.documentElement.scrollTop || 0));
    location.reload();
  });
  es.addEventListener("diagnostics", function (e) {
    var lines;
    try { lines = JSON.parse(e.data); } catch (err) { lines = [String(e.data)]; }
    if (!lines || !lines.length) hide();
    else show(lines);
  });
})();
