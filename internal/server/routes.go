package server

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// Handler returns the whole HTTP surface of Rehearse: every route is listed
// here, with its method and path.
func (s *Server) Handler() http.Handler {
	// Refuse cross-site form posts: browsers send Sec-Fetch-Site or Origin,
	// and a state-changing request from another origin is rejected.
	csrf := http.NewCrossOriginProtection()
	csrf.SetDenyHandler(s.either(func(w http.ResponseWriter, r *http.Request) error {
		return &httpError{status: http.StatusForbidden, msg: "cross-site request refused"}
	}))

	r := chi.NewRouter()
	r.Use(middleware.Recoverer, s.logRequests, securityHeaders, csrf.Handler, limitBody(maxFormBytes))

	// Operations: no guest cookie, no logging noise beyond the access log.
	r.Get("/healthz", s.healthz)
	r.Get("/readyz", s.readyz)
	r.Handle("/static/*", s.static)

	r.Group(func(r chi.Router) {
		r.Use(withGuest)

		// Pages.
		r.Get("/", s.page(s.bankPage))
		r.Get("/topics/{topic}", s.page(s.topicPage))
		r.Get("/next", s.page(s.practiseNext))
		r.Get("/questions/{id}", s.page(s.practicePage))
		r.Get("/questions/{id}/answer", s.page(s.studyPage))
		r.Post("/questions/{id}/attempts", s.page(s.submitAttempt))
		r.Get("/attempts/{attempt}", s.page(s.reviewPage))
		r.Post("/attempts/{attempt}/score", s.page(s.saveScore))
		r.Get("/history", s.page(s.historyPage))

		// JSON API.
		r.Get("/api/questions", s.api(s.apiQuestions))
		r.Get("/api/questions/{id}", s.api(s.apiQuestion))
		r.Post("/api/questions/{id}/attempts", s.api(s.apiCreateAttempt))
		r.Post("/api/questions/{id}/hints", s.api(s.apiHints))
		r.Get("/api/attempts", s.api(s.apiAttempts))
	})

	r.NotFound(s.either(func(w http.ResponseWriter, r *http.Request) error { return notFound("page") }))
	r.MethodNotAllowed(s.either(func(w http.ResponseWriter, r *http.Request) error {
		return &httpError{status: http.StatusMethodNotAllowed, msg: "method not allowed"}
	}))
	return r
}
