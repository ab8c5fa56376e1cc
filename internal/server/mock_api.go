package server

import (
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// mockCreateRequest is the body of POST /api/mock.
type mockCreateRequest struct {
	Questions []string `json:"questions"`
	Level     string   `json:"level"`
	Candidate string   `json:"candidate"`
	Minutes   *int     `json:"minutes"`
}

// mockCreateResponse holds the two capability URLs; each side's event
// stream is its URL followed by /events.
type mockCreateResponse struct {
	InterviewerURL string `json:"interviewer_url"`
	CandidateURL   string `json:"candidate_url"`
}

func (s *Server) apiMockCreate(w http.ResponseWriter, r *http.Request) error {
	var req mockCreateRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Minutes == nil {
		return badRequest("minutes: required, the minutes given to each question")
	}
	tok, err := s.createMock(r.Context(), interview.Spec{
		Questions: req.Questions, Level: quiz.Level(req.Level), Candidate: req.Candidate, Minutes: *req.Minutes,
	})
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusCreated, mockCreateResponse{
		InterviewerURL: absoluteURL(r, "/mock/"+string(tok)),
		CandidateURL:   absoluteURL(r, "/mock/"+string(tok.Candidate())),
	})
	return nil
}

// candidateStateJSON is what GET /api/mock/{token} answers the candidate:
// made from the candidate's page view, so it holds no more than the page.
type candidateStateJSON struct {
	Role         string        `json:"role"`
	Candidate    string        `json:"candidate"`
	State        string        `json:"state"`
	Position     int           `json:"position"`
	Total        int           `json:"total"`
	QuestionHTML string        `json:"question_html,omitempty"`
	FollowUps    []string      `json:"follow_ups"`
	Clock        mockClockJSON `json:"clock"`
	Answer       string        `json:"answer"`
	ReportURL    string        `json:"report_url,omitempty"`
	LastEventID  int64         `json:"last_event_id"`
	EventsURL    string        `json:"events_url"`
}

func candidateState(v templates.MockCandidateView) candidateStateJSON {
	state := "waiting"
	switch {
	case v.Ended:
		state = "ended"
	case v.Started:
		state = "live"
	}
	return candidateStateJSON{
		Role: "candidate", Candidate: v.Name, State: state, Position: v.Position, Total: v.Total,
		QuestionHTML: v.QuestionHTML, FollowUps: nonNil(v.FollowUps), Answer: v.Text, ReportURL: v.ReportURL,
		Clock:       mockClockJSON{Running: v.Clock.Running, ElapsedMs: v.Clock.Elapsed.Milliseconds(), LimitMs: v.Clock.Limit.Milliseconds()},
		LastEventID: v.LastSeq, EventsURL: v.Base + "/events",
	}
}

// interviewerStateJSON is what GET /api/mock/{token} answers the
// interviewer: the whole session.
type interviewerStateJSON struct {
	Role         string                    `json:"role"`
	Candidate    string                    `json:"candidate"`
	State        string                    `json:"state"`
	Level        quiz.Level                `json:"level"`
	Minutes      int                       `json:"minutes"`
	Current      int                       `json:"current"`
	Total        int                       `json:"total"`
	Clock        mockClockJSON             `json:"clock"`
	Questions    []interviewerQuestionJSON `json:"questions"`
	Verdict      mockVerdictJSON           `json:"verdict"`
	CandidateURL string                    `json:"candidate_url"`
	EventsURL    string                    `json:"events_url"`
	LastEventID  int64                     `json:"last_event_id"`
}

type interviewerQuestionJSON struct {
	Position  int               `json:"position"`
	ID        string            `json:"id"`
	Title     string            `json:"title"`
	Asked     bool              `json:"asked"`
	Revealed  []int             `json:"revealed"`
	Answer    string            `json:"answer"`
	Scorecard mockScorecardJSON `json:"scorecard"`
}

// mockScorecardJSON is a scorecard in the API, and the body of PUT
// /api/mock/{token}/questions/{n}/scorecard.
type mockScorecardJSON struct {
	Covered []string `json:"covered"`
	Said    []string `json:"said"`
	// TicksChosen says the ticks are the interviewer's, not the hints'
	// suggestions that the page keeps updating; omitted, it is true.
	TicksChosen *bool      `json:"ticks_chosen,omitempty"`
	Level       string     `json:"level"`
	Comment     string     `json:"comment"`
	Notes       string     `json:"notes"`
	SavedAt     *time.Time `json:"saved_at,omitempty"`
}

