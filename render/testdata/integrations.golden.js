// integrations.js loads the analytics and chat scripts docs.json's
// `integrations` names (render/integrations.go). render/integrations.go
// writes it with its configuration C (a JSON object, every value checked
// by internal/config/integrations.go) in place of the argument of the call below,
// after minifying (the minifier would undo the JSON escapes).
// Every vendor's script loads asynchronously; one that fails to load, or
// throws, leaves the page and the other vendors as they are.
(function (C) {
  var w = window, d = document;
  function load(src, attrs, done) {
    var s = d.createElement("script");
    s.async = true;
    s.src = src;
    for (var k in attrs || {}) s.setAttribute(k, attrs[k]);
    s.onerror = function () {};
    if (done) s.onload = function () { try { done(); } catch (e) {} };
    (d.head || d.documentElement).appendChild(s);
  }
  // consented fails closed: with cookies set, nothing loads until the
  // reader holds the cookie (or localStorage entry) key = value, and a
  // setting without a key never matches. Names and values compare as
  // they are and URL-decoded, as consent tools write them either way.
  function consented() {
    var c = C.cookies;
    if (!c) return true;
    if (!c.key) return false;
    try { if (localStorage.getItem(c.key) === c.value) return true; } catch (e) {}
    var all = d.cookie ? d.cookie.split(";") : [];
    for (var i = 0; i < all.length; i++) {
      var p = all[i].replace(/^\s+|\s+$/g, ""), j = p.indexOf("=");
      if (j < 0) continue;
      var k = p.slice(0, j), v = p.slice(j + 1);
      if ((k === c.key || dec(k) === c.key) && (v === c.value || dec(v) === c.value)) return true;
    }
    return false;
  }
  function dec(s) { try { return decodeURIComponent(s); } catch (e) { return s; } }
  var V = {
    adobe: function (v) { load(v.launchUrl); },
    amplitude: function (v) { load("https://cdn.amplitude.com/script/" + v.apiKey + ".js", null, function () { w.amplitude.init(v.apiKey); }); },
    clarity: function (v) {
      w.clarity = w.clarity || function () { (w.clarity.q = w.clarity.q || []).push(arguments); };
      load("https://www.clarity.ms/tag/" + v.projectId);
    },
    clearbit: function (v) { load("https://tag.clearbit.com/v1/" + v.publicApiKey + "/tags.js", { referrerpolicy: "strict-origin-when-cross-origin" }); },
    fathom: function (v) { load("https://cdn.usefathom.com/script.js", { "data-site": v.siteId }); },
    frontchat: function (v) {
      load("https://chat-assets.frontapp.com/v1/chat.bundle.js", null, function () { w.FrontChat("init", { chatId: v.snippetId, useDefaultLauncher: true }); });
    },
    ga4: function (v) {
      w.dataLayer = w.dataLayer || [];
      w.gtag = w.gtag || function () { w.dataLayer.push(arguments); };
      w.gtag("js", new Date());
      w.gtag("config", v.measurementId);
      load("https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(v.measurementId));
    },
    gtm: function (v) {
      w.dataLayer = w.dataLayer || [];
      w.dataLayer.push({ "gtm.start": new Date().getTime(), event: "gtm.js" });
      load("https://www.googletagmanager.com/gtm.js?id=" + encodeURIComponent(v.tagId));
    },
    heap: function (v) {
      w.heap = w.heap || [];
      load("https://cdn.heapanalytics.com/js/heap-" + v.appId + ".js");
    },
    hightouch: function (v) {
      load("https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js", null, function () {
        w.htevents.load(v.writeKey, v.apiHost ? { apiHost: v.apiHost } : {});
        w.htevents.page();
      });
    },
    hotjar: function (v) {
      w.hj = w.hj || function () { (w.hj.q = w.hj.q || []).push(arguments); };
      w._hjSettings = { hjid: v.hjid, hjsv: v.hjsv };
      load("https://static.hotjar.com/c/hotjar-" + v.hjid + ".js?sv=" + v.hjsv);
    },
    intercom: function (v) {
      w.intercomSettings = { app_id: v.appId };
      load("https://widget.intercom.io/widget/" + v.appId, null, function () { w.Intercom("boot", w.intercomSettings); });
    },
    koala: function (v) { load("https://cdn.getkoala.com/v1/" + v.publicApiKey + "/sdk.js"); },
    logrocket: function (v) { load("https://cdn.logr-in.com/LogRocket.min.js", null, function () { w.LogRocket.init(v.appId); }); },
    mixpanel: function (v) {
      load("https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js", null, function () { w.mixpanel.init(v.projectToken); });
    },
    pirsch: function (v) { load("https://api.pirsch.io/pa.js", { id: "pianjs", "data-code": v.id }); },
    plausible: function (v) { load((v.server || "https://plausible.io") + "/js/script.js", { "data-domain": v.domain }); },
    posthog: function (v) {
      var host = v.apiHost || "https://us.i.posthog.com";
      load(host.replace(".i.posthog.com", "-assets.i.posthog.com") + "/static/array.js", null, function () {
        w.posthog.init(v.apiKey, { api_host: host, disable_session_recording: v.sessionRecording !== "true" });
      });
    },
    segment: function (v) {
      load("https://cdn.segment.com/analytics.js/v1/" + v.key + "/analytics.min.js", null, function () { w.analytics.page(); });
    }
  };
  if (!consented()) return;
  for (var i = 0; i < C.vendors.length; i++) {
    try { V[C.vendors[i].name](C.vendors[i].values); } catch (e) {}
  }
  for (var j = 0; j < C.scripts.length; j++) {
    (function (s) {
      if (s.strategy === "lazyOnload" && w.requestIdleCallback) w.requestIdleCallback(function () { load(s.src); });
      else load(s.src);
    })(C.scripts[j]);
  }
})({"vendors":[{"name":"adobe","values":{"launchUrl":"https://assets.adobedtm.com/launch-EN123.min.js"}},{"name":"amplitude","values":{"apiKey":"amp0123456789"}},{"name":"clarity","values":{"projectId":"clar0123"}},{"name":"clearbit","values":{"publicApiKey":"pk_clearbit123"}},{"name":"fathom","values":{"siteId":"FATHOM01"}},{"name":"frontchat","values":{"snippetId":"front0123"}},{"name":"ga4","values":{"measurementId":"G-TEST0001"}},{"name":"gtm","values":{"tagId":"GTM-TEST01"}},{"name":"heap","values":{"appId":"heap0123"}},{"name":"hightouch","values":{"apiHost":"https://us-east-1.hightouch-events.com","writeKey":"ht_write0123"}},{"name":"hotjar","values":{"hjid":"1234567","hjsv":"6"}},{"name":"intercom","values":{"appId":"icom0123"}},{"name":"koala","values":{"publicApiKey":"pk_koala0123"}},{"name":"logrocket","values":{"appId":"lr0123/docs"}},{"name":"mixpanel","values":{"projectToken":"mixtoken0123"}},{"name":"pirsch","values":{"id":"pirsch0123"}},{"name":"plausible","values":{"domain":"docs.example.com","server":"https://plausible.example.com"}},{"name":"posthog","values":{"apiHost":"https://eu.i.posthog.com","apiKey":"phc_test0123","sessionRecording":"true"}},{"name":"segment","values":{"key":"seg0123"}}],"scripts":[{"src":"https://cdn.example.com/analytics.js","strategy":"lazyOnload"},{"src":"https://cdn.example.com/widget.js","strategy":"afterInteractive"}]});
