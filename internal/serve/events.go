package serve

import (
	"fmt"
	"net/http"
	"sync"
)

// message is a server-sent event: "reload", or "diagnostics" with a JSON
// array of lines ("docs.json:3:5: error: ...").
type message struct {
	event, data string
}

// hub sends events to the browsers connected to _navbuild/reload.
type hub struct {
	mu      sync.Mutex
	clients map[chan message]struct{}
	state   *message // sent to each new client first: the last build's problems
	done    chan struct{}
	closed  bool
}

func newHub() *hub {
	return &hub{clients: map[chan message]struct{}{}, done: make(chan struct{})}
}

// clientBuffer is how many events a slow client may fall behind before it
// misses some: a few are plenty, since each reload replaces the page.
const clientBuffer = 16

// publish sends m to every client and makes state (nil: none) what new
// clients receive first.
func (h *hub) publish(m message, state *message) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.state = state
	for c := range h.clients {
		select {
		case c <- m:
		default: // a stuck client must not hold back the builds
		}
	}
}

// count returns the number of connected clients.
func (h *hub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.clients)
}

// close ends every stream, for shutting down.
func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		close(h.done)
	}
}

// serve streams the events to one browser until it leaves or the server
// shuts down.
func (h *hub) serve(w http.ResponseWriter, req *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	c := make(chan message, clientBuffer)
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	if h.state != nil {
		c <- *h.state
	}
	h.clients[c] = struct{}{}
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		delete(h.clients, c)
		h.mu.Unlock()
	}()

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	// Reconnect soon after a restart of the server.
	fmt.Fprint(w, "retry: 1000\n\n")
	flusher.Flush()
	for {
		select {
		case m := <-c:
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", m.event, m.data)
			flusher.Flush()
		case <-req.Context().Done():
			return
		case <-h.done:
			return
		}
	}
}
