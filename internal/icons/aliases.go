package icons

// proAliases maps Font Awesome Pro names that are in no free set (found
// on real sites: testdata/corpus/icons.txt in the repository's root
// lists what is left) to the closest Lucide ("lucide:name") or Tabler
// ("tabler:name") icon. Pro names that Lucide or Tabler have as they are
// (message-code, message-question) need no entry: Find falls back to
// those sets.
var proAliases = map[string]string{
	"arrows-retweet":     "lucide:repeat-2",
	"brackets-curly":     "lucide:braces",
	"message-lines":      "lucide:message-square-text",
	"page":               "lucide:file",
	"rectangle-terminal": "lucide:square-terminal",
	"rocket-launch":      "lucide:rocket",
	"user-robot":         "lucide:bot",
	"browsers":           "tabler:browser",
	"camera-cctv":        "lucide:cctv",
	"hand-wave":          "lucide:hand",
	"message-bot":        "tabler:message-chatbot",
	"message-smile":      "tabler:message-circle-heart",
	"rectangle-code":     "lucide:square-code",
	"signal-stream":      "tabler:broadcast",
	"snake":              "lucide:worm",
	"square-c":           "tabler:square-letter-c",
	"square-k":           "tabler:square-letter-k",
	"square-question":    "tabler:help-square",
	"up":                 "lucide:arrow-big-up",
}
