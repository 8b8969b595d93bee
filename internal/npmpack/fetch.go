package npmpack

import (
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// Fetch is Pack without npm, for the generators that record where a
// package came from: it reads the version's manifest from the registry
// (licence, tarball), downloads the tarball, checks it against the
// integrity the registry publishes and returns the files asked for.

// Registry is the public npm registry.
const Registry = "https://registry.npmjs.org"

// manifest is the part of the registry's version document read here.
type manifest struct {
	Version string `json:"version"`
	License string `json:"license"`
	Dist    struct {
		Tarball   string `json:"tarball"`
		Integrity string `json:"integrity"`
	} `json:"dist"`
}

// Fetch downloads version of package name from registry and returns the
// named files of its tarball (paths as in the tarball: "package/..."),
// each of which must be there. A name ending in "/" takes every regular
// file under that folder.
func Fetch(registry, name, version string, files ...string) (*Package, error) {
	client := &http.Client{Timeout: 5 * time.Minute}
	data, err := get(client, strings.TrimSuffix(registry, "/")+"/"+name+"/"+version)
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s@%s: %v", name, version, err)
	}
	if m.Version != version || m.Dist.Tarball == "" {
		return nil, fmt.Errorf("%s@%s: the registry answers version %q, tarball %q", name, version, m.Version, m.Dist.Tarball)
	}
	tgz, err := get(client, m.Dist.Tarball)
	if err != nil {
		return nil, err
	}
	if err := CheckIntegrity(tgz, m.Dist.Integrity); err != nil {
		return nil, fmt.Errorf("%s: %v", m.Dist.Tarball, err)
	}
	got, err := untarNamed(tgz, files)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", m.Dist.Tarball, err)
	}
	return &Package{Name: name, Version: m.Version, Integrity: m.Dist.Integrity, License: m.License, Tarball: m.Dist.Tarball, Files: got}, nil
}

func get(client *http.Client, url string) ([]byte, error) {
	resp, err := client.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 256<<20))
}

// CheckIntegrity checks data against a subresource-integrity string
// ("sha512-BASE64"), the form npm publishes.
func CheckIntegrity(data []byte, integrity string) error {
	want, ok := strings.CutPrefix(integrity, "sha512-")
	if !ok {
		return fmt.Errorf("integrity %q is not sha512", integrity)
	}
	sum := sha512.Sum512(data)
	if got := base64.StdEncoding.EncodeToString(sum[:]); got != want {
		return fmt.Errorf("sha512 %s, the registry says %s", got, want)
	}
	return nil
}

// untarNamed returns the named files of a gzipped tarball; each must be there
// (a folder, ending in "/", must hold one file at least).
func untarNamed(tgz []byte, names []string) (map[string][]byte, error) {
	all, err := UntarMax(tgz, 64<<20)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for _, n := range names {
		found := false
		for name, data := range all {
			if name == n || strings.HasSuffix(n, "/") && strings.HasPrefix(name, n) {
				files[name], found = data, true
			}
		}
		if !found {
			return nil, fmt.Errorf("no %s in the package", n)
		}
	}
	return files, nil
}
