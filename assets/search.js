/* navbuild search: the dialog behind the top bar's search button. Nothing
   of the index loads before the reader opens it; then it fetches
   _navbuild/search/scopes.json and, once the reader pauses typing, per
   query word of the page's scope one dictionary file and one postings
   file (both chosen by the word's first letters), then the documents
   file of each of the ten results (format: ARCHITECTURE.md, "Search
   index"). Text is cut into terms as
   internal/search/text.go does: change both together. Plain ES2018. */
(function () {
  "use strict";

  var doc = document;
  var button = doc.querySelector(".search-button");
  if (!button || !window.fetch || !String.prototype.normalize) return;
  var MAX = 10;
  var CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
  var WORD = /[\p{L}\p{N}]/u;
  var mac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  // The dialog's texts in the page's language (<html data-ui>,
  // render/i18n.go), English when the page carries none.
  var text = {
    all: "Search everything", one: "1 result", many: "{n} results", none: "No results", close: "Close", esc: "Esc",
    results: "Results", failed: "Search is unavailable.", more: "More results",
    offline: "Search needs a web server: this page is opened from disk. Serve the site (navbuild serve, or any static server) to search it."
  };
  try {
    Object.assign(text, JSON.parse(doc.documentElement.getAttribute("data-ui") || "{}"));
  } catch (e) { /* keep English */ }
  var kbd = button.querySelector(".search-kbd");
  if (kbd && mac) kbd.textContent = "⌘K";

  /* ---------- Text: as internal/search/text.go ---------- */

  function normalize(s) {
    return s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");
  }
  // terms cuts s into terms: words of 2 to 40 letters or digits, and the
  // bigrams of CJK runs (a lone CJK character is its own term).
  function terms(s) {
    var out = [], cur = [], cjk = false;
    function flush() {
      if (!cur.length) return;
      if (!cjk) {
        if (cur.length >= 2 && cur.length <= 40) out.push(cur.join(""));
      } else if (cur.length === 1) {
        out.push(cur[0]);
      } else {
        for (var i = 0; i + 1 < cur.length; i++) out.push(cur[i] + cur[i + 1]);
      }
      cur = [];
    }
    for (var ch of normalize(s)) {
      if (CJK.test(ch)) {
        if (cur.length && !cjk) flush();
        cjk = true;
        cur.push(ch);
      } else if (WORD.test(ch)) {
        if (cur.length && cjk) flush();
        cjk = false;
        cur.push(ch);
      } else {
        flush();
      }
    }
    flush();
    return out;
  }
  function shardKey(t) {
    var cs = Array.from(t);
    return CJK.test(cs[0]) || cs.length === 1 ? cs[0] : cs[0] + cs[1];
  }
  var utf8 = new TextEncoder();
  function bucket(s, n) {
    var h = 2166136261, b = utf8.encode(s);
    for (var i = 0; i < b.length; i++) {
      h ^= b[i];
      h = Math.imul(h, 16777619) >>> 0;
    }
    return h & (n - 1);
  }
  // oneEdit reports whether b is a (one Damerau-Levenshtein edit) away.
  function oneEdit(a, b) {
    a = Array.from(a);
    b = Array.from(b);
    if (Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (i === a.length && i === b.length) return false;
    var ra = a.slice(i + 1).join(""), rb = b.slice(i + 1).join("");
    if (a.length === b.length) {
      return ra === rb || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2).join("") === b.slice(i + 2).join(""));
    }
    return a.length > b.length ? ra === b.slice(i).join("") : a.slice(i).join("") === rb;
  }

  /* ---------- Index ---------- */

  // postings decodes a term's postings (internal/search appendNum):
  // base-32 numbers, a digit from the upper half of DIGITS continuing
  // the number; three a posting (page delta, section, weight).
  var DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_", VAL = {};
  for (var di = 0; di < 64; di++) VAL[DIGITS[di]] = di;
  function postings(s) {
    var out = [], n = 0;
    for (var i = 0; i < s.length; i++) {
      var d = VAL[s[i]];
      if (d >= 32) {
        n = n * 32 + d - 32;
      } else {
        out.push(n * 32 + d);
        n = 0;
      }
    }
    return out;
  }

  var base = new URL("_navbuild/search/", doc.baseURI).href;
  var files = {};
  // scopes.json is always revalidated. A build names the other files'
  // folders by their hash; navbuild serve does not, and its stamp, the
  // hash of all the files, in their URLs keeps a browser from mixing
  // cached files of two builds.
  var stamp = "";
  // ctl aborts the fetches of a query a newer one has replaced; loading
  // names the files they fetch, dropped from files when aborted so that
  // a later query fetches them anew.
  var ctl = null, loading = {};
  function get(name) {
    if (!files[name]) {
      var url = name === "scopes.json" || !stamp ? base + name : base + name + "?v=" + stamp;
      var opts = { cache: name === "scopes.json" ? "no-cache" : "default" };
      if (ctl && name !== "scopes.json") {
        opts.signal = ctl.signal;
        loading[name] = true;
      }
      var p = files[name] = fetch(url, opts).then(function (r) {
        if (!r.ok) throw new Error(name + ": " + r.status);
        return r.json();
      });
      // Only this fetch's own entries: an aborted one's may already hold
      // the next query's fetch of the same file.
      p.then(function () {
        if (files[name] === p) delete loading[name];
      }, function () {
        if (files[name] === p) {
          delete files[name];
          delete loading[name];
        }
      });
    }
    return files[name];
  }
  // abort abandons the files still loading for an earlier query.
  function abort() {
    if (ctl) ctl.abort();
    for (var name in loading) delete files[name];
    loading = {};
    ctl = window.AbortController ? new AbortController() : null;
  }

  // dir is the folder of scope s (or "d", the documents): named by its
  // files' hash in a build (meta[3], or scopes.json's "d"), by s alone in
  // navbuild serve.
  function dir(s, meta) {
    var h = typeof meta === "string" ? meta : meta && meta[3];
    return h ? s + "." + h : s;
  }

  // candidates returns the terms a query word stands for in scope s:
  // itself, its completions when it is being typed, its one-typo
  // neighbours (5+ letters, never in the first two), with a weight each.
  function candidates(s, meta, word, last) {
    var key = shardKey(word);
    return get(dir(s, meta) + "/w" + bucket(key, meta[1]) + ".json").then(function (dict) {
      var out = [], prefix = [], typo = [];
      var long = Array.from(word).length >= 5;
      for (var t in dict) {
        if (t === word) {
          out.push({ t: t, df: dict[t], f: 1 });
        } else if (shardKey(t) === key) {
          if (last && t.startsWith(word)) prefix.push({ t: t, df: dict[t], f: 0.7 });
          else if (long && oneEdit(word, t)) typo.push({ t: t, df: dict[t], f: 0.4 });
        }
      }
      function byDf(a, b) { return b.df - a.df || (a.t < b.t ? -1 : 1); }
      return out.concat(prefix.sort(byDf).slice(0, 8), typo.sort(byDf).slice(0, 4));
    });
  }

  // search returns the documents of scope s for query q, best first, one
  // per page: {page, sec, score, terms}.
  function search(s, meta, q) {
    var words = terms(q);
    if (!words.length) return Promise.resolve([]);
    var lastTyped = !/\s$/.test(q);
    return Promise.all(words.map(function (w, i) {
      return candidates(s, meta, w, lastTyped && i === words.length - 1);
    })).then(function (cands) {
      var need = [];
      cands.forEach(function (cs) {
        cs.forEach(function (c) {
          var f = dir(s, meta) + "/p" + bucket(shardKey(c.t), meta[2]) + ".json";
          if (need.indexOf(f) < 0) need.push(f);
        });
      });
      return Promise.all(need.map(get)).then(function (posts) {
        var byFile = {};
        need.forEach(function (f, i) { byFile[f] = posts[i]; });
        var docs = new Map();
        var n = meta[0];
        cands.forEach(function (cs, wi) {
          cs.forEach(function (c) {
            var list = postings(byFile[dir(s, meta) + "/p" + bucket(shardKey(c.t), meta[2]) + ".json"][c.t] || "");
            var idf = Math.log(1 + (n - c.df + 0.5) / (c.df + 0.5));
            var page = 0;
            for (var k = 0; k < list.length; k += 3) {
              page += list[k];
              var id = page * 4096 + list[k + 1];
              var d = docs.get(id);
              if (!d) docs.set(id, d = { page: page, sec: list[k + 1], best: new Array(words.length).fill(0), terms: [] });
              var v = idf * list[k + 2] * c.f;
              if (v > d.best[wi]) d.best[wi] = v;
              if (d.terms.indexOf(c.t) < 0) d.terms.push(c.t);
            }
          });
        });
        var pages = new Map();
        docs.forEach(function (d) {
          var sum = 0, matched = 0;
          d.best.forEach(function (v) { if (v > 0) { sum += v; matched++; } });
          d.score = sum * Math.pow(matched / words.length, 3);
          var p = pages.get(d.page);
          if (!p || d.score > p.score || (d.score === p.score && d.sec < p.sec)) pages.set(d.page, d);
        });
        return Array.from(pages.values()).sort(function (a, b) {
          return b.score - a.score || a.page - b.page;
        });
      });
    });
  }

  /* ---------- Highlighting ---------- */

  // marked appends text to el, the words that match terms in <mark>;
  // with around, only from a little before the first match.
  function marked(el, text, needles, around) {
    var parts = [], re = /([\p{L}\p{N}]+)|([^\p{L}\p{N}]+)/gu, m;
    while ((m = re.exec(text))) {
      var w = m[0], hit = false;
      if (m[1] && CJK.test(w)) {
        // Mark the characters of matching bigrams.
        var cs = Array.from(w), on = cs.map(function () { return false; }), ns = cs.map(normalize);
        for (var i = 0; i < cs.length; i++) {
          needles.forEach(function (t) {
            if (ns[i] === t) on[i] = true;
            if (i + 1 < cs.length && ns[i] + ns[i + 1] === t) on[i] = on[i + 1] = true;
          });
        }
        cs.forEach(function (c, i) { parts.push([c, on[i]]); });
        continue;
      }
      if (m[1]) {
        var nw = normalize(w);
        hit = needles.some(function (t) { return nw.startsWith(t) || (t.length > 4 && oneEdit(nw, t)); });
      }
      parts.push([w, hit]);
    }
    var start = 0;
    if (around) {
      var first = parts.findIndex(function (p) { return p[1]; }), len = 0;
      for (var j = 0; j < first; j++) len += parts[j][0].length;
      if (len > 60) {
        start = first;
        for (len = 0; start > 0 && len < 30; ) len += parts[--start][0].length;
        el.append("…");
      }
    }
    parts.slice(start).forEach(function (p) {
      if (!p[1]) return el.append(p[0]);
      var mk = doc.createElement("mark");
      mk.textContent = p[0];
      el.append(mk);
    });
  }

  /* ---------- Dialog ---------- */

  var dialog, input, list, status, everything, scopes, opener, moreButton, shown, seq = 0, active = -1;
  var label = button.querySelector(".search-label");

  // href is the link of a record's page: a path from the site root
  // ("./", "guides/intro/") as navbuild writes it. One that a browser
  // would read as a URL (a scheme, however spelled with the characters
  // browsers skip, or two slashes) is put behind "./", so even an index
  // written by someone else can never make a javascript: link.
  function href(u) {
    var s = u.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, "");
    return /^([a-z][a-z0-9+.\-]*:|[\/\\]{2})/i.test(s) ? "./" + u : u;
  }

  function el(tag, cls, text) {
    var e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }

  function build() {
    dialog = el("dialog", "search-dialog");
    dialog.setAttribute("aria-label", label ? label.textContent.replace(/\.+$|…$/, "") : "Search");
    var bar = el("div", "search-bar");
    bar.append(el("span", "icon icon-magnifying-glass"));
    input = el("input");
    input.type = "search";
    input.placeholder = label ? label.textContent : "";
    input.setAttribute("aria-label", dialog.getAttribute("aria-label"));
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", "nb-search-results");
    input.setAttribute("aria-autocomplete", "list");
    input.autocomplete = "off";
    input.spellcheck = false;
    var esc = el("button", "search-esc", text.esc);
    esc.type = "button";
    esc.setAttribute("aria-label", text.close);
    esc.addEventListener("click", close);
    bar.append(input, esc);
    var opts = el("div", "search-options");
    status = el("p", "search-status");
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    var all = el("label", "search-everything");
    everything = el("input");
    everything.type = "checkbox";
    all.append(everything, " " + text.all);
    all.hidden = true;
    opts.append(status, all);
    list = el("div", "search-results");
    list.id = "nb-search-results";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", text.results);
    dialog.append(bar, opts, list);
    doc.body.append(dialog);

    input.addEventListener("input", run);
    everything.addEventListener("change", run);
    dialog.addEventListener("keydown", function (e) {
      // Not left to the browser: a cancel can be refused without user
      // activation.
      if (e.key === "Escape") {
        e.preventDefault();
        close();
      }
    });
    input.addEventListener("keydown", function (e) {
      var links = list.querySelectorAll("a");
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        if (links.length) select((active + (e.key === "ArrowDown" ? 1 : links.length - 1)) % links.length);
      } else if (e.key === "Enter" && !e.isComposing) {
        e.preventDefault();
        if (links[Math.max(active, 0)]) links[Math.max(active, 0)].click();
      }
    });
    list.addEventListener("click", function (e) {
      if (e.target.closest && e.target.closest("a")) close();
    });
    dialog.addEventListener("close", function () {
      if (opener) opener.focus();
    });
    dialog.addEventListener("click", function (e) {
      if (e.target === dialog) close(); // the backdrop
    });
  }

  function select(i) {
    var links = list.querySelectorAll("a");
    links.forEach(function (a, j) { a.setAttribute("aria-selected", String(j === i)); });
    active = i;
    if (links[i]) {
      input.setAttribute("aria-activedescendant", links[i].id);
      links[i].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function scope() {
    var own = button.getAttribute("data-search");
    var s = scopes && scopes.s;
    if (!s) return null;
    if (everything.checked && s.all) return "all";
    if (own && s[own]) return own;
    return s.all ? "all" : Object.keys(s)[0];
  }

  // run searches once the reader pauses: keys typed less than PAUSE ms
  // apart fetch nothing, so that only the settled query loads its files
  // (each prefix of a word typed would load its own), and a query's
  // fetches still loading when the next one starts are abandoned.
  var PAUSE = 80, timer = 0;
  function run() {
    ++seq;
    clearTimeout(timer);
    timer = setTimeout(query, PAUSE);
  }

  function query() {
    var q = input.value, my = ++seq;
    if (!scopes) return;
    abort();
    var words = terms(q);
    var cjk = words.some(function (w) { return CJK.test(w); });
    if (!cjk && q.trim().length < 2) {
      show([], "", []);
      return;
    }
    if (!words.length) {
      // Only words the index leaves out (longer than 40 letters): none
      // can match, and the reader is told so.
      show([], q, []);
      return;
    }
    var s = scope(), meta = scopes.s[s];
    search(s, meta, q).then(function (all) {
      var res = all.slice(0, MAX);
      return Promise.all(res.map(page)).then(function (pages) {
        // A page whose whole title is the query comes first, at its top:
        // field weights alone can rank a longer title that also names
        // the words in a heading or an endpoint's path above it. Then the
        // pages whose title holds every word of the query (the word being
        // typed as a prefix), then those whose title and breadcrumb do:
        // "qstash schedules" finds the Schedules page under QStash before
        // a page that names both in its body only.
        var words = terms(q), want = words.join(" "), order = res.map(function (r, i) { return i; });
        var typing = !/\s$/.test(q);
        function holds(ts) {
          return words.every(function (w, j) {
            return ts.some(function (t) { return t === w || (typing && j === words.length - 1 && t.startsWith(w)); });
          });
        }
        var exact = pages.map(function (p) {
          var ts = terms(p[1]);
          return ts.join(" ") === want ? 3 : holds(ts) ? 2 : holds(ts.concat(terms(p[2] || ""))) ? 1 : 0;
        });
        order.sort(function (a, b) { return exact[b] - exact[a] || a - b; });
        res = order.map(function (i) {
          return exact[i] === 3 ? Object.assign({}, res[i], { sec: 0 }) : res[i];
        });
        pages = order.map(function (i) { return pages[i]; });
        if (my !== seq) return;
        shown = meta; // the scope of the results shown: their links' folder
        show(res, q, pages, all.slice(MAX), all.length);
      });
    }).catch(function (e) {
      if (my === seq && !(e && e.name === "AbortError")) status.textContent = text.failed;
    });
  }

  // url is the link of a documents-file entry p in scope meta: an entry
  // shared by the pages at its path in other versions' folders carries
  // its own folder (p[5]), replaced by the scope's (meta[4]) so that a
  // version's results lead into it (internal/search/share.go); "all"
  // has none, and shows the first page's.
  function url(p, meta) {
    var own = p[5], folder = meta && meta[4];
    return own && folder && p[0].indexOf(own) === 0 ? folder + p[0].slice(own.length) : p[0];
  }

  // page returns the documents file entry of result r's page.
  function page(r) {
    var g = scopes.g;
    return get(dir("d", scopes.d) + "/" + Math.floor(r.page / g) + ".json").then(function (d) { return d[r.page % g]; });
  }

  // show lists the first results of query q, their pages' entries in
  // pages; rest are the results after them, which More results lists
  // MAX at a time; total counts them all.
  function show(res, q, pages, rest, total) {
    list.textContent = "";
    list.setAttribute("data-query", q);
    active = -1;
    input.removeAttribute("aria-activedescendant");
    input.setAttribute("aria-expanded", String(res.length > 0));
    add(res, q, pages);
    more(q, rest || []);
    if (res.length) select(0);
    total = total || res.length;
    status.textContent = !q ? "" : total === 0 ? text.none : total === 1 ? text.one : text.many.replace("{n}", total);
  }

  // add appends results to the list.
  function add(res, q, pages) {
    var n = list.querySelectorAll("a").length;
    res.forEach(function (r, i) {
      var p = pages[i], sec = p[4][r.sec] || ["", "", ""];
      var needles = r.terms.concat(terms(q));
      var a = el("a");
      a.href = href(url(p, shown) + (sec[0] ? "#" + sec[0] : ""));
      a.id = "nb-search-" + (n + i);
      a.setAttribute("role", "option");
      a.setAttribute("aria-selected", "false");
      var title = el("span", "search-title");
      if (p[3]) {
        var m = p[3].toLowerCase();
        title.append(el("span", "method method-sm method-" + (/^(get|post|put|patch|delete|head|options|webhook)$/.test(m) ? m : "other"), p[3]));
      }
      var t = el("span");
      marked(t, p[1], needles);
      title.append(t);
      a.append(title);
      if (sec[1]) {
        var h = el("span", "search-heading");
        marked(h, sec[1], needles);
        a.append(h);
      }
      if (p[2]) a.append(el("span", "search-crumb", p[2]));
      if (sec[2]) {
        var sn = el("span", "search-snippet");
        marked(sn, sec[2], needles, true);
        a.append(sn);
      }
      list.append(a);
    });
  }

  // more shows the More results button after the list while rest has
  // results: it lists the next MAX of them, their documents fetched
  // then, and gives the first of them focus (and the selection, so that
  // the arrows go on from there).
  function more(q, rest) {
    if (moreButton) moreButton.remove();
    moreButton = null;
    if (!rest.length) return;
    moreButton = el("button", "search-more", text.more);
    moreButton.type = "button";
    var my = seq;
    moreButton.addEventListener("click", function () {
      var next = rest.slice(0, MAX);
      moreButton.disabled = true;
      Promise.all(next.map(page)).then(function (pages) {
        if (my !== seq) return;
        var first = list.querySelectorAll("a").length;
        add(next, q, pages);
        more(q, rest.slice(MAX));
        select(first);
        list.querySelectorAll("a")[first].focus();
      }).catch(function (e) {
        if (my === seq && !(e && e.name === "AbortError")) status.textContent = text.failed;
      });
    });
    list.after(moreButton);
  }

  function open() {
    if (!dialog) build();
    if (dialog.open) return;
    opener = doc.activeElement;
    dialog.showModal();
    input.focus();
    input.select();
    if (location.protocol === "file:") {
      status.textContent = text.offline;
      return;
    }
    if (!scopes) {
      get("scopes.json").then(function (m) {
        scopes = m;
        // Folders named by their files' hash are never stale: no stamp.
        stamp = m.d ? "" : m.h || "";
        var own = button.getAttribute("data-search");
        everything.parentNode.hidden = !(m.s.all && own && own !== "all" && m.s[own]);
        run();
      }).catch(function () {
        status.textContent = text.failed;
      });
    } else {
      query();
    }
  }

  function close() {
    if (dialog && dialog.open) dialog.close();
  }

  button.addEventListener("click", open);
  doc.addEventListener("keydown", function (e) {
    if ((e.key === "k" || e.key === "K") && (e.ctrlKey || e.metaKey) && !e.altKey) {
      e.preventDefault();
      open();
    } else if (e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey) {
      var t = e.target;
      if (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      e.preventDefault();
      open();
    }
  });
})();
