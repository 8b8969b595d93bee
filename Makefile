# The Makefile only wraps the go tool; `go test ./...` works without it.
GO ?= go
FUZZTIME ?= 20s

.PHONY: build test vet fmtcheck lint fuzz bench golden example

build:
	$(GO) build -trimpath -o navbuild ./cmd/navbuild

test: vet fmtcheck
	$(GO) test -race ./...

vet:
	$(GO) vet ./...

fmtcheck:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }

lint:
	$(GO) run honnef.co/go/tools/cmd/staticcheck@latest ./...

# Each fuzz target runs for FUZZTIME.
fuzz:
	$(GO) test ./internal/jsonv -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME)
	$(GO) test ./resolve -run '^$$' -fuzz FuzzLoad -fuzztime $(FUZZTIME)

bench:
	$(GO) test ./resolve ./internal/jsonv -run '^$$' -bench . -benchmem -cpu 1

# Rewrite golden files from the current output; read the diff before committing.
golden:
	$(GO) test ./... -update
