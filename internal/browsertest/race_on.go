//go:build race

package browsertest

// underRace is true when the test binary runs under the race detector.
const underRace = true
