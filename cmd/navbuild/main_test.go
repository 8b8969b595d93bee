package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/navbuild/navbuild/internal/golden"
)

// TestMain registers navbuild as a command the scripts can exec: the test
// binary copies itself onto $PATH under that name and runs run when it is
// invoked so.
func TestMain(m *testing.M) {
	// The tests that call run share this process: a build's soft memory
	// limit (internal/build.LimitMemory) is for a process of its own, as
	// the scripts' navbuild is.
	os.Setenv("GOMEMLIMIT", "off")
	testscript.Main(m, map[string]func(){
		"navbuild": func() { os.Exit(runMain()) },
	})
}

// TestScripts runs every testdata/script/*.txtar: each writes a small docs
// folder and checks navbuild's exit status, stdout and stderr.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       golden.Update(), // rewrites the files cmp compares against
		RequireExplicitExec: true,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exitcode":  cmdExitcode,
			"jsonvalid": cmdJSONValid,
		},
	})
}

// cmdExitcode implements `exitcode N program [args...]`: it runs program
// like exec and fails unless it exits with status N. `! exec` only tells
// zero from non-zero, and the CLI promises 1 for a docs folder with errors
// but 2 for a wrong command line. Stdout and stderr are kept for the
// commands that follow, as after exec.
func cmdExitcode(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! exitcode")
	}
	if len(args) < 2 {
		ts.Fatalf("usage: exitcode N program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exitcode: bad status %q", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("exitcode: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("exit status %d, want %d", got, want)
	}
}

// cmdJSONValid implements `jsonvalid FILE`: it fails unless FILE holds
// valid JSON.
func cmdJSONValid(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: jsonvalid FILE")
	}
	valid := json.Valid([]byte(ts.ReadFile(args[0])))
	if valid == neg {
		ts.Fatalf("%s: JSON valid = %v", args[0], valid)
	}
}
