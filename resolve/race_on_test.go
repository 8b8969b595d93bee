//go:build race

package resolve_test

// raceEnabled is true under -race, where the large-input tests use smaller
// inputs: the race detector makes a 50 MB docs.json ten times slower (nine
// minutes on a loaded 2-core machine) and adds nothing to a single-threaded
// walk.
const raceEnabled = true
