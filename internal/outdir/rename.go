package outdir

import "os"

func renameOther(a, b string) error { return os.Rename(a, b) }

func wrapRename(a, b string, err error) error {
	if err == nil {
		return nil
	}
	return &os.LinkError{Op: "rename", Old: a, New: b, Err: err}
}
