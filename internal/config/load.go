package config

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/navbuild/navbuild/internal/diag"
	"github.com/navbuild/navbuild/internal/docfs"
	"github.com/navbuild/navbuild/internal/jsonv"
)

// Name is the settings file's name in a docs folder.
const Name = "docs.json"

// Load reads docs.json from the root of fsys, follows its "$ref" includes
// and decodes it. A folder without docs.json is read from its mint.json,
// upgraded as the reference upgrades it (see [LoadMint]); every position then
// points into mint.json. It returns every problem found; the File is nil
// exactly when the list holds an error that leaves no usable navigation.
func Load(fsys fs.FS) (*File, diag.List) {
	return loadMax(fsys, MaxValues)
}

// MaxValues bounds the JSON values (objects, arrays, strings, numbers...)
// the $ref includes of docs.json (or mint.json) splice into it, an
// included file's counted each time it is included. The largest
// navigations of the corpus hold about 4,000 values, in one file or in
// two. Nesting and each file's size are bounded, but not how often a file
// is included: nine files of a few bytes, each including the next eight
// times, splice 8^8 groups together. The settings file's own values are
// bounded by its size.
const MaxValues = 1_000_000

// loadMax is Load with the limit max in place of MaxValues.
func loadMax(fsys fs.FS, max int) (*File, diag.List) {
	root, name, diags := loadTree(fsys, Name, UpgradeOptions{}, max)
	if root == nil {
		return nil, diags
	}
	decode := Decode
	if name == MintName {
		decode = decodeMint
	}
	f := decode(root, &diags)
	if diags.HasErrors() {
		return nil, diags
	}
	return f, diags
}

// LoadMint reads mint.json from the root of fsys, follows its "$ref"
// includes and converts it into the docs.json that the reference's
// upgrade (upgradeToDocsConfig) makes of it, with opts: a value tree whose
// values keep the positions of the mint.json values they came from, for
// [Decode], or for [jsonv.Indent] to write as the reference's CLI does.
// Problems are errors where the reference refuses mint.json and warnings
// at the keys the upgrade drops. The result is nil exactly when the list
// holds an error. Safe for concurrent use.
func LoadMint(fsys fs.FS, opts UpgradeOptions) (*jsonv.Value, diag.List) {
	root, _, diags := loadTree(fsys, MintName, opts, MaxValues)
	return root, diags
}

// loadTree reads the settings file name (docs.json, falling back to
// mint.json; or mint.json) into a docs.json value tree, with the name of
// the file read; its includes splice in max values at most.
func loadTree(fsys fs.FS, name string, opts UpgradeOptions, max int) (*jsonv.Value, string, diag.List) {
	var diags diag.List
	src, err := docfs.ReadFile(fsys, name, docfs.MaxFile)
	if name == Name && errors.Is(err, fs.ErrNotExist) {
		if msrc, merr := docfs.ReadFile(fsys, MintName, docfs.MaxFile); !errors.Is(merr, fs.ErrNotExist) {
			name, src, err = MintName, msrc, merr
		}
	} else if name == Name && err == nil {
		if _, merr := fs.Stat(fsys, MintName); merr == nil {
			// The reference's deploy reads docs.json then; its local
			// preview, mint.json.
			diags.Add(diag.Warning, diag.Pos{File: MintName}, "", "mint.json is ignored: docs.json replaces it",
				"delete mint.json, or run navbuild upgrade --force to convert it again")
		}
	}
	if err != nil {
		msg, hint := "cannot read "+name+": "+unwrapPathError(err), docfs.Hint(err)
		if errors.Is(err, fs.ErrNotExist) {
			msg = "no " + name + " in the docs folder"
		}
		if hint == "" {
			hint = "a docs folder holds docs.json (or the older mint.json) at its root"
		}
		diags.Add(diag.Error, diag.Pos{File: name}, "", msg, hint)
		return nil, name, diags
	}
	root, ok := parseFile(name, src, nil, &diags)
	if !ok {
		return nil, name, diags
	}
	root = newRefResolver(fsys, &diags, max, name).splice(root)
	if diags.HasErrors() {
		return nil, name, diags
	}
	if name == MintName {
		// The resolver shares the tree of a file included twice: the
		// upgrade builds new values and leaves its input as it was
		// (TestLoadMintSharedInclude).
		if root = upgradeMint(root, opts, &diags); diags.HasErrors() {
			return nil, name, diags
		}
	}
	return root, name, diags
}

