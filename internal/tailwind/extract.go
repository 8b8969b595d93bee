package tailwind

import "bytes"

// Extract calls add with each class token of the class and className
// attributes in src (MDX, HTML, JSX): `class="a b"`, `className='a'`,
// `className={"a"}` and the text of a template literal outside its
// `${…}` parts. A token may be reported several times. Like Tailwind's
// own scan it reads the text, not a parse: an attribute inside a code
// block counts too, which only costs a rule.
func Extract(src []byte, add func(string)) {
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("class"))
		if j < 0 {
			return
		}
		at := i + j
		i = at + len("class")
		if at > 0 && isNameByte(src[at-1]) {
			continue
		}
		k := i
		if bytes.HasPrefix(src[k:], []byte("Name")) {
			k += len("Name")
		}
		k = skipSpace(src, k)
		if k >= len(src) || src[k] != '=' {
			continue
		}
		k = skipSpace(src, k+1)
		if k < len(src) && src[k] == '{' {
			k = skipSpace(src, k+1)
		}
		if k >= len(src) {
			return
		}
		q := src[k]
		if q != '"' && q != '\'' && q != '`' {
			continue
		}
		end := bytes.IndexByte(src[k+1:], q)
		if end < 0 {
			return
		}
		val := src[k+1 : k+1+end]
		i = k + 2 + end
		if q == '`' {
			val = dropInterpolations(val)
		}
		for _, f := range bytes.Fields(val) {
			add(string(f))
		}
	}
}

func isNameByte(c byte) bool {
	return c == '-' || c == '_' || c == '.' || c == ':' || c == '$' ||
		'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func skipSpace(src []byte, k int) int {
	for k < len(src) && (src[k] == ' ' || src[k] == '\t' || src[k] == '\n' || src[k] == '\r') {
		k++
	}
	return k
}

// dropInterpolations replaces each `${…}` of a template literal's text
// with a space: what an expression yields cannot be known.
func dropInterpolations(v []byte) []byte {
	if !bytes.Contains(v, []byte("${")) {
		return v
	}
	out := make([]byte, 0, len(v))
	for i := 0; i < len(v); i++ {
		if v[i] == '$' && i+1 < len(v) && v[i+1] == '{' {
			depth := 0
			for ; i < len(v); i++ {
				if v[i] == '{' {
					depth++
				} else if v[i] == '}' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			out = append(out, ' ')
			continue
		}
		out = append(out, v[i])
	}
	return out
}
