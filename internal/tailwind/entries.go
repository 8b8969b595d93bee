package tailwind

// entries lists the utilities in Tailwind 3.4's plugin order (its
// corePlugins list), which is the order of their rules in the output.
func entries() []entry {
	var es []entry
	st := func(pairs ...string) {
		for i := 0; i+1 < len(pairs); i += 2 {
			es = append(es, entry{name: pairs[i], decls: pairs[i+1]})
		}
	}
	fn := func(name string, h handler) { es = append(es, entry{name: name, fn: h}) }
	kw := func(prop string, names ...string) {
		for _, n := range names {
			es = append(es, entry{name: n, decls: prop + ":" + n})
		}
	}
	pre := func(prefix, prop string, values ...string) {
		for _, v := range values {
			es = append(es, entry{name: prefix + v, decls: prop + ":" + v})
		}
	}
	// align writes a family of alignment utilities: between, around and
	// evenly are space-*, and start and end are flex-start and flex-end
	// where flex is set (Tailwind's flexbox-era names).
	align := func(prefix, prop string, flex bool, values ...string) {
		for _, v := range values {
			d := v
			switch {
			case v == "between" || v == "around" || v == "evenly":
				d = "space-" + v
			case flex && (v == "start" || v == "end"):
				d = "flex-" + v
			}
			es = append(es, entry{name: prefix + v, decls: prop + ":" + d})
		}
	}

	st("sr-only", "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border-width:0",
		"not-sr-only", "position:static;width:auto;height:auto;padding:0;margin:0;overflow:visible;clip:auto;white-space:normal",
		"pointer-events-none", "pointer-events:none", "pointer-events-auto", "pointer-events:auto",
		"visible", "visibility:visible", "invisible", "visibility:hidden", "collapse", "visibility:collapse")
	kw("position", "static", "fixed", "absolute", "relative", "sticky")
	for _, x := range []struct{ name, props string }{
		{"inset", "inset"}, {"inset-x", "left right"}, {"inset-y", "top bottom"}, {"start", "inset-inline-start"}, {"end", "inset-inline-end"},
		{"top", "top"}, {"right", "right"}, {"bottom", "bottom"}, {"left", "left"},
	} {
		fn(x.name, props("inset", true, fields(x.props)...))
	}
	st("isolate", "isolation:isolate", "isolation-auto", "isolation:auto")
	fn("z", props("zIndex", true, "z-index"))
	fn("order", props("order", true, "order"))
	fn("col", props("gridColumn", false, "grid-column"))
	fn("col-start", props("gridColumnStart", false, "grid-column-start"))
	fn("col-end", props("gridColumnEnd", false, "grid-column-end"))
	fn("row", props("gridRow", false, "grid-row"))
	fn("row-start", props("gridRowStart", false, "grid-row-start"))
	fn("row-end", props("gridRowEnd", false, "grid-row-end"))
	pre("float-", "float", "start", "end", "right", "left", "none")
	pre("clear-", "clear", "start", "end", "left", "right", "both", "none")
	for _, x := range []struct{ name, props string }{
		{"m", "margin"}, {"mx", "margin-left margin-right"}, {"my", "margin-top margin-bottom"},
		{"ms", "margin-inline-start"}, {"me", "margin-inline-end"}, {"mt", "margin-top"}, {"mr", "margin-right"},
		{"mb", "margin-bottom"}, {"ml", "margin-left"},
	} {
		fn(x.name, props("margin", true, fields(x.props)...))
	}
	st("box-border", "box-sizing:border-box", "box-content", "box-sizing:content-box")
	fn("line-clamp", lineClamp)
	st("block", "display:block", "inline-block", "display:inline-block", "inline", "display:inline",
		"flex", "display:flex", "inline-flex", "display:inline-flex", "table", "display:table",
		"inline-table", "display:inline-table", "table-caption", "display:table-caption", "table-cell", "display:table-cell",
		"table-column", "display:table-column", "table-column-group", "display:table-column-group",
		"table-footer-group", "display:table-footer-group", "table-header-group", "display:table-header-group",
		"table-row-group", "display:table-row-group", "table-row", "display:table-row", "flow-root", "display:flow-root",
		"grid", "display:grid", "inline-grid", "display:inline-grid", "contents", "display:contents",
		"list-item", "display:list-item", "hidden", "display:none")
	fn("aspect", props("aspectRatio", false, "aspect-ratio"))
	fn("size", props("size", false, "width", "height"))
	fn("h", props("height", false, "height"))
	fn("max-h", props("maxHeight", false, "max-height"))
	fn("min-h", props("minHeight", false, "min-height"))
	fn("w", props("width", false, "width"))
	fn("min-w", props("minWidth", false, "min-width"))
	fn("max-w", props("maxWidth", false, "max-width"))
	fn("flex", props("flex", false, "flex"))
	fn("shrink", props("flexShrink", false, "flex-shrink"))
	fn("flex-shrink", props("flexShrink", false, "flex-shrink"))
	fn("grow", props("flexGrow", false, "flex-grow"))
	fn("flex-grow", props("flexGrow", false, "flex-grow"))
	fn("basis", props("flexBasis", false, "flex-basis"))
	st("table-auto", "table-layout:auto", "table-fixed", "table-layout:fixed",
		"border-collapse", "border-collapse:collapse", "border-separate", "border-collapse:separate")
	fn("origin", props("transformOrigin", false, "transform-origin"))
	fn("translate-x", transformVar("translate", true, "--tw-translate-x"))
	fn("translate-y", transformVar("translate", true, "--tw-translate-y"))
	fn("rotate", transformVar("rotate", true, "--tw-rotate"))
	fn("skew-x", transformVar("skew", true, "--tw-skew-x"))
	fn("skew-y", transformVar("skew", true, "--tw-skew-y"))
	fn("scale", scale("--tw-scale-x", "--tw-scale-y"))
	fn("scale-x", scale("--tw-scale-x"))
	fn("scale-y", scale("--tw-scale-y"))
	st("transform", "transform:"+transform, "transform-cpu", "transform:"+transform, "transform-none", "transform:none")
	fn("animate", animate)
	fn("cursor", props("cursor", false, "cursor"))
	st("select-none", "user-select:none", "select-text", "user-select:text", "select-all", "user-select:all", "select-auto", "user-select:auto",
		"resize-none", "resize:none", "resize-y", "resize:vertical", "resize-x", "resize:horizontal", "resize", "resize:both",
		"list-inside", "list-style-position:inside", "list-outside", "list-style-position:outside")
	fn("list", props("listStyleType", false, "list-style-type"))
	st("appearance-none", "appearance:none", "appearance-auto", "appearance:auto")
	fn("columns", props("columns", false, "columns"))
	fn("auto-cols", props("gridAutoColumns", false, "grid-auto-columns"))
	st("grid-flow-row", "grid-auto-flow:row", "grid-flow-col", "grid-auto-flow:column", "grid-flow-dense", "grid-auto-flow:dense",
		"grid-flow-row-dense", "grid-auto-flow:row dense", "grid-flow-col-dense", "grid-auto-flow:column dense")
	fn("auto-rows", props("gridAutoRows", false, "grid-auto-rows"))
	fn("grid-cols", props("gridTemplateColumns", false, "grid-template-columns"))
	fn("grid-rows", props("gridTemplateRows", false, "grid-template-rows"))
	st("flex-row", "flex-direction:row", "flex-row-reverse", "flex-direction:row-reverse",
		"flex-col", "flex-direction:column", "flex-col-reverse", "flex-direction:column-reverse",
		"flex-wrap", "flex-wrap:wrap", "flex-wrap-reverse", "flex-wrap:wrap-reverse", "flex-nowrap", "flex-wrap:nowrap")
	align("place-content-", "place-content", false, "center", "start", "end", "between", "around", "evenly", "baseline", "stretch")
	align("place-items-", "place-items", false, "start", "end", "center", "baseline", "stretch")
	align("content-", "align-content", true, "normal", "center", "start", "end", "between", "around", "evenly", "baseline", "stretch")
	align("items-", "align-items", true, "start", "end", "center", "baseline", "stretch")
	align("justify-", "justify-content", true, "normal", "start", "end", "center", "between", "around", "evenly", "stretch")
	align("justify-items-", "justify-items", false, "start", "end", "center", "stretch")
	fn("gap", props("gap", false, "gap"))
	fn("gap-x", props("gap", false, "column-gap"))
	fn("gap-y", props("gap", false, "row-gap"))
	fn("space-x", between("space", "x", "space"))
	fn("space-y", between("space", "y", "space"))
	fn("divide-x", between("divideWidth", "x", "divide"))
	fn("divide-y", between("divideWidth", "y", "divide"))
	fn("divide", divideColour)
	align("self-", "align-self", true, "auto", "start", "end", "center", "stretch", "baseline")
	align("justify-self-", "justify-self", false, "auto", "start", "end", "center", "stretch")
	st("overflow-auto", "overflow:auto", "overflow-hidden", "overflow:hidden", "overflow-clip", "overflow:clip",
		"overflow-visible", "overflow:visible", "overflow-scroll", "overflow:scroll",
		"overflow-x-auto", "overflow-x:auto", "overflow-y-auto", "overflow-y:auto", "overflow-x-hidden", "overflow-x:hidden",
		"overflow-y-hidden", "overflow-y:hidden", "overflow-x-clip", "overflow-x:clip", "overflow-y-clip", "overflow-y:clip",
		"overflow-x-visible", "overflow-x:visible", "overflow-y-visible", "overflow-y:visible", "overflow-x-scroll", "overflow-x:scroll",
		"overflow-y-scroll", "overflow-y:scroll",
		"scroll-auto", "scroll-behavior:auto", "scroll-smooth", "scroll-behavior:smooth",
		"truncate", "overflow:hidden;text-overflow:ellipsis;white-space:nowrap",
		"text-ellipsis", "text-overflow:ellipsis", "text-clip", "text-overflow:clip")
	pre("whitespace-", "white-space", "normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces")
	st("text-wrap", "text-wrap:wrap", "text-nowrap", "text-wrap:nowrap", "text-balance", "text-wrap:balance", "text-pretty", "text-wrap:pretty",
		"break-normal", "overflow-wrap:normal;word-break:normal", "break-words", "overflow-wrap:break-word",
		"break-all", "word-break:break-all", "break-keep", "word-break:keep-all")
	for _, x := range []struct{ name, props string }{
		{"rounded", "border-radius"},
		{"rounded-s", "border-start-start-radius border-end-start-radius"}, {"rounded-e", "border-start-end-radius border-end-end-radius"},
		{"rounded-t", "border-top-left-radius border-top-right-radius"}, {"rounded-r", "border-top-right-radius border-bottom-right-radius"},
		{"rounded-b", "border-bottom-right-radius border-bottom-left-radius"}, {"rounded-l", "border-top-left-radius border-bottom-left-radius"},
		{"rounded-ss", "border-start-start-radius"}, {"rounded-se", "border-start-end-radius"}, {"rounded-ee", "border-end-end-radius"},
		{"rounded-es", "border-end-start-radius"}, {"rounded-tl", "border-top-left-radius"}, {"rounded-tr", "border-top-right-radius"},
		{"rounded-br", "border-bottom-right-radius"}, {"rounded-bl", "border-bottom-left-radius"},
	} {
		fn(x.name, props("borderRadius", false, fields(x.props)...))
	}
	for _, x := range []struct{ name, sides string }{
		{"border", "border"}, {"border-x", "border-left border-right"}, {"border-y", "border-top border-bottom"},
		{"border-s", "border-inline-start"}, {"border-e", "border-inline-end"}, {"border-t", "border-top"},
		{"border-r", "border-right"}, {"border-b", "border-bottom"}, {"border-l", "border-left"},
	} {
		fn(x.name, borderSide(fields(x.sides)...))
	}
	pre("border-", "border-style", "solid", "dashed", "dotted", "double", "hidden", "none")
	fn("bg", background)
	fn("bg-opacity", opacityOf("--tw-bg-opacity"))
	fn("from", gradientStop("from"))
	fn("via", gradientStop("via"))
	fn("to", gradientStop("to"))
	st("bg-fixed", "background-attachment:fixed", "bg-local", "background-attachment:local", "bg-scroll", "background-attachment:scroll",
		"bg-clip-border", "background-clip:border-box", "bg-clip-padding", "background-clip:padding-box",
		"bg-clip-content", "background-clip:content-box", "bg-clip-text", "background-clip:text",
		"bg-repeat", "background-repeat:repeat", "bg-no-repeat", "background-repeat:no-repeat", "bg-repeat-x", "background-repeat:repeat-x",
		"bg-repeat-y", "background-repeat:repeat-y", "bg-repeat-round", "background-repeat:round", "bg-repeat-space", "background-repeat:space")
	fn("fill", colourProp("fill", ""))
	fn("stroke", stroke)
	st("object-contain", "object-fit:contain", "object-cover", "object-fit:cover", "object-fill", "object-fit:fill",
		"object-none", "object-fit:none", "object-scale-down", "object-fit:scale-down")
	fn("object", props("objectPosition", false, "object-position"))
	for _, x := range []struct{ name, props string }{
		{"p", "padding"}, {"px", "padding-left padding-right"}, {"py", "padding-top padding-bottom"},
		{"ps", "padding-inline-start"}, {"pe", "padding-inline-end"}, {"pt", "padding-top"}, {"pr", "padding-right"},
		{"pb", "padding-bottom"}, {"pl", "padding-left"},
	} {
		fn(x.name, props("padding", false, fields(x.props)...))
	}
	pre("text-", "text-align", "left", "center", "right", "justify", "start", "end")
	fn("indent", props("textIndent", true, "text-indent"))
	pre("align-", "vertical-align", "baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super")
	fn("font", fontWeightOrFamily)
	fn("text", text)
	st("uppercase", "text-transform:uppercase", "lowercase", "text-transform:lowercase", "capitalize", "text-transform:capitalize",
		"normal-case", "text-transform:none", "italic", "font-style:italic", "not-italic", "font-style:normal")
	fn("leading", props("lineHeight", false, "line-height"))
	fn("tracking", props("letterSpacing", true, "letter-spacing"))
	fn("text-opacity", opacityOf("--tw-text-opacity"))
	st("underline", "text-decoration-line:underline", "overline", "text-decoration-line:overline",
		"line-through", "text-decoration-line:line-through", "no-underline", "text-decoration-line:none")
	fn("decoration", decoration)
	pre("decoration-", "text-decoration-style", "solid", "double", "dotted", "dashed", "wavy")
	fn("underline-offset", props("textUnderlineOffset", false, "text-underline-offset"))
	st("antialiased", "-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale",
		"subpixel-antialiased", "-webkit-font-smoothing:auto;-moz-osx-font-smoothing:auto")
	fn("placeholder", placeholderColour)
	fn("caret", colourProp("caret-color", ""))
	fn("accent", colourProp("accent-color", ""))
	fn("opacity", props("opacity", false, "opacity"))
	pre("mix-blend-", "mix-blend-mode", "normal", "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
		"hard-light", "soft-light", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "plus-lighter")
	fn("shadow", shadow)
	st("outline-none", "outline:2px solid transparent;outline-offset:2px", "outline-dashed", "outline-style:dashed",
		"outline-dotted", "outline-style:dotted", "outline-double", "outline-style:double")
	fn("outline", outline)
	fn("outline-offset", props("outlineOffset", true, "outline-offset"))
	fn("ring", ring)
	fn("ring-offset", ringOffset)
	fn("blur", filterVar("blur", "blur", "--tw-blur", "filter", filter, false))
	fn("brightness", filterVar("brightness", "brightness", "--tw-brightness", "filter", filter, false))
	fn("contrast", filterVar("contrast", "contrast", "--tw-contrast", "filter", filter, false))
	fn("grayscale", filterVar("grayscale", "grayscale", "--tw-grayscale", "filter", filter, false))
	fn("hue-rotate", filterVar("hueRotate", "hue-rotate", "--tw-hue-rotate", "filter", filter, true))
	fn("invert", filterVar("invert", "invert", "--tw-invert", "filter", filter, false))
	fn("saturate", filterVar("saturate", "saturate", "--tw-saturate", "filter", filter, false))
	fn("sepia", filterVar("sepia", "sepia", "--tw-sepia", "filter", filter, false))
	st("filter", "filter:"+filter, "filter-none", "filter:none")
	fn("backdrop-blur", filterVar("backdropBlur", "blur", "--tw-backdrop-blur", "backdrop-filter", backdrop, false))
	fn("backdrop-brightness", filterVar("backdropBrightness", "brightness", "--tw-backdrop-brightness", "backdrop-filter", backdrop, false))
	fn("backdrop-opacity", filterVar("backdropOpacity", "opacity", "--tw-backdrop-opacity", "backdrop-filter", backdrop, false))
	fn("backdrop-saturate", filterVar("backdropSaturate", "saturate", "--tw-backdrop-saturate", "backdrop-filter", backdrop, false))
	fn("backdrop-grayscale", filterVar("backdropGrayscale", "grayscale", "--tw-backdrop-grayscale", "backdrop-filter", backdrop, false))
	fn("transition", transition)
	fn("delay", props("transitionDelay", false, "transition-delay"))
	fn("duration", props("transitionDuration", false, "transition-duration"))
	fn("ease", props("transitionTimingFunction", false, "transition-timing-function"))
	fn("will-change", props("willChange", false, "will-change"))
	fn("content", content)
	return es
}

func fields(s string) []string {
	var out []string
	for _, f := range splitTop(s, ' ') {
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}
