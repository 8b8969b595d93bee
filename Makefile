# The Makefile only wraps the go tool; `go test ./...` works without it.
GO ?= go
FUZZTIME ?= 20s

.PHONY: build test test-quick vet fmtcheck lint vuln fuzz bench bench-large golden example release npm

build:
	$(GO) build -trimpath -o navbuild ./cmd/navbuild

# The packages where goroutines meet: render's parallel writer and the
# caches its workers share (markdown, mdx), serve, the output folder, the
# worker pool, the search index's writers, spill files and the command
# (progress, serve, interrupts). Their tests run under the race detector;
# every other package's run once without it (the detector slows a test
# ten times and finds nothing where one goroutine works).
RACE = ./render ./internal/serve ./internal/outdir ./internal/parallel ./internal/search \
	./internal/spill ./internal/markdown ./internal/mdx ./cmd/navbuild
MODULE = $(shell $(GO) list -m)

# The second run is every other package, and render and serve again for
# what -race skips: the browser tests (Chromium does the work there) and
# render's whole corpus (sampled under -race).
test: vet fmtcheck
	$(GO) test -race -timeout 20m $(RACE)
	$(GO) test -timeout 30m ./render ./internal/serve $(filter-out $(patsubst ./%,$(MODULE)/%,$(RACE)),$(shell $(GO) list ./...))
	@test -d ../shared/corpus || echo "NOTE: the corpus tests were SKIPPED: ../shared/corpus is not beside this repository"
	@command -v npm >/dev/null || echo "NOTE: the npm package test was SKIPPED: npm not found"

# For the edit loop: every package without -race, in -short mode (no
# browser, no corpus, no long page-cost run).
test-quick:
	$(GO) test -short ./...

vet:
	$(GO) vet ./...

fmtcheck:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }

# Release binaries for every platform into dist/ (CGO_ENABLED=0, -trimpath,
# the version from the git tag and the commit stamped), with dist/SHA256SUMS;
# VERSION=v1.2.3 overrides the tag. npm: the npm packages' folders in
# dist/npm from those binaries (`npm pack dist/npm/*` makes the tarballs).
release:
	$(GO) run ./scripts/release build -o dist $(if $(VERSION),-version $(VERSION))

npm: release
	$(GO) run ./scripts/release npm -o dist

lint:
	$(GO) run honnef.co/go/tools/cmd/staticcheck@latest ./...

# govulncheck over the module: vuln.go.dev where it is reachable, else the
# proxy's snapshot of the same database (scripts/vuln says which it used).
vuln:
	bash scripts/vuln

# Each fuzz target runs for FUZZTIME.
fuzz:
	$(GO) test ./internal/jsonv -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME)
	$(GO) test ./internal/frontmatter -run '^$$' -fuzz FuzzQuick -fuzztime $(FUZZTIME)
	$(GO) test ./internal/markdown -run '^$$' -fuzz FuzzParseFence -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/markdown -run '^$$' -fuzz FuzzConvert -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/markdown -run '^$$' -fuzz FuzzLinks -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/markdown -run '^$$' -fuzz FuzzMath -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/markdown -run '^$$' -fuzz FuzzTokeniseJSON -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/markdown -run '^$$' -fuzz FuzzTokeniseSample -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/mdx -run '^$$' -fuzz FuzzRender -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/mdx -run '^$$' -fuzz FuzzJSX -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./resolve -run '^$$' -fuzz FuzzLoad -fuzztime $(FUZZTIME)
	$(GO) test ./internal/config -run '^$$' -fuzz FuzzLoadMint -fuzztime $(FUZZTIME)
	$(GO) test ./internal/apiref -run '^$$' -fuzz FuzzBuild -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/link -run '^$$' -fuzz FuzzClassify -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/link -run '^$$' -fuzz FuzzAllowed -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./internal/colour -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME)
	$(GO) test ./internal/fonts -run '^$$' -fuzz FuzzQuote -fuzztime $(FUZZTIME)
	$(GO) test ./internal/tailwind -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./render -run '^$$' -fuzz FuzzOutputs -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./render -run '^$$' -fuzz FuzzSizeImages -fuzztime $(FUZZTIME)

BENCHDIR ?= /tmp/navbuild-bench

