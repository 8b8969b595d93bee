// Command gentailwind records what navbuild's Tailwind support is made
// from and measured against, with tailwindcss from the npm registry:
//
//   - theme.json: Tailwind's default theme, resolved (every theme function
//     evaluated), without the colour sections that only repeat `colors`;
//     internal/tailwind embeds it and builds its rules from it.
//   - testdata/oracle.json: for each class token of testdata/classes.txt
//     and testdata/extra.txt,
//     the rules Tailwind writes for it (at-rule, selector, declarations),
//     with darkMode "class" and no preflight; "[]" when Tailwind does not
//     know the token. The coverage test compares navbuild's rules with it.
//   - PROVENANCE.tailwind: package, version, licence.
//
// With -corpus, it first writes testdata/classes.txt: the class tokens of
// every page and snippet of the docs folders under that folder
// (tailwind.Extract), one a line, sorted.
//
// Usage (go generate ./internal/tailwind runs it):
//
//	go run ./gentailwind [-version 3.4.17] [-corpus ../../../shared/corpus]
//
// It needs node and npm (npm installs tailwindcss in a temporary folder).
// The files are committed: neither a build nor a test runs Node.
//
// Stage: tooling. Run by go generate, never by a build.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/navbuild/navbuild/internal/npmpack"
	"github.com/navbuild/navbuild/internal/tailwind"
)

func main() {
	fl := flag.NewFlagSet("gentailwind", flag.ExitOnError)
	version := fl.String("version", "3.4.17", "tailwindcss `version`")
	corpus := fl.String("corpus", "", "`folder` of docs folders whose class tokens to record first")
	npmpack.Main(fl, func() error { return run(*version, *corpus) })
}

func run(version, corpus string) error {
	if corpus != "" {
		if err := writeClasses(corpus, "testdata/classes.txt"); err != nil {
			return err
		}
	}
	tmp, err := os.MkdirTemp("", "gentailwind")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.WriteFile(filepath.Join(tmp, "package.json"), []byte(`{"private":true}`), 0o644); err != nil {
		return err
	}
	npm := exec.Command("npm", "install", "--no-audit", "--no-fund", "tailwindcss@"+version)
	npm.Dir, npm.Stdout, npm.Stderr = tmp, os.Stderr, os.Stderr
	if err := npm.Run(); err != nil {
		return fmt.Errorf("npm install: %w", err)
	}
	// The oracle covers the corpus's tokens and extra.txt's, which reach
	// the utilities and variants the corpus does not use.
	var tokens []byte
	for _, name := range []string{"testdata/classes.txt", "testdata/extra.txt"} {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		tokens = append(tokens, data...)
	}
	classes := filepath.Join(tmp, "tokens.txt")
	if err := os.WriteFile(classes, tokens, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(tmp, "oracle.js"), []byte(script), 0o644); err != nil {
		return err
	}
	node := exec.Command("node", "oracle.js", classes)
	node.Dir, node.Stderr = tmp, os.Stderr
	out, err := node.Output()
	if err != nil {
		return fmt.Errorf("node: %w", err)
	}
	var res struct {
		Version string          `json:"version"`
		License string          `json:"license"`
		Theme   json.RawMessage `json:"theme"`
		Oracle  json.RawMessage `json:"oracle"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return err
	}
	if res.Version != version {
		return fmt.Errorf("installed tailwindcss %s, asked for %s", res.Version, version)
	}
	prov := fmt.Sprintf("package: tailwindcss\nversion: %s\nlicense: %s\nfiles: theme.json (the default theme, resolved; colour sections equal to colors left out), testdata/oracle.json (test oracle)\nuse: theme.json is embedded in navbuild; the oracle is for tests only\n", res.Version, res.License)
	for name, data := range map[string][]byte{
		"theme.json":           append(res.Theme, '\n'),
		"testdata/oracle.json": indent(res.Oracle),
		"PROVENANCE.tailwind":  []byte(prov),
	} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// writeClasses writes the class tokens of the .mdx, .md and .jsx files
// under dir (node_modules and dot folders left out), one a line, sorted.
func writeClasses(dir, out string) error {
	seen := map[string]bool{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); n == "node_modules" || (strings.HasPrefix(n, ".") && p != dir) {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(p) {
		case ".mdx", ".md", ".jsx", ".tsx", ".html":
		default:
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		tailwind.Extract(src, func(c string) { seen[c] = true })
		return nil
	})
	if err != nil {
		return err
	}
	var list []string
	for c := range seen {
		list = append(list, c)
	}
	slices.Sort(list)
	return os.WriteFile(out, []byte(strings.Join(list, "\n")+"\n"), 0o644)
}

// script runs Tailwind on each token alone and keeps the rules whose
// selector names that token's class.
const script = `
const fs = require('fs'), postcss = require('postcss'), tailwind = require('tailwindcss');
const resolveConfig = require('tailwindcss/resolveConfig');
const esc = require('tailwindcss/lib/util/escapeClassName').default;
const pkg = require('tailwindcss/package.json');
const tokens = [...new Set(fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean))];
const theme = resolveConfig({content: ['x']}).theme;
for (const k of Object.keys(theme)) {
  if (k === 'colors' || typeof theme[k] !== 'object') continue;
  const {DEFAULT, ...rest} = theme[k];
  if (JSON.stringify(rest) === JSON.stringify(theme.colors)) delete theme[k];
}
delete theme.keyframes;
(async () => {
  const oracle = {};
  for (const t of tokens) {
    const r = await postcss([tailwind({content: [{raw: ' ' + t + ' '}], darkMode: 'class', corePlugins: {preflight: false}})])
      .process('@tailwind utilities;', {from: undefined});
    const cls = '.' + esc(t);
    const rules = [];
    r.root.walkRules(rule => {
      if (!rule.selector.split(/(?=[\s:>~+,\[])/).some(() => true) || !hasClass(rule.selector, cls)) return;
      const at = [];
      for (let p = rule.parent; p && p.type === 'atrule'; p = p.parent) at.unshift('@' + p.name + ' ' + p.params);
      const decls = [];
      rule.walkDecls(d => { decls.push([d.prop, d.value, d.important]); });
      rules.push({at: at.join(' '), selector: rule.selector, decls});
    });
    oracle[t] = rules;
  }
  process.stdout.write(JSON.stringify({version: pkg.version, license: pkg.license, theme, oracle}));
})();
function hasClass(sel, cls) {
  let i = sel.indexOf(cls);
  while (i >= 0) {
    const next = sel[i + cls.length];
    if (next === undefined || !/[\w-\\]/.test(next)) return true;
    i = sel.indexOf(cls, i + 1);
  }
  return false;
}
`

// indent writes the oracle one token a line, so that a new version's
// changes read as a diff.
func indent(raw json.RawMessage) []byte {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return raw
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	b.WriteString("{\n")
	for i, k := range keys {
		var kj bytes.Buffer
		enc := json.NewEncoder(&kj)
		enc.SetEscapeHTML(false)
		enc.Encode(k)
		b.Write(bytes.TrimSuffix(kj.Bytes(), []byte("\n")))
		b.WriteString(": ")
		b.Write(m[k])
		if i < len(keys)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("}\n")
	return []byte(b.String())
}
