package icons

import (
	"strconv"
	"strings"
	"sync"
)

// proFile maps each Font Awesome Pro name (one in no free set) to the
// closest free glyph: "name<TAB>set:target", or "name<TAB>" when nothing
// is close. genicons generates it from the sets' names, aliases and
// search terms, with the names real sites use reviewed by hand.
const proFile = "sets/fontawesome-pro.txt"

var (
	proOnce sync.Once
	pro     map[string]string // name → "set:target" or ""
)

// proSubstitute returns the substitute of Pro name ("lucide:cctv"), ""
// when nothing free is close, and false when name is not a Pro name.
func proSubstitute(name string) (string, bool) {
	proOnce.Do(func() {
		pro = map[string]string{}
		data, err := files.ReadFile(proFile)
		if err != nil {
			return
		}
		for line := range strings.Lines(string(data)) {
			if name, to, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t"); ok {
				pro[name] = to
			}
		}
	})
	to, ok := pro[name]
	return to, ok
}

// IsPro reports whether name (as authors write it) is a Font Awesome
// Pro icon, one no free set has.
func IsPro(name string) bool {
	_, ok := proSubstitute(Normalize(name))
	return ok
}

// Note returns the warning for an icon written as name and drawn as g:
// that a Font Awesome Pro name is drawn by a free substitute, which it
// names; "" when g is the icon named.
func (g Glyph) Note(name string) string {
	if g.For == "" {
		return ""
	}
	return "icon " + strconv.Quote(name) + " is Font Awesome Pro; drawn as " + strconv.Quote(g.For)
}

// Missing returns the warning for an icon name no set has, which
// navbuild draws as a dot.
func Missing(name string) string {
	if IsPro(name) {
		return "icon " + strconv.Quote(name) + " is Font Awesome Pro and no free icon is close; navbuild draws a dot"
	}
	return "icon " + strconv.Quote(name) + " is in no icon set (Font Awesome, Lucide, Tabler); navbuild draws a dot"
}
