//go:build !unix

package outdir

import "os"

// writeNew writes data to the file name, created or truncated.
func writeNew(name string, data []byte) error {
	return os.WriteFile(name, data, 0o644)
}
