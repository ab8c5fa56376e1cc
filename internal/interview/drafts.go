package interview

import (
	"context"
	"sync"
)

// DraftWriter saves candidates' text in batches. Candidates type in
// hundreds of sessions at once, and SQLite has one writer: rather than a
// transaction per keystroke pause, each Save joins the batch that is being
// gathered while the previous one is written, and returns once its batch
// is committed. Under light load a batch is a single draft and costs no
// waiting; under heavy load one transaction carries many. A draft that a
// newer one of the same question replaces before it is written is not
// written at all.
type DraftWriter struct {
	write func(context.Context, []Draft) error

	mu      sync.Mutex
	pending map[draftKey]Draft
	waiters []chan error
	// writing is set while a goroutine drains the batches; there is no
	// goroutine when nothing is pending.
	writing bool
}

type draftKey struct {
	session  int64
	position int
}

// NewDraftWriter returns a writer that stores each batch with write, in
// one transaction.
func NewDraftWriter(write func(context.Context, []Draft) error) *DraftWriter {
	return &DraftWriter{write: write, pending: map[draftKey]Draft{}}
}

// Save queues d and waits until its batch is written, returning the
// batch's error. The write goes on if ctx ends first, so that what a
// stream has shown is what the store keeps.
func (w *DraftWriter) Save(ctx context.Context, d Draft) error {
	done := make(chan error, 1)
	w.mu.Lock()
	w.pending[draftKey{d.SessionID, d.Position}] = d
	w.waiters = append(w.waiters, done)
	if !w.writing {
		w.writing = true
		go w.drain(context.WithoutCancel(ctx))
	}
	w.mu.Unlock()
	return <-done
}

// drain writes batches until nothing is pending.
func (w *DraftWriter) drain(ctx context.Context) {
	for {
		w.mu.Lock()
		if len(w.waiters) == 0 {
			w.writing = false
			w.mu.Unlock()
			return
		}
		batch := make([]Draft, 0, len(w.pending))
		for _, d := range w.pending {
			batch = append(batch, d)
		}
		waiters := w.waiters
		w.pending, w.waiters = map[draftKey]Draft{}, nil
		w.mu.Unlock()

		err := w.write(ctx, batch)
		for _, done := range waiters {
			done <- err
		}
	}
}
