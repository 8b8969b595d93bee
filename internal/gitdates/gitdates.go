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
	"os"
	"os/exec"
	"slices"
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
	args := slices.Concat(hardened, []string{"-C", dir, "log", "--no-show-signature", "--no-ext-diff", "--no-textconv",
		"--format=%x01%ct", "--name-only", "-z", "--relative", "--no-renames", "--", "."})
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Env = append(cmd.Environ(), hardenedEnv...)
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	return parse(out)
}

// hardened are the options that put git's own settings above the
// repository's: the docs folder may be a repository someone else made (a
// downloaded archive, a submodule, a vendored folder), and its
// .git/config may name a program for git to run. A -c option outranks
// every configuration file, so each setting that can start a program
// while `git log` runs is set here to run none:
//   - log.showSignature runs gpg.program (or gpg.ssh.program,
//     gpg.x509.program) on each signed commit;
//   - a partial clone fetches a missing tree or blob from its promisor
//     remote, which runs remote.<name>.uploadpack (file transport) or
//     core.sshCommand (ssh): no transport is allowed, so nothing is
//     fetched (the dates of a partial clone are then those it holds);
//   - core.fsmonitor runs a hook when the index is read, core.hooksPath
//     names hooks, core.pager runs a program, and --no-ext-diff
//     --no-textconv turn off diff.external and textconv filters: none is
//     started by this log today, and each is pinned all the same;
//   - safe.bareRepository=explicit: a docs folder that is itself a bare
//     repository (HEAD, objects/, config) is not taken as one, so its
//     config is never read.
var hardened = []string{
	"--no-pager",
	"-c", "log.showSignature=false",
	"-c", "protocol.allow=never",
	"-c", "core.fsmonitor=false",
	"-c", "core.hooksPath=" + os.DevNull,
	"-c", "core.pager=cat",
	"-c", "core.sshCommand=false",
	"-c", "safe.bareRepository=explicit",
}

// hardenedEnv is the environment's part of the same: GIT_ALLOW_PROTOCOL
// would outrank protocol.allow, so it is set to a protocol that does not
// exist; GIT_NO_LAZY_FETCH (git 2.44 and later) refuses a partial clone's
// fetch outright; the system-wide configuration is not read.
var hardenedEnv = []string{
	"GIT_PAGER=cat", "GIT_TERMINAL_PROMPT=0", "LC_ALL=C",
	"GIT_ALLOW_PROTOCOL=none", "GIT_NO_LAZY_FETCH=1", "GIT_CONFIG_NOSYSTEM=1",
	"GIT_SSH_COMMAND=false", "GIT_ASKPASS=false", "SSH_ASKPASS=false",
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
