// Package archtest holds tests over the whole tree rather than one
// package: the pipeline's stages import only lower stages, resolve's
// exported API carries no untyped maps, and every fuzz target is run by
// `make fuzz` and listed in ARCHITECTURE.md. It has no code of its own.
//
// Stage: tooling. Tests only.
package archtest
