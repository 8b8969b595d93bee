//go:build !race

package browsertest

const underRace = false
