package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docstest"
	"github.com/navbuild/navbuild/internal/serve"
	"github.com/navbuild/navbuild/resolve"
)

// TestServeInterrupt runs `navbuild serve` as a process on a free
// loopback port: it prints the URL, serves the site, serves a page's new
// content after an edit, and exits 0 on an interrupt.
func TestServeInterrupt(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no interrupt signal to send on Windows")
	}
	bin, err := exec.LookPath("navbuild") // installed on $PATH by TestMain
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	docs := filepath.Join(dir, "docs")
	write := func(name, data string) {
		t.Helper()
		docstest.Write(t, docs, map[string]string{name: data})
	}
	write("docs.json", `{"theme": "mint", "name": "Live", "colors": {"primary": "#047857"}, "navigation": {"pages": ["intro"]}}`)
	write("intro.mdx", "---\ntitle: Intro\n---\n\nThe first words.\n")

	cmd := exec.Command(bin, "serve", docs, "--port", "0", "--offline")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
		}
	}()

	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		lines <- line
		io.Copy(io.Discard, stdout)
	}()
	var url string
	select {
	case line := <-lines:
		prefix := "serving " + docs + " at "
		if !strings.HasPrefix(line, prefix) || !strings.HasSuffix(line, "/\n") {
			t.Fatalf("stdout %q, want %q and the URL", line, prefix)
		}
		url = strings.TrimSpace(strings.TrimPrefix(line, prefix))
	case <-time.After(deadline):
		t.Fatalf("no URL printed; stderr:\n%s", stderr.String())
	}
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Errorf("URL %s, want loopback by default", url)
	}

	waitFor := func(want string) {
		t.Helper()
		var body []byte
		end := time.Now().Add(deadline)
		for time.Now().Before(end) {
			if resp, err := http.Get(url + "intro/"); err == nil {
				body, _ = io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode == 200 && bytes.Contains(body, []byte(want)) {
					return
				}
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Fatalf("intro/ never served %q; last:\n%s", want, body)
	}
	waitFor("The first words.")
	write("intro.mdx", "---\ntitle: Intro\n---\n\nThe second words.\n")
	waitFor("The second words.")

	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("exit: %v; stderr:\n%s", err, stderr.String())
		}
	case <-time.After(deadline):
		t.Fatal("still running after an interrupt")
	}
	for _, want := range []string{"navbuild: built 1 page in ", "navbuild: updated 1 page in ", "(intro.mdx)", "navbuild: stopped"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr does not say %q:\n%s", want, stderr.String())
		}
	}
}

// TestServePortInUse: a port taken by another server is a clear error,
// exit 1.
func TestServePortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	docs := t.TempDir()
	var stdout, stderr bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	code := run(ctx, []string{"serve", docs, "--port", port}, &stdout, &stderr)
	if code != exitError {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitError, stderr.String())
	}
	want := "navbuild: cannot listen on 127.0.0.1:" + port + ": the port is in use (by another server?); choose another with --port\n"
	if stderr.String() != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", stderr.String(), want)
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout: %q, want nothing", stdout.String())
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		t.Error("serve ran until the deadline")
	}
}

const deadline = 20 * time.Second

// TestReportServeWatch: what serve prints when watching changes: the docs
// folder gone and back, folders that cannot be watched.
func TestReportServeWatch(t *testing.T) {
	for _, c := range []struct {
		e    serve.Event
		want string
	}{
		{serve.Event{Kind: serve.Watch, Gone: true}, "navbuild: docs is gone (moved or deleted): the last good build stays served; it is watched again once it is back\n"},
		{serve.Event{Kind: serve.Watch}, "navbuild: docs is back: watching it again\n"},
		{serve.Event{Kind: serve.Watch, Diagnostics: []resolve.Diagnostic{{Severity: resolve.Warning, Pos: diag.Pos{File: "locked"}, Msg: "cannot watch this folder: permission denied; its changes are not seen"}}},
			"locked: warning: cannot watch this folder: permission denied; its changes are not seen\nnavbuild: 1 folder cannot be watched: changes there are not seen\n"},
	} {
		var buf bytes.Buffer
		reportServe(&buf, "docs", c.e, false, false)
		if buf.String() != c.want {
			t.Errorf("%+v printed:\n%s\nwant:\n%s", c.e, buf.String(), c.want)
		}
	}
}
