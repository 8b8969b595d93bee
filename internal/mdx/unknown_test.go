package mdx

import (
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// TestUnknownAt checks that an unknown component is placed at its first
// use: in the page, or in the snippet that uses it.
func TestUnknownAt(t *testing.T) {
	a := txtar.Parse([]byte(`-- page.mdx --
import Shared from '/snippets/shared.mdx'

Text and <Blink>x</Blink>.

<Blink>again</Blink>

<Shared />
-- snippets/shared.mdx --
Some text.

  <Marquee>hi</Marquee>
`))
	res := renderArchive(a)
	for name, want := range map[string]string{"Blink": "page.mdx:3:10", "Marquee": "snippets/shared.mdx:3:3"} {
		if got := res.UnknownAt[name].String(); got != want {
			t.Errorf("<%s> first used at %q, want %q", name, got, want)
		}
	}
}