// parseFile parses one file, found at JSON path at, and settles its
// repeated keys.
func parseFile(name string, src []byte, at *jpath, diags *diag.List) (*jsonv.Value, bool) {
	v, err := jsonv.Parse(jsonv.NewFile(name, src))
	if err != nil {
		var se *jsonv.SyntaxError
		if errors.As(err, &se) {
			diags.Add(diag.Error, se.Pos, "", "invalid JSON: "+se.Msg, "")
		} else {
			diags.Add(diag.Error, diag.Pos{File: name}, "", err.Error(), "")
		}
		return nil, false
	}
	dedupeKeys(v, at, diags)
	return v, true
}

func unwrapPathError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// refResolver replaces {"$ref": "file.json"} objects by the parsed content
// of the file, as the reference platform does before validation: paths are
// relative to the including file, sibling keys of "$ref" override keys of
// the included object, and values keep the positions of the file they came
// from.
//
// Its cost is bounded by the input and by max: each file is read and
// parsed once however often it is included (resolve shares its values,
// which nothing changes after parseFile), and the count of values spliced
// from includes stops the expansion at max.
type refResolver struct {
	fsys   fs.FS
	diags  *diag.List
	max    int               // values spliced from includes at most
	values int               // values spliced from includes so far
	files  map[string]parsed // includes read so far
	chain  []include         // docs.json, then the includes being spliced
	open   map[string]bool   // the files of chain, to find a cycle
	// The depth and size errors are reported once, at the first value
	// past the limit; past the size limit, nothing more is spliced.
	tooDeep, tooBig bool
}

// newRefResolver returns the resolver of the includes of the settings file
// root (docs.json or mint.json).
func newRefResolver(fsys fs.FS, diags *diag.List, max int, root string) *refResolver {
	return &refResolver{fsys: fsys, diags: diags, max: max, files: map[string]parsed{},
		chain: []include{{file: root}}, open: map[string]bool{root: true}}
}

// splice returns the settings file's parsed root with its includes
// spliced in.
func (r *refResolver) splice(root *jsonv.Value) *jsonv.Value { return r.resolve(root, nil, 0) }

// parsed is an included file, parsed; or, when v is nil, why it could not
// be read (a message and a hint for each "$ref" naming it), or nothing
// when it is not JSON (reported once, at the syntax error).
type parsed struct {
	v         *jsonv.Value
	msg, hint string
}

// include is a file being spliced, and the "$ref" string that named it
// (nil for docs.json).
type include struct {
	file string
	ref  *jsonv.Value
}

