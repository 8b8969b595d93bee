package outdir

import (
	"errors"

	"golang.org/x/sys/unix"
)

// exchange swaps the folders a and b in one step. It wraps
// errors.ErrUnsupported where the kernel or the file system cannot.
func exchange(a, b string) error {
	err := unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
	if errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EOPNOTSUPP) {
		return errors.Join(errors.ErrUnsupported, err)
	}
	return wrapRename(a, b, err)
}

// renameNoReplace renames a to b, failing if b exists.
func renameNoReplace(a, b string) error {
	err := unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_NOREPLACE)
	if errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EOPNOTSUPP) {
		return renameOther(a, b)
	}
	return wrapRename(a, b, err)
}
