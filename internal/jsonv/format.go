package jsonv

import (
	"math"
	"strconv"
	"strings"
)

// Indent writes v as JavaScript's JSON.stringify(v, null, 2) does: two
// spaces a level, "[]" and "{}" for empty arrays and objects, numbers
// written as JavaScript prints them, and only the characters JSON needs
// escaped. The reference's CLI writes the files it generates this way.
// There is no newline after the last character.
func Indent(v *Value) []byte {
	var b strings.Builder
	indent(&b, v, 0)
	return []byte(b.String())
}

func indent(b *strings.Builder, v *Value, depth int) {
	newline := func(d int) {
		b.WriteByte('\n')
		for range d {
			b.WriteString("  ")
		}
	}
	switch v.Kind {
	case Null:
		b.WriteString("null")
	case Bool:
		b.WriteString(strconv.FormatBool(v.Bool))
	case Number:
		b.WriteString(jsNumber(v.Str))
	case String:
		writeString(b, v.Str)
	case Array:
		if len(v.Arr) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteByte('[')
		for i, el := range v.Arr {
			if i > 0 {
				b.WriteByte(',')
			}
			newline(depth + 1)
			indent(b, el, depth+1)
		}
		newline(depth)
		b.WriteByte(']')
	case Object:
		if len(v.Obj) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteByte('{')
		for i, m := range v.Obj {
			if i > 0 {
				b.WriteByte(',')
			}
			newline(depth + 1)
			writeString(b, m.Key)
			b.WriteString(": ")
			indent(b, m.Value, depth+1)
		}
		newline(depth)
		b.WriteByte('}')
	}
}

// writeString quotes s as JSON.stringify does: `"` and `\` escaped, the
// control characters with short escapes where JSON has one, else \u00xx;
// everything else, non-ASCII included, as it is.
func writeString(b *strings.Builder, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if c < 0x20 {
				b.WriteString(`\u00`)
				b.WriteByte(hex[c>>4])
				b.WriteByte(hex[c&0xF])
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
}

// jsNumber writes the number literal lit as JavaScript's Number#toString
// does (ECMA-262 Number::toString): the shortest digits that read back
// the same double, in plain notation for exponents from -7 to 20 and in
// exponent notation ("1e+21", "1.5e-7") beyond. A literal too large for
// a double is null, as JSON.stringify writes Infinity.
func jsNumber(lit string) string {
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil && !math.IsInf(f, 0) {
		return lit
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return "null"
	}
	if f == 0 {
		return "0"
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	// 'e' with precision -1 gives the shortest digits: d.ddde±xx.
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	k, n := len(digits), x+1 // as in the spec: value = 0.digits × 10^n
	var s string
	switch {
	case k <= n && n <= 21:
		s = digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		s = digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		s = "0." + strings.Repeat("0", -n) + digits
	default:
		s = digits[:1]
		if k > 1 {
			s += "." + digits[1:]
		}
		if n-1 >= 0 {
			s += "e+" + strconv.Itoa(n-1)
		} else {
			s += "e-" + strconv.Itoa(1-n)
		}
	}
	return sign + s
}
