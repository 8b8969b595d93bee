package outdir

import (
	"errors"

	"golang.org/x/sys/windows"
)

// try takes the lock if no other build holds it.
func (l *lock) try() (bool, error) {
	var ol windows.Overlapped
	err := windows.LockFileEx(windows.Handle(l.f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return false, nil
	}
	return err == nil, err
}

// locks is true where [lock.try] takes a lock: then a build holding it is
// the only one into its output folder.
const locks = true
