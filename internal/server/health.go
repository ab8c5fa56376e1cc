package server

import (
	"context"
	"net/http"
	"time"
)

// healthz answers while the process is alive, whatever its state.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte("ok\n"))
}

// readyz answers 200 only when the content is loaded and the database is
// open and migrated, and 503 from the moment shutdown begins, so traffic
// drains away before the listener closes.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fail := func(why string) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(why + "\n"))
	}
	switch {
	case s.shuttingDown.Load():
		fail("shutting down")
		return
	case s.bank == nil || len(s.bank.Questions()) == 0:
		fail("content not loaded")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.db.Ping(ctx); err != nil {
		fail("database not ready")
		return
	}
	_, _ = w.Write([]byte("ready\n"))
}
