//go:build !unix && !windows

package outdir

// alive cannot tell on this system: every process counts as alive, so no
// temporary folder is removed by mistake.
func alive(pid int) bool { return true }
