package link

import (
	"strings"
	"testing"
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
