package serve

import (
	"context"
	"sync"
)

// specCache keeps the remote OpenAPI specs a server fetched, for its whole
// run: every full rebuild resolves the folder again, and fetching each
// remote spec again would make a title edit wait on the network. Failed
// fetches are not kept, so the next build tries again.
type specCache struct {
	fetch func(ctx context.Context, url string) ([]byte, error)
	mu    sync.Mutex
	specs map[string][]byte
}

func (c *specCache) get(ctx context.Context, url string) ([]byte, error) {
	c.mu.Lock()
	data, ok := c.specs[url]
	c.mu.Unlock()
	if ok {
		return data, nil
	}
	data, err := c.fetch(ctx, url)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.specs[url] = data
	c.mu.Unlock()
	return data, nil
}
