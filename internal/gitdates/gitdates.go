// Package gitdates reads when each file of a docs folder was last
// changed, from the git repository the folder is in: one `git log` over
// the whole history, not one process per file.
//
// Stage: write. Only the commands call it, before a build, and hand the
// dates to render ([render.Options]): the date of a file is not in the
// folder, and the pipeline's stages read nothing but the folder.
package gitdates

import (
	"bytes"
	"context"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Read returns the date of the last commit that changed each file under
// dir, by its slash-separated path relative to dir ("guides/intro.mdx"),
// in UTC. It returns nil when dir is not in a git repository, git is not
// installed or fails: a site then has no dates, and nothing else changes.
// A shallow clone gives every file the date of the oldest commit it holds
// that touched it.
func Read(ctx context.Context, dir string) map[string]time.Time {
	// %x01 marks a commit's line; with -z the names that follow are each
	// ended by NUL and never quoted. --relative keeps the names relative
	// to dir and the history to the files under it.
	cmd := exec.CommandContext(ctx, "git", "-C", dir, "log", "--format=%x01%ct", "--name-only", "-z", "--relative", "--no-renames", "--", ".")
	cmd.Env = append(cmd.Environ(), "GIT_PAGER=cat", "GIT_TERMINAL_PROMPT=0", "LC_ALL=C")
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	return parse(out)
}

// parse reads Read's git log output: newest commit first, so the first
// date seen for a name is its last change.
func parse(out []byte) map[string]time.Time {
	dates := map[string]time.Time{}
	var cur time.Time
	for _, tok := range bytes.Split(out, []byte{0}) {
		s := strings.TrimPrefix(string(tok), "\n")
		if s == "" {
			continue
		}
		if s[0] == 1 {
			sec, err := strconv.ParseInt(s[1:], 10, 64)
			if err != nil {
				cur = time.Time{}
				continue
			}
			cur = time.Unix(sec, 0).UTC()
			continue
		}
		if _, seen := dates[s]; !seen && !cur.IsZero() {
			dates[s] = cur
		}
	}
	return dates
}
