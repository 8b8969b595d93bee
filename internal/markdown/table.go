package markdown

import (
	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// TableWrapOpen and TableWrapClose surround every table of a page's body
// (Markdown's and an author's <table>): the box scrolls sideways, so the
// table keeps its own layout (display: table, the width its author gives
// it) and a wide one never widens the page. The box takes focus, so a
// keyboard can scroll it (axe: scrollable-region-focusable), as a code
// block does.
const (
	TableWrapOpen  = `<div class="table-wrap" tabindex="0">`
	TableWrapClose = `</div>`
)

// TableWrap is goldmark's table extension (GFM tables, same HTML) with
// each table inside [TableWrapOpen] and [TableWrapClose]. Add it after
// GFM: it takes over the rendering of the table node.
var TableWrap goldmark.Extender = tableWrap{}

type tableWrap struct{}

func (tableWrap) Extend(m goldmark.Markdown) {
	// Priority below the table extension's renderer (500): ours registers
	// last and wins.
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(newTableWrapRenderer(), 400)))
}

// tableWrapRenderer renders a table with goldmark's table renderer,
// inside the scroll box.
type tableWrapRenderer struct {
	html  renderer.NodeRenderer // goldmark's, for its options
	table renderer.NodeRendererFunc
}

func newTableWrapRenderer() *tableWrapRenderer {
	r := &tableWrapRenderer{html: extension.NewTableHTMLRenderer()}
	funcs := registry{}
	r.html.RegisterFuncs(funcs)
	r.table = funcs[ast.KindTable]
	return r
}

// SetOption passes goldmark's renderer options on to the table renderer.
func (r *tableWrapRenderer) SetOption(name renderer.OptionName, value any) {
	if s, ok := r.html.(renderer.SetOptioner); ok {
		s.SetOption(name, value)
	}
}

func (r *tableWrapRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindTable, r.render)
}

func (r *tableWrapRenderer) render(w util.BufWriter, src []byte, n gast.Node, entering bool) (gast.WalkStatus, error) {
	if entering {
		_, _ = w.WriteString(TableWrapOpen)
		return r.table(w, src, n, entering)
	}
	s, err := r.table(w, src, n, entering)
	_, _ = w.WriteString(TableWrapClose + "\n")
	return s, err
}
