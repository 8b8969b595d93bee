package serve

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/render"
	"github.com/navbuild/navbuild/resolve"
)

// watcher watches every folder of a docs folder (fsnotify watches one
// folder, not a tree), adding folders as they appear.
type watcher struct {
	root    string
	exclude []string
	fw      *fsnotify.Watcher
	// gone is set while the docs folder itself is gone (moved away or
	// deleted): fsnotify drops the watch of a moved folder, so the folder
	// is watched anew, from a new fsnotify watcher, when it is back.
	gone bool
}

// newWatcher watches root and every folder below it. The folders below
// that cannot be watched are returned as warnings; root not being
// watchable is the error.
func newWatcher(root string, exclude []string) (*watcher, []resolve.Diagnostic, error) {
	w := &watcher{root: root, exclude: exclude}
	fw, problems, err := w.watchRoot()
	if err != nil {
		return nil, nil, err
	}
	w.fw = fw
	return w, problems, nil
}

// watchRoot returns a new fsnotify watcher of the whole docs folder.
func (w *watcher) watchRoot() (*fsnotify.Watcher, []resolve.Diagnostic, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, nil, fmt.Errorf("watch %s: %w", w.root, err)
	}
	problems, err := w.addTree(fw, w.root)
	if err != nil {
		fw.Close()
		return nil, nil, err
	}
	return fw, problems, nil
}

func (w *watcher) close() { w.fw.Close() }

// addTree watches dir and the folders below it that can hold input. A
// folder that cannot be watched (unreadable, a path too long, the inotify
// watch limit) is a warning, and its changes are not seen: only the docs
// folder itself not being watchable is an error.
func (w *watcher) addTree(fw *fsnotify.Watcher, dir string) ([]resolve.Diagnostic, error) {
	var problems []resolve.Diagnostic
	problem := func(p string, err error) error {
		if p == w.root {
			return fmt.Errorf("watch %s: %w", p, err)
		}
		rel, _ := w.rel(p)
		var errno syscall.Errno
		if errors.As(err, &errno) {
			err = errno // the path is the diagnostic's
		}
		hint := ""
		if errors.Is(err, syscall.ENOSPC) {
			hint = "raise fs.inotify.max_user_watches"
		}
		problems = append(problems, resolve.Diagnostic{Severity: resolve.Warning, Pos: diag.Pos{File: rel},
			Msg: fmt.Sprintf("cannot watch this folder: %v; its changes are not seen", err), Hint: hint})
		return nil
	}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && p != w.root {
				return nil // gone meanwhile: its removal is an event of its own
			}
			if err := problem(p, err); err != nil {
				return err
			}
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			return nil
		}
		if rel, ok := w.rel(p); ok && rel != "." && (w.ignored(rel) || docfs.IsOutput(os.DirFS(w.root), rel)) {
			return fs.SkipDir // not input (an earlier build's output: resolve skips it)
		}
		if err := fw.Add(p); err != nil {
			if errors.Is(err, fs.ErrNotExist) && p != w.root {
				return nil
			}
			if err := problem(p, err); err != nil {
				return err
			}
			return fs.SkipDir
		}
		return nil
	})
	return problems, err
}

// rel returns the slash path of an event's file in the docs folder.
func (w *watcher) rel(name string) (string, bool) {
	r, err := filepath.Rel(w.root, name)
	if err != nil {
		return "", false
	}
	r = filepath.ToSlash(r)
	if r == ".." || strings.HasPrefix(r, "../") {
		return "", false
	}
	return r, true
}

// ignored reports whether a path of the docs folder is never input: what
// resolve skips (dot folders and files, node_modules, excluded folders) and
// editors' swap, backup and temporary files.
func (w *watcher) ignored(rel string) bool {
	for _, ex := range w.exclude {
		if rel == ex || strings.HasPrefix(rel, ex+"/") {
			return true
		}
	}
	for part := range strings.SplitSeq(rel, "/") {
		if part == "node_modules" || (strings.HasPrefix(part, ".") && part != ".") {
			return true
		}
	}
	base := path.Base(rel)
	switch {
	case strings.HasSuffix(base, "~"), // emacs, vim backups
		base == "4913",                 // vim's probe for a writable folder
		strings.HasSuffix(base, "___"), // JetBrains' safe write
		strings.HasPrefix(base, "#"):   // emacs autosave
		return true
	}
	switch path.Ext(base) {
	case ".swp", ".swo", ".swx", ".tmp", ".crswap":
		return true
	}
	return false
}

// maxHold bounds how long a burst of changes holds the build back, in
// debounce periods.
const maxHold = 20

// pollGone is how often the docs folder is looked for while it is gone.
const pollGone = 100 * time.Millisecond

