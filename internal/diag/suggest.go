package diag

import "fmt"

// Suggest returns the candidate closest to word by edit distance, or "" when
// none is close enough to be a likely typo: one edit for short words, up to a
// third of the word's length (at most three) for longer ones. Ties go to the
// earlier candidate, so callers control the preference by their order.
func Suggest(word string, candidates []string) string {
	limit := max(1, min(3, len([]rune(word))/3))
	best, bestDist := "", limit+1
	for _, c := range candidates {
		if c == word {
			continue
		}
		if d := distance(word, c, limit); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// DidYouMean formats Suggest's answer as a hint, or returns "".
func DidYouMean(word string, candidates []string) string {
	if s := Suggest(word, candidates); s != "" {
		return fmt.Sprintf("did you mean %q?", s)
	}
	return ""
}

// distance is the Damerau-Levenshtein (optimal string alignment) distance
// between a and b, cut short at limit+1 since callers only care about close
// matches.
func distance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if abs(len(ra)-len(rb)) > limit {
		return limit + 1
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
