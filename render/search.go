package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/navbuild/navbuild/internal/search"
	"github.com/navbuild/navbuild/resolve"
)

// searchDir is where the search index lives in a site.
const searchDir = "_navbuild/search/"

// searchPlan is what the navigation alone says about the search index:
// which pages each scope holds, and so the names of the index files. It is
// built by Prepare, before any page renders.
type searchPlan struct {
	scopes  []search.Scope // Entry.Rec is nil: records come from rendering
	members [][]int        // per scope: the index in site.Pages of each entry
	indexed []bool         // by index in site.Pages: in some scope
	pages   map[*resolve.Page]bool
	section map[*resolve.Division]string
	files   map[string]bool // names under searchDir
}

// searchState holds the pages' search records and the index built from
// them, filled by Site.Render and Site.RenderPage.
type searchState struct {
	mu      sync.Mutex
	records []*search.Record  // by index in site.Pages
	files   map[string][]byte // the built index; nil when stale
}

type scopeKey struct{ product, version, language *resolve.Division }

// planSearch decides the scopes: one per product × version × language
// holding the searchable pages its sidebars list (hidden pages, pages of
// a hidden group or tab, noindex and unsearchable ones only with
// seo.indexing "all"), plus "all" when there are several. A page listed
// in several scopes is in each. A hidden product, version or language is
// a scope of its own that "all" leaves out: its pages, which readers
// reach by link, search what they belong to. The documents files number
// the pages of "all" first, in its order, then those only in hidden
// scopes.
func planSearch(site *resolve.Site) *searchPlan {
	pl := &searchPlan{indexed: make([]bool, len(site.Pages)), pages: map[*resolve.Page]bool{},
		section: map[*resolve.Division]string{}, files: map[string]bool{}}
	index := make(map[*resolve.Page]int, len(site.Pages))
	for i, p := range site.Pages {
		index[p] = i
	}
	scopeIdx := map[scopeKey]int{}
	var seen []map[int]bool
	var private []bool // by scope: out of "all"
	add := func(k scopeKey, p *resolve.Page, boost float64, off, hidden bool) {
		if off && !site.IndexAll {
			return
		}
		if (p.NoIndex || p.Hidden) && !site.IndexAll {
			return
		}
		if p.File == "" && p.Endpoint == nil {
			return // a missing page: no output file
		}
		si, ok := scopeIdx[k]
		if !ok {
			si = len(pl.scopes)
			scopeIdx[k] = si
			pl.scopes = append(pl.scopes, search.Scope{ID: fmt.Sprint(si)})
			pl.members = append(pl.members, nil)
			seen = append(seen, map[int]bool{})
			private = append(private, hidden && !site.IndexAll)
		}
		i := index[p]
		if seen[si][i] {
			return
		}
		seen[si][i] = true
		pl.indexed[i] = true
		pl.pages[p] = true
		pl.scopes[si].Pages = append(pl.scopes[si].Pages, search.Entry{Boost: boost})
		pl.members[si] = append(pl.members[si], i)
	}
	var items func(its []*resolve.Item, k scopeKey, boost float64, off, hidden bool)
	items = func(its []*resolve.Item, k scopeKey, boost float64, off, hidden bool) {
		for _, it := range its {
			if g := it.Group; g != nil {
				b := boost
				if g.Boost > 0 {
					b *= g.Boost
				}
				if g.Root != nil {
					add(k, g.Root, b, off || it.Hidden || g.NoSearch, hidden)
				}
				items(g.Items, k, b, off || it.Hidden || g.NoSearch, hidden)
				continue
			}
			if it.Page != nil {
				add(k, it.Page, boost, off || it.Hidden, hidden)
			}
		}
	}
	keys := map[*resolve.Division]scopeKey{}
	var walk func(d *resolve.Division, k scopeKey, off, hidden bool)
	walk = func(d *resolve.Division, k scopeKey, off, hidden bool) {
		scoped := false
		switch d.Kind {
		case resolve.Product:
			k.product, scoped = d, true
		case resolve.Version:
			k.version, scoped = d, true
		case resolve.Language:
			k.language, scoped = d, true
		}
		keys[d] = k
		if d.Hidden && scoped && !off {
			// Its own scope, not a hidden part of its parent's.
			hidden = true
		} else {
			off = off || d.Hidden
		}
		off = off || d.NoSearch
		items(d.Items, k, 1, off, hidden)
		for _, c := range d.Children {
			walk(c, k, off, hidden)
		}
		for _, c := range d.Menu {
			walk(c, k, off, hidden)
		}
	}
	walk(site.Nav, scopeKey{}, false, false)
	if site.IndexAll {
		for _, p := range site.Pages {
			if !p.InNav {
				add(scopeKey{}, p, 1, false, false)
			}
		}
	}
	for d, k := range keys {
		if si, ok := scopeIdx[k]; ok {
			pl.section[d] = pl.scopes[si].ID
		}
	}
	public := 0
	for _, p := range private {
		if !p {
			public++
		}
	}
	if public > 1 {
		all := search.Scope{ID: "all"}
		var members []int
		taken := map[int]bool{}
		for si, s := range pl.scopes {
			if private[si] {
				continue
			}
			for j, i := range pl.members[si] {
				if !taken[i] {
					taken[i] = true
					all.Pages = append(all.Pages, s.Pages[j])
					members = append(members, i)
				}
			}
		}
		pl.scopes = append(pl.scopes, all)
		pl.members = append(pl.members, members)
	}
	// Documents are numbered in the order of "all" (the last scope when
	// there is one), then of the other scopes.
	doc := make(map[int]int, len(site.Pages))
	for k := range pl.scopes {
		si := (k + len(pl.scopes) - 1) % len(pl.scopes)
		for j, i := range pl.members[si] {
			d, ok := doc[i]
			if !ok {
				d = len(doc)
				doc[i] = d
			}
			pl.scopes[si].Pages[j].Doc = d
		}
	}
	if len(pl.scopes) > 0 {
		for _, name := range search.Files(pl.scopes) {
			pl.files[searchDir+name] = true
		}
	}
	return pl
}

