// Package server is Rehearse's HTTP layer: routes, middleware, and thin
// handlers that decode a request, call the domain (quiz, sim, interview)
// and the store, and render a templ page or JSON.
package server

import (
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/sim"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// Limits on what clients may send.
const (
	// maxFormBytes bounds a form or JSON body: an answer is at most
	// quiz.MaxAnswerLen characters of up to 4 bytes, plus the rest.
	maxFormBytes = 4*quiz.MaxAnswerLen + 64<<10
	// historyLimit bounds the attempts listed on one page.
	historyLimit = 500
)

// Config is what a Server needs from the program that starts it.
type Config struct {
	Bank   *quiz.Bank
	DB     *store.DB
	Logger *slog.Logger
	// Now is the clock; tests replace it. Defaults to time.Now.
	Now func() time.Time
}

// Server holds the dependencies shared by every handler.
type Server struct {
	bank   *quiz.Bank
	db     *store.DB
	log    *slog.Logger
	now    func() time.Time
	static http.Handler
	// simModelHTML is the simulator's documentation, rendered once.
	simModelHTML string
	// mockSvc carries mock interviews' live events and batches their
	// candidates' typing into few transactions.
	mockSvc *mockService
	// shuttingDown flips when shutdown begins, so /readyz fails before
	// the listener closes and load balancers stop sending work first.
	shuttingDown atomic.Bool
}

// New builds a Server from cfg.
func New(cfg Config) *Server {
	s := &Server{bank: cfg.Bank, db: cfg.DB, log: cfg.Logger, now: cfg.Now}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.now == nil {
		s.now = time.Now
	}
	s.static = staticHandler()
	s.mockSvc = newMockService(s.db)
	html, err := quiz.RenderMarkdown([]byte(sim.ModelDoc))
	if err != nil {
		html = "<p>The simulator's documentation could not be rendered.</p>"
	}
	s.simModelHTML = html
	return s
}

// BeginShutdown makes /readyz fail from now on.
func (s *Server) BeginShutdown() { s.shuttingDown.Store(true) }
