package render

import (
	"bytes"
	"testing"
)

// TestSplicePage: marks are replaced in order, a missing one is left out,
// a block's mark takes the white space beside it, the footer's is its
// last occurrence (a mark the content wrote stays, as the content wrote
// it), and the sidebar is made only when its mark is found.
func TestSplicePage(t *testing.T) {
	made := 0
	nav := func() (func(*bytes.Buffer), int) {
		made++
		return func(b *bytes.Buffer) { b.WriteString("<nav>side</nav>") }, 15
	}
	sp := []splice{
		{mark: chromeMark(0), html: []byte("<div>banner</div>"), block: true},
		{mark: chromeMark(1), html: []byte("<header>top</header>"), block: true},
		{mark: placeholder, made: nav},
		{mark: apiMainMark, html: []byte("<b>api</b>")},
		{mark: chromeMark(5), html: []byte("<footer>f</footer>"), block: true, last: true},
	}
	for _, tt := range []struct{ in, want string }{
		{
			"<a>skip</a>\n" + chromeMark(1) + "\n<div>x " + apiMainMark + " y</div>" + chromeMark(5) + "</main>",
			"<a>skip</a><header>top</header><div>x <b>api</b> y</div><footer>f</footer></main>",
		},
		{
			chromeMark(0) + " " + chromeMark(1) + "<p>" + chromeMark(5) + "</p>\n" + chromeMark(5) + "\n",
			"<div>banner</div><header>top</header><p>" + chromeMark(5) + "</p><footer>f</footer>",
		},
		{"no marks", "no marks"},
	} {
		if got := splicePage([]byte(tt.in), sp); !bytes.Equal(got, []byte(tt.want)) {
			t.Errorf("splicePage(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
	if made != 0 {
		t.Errorf("the sidebar was made %d times without its mark", made)
	}
	if got := string(splicePage([]byte("<a>"+placeholder+"</a>"), sp)); got != "<a><nav>side</nav></a>" || made != 1 {
		t.Errorf("with the sidebar's mark: %q, made %d times", got, made)
	}
}
