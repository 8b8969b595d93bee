package render

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/link"
	"github.com/navbuild/navbuild/resolve"
)

// A static host has no server to match `redirects` patterns (":param",
// ":param*", "*") against a request. navbuild does what a static site
// can, in this order:
//   - a pattern whose source can be rebuilt from its destination is
//     inverted over the built pages: each page its destination can name
//     gives a source path, which gets a forwarding page;
//   - every redirect goes to _redirects, which Netlify and Cloudflare
//     Pages read (with 301 for `permanent`, else 302);
//   - the patterns that cannot be inverted go to a script in 404.html,
//     which forwards a reader whose path matches one.
// GitHub Pages reads no _redirects and sends no redirect status: there
// the forwarding pages and 404.html's script do the work.

// isPattern reports whether a redirect's source has parameters.
func isPattern(r resolve.Redirect) bool { return strings.ContainsAny(r.Source, ":*") }

// invertible reports whether every source path r matches can be rebuilt
// from the destination it leads to: the destination is a path of the
// site with every parameter of the source.
func invertible(r resolve.Redirect) bool {
	d := r.Destination
	if !strings.HasPrefix(d, "/") || strings.HasPrefix(d, "//") || link.IsExternal(d) || strings.ContainsAny(d, "?#") {
		return false
	}
	dst := params(d)
	for _, p := range params(r.Source) {
		if !slices.Contains(dst, p) {
			return false
		}
	}
	return true
}

// params lists the parameter names of a redirect path: "name" for
// ":name" and ":name*", "" for "*".
func params(p string) []string {
	var out []string
	for _, seg := range strings.Split(strings.Trim(p, "/"), "/") {
		switch {
		case seg == "*":
			out = append(out, "")
		case strings.HasPrefix(seg, ":"):
			out = append(out, strings.TrimSuffix(seg[1:], "*"))
		}
	}
	return out
}

// invertedSources returns, for pattern r, the source path of every page
// URL its destination matches, with that URL, in the order of urls.
func invertedSources(r resolve.Redirect, urls []string) (sources, dests []string) {
	back := resolve.Redirect{Source: r.Destination, Destination: r.Source}
	for _, u := range urls {
		src, ok := resolve.MatchRedirect(back, u)
		if !ok || strings.ContainsAny(src, ":*") {
			continue
		}
		src = "/" + strings.Trim(src, "/")
		// The round trip must give the page back: a pattern can match
		// more than its inverse produces.
		if dest, ok := resolve.MatchRedirect(r, src); !ok || strings.Trim(dest, "/") != strings.Trim(u, "/") || src == u {
			continue
		}
		sources = append(sources, src)
		dests = append(dests, u)
	}
	return sources, dests
}

// netlifyPath writes a redirect path in _redirects' syntax: ":name*"
// and "*" are a splat, named ":splat" in a destination.
func netlifyPath(p string, dest bool) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if s == "*" || strings.HasPrefix(s, ":") && strings.HasSuffix(s, "*") {
			if dest {
				segs[i] = ":splat"
			} else {
				segs[i] = "*"
			}
		}
	}
	return strings.Join(segs, "/")
}

// redirectsFile writes _redirects: one line per redirect, source,
// destination and status.
func redirectsFile(rs []resolve.Redirect) []byte {
	var b strings.Builder
	for _, r := range rs {
		if strings.ContainsAny(r.Source+r.Destination, " \t\n\r") {
			continue // a line of the file could not hold it
		}
		status := "302"
		if r.Permanent {
			status = "301"
		}
		b.WriteString(netlifyPath(r.Source, false) + " " + netlifyPath(r.Destination, true) + " " + status + "\n")
	}
	return []byte(b.String())
}

// forwardScript is 404.html's script that forwards a path matching one of
// rules (the patterns the build could not list) to its destination; not
// when the destination matches the same rule again, which would loop.
func forwardScript(rules []resolve.Redirect) string {
	pairs := make([][2]string, len(rules))
	for i, r := range rules {
		pairs[i] = [2]string{r.Source, r.Destination}
	}
	data, _ := json.Marshal(pairs)
	// The same matching as resolve's: ":name" one segment, a last "*" or
	// ":name*" the rest; the path is taken from the site's root (<base>).
	return `(function(){var R=` + strings.ReplaceAll(string(data), "</", `<\/`) + `;` +
		`function m(s,p){var a=s.replace(/^\/+|\/+$/g,"").split("/"),b=p.replace(/^\/+|\/+$/g,"").split("/"),v={};` +
		`for(var i=0;i<a.length;i++){var x=a[i],last=i===a.length-1;` +
		`if(last&&(x==="*"||x.charAt(0)===":"&&x.slice(-1)==="*")){v[x==="*"?"":x.slice(1,-1)]=b.slice(i).join("/");b=b.slice(0,i);a=a.slice(0,i);break}` +
		`if(i>=b.length)return null;if(x.charAt(0)===":")v[x.slice(1)]=b[i];else if(x!==b[i])return null}` +
		`if(a.length!==b.length)return null;return v}` +
		`function fill(d,v){Object.keys(v).sort(function(x,y){return y.length-x.length}).forEach(function(k){if(k){d=d.split(":"+k+"*").join(v[k]).split(":"+k).join(v[k])}});return d.split("*").join(v[""]||"")}` +
		`var root=new URL(document.baseURI).pathname,p=location.pathname;if(p.indexOf(root)!==0)return;p="/"+p.slice(root.length);` +
		`for(var i=0;i<R.length;i++){var v=m(R[i][0],p);if(!v)continue;var d=fill(R[i][1],v);` +
		`if(m(R[i][0],d))return;` +
		`location.replace(/^[a-z][a-z0-9+.-]*:/i.test(d)?d:root+d.replace(/^\/+/,""));return}})()`
}
