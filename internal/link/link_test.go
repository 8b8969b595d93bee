package link

import (
	"html"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Kind
	}{
		{"/guides/intro", Path},
		{"intro", Path},
		{"../img/x.png", Path},
		{"guides/a:b", Path},
		{"", Path},
		{"#install", Anchor},
		{" #install", Anchor},
		{"https://example.com/x", External},
		{"HTTP://example.com", External},
		{"mailto:a@example.com", External},
		{"tel:+331", External},
		{"//cdn.example.com/x.js", External},
		{`\\evil.example`, External},
		{`/\evil.example`, External},
		{"data:image/png;base64,iVBOR", External},
		{"DATA:Image/JPEG,xx", External},

		{"javascript:alert(1)", Script},
		{"JavaScript:alert(1)", Script},
		{"JAVASCRIPT:alert(1)", Script},
		{" javascript:alert(1)", Script},
		{"\x01\x02javascript:alert(1)", Script},
		{"java\tscript:alert(1)", Script},
		{"java\nscript:alert(1)", Script},
		{"java\rscript:alert(1)", Script},
		{"java\x00script:alert(1)", Script},
		{"java\u200bscript:alert(1)", Script},
		{"\ufeffjavascript:alert(1)", Script},
		{"javascript&colon;alert(1),/x", Script},
		{"javascript&#58;alert(1)", Script},
		{"javascript&#x3a;alert(1)", Script},
		{"javascript&#x3A alert(1)", Script},
		{"&#106;avascript:alert(1)", Script},
		{"&#x6A;avascript:alert(1)", Script},
		{"&#0000106avascript:alert(1)", Script},
		{"java&Tab;script:alert(1)", Script},
		{"java&NewLine;script:alert(1)", Script},
		{"javascript&amp;colon;alert(1)", Script},
		{"vbscript:msgbox(1)", Script},
		{"VBScript:msgbox(1)", Script},
		{"data:text/html,<script>alert(1)</script>", Script},
		{"data:text/html;base64,PHNjcmlwdD4=", Script},
		{"data:image/svg+xml,<svg onload=alert(1)>", Script},
		{"data:,x", Script},
		{" DaTa:text/html,x", Script},
	} {
		if got := Classify(tc.in); got != tc.want {
			t.Errorf("Classify(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestIsExternal(t *testing.T) {
	for in, want := range map[string]bool{
		"https://x": true, "javascript:x": true, "//x": true,
		"/x": false, "#x": false, "x/y": false,
	} {
		if got := IsExternal(in); got != want {
			t.Errorf("IsExternal(%q) = %v, want %v", in, got, want)
		}
	}
}

// FuzzClassify checks that no way of writing a script scheme that a
// browser still reads as one is classified as anything but Script: the
// fuzzer picks the rest of the URL and, byte by byte, how each letter of
// the scheme is written (case, character reference, whitespace or
// control characters around it).
func FuzzClassify(f *testing.F) {
	f.Add(uint8(0), "alert(1)", []byte{0})
	f.Add(uint8(1), "msgbox(1)", []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint8(2), "text/html,<script>alert(1)</script>", []byte{9, 10, 11, 12})
	f.Add(uint8(0), ",/x", []byte{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3})
	f.Fuzz(func(t *testing.T, which uint8, rest string, how []byte) {
		scheme := []string{"javascript", "vbscript", "data"}[int(which)%3]
		if scheme == "data" && rasterData("data:"+rest) {
			rest = "text/html," + rest
		}
		var b strings.Builder
		for i, c := range scheme + ":" {
			h := byte(0)
			if i < len(how) {
				h = how[i]
			}
			b.WriteString(spell(c, h))
		}
		u := b.String() + rest
		if got := Classify(u); got != Script {
			t.Fatalf("Classify(%q) = %v, want script", u, got)
		}
	})
}

// spell writes the character c of a scheme in one of the ways a browser
// reads as c, chosen by h.
func spell(c rune, h byte) string {
	s := string(c)
	switch h % 13 {
	case 1:
		s = strings.ToUpper(s)
	case 2:
		s = "&#" + itoa(int(c)) + ";"
	case 3:
		s = "&#x" + strings.ToUpper(hex(int(c))) + ";"
	case 4:
		s = "&#" + itoa(int(c)) + semi(c)
	case 5:
		s = "&#000" + itoa(int(c)) + semi(c)
	case 6:
		s = "\t" + s
	case 7:
		s = s + "\n"
	case 8:
		s = "&Tab;" + s
	case 9:
		s = "&NewLine;" + s
	case 10:
		s = "\x00" + s
	case 11:
		s = "&amp;#" + itoa(int(c)) + ";" // double encoded
	case 12:
		if c == ':' {
			s = "&colon;"
		}
	}
	if h >= 128 {
		s = " " + s
	}
	return s
}

// semi ends a character reference for c: none for a letter of the
// scheme (a letter follows, which ends the number), one for the colon
// (the rest of the URL may start with a digit).
func semi(c rune) string {
	if c == ':' {
		return ";"
	}
	return ""
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func hex(n int) string {
	const digits = "0123456789abcdef"
	if n < 16 {
		return string(digits[n])
	}
	return hex(n/16) + string(digits[n%16])
}

func TestAllowed(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"/guides/intro", true},
		{"intro", true},
		{"../img/x.png", true},
		{"guides/a:b", true},
		{"./javascript:alert(1)/", true},
		{"/javascript:alert(1)", true},
		{"#install", true},
		{"https://example.com/x", true},
		{"HTTP://example.com", true},
		{"mailto:a@example.com", true},
		{"tel:+331", true},
		{"//cdn.example.com/x", true},
		{"", true},

		{"javascript:alert(document.domain);/x", false},
		{"javascript&colon;alert(1)", false},
		{" JAVA\tSCRIPT:alert(1)", false},
		{"vbscript:msgbox(1)", false},
		{"data:text/html,x", false},
		{"data:image/png;base64,iVBOR", false},
		{"file:///etc/passwd", false},
		{"ftp://example.com", false},
		{"cursor://anysphere.cursor-deeplink/mcp", false},
		{"foo:bar/baz", false},
	} {
		if got := Allowed(tc.in); got != tc.want {
			t.Errorf("Allowed(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestRelative(t *testing.T) {
	for in, want := range map[string]string{
		"guides/intro/":                       "guides/intro/",
		"./":                                  "./",
		"guides/a:b/":                         "guides/a:b/",
		"#x":                                  "#x",
		"javascript:/alert/":                  "./javascript:/alert/",
		"javascript:alert(document.domain);/": "./javascript:alert(document.domain);/",
		"https:/example.com/":                 "./https:/example.com/",
		"javascript&colon;x/":                 "./javascript&colon;x/",
		`\\evil.example/`:                     `./\\evil.example/`,
		"//evil.example/":                     ".///evil.example/",
	} {
		if got := Relative(in); got != want {
			t.Errorf("Relative(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzAllowed checks the URL rule against a browser's reading of a URL,
// written here independently of the package: whatever the input, a
// target [Allowed] accepts never reads as a javascript:, vbscript:,
// livescript: or data: URL, and [Relative] never returns one with a
// scheme at all; with zero, one or two layers of HTML character
// references decoded (an attribute, then the page), whitespace and
// control characters dropped where a browser drops them, in any case.
func FuzzAllowed(f *testing.F) {
	for _, s := range []string{"javascript:alert(1)", "/javascript:alert(1)", "https://x", "mailto:a@b",
		"java&#x73;cript:x", "&#x6A;avascript&colon;x", "\tjava\nscript:x", "data:image/png,x", "guides/a:b",
		"&amp;#106;avascript:x", "\\\\evil", "cursor://x", "javascript%3Aalert(1)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		for layers := range 3 {
			if Allowed(raw) {
				if s := browserScheme(raw, layers); s == "javascript" || s == "vbscript" || s == "livescript" || s == "data" {
					t.Fatalf("Allowed(%q), read by a browser as a %s: URL", raw, s)
				}
			}
			if r := Relative(raw); browserScheme(r, layers) != "" {
				t.Fatalf("Relative(%q) = %q, read by a browser as a %s: URL", raw, r, browserScheme(r, layers))
			}
		}
	})
}

// browserScheme returns the lower-case scheme a browser reads in the
// href value s after layers of HTML decoding, "" for none: leading C0
// controls and spaces stripped, tabs and newlines removed anywhere (the
// URL standard), and, as older browsers did, any other control,
// whitespace or invisible formatting character too.
func browserScheme(s string, layers int) string {
	for range layers {
		s = html.UnescapeString(s)
	}
	s = strings.Map(func(r rune) rune {
		if r <= ' ' || r == 0x7f || unicode.IsSpace(r) || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, s)
	m := schemeRE.FindString(s)
	return strings.ToLower(strings.TrimSuffix(m, ":"))
}

var schemeRE = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.\-]*:`)
