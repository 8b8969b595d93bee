//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package outdir

import (
	"errors"

	"golang.org/x/sys/unix"
)

// try takes the lock if no other build holds it.
func (l *lock) try() (bool, error) {
	err := unix.Flock(int(l.f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
	if errors.Is(err, unix.EWOULDBLOCK) {
		return false, nil
	}
	return err == nil, err
}

// locks is true where [lock.try] takes a lock: then a build holding it is
// the only one into its output folder.
const locks = true
