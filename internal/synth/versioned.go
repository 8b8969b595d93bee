package synth

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing/fstest"
)

// Versioned describes a versioned, multilingual synthetic site: every
// version holds every language, and every language a "Guides" tab of
// Pages pages in groups of seven; every SpecEvery-th version (counting
// from the newest, which is the default) adds an "API reference" tab
// generated from a small OpenAPI spec. The zero value is the size issue
// 13 asks for: 35 versions x 4 languages x 175 pages, a spec every 5th
// version.
type Versioned struct {
	Versions  int // 35 when zero
	Languages int // 4 when zero, at most 4: en, ar (right-to-left), zh (CJK), fr
	Pages     int // per version and language; 175 when zero
	SpecEvery int // 5 when zero; negative for no spec
}

// VersionedLanguages are the language codes of a [Versioned] site, in
// order: the first Languages of them are used.
var VersionedLanguages = []string{"en", "ar", "zh", "fr"}

// SpecOperations is the number of operations of the generated OpenAPI
// spec, so the endpoint pages of each API reference tab.
const SpecOperations = 12

func (o Versioned) norm() Versioned {
	if o.Versions <= 0 {
		o.Versions = 35
	}
	if o.Languages <= 0 {
		o.Languages = 4
	}
	o.Languages = min(o.Languages, len(VersionedLanguages))
	if o.Pages <= 0 {
		o.Pages = 175
	}
	if o.SpecEvery == 0 {
		o.SpecEvery = 5
	}
	return o
}

