//go:build race

package render_test

// raceEnabled is true under -race, where the corpus builds are sampled
// (the race detector makes them ten times slower and adds nothing to
// them) and allocations are not counted (sync.Pool drops items at random).
const raceEnabled = true
