package interview

import "sync"

// Message is what the hub carries to a stream: a recorded event, or the
// candidate's text as it is typed, which goes to the interviewer only.
type Message struct {
	Event *Event
	Draft *Draft
}

// visibleTo reports whether a stream of the given role may carry m.
func (m Message) visibleTo(role Role) bool {
	switch {
	case m.Draft != nil:
		return role == Interviewer
	case m.Event != nil:
		return role == Interviewer || m.Event.ForCandidate()
	}
	return false
}

// DefaultBuffer is how many messages a stream may fall behind before the
// hub drops it.
const DefaultBuffer = 64

// Hub carries each session's messages to the streams open on it, and
// serialises the changes to a session so that they are recorded and
// delivered in one order. Sessions share nothing but the hub's short
// bookkeeping lock: each has a room of its own, made on first use and
// dropped when nobody holds it.
//
// The zero Hub is not usable; call NewHub.
type Hub struct {
	mu     sync.Mutex
	rooms  map[int64]*room
	closed bool
	buffer int
}

type room struct {
	// change is held by the one change in progress on the session.
	change sync.Mutex
	// refs counts the holders of change, waiting or not, and the
	// subscriptions; the room is dropped at zero.
	refs int
	subs map[*Subscription]struct{}
}

// NewHub returns an empty hub whose streams may each fall behind by
// buffer messages (DefaultBuffer when buffer < 1).
func NewHub(buffer int) *Hub {
	if buffer < 1 {
		buffer = DefaultBuffer
	}
	return &Hub{rooms: map[int64]*room{}, buffer: buffer}
}

// acquire returns the session's room with one more reference; h.mu is held.
func (h *Hub) acquire(id int64) *room {
	r := h.rooms[id]
	if r == nil {
		r = &room{subs: map[*Subscription]struct{}{}}
		h.rooms[id] = r
	}
	r.refs++
	return r
}

// release drops a reference, and the room with the last; h.mu is held.
func (h *Hub) release(id int64, r *room) {
	r.refs--
	if r.refs == 0 && h.rooms[id] == r {
		delete(h.rooms, id)
	}
}

// Lock takes the session's change lock and returns its release. A change
// holds it while it reads the session, records the change and publishes
// it, so that every stream sees the session's events in the order of
// their sequence numbers.
func (h *Hub) Lock(id int64) (unlock func()) {
	h.mu.Lock()
	r := h.acquire(id)
	h.mu.Unlock()
	r.change.Lock()
	return func() {
		r.change.Unlock()
		h.mu.Lock()
		h.release(id, r)
		h.mu.Unlock()
	}
}

// Subscription is one open stream of a session's messages for one role.
type Subscription struct {
	// C delivers the messages in the order they were published.
	C    <-chan Message
	ch   chan Message
	done chan struct{}
	role Role
	id   int64
	hub  *Hub
	// open is guarded by hub.mu.
	open bool
}

// Done is closed when the hub ends the subscription: on Close of the hub,
// or when the subscriber fell too far behind and must reconnect.
func (s *Subscription) Done() <-chan struct{} { return s.done }

// Close ends the subscription; it may be called more than once.
func (s *Subscription) Close() {
	s.hub.mu.Lock()
	defer s.hub.mu.Unlock()
	s.hub.drop(s)
}

// drop ends sub; h.mu is held.
func (h *Hub) drop(sub *Subscription) {
	if !sub.open {
		return
	}
	sub.open = false
	close(sub.done)
	if r := h.rooms[sub.id]; r != nil {
		delete(r.subs, sub)
		h.release(sub.id, r)
	}
}

// Subscribe opens a stream of session id's messages that role may see.
// Once the hub is closed, the subscription comes back already done.
func (h *Hub) Subscribe(id int64, role Role) *Subscription {
	ch := make(chan Message, h.buffer)
	sub := &Subscription{C: ch, ch: ch, done: make(chan struct{}), role: role, id: id, hub: h}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		close(sub.done)
		return sub
	}
	r := h.acquire(id)
	r.subs[sub] = struct{}{}
	sub.open = true
	return sub
}

// Publish delivers m to the session's streams that may see it. It never
// blocks: a stream whose buffer is full is dropped, so that its client
// reconnects and is sent what it missed from the store.
func (h *Hub) Publish(id int64, m Message) {
	h.mu.Lock()
	defer h.mu.Unlock()
	r := h.rooms[id]
	if r == nil {
		return
	}
	for sub := range r.subs {
		if !m.visibleTo(sub.role) {
			continue
		}
		select {
		case sub.ch <- m:
		default:
			h.drop(sub)
		}
	}
}

// Close ends every stream, now and from now on; it is for shutdown.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for _, r := range h.rooms {
		for sub := range r.subs {
			h.drop(sub)
		}
	}
}

// Streams returns how many streams are open, for tests and metrics.
func (h *Hub) Streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, r := range h.rooms {
		n += len(r.subs)
	}
	return n
}
