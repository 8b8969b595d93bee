package colour

import "fmt"

// WCAG AA minimum contrast ratios.
const (
	TextRatio = 4.5 // body text
	UIRatio   = 3.0 // large text and the boundary of a control
)

// Input is what docs.json says about colours: `colors.primary`,
// `colors.light`, `colors.dark` and `background.color.light|dark`, as
// "#rgb" or "#rrggbb", "" when unset. Unparsable values count as unset.
type Input struct {
	Primary, Light, Dark string
	BgLight, BgDark      string
}

// The reference's roles of the three colours: primary is the emphasis of
// light mode, light the emphasis of dark mode, dark the buttons of both
// (each falls back to primary).
const (
	KeyPrimary = "colors.primary"
	KeyLight   = "colors.light"
	KeyDark    = "colors.dark"
)

// Mode is the palette of one colour mode. Every colour is opaque except
// HeaderBg, the translucent sticky header.
type Mode struct {
	Dark bool // the background is dark: CSS color-scheme and shadows follow it

	Bg, BgRaised, BgSubtle, BgHover, CodeBg RGB
	HeaderBg                                RGB // drawn at 85% opacity
	Fg, FgStrong, FgMuted, FgFaint          RGB
	Border, BorderStrong                    RGB

	// Accent is the colour of links, emphasis and the current item, as
	// text; AccentSoft the highlight drawn behind it.
	Accent, AccentSoft RGB
	// Button is the fill of buttons and badges (the banner, the navbar's
	// primary button, the current anchor's icon); OnButton their text.
	Button, OnButton RGB
}

// Palette holds both modes. Its zero value is unusable: build one with
// [Derive].
type Palette struct{ Light, Dark Mode }

// Adjustment records a colour of docs.json that navbuild could not use as
// given on the page background: Key ("colors.primary") as Given fails Min on Against in Mode
// ("light" or "dark") as Role ("text" or "button"), so Used is drawn
// instead.
type Adjustment struct {
	Key, Mode, Role string
	Given, Used     RGB
	Against         RGB
	Ratio, Min      float64
}

func (a Adjustment) String() string {
	return fmt.Sprintf("%s %s has %.1f:1 contrast as %s on the %s background %s; navbuild uses %s (WCAG AA needs %.1f:1)",
		a.Key, a.Given, a.Ratio, a.Role, a.Mode, a.Against, a.Used, a.Min)
}

// The palette navbuild draws without docs.json's colours.
var (
	DefaultPrimary = RGB{0x16, 0xa3, 0x4a}
	defaultLight   = Mode{
		Bg: RGB{0xff, 0xff, 0xff}, BgRaised: RGB{0xff, 0xff, 0xff}, BgSubtle: RGB{0xf6, 0xf7, 0xf8}, BgHover: RGB{0xf0, 0xf1, 0xf2},
		CodeBg: RGB{0xf6, 0xf7, 0xf8}, HeaderBg: RGB{0xff, 0xff, 0xff},
		Fg: RGB{0x11, 0x18, 0x27}, FgStrong: RGB{0x03, 0x07, 0x12}, FgMuted: RGB{0x4b, 0x55, 0x63}, FgFaint: RGB{0x6b, 0x72, 0x80},
		Border: RGB{0xe5, 0xe7, 0xeb}, BorderStrong: RGB{0xd1, 0xd5, 0xdb},
	}
	defaultDark = Mode{
		Dark: true,
		Bg:   RGB{0x0b, 0x0c, 0x0e}, BgRaised: RGB{0x14, 0x15, 0x18}, BgSubtle: RGB{0x16, 0x18, 0x1b}, BgHover: RGB{0x1b, 0x1c, 0x1f},
		CodeBg: RGB{0x13, 0x14, 0x17}, HeaderBg: RGB{0x0b, 0x0c, 0x0e},
		Fg: RGB{0xe5, 0xe7, 0xeb}, FgStrong: RGB{0xf9, 0xfa, 0xfb}, FgMuted: RGB{0xa1, 0xa1, 0xaa}, FgFaint: RGB{0x8b, 0x8b, 0x94},
		Border: RGB{0x24, 0x26, 0x2b}, BorderStrong: RGB{0x34, 0x37, 0x3d},
	}
)

