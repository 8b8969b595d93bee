//go:build unix

package docfs

import "syscall"

// oFlags open a file for reading without effects beyond the open: a FIFO
// returns at once instead of waiting for a writer, a terminal does not
// become the process's controlling terminal.
const oFlags = syscall.O_NONBLOCK | syscall.O_NOCTTY
