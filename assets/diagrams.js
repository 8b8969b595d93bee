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
  // The controls' words, in the page's language (<html data-ui>).
  var ui = { zoomIn: "Zoom in", zoomOut: "Zoom out", reset: "Reset view", pan: "Diagram: drag or use the arrow keys to move it" };
  try {
    var t = JSON.parse(root.getAttribute("data-ui") || "{}");
    Object.keys(ui).forEach(function (k) { if (t[k]) ui[k] = t[k]; });
  } catch (e) { /* keep English */ }
  var views = boxes.map(function () { return { scale: 1, x: 0, y: 0 }; });

  function dark() {
    var t = root.getAttribute("data-theme");
    if (t === "dark" || t === "light") return t === "dark";
    return !!(window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  }

  function show(box, svg, i) {
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
    actions(box, view, i);
  }

  // Zoom and pan, as on the reference: buttons to zoom in, out and back,
  // dragging to pan, and the same from the keyboard on the focused
  // diagram (arrows, + and -, 0). Shown when the fence asks for them
  // (actions=true) or, by default, on a diagram taller than 120px;
  // actions=false turns them off. data-placement puts the buttons in a
  // corner (bottom-right by default).
  function actions(box, view, i) {
    var svg = view.querySelector("svg");
    var want = box.getAttribute("data-actions");
    if (!svg || want === "false" || (want !== "true" && svg.getBoundingClientRect().height <= 120)) return;
    var st = views[i];
    function apply() {
      svg.style.transform = "translate(" + st.x + "px," + st.y + "px) scale(" + st.scale + ")";
    }
    function zoom(f) {
      st.scale = Math.min(8, Math.max(0.25, st.scale * f));
      apply();
    }
    function pan(dx, dy) {
      st.x += dx;
      st.y += dy;
      apply();
    }
    function reset() {
      st.scale = 1;
      st.x = st.y = 0;
      apply();
    }
    box.classList.add("has-actions");
    view.tabIndex = 0;
    view.setAttribute("role", "group");
    view.setAttribute("aria-label", ui.pan);
    apply();
    if (!box.querySelector(".mermaid-actions")) {
      var bar = document.createElement("div");
      bar.className = "mermaid-actions";
      [["zoomIn", "M12 5v14M5 12h14", function () { zoom(1.25); }],
       ["zoomOut", "M5 12h14", function () { zoom(0.8); }],
       ["reset", "M4 12a8 8 0 1 0 3-6.2M4 4v5h5", function () { reset(); }]].forEach(function (a) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "mermaid-action";
        b.setAttribute("data-action", a[0]);
        b.setAttribute("aria-label", ui[a[0]]);
        b.innerHTML = '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="' + a[1] + '"/></svg>';
        b.addEventListener("click", function () { a[2](); });
        bar.appendChild(b);
      });
      box.appendChild(bar);
    }
    if (view.getAttribute("data-pan")) return;
    view.setAttribute("data-pan", "on");
    view.addEventListener("keydown", function (e) {
      var step = 40;
      switch (e.key) {
        case "ArrowLeft": pan(step, 0); break;
        case "ArrowRight": pan(-step, 0); break;
        case "ArrowUp": pan(0, step); break;
        case "ArrowDown": pan(0, -step); break;
        case "+": case "=": zoom(1.25); break;
        case "-": zoom(0.8); break;
        case "0": reset(); break;
        default: return;
      }
      e.preventDefault();
    });
    var drag = null;
    view.addEventListener("pointerdown", function (e) {
      if (e.button !== 0) return;
      drag = { x: e.clientX, y: e.clientY };
      view.setPointerCapture(e.pointerId);
      view.classList.add("dragging");
    });
    view.addEventListener("pointermove", function (e) {
      if (!drag) return;
      pan(e.clientX - drag.x, e.clientY - drag.y);
      drag = { x: e.clientX, y: e.clientY };
    });
    function stop() {
      drag = null;
      view.classList.remove("dragging");
    }
    view.addEventListener("pointerup", stop);
    view.addEventListener("pointercancel", stop);
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
            show(box, r.svg, i); // a new drawing keeps the reader's zoom and pan
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