// searchRecord analyses a rendered page for the index: its body HTML
// cut at its headings, and an endpoint's fields.
func (r *Renderer) searchRecord(p *resolve.Page, body string, description string) *search.Record {
	sp := search.Page{URL: r.link.page(p.URL), Title: p.Title, Crumb: strings.Join(p.Trail, " › "), Sections: search.Sections(body)}
	if description != "" {
		sp.Sections[0].Text = strings.TrimSpace(description + " " + sp.Sections[0].Text)
	}
	if e := p.Endpoint; e != nil {
		sp.Method = strings.ToUpper(e.Method)
		sp.Keywords = append(sp.Keywords, sp.Method, e.Path)
		if op := e.Operation; op != nil {
			sp.Keywords = append(sp.Keywords, op.OperationID)
			params := op.Parameters
			if e.PathItem != nil {
				params = append(slices.Clip(e.PathItem.Parameters), params...)
			}
			for _, pr := range params {
				if pr != nil && pr.Value != nil {
					sp.Keywords = append(sp.Keywords, pr.Value.Name)
				}
			}
			if rb := op.RequestBody; rb != nil && rb.Value != nil {
				for _, mt := range sortedContent(rb.Value.Content) {
					if mt.Schema != nil && mt.Schema.Value != nil {
						names := make([]string, 0, len(mt.Schema.Value.Properties))
						for name := range mt.Schema.Value.Properties {
							names = append(names, name)
						}
						slices.Sort(names)
						sp.Keywords = append(sp.Keywords, names...)
						break
					}
				}
			}
		}
	}
	return search.NewRecord(sp)
}

func sortedContent(c openapi3.Content) []*openapi3.MediaType {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]*openapi3.MediaType, 0, len(keys))
	for _, k := range keys {
		if c[k] != nil {
			out = append(out, c[k])
		}
	}
	return out
}

// setRecord keeps page i's search record, marking the index stale when
// it changed.
func (s *Site) setRecord(i int, rec *search.Record) {
	if rec == nil || !s.plan.indexed[i] {
		return
	}
	s.search.mu.Lock()
	defer s.search.mu.Unlock()
	if old := s.search.records[i]; old == nil || !old.Equal(rec) {
		s.search.records[i] = rec
		s.search.files = nil
	}
}

