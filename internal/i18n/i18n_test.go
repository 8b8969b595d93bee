package i18n

import (
	"encoding/json"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/navbuild/navbuild/internal/config"
)

var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

func placeholders(s string) []string {
	p := placeholder.FindAllString(s, -1)
	slices.Sort(p)
	return p
}

// TestComplete: every language docs.json accepts has its own non-empty
// text for every key (no English fallback), with the placeholders of the
// English text.
func TestComplete(t *testing.T) {
	keys := make([]string, 0, len(own("en")))
	for k := range own("en") {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(keys) < 60 {
		t.Fatalf("only %d keys in the English table", len(keys))
	}
	for _, code := range config.Languages {
		lang := table(code)
		if lang == "en" && code != "en" {
			t.Errorf("%s: served by the English table", code)
			continue
		}
		t.Run(code, func(t *testing.T) {
			for _, k := range keys {
				s := lookup(lang, k)
				if strings.TrimSpace(s) == "" {
					t.Errorf("%s (%s): no text for %q", code, lang, k)
					continue
				}
				if got, want := placeholders(s), placeholders(own("en")[k]); !slices.Equal(got, want) {
					t.Errorf("%s: %q = %q has placeholders %v, want %v", lang, k, s, got, want)
				}
				if For(code).Get(k) != s {
					t.Errorf("%s: For(%q).Get(%q) = %q, want %q", lang, code, k, For(code).Get(k), s)
				}
			}
		})
	}
}

// TestOwnKeys: each language's file holds exactly the English file's
// keys that Starlight does not give it: none missing, none unknown, none
// that Starlight's text would hide.
func TestOwnKeys(t *testing.T) {
	en := own("en")
	for _, lang := range Languages() {
		for k := range own(lang) {
			if _, ok := en[k]; !ok {
				t.Errorf("%s: key %q is not in the English table", lang, k)
			}
		}
		if lang == "en" {
			continue
		}
		for k := range en {
			fromStarlight := starlight[starlightLang(lang)][fromStarlight[k]] != ""
			if _, has := own(lang)[k]; has == fromStarlight {
				t.Errorf("%s: %q in own/%s.json is %v, Starlight has it %v", lang, k, lang, has, fromStarlight)
			}
		}
	}
}

// TestOwnFiles: every own file is an object of strings with each key
// once (decoding would keep the last of two quietly).
func TestOwnFiles(t *testing.T) {
	files, _ := fs.Glob(ownFiles, "own/*.json")
	if len(files) < 30 {
		t.Fatalf("%d own files", len(files))
	}
	for _, file := range files {
		f, err := ownFiles.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(f)
		if tok, err := dec.Token(); tok != json.Delim('{') {
			t.Fatalf("%s: %v %v, want an object", file, tok, err)
		}
		seen := map[string]bool{}
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			var text string
			if err := dec.Decode(&text); err != nil {
				t.Fatalf("%s: %q: %v", file, key, err)
			}
			if seen[key.(string)] {
				t.Errorf("%s: %q stands twice", file, key)
			}
			seen[key.(string)] = true
		}
		f.Close()
	}
}

// TestDecodeTable: a language's file is a JSON object of strings;
// anything else fails.
func TestDecodeTable(t *testing.T) {
	got, err := decodeTable([]byte(`{"toc": "Sur cette page", "search.many": "{n} r\u00e9sultats"}` + "\n"))
	if err != nil || len(got) != 2 || got["search.many"] != "{n} résultats" {
		t.Errorf("decodeTable = %q, %v", got, err)
	}
	for _, bad := range []string{``, `null`, `[]`, `"toc"`, `{"toc": 1}`, `{"toc": ["a"]}`, `{"toc": "a"`, `{"toc": "a",}`, `{"toc": "a"} {}`, `{"toc" "a"}`} {
		if got, err := decodeTable([]byte(bad)); err == nil {
			t.Errorf("decodeTable(%s) = %q, no error", bad, got)
		}
	}
}

// BenchmarkDecodeOwn: decoding every own file, what a build of a site in
// all 30 languages pays once (a site in one language decodes en.json
// only).
func BenchmarkDecodeOwn(b *testing.B) {
	files, _ := fs.Glob(ownFiles, "own/*.json")
	for b.Loop() {
		for _, file := range files {
			data, _ := ownFiles.ReadFile(file)
			if _, err := decodeTable(data); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestStarlightKeys: the keys taken from Starlight say in English what
// ours say, and exist in Starlight's English.
func TestStarlightKeys(t *testing.T) {
	for k, sk := range fromStarlight {
		if got := starlight["en"][sk]; got == "" || got != own("en")[k] {
			t.Errorf("%q: Starlight's %q is %q, ours %q", k, sk, got, own("en")[k])
		}
	}
	// Starlight serves these keys for most languages: a language where
	// ours differ from Starlight's would not show ours.
	if got := For("fr").Get("toc"); got != starlight["fr"]["tableOfContents.onThisPage"] {
		t.Errorf("fr toc = %q, want Starlight's", got)
	}
	if got := For("no").Get("skip"); got != starlight["nb"]["skipLink.label"] {
		t.Errorf("no skip = %q, want Starlight's Norwegian Bokmål", got)
	}
}

func TestFor(t *testing.T) {
	for _, c := range []struct{ code, lang string }{
		{"", "en"}, {"en", "en"}, {"pt-BR", "pt"}, {"fr-CA", "fr"}, {"fr-ca", "fr"}, {"zh-Hant", "zh-TW"},
		{"zh-TW", "zh-TW"}, {"cn", "zh"}, {"zh-Hans", "zh"}, {"zh-CN", "zh"}, {"ja-JP", "ja"}, {"jp", "ja"},
		{"ua", "uk"}, {"uk", "uk"}, {"de-AT", "de"}, {"xx", "en"}, {"xx-YY", "en"}, {"ar", "ar"},
	} {
		if got := For(c.code).Lang(); got != c.lang {
			t.Errorf("For(%q) is %q, want %q", c.code, got, c.lang)
		}
	}
	if got := For("ru").Fill("search.many", "n", "7"); got != "Результатов: 7" {
		t.Errorf("Fill = %q", got)
	}
	if got := For("en").Get("no.such.key"); got != "no.such.key" {
		t.Errorf("unknown key = %q", got)
	}
}

func TestRTL(t *testing.T) {
	for code, want := range map[string]bool{"ar": true, "he": true, "he-IL": true, "AR": true, "en": false, "fr": false, "hi": false, "": false} {
		if RTL(code) != want {
			t.Errorf("RTL(%q) = %v", code, !want)
		}
	}
}

// TestVendored: the generated table records its package, version and
// licence, and the licence's text is beside it.
func TestVendored(t *testing.T) {
	if starlightPackage != "@astrojs/starlight" || starlightVersion == "" || starlightLicense != "MIT" || !strings.HasPrefix(starlightIntegrity, "sha512-") {
		t.Errorf("vendored %s %s %s %s", starlightPackage, starlightVersion, starlightLicense, starlightIntegrity)
	}
	lic, err := os.ReadFile("LICENSE.starlight")
	if err != nil || !strings.Contains(string(lic), "MIT License") {
		t.Errorf("LICENSE.starlight: %v", err)
	}
	if len(starlight) < 30 {
		t.Errorf("%d Starlight languages", len(starlight))
	}
}