// mockVerdictJSON is the verdict in the API, and the body of PUT
// /api/mock/{token}/verdict.
type mockVerdictJSON struct {
	Recommendation string     `json:"recommendation"`
	Summary        string     `json:"summary"`
	Shared         bool       `json:"shared"`
	SavedAt        *time.Time `json:"saved_at,omitempty"`
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func (s *Server) interviewerState(r *http.Request, acc mockAccess, sess *interview.Session) interviewerStateJSON {
	st := interviewerStateJSON{
		Role: "interviewer", Candidate: sess.Candidate, State: mockStateName(sess), Level: sess.Level, Minutes: sess.Minutes,
		Current: sess.Current, Total: len(sess.Questions),
		Clock:        mockClockJSON{Running: sess.Clock.Running, ElapsedMs: sess.Clock.At(s.now()).Milliseconds(), LimitMs: sess.Limit().Milliseconds()},
		CandidateURL: absoluteURL(r, "/mock/"+string(acc.token.Candidate())),
		EventsURL:    acc.base() + "/events", LastEventID: sess.LastSeq,
		Verdict: mockVerdictJSON{
			Recommendation: string(sess.Verdict.Recommendation), Summary: sess.Verdict.Summary,
			Shared: sess.Verdict.Shared, SavedAt: timePtr(sess.Verdict.SavedAt),
		},
	}
	for i, a := range sess.Answers {
		title := a.QuestionID
		if q, ok := s.bank.Question(a.QuestionID); ok {
			title = q.Title
		}
		c := a.Scorecard
		st.Questions = append(st.Questions, interviewerQuestionJSON{
			Position: i, ID: a.QuestionID, Title: title, Asked: sess.Started() && i <= sess.Current,
			Revealed: nonNil(a.Revealed), Answer: a.Text,
			Scorecard: scorecardJSON(c),
		})
	}
	return st
}

func mockStateName(sess *interview.Session) string {
	switch {
	case sess.Ended():
		return "ended"
	case sess.Started():
		return "live"
	}
	return "waiting"
}

// apiMockState answers each side with what it may see of the session.
func (s *Server) apiMockState(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, bothSides...)
	if err != nil {
		return err
	}
	if acc.role == interview.Candidate {
		writeJSON(w, http.StatusOK, candidateState(s.candidateView(acc)))
		return nil
	}
	writeJSON(w, http.StatusOK, s.interviewerState(r, acc, acc.sess))
	return nil
}

// mockAnswerRequest is the body of PUT /api/mock/{token}/answer.
type mockAnswerRequest struct {
	Position *int    `json:"position"`
	Text     *string `json:"text"`
}

// apiMockSaveAnswer saves the candidate's text as they type.
func (s *Server) apiMockSaveAnswer(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, interview.Candidate)
	if err != nil {
		return err
	}
	var req mockAnswerRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Position == nil || req.Text == nil {
		return badRequest("position and text: both required")
	}
	d, err := s.saveMockText(r.Context(), acc.sess.ID, *req.Position, *req.Text)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"position": d.Position, "saved_at": d.At})
	return nil
}

// mockControlRequest is the body of the interviewer's control calls; each
// uses the fields it needs.
type mockControlRequest struct {
	// Running starts (true) or pauses (false) the clock.
	Running *bool `json:"running"`
	// Position and Index name a follow-up to reveal.
	Position *int `json:"position"`
	Index    *int `json:"index"`
	// From is the question to move on from.
	From *int `json:"from"`
}

// apiMockControl adapts a control to the API: it resolves the
// interviewer's token, decodes the body, applies the control and answers
// the session as it now is.
func (s *Server) apiMockControl(apply func(r *http.Request, id int64, req mockControlRequest) (*interview.Session, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		acc, err := s.mockAccessFor(w, r, interviewerOnly...)
		if err != nil {
			return err
		}
		var req mockControlRequest
		if r.ContentLength != 0 {
			if err := decodeJSON(r, &req); err != nil {
				return err
			}
		}
		sess, err := apply(r, acc.sess.ID, req)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, s.interviewerState(r, acc, sess))
		return nil
	}
}

func (s *Server) apiMockClock(r *http.Request, id int64, req mockControlRequest) (*interview.Session, error) {
	if req.Running == nil {
		return nil, badRequest("running: required, true to start the clock and false to pause it")
	}
	return s.startOrPause(r.Context(), id, *req.Running)
}

func (s *Server) apiMockFollowUp(r *http.Request, id int64, req mockControlRequest) (*interview.Session, error) {
	if req.Position == nil || req.Index == nil {
		return nil, badRequest("position and index: both required, the question on screen and the follow-up to reveal")
	}
	return s.revealFollowUp(r.Context(), id, *req.Position, *req.Index)
}

func (s *Server) apiMockNext(r *http.Request, id int64, req mockControlRequest) (*interview.Session, error) {
	if req.From == nil {
		return nil, badRequest("from: required, the question on screen")
	}
	return s.nextQuestion(r.Context(), id, *req.From)
}

func (s *Server) apiMockEnd(r *http.Request, id int64, _ mockControlRequest) (*interview.Session, error) {
	return s.endMock(r.Context(), id)
}