// Site returns the docs folder o describes. Its content is fixed by o:
// the same o gives the same bytes.
func (o Versioned) Site() fstest.MapFS {
	o = o.norm()
	fsys := fstest.MapFS{}
	var b strings.Builder
	b.WriteString(`{"theme":"mint","name":"Synthetic versions","colors":{"primary":"#0D9488"},"navigation":{"versions":[`)
	for vi := range o.Versions {
		vn := o.Versions - vi // newest first
		ver := fmt.Sprintf("v%d", vn)
		if vi > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"version":%q`, fmt.Sprintf("v%d.0", vn))
		if vi == 0 {
			b.WriteString(`,"default":true,"tag":"Latest"`)
		}
		b.WriteString(`,"languages":[`)
		for li, lang := range VersionedLanguages[:o.Languages] {
			if li > 0 {
				b.WriteByte(',')
			}
			v := vocab[lang]
			fmt.Fprintf(&b, `{"language":%q`, lang)
			if li == 0 {
				b.WriteString(`,"default":true`)
			}
			fmt.Fprintf(&b, `,"tabs":[{"tab":%q,"groups":[`, v.guides)
			dir := ver + "/" + lang
			for p := range o.Pages {
				ti, ai := p/len(templates), p%len(templates)
				if ai == 0 {
					if p > 0 {
						b.WriteString(`]},`)
					}
					fmt.Fprintf(&b, `{"group":%q,"pages":[`, v.groupTitle(ti))
				} else {
					b.WriteByte(',')
				}
				name := dir + "/" + pageSlug(p)
				fmt.Fprintf(&b, "%q", name)
				// A page's text changes in one version of eight, as a real
				// site's pages mostly repeat from version to version.
				seed := uint64(revision(p, vn))<<32 | uint64(li)<<24 | uint64(p)
				next := dir + "/" + pageSlug((p+1)%o.Pages)
				fsys[name+".mdx"] = &fstest.MapFile{Data: v.page(p, seed, next)}
			}
			b.WriteString(`]}]}`)
			if o.SpecEvery > 0 && vi%o.SpecEvery == 0 {
				fmt.Fprintf(&b, `,{"tab":%q,"openapi":{"source":"openapi.json","directory":%q}}`, v.api, dir+"/api-reference")
			}
			b.WriteString(`]}`)
		}
		b.WriteString(`]}`)
	}
	b.WriteString(`]}}`)
	fsys["docs.json"] = &fstest.MapFile{Data: []byte(b.String())}
	// A 1x1 PNG: the pages' images.
	fsys["images/diagram.png"] = &fstest.MapFile{Data: []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")}
	if o.SpecEvery > 0 {
		fsys["openapi.json"] = &fstest.MapFile{Data: spec()}
	}
	return fsys
}

// revision is the number of versions up to vn (counting from v1) in
// which page p's text changed: the page's text is the same in two
// versions with the same revision. v1 is revision 0; each later version
// changes a page with probability 1/8, by a hash of the page and version.
func revision(p, vn int) int {
	n := 0
	for k := 2; k <= vn; k++ {
		h := uint64(p)*0x9e3779b97f4a7c15 ^ uint64(k)*0xbf58476d1ce4e5b9
		h ^= h >> 31
		h *= 0x94d049bb133111eb
		h ^= h >> 29
		if h%8 == 0 {
			n++
		}
	}
	return n
}

// pageSlug is the path of page p under its version and language: the
// same in every language, as a translated site's usually is.
func pageSlug(p int) string {
	t := topics[p/len(templates)%len(topics)]
	s := strings.ReplaceAll(t, " ", "-") + "/" + templates[p%len(templates)]
	if n := p / (len(templates) * len(topics)); n > 0 {
		s += fmt.Sprint("-", n+1)
	}
	return s
}

// templates are the kinds of page of a topic, in slug form.
var templates = []string{"overview", "quickstart", "configure", "limits", "troubleshoot", "migrate", "best-practices"}

// topics are the groups, in English slug form.
var topics = []string{"authentication", "api keys", "webhooks", "rate limiting", "pagination", "error handling",
	"file uploads", "billing", "user management", "roles and permissions", "audit logs", "single sign on",
	"data export", "search indexing", "notifications", "scheduled jobs", "caching", "deployments",
	"environment variables", "custom domains", "analytics", "sdk installation", "cli", "integrations", "workspaces"}

type lang struct {
	code        string
	guides, api string
	topics      []string // as topics, translated
	titles      []string // as templates, with %s for the topic
	words       []string // the vocabulary of paragraphs
	headings    []string
	sep         string // between words: "" for Chinese
	stop        string // ends a sentence
	comma       string
}

func (l *lang) groupTitle(ti int) string {
	t := l.topics[ti%len(l.topics)]
	if n := ti / len(l.topics); n > 0 {
		t += fmt.Sprint(" ", n+1)
	}
	return upper(t)
}

func upper(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-32) + s[1:]
}

func (l *lang) title(p int) string {
	ti := p / len(templates)
	t := upper(fmt.Sprintf(l.titles[p%len(templates)], l.topics[ti%len(l.topics)]))
	if n := ti / len(l.topics); n > 0 {
		t += fmt.Sprint(" ", n+1)
	}
	return t
}

// sentence writes a sentence of n words drawn from the vocabulary, now
// and then the page's topic and an inline code identifier.
func (l *lang) sentence(b *strings.Builder, r *rand.Rand, n int, topic string) {
	for i := range n {
		if i > 0 {
			if i%7 == 0 && r.IntN(2) == 0 {
				b.WriteString(l.comma + l.sep)
			} else {
				b.WriteString(l.sep)
			}
		}
		w := l.words[r.IntN(len(l.words))]
		switch {
		case i == 0:
			w = upper(w)
		case r.IntN(23) == 0:
			w = topic
		case r.IntN(31) == 0:
			w = "`" + idents[r.IntN(len(idents))] + "`"
			if l.sep == "" {
				w = " " + w + " "
			}
		case r.IntN(37) == 0:
			w = "**" + w + "**"
		}
		b.WriteString(w)
	}
	b.WriteString(l.stop)
}

func (l *lang) paragraph(b *strings.Builder, r *rand.Rand, topic string) {
	for s := range 2 + r.IntN(3) {
		if s > 0 && l.sep != "" {
			b.WriteByte(' ')
		}
		n := 8 + r.IntN(14)
		if l.sep == "" {
			n = 6 + r.IntN(8) // Chinese words are longer in characters
		}
		l.sentence(b, r, n, topic)
	}
	b.WriteString("\n\n")
}

// page writes page p, about 8 KB of Markdown (its twin's weight): front
// matter, an introduction, eight to eleven sections of a paragraph and
// now and then a list, a table, a callout, one of the components real
// pages use (tabs, code groups, cards with icons, steps, accordions,
// fields, images: [lang.component]) and code blocks in several languages
// (on six pages of seven), and a link to the next page. Rendered, a page
// has about 20 KB of article, as the largest real site's do.
func (l *lang) page(p int, seed uint64, next string) []byte {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	topic := l.topics[p/len(templates)%len(l.topics)]
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: %q\ndescription: %q\n---\n\n", l.title(p), l.description(r, topic))
	l.paragraph(&b, r, topic)
	sections := 8 + r.IntN(4)
	code := r.IntN(7) != 0
	for s := range sections {
		fmt.Fprintf(&b, "## %s\n\n", upper(l.headings[(p+s*5)%len(l.headings)]))
		l.paragraph(&b, r, topic)
		switch r.IntN(8) {
		case 0:
			for range 3 + r.IntN(3) {
				b.WriteString("- ")
				l.sentence(&b, r, 4+r.IntN(6), topic)
				b.WriteByte('\n')
			}
			b.WriteByte('\n')
		case 1:
			fmt.Fprintf(&b, "| %s | %s | %s |\n|---|---|---|\n", l.words[0], l.words[1], l.words[2])
			for range 3 + r.IntN(4) {
				fmt.Fprintf(&b, "| `%s` | %s | %d |\n", idents[r.IntN(len(idents))], l.words[r.IntN(len(l.words))], r.IntN(1000))
			}
			b.WriteByte('\n')
		default:
			l.component(&b, r, code, topic, next)
		}
		if r.IntN(4) == 0 {
			c := callouts[r.IntN(len(callouts))]
			fmt.Fprintf(&b, "<%s>\n", c)
			l.sentence(&b, r, 10+r.IntN(10), topic)
			fmt.Fprintf(&b, "\n</%s>\n\n", c)
		}
		if code && (s == 0 || r.IntN(3) == 0) {
			c := codes[r.IntN(len(codes))]
			id := idents[r.IntN(len(idents))]
			fmt.Fprintf(&b, "```%s\n%s```\n\n", c.lang, strings.ReplaceAll(c.body, "NAME", id))
		}
		if s == sections-1 {
			fmt.Fprintf(&b, "%s%s[%s](/%s)%s\n", upper(l.words[r.IntN(len(l.words))]), l.sep, l.title(p+1), next, l.stop)
		} else if r.IntN(3) == 0 {
			l.paragraph(&b, r, topic)
		}
	}
	return []byte(b.String())
}

// callouts are the callout components a section may end with.
var callouts = []string{"Note", "Warning", "Tip", "Info", "Check"}

// cardIcons are the icons cards and accordions name.
var cardIcons = []string{"rocket", "code", "book", "gear", "key", "bolt", "shield", "database", "terminal", "globe", "lock", "users"}

// component writes one of the MDX components real pages use, in about
// the proportion they use them: tabs, a code group, a group of cards
// with icons, steps, accordions, parameter and response fields, an
// image. A code group only when code is true (the page has code).
func (l *lang) component(b *strings.Builder, r *rand.Rand, code bool, topic, next string) {
	word := func() string { return upper(l.words[r.IntN(len(l.words))]) }
	n := r.IntN(7)
	if n == 1 && !code {
		n = 0 // a page without code has tabs of text instead
	}
	switch n {
	case 0: // tabs
		b.WriteString("<Tabs>\n")
		for range 2 + r.IntN(2) {
			fmt.Fprintf(b, "  <Tab title=%q>\n    ", word())
			l.sentence(b, r, 8+r.IntN(8), topic)
			b.WriteString("\n  </Tab>\n")
		}
		b.WriteString("</Tabs>\n\n")
	case 1: // a code group
		b.WriteString("<CodeGroup>\n")
		id := idents[r.IntN(len(idents))]
		for _, c := range []struct{ lang, title, body string }{
			{"bash", "cURL", "curl https://api.example.com/NAME \\\n  -H \"Authorization: Bearer $API_KEY\"\n"},
			{"python", "Python", "client = Client(api_key=\"sk_test_123\")\nclient.NAME(page_size=50)\n"},
			{"javascript", "Node.js", "const res = await client.NAME({ pageSize: 50 });\n"},
		} {
			fmt.Fprintf(b, "```%s %s\n%s```\n", c.lang, c.title, strings.ReplaceAll(c.body, "NAME", id))
		}
		b.WriteString("</CodeGroup>\n\n")
	case 2: // cards with icons
		n := 2 + r.IntN(3)
		fmt.Fprintf(b, "<CardGroup cols={%d}>\n", 2+n%2)
		for range n {
			fmt.Fprintf(b, "  <Card title=%q icon=%q href=\"/%s\">\n    ", word(), cardIcons[r.IntN(len(cardIcons))], next)
			l.sentence(b, r, 6+r.IntN(6), topic)
			b.WriteString("\n  </Card>\n")
		}
		b.WriteString("</CardGroup>\n\n")
	case 3: // steps
		b.WriteString("<Steps>\n")
		for range 3 + r.IntN(2) {
			fmt.Fprintf(b, "  <Step title=%q>\n    ", word())
			l.sentence(b, r, 8+r.IntN(8), topic)
			b.WriteString("\n  </Step>\n")
		}
		b.WriteString("</Steps>\n\n")
	case 4: // accordions
		b.WriteString("<AccordionGroup>\n")
		for range 2 + r.IntN(2) {
			fmt.Fprintf(b, "  <Accordion title=%q icon=%q>\n    ", word(), cardIcons[r.IntN(len(cardIcons))])
			l.sentence(b, r, 8+r.IntN(8), topic)
			b.WriteString("\n  </Accordion>\n")
		}
		b.WriteString("</AccordionGroup>\n\n")
	case 5: // parameter and response fields
		for i := range 2 + r.IntN(3) {
			tag, attr := "ParamField", "body"
			if i == 0 {
				tag, attr = "ResponseField", "name"
			}
			fmt.Fprintf(b, "<%s %s=%q type=%q", tag, attr, idents[r.IntN(len(idents))], []string{"string", "integer", "boolean", "object"}[r.IntN(4)])
			if r.IntN(2) == 0 {
				b.WriteString(" required")
			}
			b.WriteString(">\n  ")
			l.sentence(b, r, 8+r.IntN(8), topic)
			fmt.Fprintf(b, "\n</%s>\n", tag)
		}
		b.WriteByte('\n')
	case 6: // an image
		fmt.Fprintf(b, "![%s](/images/diagram.png)\n\n", word())
	}
}

func (l *lang) description(r *rand.Rand, topic string) string {
	var b strings.Builder
	l.sentence(&b, r, 8+r.IntN(6), topic)
	return strings.NewReplacer("`", "", "**", "").Replace(b.String())
}

