//go:build unix

package outdir

import (
	"errors"

	"golang.org/x/sys/unix"
)

// alive reports whether the process pid exists (signal 0 sends nothing).
func alive(pid int) bool {
	err := unix.Kill(pid, 0)
	return !errors.Is(err, unix.ESRCH)
}
