//go:build !linux

package outdir

import "errors"

// exchange would swap the folders a and b in one step; this system has no
// such call (see the package comment for the order used instead).
func exchange(a, b string) error { return errors.ErrUnsupported }

// renameNoReplace renames a to b; builds into one folder hold its lock, so
// b does not appear meanwhile.
func renameNoReplace(a, b string) error { return renameOther(a, b) }
