//go:build unix

package outdir

import (
	"io/fs"
	"syscall"
)

// writeNew writes data to the file name, created or truncated, with the
// system calls alone: open, write, close. os.WriteFile costs a third more
// system time per file on Linux (os.File registers the descriptor with
// the poller and sets it non-blocking, two more calls that fail or do
// nothing for a regular file); a site is tens of thousands of small files,
// where that was 0.3 CPU-s of a 10,000-page build.
func writeNew(name string, data []byte) error {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(name, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_TRUNC|syscall.O_CLOEXEC, 0o644)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return &fs.PathError{Op: "open", Path: name, Err: err}
	}
	for len(data) > 0 {
		n, err := syscall.Write(fd, data)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			syscall.Close(fd)
			return &fs.PathError{Op: "write", Path: name, Err: err}
		}
		data = data[n:]
	}
	if err := syscall.Close(fd); err != nil {
		return &fs.PathError{Op: "close", Path: name, Err: err}
	}
	return nil
}
