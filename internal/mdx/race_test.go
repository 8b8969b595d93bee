//go:build race

package mdx

// raceEnabled is set under the race detector, which makes rendering the
// whole corpus slow: the corpus test renders a sample then.
const raceEnabled = true