// idents are the code identifiers paragraphs and code blocks name.
var idents = []string{"apiKey", "client_id", "webhookSecret", "retryAfter", "pageSize", "cursor", "createUser",
	"listInvoices", "export_job", "idempotencyKey", "rateLimit", "workspaceId", "refreshToken", "maxRetries",
	"onEvent", "uploadFile", "scheduleJob", "cacheTTL", "deployPreview", "customDomain"}

// codes are code blocks in several languages; NAME is replaced by an
// identifier.
var codes = []struct{ lang, body string }{
	{"go", "package main\n\nimport (\n\t\"context\"\n\t\"log\"\n\n\t\"example.com/sdk\"\n)\n\nfunc main() {\n\tclient := sdk.New(sdk.WithAPIKey(\"sk_test_123\"))\n\tres, err := client.NAME(context.Background(), &sdk.Params{PageSize: 50})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tlog.Printf(\"%d items\", len(res.Items))\n}\n"},
	{"python", "from example import Client\n\nclient = Client(api_key=\"sk_test_123\")\n\ndef handle(event):\n    \"\"\"Process one event and retry on failure.\"\"\"\n    result = client.NAME(event[\"id\"], max_retries=3)\n    for item in result.items:\n        print(item.id, item.status)\n    return result\n"},
	{"javascript", "import { Client } from \"@example/sdk\";\n\nconst client = new Client({ apiKey: process.env.API_KEY });\n\nexport async function run() {\n  const res = await client.NAME({ pageSize: 50 });\n  for (const item of res.items) {\n    console.log(item.id, item.status);\n  }\n}\n"},
	{"typescript", "interface Options {\n  NAME: string;\n  timeoutMs?: number;\n}\n\nexport function configure(opts: Options): void {\n  const timeout = opts.timeoutMs ?? 30_000;\n  console.info(`configured ${opts.NAME} with ${timeout} ms`);\n}\n"},
	{"bash", "export API_KEY=sk_test_123\ncurl -X POST https://api.example.com/v1/NAME \\\n  -H \"Authorization: Bearer $API_KEY\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"page_size\": 50}'\n"},
	{"json", "{\n  \"id\": \"evt_1042\",\n  \"type\": \"NAME.updated\",\n  \"created\": 1732406400,\n  \"data\": { \"status\": \"active\", \"retries\": 0 }\n}\n"},
	{"yaml", "version: 2\nservices:\n  api:\n    image: example/api:latest\n    environment:\n      NAME: \"enabled\"\n      LOG_LEVEL: info\n    ports:\n      - \"8080:8080\"\n"},
	{"ruby", "require \"example\"\n\nclient = Example::Client.new(api_key: ENV.fetch(\"API_KEY\"))\nclient.NAME(page_size: 50).each do |item|\n  puts \"#{item.id}: #{item.status}\"\nend\n"},
}

