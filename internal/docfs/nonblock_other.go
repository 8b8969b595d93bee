//go:build !unix

package docfs

// oFlags is 0 where there are no FIFOs to block on.
const oFlags = 0
