package gitdates

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/navbuild/navbuild/internal/docstest"
)

// TestRead makes a repository with two commits at fixed dates and reads
// the dates of the files of its docs folder: each file's last commit,
// names with spaces as they are, nothing outside the folder.
func TestRead(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("SKIP: no git")
	}
	repo := t.TempDir()
	git := func(date string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_COMMITTER_DATE="+date, "GIT_AUTHOR_DATE="+date, "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	write := func(name, text string) {
		t.Helper()
		docstest.Write(t, repo, map[string]string{name: text})
	}
	git("2024-01-02T03:04:05Z", "init", "-q")
	write("docs/index.mdx", "# a")
	write("docs/guides/two words.mdx", "# b")
	write("README.md", "x")
	git("2024-01-02T03:04:05Z", "add", ".")
	git("2024-01-02T03:04:05Z", "commit", "-q", "-m", "one")
	write("docs/index.mdx", "# a2")
	write("README.md", "y")
	git("2025-06-07T10:00:00+02:00", "commit", "-q", "-am", "two")

	got := Read(context.Background(), filepath.Join(repo, "docs"))
	want := map[string]time.Time{
		"index.mdx":            time.Date(2025, 6, 7, 8, 0, 0, 0, time.UTC),
		"guides/two words.mdx": time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC),
	}
	if len(got) != len(want) {
		t.Fatalf("dates %v, want %v", got, want)
	}
	for k, w := range want {
		if !got[k].Equal(w) {
			t.Errorf("%s: %v, want %v", k, got[k], w)
		}
	}
	if d := Read(context.Background(), t.TempDir()); d != nil {
		t.Errorf("a folder outside any repository: %v, want nil", d)
	}
}

// hostileRepo makes a repository whose files under docs/ were committed,
// and a program that, when run, writes the file its test then looks for.
// It returns the repository, the program, and a function that runs git
// in the repository as its owner would (never through Read).
func hostileRepo(t *testing.T) (repo, prog string, git func(args ...string) string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("SKIP: no git")
	}
	dir := t.TempDir()
	repo = filepath.Join(dir, "repo")
	ran := filepath.Join(dir, "ran")
	prog = filepath.Join(dir, "prog.sh")
	if err := os.WriteFile(prog, []byte("#!/bin/sh\necho \"$0 $*\" >> '"+ran+"'\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	git = func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_COMMITTER_DATE=2024-01-02T03:04:05Z", "GIT_AUTHOR_DATE=2024-01-02T03:04:05Z", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(bytes.TrimSpace(out))
	}
	if err := os.Mkdir(repo, 0o755); err != nil {
		t.Fatal(err)
	}
	git("init", "-q")
	docstest.Write(t, repo, map[string]string{"docs/index.mdx": "# a"})
	git("add", ".")
	git("commit", "-q", "-m", "one")
	t.Cleanup(func() {
		if b, err := os.ReadFile(ran); err == nil {
			t.Errorf("Read ran the repository's program: %s", b)
		}
	})
	return repo, prog, git
}

// TestReadSignedCommit: a repository whose config asks git log to check
// signatures, with gpg.program (and its ssh and x509 kin) naming its own
// program, and a signed commit that touches a page. Read must not run the
// program, and still reads the dates. The config also names the program
// for every other setting that can start one (fsmonitor, hooks, pager,
// ssh): those are pinned too, though git log starts none of them today.
func TestReadSignedCommit(t *testing.T) {
	repo, prog, git := hostileRepo(t)
	docstest.Write(t, repo, map[string]string{"docs/index.mdx": "# signed"})
	git("add", ".")
	tree := git("write-tree")
	parent := git("rev-parse", "HEAD")
	commit := "tree " + tree + "\nparent " + parent +
		"\nauthor t <t@example.com> 1700000000 +0000\ncommitter t <t@example.com> 1700000000 +0000\n" +
		"gpgsig -----BEGIN PGP SIGNATURE-----\n \n x\n -----END PGP SIGNATURE-----\n\nsigned\n"
	f := filepath.Join(t.TempDir(), "commit")
	if err := os.WriteFile(f, []byte(commit), 0o644); err != nil {
		t.Fatal(err)
	}
	git("update-ref", "HEAD", git("hash-object", "-t", "commit", "-w", f))
	for _, kv := range [][2]string{
		{"log.showSignature", "true"},
		{"gpg.program", prog},
		{"gpg.ssh.program", prog},
		{"gpg.x509.program", prog},
		{"core.fsmonitor", prog},
		{"core.hooksPath", filepath.Dir(prog)},
		{"core.pager", prog},
		{"pager.log", prog},
		{"diff.external", prog},
		{"core.sshCommand", prog},
	} {
		git("config", kv[0], kv[1])
	}

	got := Read(context.Background(), filepath.Join(repo, "docs"))
	if want := time.Unix(1700000000, 0).UTC(); !got["index.mdx"].Equal(want) {
		t.Errorf("dates %v, want index.mdx at %v", got, want)
	}
}

// TestReadPartialClone: a partial clone without its trees fetches them
// from its promisor remote when git log needs them, and the clone's
// config names the program that serves the fetch (uploadpack). Read must
// not run it, even with GIT_ALLOW_PROTOCOL allowing file in the
// environment; the clone then has no dates, as a folder outside git.
func TestReadPartialClone(t *testing.T) {
	src, prog, git := hostileRepo(t)
	docstest.Write(t, src, map[string]string{"docs/index.mdx": "# b"})
	git("commit", "-q", "-am", "two") // the first commit's trees are not cloned
	git("config", "uploadpack.allowFilter", "true")
	clone := filepath.Join(t.TempDir(), "clone")
	cmd := exec.Command("git", "clone", "-q", "--no-local", "--filter=tree:0", "file://"+src, clone)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	cmd = exec.Command("git", "-C", clone, "config", "remote.origin.uploadpack", prog)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git config: %v\n%s", err, out)
	}
	t.Setenv("GIT_ALLOW_PROTOCOL", "file")

	if got := Read(context.Background(), filepath.Join(clone, "docs")); len(got) != 0 {
		t.Logf("dates %v", got)
	}
}
