// Package oracle reads what Tailwind itself writes for the corpus's class
// tokens (../testdata/oracle.json, recorded from the tailwindcss package
// by gentailwind), normalized, for the tests that measure navbuild's
// Tailwind against it: internal/tailwind's TestCoverage (rule by rule)
// and render's corpus counts (in the built sites' CSS).
//
// Stage: tooling. For tests only.
package oracle

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
)

// Rule is a rule Tailwind writes for a token, normalized ([Norm]): its
// @media condition without "@media" ("" for none), its selector without
// Tailwind's class dark mode (`:is(.dark *)`: navbuild has its own) and
// its declarations, "prop:value" sorted, " !important" on the value.
type Rule struct {
	Media, Selector string
	Decls           []string
}

// Load reads an oracle file: every token it records, with nil rules for
// a token Tailwind does not know.
func Load(file string) (map[string][]Rule, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var raw map[string][]struct {
		At       string  `json:"at"`
		Selector string  `json:"selector"`
		Decls    [][]any `json:"decls"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	out := make(map[string][]Rule, len(raw))
	for tok, rs := range raw {
		var rules []Rule
		for _, r := range rs {
			var ds []string
			for _, d := range r.Decls {
				p, _ := d[0].(string)
				v, _ := d[1].(string)
				if imp, _ := d[2].(bool); imp {
					v += " !important"
				}
				ds = append(ds, p+":"+Norm(v))
			}
			slices.Sort(ds)
			sel := strings.ReplaceAll(r.Selector, ":is(.dark *)", "")
			rules = append(rules, Rule{Norm(strings.TrimPrefix(r.At, "@media")), Norm(sel), ds})
		}
		out[tok] = rules
	}
	return out, nil
}

// Norm collapses the spaces of a selector, condition or value and takes
// out those next to punctuation, which Tailwind, navbuild and minifiers
// write differently; an escaped space stays.
func Norm(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' && (i == 0 || s[i-1] != '\\') &&
			(strings.IndexByte(",()/>~+!", s[i+1]) >= 0 || i > 0 && strings.IndexByte(",(/>~+:", s[i-1]) >= 0) {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