// searchIndex returns the index files, building them from the records
// the renders left, after rendering the pages that have none (a site
// served page by page).
func (s *Site) searchIndex() (map[string][]byte, error) {
	s.search.mu.Lock()
	defer s.search.mu.Unlock()
	if s.search.files != nil {
		return s.search.files, nil
	}
	var missing []int
	for i, ok := range s.plan.indexed {
		if ok && s.search.records[i] == nil {
			missing = append(missing, i)
		}
	}
	if len(missing) > 0 {
		errs := make([]error, len(missing))
		var next atomic.Int64
		var wg sync.WaitGroup
		for range min(runtime.GOMAXPROCS(0), len(missing)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var buf bytes.Buffer
				for {
					j := int(next.Add(1) - 1)
					if j >= len(missing) {
						return
					}
					p := s.site.Pages[missing[j]]
					_, c, err := s.renderPage(&buf, p, file(p.URL))
					if err != nil {
						errs[j] = err
						continue
					}
					s.search.records[missing[j]] = c.search
				}
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return nil, err
			}
		}
	}
	scopes := make([]search.Scope, len(s.plan.scopes))
	for si, sc := range s.plan.scopes {
		scopes[si] = search.Scope{ID: sc.ID, Pages: slices.Clone(sc.Pages)}
		for j, i := range s.plan.members[si] {
			scopes[si].Pages[j].Rec = s.search.records[i]
		}
	}
	files := map[string][]byte{}
	for name, data := range search.Build(scopes) {
		files[searchDir+name] = data
	}
	s.search.files = files
	return files, nil
}

// searchText is the search button's and dialog's text in one language:
// Many holds "{n}" for the number of results; languages whose plural
// forms a single "{n} results" cannot follow say "Results: {n}".
type searchText struct {
	Label   string `json:"-"`
	Ctrl    string `json:"-"` // the Ctrl key's name on the shortcut hint
	All     string `json:"all"`
	One     string `json:"one"`
	Many    string `json:"many"`
	None    string `json:"none"`
	Close   string `json:"close"`
	Results string `json:"results"`
	Failed  string `json:"failed"`
	Offline string `json:"offline"`
}

