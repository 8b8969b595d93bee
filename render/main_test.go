package render_test

import (
	"testing"

	"github.com/navbuild/navbuild/internal/browsertest"
)

// TestMain ends the browser the browser tests share once they have run.
func TestMain(m *testing.M) {
	defer browsertest.StopShared()
	m.Run()
}
