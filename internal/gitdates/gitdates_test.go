package gitdates

import (
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