// searchTexts are the search texts of every language of
// config.Languages, by the base of its HTML code (zh-TW by its own).
var searchTexts = map[string]searchText{
	"en": {"Search...", "Ctrl", "Search everything", "1 result", "{n} results", "No results", "Close", "Results", "Search is unavailable.",
		"Search needs a web server: this page is opened from disk. Serve the site (navbuild serve, or any static server) to search it."},
	"fr": {"Rechercher...", "Ctrl", "Tout rechercher", "1 résultat", "{n} résultats", "Aucun résultat", "Fermer", "Résultats", "La recherche est indisponible.",
		"La recherche nécessite un serveur web : cette page est ouverte depuis le disque."},
	"es": {"Buscar...", "Ctrl", "Buscar en todo", "1 resultado", "{n} resultados", "Sin resultados", "Cerrar", "Resultados", "La búsqueda no está disponible.",
		"La búsqueda necesita un servidor web: esta página se abrió desde el disco."},
	"de": {"Suchen...", "Strg", "Alles durchsuchen", "1 Ergebnis", "{n} Ergebnisse", "Keine Ergebnisse", "Schließen", "Ergebnisse", "Die Suche ist nicht verfügbar.",
		"Die Suche braucht einen Webserver: Diese Seite wurde vom Datenträger geöffnet."},
	"pt": {"Pesquisar...", "Ctrl", "Pesquisar em tudo", "1 resultado", "{n} resultados", "Nenhum resultado", "Fechar", "Resultados", "A pesquisa não está disponível.",
		"A pesquisa precisa de um servidor web: esta página foi aberta a partir do disco."},
	"it": {"Cerca...", "Ctrl", "Cerca ovunque", "1 risultato", "{n} risultati", "Nessun risultato", "Chiudi", "Risultati", "La ricerca non è disponibile.",
		"La ricerca richiede un server web: questa pagina è aperta dal disco."},
	"ja": {"検索...", "Ctrl", "すべてを検索", "1 件の結果", "{n} 件の結果", "結果なし", "閉じる", "検索結果", "検索を利用できません。",
		"検索には Web サーバーが必要です。このページはディスクから開かれています。"},
	"zh": {"搜索...", "Ctrl", "搜索全部", "1 个结果", "{n} 个结果", "无结果", "关闭", "搜索结果", "搜索不可用。",
		"搜索需要 Web 服务器：此页面是从磁盘打开的。"},
	"zh-TW": {"搜尋...", "Ctrl", "搜尋全部", "1 個結果", "{n} 個結果", "沒有結果", "關閉", "搜尋結果", "無法使用搜尋。",
		"搜尋需要 Web 伺服器：此頁面是從磁碟開啟的。"},
	"ko": {"검색...", "Ctrl", "전체 검색", "결과 1개", "결과 {n}개", "결과 없음", "닫기", "검색 결과", "검색을 사용할 수 없습니다.",
		"검색하려면 웹 서버가 필요합니다. 이 페이지는 디스크에서 열렸습니다."},
	"ru": {"Поиск...", "Ctrl", "Искать везде", "Результатов: 1", "Результатов: {n}", "Ничего не найдено", "Закрыть", "Результаты", "Поиск недоступен.",
		"Для поиска нужен веб-сервер: страница открыта с диска."},
	"uk": {"Пошук...", "Ctrl", "Шукати всюди", "Результатів: 1", "Результатів: {n}", "Нічого не знайдено", "Закрити", "Результати", "Пошук недоступний.",
		"Для пошуку потрібен вебсервер: сторінку відкрито з диска."},
	"ar": {"بحث...", "Ctrl", "البحث في كل شيء", "النتائج: 1", "النتائج: {n}", "لا توجد نتائج", "إغلاق", "النتائج", "البحث غير متاح.",
		"يحتاج البحث إلى خادم ويب: فُتحت هذه الصفحة من القرص."},
	"he": {"חיפוש...", "Ctrl", "חיפוש בכל האתר", "תוצאות: 1", "תוצאות: {n}", "אין תוצאות", "סגירה", "תוצאות", "החיפוש אינו זמין.",
		"החיפוש דורש שרת אינטרנט: הדף נפתח מהדיסק."},
	"nl": {"Zoeken...", "Ctrl", "Alles doorzoeken", "1 resultaat", "{n} resultaten", "Geen resultaten", "Sluiten", "Resultaten", "Zoeken is niet beschikbaar.",
		"Zoeken vereist een webserver: deze pagina is vanaf schijf geopend."},
	"tr": {"Ara...", "Ctrl", "Her yerde ara", "1 sonuç", "{n} sonuç", "Sonuç yok", "Kapat", "Sonuçlar", "Arama kullanılamıyor.",
		"Arama için bir web sunucusu gerekir: bu sayfa diskten açıldı."},
	"pl": {"Szukaj...", "Ctrl", "Szukaj wszędzie", "Wyniki: 1", "Wyniki: {n}", "Brak wyników", "Zamknij", "Wyniki", "Wyszukiwanie jest niedostępne.",
		"Wyszukiwanie wymaga serwera WWW: ta strona została otwarta z dysku."},
	"id": {"Cari...", "Ctrl", "Cari di semua", "1 hasil", "{n} hasil", "Tidak ada hasil", "Tutup", "Hasil", "Pencarian tidak tersedia.",
		"Pencarian memerlukan server web: halaman ini dibuka dari disk."},
	"vi": {"Tìm kiếm...", "Ctrl", "Tìm trong tất cả", "1 kết quả", "{n} kết quả", "Không có kết quả", "Đóng", "Kết quả", "Không thể tìm kiếm.",
		"Tìm kiếm cần máy chủ web: trang này được mở từ ổ đĩa."},
	"hi": {"खोजें...", "Ctrl", "सब कुछ खोजें", "1 परिणाम", "{n} परिणाम", "कोई परिणाम नहीं", "बंद करें", "परिणाम", "खोज उपलब्ध नहीं है।",
		"खोज के लिए वेब सर्वर चाहिए: यह पेज डिस्क से खोला गया है।"},
	"sv": {"Sök...", "Ctrl", "Sök överallt", "1 resultat", "{n} resultat", "Inga resultat", "Stäng", "Resultat", "Sökningen är inte tillgänglig.",
		"Sökningen kräver en webbserver: sidan öppnades från disk."},
	"cs": {"Hledat...", "Ctrl", "Hledat všude", "Výsledky: 1", "Výsledky: {n}", "Žádné výsledky", "Zavřít", "Výsledky", "Vyhledávání není k dispozici.",
		"Vyhledávání vyžaduje webový server: stránka je otevřena z disku."},
	"ro": {"Căutare...", "Ctrl", "Caută peste tot", "1 rezultat", "Rezultate: {n}", "Niciun rezultat", "Închide", "Rezultate", "Căutarea nu este disponibilă.",
		"Căutarea necesită un server web: pagina a fost deschisă de pe disc."},
	"da": {"Søg...", "Ctrl", "Søg i alt", "1 resultat", "{n} resultater", "Ingen resultater", "Luk", "Resultater", "Søgning er ikke tilgængelig.",
		"Søgning kræver en webserver: siden er åbnet fra disken."},
	"no": {"Søk...", "Ctrl", "Søk i alt", "1 resultat", "{n} resultater", "Ingen resultater", "Lukk", "Resultater", "Søk er ikke tilgjengelig.",
		"Søk krever en nettserver: siden er åpnet fra disk."},
	"fi": {"Hae...", "Ctrl", "Hae kaikkialta", "1 tulos", "{n} tulosta", "Ei tuloksia", "Sulje", "Tulokset", "Haku ei ole käytettävissä.",
		"Haku vaatii verkkopalvelimen: sivu on avattu levyltä."},
	"hu": {"Keresés...", "Ctrl", "Keresés mindenhol", "1 találat", "{n} találat", "Nincs találat", "Bezárás", "Találatok", "A keresés nem érhető el.",
		"A kereséshez webszerver kell: az oldal lemezről van megnyitva."},
	"ca": {"Cerca...", "Ctrl", "Cerca a tot arreu", "1 resultat", "{n} resultats", "Cap resultat", "Tanca", "Resultats", "La cerca no està disponible.",
		"La cerca necessita un servidor web: aquesta pàgina s'ha obert des del disc."},
	"lv": {"Meklēt...", "Ctrl", "Meklēt visur", "Rezultāti: 1", "Rezultāti: {n}", "Nav rezultātu", "Aizvērt", "Rezultāti", "Meklēšana nav pieejama.",
		"Meklēšanai vajadzīgs tīmekļa serveris: lapa atvērta no diska."},
	"uz": {"Qidirish...", "Ctrl", "Hammasidan qidirish", "1 ta natija", "{n} ta natija", "Natija yoʻq", "Yopish", "Natijalar", "Qidiruv mavjud emas.",
		"Qidiruv uchun veb-server kerak: sahifa diskdan ochilgan."},
}

