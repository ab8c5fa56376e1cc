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
		r.Get("/sim", s.page(s.simPage))
		r.Get("/sim/model", s.page(s.simModelPage))

		// JSON API.
		r.Get("/api/questions", s.api(s.apiQuestions))
		r.Get("/api/questions/{id}", s.api(s.apiQuestion))
		r.Post("/api/questions/{id}/attempts", s.api(s.apiCreateAttempt))
		r.Post("/api/questions/{id}/hints", s.api(s.apiHints))
		r.Get("/api/attempts", s.api(s.apiAttempts))
		r.Get("/api/sim/presets", s.api(s.apiSimPresets))
		r.Post("/api/sim", s.api(s.apiSim))
		r.Post("/api/sim/compare", s.api(s.apiSimCompare))

		// Mock interviews. /mock/{token} is a capability URL: the token
		// alone opens the interviewer's or the candidate's side, and each
		// handler names the sides it lets through (noted on the right);
		// any other token gets the same 404 as a page that does not exist.
		// Each side's event stream is its URL followed by /events.
		r.Get("/mock/new", s.page(s.mockNewPage))
		r.Post("/mock", s.page(s.mockCreate))
		r.Get("/mock/{token}", s.page(s.mockPage))                     // both
		r.Get("/mock/{token}/events", s.page(s.mockEvents))            // both
		r.Post("/mock/{token}/answer", s.page(s.mockSaveAnswer))       // candidate
		r.Post("/mock/{token}/scorecard", s.page(s.mockSaveScorecard)) // interviewer
		r.Post("/mock/{token}/clock", s.page(s.mockClockForm))         // interviewer
		r.Post("/mock/{token}/followups", s.page(s.mockFollowUpForm))  // interviewer
		r.Post("/mock/{token}/next", s.page(s.mockNextForm))           // interviewer
		r.Post("/mock/{token}/end", s.page(s.mockEndForm))             // interviewer
		r.Post("/mock/{token}/verdict", s.page(s.mockVerdictForm))     // interviewer
		r.Get("/mock/{token}/report", s.page(s.mockReport))            // interviewer; candidate once shared
		r.Get("/mock/{token}/report.md", s.page(s.mockReportMarkdown)) // interviewer; candidate once shared
		r.Post("/api/mock", s.api(s.apiMockCreate))
		r.Get("/api/mock/{token}", s.api(s.apiMockState))                                    // both
		r.Put("/api/mock/{token}/answer", s.api(s.apiMockSaveAnswer))                        // candidate
		r.Post("/api/mock/{token}/clock", s.api(s.apiMockControl(s.apiMockClock)))           // interviewer
		r.Post("/api/mock/{token}/followups", s.api(s.apiMockControl(s.apiMockFollowUp)))    // interviewer
		r.Post("/api/mock/{token}/next", s.api(s.apiMockControl(s.apiMockNext)))             // interviewer
		r.Post("/api/mock/{token}/end", s.api(s.apiMockControl(s.apiMockEnd)))               // interviewer
		r.Put("/api/mock/{token}/questions/{position}/scorecard", s.api(s.apiMockScorecard)) // interviewer
		r.Put("/api/mock/{token}/verdict", s.api(s.apiMockVerdict))                          // interviewer
		r.Get("/api/mock/{token}/report", s.api(s.apiMockReport))                            // interviewer; candidate once shared
	})

	r.NotFound(s.either(func(w http.ResponseWriter, r *http.Request) error { return notFound("page") }))
	r.MethodNotAllowed(s.either(func(w http.ResponseWriter, r *http.Request) error {
		return &httpError{status: http.StatusMethodNotAllowed, msg: "method not allowed"}
	}))
	return r
}
