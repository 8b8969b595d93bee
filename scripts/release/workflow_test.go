package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v2"
)

// step is a step of a GitHub workflow or composite action.
type step struct {
	Uses string                 `yaml:"uses"`
	Run  string                 `yaml:"run"`
	With map[string]interface{} `yaml:"with"`
	Env  map[string]string      `yaml:"env"`
}

// readmeWorkflows returns the yaml blocks of README's GitHub Pages
// section.
func readmeWorkflows(t *testing.T, readme string) []string {
	t.Helper()
	_, sec, ok := strings.Cut(readme, "\n### GitHub Pages\n")
	if !ok {
		t.Fatal("README has no GitHub Pages section")
	}
	if i := regexp.MustCompile(`\n##+ `).FindStringIndex(sec); i != nil {
		sec = sec[:i[0]]
	}
	var blocks []string
	for _, m := range regexp.MustCompile("(?s)\n```yaml\n(.*?)\n```\n").FindAllStringSubmatch(sec, -1) {
		blocks = append(blocks, m[1])
	}
	if len(blocks) == 0 {
		t.Fatal("README's GitHub Pages section has no yaml block")
	}
	return blocks
}

// workflowSteps parses a workflow (or a job's steps: list) and returns
// its steps, every job's.
func workflowSteps(src string) ([]step, error) {
	var w struct {
		Jobs  map[string]struct{ Steps []step } `yaml:"jobs"`
		Steps []step                            `yaml:"steps"`
	}
	if err := yaml.Unmarshal([]byte(src), &w); err != nil {
		return nil, err
	}
	steps := w.Steps
	for _, j := range w.Jobs {
		steps = append(steps, j.Steps...)
	}
	return steps, nil
}

// checkWorkflow returns what is wrong with a workflow navbuild's README
// shows: it must check out the whole history, install navbuild without a
// Go toolchain, and keep the highlight cache, either with its own steps
// (actions/cache whose path the build's --cache names, npx navbuild) or
// through navbuild's action.
func checkWorkflow(steps []step) []string {
	var problems []string
	var checkout, cache, build *step
	action := false
	for i := range steps {
		s := &steps[i]
		switch {
		case strings.HasPrefix(s.Uses, "actions/checkout@"):
			checkout = s
		case strings.HasPrefix(s.Uses, "actions/setup-go@"):
			problems = append(problems, "a setup-go step: navbuild needs no Go toolchain")
		case strings.HasPrefix(s.Uses, "actions/cache@"):
			cache = s
		case strings.HasPrefix(s.Uses, "navbuild/navbuild@"):
			action = true
		case strings.Contains(s.Run, "navbuild"):
			build = s
		}
		if regexp.MustCompile(`\bgo (install|build|run)\b`).MatchString(s.Run) {
			problems = append(problems, fmt.Sprintf("a step runs go: %q", s.Run))
		}
	}
	if checkout == nil {
		problems = append(problems, "no actions/checkout step")
	} else if d, ok := checkout.With["fetch-depth"]; !ok || d != 0 {
		problems = append(problems, fmt.Sprintf("checkout's fetch-depth is %v, want 0 (the whole history, for the pages' dates)", d))
	}
	if action {
		return problems
	}
	switch {
	case cache == nil:
		problems = append(problems, "no actions/cache step for the highlight cache")
	case build == nil:
		problems = append(problems, "no step runs navbuild")
	default:
		path, _ := cache.With["path"].(string)
		key, _ := cache.With["key"].(string)
		if path == "" || !strings.Contains(build.Run, `--cache "`+path+`"`) {
			problems = append(problems, fmt.Sprintf("the build's --cache is not the cache step's path %q: %q", path, build.Run))
		}
		if !strings.Contains(key, "NAVBUILD_VERSION") || !strings.Contains(build.Run, "navbuild@${{ env.NAVBUILD_VERSION }}") {
			problems = append(problems, fmt.Sprintf("the cache key %q is not on the navbuild version the build runs", key))
		}
		if !strings.Contains(build.Run, "npx ") {
			problems = append(problems, "navbuild is not run with npx")
		}
	}
	return problems
}

