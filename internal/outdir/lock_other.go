//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || windows)

package outdir

// try does not lock: this system has no lock navbuild uses, so builds into
// one folder are not serialised here.
func (l *lock) try() (bool, error) { return true, nil }

// locks is false: [lock.try] takes no lock here.
const locks = false
