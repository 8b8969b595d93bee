//go:build unix

package render

import (
	"syscall"
	"time"
)

// cpuTime returns the process's user and system CPU time so far, 0 if
// unknown.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