var vocab = map[string]*lang{
	"en": {code: "en", guides: "Guides", api: "API reference", sep: " ", stop: ".", comma: ",",
		topics: topics,
		titles: []string{"%s overview", "Quickstart: %s", "Configure %s", "Limits and quotas for %s", "Troubleshoot %s", "Migrate %s from the legacy API", "Best practices for %s"},
		headings: []string{"before you begin", "how it works", "request format", "response fields", "example", "next steps",
			"security considerations", "common errors", "retries and timeouts", "permissions required", "testing locally", "limits"},
		words: strings.Fields(`the a an your this each every request response token key secret header endpoint server client
			account workspace project user team role permission event webhook payload signature retry timeout limit quota
			page cursor result field value parameter object array string integer boolean status error code message log
			deploy build release version environment variable domain certificate cache store database query index export
			import file upload download job schedule queue worker notification email message session login password
			configure create update delete list return send receive verify validate enable disable set use call handle
			process check store rotate revoke refresh expire include omit require allow reject accept
			is are can must should may will when if before after with without for from into by on in of to and or but
			automatically securely quickly once only also never always immediately`),
	},
	"fr": {code: "fr", guides: "Guides", api: "Référence de l'API", sep: " ", stop: ".", comma: ",",
		topics: []string{"authentification", "clés d'API", "webhooks", "limitation de débit", "pagination", "gestion des erreurs",
			"téléversement de fichiers", "facturation", "gestion des utilisateurs", "rôles et permissions", "journaux d'audit",
			"authentification unique", "export de données", "indexation de la recherche", "notifications", "tâches planifiées",
			"mise en cache", "déploiements", "variables d'environnement", "domaines personnalisés", "statistiques",
			"installation du SDK", "interface en ligne de commande", "intégrations", "espaces de travail"},
		titles: []string{"%s : présentation", "Démarrage rapide : %s", "Configurer : %s", "Limites et quotas : %s", "Dépannage : %s", "Migrer depuis l'ancienne API : %s", "Bonnes pratiques : %s"},
		headings: []string{"avant de commencer", "fonctionnement", "format de la requête", "champs de la réponse", "exemple",
			"étapes suivantes", "sécurité", "erreurs fréquentes", "nouvelles tentatives et délais", "permissions requises", "tests en local", "limites"},
		words: strings.Fields(`le la les un une votre chaque requête réponse jeton clé secret en-tête point serveur client
			compte espace projet utilisateur équipe rôle permission événement charge signature délai limite quota page
			curseur résultat champ valeur paramètre objet tableau chaîne entier booléen statut erreur code message journal
			déployer version environnement variable domaine certificat cache base données requête index export import
			fichier téléversement tâche file travailleur notification courriel session connexion mot de passe configurer
			créer mettre à jour supprimer lister renvoyer envoyer recevoir vérifier valider activer désactiver définir
			utiliser appeler traiter contrôler révoquer actualiser expirer inclure exiger autoriser refuser accepter est sont
			peut doit devrait sera lorsque si avant après avec sans pour depuis dans par sur de à et ou mais
			automatiquement sécurisé rapidement seulement aussi jamais toujours immédiatement déjà être à côté où`),
	},
	"zh": {code: "zh", guides: "指南", api: "API 参考", sep: "", stop: "。", comma: "，",
		topics: []string{"身份验证", "API 密钥", "Webhook", "速率限制", "分页", "错误处理", "文件上传", "计费", "用户管理",
			"角色与权限", "审计日志", "单点登录", "数据导出", "搜索索引", "通知", "定时任务", "缓存", "部署", "环境变量",
			"自定义域名", "数据分析", "SDK 安装", "命令行工具", "集成", "工作区"},
		titles: []string{"%s概述", "快速入门：%s", "配置%s", "%s的限制与配额", "%s故障排除", "从旧版 API 迁移%s", "%s最佳实践"},
		headings: []string{"开始之前", "工作原理", "请求格式", "响应字段", "示例", "后续步骤", "安全注意事项", "常见错误",
			"重试与超时", "所需权限", "本地测试", "限制"},
		words: []string{"请求", "响应", "令牌", "密钥", "请求头", "端点", "服务器", "客户端", "账户", "工作区", "项目", "用户",
			"团队", "角色", "权限", "事件", "负载", "签名", "重试", "超时", "限制", "配额", "页面", "游标", "结果", "字段",
			"参数", "对象", "数组", "字符串", "状态", "错误", "代码", "消息", "日志", "部署", "版本", "环境", "变量", "域名",
			"证书", "缓存", "数据库", "查询", "索引", "导出", "导入", "文件", "上传", "下载", "任务", "队列", "通知", "会话",
			"登录", "密码", "配置", "创建", "更新", "删除", "列出", "返回", "发送", "接收", "验证", "启用", "禁用", "设置",
			"使用", "调用", "处理", "检查", "轮换", "撤销", "刷新", "过期", "包含", "需要", "允许", "拒绝", "接受", "可以",
			"必须", "应该", "如果", "之前", "之后", "通过", "以及", "或者", "但是", "自动", "安全地", "立即", "每个", "您的",
			"这个", "所有", "系统", "默认", "支持", "服务", "数据", "管理", "功能", "应用"},
	},
	"ar": {code: "ar", guides: "الأدلة", api: "مرجع الواجهة البرمجية", sep: " ", stop: ".", comma: "،",
		topics: []string{"المصادقة", "مفاتيح الواجهة البرمجية", "خطافات الويب", "تحديد المعدل", "ترقيم الصفحات", "معالجة الأخطاء",
			"رفع الملفات", "الفوترة", "إدارة المستخدمين", "الأدوار والصلاحيات", "سجلات التدقيق", "تسجيل الدخول الموحد",
			"تصدير البيانات", "فهرسة البحث", "الإشعارات", "المهام المجدولة", "التخزين المؤقت", "النشر", "متغيرات البيئة",
			"النطاقات المخصصة", "التحليلات", "تثبيت حزمة التطوير", "سطر الأوامر", "التكاملات", "مساحات العمل"},
		titles: []string{"نظرة عامة على %s", "البدء السريع: %s", "إعداد %s", "حدود وحصص %s", "استكشاف أخطاء %s وإصلاحها", "ترحيل %s من الواجهة القديمة", "أفضل الممارسات: %s"},
		headings: []string{"قبل أن تبدأ", "كيف يعمل", "صيغة الطلب", "حقول الاستجابة", "مثال", "الخطوات التالية",
			"اعتبارات الأمان", "الأخطاء الشائعة", "إعادة المحاولة والمهلة", "الصلاحيات المطلوبة", "الاختبار محليًا", "الحدود"},
		words: strings.Fields(`الطلب الاستجابة الرمز المفتاح السري الترويسة نقطة الخادم العميل الحساب المشروع المستخدم
			الفريق الدور الصلاحية الحدث الحمولة التوقيع المحاولة المهلة الحد الحصة الصفحة المؤشر النتيجة الحقل القيمة
			المعامل الكائن المصفوفة السلسلة الحالة الخطأ الرمز الرسالة السجل النشر الإصدار البيئة المتغير النطاق الشهادة
			ذاكرة قاعدة البيانات الاستعلام الفهرس التصدير الاستيراد الملف الرفع التنزيل المهمة الطابور الإشعار الجلسة
			الدخول كلمة المرور إعداد إنشاء تحديث حذف سرد إرجاع إرسال استقبال التحقق تفعيل تعطيل تعيين استخدام استدعاء
			معالجة فحص تدوير إلغاء تجديد انتهاء تضمين يتطلب يسمح يرفض يقبل يمكن يجب ينبغي عند إذا قبل بعد مع بدون
			من إلى في على و أو لكن تلقائيًا بأمان فورًا كل جميع هذا هذه النظام الافتراضي يدعم الخدمة البيانات`),
	},
}

