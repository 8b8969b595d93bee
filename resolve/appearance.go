package resolve

import (
	"github.com/navbuild/navbuild/internal/config"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// background resolves `background`: its image as an asset setting (a
// missing mode shows the other's).
func (b *builder) background(bg config.Background) Background {
	return Background{Light: bg.Light, Dark: bg.Dark, Decoration: bg.Decoration,
		Image: b.asset("background.image", bg.Image)}
}

// posOf is where v is written; the zero Pos for nil.
func posOf(v *jsonv.Value) Pos {
	if v == nil {
		return Pos{}
	}
	return v.Pos()
}