// TestReadmeWorkflow parses the workflows README's GitHub Pages section
// shows and checks each (checkWorkflow).
func TestReadmeWorkflow(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := readmeWorkflows(t, string(b))
	if len(blocks) != 2 {
		t.Errorf("README's GitHub Pages section has %d yaml blocks, want 2 (the workflow, the steps with the action)", len(blocks))
	}
	for i, src := range blocks {
		steps, err := workflowSteps(src)
		if err != nil {
			t.Fatalf("block %d: %v", i+1, err)
		}
		for _, p := range checkWorkflow(steps) {
			t.Errorf("README's GitHub Pages yaml block %d: %s", i+1, p)
		}
	}
}

// TestCheckWorkflow: the workflow README showed before (setup-go, go
// install, a one-commit checkout, no cache) is refused.
func TestCheckWorkflow(t *testing.T) {
	old := `
steps:
  - uses: actions/checkout@v4
  - uses: actions/setup-go@v5
    with:
      go-version: stable
  - name: Install navbuild
    run: go install github.com/navbuild/navbuild/cmd/navbuild@latest
  - name: Build
    run: navbuild docs -o site
`
	steps, err := workflowSteps(old)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(checkWorkflow(steps), "\n")
	for _, want := range []string{"setup-go", "a step runs go", "fetch-depth is <nil>", "no actions/cache step"} {
		if !strings.Contains(got, want) {
			t.Errorf("problems of the old workflow:\n%s\nwant one saying %q", got, want)
		}
	}
}

// TestAction parses action.yml, navbuild's composite action: its inputs,
// an npm install (no Go), the highlight cache keyed on the version
// installed and handed to the build, a shallow checkout deepened, and no
// input spliced into a script (each reaches it through env).
func TestAction(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var a struct {
		Name   string `yaml:"name"`
		Inputs map[string]struct {
			Description string `yaml:"description"`
			Default     string `yaml:"default"`
		} `yaml:"inputs"`
		Runs struct {
			Using string `yaml:"using"`
			Steps []step `yaml:"steps"`
		} `yaml:"runs"`
	}
	if err := yaml.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	if a.Runs.Using != "composite" {
		t.Errorf("runs.using = %q, want composite", a.Runs.Using)
	}
	for _, in := range []string{"dir", "out", "base-url", "version"} {
		if a.Inputs[in].Description == "" {
			t.Errorf("no input %q (with a description)", in)
		}
	}
	var cache, build *step
	install, unshallow := false, false
	for i := range a.Runs.Steps {
		s := &a.Runs.Steps[i]
		if strings.Contains(s.Run, "${{") {
			t.Errorf("a script splices an expression in (pass it through env): %q", s.Run)
		}
		switch {
		case strings.HasPrefix(s.Uses, "actions/setup-go@"):
			t.Error("a setup-go step: navbuild needs no Go toolchain")
		case strings.HasPrefix(s.Uses, "actions/cache@"):
			cache = s
		case strings.Contains(s.Run, "npm install") && strings.Contains(s.Run, `"navbuild@$VERSION"`):
			install = true
		case strings.Contains(s.Run, "fetch --unshallow"):
			unshallow = true
		case strings.Contains(s.Run, "--cache"):
			build = s
		}
		if regexp.MustCompile(`\bgo (install|build|run)\b`).MatchString(s.Run) {
			t.Errorf("a step runs go: %q", s.Run)
		}
	}
	if !install {
		t.Error("no step installs navbuild@$VERSION with npm")
	}
	if !unshallow {
		t.Error("no step deepens a shallow checkout")
	}
	if cache == nil || build == nil {
		t.Fatalf("no actions/cache step (%v) or no build with --cache (%v)", cache != nil, build != nil)
	}
	if key, _ := cache.With["key"].(string); !strings.Contains(key, "steps.install.outputs.version") {
		t.Errorf("the cache key %q is not on the installed navbuild's version", key)
	}
	if path, _ := cache.With["path"].(string); path == "" || build.Env["CACHE"] != path || !strings.Contains(build.Run, `--cache "$CACHE"`) {
		t.Errorf("the build's --cache (%q) is not the cache step's path %q", build.Env["CACHE"], path)
	}
}