# Benchmarks (serve's: save a page, see it served, on 1,000 and 10,000
# pages; render's BenchmarkSite10k: build time against the goldmark floor,
# the write share, output size, frame size, peak heap), then a whole build
# of a synthetic 10,000-page site from disk with its wall and CPU time and
# peak memory, after the floor (goldmark alone converting and writing the
# same pages); then the 25,000-page versioned site (35 versions x 4
# languages, internal/synth Versioned) with every feature on (search,
# twins, llms files, social cards; --base-url for canonical links,
# hreflang alternates and the sitemap) built from disk with an empty
# highlight cache and again with the cache filled (peak memory, wall and
# CPU time), its output size and page count, its bytes by kind (HTML
# frame: head, selectors, sidebar, the rest; HTML body: text, code
# markup; twins, search index, llms files, assets: gen -bytes), the bytes a title query
# downloads from its search index in a version's scope
# (BenchmarkSearchQuery25k) and the time from its last keystroke to its
# results in Chromium (BenchmarkSearchLatency25k). The 50k and 100k builds are `make bench-large`.
bench:
	$(GO) test ./resolve ./internal/jsonv -run '^$$' -bench . -benchmem -cpu 1
	$(GO) test ./render ./internal/markdown -run '^$$' -bench . -benchmem
	$(GO) test ./internal/serve -run '^$$' -bench EditToServe -benchtime 100x
	rm -rf $(BENCHDIR) && $(GO) build -o $(BENCHDIR)/gen ./internal/synth/gen
	$(BENCHDIR)/gen -n 10000 -o $(BENCHDIR)/docs
	$(GO) build -o $(BENCHDIR)/navbuild ./cmd/navbuild
	@uptime
	/usr/bin/time -f 'floor (goldmark alone): peak memory %M KB, wall %e s, user %U s, sys %S s' $(BENCHDIR)/gen -floor $(BENCHDIR)/docs -o $(BENCHDIR)/floor
	/usr/bin/time -f 'build 10k: peak memory %M KB, wall %e s, user %U s, sys %S s' $(BENCHDIR)/navbuild $(BENCHDIR)/docs -o $(BENCHDIR)/site --cache $(BENCHDIR)/cache10k
	@echo "10k output: $$(find $(BENCHDIR)/site -type f -printf '%s\n' | awk '{s+=$$1} END {print s}') bytes in files, $$(du -sb $(BENCHDIR)/site | cut -f1) bytes (du -sb, folders included)"
	$(BENCHDIR)/gen -versioned -o $(BENCHDIR)/docs25k
	@uptime
	/usr/bin/time -f 'build 25k (empty highlight cache): peak memory %M KB, wall %e s, user %U s, sys %S s' $(BENCHDIR)/navbuild $(BENCHDIR)/docs25k -o $(BENCHDIR)/site25k --cache $(BENCHDIR)/cache25k --base-url https://docs.example.com/
	/usr/bin/time -f 'build 25k (highlight cache filled): peak memory %M KB, wall %e s, user %U s, sys %S s' $(BENCHDIR)/navbuild $(BENCHDIR)/docs25k -o $(BENCHDIR)/site25k --cache $(BENCHDIR)/cache25k --base-url https://docs.example.com/
	@echo "25k output: $$(du -sb $(BENCHDIR)/site25k | cut -f1) bytes (du -sb, folders included), $$(find $(BENCHDIR)/site25k -type f -printf '%s\n' | awk '{s+=$$1} END {print s}') bytes in files, $$(find $(BENCHDIR)/site25k -name '*.html' | wc -l) HTML files"
	$(BENCHDIR)/gen -bytes $(BENCHDIR)/site25k
	NAVBUILD_SITE=$(BENCHDIR)/site25k $(GO) test ./render -run '^$$' -bench 'SearchQuery25k|SearchLatency25k' -benchtime 1x -v

# issue 13's curve: 10,000, 50,000 and 100,000-page synthetic sites
# (internal/synth, gen -n) built from disk with --no-cache, one at a time,
# each reporting peak memory (RSS), wall and CPU time and its output's
# size. Slow (the 100k build takes minutes), so not part of bench; CI does
# not run it.
bench-large:
	mkdir -p $(BENCHDIR) && $(GO) build -o $(BENCHDIR)/gen ./internal/synth/gen && $(GO) build -o $(BENCHDIR)/navbuild ./cmd/navbuild
	@for n in 10000 50000 100000; do \
		rm -rf $(BENCHDIR)/docsL $(BENCHDIR)/siteL && $(BENCHDIR)/gen -n $$n -o $(BENCHDIR)/docsL && uptime && \
		/usr/bin/time -f "build $$n: peak memory %M KB, wall %e s, user %U s, sys %S s" $(BENCHDIR)/navbuild $(BENCHDIR)/docsL -o $(BENCHDIR)/siteL -q --no-cache && \
		echo "$$n output: $$(find $(BENCHDIR)/siteL -type f -printf '%s\n' | awk '{s+=$$1} END {print s}') bytes in files, $$(du -sb $(BENCHDIR)/siteL | cut -f1) bytes (du -sb)" || exit 1; done
	rm -rf $(BENCHDIR)/docsL $(BENCHDIR)/siteL

# Rewrite golden files from the current output; read the diff before committing.
# -update is internal/golden's flag: only the packages whose tests import it
# know it (any other test binary would stop on an unknown flag).
golden:
	$(GO) test -update $$($(GO) list -f '{{.ImportPath}} {{.TestImports}} {{.XTestImports}}' ./... | grep internal/golden | cut -d' ' -f1)