// apiMockScorecard saves the scorecard of the question at {position},
// counted from 0 as everywhere in the API.
func (s *Server) apiMockScorecard(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, interviewerOnly...)
	if err != nil {
		return err
	}
	position, err := strconv.Atoi(chi.URLParam(r, "position"))
	if err != nil {
		return badRequest("position: expected a whole number")
	}
	var req mockScorecardJSON
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	chosen := req.TicksChosen == nil || *req.TicksChosen
	c, err := s.saveMockScorecard(r.Context(), acc.sess, position, interview.Scorecard{
		Covered: req.Covered, Said: req.Said, TicksChosen: chosen, Level: interview.ShownLevel(req.Level), Comment: req.Comment, Notes: req.Notes,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, scorecardJSON(c))
	return nil
}

func scorecardJSON(c interview.Scorecard) mockScorecardJSON {
	return mockScorecardJSON{
		Covered: nonNil(c.Covered), Said: nonNil(c.Said), TicksChosen: &c.TicksChosen,
		Level: string(c.Level), Comment: c.Comment, Notes: c.Notes, SavedAt: timePtr(c.SavedAt),
	}
}

// apiMockVerdict saves the verdict and sharing.
func (s *Server) apiMockVerdict(w http.ResponseWriter, r *http.Request) error {
	acc, err := s.mockAccessFor(w, r, interviewerOnly...)
	if err != nil {
		return err
	}
	var req mockVerdictJSON
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	sess, err := s.saveVerdict(r.Context(), acc.sess.ID, interview.Verdict{
		Recommendation: interview.Recommendation(req.Recommendation), Summary: req.Summary, Shared: req.Shared,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, s.interviewerState(r, acc, sess))
	return nil
}

// mockReportJSON is the report in the API. Rubric items carry their id
// and text only, as in GET /api/questions/{id}.
type mockReportJSON struct {
	Candidate      string                   `json:"candidate"`
	Level          quiz.Level               `json:"level"`
	Minutes        int                      `json:"minutes"`
	CreatedAt      time.Time                `json:"created_at"`
	StartedAt      *time.Time               `json:"started_at,omitempty"`
	EndedAt        *time.Time               `json:"ended_at,omitempty"`
	Recommendation string                   `json:"recommendation"`
	Summary        string                   `json:"summary"`
	Questions      []mockReportQuestionJSON `json:"questions"`
	Timeline       []mockTimelineJSON       `json:"timeline"`
}

type mockReportQuestionJSON struct {
	Number    int                  `json:"number"`
	Title     string               `json:"title"`
	Asked     bool                 `json:"asked"`
	ShownAt   *time.Time           `json:"shown_at,omitempty"`
	SpentMs   int64                `json:"spent_ms"`
	FollowUps []mockFollowUpJSON   `json:"follow_ups"`
	Scored    bool                 `json:"scored"`
	Covered   []rubricEntry        `json:"covered"`
	Missed    []rubricEntry        `json:"missed"`
	Said      []rubricEntry        `json:"said"`
	Level     interview.ShownLevel `json:"level"`
	Comment   string               `json:"comment"`
	Notes     string               `json:"notes,omitempty"`
	Answer    string               `json:"answer"`
}

type mockFollowUpJSON struct {
	Question string    `json:"question"`
	ShownAt  time.Time `json:"shown_at"`
}

type mockTimelineJSON struct {
	At   time.Time `json:"at"`
	What string    `json:"what"`
}

// apiMockReport answers the report as JSON, on the same terms as the page.
func (s *Server) apiMockReport(w http.ResponseWriter, r *http.Request) error {
	_, rep, err := s.mockReportFor(w, r)
	if err != nil {
		return err
	}
	out := mockReportJSON{
		Candidate: rep.Candidate, Level: rep.Level, Minutes: rep.Minutes, CreatedAt: rep.CreatedAt,
		StartedAt: timePtr(rep.StartedAt), EndedAt: timePtr(rep.EndedAt),
		Recommendation: string(rep.Verdict.Recommendation), Summary: rep.Verdict.Summary,
		Questions: []mockReportQuestionJSON{}, Timeline: []mockTimelineJSON{},
	}
	for _, q := range rep.Questions {
		rq := mockReportQuestionJSON{
			Number: q.Number, Title: q.Title, Asked: q.Asked, ShownAt: timePtr(q.ShownAt), SpentMs: q.Spent.Milliseconds(),
			FollowUps: []mockFollowUpJSON{}, Scored: q.Scored, Covered: rubricEntries(q.Covered), Missed: rubricEntries(q.Missed),
			Said: rubricEntries(q.Said), Level: q.Level, Comment: q.Comment, Notes: q.Notes, Answer: q.Answer,
		}
		for _, f := range q.FollowUps {
			rq.FollowUps = append(rq.FollowUps, mockFollowUpJSON{Question: f.Question, ShownAt: f.ShownAt})
		}
		out.Questions = append(out.Questions, rq)
	}
	for _, t := range rep.Timeline {
		out.Timeline = append(out.Timeline, mockTimelineJSON{At: t.At, What: t.What})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
