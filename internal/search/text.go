package search

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The text rules below are mirrored by assets/search.js, which must cut a
// query into the same terms as the index: change both together.

// maxTermLen drops longer words (hashes, base64 blobs): nobody types them.
const maxTermLen = 40

// Normalize folds s for matching: compatibility decomposition (NFKD),
// combining marks dropped (é → e, が → か), lower case, final sigma as
// sigma. JavaScript: s.normalize("NFKD").replace(/\p{M}/gu, "")
// .toLowerCase().replace(/ς/g, "σ").
func Normalize(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		// Most text: NFKD leaves ASCII as it is and it has no marks.
		return strings.ToLower(s)
	}
	// Rune by rune: ASCII and runes without a decomposition are looked
	// at once, not copied by a pass of NFKD over the whole text first.
	// NFKD also orders combining marks, which are all dropped. The
	// buffer is kept between calls: only the result is allocated.
	buf := normPool.Get().(*[]byte)
	defer normPool.Put(buf)
	b := (*buf)[:0]
	defer func() { *buf = b }()
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if 0x4e00 <= r && r <= 0x9fff || 0x0627 <= r && r <= 0x064a {
			// CJK ideographs and Arabic letters, the most common runes
			// past ASCII: no decomposition, no case, not marks.
			b = append(b, s[i-n:i]...)
			continue
		}
		if r >= hangulBase && r < hangulBase+hangulCount {
			// Hangul syllables decompose by arithmetic, not by table.
			k := r - hangulBase
			b = utf8.AppendRune(b, 0x1100+k/(21*28))
			b = utf8.AppendRune(b, 0x1161+k%(21*28)/28)
			if t := k % 28; t > 0 {
				b = utf8.AppendRune(b, 0x11a7+t)
			}
			continue
		}
		if r == utf8.RuneError {
			b = utf8.AppendRune(b, r)
			continue
		}
		d := norm.NFKD.PropertiesString(s[i-n:]).Decomposition()
		if d == nil {
			b = appendFolded(b, r)
			continue
		}
		for len(d) > 0 {
			r, m := utf8.DecodeRune(d)
			d = d[m:]
			b = appendFolded(b, r)
		}
	}
	return string(b)
}

var normPool = sync.Pool{New: func() any { return new([]byte) }}

// The Hangul syllables, which NFKD decomposes into their jamo.
const (
	hangulBase  = 0xac00
	hangulCount = 19 * 21 * 28
)

// appendFolded appends r lower-cased (final sigma as sigma), or nothing
// for a combining mark.
func appendFolded(b []byte, r rune) []byte {
	if unicode.Is(unicode.M, r) {
		return b
	}
	r = unicode.ToLower(r)
	if r == 'ς' {
		r = 'σ'
	}
	return utf8.AppendRune(b, r)
}

// isCJK reports whether r is written without spaces between words, so
// that text is cut into overlapping pairs of characters (bigrams).
func isCJK(r rune) bool {
	if r < 0x1100 { // below Hangul Jamo: the common case, without table lookups
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

func isWord(r rune) bool {
	if r < 0x80 {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

// Terms appends the terms of s to dst: s is normalised, then cut into
// words (runs of letters and digits; a single letter is dropped) and runs
// of CJK characters, which give their bigrams (a lone character gives
// itself).
func Terms(dst []string, s string) []string {
	s = Normalize(s)
	start, cjk, ascii := -1, false, true
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := s[start:end]
		start = -1
		if !cjk {
			n := len(w)
			if !ascii {
				n = utf8.RuneCountInString(w)
			}
			if n >= 2 && n <= maxTermLen {
				dst = append(dst, w)
			}
			return
		}
		_, first := utf8.DecodeRuneInString(w)
		if first == len(w) {
			dst = append(dst, w)
			return
		}
		for i := 0; i < len(w); {
			_, a := utf8.DecodeRuneInString(w[i:])
			if i+a >= len(w) {
				break
			}
			_, b := utf8.DecodeRuneInString(w[i+a:])
			dst = append(dst, w[i:i+a+b])
			i += a
		}
	}
	for i := 0; i < len(s); {
		// Most text is ASCII: its bytes are classified without decoding.
		if c := s[i]; c < utf8.RuneSelf {
			if asciiWord[c] {
				if start >= 0 && cjk {
					flush(i)
				}
				if start < 0 {
					start, cjk, ascii = i, false, true
				}
			} else {
				flush(i)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case isCJK(r):
			if start >= 0 && !cjk {
				flush(i)
			}
			if start < 0 {
				start, cjk = i, true
			}
		case isWord(r):
			if start >= 0 && cjk {
				flush(i)
			}
			if start < 0 {
				start, cjk = i, false
			}
			ascii = false
		default:
			flush(i)
		}
		i += n
	}
	flush(len(s))
	return dst
}

// asciiWord marks the ASCII letters and digits.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = isWord(rune(c))
	}
	return t
}()

// shardKey is what a term's dictionary bucket is chosen by: its first two
// characters, or its first for a CJK term. A query word's completions and
// its typos (never in the first two letters) share its key.
func shardKey(term string) string {
	r, n := utf8.DecodeRuneInString(term)
	if isCJK(r) || n == len(term) {
		return term[:n]
	}
	_, m := utf8.DecodeRuneInString(term[n:])
	return term[:n+m]
}

// bucket is FNV-1a of s modulo n (a power of two).
func bucket(s string, n int) int {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return int(h & uint32(n-1))
}

// splitIdent adds the camelCase and snake_case parts of an identifier
// ("listPlants" → "list Plants"), so that an operationId is found by its
// words as well as whole; normalising first would lose the case.
func splitIdent(s string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range s {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// snippet cuts text to about n characters at a space.
func snippet(text string, n int) string {
	if len(text) <= n {
		return text
	}
	cut, count := len(text), 0
	for i := range text {
		if count == n {
			cut = i
			break
		}
		count++
	}
	if sp := strings.LastIndexByte(text[:cut], ' '); sp > cut*3/4 {
		cut = sp
	}
	return text[:cut] + "…"
}
