package fonts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/css"
	"golang.org/x/image/font/sfnt"
)

func TestLookup(t *testing.T) {
	for _, name := range []string{"Inter", "inter", "Geist", "IBM Plex Sans", "ibm  plex   mono"} {
		if Lookup(name) == nil {
			t.Errorf("Lookup(%q) = nil", name)
		}
	}
	for _, name := range []string{"", "Interx", "Comic Sans MS", "system-ui"} {
		if f := Lookup(name); f != nil {
			t.Errorf("Lookup(%q) = %s", name, f.Name)
		}
	}
}

// TestCatalogFiles checks that every file the catalog lists is in
// assets/fonts, a woff2 file, with its family's licence and provenance.
func TestCatalogFiles(t *testing.T) {
	dir := filepath.Join("..", "..", "assets", "fonts")
	prov, err := os.ReadFile(filepath.Join(dir, "PROVENANCE"))
	if err != nil {
		t.Fatal(err)
	}
	if len(catalog) < 4 {
		t.Fatalf("catalog has %d families", len(catalog))
	}
	for _, f := range catalog {
		if !strings.Contains(string(prov), "package: "+f.Package+"\nversion: "+f.Version+"\n") {
			t.Errorf("PROVENANCE does not record %s %s", f.Package, f.Version)
		}
		if f.License == "" {
			t.Errorf("%s: no licence", f.Name)
		}
		if _, err := os.Stat(filepath.Join(dir, f.LicenseFile)); err != nil {
			t.Error(err)
		}
		weights := map[int]int{}
		for _, fc := range f.Faces {
			weights[fc.Weight]++
			data, err := os.ReadFile(filepath.Join(dir, fc.File))
			if err != nil {
				t.Error(err)
				continue
			}
			if !strings.HasPrefix(string(data), "wOF2") {
				t.Errorf("%s is not woff2", fc.File)
			}
			if !strings.HasPrefix(fc.UnicodeRange, "U+") {
				t.Errorf("%s: unicode-range %q", fc.File, fc.UnicodeRange)
			}
		}
		for _, w := range []int{400, 500, 600, 700} {
			if weights[w] != 2 {
				t.Errorf("%s: weight %d has %d files, want latin and latin-ext", f.Name, w, weights[w])
			}
		}
	}
}