// searchTextOf returns the search texts of the language with docs.json
// code code ("" for the site's default language): English when navbuild
// has none for it.
func searchTextOf(code string) searchText {
	lang := htmlLang(code)
	if lang == "zh-Hant" {
		lang = "zh-TW"
	}
	if t, ok := searchTexts[lang]; ok {
		return t
	}
	if t, ok := searchTexts[strings.SplitN(lang, "-", 2)[0]]; ok {
		return t
	}
	return searchTexts["en"]
}

// searchView is the search button of a section's top bar.
type searchView struct {
	Label string
	Scope string // the scope searched by default; "" for every page
	Key   string // the shortcut hint: "Ctrl K", replaced by "⌘K" on a Mac
	Texts string // the dialog's texts as JSON for search.js; "" in English
}

// searchView returns the search button of frame f, or nil when the site
// has nothing to search.
func (s *Site) searchView(f *frame) *searchView {
	if s.plan == nil || len(s.plan.scopes) == 0 {
		return nil
	}
	code := ""
	if f != nil && f.lang != nil {
		code = f.lang.Label
	}
	text := searchTextOf(code)
	v := &searchView{Label: text.Label, Key: text.Ctrl + " K"}
	if s.site.SearchPrompt != "" {
		v.Label = s.site.SearchPrompt
	}
	if text != searchTexts["en"] {
		data, _ := json.Marshal(text) // strings only: it cannot fail
		v.Texts = string(data)
	}
	if f != nil {
		v.Scope = s.plan.section[f.section]
	}
	return v
}
