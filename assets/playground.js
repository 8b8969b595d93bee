/* navbuild API playground: the "Try it" dialog of an endpoint page.
   app.js loads this file on the first click of a button[data-try] and
   calls window.navbuildPlayground(button). The form is built from the
   JSON beside the button (render/playground.go); the request goes from
   the reader's browser with fetch, so the API must allow the site's
   origin (CORS): when it does not, the dialog says so and gives the
   equivalent cURL command. Credentials live in sessionStorage only (this
   tab, until it closes) and their inputs are marked so that session
   replay tools do not record them. No framework, no network but the
   request itself. */
(function () {
  "use strict";
  var doc = document;
  // Attributes and classes that session replay tools honour (LogRocket,
  // Hotjar, Clarity, Heap, PostHog, FullStory, Mixpanel, Amplitude).
  var PRIVATE = { "data-private": "", "data-hj-suppress": "", "data-clarity-mask": "true", "data-heap-redact-text": "", "class": "ph-no-capture fs-exclude mp-mask amp-mask" };
  var STORE = "navbuild:playground:";

  function el(tag, attrs, kids) {
    var e = doc.createElement(tag);
    for (var k in attrs || {}) {
      if (attrs[k] === false || attrs[k] == null) continue;
      if (k === "text") e.textContent = attrs[k];
      else if (k === "class") e.className = (e.className ? e.className + " " : "") + attrs[k];
      else e.setAttribute(k, attrs[k] === true ? "" : attrs[k]);
    }
    (kids || []).forEach(function (c) { if (c) e.appendChild(typeof c === "string" ? doc.createTextNode(c) : c); });
    return e;
  }
  function stored(key) {
    try { return sessionStorage.getItem(STORE + key) || ""; } catch (e) { return ""; }
  }
  function store(key, value) {
    try {
      if (value) sessionStorage.setItem(STORE + key, value);
      else sessionStorage.removeItem(STORE + key);
    } catch (e) { /* storage refused: the value lives in the form only */ }
  }
  var uid = 0;
  // block is a code block as the page's: its colours (the site's code
  // block style, dark or light) are set on .code-block.
  function block(cls, code) {
    var pre = el("pre", { class: cls }, [code || el("code")]);
    return { box: el("div", { class: "code-block" }, [pre]), code: pre.firstChild };
  }

  /* ---------- The form ---------- */

  // field returns a labelled control for a parameter or a form field:
  // a select for an enum or a boolean, a file input for a binary, else
  // a text input. control.nbField is the field.
  function field(f, T, extra) {
    var id = "nb-try-" + (++uid);
    var control;
    var options = f.enum || (/^boolean\b/.test(f.type || "") ? ["true", "false"] : null);
    if (f.file) {
      control = el("input", { type: "file", id: id });
    } else if (options) {
      control = el("select", { id: id }, [f.required ? null : el("option", { value: "", text: "" })].concat(options.map(function (o) {
        return el("option", { value: o, text: o });
      })));
      control.value = f.value || (f.required ? options[0] : "");
    } else {
      control = el("input", { type: "text", id: id, spellcheck: "false", autocomplete: "off", placeholder: f.hint || "" });
      control.value = f.value || "";
    }
    for (var k in extra || {}) control.setAttribute(k, extra[k]);
    if (f.required) control.setAttribute("aria-required", "true");
    control.nbField = f;
    var label = el("label", { "for": id, class: "try-label" }, [
      el("code", { text: f.name }),
      f.type ? el("span", { class: "try-type", text: f.type }) : null,
      f.required ? el("span", { class: "field-required", text: T["api.required"] }) : null
    ]);
    return { row: el("div", { class: "try-row" }, [label, control]), control: control };
  }

  // fromPage reads the ParamFields of a hand-written `api:` page.
  function fromPage() {
    var out = [];
    doc.querySelectorAll(".prose .param-field").forEach(function (p) {
      var name = p.querySelector(".field-name"), loc = p.querySelector(".field-location");
      var type = p.querySelector(".field-type"), def = p.querySelector(".field-default code");
      if (!name) return;
      out.push({ name: name.textContent, in: loc ? loc.textContent : "body", type: type ? type.textContent : "",
        required: !!p.querySelector(".field-required"), value: def ? def.textContent : "" });
    });
    return out;
  }

  function build(data, button) {
    var T = data.text;
    var params = data.fromPage ? fromPage() : (data.params || []);
    var state = { data: data, controls: [], vars: [], auth: [], body: null, button: button };
    var title = el("h2", { id: "nb-try-title-" + (++uid), class: "try-title" }, [
      el("span", { class: "method method-" + data.method.toLowerCase(), text: data.method }), " ",
      el("code", { text: data.path })
    ]);
    var close = el("button", { type: "button", class: "try-close", "aria-label": T["search.close"] }, [el("span", { class: "icon icon-xmark" })]);
    var form = el("form", { class: "try-form", method: "dialog", novalidate: true });
    var dialog = el("dialog", { class: "try-dialog", "aria-labelledby": title.id }, [
      el("div", { class: "try-head" }, [title, close]), form
    ]);
    close.addEventListener("click", function () { dialog.close(); });
    dialog.addEventListener("close", function () { button.focus(); });
    dialog.addEventListener("click", function (e) { if (e.target === dialog) dialog.close(); });

    // Server and its variables.
    if (data.servers && data.servers.length) {
      var sec = el("fieldset", { class: "try-section" }, [el("legend", { text: T["api.server"] })]);
      var select = null;
      if (data.servers.length > 1) {
        var s = field({ name: "server", enum: data.servers.map(function (v) { return v.url; }), required: true }, T);
        select = s.control;
        sec.appendChild(s.row);
      }
      var varsBox = el("div");
      sec.appendChild(varsBox);
      var drawVars = function () {
        var srv = data.servers[select ? select.selectedIndex : 0];
        varsBox.textContent = "";
        // One server and nothing to choose: its address, not an empty heading.
        if (!select) varsBox.appendChild(el("p", { class: "try-note" }, [el("code", { text: srv.url })]));
        state.vars = (srv.vars || []).map(function (v) {
          var f = field({ name: v.name, enum: v.enum && v.enum.length ? v.enum : null, value: v.default, required: true }, T);
          varsBox.appendChild(f.row);
          return f.control;
        });
      };
      if (select) select.addEventListener("change", function () { drawVars(); update(state); });
      drawVars();
      state.server = function () {
        var srv = data.servers[select ? select.selectedIndex : 0];
        var u = srv.url;
        state.vars.forEach(function (c) { u = u.split("{" + c.nbField.name + "}").join(c.value); });
        return u;
      };
      form.appendChild(sec);
    } else {
      state.server = function () { return ""; };
    }

    // Authentication: the first way the spec offers (a select picks another).
    if (data.auth && data.auth.length) {
      var asec = el("fieldset", { class: "try-section" }, [el("legend", { text: T["api.auth"] })]);
      var pick = null;
      if (data.auth.length > 1) {
        var p = field({ name: "auth", enum: data.auth.map(function (opt) {
          return opt.map(function (a) { return a.name || a.kind; }).join(" + ");
        }), required: true }, T);
        pick = p.control;
        asec.appendChild(p.row);
      }
      var authBox = el("div");
      asec.appendChild(authBox);
      var drawAuth = function () {
        authBox.textContent = "";
        state.auth = [];
        data.auth[pick ? pick.selectedIndex : 0].forEach(function (a) {
          var inputs = a.kind === "basic" ? [["user", T["api.username"], "text"], ["pass", T["api.password"], "password"]] :
            [["token", a.kind === "key" ? a.name : T["api.token"], "password"]];
          var scheme = { def: a, inputs: {} };
          inputs.forEach(function (i) {
            var key = a.kind + ":" + (a.name || "") + ":" + i[0];
            var f = field({ name: i[1] }, T, PRIVATE);
            f.control.type = i[2];
            f.control.value = stored(key);
            f.control.addEventListener("input", function () { store(key, f.control.value); });
            scheme.inputs[i[0]] = f.control;
            authBox.appendChild(f.row);
          });
          state.auth.push(scheme);
        });
      };
      if (pick) pick.addEventListener("change", function () { drawAuth(); update(state); });
      drawAuth();
      asec.appendChild(el("p", { class: "try-note", text: T["api.session"] }));
      form.appendChild(asec);
    }

    // Parameters, by location.
    ["path", "query", "header", "cookie"].forEach(function (loc) {
      var list = params.filter(function (p) { return p.in === loc; });
      if (!list.length) return;
      var psec = el("fieldset", { class: "try-section" }, [el("legend", { text: T["api.params." + loc] })]);
      list.forEach(function (p) {
        var f = field(p, T);
        state.controls.push(f.control);
        psec.appendChild(f.row);
      });
      form.appendChild(psec);
    });

    // The body: one media type, or a select of them.
    var bodies = data.body || [];
    if (data.fromPage) {
      var fields = params.filter(function (p) { return p.in === "body"; });
      if (fields.length) bodies = [{ type: "application/json", text: pageBody(fields) }];
    }
    if (bodies.length) {
      var bsec = el("fieldset", { class: "try-section" }, [el("legend", { text: T["api.body"] })]);
      var media = null;
      if (bodies.length > 1) {
        var m = field({ name: "Content-Type", enum: bodies.map(function (b) { return b.type; }), required: true }, T);
        media = m.control;
        bsec.appendChild(m.row);
      }
      var bodyBox = el("div");
      bsec.appendChild(bodyBox);
      var drawBody = function () {
        var b = bodies[media ? media.selectedIndex : 0];
        bodyBox.textContent = "";
        state.body = { def: b, fields: [] };
        var json = /json/.test(b.type);
        if (b.fields && !json) {
          b.fields.forEach(function (f) {
            var c = field(f, T);
            state.body.fields.push(c.control);
            bodyBox.appendChild(c.row);
          });
        } else if (b.file) {
          var fc = field({ name: b.type, file: true, required: data.bodyRequired }, T);
          state.body.file = fc.control;
          bodyBox.appendChild(fc.row);
        } else {
          var id = "nb-try-" + (++uid);
          state.body.text = el("textarea", { id: id, class: "try-body", spellcheck: "false", rows: "10", "aria-label": T["api.body"] + " (" + b.type + ")" });
          state.body.text.value = b.text || "";
          if (json && b.fields && b.fields.length) jsonForm(state, b, T, bodyBox);
          else bodyBox.appendChild(state.body.text);
        }
      };
      if (media) media.addEventListener("change", function () { drawBody(); update(state); });
      drawBody();
      form.appendChild(bsec);
    }

    var send = el("button", { type: "submit", class: "try-send", text: T["api.send"] });
    var curl = block("try-curl");
    var status = el("p", { class: "try-status", role: "status", "aria-live": "polite" });
    var result = el("div", { class: "try-result" });
    form.appendChild(el("div", { class: "try-actions" }, [send]));
    form.appendChild(el("details", { class: "try-curl-box" }, [el("summary", { text: T["api.curl"] }), curl.box]));
    form.appendChild(status);
    form.appendChild(result);
    state.curl = curl.code;
    state.status = status;
    state.result = result;
    state.send = send;
    form.addEventListener("input", function () { update(state); });
    form.addEventListener("change", function () { update(state); });
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      run(state);
    });
    doc.body.appendChild(dialog);
    update(state);
    return dialog;
  }

  // jsonForm draws a JSON body whose schema is an object as a form of
  // its properties, and the JSON editor in its place at the press of a
  // switch: leaving the form writes its object in the editor, leaving
  // the editor fills the form from its object (and stays when the text
  // is not a JSON object, saying so). The spec's example, if any, fills
  // the form first.
  function jsonForm(state, b, T, box) {
    var body = state.body, text = body.text;
    var rows = el("div", { class: "try-json-form" });
    b.fields.forEach(function (f) {
      var c = field(f, T);
      body.fields.push(c.control);
      rows.appendChild(c.row);
    });
    var start = b.generated ? null : jsonObject(b.text);
    if (start) fill(body.fields, start);
    var formButton = el("button", { type: "button", class: "try-mode", "aria-pressed": "true", text: T["api.form"] });
    var rawButton = el("button", { type: "button", class: "try-mode", "aria-pressed": "false", text: "JSON" });
    var note = el("p", { class: "try-note try-error", role: "alert" });
    note.hidden = true;
    body.json = true;
    body.raw = false;
    text.hidden = true;
    function mode(raw) {
      if (raw === body.raw) return;
      note.hidden = true;
      if (raw) {
        text.value = JSON.stringify(formObject(body.fields, []), null, 2);
      } else {
        var o = null, why = "{…}";
        try { o = JSON.parse(text.value); } catch (e) { why = e.message; }
        if (!o || typeof o !== "object" || Array.isArray(o)) {
          note.textContent = T["api.invalid.json"] + " " + why;
          note.hidden = false;
          return;
        }
        fill(body.fields, o);
      }
      body.raw = raw;
      formButton.setAttribute("aria-pressed", String(!raw));
      rawButton.setAttribute("aria-pressed", String(raw));
      rows.hidden = raw;
      text.hidden = !raw;
      update(state);
    }
    formButton.addEventListener("click", function () { mode(false); });
    rawButton.addEventListener("click", function () { mode(true); });
    box.appendChild(el("div", { class: "try-modes", role: "group", "aria-label": T["api.body"] }, [formButton, rawButton]));
    box.appendChild(rows);
    box.appendChild(text);
    box.appendChild(note);
  }
  function jsonObject(s) {
    try {
      var o = JSON.parse(s || "");
      return o && typeof o === "object" && !Array.isArray(o) ? o : null;
    } catch (e) { return null; }
  }
  // fill writes an object's values in the form's controls: text as it
  // is, any other value as JSON.
  function fill(controls, o) {
    controls.forEach(function (c) {
      var v = o[c.nbField.name];
      c.value = v === undefined || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v);
    });
  }
  // formObject is the object a JSON body's form says: each filled
  // field's value read by its type (a number, a boolean, JSON for an
  // object or an array, text else); the empty required ones are added to
  // missing.
  function formObject(controls, missing) {
    var o = {};
    controls.forEach(function (c) {
      var f = c.nbField, v = c.value, t = f.type || "";
      if (v === "") {
        if (f.required) missing.push(f.name);
        return;
      }
      if (/^(integer|number)\b/.test(t) && v.trim() !== "" && isFinite(Number(v))) v = Number(v);
      else if (/^boolean\b/.test(t) && (v === "true" || v === "false")) v = v === "true";
      else if (/^(object|array)\b|\[\]/.test(t)) {
        try { v = JSON.parse(v); } catch (e) { /* sent as written */ }
      }
      o[f.name] = v;
    });
    return o;
  }

  // pageBody is a JSON object of a hand-written page's body fields, with
  // their defaults.
  function pageBody(fields) {
    var o = {};
    fields.forEach(function (f) {
      var v = f.value;
      try { v = JSON.parse(v); } catch (e) { /* a string as written */ }
      o[f.name] = v === "" ? "" : v;
    });
    return JSON.stringify(o, null, 2);
  }

  /* ---------- The request ---------- */

  // request gathers the form into {method, url, headers, media, body,
  // sample}: body is what fetch sends, sample what the code samples show.
  function request(state, secrets) {
    var d = state.data, url = d.path, query = [], headers = [], cookies = [], missing = [];
    var base = state.server().replace(/\/$/, "");
    state.controls.forEach(function (c) {
      var f = c.nbField, v = c.value;
      if (v === "") {
        if (f.required) missing.push(f.name);
        if (f.in !== "path") return;
      }
      if (f.in === "path") url = url.split("{" + f.name + "}").join(v === "" ? "{" + f.name + "}" : encodeURIComponent(v));
      else if (f.in === "query") items(f, v).forEach(function (i) { query.push(enc(f.name) + "=" + enc(i)); });
      else if (f.in === "header") headers.push([f.name, v]);
      else cookies.push(f.name + "=" + v);
    });
    state.auth.forEach(function (s) {
      var a = s.def, i = s.inputs, token = i.token ? i.token.value : "";
      if (a.kind === "basic") {
        var u = i.user.value, p = i.pass.value;
        if (!u && !d.authOptional) missing.push(d.text["api.username"]);
        if (u || p) headers.push(["Authorization", "Basic " + (secrets ? b64(u + ":" + p) : "<encoded-value>")]);
      } else if (token) {
        var shown = secrets ? token : (a.kind === "key" ? "<api-key>" : "<token>");
        if (a.kind === "bearer") headers.push(["Authorization", "Bearer " + shown]);
        else if (a.in === "query") query.push(enc(a.name) + "=" + (secrets ? enc(token) : shown));
        else if (a.in === "cookie") cookies.push(a.name + "=" + shown);
        else headers.push([a.name, shown]);
      }
    });
    if (cookies.length) headers.push(["Cookie", cookies.join("; ")]);
    var r = { method: d.method, url: base + url + (query.length ? "?" + query.join("&") : ""), headers: headers, missing: missing };
    var b = state.body;
    if (!b) return r;
    r.media = b.def.type;
    headers.push(["Content-Type", r.media]);
    if (b.json && !b.raw) {
      r.sample = formObject(b.fields, missing);
      r.body = JSON.stringify(r.sample);
    } else if (b.text) {
      var text = b.text.value;
      r.body = text;
      if (text.trim() === "") {
        r.body = undefined;
        if (d.bodyRequired) missing.push(r.media);
      } else if (/json/.test(r.media)) {
        try { r.sample = JSON.parse(text); } catch (e) { r.invalid = e.message; }
      } else {
        r.sample = text;
      }
    } else if (b.file) {
      r.body = b.file.files[0];
      r.sample = r.body ? "@" + r.body.name : undefined;
    } else {
      var form = /^multipart\//.test(r.media) ? new FormData() : new URLSearchParams();
      r.sample = {};
      b.fields.forEach(function (c) {
        var f = c.nbField;
        if (f.file) {
          if (c.files[0]) { form.append(f.name, c.files[0]); r.sample[f.name] = "@" + c.files[0].name; }
          return;
        }
        if (c.value === "") return;
        form.append(f.name, c.value);
        r.sample[f.name] = c.value;
      });
      r.body = form;
    }
    return r;
  }
  function items(f, v) {
    if (/\[\]$/.test(f.type || "")) {
      try {
        var a = JSON.parse(v);
        if (Array.isArray(a)) return a.map(function (x) { return typeof x === "string" ? x : JSON.stringify(x); });
      } catch (e) { /* one value */ }
    }
    return [v];
  }
  function enc(s) { return encodeURIComponent(s).replace(/%20/g, "+"); }
  function b64(s) {
    var bytes = new TextEncoder().encode(s), bin = "";
    bytes.forEach(function (b) { bin += String.fromCharCode(b); });
    return btoa(bin);
  }

  function run(state) {
    var T = state.data.text, r = request(state, true);
    state.result.textContent = "";
    state.status.classList.remove("try-error");
    // The required fields left empty are marked, and the first gets
    // focus: nothing is sent without them.
    var empty = [], b = state.body;
    state.controls.concat(b && b.json && !b.raw ? b.fields : []).forEach(function (c) {
      var bad = !!c.nbField.required && c.value === "" && r.missing.length > 0;
      if (bad) c.setAttribute("aria-invalid", "true");
      else c.removeAttribute("aria-invalid");
      if (bad) empty.push(c);
    });
    if (r.missing.length) {
      state.status.textContent = T["api.missing"].replace("{name}", r.missing.join(", "));
      if (empty.length) empty[0].focus();
      return;
    }
    if (r.invalid) {
      state.status.textContent = T["api.invalid.json"] + " " + r.invalid;
      return;
    }
    var headers = new Headers();
    r.headers.forEach(function (h) {
      // fetch sets a form's type (with its boundary) and refuses Cookie.
      if (h[0] === "Cookie" || (h[0] === "Content-Type" && (r.body instanceof FormData || r.body instanceof URLSearchParams))) return;
      try { headers.append(h[0], h[1]); } catch (e) { /* a value fetch refuses */ }
    });
    state.send.disabled = true;
    state.send.textContent = T["api.sending"];
    state.status.textContent = T["api.sending"];
    var start = performance.now();
    var opts = { method: r.method, headers: headers, body: r.method === "GET" || r.method === "HEAD" ? undefined : r.body,
      credentials: state.data.credentials ? "include" : "same-origin", redirect: "follow" };
    fetch(r.url, opts).then(function (resp) {
      var ms = Math.round(performance.now() - start);
      var type = resp.headers.get("content-type") || "";
      return (/^image\//.test(type) ? resp.blob() : resp.text()).then(function (body) {
        show(state, resp, type, body, ms);
      });
    }).catch(function (err) {
      // Said once, in the status the reader's screen reader hears.
      state.status.textContent = T["api.cors"] + " (" + (err && err.message || err) + ")";
      state.status.classList.add("try-error");
      state.result.appendChild(block("try-curl", el("code", { text: curl(request(state, true)) })).box);
    }).then(function () {
      state.send.disabled = false;
      state.send.textContent = T["api.send"];
    });
  }

  function show(state, resp, type, body, ms) {
    var T = state.data.text, cls = "status-" + String(resp.status).charAt(0) + "xx";
    state.status.textContent = T["api.status"] + " " + resp.status + " · " + T["api.time"] + " " + ms + " ms";
    state.result.appendChild(el("p", { class: "try-response-head" }, [
      el("span", { class: "status " + cls, text: String(resp.status) + (resp.statusText ? " " + resp.statusText : "") }),
      el("span", { class: "try-time", text: ms + " ms" })
    ]));
    var rows = [];
    resp.headers.forEach(function (v, k) { rows.push(k + ": " + v); });
    state.result.appendChild(el("details", { class: "try-headers" }, [
      el("summary", { text: T["api.headers"] + " (" + rows.length + ")" }),
      block("", el("code", { text: rows.join("\n") })).box
    ]));
    if (body instanceof Blob) {
      state.result.appendChild(el("img", { class: "try-image", src: URL.createObjectURL(body), alt: T["api.response"] }));
      return;
    }
    var out = block("try-response chroma");
    var parsed;
    if (/json/.test(type) || /^\s*[{[]/.test(body)) {
      try { parsed = JSON.parse(body); } catch (e) { /* shown as text */ }
    }
    if (parsed !== undefined) highlight(out.code, JSON.stringify(parsed, null, 2));
    else out.code.textContent = body;
    state.result.appendChild(out.box);
  }

  // highlight writes JSON with the classes of code.css (chroma's names).
  function highlight(code, json) {
    var re = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g, last = 0, m;
    while ((m = re.exec(json))) {
      code.appendChild(doc.createTextNode(json.slice(last, m.index)));
      if (m[1]) {
        code.appendChild(el("span", { class: m[2] ? "nt" : "s2", text: m[1] }));
        if (m[2]) code.appendChild(doc.createTextNode(m[2]));
      } else {
        code.appendChild(el("span", { class: m[3] ? "mi" : "kc", text: m[0] }));
      }
      last = re.lastIndex;
    }
    code.appendChild(doc.createTextNode(json.slice(last)));
  }

  /* ---------- Code samples (as internal/apiref/samples.go writes them) ---------- */

  function q(s) { return "'" + s.replace(/'/g, "'\\''") + "'"; }
  function jsq(s) { return "'" + JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'") + "'"; }
  function isJSON(t) { return /^application\/(.*\+)?json\b/.test(t || ""); }
  function scalar(v) { return typeof v === "string" ? v : JSON.stringify(v); }
  function pretty(v, py, indent) {
    indent = indent || "";
    var inner = indent + "  ";
    if (v === null) return py ? "None" : "null";
    if (v === true || v === false) return py ? (v ? "True" : "False") : String(v);
    if (Array.isArray(v)) {
      if (!v.length) return "[]";
      return "[\n" + inner + v.map(function (x) { return pretty(x, py, inner); }).join(",\n" + inner) + "\n" + indent + "]";
    }
    if (typeof v === "object") {
      var keys = Object.keys(v);
      if (!keys.length) return "{}";
      return "{\n" + inner + keys.map(function (k) { return JSON.stringify(k) + ": " + pretty(v[k], py, inner); }).join(",\n" + inner) + "\n" + indent + "}";
    }
    return JSON.stringify(v);
  }
  function multipart(r) { return /^multipart\//.test(r.media || ""); }

  function curl(r) {
    var s = "curl --request " + r.method + " \\\n  --url " + q(r.url);
    r.headers.forEach(function (h) {
      if (h[0] === "Content-Type" && multipart(r)) return;
      s += " \\\n  --header " + q(h[0] + ": " + h[1]);
    });
    if (r.sample === undefined) return s;
    if (multipart(r) && typeof r.sample === "object") {
      Object.keys(r.sample).forEach(function (k) { s += " \\\n  --form " + q(k + "=" + scalar(r.sample[k])); });
    } else if (/x-www-form-urlencoded/.test(r.media) && typeof r.sample === "object") {
      Object.keys(r.sample).forEach(function (k) { s += " \\\n  --data-urlencode " + q(k + "=" + scalar(r.sample[k])); });
    } else if (isJSON(r.media)) {
      s += " \\\n  --data " + q(pretty(r.sample));
    } else if (typeof r.sample === "string" && r.sample.charAt(0) === "@") {
      s += " \\\n  --data-binary " + q(r.sample);
    } else {
      s += " \\\n  --data " + q(String(r.sample));
    }
    return s;
  }
  function python(r) {
    var s = "import requests\n\nurl = " + JSON.stringify(r.url) + "\n", kw = "";
    if (r.sample !== undefined) {
      s += "\npayload = " + pretty(r.sample, true) + "\n";
      kw = isJSON(r.media) ? ", json=payload" : ", data=payload";
    }
    var hs = r.headers.filter(function (h) {
      return !(h[0] === "Content-Type" && (isJSON(r.media) || multipart(r)));
    }).map(function (h) { return JSON.stringify(h[0]) + ": " + JSON.stringify(h[1]); });
    if (hs.length) {
      s += "headers = {\n    " + hs.join(",\n    ") + "\n}\n";
      kw += ", headers=headers";
    }
    return s + "\nresponse = requests.request(" + JSON.stringify(r.method) + ", url" + kw + ")\n\nprint(response.text)";
  }
  function javascript(r) {
    var s = "const options = {\n  method: " + jsq(r.method);
    var hs = r.headers.filter(function (h) { return !(h[0] === "Content-Type" && multipart(r)); })
      .map(function (h) { return jsq(h[0]) + ": " + jsq(h[1]); });
    if (hs.length) s += ",\n  headers: {\n    " + hs.join(",\n    ") + "\n  }";
    if (r.sample !== undefined) {
      if (isJSON(r.media)) {
        s += ",\n  body: JSON.stringify(" + pretty(r.sample).replace(/\n/g, "\n  ") + ")";
      } else if (/x-www-form-urlencoded/.test(r.media) && typeof r.sample === "object") {
        var o = {};
        Object.keys(r.sample).forEach(function (k) { o[k] = scalar(r.sample[k]); });
        s += ",\n  body: new URLSearchParams(" + pretty(o).replace(/\n/g, "\n  ") + ")";
      } else if (multipart(r) && typeof r.sample === "object") {
        s += ",\n  body: (() => {\n    const form = new FormData();";
        Object.keys(r.sample).forEach(function (k) { s += "\n    form.append(" + jsq(k) + ", " + jsq(scalar(r.sample[k])) + ");"; });
        s += "\n    return form;\n  })()";
      } else if (typeof r.sample === "string") {
        s += ",\n  body: " + jsq(r.sample);
      }
    }
    return s + "\n};\n\nfetch(" + jsq(r.url) + ", options)\n  .then(response => response.json())\n  .then(response => console.log(response))\n  .catch(err => console.error(err));";
  }
  var writers = { curl: curl, python: python, javascript: javascript };

  // update rewrites the cURL preview and the page's generated samples
  // with the form's values; credentials stay placeholders in the samples.
  function update(state) {
    var r = request(state, false);
    state.curl.textContent = curl(r);
    var panels = doc.querySelectorAll(".api-samples > .tab-panel");
    (state.data.samples || []).forEach(function (gen, i) {
      var code = writers[gen] && panels[i] && panels[i].querySelector("pre code");
      if (code) code.textContent = writers[gen](r);
    });
  }

  /* ---------- Style (here, so that pages that are only read never load it) ---------- */

  var css = ".try-dialog{width:min(46rem,calc(100vw - 2rem));max-height:calc(100vh - 4rem);padding:0;border:1px solid var(--border);border-radius:.75rem;background:var(--bg-raised,var(--bg));color:var(--fg);box-shadow:var(--shadow)}" +
    ".try-dialog::backdrop{background:rgba(15,23,42,.45)}" +
    ".try-head{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;border-bottom:1px solid var(--border);background:inherit}" +
    ".try-title{flex:1;min-width:0;margin:0;font-size:.9375rem;overflow-wrap:anywhere}" +
    ".try-close{display:inline-flex;padding:.4rem;border:0;border-radius:.375rem;background:none;color:var(--fg-muted);cursor:pointer}" +
    ".try-close:hover{color:var(--fg-strong)}" +
    ".try-form{padding:1rem}" +
    ".try-section{margin:0 0 1rem;padding:0;border:0}" +
    ".try-section legend{margin-bottom:.5rem;color:var(--fg-strong);font-weight:600;font-size:.875rem}" +
    ".try-row{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem .75rem;align-items:center;margin-bottom:.5rem}" +
    ".try-label{display:flex;flex-wrap:wrap;gap:.35rem;align-items:baseline;font-size:.8125rem;overflow-wrap:anywhere}" +
    ".try-type{color:var(--fg-muted);font-size:.75rem}" +
    ".try-form input,.try-form select,.try-form textarea{width:100%;min-width:0;padding:.4rem .55rem;border:1px solid var(--border-strong,var(--border));border-radius:.375rem;background:var(--bg);color:var(--fg);font:inherit;font-size:.875rem}" +
    ".try-form textarea{font-family:var(--mono);font-size:.8125rem;resize:vertical}" +
    ".try-modes{display:inline-flex;margin-bottom:.75rem;border:1px solid var(--border);border-radius:.5rem;overflow:hidden}" +
    ".try-mode{padding:.3rem .8rem;border:0;background:none;color:var(--fg-muted);font:inherit;font-size:.8125rem;cursor:pointer}" +
    ".try-mode[aria-pressed=true]{background:var(--bg-muted,rgba(127,127,127,.15));color:var(--fg-strong);font-weight:600}" +
    ".try-form [hidden]{display:none}" +
    ".try-form [aria-invalid=true]{border-color:var(--danger-fg,#b91c1c)}" +
    ".try-note{margin:.25rem 0 0;color:var(--fg-muted);font-size:.75rem}" +
    ".try-actions{display:flex;justify-content:flex-end;margin:.5rem 0 1rem}" +
    ".try-send{padding:.5rem 1.25rem;border:0;border-radius:.5rem;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;cursor:pointer}" +
    ".try-send[disabled]{opacity:.7;cursor:progress}" +
    ".try-curl-box summary,.try-headers summary{cursor:pointer;font-size:.8125rem;color:var(--fg-muted)}" +
    ".try-dialog .code-block{margin:.5rem 0}" +
    ".try-dialog .code-block pre{max-height:24rem;margin:0;padding:.75rem 1rem;overflow:auto;border:0;background:none;color:var(--fg);font-size:.8125rem;direction:ltr;text-align:left}" +
    ".try-dialog pre code{font-family:var(--mono);white-space:pre}" +
    ".try-status{margin:.5rem 0;font-size:.875rem}" +
    ".try-response-head{display:flex;gap:.75rem;align-items:center;margin:.5rem 0}" +
    ".try-time{color:var(--fg-muted);font-size:.8125rem}" +
    ".try-error{color:var(--danger-fg,var(--fg-strong))}" +
    ".try-image{max-width:100%}" +
    "@media (max-width:600px){.try-row{grid-template-columns:1fr}}";

  window.navbuildPlayground = function (button) {
    if (!button.nbDialog) {
      if (!doc.getElementById("nb-try-style")) doc.head.appendChild(el("style", { id: "nb-try-style", text: css }));
      var data = JSON.parse(button.parentNode.querySelector(".try-data").textContent);
      button.nbDialog = build(data, button);
    }
    button.nbDialog.showModal();
    var first = button.nbDialog.querySelector(".try-form input, .try-form select, .try-form textarea");
    if (first) first.focus();
  };
})();
