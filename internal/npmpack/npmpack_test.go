package npmpack

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"testing"
)

// TestUntar: the tarball's regular files by name, nothing else (folders,
// links, files over 1 MB are left out).
func TestUntar(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	add := func(h *tar.Header, data []byte) {
		t.Helper()
		h.Size = int64(len(data))
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	add(&tar.Header{Name: "package/", Typeflag: tar.TypeDir, Mode: 0o755}, nil)
	add(&tar.Header{Name: "package/translations/fr.json", Typeflag: tar.TypeReg, Mode: 0o644}, []byte(`{"page.nextLink":"Suivant"}`))
	add(&tar.Header{Name: "package/link", Typeflag: tar.TypeSymlink, Linkname: "/etc/passwd"}, nil)
	add(&tar.Header{Name: "package/big.bin", Typeflag: tar.TypeReg, Mode: 0o644}, make([]byte, 1<<20+1))
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	files, err := Untar(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || string(files["package/translations/fr.json"]) != `{"page.nextLink":"Suivant"}` {
		t.Errorf("untar gave %d files: %q", len(files), files)
	}
	if _, err := Untar([]byte("not gzip")); err == nil {
		t.Error("untar of a non-gzip file: no error")
	}
}