// neutrals returns the background and text shades of a mode whose page
// background is bg: navbuild's own when bg is its default, else shades
// mixed from bg, tinted as bg is.
func neutrals(def Mode, bg string) Mode {
	c, ok := Parse(bg)
	if !ok || c == def.Bg {
		return def
	}
	if dark(c) {
		base := defaultDark
		w := RGB{255, 255, 255}
		return Mode{Dark: true, Bg: c, BgRaised: Mix(c, w, 0.04), BgSubtle: Mix(c, w, 0.05), BgHover: Mix(c, w, 0.08), CodeBg: Mix(c, w, 0.04),
			HeaderBg: c, Fg: base.Fg, FgStrong: base.FgStrong, FgMuted: base.FgMuted, FgFaint: base.FgFaint,
			Border: Mix(c, w, 0.13), BorderStrong: Mix(c, w, 0.2)}
	}
	base := defaultLight
	k := RGB{0x0f, 0x17, 0x2a}
	return Mode{Bg: c, BgRaised: Mix(c, RGB{255, 255, 255}, 0.6), BgSubtle: Mix(c, k, 0.03), BgHover: Mix(c, k, 0.05), CodeBg: Mix(c, k, 0.03),
		HeaderBg: c, Fg: base.Fg, FgStrong: base.FgStrong, FgMuted: base.FgMuted, FgFaint: base.FgFaint,
		Border: Mix(c, k, 0.1), BorderStrong: Mix(c, k, 0.17)}
}

// Derive builds the palette of in and lists the colours of docs.json it
// had to change to meet WCAG AA, in a fixed order (light mode first).
func Derive(in Input) (Palette, []Adjustment) {
	var adj []Adjustment
	primary, ok := Parse(in.Primary)
	primaryKey := KeyPrimary
	if !ok {
		primary, primaryKey = DefaultPrimary, ""
	}
	pick := func(s, key string) (RGB, string) {
		if c, ok := Parse(s); ok {
			return c, key
		}
		return primary, primaryKey
	}
	night, nightKey := pick(in.Light, KeyLight)
	button, buttonKey := pick(in.Dark, KeyDark)
	// Dark mode falls back to primary where colors.light or colors.dark
	// is unset. No colour can read as text on both a white and a black
	// page, so such a fallback is navbuild's to fit, not the author's to
	// be warned about: only a colour given for dark mode is reported
	// there.
	nightKey = givenKey(in.Light, nightKey)
	darkButtonKey := givenKey(in.Dark, buttonKey)

	mode := func(name string, def Mode, bg string, accent RGB, accentKey, buttonKey string) Mode {
		m := neutrals(def, bg)
		grounds := []RGB{m.Bg, m.BgRaised, m.BgSubtle, m.BgHover, m.CodeBg}
		for _, fg := range []*RGB{&m.Fg, &m.FgStrong, &m.FgMuted, &m.FgFaint} {
			*fg = Fit(*fg, TextRatio, grounds...)
		}
		// The accent is text on every background, the soft highlight
		// included, which is mixed from the accent as the author gave it.
		m.AccentSoft = Mix(m.Bg, accent, 0.1)
		if m.Dark {
			m.AccentSoft = Mix(m.Bg, accent, 0.16)
		}
		need := append(grounds, m.AccentSoft)
		m.Accent = Fit(accent, TextRatio, need...)
		if minContrast(m.Accent, need) < TextRatio {
			// A mid-grey page leaves no room for a tinted highlight.
			m.AccentSoft = m.BgHover
			need = grounds
			m.Accent = Fit(accent, TextRatio, need...)
		}
		// Reported only when the colour fails on the page itself: the
		// shades for raised, hover and highlighted surfaces are derived.
		if Contrast(accent, m.Bg) < TextRatio && accentKey != "" {
			adj = append(adj, Adjustment{Key: accentKey, Mode: name, Role: "text", Given: accent, Used: m.Accent,
				Against: m.Bg, Ratio: Contrast(accent, m.Bg), Min: TextRatio})
		}
		// A button must stand out from the page (3:1) and hold readable
		// text: black or white, whichever reads better, always reaches 4.5:1.
		m.Button = Fit(button, UIRatio, m.Bg, m.HeaderBg)
		if m.Button != button && buttonKey != "" {
			adj = append(adj, Adjustment{Key: buttonKey, Mode: name, Role: "button", Given: button, Used: m.Button,
				Against: m.Bg, Ratio: Contrast(button, m.Bg), Min: UIRatio})
		}
		m.OnButton = RGB{255, 255, 255}
		if !dark(m.Button) {
			m.OnButton = RGB{}
		}
		return m
	}
	p := Palette{
		Light: mode("light", defaultLight, in.BgLight, primary, primaryKey, buttonKey),
		Dark:  mode("dark", defaultDark, in.BgDark, night, nightKey, darkButtonKey),
	}
	return p, adj
}

// givenKey is key when s, the docs.json value it names, holds a colour,
// else "".
func givenKey(s, key string) string {
	if _, ok := Parse(s); ok {
		return key
	}
	return ""
}
