//go:build ignore

// record writes the want.html section of each testdata/react/*.txtar:
// the markup react-dom/server's renderToStaticMarkup gives for the
// case's Demo component. It installs react and react-dom with npm in a
// temporary folder and runs Node there; the tests never run Node. React
// 18: 19 adds resource hints (<link rel="preload"> before an <img>) and
// drops defaultProps of function components, neither of which a static
// page of the reference shows.
//
// Run it with go generate ./internal/mdx (it needs node and npm).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
	"github.com/rogpeppe/go-internal/txtar"
)

// runner renders each case with the hooks and React as globals, as the
// platform gives them to snippets.
const runner = `
const React = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
globalThis.React = React;
for (const k of Object.keys(React)) if (k.startsWith("use")) globalThis[k] = React[k];
const out = {};
for (const name of process.argv.slice(2)) {
  const mod = require("./cases/" + name + ".js");
  out[name] = renderToStaticMarkup(React.createElement(mod.Demo));
}
process.stdout.write(JSON.stringify(out));
`

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "record:", err)
		os.Exit(1)
	}
}

func run() error {
	files, err := filepath.Glob("testdata/react/*.txtar")
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "navbuild-react-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	npm := exec.Command("npm", "install", "--no-audit", "--no-fund", "--silent", "react@18", "react-dom@18")
	npm.Dir, npm.Stderr = dir, os.Stderr
	if err := npm.Run(); err != nil {
		return fmt.Errorf("npm install: %w", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "cases"), 0o755); err != nil {
		return err
	}
	archives := map[string]*txtar.Archive{}
	var names []string
	for _, f := range files {
		a, err := txtar.ParseFile(f)
		if err != nil {
			return err
		}
		var src []byte
		for _, s := range a.Files {
			if s.Name == "c.jsx" {
				src = s.Data
			}
		}
		res := api.Transform(string(src), api.TransformOptions{
			Loader: api.LoaderJSX, Format: api.FormatCommonJS, JSX: api.JSXAutomatic, JSXImportSource: "react",
		})
		if len(res.Errors) > 0 {
			return fmt.Errorf("%s: %s", f, res.Errors[0].Text)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txtar")
		if err := os.WriteFile(filepath.Join(dir, "cases", name+".js"), res.Code, 0o644); err != nil {
			return err
		}
		archives[name] = a
		names = append(names, name)
	}
	if err := os.WriteFile(filepath.Join(dir, "run.js"), []byte(runner), 0o644); err != nil {
		return err
	}
	node := exec.Command("node", append([]string{"run.js"}, names...)...)
	node.Dir, node.Stderr = dir, os.Stderr
	out, err := node.Output()
	if err != nil {
		return fmt.Errorf("node: %w", err)
	}
	var html map[string]string
	if err := json.Unmarshal(out, &html); err != nil {
		return err
	}
	for _, name := range names {
		a := archives[name]
		kept := a.Files[:0]
		for _, s := range a.Files {
			if s.Name != "want.html" {
				kept = append(kept, s)
			}
		}
		a.Files = append(kept, txtar.File{Name: "want.html", Data: []byte(html[name] + "\n")})
		a.Comment = bytes.TrimRight(a.Comment, "\n")
		a.Comment = append(a.Comment, '\n')
		if err := os.WriteFile(filepath.Join("testdata/react", name+".txtar"), txtar.Format(a), 0o644); err != nil {
			return err
		}
	}
	return nil
}