func TestCSSFamily(t *testing.T) {
	for in, want := range map[string]string{
		"Inter":            `"Inter"`,
		"IBM Plex Sans":    `"IBM Plex Sans"`,
		"system-ui":        `system-ui`,
		" Monospace ":      `monospace`,
		`A"B`:              `"A\22 B"`,
		`x</style>`:        `"x\3c \2f style\3e "`,
		"a\nb\\c;d{}":      `"a\a b\5c c\3b d\7b \7d "`,
		"Noto Sans 日本":     `"Noto Sans \65e5 \672c "`,
		"bad\xffbyte\x00!": `"bad\fffd byte\fffd \21 "`,
	} {
		if got := CSSFamily(in); got != want {
			t.Errorf("CSSFamily(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestQuoteURL(t *testing.T) {
	for in, want := range map[string]string{
		"fonts/inter-latin-400-normal.woff2":        `"fonts/inter-latin-400-normal.woff2"`,
		"https://cdn.example.com/a.woff2?v=1&x=%20": `"https://cdn.example.com/a.woff2?v=1&x=%20"`,
		`../a b/"x").woff2`:                         `"../a b/\22 x\22 \29 .woff2"`,
	} {
		if got := QuoteURL(in); got != want {
			t.Errorf("QuoteURL(%q) = %s, want %s", in, got, want)
		}
	}
}

// FuzzQuote checks that whatever a family name holds, Quote writes one
// CSS string token that reads back as the name (when it is valid UTF-8
// without NUL, which Quote replaces), inside a declaration that stays one declaration.
func FuzzQuote(f *testing.F) {
	for _, s := range []string{"Inter", `"; } body { color: red`, "\\", "a\nb", "</style><script>", "\x00", "\xff", "日本"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q := Quote(s)
		if len(s)%2 == 1 {
			q = QuoteURL(s) // the same token rules, fewer escapes
		}
		decl := "a{font-family:" + q + ",sans-serif}"
		l := css.NewLexer(parse.NewInputString(decl))
		var kinds []css.TokenType
		var str string
		for {
			tt, data := l.Next()
			if tt == css.ErrorToken {
				break
			}
			kinds = append(kinds, tt)
			if tt == css.StringToken {
				str = string(data)
			}
		}
		want := []css.TokenType{css.IdentToken, css.LeftBraceToken, css.IdentToken, css.ColonToken, css.StringToken, css.CommaToken, css.IdentToken, css.RightBraceToken}
		if len(kinds) != len(want) {
			t.Fatalf("Quote(%q) = %s: tokens %v", s, q, kinds)
		}
		for i := range want {
			if kinds[i] != want[i] {
				t.Fatalf("Quote(%q) = %s: tokens %v", s, q, kinds)
			}
		}
		if str != q {
			t.Fatalf("string token %s, want %s", str, q)
		}
		if utf8.ValidString(s) && !strings.ContainsRune(s, 0) {
			if got := unescape(q); got != s {
				t.Fatalf("Quote(%q) = %s reads back as %q", s, q, got)
			}
		}
	})
}

// unescape reads a string Quote wrote: hex escapes followed by a space.
func unescape(q string) string {
	q = q[1 : len(q)-1]
	var b strings.Builder
	for i := 0; i < len(q); i++ {
		if q[i] != '\\' {
			b.WriteByte(q[i])
			continue
		}
		j := strings.IndexByte(q[i:], ' ')
		var r rune
		for _, c := range q[i+1 : i+j] {
			r = r*16 + rune(strings.IndexRune("0123456789abcdef", c))
		}
		b.WriteRune(r)
		i += j
	}
	return b.String()
}

// TestCardFont: every shipped family's card faces unpack from woff into
// a font that parses and draws Latin letters; another family has none.
func TestCardFont(t *testing.T) {
	for _, f := range catalog {
		for _, bold := range []bool{false, true} {
			data, ok := CardFont(f.ID, bold)
			if !ok {
				t.Fatalf("%s bold=%v: no card font", f.ID, bold)
			}
			font, err := sfnt.Parse(data)
			if err != nil {
				t.Fatalf("%s bold=%v: %v", f.ID, bold, err)
			}
			var buf sfnt.Buffer
			for _, r := range "Aaé€" {
				if i, err := font.GlyphIndex(&buf, r); err != nil || i == 0 {
					t.Errorf("%s bold=%v: no glyph for %q", f.ID, bold, r)
				}
			}
		}
	}
	if _, ok := CardFont("comic-sans", false); ok {
		t.Error("a card font for a family navbuild does not ship")
	}
	if _, err := unwoff([]byte("wOFF")); err == nil {
		t.Error("a truncated woff unpacked")
	}
}

// TestFallback: every shipped family has a fallback face, regular and
// bold, Arial scaled to the family's width: Arial's own widths give
// 100%, and each family's scale is what its regular face's average
// width over Arial's is.
func TestFallback(t *testing.T) {
	if got := arial[0].average() / arial[0].average(); got != 1 {
		t.Fatalf("Arial against itself: %v", got)
	}
	// Inter is wider than Arial: Next.js's fallback for it (from
	// capsize's metrics) is Arial at 107.4%.
	if css := Fallback(Lookup("Inter")); !strings.Contains(css, "size-adjust: 107.") {
		t.Errorf("Inter's fallback is not Arial at about 107%%:\n%s", css)
	}
	for _, f := range catalog {
		css := Fallback(&f)
		if strings.Contains(f.Name, "Mono") {
			if css != "" {
				t.Errorf("%s is monospaced, and has Arial as its fallback:\n%s", f.Name, css)
			}
			continue
		}
		if n := strings.Count(css, "@font-face"); n != 2 {
			t.Errorf("%s: %d fallback faces, want regular and bold:\n%s", f.Name, n, css)
		}
		for _, want := range []string{`font-family: "` + f.Name + ` Fallback"`, `local("Liberation Sans")`, `local("Arial Bold")`, "ascent-override", "descent-override", "line-gap-override"} {
			if !strings.Contains(css, want) {
				t.Errorf("%s: the fallback lacks %s:\n%s", f.Name, want, css)
			}
		}
	}
}
