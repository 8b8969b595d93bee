package markdown

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/xml"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/alecthomas/chroma/v2"
)

// Cache is a content-addressed cache of highlighted code on disk, shared
// by builds and `navbuild serve` rebuilds: chroma's lexers manage about
// 0.5 MB/s, and a site's code blocks rarely change between builds. An
// entry is the tokens chroma gave one block, in a file named by the
// SHA-256 of the lexer's identity and the code: a hit gives the tokens a
// miss computes, so the same HTML. A lexer's identity ([lexerIdentity])
// is a hash of its rules as chroma serialises them, of the checksum of
// the chroma module navbuild was built with (go.sum's hash of its files:
// every lexer and style; test binaries carry none) and of the revision of
// the entries' encoding ([cacheRevision]); not navbuild's version, which
// is "(devel)" in a source tree.
//
// A Cache is safe for concurrent use, by several processes too: an entry
// is written to a temporary file and renamed into place. An entry that
// cannot be read or decoded is a miss.
type Cache struct {
	dir  string
	hits atomic.Int64
}

// cacheRevision changes when the encoding of an entry, or what is asked
// of chroma (aliases, coalescing), changes.
const cacheRevision = "navbuild-highlight-1"

// OpenCache opens the cache in dir, creating it if needed.
func OpenCache(dir string) (*Cache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &Cache{dir: dir}, nil
}

// DefaultCacheDir is the cache's folder in the user's cache folder
// (os.UserCacheDir: $XDG_CACHE_HOME or ~/.cache on Linux).
func DefaultCacheDir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "navbuild", "highlight"), nil
}

// Hits returns the number of blocks the cache gave so far.
func (c *Cache) Hits() int64 { return c.hits.Load() }

// chromaSum is the checksum of the chroma module in the binary's build
// info, "" when it has none (test binaries).
var chromaSum = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, m := range info.Deps {
		if m.Replace != nil {
			m = m.Replace
		}
		if strings.HasPrefix(m.Path, "github.com/alecthomas/chroma/") && m.Sum != "" {
			return m.Path + "@" + m.Version + " " + m.Sum
		}
	}
	return ""
})

// lexerIdentity returns the hash that keys lexer l's entries, or "" when
// l cannot be identified (a lexer written in Go, whose rules chroma
// cannot serialise, in a binary without chroma's checksum): its blocks
// are then not cached.
func lexerIdentity(l chroma.Lexer) string {
	h := sha256.New()
	h.Write([]byte(cacheRevision + "\x00" + chromaSum() + "\x00"))
	if !writeRules(h, l) {
		if chromaSum() == "" {
			return ""
		}
		h.Write([]byte(l.Config().Name))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// writeRules writes lexer l's configuration and rules to w as chroma
// serialises them, a state at a time in name order (chroma.Marshal
// writes them in map order), and reports false when chroma cannot
// serialise them (rules with Go functions).
func writeRules(w io.Writer, l chroma.Lexer) bool {
	rl, ok := l.(*chroma.RegexLexer)
	if !ok {
		return false
	}
	rules, err := rl.Rules()
	if err != nil {
		return false
	}
	data, err := xml.Marshal(rl.Config())
	if err != nil {
		return false
	}
	w.Write(data)
	for _, state := range slices.Sorted(maps.Keys(rules)) {
		data, err := xml.Marshal(chroma.Rules{state: rules[state]})
		if err != nil {
			return false
		}
		w.Write(data)
	}
	return true
}

// path returns the entry's file for code highlighted by the lexer whose
// identity is id.
func (c *Cache) path(id, code string) string {
	h := sha256.New()
	h.Write([]byte(id))
	h.Write([]byte{0})
	h.Write([]byte(code))
	k := hex.EncodeToString(h.Sum(nil))
	return filepath.Join(c.dir, k[:2], k[2:])
}

// get returns the cached tokens of code by lexer id. The tokens must give
// back code exactly: an entry that does not (damaged, or a collision) is
// a miss.
func (c *Cache) get(id, code string) ([]chroma.Token, bool) {
	data, err := os.ReadFile(c.path(id, code))
	if err != nil {
		return nil, false
	}
	tokens, ok := decodeTokens(data, code)
	if ok {
		c.hits.Add(1)
	}
	return tokens, ok
}

// put stores the tokens of code by lexer id; a failure only loses the
// entry.
func (c *Cache) put(id, code string, tokens []chroma.Token) {
	p := c.path(id, code)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return
	}
	_, err = f.Write(encodeTokens(tokens))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		os.Remove(f.Name())
	}
}

// encodeTokens writes each token as its type and its length (varints);
// the values are the code itself, cut in order.
func encodeTokens(tokens []chroma.Token) []byte {
	b := make([]byte, 0, 4*len(tokens))
	for _, t := range tokens {
		b = binary.AppendVarint(b, int64(t.Type))
		b = binary.AppendUvarint(b, uint64(len(t.Value)))
	}
	return b
}

func decodeTokens(data []byte, code string) ([]chroma.Token, bool) {
	var tokens []chroma.Token
	for len(data) > 0 {
		typ, n := binary.Varint(data)
		if n <= 0 {
			return nil, false
		}
		data = data[n:]
		size, n := binary.Uvarint(data)
		if n <= 0 || size > uint64(len(code)) {
			return nil, false
		}
		data = data[n:]
		tokens = append(tokens, chroma.Token{Type: chroma.TokenType(typ), Value: code[:size]})
		code = code[size:]
	}
	return tokens, code == ""
}