// resolve splices the includes of v, found at JSON path jp inside depth
// arrays and objects of the spliced tree.
func (r *refResolver) resolve(v *jsonv.Value, jp *jpath, depth int) *jsonv.Value {
	if r.tooBig {
		return v
	}
	// Only included values count: docs.json's size bounds its own.
	if len(r.chain) > 1 {
		if r.values++; r.values > r.max {
			r.tooBig = true
			r.diags.Add(diag.Error, v.Pos(), jp.String(), fmt.Sprintf("the $ref includes of docs.json splice in more than %d values%s", r.max, r.through()),
				"a navigation holds a few thousand values: does a file include another many times over?")
			return v
		}
	}
	if v.Kind == jsonv.Array || v.Kind == jsonv.Object {
		if depth++; depth > MaxDepth {
			if !r.tooDeep {
				r.tooDeep = true
				r.diags.Add(diag.Error, v.Pos(), jp.String(), fmt.Sprintf("nesting is deeper than %d levels across $ref includes", MaxDepth),
					"docs.json and the files it includes nest "+strconv.Itoa(MaxDepth)+" arrays and objects at most, counted from the top of docs.json")
			}
			return v
		}
	}
	switch v.Kind {
	case jsonv.Array:
		// Copy only what changes: most of a docs.json holds no "$ref".
		var out *jsonv.Value
		for i, el := range v.Arr {
			if got := r.resolve(el, jp.elem(i), depth); got != el {
				if out == nil {
					c := *v
					c.Arr = append([]*jsonv.Value(nil), v.Arr...)
					out = &c
				}
				out.Arr[i] = got
			}
		}
		if out == nil {
			return v
		}
		return out
	case jsonv.Object:
	default:
		return v
	}
	ref := v.Get("$ref")
	if ref == nil || ref.Kind != jsonv.String {
		var out *jsonv.Value
		for i, m := range v.Obj {
			if got := r.resolve(m.Value, jp.key1(m.Key), depth); got != m.Value {
				if out == nil {
					c := *v
					c.Obj = append([]jsonv.Member(nil), v.Obj...)
					out = &c
				}
				out.Obj[i].Value = got
			}
		}
		if out == nil {
			return v
		}
		return out
	}
	from := r.chain[len(r.chain)-1].file
	target := normalizeRef(path.Join(path.Dir(from), strings.ReplaceAll(ref.Str, `\`, "/")))
	if strings.HasPrefix(ref.Str, "/") || target == ".." || strings.HasPrefix(target, "../") {
		r.diags.Add(diag.Error, ref.Pos(), jp.keyString("$ref"), "referenced file "+quote(ref.Str)+" is outside the docs folder", "")
		return v
	}
	if r.open[target] {
		names := make([]string, 0, len(r.chain)+1)
		for _, c := range r.chain {
			names = append(names, c.file)
		}
		r.diags.Add(diag.Error, ref.Pos(), jp.keyString("$ref"), "circular $ref: "+strings.Join(append(names, target), " → "), "")
		return v
	}
	f, ok := r.files[target]
	if !ok {
		f = r.parse(ref, target, jp)
		r.files[target] = f
	}
	if f.v == nil {
		if f.msg != "" {
			r.diags.Add(diag.Error, ref.Pos(), jp.keyString("$ref"), f.msg, f.hint)
		}
		return v
	}
	included := f.v
	r.chain = append(r.chain, include{file: target, ref: ref})
	r.open[target] = true
	included = r.resolve(included, jp, depth-1)
	r.chain = r.chain[:len(r.chain)-1]
	delete(r.open, target)
	if included.Kind != jsonv.Object || len(v.Obj) == 1 {
		if len(v.Obj) > 1 {
			r.diags.Add(diag.Warning, v.Pos(), jp.String(), "keys beside \"$ref\" are ignored because "+quote(ref.Str)+" does not hold an object", "")
		}
		return included
	}
	// Sibling keys override the included object's keys, in place (keys
	// are unique in each file by now: parseFile settled repeated ones).
	out := *included
	out.Obj = append([]jsonv.Member(nil), included.Obj...)
	at := make(map[string]int, len(out.Obj))
	for i, m := range out.Obj {
		at[m.Key] = i
	}
	for _, m := range v.Obj {
		if m.Key == "$ref" {
			continue
		}
		m.Value = r.resolve(m.Value, jp.key1(m.Key), depth)
		if i, ok := at[m.Key]; ok {
			out.Obj[i] = m
		} else {
			out.Obj = append(out.Obj, m)
		}
	}
	return &out
}

// parse reads and parses target, first included by the "$ref" string
// ref at JSON path jp.
func (r *refResolver) parse(ref *jsonv.Value, target string, jp *jpath) parsed {
	src, err := docfs.ReadFile(r.fsys, target, docfs.MaxFile)
	if err != nil {
		msg := "referenced file " + quote(ref.Str) + " does not exist"
		if !errors.Is(err, fs.ErrNotExist) {
			msg = "cannot read referenced file " + quote(ref.Str) + ": " + unwrapPathError(err)
		}
		return parsed{msg: msg, hint: docfs.Hint(err)}
	}
	v, ok := parseFile(target, src, jp, r.diags)
	if !ok {
		return parsed{}
	}
	return parsed{v: v}
}

// maxThrough is how many "$ref"s of a long chain through names: the
// first and the last, around an ellipsis.
const maxThrough = 8

// through names the "$ref" strings that included the file being spliced,
// by position, outermost first: ", here through docs.json:3:12 →
// nav.json:1:9", or "" in docs.json itself.
func (r *refResolver) through() string {
	refs := r.chain[1:]
	if len(refs) == 0 {
		return ""
	}
	var parts []string
	for i, c := range refs {
		if len(refs) > maxThrough && i == maxThrough/2 {
			parts = append(parts, "…")
		}
		if len(refs) > maxThrough && i >= maxThrough/2 && i < len(refs)-maxThrough/2 {
			continue
		}
		parts = append(parts, c.ref.Pos().String())
	}
	return ", here through " + strings.Join(parts, " → ")
}

// normalizeRef cleans a slash path but keeps leading ".." segments, so that
// paths leaving the folder can be recognised.
func normalizeRef(p string) string {
	p = path.Clean(p)
	if p == "." {
		return ""
	}
	return p
}