// watch turns the folder's changes into builds until ctx is done. Changes
// are coalesced: a build starts once no change came for the debounce
// period (or a burst reached maxHold periods); changes during a build wait
// for the next one. A folder that cannot be watched is reported and
// skipped; when the docs folder itself goes away, the last build stays
// served and the folder is looked for until it is back, then watched and
// built anew.
func (s *Server) watch(ctx context.Context, w *watcher) error {
	// pending holds the changed files and the first change of each in the
	// batch.
	pending := map[string]fsnotify.Op{}
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	var armed bool
	var first time.Time
	arm := func() {
		now := time.Now()
		if !armed {
			first, armed = now, true
		}
		wait := s.opts.Debounce
		if limit := first.Add(maxHold * s.opts.Debounce); now.Add(wait).After(limit) {
			wait = limit.Sub(now)
		}
		timer.Reset(wait)
	}
	var poll *time.Ticker
	var polls <-chan time.Time // nil unless the docs folder is gone
	defer func() {
		if poll != nil {
			poll.Stop()
		}
	}()
	// back watches the docs folder anew if it is there again, and
	// reports whether it is.
	back := func() bool {
		if st, err := os.Stat(w.root); err != nil || !st.IsDir() {
			return false
		}
		fw, problems, err := w.watchRoot()
		if err != nil {
			return false // not readable yet: looked for again
		}
		w.fw.Close()
		w.fw = fw
		if w.gone {
			w.gone = false
			s.report(Event{Kind: Watch})
		}
		if len(problems) > 0 {
			s.report(Event{Kind: Watch, Diagnostics: problems})
		}
		if poll != nil {
			poll.Stop()
			poll, polls = nil, nil
		}
		// Anything may have changed meanwhile.
		clear(pending)
		pending["."] = fsnotify.Write
		arm()
		return true
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-polls:
			back()
		case err, ok := <-w.fw.Errors:
			if !ok {
				return nil
			}
			if errors.Is(err, fsnotify.ErrEventOverflow) {
				// Events were lost: only a full build is safe.
				pending["."] = fsnotify.Write
				arm()
			}
		case ev, ok := <-w.fw.Events:
			if !ok {
				return nil
			}
			rel, ok := w.rel(ev.Name)
			if ok && rel == "." && (ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename)) && !w.gone {
				// The docs folder itself was moved or deleted: fsnotify
				// no longer watches it. It may be back already (a
				// rename there and back, a folder renamed over it).
				if back() {
					continue
				}
				w.gone = true
				clear(pending)
				poll = time.NewTicker(pollGone)
				polls = poll.C
				s.report(Event{Kind: Watch, Gone: true})
				continue
			}
			if !ok || rel == "." || w.ignored(rel) || ev.Op == fsnotify.Chmod || w.gone {
				continue
			}
			if ev.Has(fsnotify.Create) {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					// Its files may have come with it (a copy, a checkout):
					// the folder counts as changed, which is a full build.
					problems, err := w.addTree(w.fw, ev.Name)
					if err != nil {
						return err
					}
					if len(problems) > 0 {
						s.report(Event{Kind: Watch, Diagnostics: problems})
					}
				}
			}
			if _, ok := pending[rel]; !ok {
				pending[rel] = ev.Op
			}
			arm()
		case <-timer.C:
			armed = false
			if w.gone {
				clear(pending)
				continue
			}
			changed := make([]string, 0, len(pending))
			for name, op := range pending {
				// A file created and gone within the batch is a tool's
				// temporary file (sed -i, editors' safe writes): it was
				// never input.
				if op.Has(fsnotify.Create) && !exists(filepath.Join(w.root, filepath.FromSlash(name))) {
					continue
				}
				changed = append(changed, name)
			}
			clear(pending)
			if len(changed) == 0 {
				continue
			}
			slices.Sort(changed)
			s.apply(ctx, changed)
		}
	}
}

func exists(name string) bool {
	_, err := os.Lstat(name)
	return err == nil
}

// apply rebuilds what the changed files touch: a page whose front matter
// is unchanged is rendered anew; a static file that was there already
// only needs the browsers to reload; anything else (docs.json, its
// includes, specs, snippets, front matter, files added or removed) resolves
// the folder again.
func (s *Server) apply(ctx context.Context, changed []string) {
	s.mu.RLock()
	model, site, byFile, static, failed := s.model, s.site, s.byFile, s.static, s.failed != nil
	s.mu.RUnlock()
	if model == nil || failed {
		s.rebuild(ctx, changed)
		return
	}
	var pages []*resolve.Page
	files := false
	for _, name := range changed {
		if p := byFile[name]; p != nil && bodyOnly(s.fsys, site, p) {
			pages = append(pages, p)
			continue
		}
		if static[name] {
			if _, err := fs.Stat(s.fsys, name); err == nil {
				files = true
				continue
			}
		}
		s.rebuild(ctx, changed)
		return
	}
	switch {
	case len(pages) > 0:
		s.refresh(pages, changed)
	case files:
		start := time.Now()
		s.hub.publish(message{event: "reload", data: "files"}, nil)
		s.report(Event{Kind: Files, Changed: changed, Duration: time.Since(start)})
	}
}

// bodyOnly reports whether p's file still has the front matter p was
// resolved with and only classes the site's Tailwind stylesheet has
// rules for: then only its body changed, which touches no other page.
// Reading the whole file costs little, since rendering reads it next
// (from the OS cache).
func bodyOnly(fsys fs.FS, site *render.Site, p *resolve.Page) bool {
	src, err := fs.ReadFile(fsys, p.File)
	return err == nil && p.SameFrontMatter(src) && site.HasClasses(src)
}