// spec returns a small OpenAPI 3.1 spec of [SpecOperations] operations
// in three tags, with parameters, a request body and responses.
func spec() []byte {
	type m = map[string]any
	type op struct{ method, path, summary, id string }
	tags := []struct {
		name string
		ops  []op
	}{
		{"Users", []op{
			{"get", "/users", "List users", "listUsers"},
			{"post", "/users", "Create a user", "createUser"},
			{"get", "/users/{userId}", "Get a user", "getUser"},
			{"patch", "/users/{userId}", "Update a user", "updateUser"},
			{"delete", "/users/{userId}", "Delete a user", "deleteUser"},
		}},
		{"Billing", []op{
			{"get", "/invoices", "List invoices", "listInvoices"},
			{"get", "/invoices/{invoiceId}", "Get an invoice", "getInvoice"},
			{"post", "/invoices/{invoiceId}/pay", "Pay an invoice", "payInvoice"},
		}},
		{"Webhooks", []op{
			{"get", "/webhooks", "List webhook endpoints", "listWebhooks"},
			{"post", "/webhooks", "Create a webhook endpoint", "createWebhook"},
			{"delete", "/webhooks/{webhookId}", "Delete a webhook endpoint", "deleteWebhook"},
			{"post", "/webhooks/{webhookId}/test", "Send a test event", "testWebhook"},
		}},
	}
	obj := m{"type": "object", "properties": m{
		"id":         m{"type": "string", "description": "Unique identifier.", "example": "usr_1042"},
		"status":     m{"type": "string", "enum": []string{"active", "suspended", "deleted"}},
		"created_at": m{"type": "string", "format": "date-time"},
		"metadata":   m{"type": "object", "additionalProperties": m{"type": "string"}, "description": "Key-value pairs you attach."},
		"amount":     m{"type": "integer", "description": "Amount in cents."},
	}, "required": []string{"id", "status"}}
	paths := m{}
	for _, tag := range tags {
		for _, op := range tag.ops {
			o := m{"tags": []string{tag.name}, "summary": op.summary, "operationId": op.id,
				"description": op.summary + ". Requires an API key with the matching scope; see the rate limits of your plan.",
				"responses": m{
					"200": m{"description": "OK", "content": m{"application/json": m{"schema": obj}}},
					"401": m{"description": "The API key is missing or invalid."},
					"429": m{"description": "Too many requests; retry after the `Retry-After` header."},
				}}
			var params []any
			if i := strings.Index(op.path, "{"); i >= 0 {
				name := op.path[i+1 : strings.Index(op.path, "}")]
				params = append(params, m{"name": name, "in": "path", "required": true, "schema": m{"type": "string"}})
			}
			if op.method == "get" && !strings.Contains(op.path, "{") {
				params = append(params, m{"name": "page_size", "in": "query", "schema": m{"type": "integer", "maximum": 100}},
					m{"name": "cursor", "in": "query", "schema": m{"type": "string"}, "description": "Cursor from the previous page."})
			}
			if params != nil {
				o["parameters"] = params
			}
			if op.method == "post" || op.method == "patch" {
				o["requestBody"] = m{"required": true, "content": m{"application/json": m{"schema": obj}}}
			}
			pi, _ := paths[op.path].(m)
			if pi == nil {
				pi = m{}
				paths[op.path] = pi
			}
			pi[op.method] = o
		}
	}
	doc := m{"openapi": "3.1.0", "info": m{"title": "Example API", "version": "1.0.0"},
		"servers":    []any{m{"url": "https://api.example.com/v1"}},
		"security":   []any{m{"bearer": []string{}}},
		"components": m{"securitySchemes": m{"bearer": m{"type": "http", "scheme": "bearer"}}},
		"paths":      paths}
	// encoding/json sorts map keys: the spec is the same bytes every time.
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic(err) // plain maps and strings: it cannot fail
	}
	return data
}
