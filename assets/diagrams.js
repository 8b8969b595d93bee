// Draws the page's Mermaid diagrams. internal/markdown writes each as a
// div.mermaid holding its source in a <pre>, which is what a reader
// without JavaScript sees; render appends this file to Mermaid's browser
// build and links it only from pages that have a diagram. Diagrams are
// drawn in the page's mode, and again when the mode changes (the toggle
// sets <html data-theme>; without it the system's preference counts).
(function () {
  "use strict";
  var root = document.documentElement;
  var boxes = [].slice.call(document.querySelectorAll("div.mermaid"));
  if (!boxes.length || !window.mermaid) return;
  var sources = boxes.map(function (box) {
    var pre = box.querySelector("pre.mermaid-source");
    return pre ? pre.textContent : "";
  });
  var mode = null, seq = 0, queue = Promise.resolve();

  function dark() {
    var t = root.getAttribute("data-theme");
    if (t === "dark" || t === "light") return t === "dark";
    return !!(window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  }

  function show(box, svg) {
    var view = box.querySelector(".mermaid-view");
    if (!view) {
      view = document.createElement("div");
      view.className = "mermaid-view";
      box.appendChild(view);
    }
    view.innerHTML = svg;
    var pre = box.querySelector("pre.mermaid-source");
    if (pre) pre.hidden = true;
    box.setAttribute("data-drawn", mode ? "dark" : "light");
  }

  // Mermaid draws one diagram at a time: each waits for the one before.
  function draw() {
    var d = dark();
    if (d === mode) return;
    mode = d;
    queue = queue.then(function () {
      window.mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: d ? "dark" : "default" });
      return boxes.reduce(function (done, box, i) {
        return done.then(function () {
          var id = "mermaid-" + ++seq;
          return window.mermaid.render(id, sources[i]).then(function (r) {
            show(box, r.svg);
          }, function () {
            // The source stays shown; Mermaid leaves its error drawing
            // at the end of the page.
            var junk = document.getElementById("d" + id);
            if (junk) junk.remove();
            box.setAttribute("data-drawn", "failed");
          });
        });
      }, Promise.resolve());
    });
  }

  draw();
  new MutationObserver(draw).observe(root, { attributes: true, attributeFilter: ["data-theme"] });
  if (window.matchMedia) {
    var mq = window.matchMedia("(prefers-color-scheme: dark)");
    if (mq.addEventListener) mq.addEventListener("change", draw);
  }
})();
